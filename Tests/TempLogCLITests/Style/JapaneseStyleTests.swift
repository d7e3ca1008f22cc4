import TestSupport
import Testing

@testable import TempLogCLI

/// Every Japanese text a person reads follows `JapaneseStyle` where a program can tell: the
/// catalog's messages (each built by its example), every help text and the manual.
@Suite struct JapaneseStyleTests {
    /// `AddMessage.typedAs`: the area and case of a catalog message.
    static func name(of message: LocalizedText) -> String {
        let value = Mirror(reflecting: message).children.first!.value
        let area = String(describing: type(of: value))
        let text = String(describing: value)
        return area + "." + (text.split(separator: "(").first.map(String.init) ?? text)
    }

    @Test func everyMessageFollowsTheStyle() {
        var count = 0
        for message in MessageCatalogTests.messages {
            let name = Self.name(of: message)
            let violations = JapaneseStyleCheck.violations(
                in: message.text(.ja), sentence: !Self.fragments.contains(name))
            count += violations.count
            #expect(violations.isEmpty, "\(name): \(message.text(.ja)) \(violations)")
        }
        #expect(count == 0)
    }

    @Test func everyHelpTextFollowsTheStyle() {
        var count = 0
        for (name, help) in JapaneseHelpTests.helpTexts {
            let violations = JapaneseStyleCheck.violations(in: help.ja, sentence: false)
            count += violations.count
            #expect(violations.isEmpty, "\(name): \(help.ja) \(violations)")
        }
        #expect(count == 0)
    }

    @Test func theManualFollowsTheStyle() {
        let text = Self.unescaped(ManualPage.render(in: .ja))
        var count = 0
        for line in text.split(separator: "\n") where !line.hasPrefix(".") {
            let violations = JapaneseStyleCheck.violations(in: String(line), sentence: false)
            count += violations.count
            #expect(violations.isEmpty, "\(line) \(violations)")
        }
        #expect(count == 0)
    }

    /// Help wrapped as `--help` wraps it, in both languages: no line starts with a particle
    /// or the rest of a word, and no name, command or time is split across lines.
    @Test(arguments: Language.allCases)
    func wrappedHelpKeepsWordsAndTokensWhole(language: Language) {
        var count = 0
        for (name, help) in JapaneseHelpTests.helpTexts {
            let text = help.text(language)
            for indent in [0, HelpLayout.helpColumn] {
                let wrapped = wrap(text, in: language, indent: indent, firstLineUsed: indent)
                let violations =
                    JapaneseStyleCheck.lineStartViolations(in: wrapped)
                    + JapaneseStyleCheck.splitTokens(of: text, in: wrapped)
                count += violations.count
                #expect(violations.isEmpty, "\(name):\n\(wrapped)\n\(violations)")
            }
        }
        let pages =
            [CLI.rootHelp(in: language), CLI.helpSpec.help(in: language)]
            + CLI.commands.map { $0.spec.help(in: language) }
        for page in pages {
            let violations = JapaneseStyleCheck.lineStartViolations(in: page)
            count += violations.count
            #expect(violations.isEmpty, "\(violations)")
        }
        #expect(count == 0)
    }

    /// Each value an option or a command's words refuse is said in the style: every error a
    /// refused choice makes, built as the command builds it.
    @Test func everyRefusedChoiceFollowsTheStyle() {
        let sandbox = Sandbox()
        var count = 0
        for spec in CLI.commands.map({ $0.spec }) {
            for option in spec.options where option.takesValue {
                // A path is taken as it is: one in the sandbox, so that nothing is written
                // where the tests run.
                let value = option.completion == .files ? sandbox.directory.file("zzz") : "zzz"
                let result = sandbox.run(
                    [spec.name, "--" + option.long, value], environment: ["TEMPLOG_LANG": "ja"])
                guard let line = result.error.split(separator: "\n").first,
                    line.hasPrefix("エラー: ")
                else { continue }
                let text = String(line.dropFirst("エラー: ".count))
                let violations = JapaneseStyleCheck.violations(in: text, sentence: true)
                count += violations.count
                #expect(violations.isEmpty, "\(spec.name) --\(option.long): \(text) \(violations)")
            }
        }
        #expect(count == 0)
    }

    /// The manual's text as `man` shows it: `\[u3042]` as あ, `\-` as -, no break points (`\:`).
    static func unescaped(_ roff: String) -> String {
        var result = ""
        var rest = Substring(roff)
        while let start = rest.firstIndex(of: "\\") {
            result += rest[..<start]
            rest = rest[rest.index(after: start)...]
            if rest.hasPrefix("[u"), let end = rest.firstIndex(of: "]"),
                let value = UInt32(rest[rest.index(rest.startIndex, offsetBy: 2)..<end], radix: 16),
                let scalar = Unicode.Scalar(value)
            {
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("-") {
                result += "-"
                rest = rest.dropFirst()
            } else if rest.hasPrefix("&") || rest.hasPrefix(":") {
                rest = rest.dropFirst()
            } else {
                result += "\\"
            }
        }
        return result + rest
    }

    /// Messages that are not sentences: table headings, list entries, values and the parts
    /// other messages are made of. They need not end with 。.
    static let fragments: Set<String> = [
        // ranges shown inside errors
        "InputMessage.rangeCelsius", "InputMessage.rangeFahrenheit", "InputMessage.rangeBoth",
        // what a store line lacks, shown inside a sentence
        "StoreMessage.quoted", "StoreMessage.textKeyNote", "StoreMessage.textKeyWho",
        "StoreMessage.lineNotJSON", "StoreMessage.lineMissingKey", "StoreMessage.lineInvalidValue",
        "StoreMessage.acceptedID", "StoreMessage.acceptedTime", "StoreMessage.acceptedCelsius",
        "StoreMessage.acceptedUnit", "StoreMessage.acceptedSite", "StoreMessage.acceptedSymptoms",
        "StoreMessage.acceptedKind", "StoreMessage.acceptedString",
        "StoreMessage.acceptedDisturbance",
        // what stands where templog keeps a file, shown inside a sentence
        "StoreMessage.foundSymbolicLink", "StoreMessage.foundDirectory", "StoreMessage.foundFIFO",
        "StoreMessage.foundSocket", "StoreMessage.foundDevice", "StoreMessage.foundOtherOwner",
        // the C library's words, shown in parentheses
        "SystemMessage.noSuchFile", "SystemMessage.permissionDenied", "SystemMessage.notPermitted",
        "SystemMessage.noSpace", "SystemMessage.quotaExceeded", "SystemMessage.readOnly",
        "SystemMessage.isDirectory", "SystemMessage.notDirectory", "SystemMessage.symlinkLoop",
        "SystemMessage.tooManyLinks", "SystemMessage.fileTooLarge", "SystemMessage.inputOutput",
        "SystemMessage.notRegularFile",
        // prefixes whose reason ends the sentence
        "CommandLineMessage.labelled", "CommandLineMessage.errorLine",
        "CommandLineMessage.warningLine", "CommandLineMessage.usageLine",
        "CommandLineMessage.acceptedWords",
        // list headings and entries, progress, and the XML problems shown in parentheses
        "ImportMessage.importDiffers", "ImportMessage.importDifference",
        "ImportMessage.importDifferentField", "ImportMessage.importFieldList",
        "ImportMessage.importDifferencesMore", "ImportMessage.noValue", "ImportMessage.rejectedRow",
        "ImportMessage.headerNeedsTime", "ImportMessage.headerNeedsTemperature",
        "ImportMessage.commaSeparated", "ImportMessage.semicolonSeparated",
        "ImportMessage.tabSeparated", "ImportMessage.templogTabSeparated",
        "ImportMessage.importProgress", "ImportMessage.xmlEndsInside", "ImportMessage.xmlNotClosed",
        "ImportMessage.xmlMalformedTag", "ImportMessage.xmlMalformedMarkup",
        "ImportMessage.xmlUnknownEntity", "ImportMessage.xmlMismatchedEndTag",
        "ImportMessage.xmlUnexpectedEndTag", "ImportMessage.xmlSecondRoot",
        "ImportMessage.xmlNoRootElement", "ImportMessage.xmlTextOutsideRoot",
        "ImportMessage.xmlRepeatedAttribute", "ImportMessage.xmlTooLong",
        "ImportMessage.xmlTooManyAttributes", "ImportMessage.xmlTooDeep",
        // parts of sentences, the prompt and the countdown
        "AddMessage.typedAs", "AddMessage.forPerson", "AddMessage.daysAgo", "AddMessage.yearsAgo",
        "AddMessage.noteLine", "AddMessage.yourUsual", "AddMessage.theirUsual",
        "AddMessage.temperaturePrompt", "AddMessage.promptTime", "AddMessage.countdown",
        "AddMessage.symptomsPrompt",
        "AddMessage.acceptedDurations", "AddMessage.kindSetting", "AddMessage.personTemperature",
        // entries of undo --list
        "UndoMessage.listedAdd", "UndoMessage.listedDelete", "UndoMessage.listedReading",
        "UndoMessage.listedUpdate",
        "UndoMessage.listedUpdateAndAdd", "UndoMessage.listedImport", "UndoMessage.listedRepair",
        "UndoMessage.undoListEntry", "UndoMessage.undoListDamaged", "UndoMessage.listedSkip",
        // table headings, cells and the lines of stats
        "ReportMessage.you", "ReportMessage.columnDate", "ReportMessage.columnTime",
        "ReportMessage.columnTemperature", "ReportMessage.columnFever", "ReportMessage.columnSite",
        "ReportMessage.columnWho", "ReportMessage.columnNote", "ReportMessage.feverMark",
        "ReportMessage.columnReadings", "ReportMessage.columnLastReading",
        "ReportMessage.statsSpan", "ReportMessage.statsNoDays", "ReportMessage.statsReadingsLabel",
        "ReportMessage.statsReadings", "ReportMessage.statsLowest", "ReportMessage.statsAverage",
        "ReportMessage.statsHighest", "ReportMessage.statsUsualMorning",
        "ReportMessage.statsUsualMorningValue", "ReportMessage.statsFeverReadings",
        "ReportMessage.statsFeverReadingsValue", "ReportMessage.statsFeverEpisodes",
        "ReportMessage.statsNone", "ReportMessage.statsEpisodes", "ReportMessage.statsEpisode",
        "ReportMessage.statsFirstLast", "ReportMessage.chartTitle", "ReportMessage.reportMissing",
        "ReportMessage.reportFever", "ReportMessage.reportMorning", "ReportMessage.reportReading",
        "ReportMessage.reportAndThen", "ReportMessage.reportDayHighest",
        "ReportMessage.statsFirstLastValue", "ReportMessage.columnToday",
        "ReportMessage.noReadingYet", "ReportMessage.notEnoughReadingsYet",
        "ReportMessage.symptomList", "ReportMessage.columnSymptoms", "ReportMessage.reportEvening",
        // table headings, chart titles and legends
        "CycleMessage.columnKind", "CycleMessage.basalTemperature", "CycleMessage.cycleOf",
        "CycleMessage.listedCycleStart", "CycleMessage.listedCycleRemove",
        "CycleMessage.columnCycle", "CycleMessage.columnFirstDay", "CycleMessage.columnLastDay",
        "CycleMessage.columnDays", "CycleMessage.cycleCurrent", "CycleMessage.daysSoFar",
        "CycleMessage.basalChartTitle", "CycleMessage.basalChartTitleCurrent",
        "CycleMessage.basalShiftObserved", "CycleMessage.basalNoShift",
        "CycleMessage.basalStatsTitle", "CycleMessage.columnLowPhase",
        "CycleMessage.columnHighPhase", "CycleMessage.columnShift", "CycleMessage.columnCoverline",
        "CycleMessage.shiftDay", "CycleMessage.basalLeftOut", "CycleMessage.leftOutDay",
        "CycleMessage.columnLeftOut", "CycleMessage.columnWarning", "CycleMessage.leftOutCount",
        "CycleMessage.reasonCount", "CycleMessage.siteChangedShort",
        "CycleMessage.cycleStartsImportedListed",
        // a dose's name, marks, list entries and column titles
        "DoseMessage.feverReducerMedicine", "DoseMessage.hoursAfter", "DoseMessage.minutesAfter",
        "DoseMessage.listedDose", "DoseMessage.listedDoseRemoved", "DoseMessage.listedDoseImport",
        "DoseMessage.nextNow", "DoseMessage.noLimit", "DoseMessage.every", "DoseMessage.atMost",
        "DoseMessage.columnMedicine", "DoseMessage.columnLastDose", "DoseMessage.columnNextDose",
        "DoseMessage.columnLimits", "DoseMessage.columnDose", "CheckMessage.problemDosesLine",
        "DoseMessage.reportDoses", "DoseMessage.doseEntry",
        "DoseMessage.feverReducerEntry", "DoseMessage.readingAfter",
        // where imported people come from, where their rows went, the commands that answer an
        // import's questions, and entries of people and undo --list
        "PeopleMessage.namedInStore", "PeopleMessage.ownerOfStore",
        "PeopleMessage.namedInStoreOnly", "PeopleMessage.ownerOfStoreOnly",
        "PeopleMessage.namedInThisStore", "PeopleMessage.namedInFile",
        "PeopleMessage.unnamedInFile", "PeopleMessage.importedPerson",
        "PeopleMessage.wouldImportPerson", "PeopleMessage.hereOwnReadings",
        "PeopleMessage.hereImportedReadings", "PeopleMessage.samePersonCommand",
        "PeopleMessage.otherPersonCommand", "PeopleMessage.inSeveralStores",
        "PeopleMessage.sourceRows", "PeopleMessage.personRows", "PeopleMessage.answerCommand",
        "PeopleMessage.answerAllAtOnce",
        "PeopleMessage.listedRename", "PeopleMessage.columnFrom",
        // entries of the problem and repair lists
        "CheckMessage.checkReadings", "CheckMessage.problemMalformed",
        "CheckMessage.problemTornTail", "CheckMessage.problemDuplicateID",
        "CheckMessage.problemOutOfOrder", "CheckMessage.problemFileMode",
        "CheckMessage.problemDirectoryMode", "CheckMessage.problemLeftover",
        "CheckMessage.problemUnexpectedFile", "CheckMessage.problemNotAStore",
        "CheckMessage.repairMoved", "CheckMessage.repairUnreadable",
        "CheckMessage.repairDuplicates", "CheckMessage.repairNewID", "CheckMessage.repairSorted",
        "CheckMessage.repairFileMode", "CheckMessage.repairDirectoryMode",
        "CheckMessage.repairLeftover", "CheckMessage.repairEndedLine",
        "CheckMessage.problemFileNotWritable", "CheckMessage.problemDirectoryNotWritable",
        "CheckMessage.problemJournalLine", "CheckMessage.problemCyclesLine",
        "CheckMessage.problemSettingsLeftover", "CheckMessage.checkNoJournal",
        "CheckMessage.repairRestartedJournal", "CheckMessage.problemSpellings",
        "CheckMessage.repairSpelling", "CheckMessage.problemNameKept",
        "CheckMessage.problemTextOwner", "CheckMessage.problemTextEmpty",
        "CheckMessage.problemText", "CheckMessage.problemTextKept",
        "CheckMessage.problemByteOrderMark", "CheckMessage.repairText",
        "CheckMessage.repairByteOrderMark", "CheckMessage.problemProfilesLine",
        "CheckMessage.problemStoreCopy", "CheckMessage.problemJournalCopy",
        "CheckMessage.problemProfilesCopy", "CheckMessage.problemCyclesCopy",
        "CheckMessage.problemIdentityCopy",
        // people's profiles: list entries, column headings and field names
        "UndoMessage.listedProfile", "ReportMessage.profileField",
        "ReportMessage.fieldDisplayName", "ReportMessage.fieldSchool", "ReportMessage.fieldClass",
        "ReportMessage.fieldNumber", "ReportMessage.columnDisplayName",
        "ReportMessage.columnSchool", "ReportMessage.columnClass", "ReportMessage.columnNumber",
        "ReportMessage.profileFever", "ReportMessage.fieldFever",
        "ReportMessage.columnFeverThreshold",
        // accepted values, sources and the lines config prints
        "SettingsMessage.acceptedZones", "SettingsMessage.acceptedSeconds",
        "SettingsMessage.settingsLine", "SettingsMessage.acceptedName",
        "SettingsMessage.acceptedFever", "SettingsMessage.acceptedFilePath",
        "SettingsMessage.sourceFile", "SettingsMessage.sourceLocale",
        "SettingsMessage.sourceDefault",
        "SettingsMessage.configRow", "SettingsMessage.settingsFileAt",
        "SettingsMessage.settingsFileMissing", "SettingsMessage.acceptedSheetRule",
        // values
        "ValueMessage.dayRange", "ValueMessage.kindName", "ValueMessage.both",
        "ValueMessage.degreesCelsius", "ValueMessage.date", "ValueMessage.dateAndTime",
        "ValueMessage.siteName", "ValueMessage.takenWhen", "ValueMessage.listed",
        "ValueMessage.degreesFahrenheit", "ValueMessage.asJudged", "ValueMessage.entries",
        "ValueMessage.disturbance",
        "ValueMessage.disturbanceFever", "ValueMessage.disturbanceTime", "ValueMessage.reasonFever",
        "ValueMessage.reasonTime",
        // the printed sheet's labels
        "SheetMessage.sheetSchool", "SheetMessage.sheetClassAndNumber",
        "SheetMessage.sheetClassNumber", "SheetMessage.sheetFeverNote",
        "SheetMessage.sheetSymptomsPresent", "SheetMessage.sheetGuardianCheck",
        "SheetMessage.sheetSubmitted", "SheetMessage.sheetDateToFill",
        "SheetMessage.sheetGuardianName", "SheetMessage.sheetSignature",
        "SheetMessage.sheetNoteSeparator", "SheetMessage.sheetRowDay",
        "SheetMessage.sheetTitle", "SheetMessage.sheetName", "SheetMessage.sheetPeriod",
        "SheetMessage.sheetUsualTemperature", "SheetMessage.sheetUsualShort",
        "SheetMessage.sheetUsualUnknown", "SheetMessage.sheetFeverThreshold",
        "SheetMessage.sheetDate", "SheetMessage.sheetMorning", "SheetMessage.sheetEvening",
        "SheetMessage.sheetTime", "SheetMessage.sheetTemperature", "SheetMessage.sheetSymptoms",
        "SheetMessage.sheetNote", "SheetMessage.sheetChecked", "SheetMessage.sheetOtherReadings",
        "SheetMessage.sheetFeverReducer",
        "SheetMessage.sheetHighestOther", "SheetMessage.sheetFeverReducerDose",
        "SheetMessage.sheetOtherMedicineDose", "SheetMessage.sheetChartDescription",
        "SheetMessage.sheetChartDescriptionWithDoses", "SheetMessage.sheetListSeparator",
        "SheetMessage.sheetMonth", "SheetMessage.symptomName", "SheetMessage.sheetCelsius",
        "SheetMessage.sheetWorkplaceTitle", "SheetMessage.sheetNursery",
        "SheetMessage.sheetNurseryClass", "SheetMessage.sheetDepartment",
        "SheetMessage.sheetStaffNumber", "SheetMessage.sheetMorningTemperature",
        "SheetMessage.sheetAttendance", "SheetMessage.sheetNurseryAttendance",
        "SheetMessage.sheetAttendanceChoices", "SheetMessage.sheetOfficeOrHome",
        "SheetMessage.sheetManagerCheck",
        // the document's title and its parts
        "SheetMessage.documentTitle", "SheetMessage.documentKindSchool",
        "SheetMessage.documentKindWorkplace", "SheetMessage.documentKindBoth",
        "SheetMessage.documentNames", "SheetMessage.documentNamesMore",
        // the course of a fever: its heading, facts, column headings and cells
        "CourseMessage.courseDocumentKind", "CourseMessage.courseHeading",
        "CourseMessage.courseOnset", "CourseMessage.courseOnsetGiven",
        "CourseMessage.courseFeverFreeDay", "CourseMessage.courseHighest",
        "CourseMessage.courseHighestAt",
        "CourseMessage.courseAbsence", "CourseMessage.coursePeriod",
        "CourseMessage.courseAbsenceFrom", "CourseMessage.courseFirstDayBack",
        "CourseMessage.courseFirstDayBackNursery", "CourseMessage.courseFirstDayBackNotYet",
        "CourseMessage.courseDateAndDay", "CourseMessage.courseDayNumber",
        "CourseMessage.courseAfterFeverReducer", "CourseMessage.courseDoses",
        "CourseMessage.courseRemarks", "CourseMessage.courseMarks",
        "CourseMessage.courseDaysFeverFree", "CourseMessage.courseFirstDayBackMark",
        "CourseMessage.courseFirstDayBackMarkNursery", "CourseMessage.courseNotCounted",
        "CourseMessage.courseFilledIn",
        // a profile's fields, their values and column headings, and the default rule in config
        "ProfileMessage.fieldSchoolKind", "ProfileMessage.fieldNursery",
        "ProfileMessage.fieldNurseryClass",
        "ProfileMessage.fieldDepartment", "ProfileMessage.fieldStaffNumber",
        "ProfileMessage.fieldSheetRule", "ProfileMessage.kindSchool", "ProfileMessage.kindNursery",
        "ProfileMessage.schoolKindField", "ProfileMessage.columnDepartment",
        "ProfileMessage.columnStaffNumber", "SettingsMessage.sheetRuleBySheet",
        // the lines of a fever's course: labels, their values and the table's headings
        "EpisodeMessage.heading", "EpisodeMessage.labelOnset", "EpisodeMessage.onsetFound",
        "EpisodeMessage.onsetGiven", "EpisodeMessage.labelHighest", "EpisodeMessage.readingAt",
        "EpisodeMessage.labelFeverDays", "EpisodeMessage.labelDoses", "EpisodeMessage.doseAt",
        "EpisodeMessage.labelLastFever", "EpisodeMessage.labelFeverFreeDay",
        "EpisodeMessage.feverToday", "EpisodeMessage.feverReducerToday",
        "EpisodeMessage.notMeasured", "EpisodeMessage.labelUnmeasured",
        "EpisodeMessage.labelEarlier", "EpisodeMessage.earlier",
        "EpisodeMessage.unmeasured", "EpisodeMessage.labelFeverFree",
        "EpisodeMessage.feverFreeSinceFever", "EpisodeMessage.feverFreeSinceReducer",
        "EpisodeMessage.labelToday", "EpisodeMessage.todayAfterOnset",
        "EpisodeMessage.todayAfterBoth", "EpisodeMessage.columnDay", "EpisodeMessage.dayNumber",
        "EpisodeMessage.columnHighest", "EpisodeMessage.highestMark",
    ]
}
