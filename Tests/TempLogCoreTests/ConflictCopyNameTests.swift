import Testing

@testable import TempLogCore

/// The names sync services give the copy they keep when two devices changed a file at once.
@Suite struct ConflictCopyNameTests {
    @Test(arguments: [
        ("readings.sync-conflict-20261120-210500-ABCDEF.jsonl", "readings.jsonl"),
        ("readings (conflicted copy 2026-11-20).jsonl", "readings.jsonl"),
        ("readings (hana's conflicted copy 2026-11-20).jsonl", "readings.jsonl"),
        ("readings (conflict 2026-11-20).jsonl", "readings.jsonl"),
        ("readings (conflicted copy 2026-11-20 210500).jsonl", "readings.jsonl"),
        ("readings_conflict-20261120-210500.jsonl", "readings.jsonl"),
        ("readings.jsonl.sync-conflict-20261120-210500-ABCDEF.journal", "readings.jsonl.journal"),
        ("readings.jsonl (conflicted copy 2026-11-20).people", "readings.jsonl.people"),
        ("log.sync-conflict-20261120-210500-ABCDEF", "log"),
    ])
    func aSyncServicesCopyIsKnownByItsName(copy: String, original: String) {
        #expect(ConflictCopy.isCopy(copy, of: original))
    }

    @Test(arguments: [
        ("readings.jsonl", "readings.jsonl"), ("readings-old.jsonl", "readings.jsonl"),
        ("readings.jsonl.bak", "readings.jsonl"), ("readings.conflict.jsonl", "readings.jsonl"),
        ("readings (copy).jsonl", "readings.jsonl"), ("other (conflict).jsonl", "readings.jsonl"),
        ("readings.jsonl.sync-conflict-20261120-210500-ABCDEF.journal", "readings.jsonl"),
        (".readings.jsonl.tmp-42-1", "readings.jsonl"),
    ])
    func otherNamesAreNotCopies(name: String, original: String) {
        #expect(!ConflictCopy.isCopy(name, of: original))
    }
}
