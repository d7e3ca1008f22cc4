import Foundation
import TempLogCore
import TestSupport
import Testing

/// Issue 30, finding 11: a store kept in a synced folder. `check` lists the copies Syncthing,
/// Dropbox, Nextcloud and ownCloud make of the store and the files beside it when two devices
/// changed them before syncing, with what to do with each; importing the store's copy merges
/// the other device's readings.
@Suite struct ConflictCopyTests {
    let sandbox = Sandbox(now: "2026-11-20T21:10:00+09:00")

    func write(_ name: String, _ text: String = "") {
        _ = sandbox.directory.write(name, text)
    }

    @Test func checkListsTheCopiesASyncServiceMadeWithWhatToDoWithEach() {
        sandbox.run("add", "36.5", "--at", "07:00")
        write("readings.sync-conflict-20261120-210500-ABCDEF.jsonl", sandbox.store!)
        write("readings (conflicted copy 2026-11-20).jsonl", sandbox.store!)
        write("readings.jsonl.sync-conflict-20261120-210500-ABCDEF.journal")
        write("readings.jsonl (conflict 2026-11-20).people")
        write("readings.jsonl (hana's conflicted copy 2026-11-20).cycles")
        // Not copies: another name, a backup, a file of templog's own.
        write("readings-old.jsonl")
        write("readings.jsonl.bak")
        write("readings.conflict.jsonl")
        let directory = sandbox.directory.path
        let check = sandbox.run("check")
        #expect(check.status == 65)
        #expect(
            check.output == """
                \(sandbox.storePath): 1 reading, 5 problems:
                  '\(directory)/readings (conflicted copy 2026-11-20).jsonl' is a copy a sync service made of the store when two devices changed it at once; its readings are not in the store until you merge them with: templog import '\(directory)/readings (conflicted copy 2026-11-20).jsonl' (then remove the copy)
                  '\(directory)/readings.jsonl (conflict 2026-11-20).people' is a copy a sync service made of the profiles file; compare it with \(sandbox.storePath).people, set what differs with 'templog people set', then remove it
                  '\(directory)/readings.jsonl (hana'\\''s conflicted copy 2026-11-20).cycles' is a copy a sync service made of the cycles file; compare it with \(sandbox.storePath).cycles, mark what differs with 'templog cycle start', then remove it
                  \(directory)/readings.jsonl.sync-conflict-20261120-210500-ABCDEF.journal is a copy a sync service made of the undo journal: the other device's list of changes for 'templog undo', which holds no readings; remove it once the store's copies are imported
                  \(directory)/readings.sync-conflict-20261120-210500-ABCDEF.jsonl is a copy a sync service made of the store when two devices changed it at once; its readings are not in the store until you merge them with: templog import \(directory)/readings.sync-conflict-20261120-210500-ABCDEF.jsonl (then remove the copy)

                """)
        // Given with --file, the store is named in the command that merges into it.
        let named = sandbox.run(["check", "--file", sandbox.storePath], environment: [:])
        #expect(
            named.output.contains(
                "merge them with: templog import --file \(sandbox.storePath) \(directory)/readings.sync-conflict"
            ))
        // A repair cannot merge: the copies stay, and so does the answer.
        let repaired = sandbox.run("check", "--repair")
        #expect(repaired.status == 65)
        #expect(FileManager.default.fileExists(atPath: directory + "/readings.jsonl.bak"))
    }

    /// A store started on two devices before they synced has two identities: the service keeps
    /// one and a copy of the other, which `check` lists with what to do.
    @Test func checkListsACopyOfTheIdentity() {
        sandbox.run("add", "36.5", "--at", "07:00")
        write("readings.jsonl.sync-conflict-20261120-210500-ABCDEF.identity")
        let check = sandbox.run("check")
        #expect(check.status == 65)
        #expect(
            check.output.hasSuffix(
                ".identity is a copy a sync service made of the store's identity, because the store was started on two devices before they synced; remove it: a file the other device exported before then reads as another store's, and imports once answered with --as\n"
            ))
    }

    /// Two laptops add a reading each while apart; Syncthing keeps one store and the other as a
    /// copy. Importing the copy merges the other laptop's readings into the store, in time
    /// order, each once; then the copy can go and `check` finds nothing.
    @Test func importingTheStoresCopyMergesTheOtherDevicesReadings() throws {
        sandbox.run("add", "36.5", "--at", "2026-11-19 07:00")
        sandbox.run("add", "37.9", "--at", "2026-11-19 21:00", "--who", "hana")
        let shared = sandbox.store!
        // The other laptop: this morning's reading for hana, with a note and a symptom.
        let other = Sandbox(now: "2026-11-20T07:40:00+09:00")
        other.directory.write("readings.jsonl", shared)
        #expect(
            other.run(
                "add", "37.6", "--who", "hana", "--at", "07:20", "--note", "before school",
                "--symptoms", "cough"
            ).status == 0)
        // This laptop: the parent's own reading this morning.
        sandbox.run("add", "36.4", "--at", "07:10")
        let copy = sandbox.directory.write(
            "readings.sync-conflict-20261120-074500-ABCDEF.jsonl", other.store!)
        #expect(sandbox.run("check").status == 65)
        let merged = sandbox.run("import", copy)
        #expect(merged.status == 0)
        let name = "readings.sync-conflict-20261120-074500-ABCDEF.jsonl"
        #expect(
            merged.output == """
                  rows without a name (from \(name)) → me: 0 added, 1 already in the store
                  hana (from \(name)) → hana: 1 added, 1 already in the store
                Added 1 reading; skipped 2 already in the store and 0 repeated in the files; rejected 0.

                """)
        let lines = sandbox.store!.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(Set(other.store!.split(separator: "\n")).isSubset(of: Set(lines)))
        #expect(
            sandbox.readings.map(\.takenAt.rfc3339) == [
                "2026-11-19T07:00:00+09:00", "2026-11-19T21:00:00+09:00",
                "2026-11-20T07:10:00+09:00", "2026-11-20T07:20:00+09:00",
            ])
        // A second import of the copy adds nothing.
        #expect(sandbox.run("import", copy).output.contains("\nAdded 0 readings; skipped 3"))
        try FileManager.default.removeItem(atPath: copy)
        let check = sandbox.run("check")
        #expect(check.status == 0)
        #expect(check.output.hasSuffix(": 4 readings, no problems found.\n"))
    }
}
