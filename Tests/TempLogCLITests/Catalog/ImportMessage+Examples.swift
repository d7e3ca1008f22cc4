@testable import TempLogCLI

extension ImportMessage: CatalogExample {
    enum Kind: CaseIterable {
        case cannotOpen
        case notImportable
        case rowHasNoTemperature
        case recordHasNoValue
        case notHealthUnit
        case notHealthDate
        case notHealthFlow
        case cycleStartsFound
        case cycleStartsWouldMark
        case unknownSensorLocation
        case repeatedWallTime
        case importInFuture
        case notAValidReading
        case unclosedQuote
        case importSummary
        case importSummaryDryRun
        case importDiffers
        case importDifference
        case importDifferentField
        case importFieldList
        case importDifferencesMore
        case importNotUpdated
        case importUpdated
        case importWouldUpdate
        case noValue
        case rejectedRow
        case rejectedMoreRows
        case notATimestamp
        case notADate
        case notATimeOfDay
        case dateWithoutTime
        case fieldCount
        case quoteInUnquotedField
        case textAfterClosingQuote
        case fieldNotUTF8
        case unknownEscape
        case headerDuplicateRole
        case headerConflictingTemperatures
        case headerMissing
        case headerNeedsTime
        case headerNeedsTemperature
        case importLayout
        case commaSeparated
        case semicolonSeparated
        case tabSeparated
        case templogTabSeparated
        case importProgress
        case rowHasNoTime
        case temperaturesDisagree
        case dateAndTimeDisagree
        case dateDisagrees
        case importNotUTF8
        case importNotCP932
        case importNotXML
        case xmlEndsInside
        case xmlNotClosed
        case xmlMalformedTag
        case xmlMalformedMarkup
        case xmlUnknownEntity
        case xmlMismatchedEndTag
        case xmlUnexpectedEndTag
        case xmlSecondRoot
        case xmlNoRootElement
        case xmlTextOutsideRoot
        case xmlRepeatedAttribute
        case xmlTooLong
        case xmlTooManyAttributes
        case xmlTooDeep
        case encodingNotForJSONLines
        case encodingNotForHealth
        case importPerhapsCP932
        case notAStoreCell
        case storeNotNamed
    }

    var localized: LocalizedText { .importing(self) }

    var kind: Kind {
        switch self {
        case .cannotOpen: return .cannotOpen
        case .notImportable: return .notImportable
        case .rowHasNoTemperature: return .rowHasNoTemperature
        case .recordHasNoValue: return .recordHasNoValue
        case .notHealthUnit: return .notHealthUnit
        case .notHealthDate: return .notHealthDate
        case .notHealthFlow: return .notHealthFlow
        case .cycleStartsFound: return .cycleStartsFound
        case .cycleStartsWouldMark: return .cycleStartsWouldMark
        case .unknownSensorLocation: return .unknownSensorLocation
        case .repeatedWallTime: return .repeatedWallTime
        case .importInFuture: return .importInFuture
        case .notAValidReading: return .notAValidReading
        case .unclosedQuote: return .unclosedQuote
        case .importSummary: return .importSummary
        case .importSummaryDryRun: return .importSummaryDryRun
        case .importDiffers: return .importDiffers
        case .importDifference: return .importDifference
        case .importDifferentField: return .importDifferentField
        case .importFieldList: return .importFieldList
        case .importDifferencesMore: return .importDifferencesMore
        case .importNotUpdated: return .importNotUpdated
        case .importUpdated: return .importUpdated
        case .importWouldUpdate: return .importWouldUpdate
        case .noValue: return .noValue
        case .rejectedRow: return .rejectedRow
        case .rejectedMoreRows: return .rejectedMoreRows
        case .notATimestamp: return .notATimestamp
        case .notADate: return .notADate
        case .notATimeOfDay: return .notATimeOfDay
        case .dateWithoutTime: return .dateWithoutTime
        case .fieldCount: return .fieldCount
        case .quoteInUnquotedField: return .quoteInUnquotedField
        case .textAfterClosingQuote: return .textAfterClosingQuote
        case .fieldNotUTF8: return .fieldNotUTF8
        case .unknownEscape: return .unknownEscape
        case .headerDuplicateRole: return .headerDuplicateRole
        case .headerConflictingTemperatures: return .headerConflictingTemperatures
        case .headerMissing: return .headerMissing
        case .headerNeedsTime: return .headerNeedsTime
        case .headerNeedsTemperature: return .headerNeedsTemperature
        case .importLayout: return .importLayout
        case .commaSeparated: return .commaSeparated
        case .semicolonSeparated: return .semicolonSeparated
        case .tabSeparated: return .tabSeparated
        case .templogTabSeparated: return .templogTabSeparated
        case .importProgress: return .importProgress
        case .rowHasNoTime: return .rowHasNoTime
        case .temperaturesDisagree: return .temperaturesDisagree
        case .dateAndTimeDisagree: return .dateAndTimeDisagree
        case .dateDisagrees: return .dateDisagrees
        case .importNotUTF8: return .importNotUTF8
        case .importNotCP932: return .importNotCP932
        case .importNotXML: return .importNotXML
        case .xmlEndsInside: return .xmlEndsInside
        case .xmlNotClosed: return .xmlNotClosed
        case .xmlMalformedTag: return .xmlMalformedTag
        case .xmlMalformedMarkup: return .xmlMalformedMarkup
        case .xmlUnknownEntity: return .xmlUnknownEntity
        case .xmlMismatchedEndTag: return .xmlMismatchedEndTag
        case .xmlUnexpectedEndTag: return .xmlUnexpectedEndTag
        case .xmlSecondRoot: return .xmlSecondRoot
        case .xmlNoRootElement: return .xmlNoRootElement
        case .xmlTextOutsideRoot: return .xmlTextOutsideRoot
        case .xmlRepeatedAttribute: return .xmlRepeatedAttribute
        case .xmlTooLong: return .xmlTooLong
        case .xmlTooManyAttributes: return .xmlTooManyAttributes
        case .xmlTooDeep: return .xmlTooDeep
        case .encodingNotForJSONLines: return .encodingNotForJSONLines
        case .encodingNotForHealth: return .encodingNotForHealth
        case .importPerhapsCP932: return .importPerhapsCP932
        case .notAStoreCell: return .notAStoreCell
        case .storeNotNamed: return .storeNotNamed
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .cannotOpen: return .cannotOpen(path: "<path>", reason: .verbatim("<reason>"))
        case .notImportable: return .notImportable(path: "<path>")
        case .rowHasNoTemperature: return .rowHasNoTemperature
        case .recordHasNoValue: return .recordHasNoValue
        case .notHealthUnit: return .notHealthUnit(text: "<text>")
        case .notHealthDate: return .notHealthDate(text: "<text>")
        case .importInFuture: return .importInFuture(time: "<time>")
        case .notAValidReading: return .notAValidReading
        case .unclosedQuote: return .unclosedQuote
        case .importSummary:
            return .importSummary(
                added: 4_201, stored: 4_202, repeated: 4_203, rejected: 4_204)
        case .importSummaryDryRun:
            return .importSummaryDryRun(
                added: 4_201, stored: 4_202, repeated: 4_203, rejected: 4_204)
        case .importDiffers: return .importDiffers(count: 4_201)
        case .importDifference:
            return .importDifference(
                id: "<id>", stored: .verbatim("<stored>"), differences: .verbatim("<differences>"))
        case .importDifferentField:
            return .importDifferentField(
                field: Spelling(en: "<field>", ja: "<field>"), stored: .verbatim("<stored>"),
                imported: .verbatim("<imported>"))
        case .importFieldList:
            return .importFieldList(list: .verbatim("<list>"), field: .verbatim("<field>"))
        case .importDifferencesMore: return .importDifferencesMore(count: 4_201)
        case .importNotUpdated: return .importNotUpdated
        case .importUpdated: return .importUpdated(count: 4_201)
        case .importWouldUpdate: return .importWouldUpdate(count: 4_201)
        case .noValue: return .noValue
        case .rejectedRow:
            return .rejectedRow(path: "<path>", line: "<line>", reason: .verbatim("<reason>"))
        case .rejectedMoreRows: return .rejectedMoreRows(count: 4_201)
        case .notATimestamp: return .notATimestamp(text: "<text>")
        case .notADate: return .notADate(text: "<text>")
        case .notATimeOfDay: return .notATimeOfDay(text: "<text>")
        case .dateWithoutTime: return .dateWithoutTime(text: "<text>")
        case .fieldCount: return .fieldCount(found: "<found>", expected: "<expected>")
        case .quoteInUnquotedField: return .quoteInUnquotedField(column: 4_201)
        case .textAfterClosingQuote: return .textAfterClosingQuote(column: 4_201)
        case .fieldNotUTF8: return .fieldNotUTF8(column: 4_201)
        case .unknownEscape: return .unknownEscape(column: 4_201)
        case .headerDuplicateRole:
            return .headerDuplicateRole(path: "<path>", columns: "<columns>", role: "<role>")
        case .headerConflictingTemperatures:
            return .headerConflictingTemperatures(path: "<path>", columns: "<columns>")
        case .headerMissing:
            return .headerMissing(path: "<path>", needed: .verbatim("<needed>"), found: "<found>")
        case .headerNeedsTime: return .headerNeedsTime
        case .headerNeedsTemperature: return .headerNeedsTemperature
        case .importLayout:
            return .importLayout(
                path: "<path>", layout: .verbatim("<layout>"), read: "<read>", ignored: "<ignored>")
        case .commaSeparated: return .commaSeparated
        case .semicolonSeparated: return .semicolonSeparated
        case .tabSeparated: return .tabSeparated
        case .templogTabSeparated: return .templogTabSeparated
        case .importProgress:
            return .importProgress(path: "<path>", percent: 4_201, megabytes: 4_202)
        case .rowHasNoTime: return .rowHasNoTime
        case .temperaturesDisagree:
            return .temperaturesDisagree(
                celsiusColumn: "<celsiusColumn>", celsius: "<celsius>",
                fahrenheitColumn: "<fahrenheitColumn>", fahrenheit: "<fahrenheit>",
                celsiusValue: "<celsiusValue>", fahrenheitValue: "<fahrenheitValue>")
        case .dateAndTimeDisagree:
            return .dateAndTimeDisagree(
                dateColumn: "<dateColumn>", date: "<date>", timeColumn: "<timeColumn>",
                time: "<time>", takenAtColumn: "<takenAtColumn>", takenAt: "<takenAt>")
        case .dateDisagrees:
            return .dateDisagrees(
                dateColumn: "<dateColumn>", date: "<date>", takenAtColumn: "<takenAtColumn>",
                takenAt: "<takenAt>")
        case .importNotUTF8: return .importNotUTF8(path: "<path>")
        case .importNotCP932: return .importNotCP932(path: "<path>")
        case .importNotXML:
            return .importNotXML(path: "<path>", line: 4_201, problem: .verbatim("<problem>"))
        case .xmlEndsInside: return .xmlEndsInside(opening: "<opening>")
        case .xmlNotClosed: return .xmlNotClosed(name: "<name>")
        case .xmlMalformedTag: return .xmlMalformedTag(tag: "<tag>")
        case .xmlMalformedMarkup: return .xmlMalformedMarkup(markup: "<markup>")
        case .xmlUnknownEntity: return .xmlUnknownEntity(entity: "<entity>")
        case .xmlMismatchedEndTag:
            return .xmlMismatchedEndTag(found: "<found>", expected: "<expected>")
        case .xmlUnexpectedEndTag: return .xmlUnexpectedEndTag(name: "<name>")
        case .xmlSecondRoot: return .xmlSecondRoot(name: "<name>")
        case .xmlNoRootElement: return .xmlNoRootElement
        case .xmlTextOutsideRoot: return .xmlTextOutsideRoot(text: "<text>")
        case .xmlRepeatedAttribute: return .xmlRepeatedAttribute(name: "<name>")
        case .xmlTooLong: return .xmlTooLong(opening: "<opening>", limit: "<limit>")
        case .xmlTooManyAttributes: return .xmlTooManyAttributes(tag: "<tag>", limit: 256)
        case .xmlTooDeep: return .xmlTooDeep(limit: 256)
        case .encodingNotForJSONLines: return .encodingNotForJSONLines(path: "<path>")
        case .encodingNotForHealth: return .encodingNotForHealth(path: "<path>")
        case .importPerhapsCP932: return .importPerhapsCP932(path: "<path>")
        case .notAStoreCell: return .notAStoreCell(text: "<text>")
        case .storeNotNamed: return .storeNotNamed(stores: .verbatim("<stores>"))
        case .notHealthFlow: return .notHealthFlow(text: "<text>")
        case .cycleStartsFound:
            return .cycleStartsFound(count: 4_201, person: .verbatim("<person>"), days: "<days>")
        case .cycleStartsWouldMark:
            return .cycleStartsWouldMark(
                count: 4_201, person: .verbatim("<person>"), days: "<days>")
        case .unknownSensorLocation:
            return .unknownSensorLocation(path: "<path>", count: 4_201, locations: "<locations>")
        case .repeatedWallTime:
            return .repeatedWallTime(
                path: "<path>", line: "<line>", time: .verbatim("<time>"), zone: "<zone>",
                offset: "<offset>", later: "<later>")
        }
    }
}
