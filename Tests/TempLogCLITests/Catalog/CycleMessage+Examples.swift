@testable import TempLogCLI

extension CycleMessage: CatalogExample {
    enum Kind: CaseIterable {
        case cycleMarkRestored
        case cycleMarkUndone
        case columnKind
        case basalTemperature
        case skippedCycleLine
        case noSuchCycleStart
        case dayInFuture
        case cycleOf
        case cycleStarted
        case cycleAlreadyStarted
        case cycleRemoved
        case listedCycleStart
        case listedCycleRemove
        case columnCycle
        case columnFirstDay
        case columnLastDay
        case columnDays
        case cycleCurrent
        case daysSoFar
        case noCycles
        case noSuchCycle
        case optionNeedsOption
        case optionNotForAction
        case basalChartTitle
        case basalChartTitleCurrent
        case basalShiftObserved
        case basalNoShift
        case basalNotAdvice
        case basalNoReadings
        case basalStatsTitle
        case columnLowPhase
        case columnHighPhase
        case columnShift
        case columnCoverline
        case shiftDay
        case basalLeftOut
        case leftOutDay
        case siteChanged
        case columnLeftOut
        case columnWarning
        case leftOutCount
        case reasonCount
        case siteChangedShort
        case cycleStartsImportedListed
        case cycleStartsRemoved
    }

    var localized: LocalizedText { .cycle(self) }

    var kind: Kind {
        switch self {
        case .cycleMarkRestored: return .cycleMarkRestored
        case .cycleMarkUndone: return .cycleMarkUndone
        case .columnKind: return .columnKind
        case .basalTemperature: return .basalTemperature
        case .skippedCycleLine: return .skippedCycleLine
        case .noSuchCycleStart: return .noSuchCycleStart
        case .dayInFuture: return .dayInFuture
        case .cycleOf: return .cycleOf
        case .cycleStarted: return .cycleStarted
        case .cycleAlreadyStarted: return .cycleAlreadyStarted
        case .cycleRemoved: return .cycleRemoved
        case .listedCycleStart: return .listedCycleStart
        case .listedCycleRemove: return .listedCycleRemove
        case .columnCycle: return .columnCycle
        case .columnFirstDay: return .columnFirstDay
        case .columnLastDay: return .columnLastDay
        case .columnDays: return .columnDays
        case .cycleCurrent: return .cycleCurrent
        case .daysSoFar: return .daysSoFar
        case .noCycles: return .noCycles
        case .noSuchCycle: return .noSuchCycle
        case .optionNeedsOption: return .optionNeedsOption
        case .optionNotForAction: return .optionNotForAction
        case .basalChartTitle: return .basalChartTitle
        case .basalChartTitleCurrent: return .basalChartTitleCurrent
        case .basalShiftObserved: return .basalShiftObserved
        case .basalNoShift: return .basalNoShift
        case .basalNotAdvice: return .basalNotAdvice
        case .basalNoReadings: return .basalNoReadings
        case .basalStatsTitle: return .basalStatsTitle
        case .columnLowPhase: return .columnLowPhase
        case .columnHighPhase: return .columnHighPhase
        case .columnShift: return .columnShift
        case .columnCoverline: return .columnCoverline
        case .shiftDay: return .shiftDay
        case .basalLeftOut: return .basalLeftOut
        case .leftOutDay: return .leftOutDay
        case .siteChanged: return .siteChanged
        case .columnLeftOut: return .columnLeftOut
        case .columnWarning: return .columnWarning
        case .leftOutCount: return .leftOutCount
        case .reasonCount: return .reasonCount
        case .siteChangedShort: return .siteChangedShort
        case .cycleStartsImportedListed: return .cycleStartsImportedListed
        case .cycleStartsRemoved: return .cycleStartsRemoved
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .cycleMarkRestored:
            return .cycleMarkRestored(day: .verbatim("<day>"), person: .verbatim("<person>"))
        case .cycleMarkUndone:
            return .cycleMarkUndone(day: .verbatim("<day>"), person: .verbatim("<person>"))
        case .columnKind: return .columnKind
        case .basalTemperature: return .basalTemperature(temperature: .verbatim("<temperature>"))
        case .skippedCycleLine:
            return .skippedCycleLine(line: 4_201, path: "<path>", preview: "<preview>")
        case .noSuchCycleStart:
            return .noSuchCycleStart(day: .verbatim("<day>"), person: .verbatim("<person>"))
        case .dayInFuture: return .dayInFuture(day: "<day>", today: .verbatim("<today>"))
        case .cycleOf: return .cycleOf(person: "<person>")
        case .cycleStarted:
            return .cycleStarted(day: .verbatim("<day>"), person: .verbatim("<person>"))
        case .cycleAlreadyStarted:
            return .cycleAlreadyStarted(day: .verbatim("<day>"), person: .verbatim("<person>"))
        case .cycleRemoved:
            return .cycleRemoved(day: .verbatim("<day>"), person: .verbatim("<person>"))
        case .listedCycleStart:
            return .listedCycleStart(day: .verbatim("<day>"), person: .verbatim("<person>"))
        case .listedCycleRemove:
            return .listedCycleRemove(day: .verbatim("<day>"), person: .verbatim("<person>"))
        case .columnCycle: return .columnCycle
        case .columnFirstDay: return .columnFirstDay
        case .columnLastDay: return .columnLastDay
        case .columnDays: return .columnDays
        case .cycleCurrent: return .cycleCurrent
        case .daysSoFar: return .daysSoFar(days: 4_201)
        case .noCycles: return .noCycles(person: .verbatim("<person>"))
        case .noSuchCycle: return .noSuchCycle(back: 4_202, count: 4_201)
        case .optionNeedsOption:
            return .optionNeedsOption(option: "<option>", required: "<required>")
        case .optionNotForAction: return .optionNotForAction(option: "<option>", action: "<action>")
        case .basalChartTitle:
            return .basalChartTitle(name: "<name>", start: .verbatim("<start>"), length: 4_201)
        case .basalChartTitleCurrent:
            return .basalChartTitleCurrent(
                name: "<name>", start: .verbatim("<start>"), length: 4_201)
        case .basalShiftObserved:
            return .basalShiftObserved(
                mark: "<mark>", day: 4_201, coverline: "<coverline>",
                temperature: .verbatim("<temperature>"))
        case .basalNoShift: return .basalNoShift
        case .basalNotAdvice: return .basalNotAdvice
        case .basalNoReadings: return .basalNoReadings
        case .basalStatsTitle: return .basalStatsTitle(person: .verbatim("<person>"))
        case .columnLowPhase: return .columnLowPhase
        case .columnHighPhase: return .columnHighPhase
        case .columnShift: return .columnShift
        case .columnCoverline: return .columnCoverline
        case .shiftDay: return .shiftDay(day: "<day>")
        case .basalLeftOut: return .basalLeftOut(mark: "<mark>", days: "<days>")
        case .leftOutDay: return .leftOutDay(day: 4_201, reason: .verbatim("<reason>"))
        case .siteChanged:
            return .siteChanged(day: 4_201, from: .verbatim("<from>"), to: .verbatim("<to>"))
        case .columnLeftOut: return .columnLeftOut
        case .columnWarning: return .columnWarning
        case .leftOutCount: return .leftOutCount(count: 4_201, reasons: "<reasons>")
        case .reasonCount: return .reasonCount(reason: .verbatim("<reason>"), count: 4_201)
        case .siteChangedShort:
            return .siteChangedShort(day: 4_201, from: .verbatim("<from>"), to: .verbatim("<to>"))
        case .cycleStartsImportedListed:
            return .cycleStartsImportedListed(
                count: 4_201, files: "<files>", person: .verbatim("<person>"))
        case .cycleStartsRemoved:
            return .cycleStartsRemoved(
                count: 4_201, files: "<files>", person: .verbatim("<person>"))
        }
    }
}
