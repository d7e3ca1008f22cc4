@testable import TempLogCLI

extension CheckMessage: CatalogExample {
    enum Kind: CaseIterable {
        case checkNoStore
        case checkReadings
        case checkClean
        case checkProblems
        case checkAdvice
        case repaired
        case problemMalformed
        case problemTornTail
        case problemDuplicateID
        case problemOutOfOrder
        case problemFileMode
        case problemDirectoryMode
        case problemLeftover
        case problemStoreCopy
        case problemJournalCopy
        case problemProfilesCopy
        case problemCyclesCopy
        case problemDosesCopy
        case problemIdentityCopy
        case problemUnexpectedFile
        case problemNotAStore
        case repairMoved
        case repairUnreadable
        case repairDuplicates
        case repairNewID
        case repairSorted
        case repairFileMode
        case repairDirectoryMode
        case repairLeftover
        case repairEndedLine
        case problemFileNotWritable
        case problemDirectoryNotWritable
        case problemJournalLine
        case problemCyclesLine
        case problemDosesLine
        case problemSettingsLeftover
        case checkNoJournal
        case repairRestartedJournal
        case problemSpellings
        case repairSpelling
        case problemNameKept
        case problemTextOwner
        case problemTextEmpty
        case problemText
        case problemTextKept
        case problemByteOrderMark
        case repairText
        case repairByteOrderMark
        case problemFormerName
        case repairFormerName
        case problemProfilesLine
    }

    var localized: LocalizedText { .check(self) }

    var kind: Kind {
        switch self {
        case .checkNoStore: return .checkNoStore
        case .checkReadings: return .checkReadings
        case .checkClean: return .checkClean
        case .checkProblems: return .checkProblems
        case .checkAdvice: return .checkAdvice
        case .repaired: return .repaired
        case .problemMalformed: return .problemMalformed
        case .problemTornTail: return .problemTornTail
        case .problemDuplicateID: return .problemDuplicateID
        case .problemOutOfOrder: return .problemOutOfOrder
        case .problemFileMode: return .problemFileMode
        case .problemDirectoryMode: return .problemDirectoryMode
        case .problemLeftover: return .problemLeftover
        case .problemStoreCopy: return .problemStoreCopy
        case .problemJournalCopy: return .problemJournalCopy
        case .problemProfilesCopy: return .problemProfilesCopy
        case .problemCyclesCopy: return .problemCyclesCopy
        case .problemDosesCopy: return .problemDosesCopy
        case .problemIdentityCopy: return .problemIdentityCopy
        case .problemUnexpectedFile: return .problemUnexpectedFile
        case .problemNotAStore: return .problemNotAStore
        case .repairMoved: return .repairMoved
        case .repairUnreadable: return .repairUnreadable
        case .repairDuplicates: return .repairDuplicates
        case .repairNewID: return .repairNewID
        case .repairSorted: return .repairSorted
        case .repairFileMode: return .repairFileMode
        case .repairDirectoryMode: return .repairDirectoryMode
        case .repairLeftover: return .repairLeftover
        case .repairEndedLine: return .repairEndedLine
        case .problemFileNotWritable: return .problemFileNotWritable
        case .problemDirectoryNotWritable: return .problemDirectoryNotWritable
        case .problemJournalLine: return .problemJournalLine
        case .problemCyclesLine: return .problemCyclesLine
        case .problemDosesLine: return .problemDosesLine
        case .problemSettingsLeftover: return .problemSettingsLeftover
        case .checkNoJournal: return .checkNoJournal
        case .repairRestartedJournal: return .repairRestartedJournal
        case .problemSpellings: return .problemSpellings
        case .repairSpelling: return .repairSpelling
        case .problemNameKept: return .problemNameKept
        case .problemTextOwner: return .problemTextOwner
        case .problemTextEmpty: return .problemTextEmpty
        case .problemText: return .problemText
        case .problemTextKept: return .problemTextKept
        case .problemByteOrderMark: return .problemByteOrderMark
        case .repairText: return .repairText
        case .repairByteOrderMark: return .repairByteOrderMark
        case .problemFormerName: return .problemFormerName
        case .repairFormerName: return .repairFormerName
        case .problemProfilesLine: return .problemProfilesLine
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .checkNoStore: return .checkNoStore(path: "<path>")
        case .checkReadings: return .checkReadings(count: 4_201)
        case .checkClean: return .checkClean(path: "<path>", readings: .verbatim("<readings>"))
        case .checkProblems:
            return .checkProblems(path: "<path>", readings: .verbatim("<readings>"), count: 4_201)
        case .checkAdvice: return .checkAdvice
        case .repaired: return .repaired(path: "<path>")
        case .problemMalformed:
            return .problemMalformed(
                line: 4_201, preview: "<preview>", reason: .verbatim("<reason>"))
        case .problemTornTail: return .problemTornTail
        case .problemDuplicateID:
            return .problemDuplicateID(
                id: "<id>", lines: Spelling(en: "<lines.en>", ja: "<lines.ja>"))
        case .problemOutOfOrder: return .problemOutOfOrder(count: 4_201, line: 4_202)
        case .problemFileMode: return .problemFileMode(mode: "<mode>")
        case .problemDirectoryMode: return .problemDirectoryMode(mode: "<mode>")
        case .problemLeftover: return .problemLeftover(file: "<file>")
        case .problemStoreCopy: return .problemStoreCopy(file: "<file>", command: "<command>")
        case .problemJournalCopy: return .problemJournalCopy(file: "<file>")
        case .problemProfilesCopy:
            return .problemProfilesCopy(file: "<file>", original: "<original>")
        case .problemCyclesCopy:
            return .problemCyclesCopy(file: "<file>", original: "<original>")
        case .problemDosesCopy:
            return .problemDosesCopy(file: "<file>", original: "<original>")
        case .problemIdentityCopy: return .problemIdentityCopy(file: "<file>")
        case .problemUnexpectedFile:
            return .problemUnexpectedFile(path: "<path>", found: .verbatim("<found>"))
        case .problemNotAStore: return .problemNotAStore(lines: 24)
        case .repairMoved: return .repairMoved(lines: .verbatim("<lines>"), path: "<path>")
        case .repairUnreadable: return .repairUnreadable(count: 4_201)
        case .repairDuplicates: return .repairDuplicates(count: 4_201)
        case .repairNewID:
            return .repairNewID(line: 4_201, newID: "<newID>", takenID: "<takenID>")
        case .repairSorted: return .repairSorted
        case .repairFileMode: return .repairFileMode
        case .repairDirectoryMode: return .repairDirectoryMode
        case .repairLeftover: return .repairLeftover(file: "<file>")
        case .repairEndedLine: return .repairEndedLine
        case .problemFileNotWritable: return .problemFileNotWritable(reason: .verbatim("<reason>"))
        case .problemDirectoryNotWritable:
            return .problemDirectoryNotWritable(reason: .verbatim("<reason>"))
        case .problemJournalLine: return .problemJournalLine(path: "<path>", line: 4_201)
        case .problemCyclesLine:
            return .problemCyclesLine(path: "<path>", line: 4_201, preview: "<preview>")
        case .problemDosesLine:
            return .problemDosesLine(path: "<path>", line: 4_201, preview: "<preview>")
        case .problemSettingsLeftover: return .problemSettingsLeftover(file: "<file>")
        case .checkNoJournal: return .checkNoJournal
        case .repairRestartedJournal: return .repairRestartedJournal
        case .problemSpellings:
            return .problemSpellings(count: 4_201, spellings: "<spellings>", name: "<name>")
        case .repairSpelling: return .repairSpelling(count: 4_201, name: "<name>")
        case .problemNameKept:
            return .problemNameKept(line: 4_201, stored: "<stored>", shown: "<shown>")
        case .problemTextOwner: return .problemTextOwner(line: 4_201, stored: "<stored>")
        case .problemTextEmpty: return .problemTextEmpty(line: 4_201, stored: "<stored>")
        case .problemText:
            return .problemText(
                line: 4_201, key: .verbatim("<key>"), stored: "<stored>",
                shown: .verbatim("<shown>"))
        case .problemTextKept: return .problemTextKept(line: 4_201, stored: "<stored>")
        case .problemByteOrderMark: return .problemByteOrderMark
        case .repairText: return .repairText(count: 4_201)
        case .repairByteOrderMark: return .repairByteOrderMark
        case .problemFormerName: return .problemFormerName(name: "<name>", count: 4201)
        case .repairFormerName: return .repairFormerName(count: 4201, name: "<name>")
        case .problemProfilesLine:
            return .problemProfilesLine(path: "<path>", line: 4201, preview: "<preview>")
        }
    }
}
