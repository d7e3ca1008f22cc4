import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// `undo`, `delete` and `check` run in-process against a seeded store.
@Suite struct DataSafetyCommandTests {
    let sandbox = Sandbox()

    /// Three readings, the middle one back-dated: entered last but taken first-but-one.
    static let lines = [
        #"{"id":"aaaaaa111111","takenAt":"2026-11-27T07:30:00+09:00","celsius":36.4,"unit":"C","recordedAt":"2026-11-27T07:30:00+09:00"}"#,
        #"{"id":"bbbbbb222222","takenAt":"2026-11-28T07:40:00+09:00","celsius":36.6,"unit":"C","recordedAt":"2026-11-29T07:35:00+09:00","who":"hana"}"#,
        #"{"id":"bbbbbb333333","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"}"#,
    ]

    func seed(_ lines: [String]) {
        sandbox.directory.write("readings.jsonl", lines.map { $0 + "\n" }.joined())
    }

    func storeLines() -> [String] {
        (sandbox.store ?? "").split(separator: "\n").map(String.init)
    }

    func add(_ arguments: String..., now: String = "2026-11-29T07:31:00+09:00") -> String {
        let result = sandbox.run(["add"] + arguments, environment: ["TEMPLOG_NOW": now])
        #expect(result.status == 0, "\(result.error)")
        return String(result.output.prefix { $0 != "\n" }.suffix(6))
    }

    @Test func undoBringsDeletedReadingsBackByteForByteThenReversesTheChangeBefore() {
        let low = add("36.5", "--at", "07:00")
        _ = add("36.7", "--at", "07:10")
        let beforeDelete = sandbox.store
        #expect(sandbox.run("delete", low).status == 0)
        let undo = sandbox.run("undo")
        #expect(undo.status == 0)
        #expect(undo.output == "Brought back 36.5 °C at 07:00 (Sun 29 Nov) · id \(low)\n")
        #expect(sandbox.store == beforeDelete)
        #expect(sandbox.run("undo").output.hasPrefix("Removed 36.7 °C at 07:10 (Sun 29 Nov) · id "))
        #expect(sandbox.readings.map(\.temperature.celsiusText) == ["36.5"])
    }

    @Test func undoTakesBackABackDatedAddAndAnImportExactly() {
        _ = add("36.5", "--at", "07:00")
        let before = sandbox.store
        _ = add("36.9", "--at", "2026-11-27 07:00")
        #expect(sandbox.run("undo").output.hasPrefix("Removed 36.9 °C at 07:00 (Fri 27 Nov) · id "))
        #expect(sandbox.store == before)
        let csv = sandbox.directory.file("three.csv")
        sandbox.directory.write(
            "three.csv",
            "date,time,celsius\n2026-11-26,07:00,36.1\n2026-11-28,07:00,36.2\n2026-11-29,06:00,36.3\n"
        )
        #expect(sandbox.run("import", csv).output.contains("\nAdded 3 readings;"))
        let undo = sandbox.run("undo")
        #expect(
            undo.output == "Removed the 3 readings imported from \(csv) at 07:31 (Sun 29 Nov)\n")
        #expect(sandbox.store == before)
    }

    @Test func twoAddsInTheSameSecondUndoTheSecond() {
        _ = add("36.5")
        let second = add("36.6")
        #expect(
            sandbox.run("undo").output == "Removed 36.6 °C at 07:31 (Sun 29 Nov) · id \(second)\n")
        #expect(sandbox.readings.map(\.temperature.celsiusText) == ["36.5"])
    }

    /// The 200th change trims a journal of 199 changes (100 kept at the 100th, 99 since); when
    /// the store change after it then fails, the journal is left as the 99 changes before,
    /// not padded or damaged.
    @Test func aFailedHundredthChangeLeavesTheJournalWhole() throws {
        for index in 0..<199 {
            let at = String(format: "2026-11-%02d %02d:%02d", 20 + index / 60, 7, index % 60)
            _ = add("36.5", "--at", at)
        }
        let journalPath = sandbox.storePath + ".journal"
        func journalLines() throws -> [Substring] {
            try #require(try? String(contentsOfFile: journalPath, encoding: .utf8))
                .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        }
        #expect(try journalLines().count == 199)
        let failed = sandbox.run(
            ["add", "36.6"],
            environment: [
                "TEMPLOG_NOW": "2026-11-29T07:31:00+09:00",
                "TEMPLOG_TEST_FAIL_AT": "journal-written",
            ])
        #expect(failed.status == 74)
        #expect(sandbox.readings.count == 199)
        let journal = try #require(try? String(contentsOfFile: journalPath, encoding: .utf8))
        #expect(!journal.contains("\0"))
        #expect(try journalLines().count == 99)
        #expect(sandbox.run("undo").output.hasPrefix("Removed 36.5 °C at 07:18 (Mon 23 Nov)"))
        #expect(sandbox.run("check").status == 0)
    }

    @Test func undoListsTheChangesNewestFirst() {
        let low = add("36.5", "--at", "07:00")
        let high = add("37.8", "--at", "07:10", "--who", "hana")
        #expect(sandbox.run("delete", high).status == 0)
        #expect(
            sandbox.run("undo", "--list").output == """
                1. 07:31 (Sun 29 Nov): deleted 37.8 °C for hana at 07:10 (Sun 29 Nov) · id \(high)
                2. 07:31 (Sun 29 Nov): added 37.8 °C for hana at 07:10 (Sun 29 Nov) · id \(high)
                3. 07:31 (Sun 29 Nov): added 36.5 °C at 07:00 (Sun 29 Nov) · id \(low)

                """)
    }

    @Test func undoRefusesAChangeTheStoreNoLongerShowsAndARepair() {
        let first = add("36.5", "--at", "07:00")
        _ = add("36.6", "--at", "07:10")
        // A hand edit removes the last reading: undo must not remove another one instead.
        sandbox.directory.write(
            "readings.jsonl", (sandbox.store ?? "").split(separator: "\n")[0] + "\n")
        let journal = sandbox.directory.read("readings.jsonl.journal")
        let refused = sandbox.run("undo")
        #expect(refused.status == 65)
        #expect(
            refused.error.hasPrefix(
                "Error: the store no longer shows the last change (add 2026-11-29 07:31): reading ")
        )
        #expect(refused.error.contains(" that it added is gone; nothing was undone"))
        #expect(sandbox.readings.map(\.shortID) == [first])
        // Refusing keeps the journal: asking again gets the same answer, nothing is eaten.
        #expect(sandbox.run("undo").error == refused.error)
        #expect(sandbox.directory.read("readings.jsonl.journal") == journal)
        // Moving past the change is a deliberate act; then the one before is undone.
        #expect(sandbox.run("undo", "--skip").output.hasPrefix("Skipped the add of 07:31"))
        #expect(sandbox.run("undo").output.hasPrefix("Removed 36.5 °C at 07:00"))
        seed([Self.lines[2], Self.lines[0]])
        #expect(sandbox.run("check", "--repair").status == 0)
        let afterRepair = sandbox.run("undo")
        #expect(afterRepair.status == 65)
        #expect(
            afterRepair.error
                == "Error: the last change was 'check --repair' at 2026-11-29 07:31, which cannot be undone\n"
        )
    }

    /// A reading edited by hand after `add` (same length, so the size still matches) is not
    /// the reading `add` added: undo refuses rather than remove the edited line.
    @Test func undoRefusesAnAddedReadingEditedSince() {
        _ = add("36.1", "--at", "07:00")
        let edited = (sandbox.store ?? "").replacing(#""celsius":36.1"#, with: #""celsius":36.2"#)
        sandbox.directory.write("readings.jsonl", edited)
        let refused = sandbox.run("undo")
        #expect(refused.status == 65)
        #expect(
            refused.error.hasPrefix(
                "Error: the store no longer shows the last change (add 2026-11-29 07:31): line 1 holds reading "
            ))
        #expect(refused.error.contains(", but not as that change wrote it (edited by hand?)"))
        #expect(sandbox.store == edited)
    }

    @Test func withoutAJournalUndoSaysWhatToDoInstead() {
        seed(Self.lines)
        let result = sandbox.run("undo")
        #expect(result.status == 65)
        #expect(
            result.error.hasPrefix("Error: there is no record of earlier changes to this store"))
        #expect(result.error.hasSuffix("use 'templog delete' instead\n"))
        #expect(Sandbox().run("undo").output == "Nothing to undo.\n")
        // On a fresh install the store's directory does not exist yet: nothing is created.
        let fresh = Sandbox()
        let missing = ["TEMPLOG_FILE": fresh.directory.file("templog/readings.jsonl")]
        for arguments in [["undo"], ["undo", "--skip"]] {
            let result = fresh.run(arguments, environment: missing)
            #expect(result.status == 0)
            #expect(result.output == "Nothing to undo.\n")
            #expect(result.error == "")
        }
        #expect(!FileManager.default.fileExists(atPath: fresh.directory.file("templog")))
    }

    @Test func deleteRemovesByUniquePrefixKeepingEverythingElseByteForByte() {
        let future =
            #"{"id":"cccccc444444","takenAt":"2026-11-29T08:00:00+09:00","celsius":36.7,"addedBy":{"app":"templog 9"}}"#
        seed(Self.lines + [future])
        let result = sandbox.run("delete", "AAAA", "bbbbbb3")
        #expect(result.status == 0)
        #expect(
            result.output == """
                Removed 36.4 °C at 07:30 (Fri 27 Nov) · id aaaaaa
                Removed 36.5 °C at 07:31 (Sun 29 Nov) · id bbbbbb

                """)
        #expect(storeLines() == [Self.lines[1], future])
        #expect(sandbox.run("delete", "cccccc444444").status == 0)
        #expect(storeLines() == [Self.lines[1]])
    }

    @Test(arguments: [
        (
            ["delete", "bbbbbb"],
            "Error: 'bbbbbb' is ambiguous: 2 readings have ids starting with it (bbbbbb222222, bbbbbb333333); type more of the id\n"
        ),
        (["delete", "aaaa", "zzzz"], "Error: no reading has an id starting with 'zzzz'\n"),
        (["delete", ""], "Error: '' is not an id (ids are like 3f9a2c)\n"),
        (
            ["delete", "a"],
            "Error: 'a' is too short to name one reading safely: give at least 4 characters of the id, as 'templog recent' shows it\n"
        ),
        (
            ["delete", "aaaa", "bbb"],
            "Error: 'bbb' is too short to name one reading safely: give at least 4 characters of the id, as 'templog recent' shows it\n"
        ),
    ])
    func deleteRemovesNothingWhenAnyIDIsUnknownOrAmbiguous(arguments: [String], message: String) {
        seed(Self.lines)
        let before = sandbox.store
        let result = sandbox.run(arguments)
        #expect(result.status == 65)
        #expect(result.error == message)
        #expect(sandbox.store == before)
    }

    @Test func deleteNeedsAnID() {
        let result = sandbox.run("delete")
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix(
                "Error: Missing expected argument '<id>'\nUsage: templog delete <id> ..."))
    }

    @Test func checkReportsASoundStore() {
        seed(Self.lines)
        try? FileManager.default.setAttributes(
            [.posixPermissions: 0o600], ofItemAtPath: sandbox.storePath)
        let result = sandbox.run("check")
        #expect(result.status == 0)
        #expect(
            result.output
                == "\(sandbox.storePath): 3 readings, no problems found.\n(no undo journal yet: undo can reverse changes from now on)\n"
        )
    }

    @Test func checkReportsEveryKindOfProblemAndChangesNothing() throws {
        seed([Self.lines[2], "{not json", Self.lines[0], Self.lines[0]])
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o644], ofItemAtPath: sandbox.storePath)
        let leftover = sandbox.directory.file(".readings.jsonl.tmp-123-456")
        sandbox.directory.write(".readings.jsonl.tmp-123-456", "partial")
        sandbox.directory.write("readings.jsonl.tmp", "not a leftover: another name")
        let handle = try #require(FileHandle(forWritingAtPath: sandbox.storePath))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"takenAt":"2026-"#.utf8))
        try handle.close()
        let before = sandbox.store
        let result = sandbox.run("check")
        #expect(result.status == 65)
        #expect(
            result.output == """
                \(sandbox.storePath): 3 readings, 7 problems:
                  line 2: not a valid reading, not one JSON object: {not json
                  line 5: not a valid reading, not one JSON object: {"takenAt":"2026-
                  the last line has no newline (a write was cut short)
                  id aaaaaa111111 is on lines 3, 4
                  2 readings are out of time order (first on line 3)
                  the file's mode is 0644, looser than 0600
                  leftover temporary file .readings.jsonl.tmp-123-456 (from an interrupted rewrite)
                Run 'templog check --repair' to fix them (unreadable lines are kept in a .rejected file).

                """)
        #expect(sandbox.store == before)
        #expect(FileManager.default.fileExists(atPath: leftover))
    }

    @Test func repairQuarantinesSortsRenumbersAndTightens() throws {
        let sameIDOtherReading =
            #"{"id":"aaaaaa111111","takenAt":"2026-11-28T06:00:00+09:00","celsius":37.1,"future":[1]}"#
        seed([Self.lines[2], "{not json", Self.lines[0], Self.lines[0], sameIDOtherReading])
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o644], ofItemAtPath: sandbox.storePath)
        sandbox.directory.write(".readings.jsonl.tmp-123-456", "partial")
        let result = sandbox.run("check", "--repair")
        #expect(result.status == 0)
        let rejectedPath = sandbox.storePath + ".rejected-20261129T073100"
        let lines = storeLines()
        let renewed = try #require(lines.count == 3 ? lines[1] : nil)
        let newID = String(renewed.split(separator: "\"")[3])
        #expect(
            result.output == """
                Repaired \(sandbox.storePath):
                  - moved 1 unreadable line and 1 duplicate line to \(rejectedPath)
                  - gave the reading on line 5 the new id \(newID) (aaaaaa111111 was taken)
                  - sorted the readings back into time order
                  - set the file's mode to 0600
                  - removed leftover temporary file .readings.jsonl.tmp-123-456
                \(sandbox.storePath): 3 readings, no problems found.

                """)
        #expect(lines[0] == Self.lines[0])
        #expect(lines[2] == Self.lines[2])
        #expect(
            renewed.hasPrefix(
                #"{"id":"\#(newID)","takenAt":"2026-11-28T06:00:00+09:00","celsius":37.1,"#))
        #expect(
            sandbox.directory.read("readings.jsonl.rejected-20261129T073100") == "{not json\n"
                + Self.lines[0] + "\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: rejectedPath)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(
            !FileManager.default.fileExists(
                atPath: sandbox.directory.file(".readings.jsonl.tmp-123-456")))
        #expect(sandbox.run("check").status == 0)
    }

    @Test func repairEndsATornLastReading() {
        sandbox.directory.write("readings.jsonl", Self.lines[0])
        let result = sandbox.run("check", "--repair")
        #expect(result.output.contains("  - ended the last line with a newline\n"))
        #expect(sandbox.store == Self.lines[0] + "\n")
    }

    @Test func aMissingStoreIsNotAProblem() {
        let result = sandbox.run("check")
        #expect(result.status == 0)
        #expect(
            result.output
                == "\(sandbox.storePath): no store yet (the first 'templog add' creates it).\n")
        #expect(sandbox.run("check", "--repair").status == 0)
        #expect(sandbox.store == nil)
    }
}
