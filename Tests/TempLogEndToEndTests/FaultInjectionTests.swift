import Foundation
import TempLogCore
import TestSupport
import Testing

/// Every named crash point of every command that changes the store, walked exhaustively: the
/// binary stops dead there (`TEMPLOG_TEST_CRASH_AT`, `_exit` with no cleanup), and the store is
/// then the old content or the new, never a mix, and the next commands work.
@Suite struct FaultInjectionTests {
    /// What one command changes, and which crash points it passes on the way.
    struct Scenario: CustomTestStringConvertible, Sendable {
        let name: String
        let store: [String]
        let arguments: [String]
        let points: Set<FaultPoint>
        /// A file the command reads (an import), written beside the store.
        var input: (name: String, text: String)?
        /// Commands run first, without faults: the change an undo reverses.
        var setup: [[String]] = []
        /// The file the command changes, relative to the store's directory: the store, or a
        /// file beside it.
        var changes = "readings.jsonl"

        var testDescription: String { name }
    }

    static func line(
        _ id: String, _ taken: String, celsius: String = "36.5", recorded: String? = nil
    ) -> String {
        let recordedAt = recorded ?? taken
        return
            #"{"id":"\#(id)","takenAt":"2026-11-\#(taken):00+09:00","celsius":\#(celsius),"unit":"C","recordedAt":"2026-11-\#(recordedAt):00+09:00"}"#
    }

    static let seed = [
        line("aaaaaaaaaaa1", "27T07:00"),
        line("aaaaaaaaaaa2", "28T07:00", recorded: "29T07:20"),
        line("aaaaaaaaaaa3", "28T21:00", celsius: "37.9"),
    ]
    static let rewrite: Set<FaultPoint> = [
        .temporaryWritten, .beforeRename, .afterRenameBeforeDirectorySync,
    ]
    /// A rewrite that is recorded in the journal first.
    static let recordedRewrite = rewrite.union([.beforeJournalWrite])

    static let scenarios = [
        Scenario(
            name: "add", store: seed, arguments: ["add", "36.6"],
            points: [.beforeJournalWrite, .journalWritten, .appendWritten]),
        Scenario(
            name: "back-dated add", store: seed,
            arguments: ["add", "36.7", "--at", "2026-11-27 12:00"],
            points: recordedRewrite
        ),
        Scenario(
            name: "delete", store: seed, arguments: ["delete", "aaaaaaaaaaa1"],
            points: recordedRewrite),
        Scenario(
            name: "undo of a back-dated add", store: seed, arguments: ["undo"], points: rewrite,
            setup: [["add", "36.7", "--at", "2026-11-27 12:00"]]),
        Scenario(
            name: "undo of a delete", store: seed, arguments: ["undo"], points: rewrite,
            setup: [["delete", "aaaaaaaaaaa2"]]),
        Scenario(
            name: "undo of an add", store: seed, arguments: ["undo"], points: rewrite,
            setup: [["add", "36.6"]]),
        Scenario(
            name: "import", store: seed, arguments: ["import", "more.jsonl"],
            points: recordedRewrite,
            input: (
                "more.jsonl",
                [line("bbbbbbbbbbb1", "26T07:00"), line("bbbbbbbbbbb2", "28T12:00")].joined(
                    separator: "\n") + "\n"
            )
        ),
        Scenario(
            name: "import --update", store: seed, arguments: ["import", "fix.jsonl", "--update"],
            points: recordedRewrite,
            input: (
                "fix.jsonl",
                [
                    line("aaaaaaaaaaa2", "28T06:30", celsius: "36.9"),
                    line("bbbbbbbbbbb1", "26T07:00"),
                ]
                .joined(separator: "\n") + "\n"
            )
        ),
        Scenario(
            name: "undo of an import --update", store: seed, arguments: ["undo"], points: rewrite,
            input: ("fix.jsonl", line("aaaaaaaaaaa3", "28T20:00", celsius: "38.2") + "\n"),
            setup: [["import", "fix.jsonl", "--update"]]),
        Scenario(
            name: "cycle start", store: seed, arguments: ["cycle", "start", "--at", "2026-11-20"],
            points: recordedRewrite, changes: "readings.jsonl.cycles"),
        Scenario(
            name: "undo --skip", store: seed, arguments: ["undo", "--skip"], points: rewrite,
            setup: [["delete", "aaaaaaaaaaa2"]], changes: "readings.jsonl.journal"),
        Scenario(
            name: "config set", store: seed, arguments: ["config", "set", "unit", "f"],
            points: rewrite.union([.configLocked]), setup: [["config", "set", "lang", "en"]],
            changes: "home/.config/templog/config"),
        Scenario(
            name: "check --repair", store: [seed[1], "not a reading", seed[0], seed[2]],
            arguments: ["check", "--repair"],
            points: recordedRewrite.union([.rejectedFileWritten])
        ),
    ]

    /// A directory with the scenario's store (and input file), and templog run in it.
    final class Run {
        let directory = TemporaryDirectory()
        let scenario: Scenario

        init(_ scenario: Scenario) {
            self.scenario = scenario
            directory.write("readings.jsonl", scenario.store.map { $0 + "\n" }.joined())
            chmod(directory.file("readings.jsonl"), 0o600)
            if let input = scenario.input { directory.write(input.name, input.text) }
            for command in scenario.setup {
                let result = try? templog(command)
                precondition(result?.status == 0, "setup \(command) failed: \(result?.error ?? "")")
            }
            initialStore = store
            initialReadings = directory.read("readings.jsonl") ?? ""
        }

        /// The file the command changes once the setup ran: what the command under test starts
        /// from.
        private(set) var initialStore = ""
        /// The store itself once the setup ran.
        private(set) var initialReadings = ""

        /// The file the scenario's command changes.
        var store: String { directory.read(scenario.changes) ?? "" }

        func templog(
            _ arguments: [String], crashAt point: FaultPoint? = nil,
            failAt failure: FaultPoint? = nil
        ) throws -> RunResult {
            var environment = [
                "TZ": "Asia/Tokyo", "TEMPLOG_NOW": "2026-11-29T07:31:00+09:00",
                "TEMPLOG_FILE": directory.file("readings.jsonl"), "HOME": directory.file("home"),
            ]
            if let point { environment["TEMPLOG_TEST_CRASH_AT"] = point.rawValue }
            if let failure { environment["TEMPLOG_TEST_FAIL_AT"] = failure.rawValue }
            let resolved = arguments.map { $0 == scenario.input?.name ? directory.file($0) : $0 }
            return try runBinary(resolved, environment: environment)
        }
    }

    /// The store's lines with the ids of readings `old` does not have masked: a new reading's
    /// id is random, everything else about it is fixed.
    static func masked(_ text: String, old: String) -> [String] {
        let oldLines = Set(old.split(separator: "\n"))
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard !oldLines.contains(line), line.hasPrefix(#"{"id":""#) else { return String(line) }
            return #"{"id":"*""# + line.dropFirst(20)
        }
    }

    /// What is wrong with the journal, and with the store when the command changed it (see
    /// `independentCheck(of:files:storeIsAsBefore:)`).
    static func independentCheck(of run: Run) -> [String] {
        TempLogEndToEndTests.independentCheck(
            of: run.directory, files: ["readings.jsonl.journal"],
            storeIsAsBefore: run.directory.read("readings.jsonl") == run.initialReadings)
    }

    @Test(arguments: scenarios)
    func everyFaultPointLeavesTheOldOrTheNewStore(scenario: Scenario) throws {
        let finished = Run(scenario)
        let completed = try finished.templog(scenario.arguments)
        #expect(completed.status == 0, "\(completed.error)")
        let old = finished.initialStore
        let new = Self.masked(finished.store, old: old)
        #expect(new != Self.masked(old, old: old), "the command changed nothing")

        for point in FaultPoint.allCases {
            let run = Run(scenario)
            let old = run.initialStore
            let result = try run.templog(scenario.arguments, crashAt: point)
            guard scenario.points.contains(point) else {
                #expect(
                    result.status != 86,
                    "\(scenario.name) stopped at \(point.rawValue), which it should not reach")
                continue
            }
            #expect(
                result.status == 86,
                "\(scenario.name) never reached \(point.rawValue): \(result.error)")
            let after = run.store
            let masked = Self.masked(after, old: old)
            #expect(
                after == old || masked == new,
                "\(scenario.name) at \(point.rawValue) left:\n\(after)")
            let problems = Self.independentCheck(of: run)
            #expect(
                problems.isEmpty,
                "\(scenario.name) at \(point.rawValue): \(problems.joined(separator: "; "))")
            let next = try run.templog(["add", "36.8", "--at", "2026-11-29 06:00"])
            #expect(next.status == 0, "after \(scenario.name) at \(point.rawValue): \(next.error)")
            let undo = try run.templog(["undo"])
            // (98.2 °F once `config set unit f` is made.)
            #expect(
                undo.output.hasPrefix("Removed 36.8 °C at 06:00")
                    || undo.output.hasPrefix("Removed 98.2 °F (from 36.8 °C) at 06:00"),
                "\(undo.error)")
            #expect(
                !undo.error.contains("passed over"),
                "after \(scenario.name) at \(point.rawValue): \(undo.error)")
            #expect(try run.templog(["check", "--repair"]).status == 0)
            let check = try run.templog(["check"])
            #expect(
                check.status == 0, "after \(scenario.name) at \(point.rawValue): \(check.output)")
        }
    }

    /// The step after each point fails with an I/O error instead: the command exits 74 with
    /// one line, and the store is exactly as it was — a journal entry that cannot be written
    /// included — except when only the directory sync failed, where the change is made and the
    /// message says it may not survive a power cut.
    @Test(arguments: scenarios)
    func everyFailedStepLeavesTheOldStoreOrSaysWhatHappened(scenario: Scenario) throws {
        for point in scenario.points {
            let run = Run(scenario)
            let old = run.initialStore
            let result = try run.templog(scenario.arguments, failAt: point)
            #expect(result.status == 74, "\(scenario.name) failing after \(point.rawValue)")
            let errors = result.error.split(separator: "\n").filter { !$0.hasPrefix("note: ") }
            #expect(errors.count == 1, "\(result.error)")
            if point == .afterRenameBeforeDirectorySync {
                #expect(run.store != old)
                #expect(
                    result.error.contains(
                        "was made, but its directory could not be synced to disk (Input/output error)"
                    ))
            } else {
                #expect(run.store == old, "\(scenario.name) failing after \(point.rawValue)")
                #expect(result.error.hasSuffix(": Input/output error\n"), "\(result.error)")
            }
            let check = try run.templog(["check"])
            #expect(check.status == 0 || scenario.name == "check --repair", "\(check.output)")
        }
    }

    @Test func anUnknownFaultPointIsRefused() throws {
        let run = Run(Self.scenarios[0])
        let result = try run.templog(["add", "36.5"], crashAt: nil)
        #expect(result.status == 0)
        var environment = [
            "TEMPLOG_FILE": run.directory.file("readings.jsonl"), "TEMPLOG_TEST_CRASH_AT": "bogus",
        ]
        environment["TZ"] = "UTC"
        let refused = try runBinary(["add", "36.5"], environment: environment)
        #expect(refused.status == 65)
        #expect(
            refused.error.hasPrefix(
                "Error: TEMPLOG_TEST_CRASH_AT='bogus' is not valid (accepted: before-journal-write, journal-written,"
            ))
    }
}
