import Foundation
import TempLogCore
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The store under concurrency, crashes, torn writes, full disks and bad permissions, each
/// proved against the built binary. Serialized: each scenario already keeps both cores busy.
@Suite(.serialized) struct FailureScenarioTests {
    let directory = TemporaryDirectory()
    var storePath: String { directory.file("readings.jsonl") }
    var environment: [String: String] {
        [
            "TZ": "Asia/Tokyo",
            "TEMPLOG_NOW": "2026-11-29T07:31:00+09:00",
            "TEMPLOG_FILE": storePath,
            "HOME": directory.file("home"),
            "TEMPLOG": builtTemplog().path,
        ]
    }

    /// Runs a `/bin/sh` script with `$TEMPLOG` set to the binary.
    func shell(_ script: String, environment extra: [String: String] = [:]) throws -> RunResult {
        try runProcess("/bin/sh", ["-c", script], environment: environment.merging(extra) { $1 })
    }

    /// Runs `/bin/sh` scripts all at once and waits for every one.
    func concurrently(_ scripts: [String]) -> [RunResult] {
        let results = ResultBox(count: scripts.count)
        let environment = environment
        DispatchQueue.concurrentPerform(iterations: scripts.count) { index in
            let result = try? runProcess(
                "/bin/sh", ["-c", scripts[index]], environment: environment)
            results.set(
                index, result ?? RunResult(status: -1, output: "", error: "could not start /bin/sh")
            )
        }
        return results.values
    }

    /// The store's lines, each checked to be a valid reading.
    func validReadings() throws -> [Reading] {
        let text = try #require(directory.read("readings.jsonl"))
        #expect(text.isEmpty || text.hasSuffix("\n"))
        return text.split(separator: "\n").map { line in
            let reading = Array(line.utf8).withUnsafeBufferPointer { ReadingLine.decode($0) }
            #expect(reading != nil, "not a valid reading: \(line)")
            return reading
        }.compactMap { $0 }
    }

    func seed(_ count: Int, day: Int = 20) -> String {
        (0..<count).map { index in
            #"{"id":"5eed0000\#(String(format: "%04d", index))","takenAt":"2026-11-\#(day)T07:\#(String(format: "%02d", index % 60)):00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-\#(day)T07:00:00+09:00"}"#
                + "\n"
        }.joined()
    }

    // MARK: - 1. Concurrent adds

    @Test func thirtyTwoProcessesTimesTwentyFiveAddsLandEveryReadingOnce() throws {
        let scripts = (0..<32).map { writer in
            """
            i=0
            while [ $i -lt 25 ]; do
              if [ $((i % 3)) -eq 0 ]; then at="2026-11-2$((i % 8)) 0$((i % 10)):$((10 + \(writer)))"; else at=now; fi
              "$TEMPLOG" add 36.$((i % 10)) --at "$at" --note "w\(writer)-$i" >/dev/null || exit 1
              i=$((i + 1))
            done
            """
        }
        let results = concurrently(scripts)
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.error).joined())")
        let readings = try validReadings()
        #expect(readings.count == 800)
        #expect(Set(readings.map(\.id)).count == 800)
        #expect(Set(readings.compactMap(\.note)).count == 800)
        let instants = readings.map(\.takenAt.secondsSince1970)
        #expect(instants == instants.sorted())
    }

    // MARK: - 2. Adds racing delete and undo

    @Test func addsRacingDeleteAndUndoLoseNoReading() throws {
        directory.write("readings.jsonl", seed(20))
        let adders = (0..<4).map { writer in
            """
            i=0
            while [ $i -lt 25 ]; do
              "$TEMPLOG" add 36.$((i % 10)) --note "w\(writer)-$i" || exit 1
              i=$((i + 1))
            done
            """
        }
        let deleter =
            #"for i in $(seq 0 19); do "$TEMPLOG" delete $(printf 5eed0000%04d $i) || exit 1; done"#
        // Each undo reverses whatever change was last, an add or a delete of another process.
        let undoer =
            #"for i in $(seq 1 15); do "$TEMPLOG" add 37.$i && "$TEMPLOG" undo || exit 1; done"#
        let results = concurrently(adders + [deleter, undoer])
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.error).joined())")
        func shortIDs(_ output: String, _ verb: String) -> [String] {
            output.split(separator: "\n").filter { $0.hasPrefix(verb) }.map {
                String($0.suffix(Reading.shortIDLength))
            }
        }
        let seeded = (0..<20).map { String(format: "5eed0000%04d", $0).prefix(6) }.map(String.init)
        let added = (results.prefix(4) + [results[5]]).flatMap { shortIDs($0.output, "Recorded") }
        let deleted = shortIDs(results[4].output, "Removed")
        let undoneAdds = shortIDs(results[5].output, "Removed")
        let undoneDeletes = shortIDs(results[5].output, "Brought back")
        #expect(deleted.count == 20)
        #expect(undoneAdds.count + undoneDeletes.count == 15)
        // Every reading is accounted for: added or seeded, less those deleted or undone, plus
        // those an undo brought back.
        var expected = Set(seeded).union(added).subtracting(deleted).subtracting(undoneAdds)
        expected.formUnion(undoneDeletes)
        let kept = try validReadings()
        #expect(kept.count == 20 + 115 - 20 - undoneAdds.count + undoneDeletes.count)
        #expect(Set(kept.map(\.shortID)) == expected)
    }

    // MARK: - 3. kill -9

    @Test func killingAddsAtRandomMomentsLeavesAReadableStore() throws {
        directory.write("readings.jsonl", seed(50, day: 25))
        var generator = SeededGenerator(seed: 7)
        var finished = 0
        let attempts = 120
        for attempt in 0..<attempts {
            let process = Process()
            process.executableURL = builtTemplog()
            let at = attempt % 2 == 0 ? "now" : "2026-11-2\(attempt % 5) 06:00"
            process.arguments = [
                "add", "36.\(attempt % 10)", "--at", at, "--note", "kill \(attempt)",
            ]
            process.environment = childEnvironment(environment)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The fault injected is the moment of the kill, anywhere from before exec to after exit.
            usleep(UInt32.random(in: 0...12_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .exit, process.terminationStatus == 0 { finished += 1 }
        }
        let readings = try validReadings()
        #expect(readings.count >= 50 + finished)
        #expect(readings.count <= 50 + attempts)
        let recent = try runBinary(["recent", "-n", "500"], environment: environment)
        #expect(recent.status == 0)
        #expect(recent.error == "")
        let added = try runBinary(
            ["add", "37.1", "--note", "after the kills"], environment: environment)
        #expect(added.status == 0)
        #expect(try validReadings().last?.note == "after the kills")
        #expect(try runBinary(["check", "--repair"], environment: environment).status == 0)
        #expect(try runBinary(["check"], environment: environment).status == 0)
    }

    // MARK: - 4. Torn and NUL tails

    @Test(arguments: [#"{"takenAt":"2026-"#, String(repeating: "\u{0}", count: 4096)])
    func aDamagedTailCostsOneWarningAndIsQuarantined(tail: String) throws {
        directory.write("readings.jsonl", seed(3) + tail)
        let recent = try runBinary(["recent"], environment: environment)
        #expect(recent.status == 0)
        #expect(recent.output.split(separator: "\n").count == 4)
        #expect(recent.error.split(separator: "\n").count == 1)
        #expect(
            recent.error.hasPrefix("warning: skipped line 4 of '\(storePath)': not a valid reading")
        )
        let export = try runBinary(["export", "--no-header"], environment: environment)
        #expect(export.output.split(separator: "\n").count == 3)
        #expect(export.error == recent.error)
        #expect(try runBinary(["add", "36.8"], environment: environment).status == 0)
        let text = try #require(directory.read("readings.jsonl"))
        #expect(text == seed(3) + tail + "\n" + text.split(separator: "\n").last! + "\n")
        let check = try runBinary(["check"], environment: environment)
        #expect(check.status == 65)
        #expect(check.output.contains("  line 4: not a valid reading, "))
        let repair = try runBinary(["check", "--repair"], environment: environment)
        #expect(repair.status == 0)
        #expect(
            repair.output.contains(
                "  - moved 1 unreadable line to \(storePath).rejected-20261129T073100\n"))
        #expect(directory.read("readings.jsonl.rejected-20261129T073100") == tail + "\n")
        #expect(try validReadings().count == 4)
    }

    // MARK: - 5. A full disk

    /// `ulimit -f 2` in dash allows 1024 bytes: the store is filled to 1000 first.
    @Test(arguments: ["now", "2026-11-01 07:00"])
    func aWriteThatDoesNotFitFailsCleanlyAndLeavesTheStoreAsItWas(at: String) throws {
        let padding = String(repeating: "x", count: 1000 - seed(5).utf8.count - 1)
        directory.write("readings.jsonl", seed(5) + "#" + padding + "\n")
        let before = directory.read("readings.jsonl")
        let result = try shell(
            #"ulimit -f 2; exec "$TEMPLOG" add 36.5 --at "$AT""#,
            // A coverage build's profile would not fit either; it is not templog's output.
            environment: ["AT": at, "LLVM_PROFILE_FILE": "/dev/null"])
        #expect(result.status == 74)
        #expect(result.output == "")
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(result.error.hasPrefix("Error: cannot "))
        #expect(result.error.hasSuffix(": File too large\n"))
        #expect(directory.read("readings.jsonl") == before)
        // The store's identity, made before the journal is written, is not a change: it may be
        // there whatever became of the reading.
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(
            names.filter { !["readings.jsonl.journal", "readings.jsonl.identity"].contains($0) }
                == ["readings.jsonl", "readings.jsonl.lock"])
        // The journal took the change back when the store could not take it (or never had it).
        #expect((directory.read("readings.jsonl.journal") ?? "") == "")
    }

    /// A journal that cannot grow (`ulimit -f` between the store's size and the journal's,
    /// as a full disk would): the reading is not recorded — exit 74, one line naming the
    /// journal, the store's bytes as they were — so a cron job's reading recorded before it is
    /// never the change the next `undo` takes back in its place.
    @Test(arguments: ["now", "2026-11-28 12:00"])
    func aReadingWhoseJournalEntryDoesNotFitIsNotRecorded(at: String) throws {
        // The cron job's readings of four mornings, each journalled.
        for day in 25...28 {
            let cron = try runBinary(
                ["add", "36.4", "--at", "2026-11-\(day) 06:00"], environment: environment)
            #expect(cron.status == 0, "\(cron.error)")
        }
        let store = try #require(directory.read("readings.jsonl"))
        let journal = try #require(directory.read("readings.jsonl.journal"))
        // `ulimit -f 2` in dash allows 1024 bytes: the store and a new line fit, the journal
        // is past it.
        try #require(store.utf8.count + 200 < 1024 && journal.utf8.count > 1024)
        let refused = try shell(
            #"ulimit -f 2; exec "$TEMPLOG" add 37.9 --at "$AT""#,
            environment: ["AT": at, "LLVM_PROFILE_FILE": "/dev/null"])
        #expect(refused.status == 74)
        #expect(refused.output == "")
        #expect(
            refused.error
                == "Error: cannot write to the undo journal '\(storePath).journal', so nothing was changed: File too large\n"
        )
        #expect(directory.read("readings.jsonl") == store)
        #expect(directory.read("readings.jsonl.journal") == journal)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(
            names == [
                "readings.jsonl", "readings.jsonl.identity", "readings.jsonl.journal",
                "readings.jsonl.lock",
            ])
        // Added again once the journal can grow, the reading is what undo takes back.
        #expect(try runBinary(["add", "37.9", "--at", at], environment: environment).status == 0)
        let undo = try runBinary(["undo"], environment: environment)
        #expect(undo.status == 0)
        #expect(undo.output.hasPrefix("Removed 37.9 °C at "), "\(undo.output)")
        #expect(directory.read("readings.jsonl") == store)
    }

    // MARK: - 6. Paths that cannot hold a store

    @Test func aStorePathThatIsADirectoryOrHasNoParentIsExit73() throws {
        let asDirectory = try runBinary(
            ["add", "36.5", "--file", directory.path], environment: environment)
        #expect(asDirectory.status == 73)
        #expect(
            asDirectory.error == "Error: '\(directory.path)' is a directory, not a store file\n")
        let orphan = directory.file("no/such/readings.jsonl")
        let missing = try runBinary(["add", "36.5", "--file", orphan], environment: environment)
        #expect(missing.status == 73)
        #expect(
            missing.error
                == "Error: cannot create store '\(orphan)': directory '\(directory.file("no/such"))' does not exist\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// Root ignores permission bits, so as root the binary runs as `nobody` (via setpriv).
    static let privilegeDrop: [String]? = {
        if geteuid() != 0 { return [] }
        let setpriv = "/usr/bin/setpriv"
        return FileManager.default.isExecutableFile(atPath: setpriv)
            ? [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"] : nil
    }()

    /// Runs a copy of the binary (in a directory anyone may enter) without root's privileges.
    func runUnprivileged(_ arguments: [String]) throws -> RunResult {
        let copy = directory.file("bin/templog")
        if !FileManager.default.fileExists(atPath: copy) {
            try FileManager.default.createDirectory(
                atPath: directory.file("bin"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: builtTemplog().path, toPath: copy)
            chmod(directory.path, 0o755)
        }
        let command = Self.privilegeDrop! + [copy] + arguments
        // `nobody` may not write a coverage build's profile; that is not templog's output.
        let unprivileged = environment.merging(["LLVM_PROFILE_FILE": "/dev/null"]) { $1 }
        return try runProcess(command[0], Array(command.dropFirst()), environment: unprivileged)
    }

    @Test(
        .enabled(
            if: privilegeDrop != nil, "running as root without setpriv: cannot drop privileges"))
    func anUnwritableDirectoryIsExit73AndCreatesNothing() throws {
        let locked = directory.file("locked")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        let result = try runUnprivileged(["add", "36.5", "--file", locked + "/readings.jsonl"])
        #expect(result.status == 73)
        #expect(
            result.error
                == "Error: cannot create store '\(locked)/readings.jsonl': Permission denied\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
    }

    @Test(
        .enabled(
            if: privilegeDrop != nil, "running as root without setpriv: cannot drop privileges"))
    func aReadOnlyStoreIsExit74AndUnchanged() throws {
        let shared = directory.file("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o777)
        let path = shared + "/readings.jsonl"
        precondition(FileManager.default.createFile(atPath: path, contents: Data(seed(2).utf8)))
        chmod(path, 0o444)
        let result = try runUnprivileged(["add", "36.5", "--file", path])
        #expect(result.status == 74)
        #expect(
            result.error == "Error: cannot open store '\(path)' for writing: Permission denied\n")
        #expect(FileManager.default.contents(atPath: path) == Data(seed(2).utf8))
        #expect(try runUnprivileged(["recent", "--file", path]).status == 0)
    }

    /// A change that would take a file from its owner (a user rewriting another user's store in
    /// a shared folder: the new file would be theirs) is refused with exit 77.
    @Test(
        .enabled(
            if: privilegeDrop != nil && geteuid() == 0,
            "needs root to make a store of another user"))
    func aRewriteThatCannotKeepTheOwnerIsRefused() throws {
        let shared = directory.file("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o777)
        let path = shared + "/readings.jsonl"
        precondition(FileManager.default.createFile(atPath: path, contents: Data(seed(2).utf8)))
        chmod(path, 0o666)
        let result = try runUnprivileged([
            "add", "36.5", "--at", "2026-11-19 07:00", "--file", path,
        ])
        #expect(result.status == 77)
        #expect(
            result.error
                == "Error: cannot keep '\(path).lock' owned by user 0: Operation not permitted; nothing was changed, so the file stays theirs\n"
        )
        #expect(FileManager.default.contents(atPath: path) == Data(seed(2).utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared) == ["readings.jsonl"])
    }

    @Test(
        .enabled(
            if: privilegeDrop != nil, "running as root without setpriv: cannot drop privileges"))
    func anUnreadableStoreIsSaidToBeUnreadableAndNothingIsPrinted() throws {
        let shared = directory.file("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o777)
        let path = shared + "/readings.jsonl"
        precondition(FileManager.default.createFile(atPath: path, contents: Data(seed(2).utf8)))
        chmod(path, 0o200)
        let export = try runUnprivileged(["export", "--file", path])
        #expect(export.status == 74)
        #expect(export.output == "")
        #expect(export.error == "Error: cannot read '\(path)': Permission denied\n")
        let add = try runUnprivileged(["add", "36.5", "--file", path])
        #expect(add.status == 74)
        #expect(add.error == "Error: cannot read '\(path)': Permission denied\n")
        chmod(path, 0o444)
        let check = try runUnprivileged(["check", "--file", path])
        #expect(check.status == 65)
        #expect(
            check.output.contains(
                "  the file cannot be written by you (Permission denied): add and repair will fail\n"
            ))
        let repair = try runUnprivileged(["check", "--repair", "--file", path])
        #expect(repair.status == 74)
        #expect(repair.output == "")
        #expect(
            repair.error == "Error: cannot open store '\(path)' for writing: Permission denied\n")
    }

    // MARK: - 7. A store from a newer templog

    @Test func unknownKeysSurviveDeleteInsertAndRepair() throws {
        let newer = [
            #"{"id":"f00000000001","takenAt":"2026-11-27T07:00:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-27T07:00:00+09:00","device":{"model":"T-1","battery":0.8},"tags":["morning"]}"#,
            #"{"id":"f00000000002","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.6,"schema":2}"#,
            #"{"id":"f00000000003","takenAt":"2026-11-26T07:00:00+09:00","celsius":36.7,"schema":2}"#,
        ]
        directory.write("readings.jsonl", newer.map { $0 + "\n" }.joined())
        #expect(try runBinary(["recent"], environment: environment).output.contains("f00000"))
        #expect(try runBinary(["delete", "f00000000002"], environment: environment).status == 0)
        #expect(
            try runBinary(["add", "36.9", "--at", "2026-11-27 08:00"], environment: environment)
                .status == 0)
        let repair = try runBinary(["check", "--repair"], environment: environment)
        #expect(repair.output.contains("sorted the readings back into time order"))
        let lines = try #require(directory.read("readings.jsonl")).split(separator: "\n").map(
            String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == newer[2])
        #expect(lines[1] == newer[0])
        #expect(lines[2].contains(#""celsius":36.9"#))
    }

    // MARK: - 8. Control characters and invalid UTF-8

    @Test(arguments: [
        (
            #"--note "$(printf 'a\033[2Jb')""#,
            "Error: --note: the note contains a control character (U+001B); a note is one line of text\n"
        ),
        (
            #"--note "$(printf 'bell\007')""#,
            "Error: --note: the note contains a control character (U+0007); a note is one line of text\n"
        ),
        (
            #"--note "$(printf 'a\377b')""#,
            "Error: argument 4 is not valid UTF-8 text ('a\u{FFFD}b'); templog reads UTF-8 only\n"
        ),
        (
            #"--who "$(printf 'x\001')""#,
            "Error: --who: 'x?' is not a name (accepted: 1–32 letters, digits, '-', '_', '.', apostrophe)\n"
        ),
        (
            #"--who "$(printf 'x\377')""#,
            "Error: argument 4 is not valid UTF-8 text ('x\u{FFFD}'); templog reads UTF-8 only\n"
        ),
    ])
    func controlCharactersAndInvalidUTF8AreRefused(option: String, message: String) throws {
        let result = try shell(#""$TEMPLOG" add 36.5 "# + option)
        #expect(result.status == 65)
        #expect(result.error == message)
        #expect(directory.read("readings.jsonl") == nil)
    }

    /// The environment is split at each variable's first `=` as bytes, then decoded: a value
    /// that is not UTF-8 (a sequence cut short by a later `=` too) reads as the whole string
    /// would, invalid bytes shown as U+FFFD.
    @Test func anEnvironmentValueThatIsNotUTF8IsShownRepaired() throws {
        let result = try shell(#"TEMPLOG_WHO="$(printf 'x\377\316=y')" "$TEMPLOG" recent"#)
        #expect(result.status == 65)
        #expect(
            result.error
                == "Error: TEMPLOG_WHO: 'x\u{FFFD}\u{FFFD}=y' is not a name (accepted: 1–32 letters, "
                + "digits, '-', '_', '.', apostrophe)\n")
    }

    /// U+FFFD itself (EF BF BD) is text like any other: only bytes that are not UTF-8 are refused.
    @Test func theReplacementCharacterIsText() throws {
        let result = try shell(#""$TEMPLOG" add 36.5 --note "$(printf 'a\357\277\275b')""#)
        #expect(result.status == 0, "\(result.error)")
        #expect(try validReadings().map(\.note) == ["a\u{FFFD}b"])
    }
}

/// Results written from concurrent threads, one slot each.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [RunResult?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: RunResult) {
        lock.withLock { slots[index] = result }
    }

    var values: [RunResult] { lock.withLock { slots.map { $0! } } }
}
