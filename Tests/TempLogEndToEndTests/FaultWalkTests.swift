import Foundation
import TempLogCore
import TestSupport
import Testing

/// Every kind of change, failed and crashed at each system call that changes a file, counted:
/// the built binary is run with `TEMPLOG_TEST_CRASH_AT_CALL=N` (it ends there, as kill -9
/// would) and with `TEMPLOG_TEST_FAIL_AT_CALL=N` (that call fails with EIO) for N = 1, 2, …
/// until the command completes without reaching N, as SQLite's `do_faultsim_test` does. So
/// every `open` for writing, `write`, `fsync`, `rename`, `unlink`, `ftruncate`, `fchmod`,
/// `fchown` and `mkdir` a change makes is covered by construction, not only the points someone
/// named. After each, an independent checker finds every file the old or the new (or, for a
/// change of two files, the first new and the second old: a crash between their renames), the
/// next command works, and `undo` is exact. A change of the store and a file beside it that
/// follows the store (an import that remembers who a person of another store is, a rename),
/// crashed between its renames, is brought in line by the next command as the store shows it.
@Suite struct FaultWalkTests {
    /// One kind of change: a row of the table. A new kind of change is one more row.
    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        /// Commands run first, without faults (the change an undo reverses, say).
        var setup: [[String]] = []
        /// A file the command reads (an import), written beside the store.
        var input: (name: String, text: String)?
        var store = FaultWalkTests.seed
        /// Whether `undo` takes the change back (false for an undo, a skip, a setting, a repair).
        var isUndoable = true
        /// Whether the change is to the journal itself (`undo --skip`), which is then compared
        /// with the other files.
        var changesJournal = false
        /// The files (indexes into `files`) a change of more than one file renames over, in
        /// turn: cut short between two renames, the first are new and the rest old, which
        /// `undo` takes back (or, for an undo, which running it again finishes).
        var renamedInTurn: [Int] = []
        /// Whether files beside the store follow the store (remembered people, a rename's
        /// profile and marks): crashed between two renames, the next command settles them as
        /// the store shows the change.
        var settles = false

        var testDescription: String { name }
    }

    static func line(_ id: String, _ taken: String, celsius: String = "36.5") -> String {
        #"{"id":"\#(id)","takenAt":"2026-11-\#(taken):00+09:00","celsius":\#(celsius),"unit":"C","recordedAt":"2026-11-\#(taken):00+09:00"}"#
    }

    static let seed = [
        line("aaaaaaaaaaa1", "27T07:00"), line("aaaaaaaaaaa2", "28T07:00"),
        line("aaaaaaaaaaa3", "28T21:00", celsius: "37.9"),
    ]
    static let backDated = ["add", "36.7", "--at", "2026-11-27 12:00"]
    static let importFile = (
        "more.jsonl",
        [line("bbbbbbbbbbb1", "26T07:00"), line("bbbbbbbbbbb2", "28T12:00")].joined(
            separator: "\n") + "\n"
    )
    static let updateFile = (
        "fix.jsonl",
        [line("aaaaaaaaaaa2", "28T06:30", celsius: "36.9"), line("bbbbbbbbbbb1", "26T07:00")]
            .joined(separator: "\n") + "\n"
    )
    /// An Apple Health export: a body temperature and two periods' days of flow, which the
    /// import marks as two cycle starts beside the reading.
    static let healthFile = (
        "export.xml",
        "<HealthData>\n"
            + #"<Record type="HKQuantityTypeIdentifierBodyTemperature" unit="degC" startDate="2026-11-26 07:00:00 +0900" value="36.6"/>"#
            + "\n"
            + ["2026-11-01", "2026-11-02", "2026-11-25", "2026-11-26"].map {
                #"<Record type="HKCategoryTypeIdentifierMenstrualFlow" startDate="\#($0) 00:00:00 +0900" value="HKCategoryValueMenstrualFlowMedium"/>"#
                    + "\n"
            }.joined() + "</HealthData>\n"
    )
    static let healthImport = ["import", "export.xml"]
    static let peopleSet = ["people", "set", "hana", "--display-name", "山田 花子", "--school", "桜小"]
    static let cycleStart = ["cycle", "start", "--at", "2026-11-20"]
    /// Another family's export: hana, new here, filed as hana and remembered as theirs.
    static let otherStoreFile = (
        "sato.csv",
        """
        date,time,celsius,who,id,taken_at,store
        2026-11-26,07:00,36.6,hana,cccccccccc01,2026-11-26T07:00:00+09:00,0123456789ab
        2026-11-28,07:10,36.3,hana,cccccccccc02,2026-11-28T07:10:00+09:00,0123456789ab

        """
    )
    /// A person named by a typo, with a profile and a cycle mark: a rename changes the store,
    /// the profiles file and the cycles file.
    static let typo = [
        ["add", "36.6", "--who", "haruot", "--at", "2026-11-28 07:00"],
        ["people", "set", "haruot", "--display-name", "Haruto", "--class", "2-1"],
        ["cycle", "start", "--who", "haruot", "--at", "2026-11-20"],
    ]
    static let rename = ["people", "rename", "haruot", "haruto"]

    /// Every kind of change templog makes.
    static let changes = [
        Change(name: "add", arguments: ["add", "36.6"]),
        Change(name: "back-dated add", arguments: backDated),
        Change(name: "delete", arguments: ["delete", "aaaaaaaaaaa1"]),
        Change(name: "import", arguments: ["import", "more.jsonl"], input: importFile),
        Change(
            name: "import --update", arguments: ["import", "fix.jsonl", "--update"],
            input: updateFile),
        Change(
            name: "import from another store", arguments: ["import", "sato.csv"],
            input: otherStoreFile, renamedInTurn: [0, 1], settles: true),
        Change(
            name: "people rename", arguments: rename, setup: typo, renamedInTurn: [0, 1, 2],
            settles: true),
        Change(
            name: "import of a Health export with flow records", arguments: healthImport,
            input: healthFile, renamedInTurn: [0, 2]),
        Change(name: "people set", arguments: peopleSet),
        Change(
            name: "people unset", arguments: ["people", "unset", "hana", "school"],
            setup: [peopleSet]),
        Change(name: "cycle start", arguments: cycleStart),
        Change(
            name: "dose",
            arguments: ["dose", "カロナール", "200mg", "--who", "hana", "--at", "6:00", "--every", "6h"]),
        Change(
            name: "cycle remove", arguments: ["cycle", "remove", "--at", "2026-11-20"],
            setup: [cycleStart]),
        Change(
            name: "undo of an add", arguments: ["undo"], setup: [["add", "36.6"]], isUndoable: false
        ),
        Change(
            name: "undo of a back-dated add", arguments: ["undo"], setup: [backDated],
            isUndoable: false),
        Change(
            name: "undo of a delete", arguments: ["undo"], setup: [["delete", "aaaaaaaaaaa2"]],
            isUndoable: false),
        Change(
            name: "undo of an import --update", arguments: ["undo"],
            setup: [["import", "fix.jsonl", "--update"]], input: updateFile, isUndoable: false),
        Change(
            name: "undo of a Health import with flow records", arguments: ["undo"],
            setup: [healthImport], input: healthFile, isUndoable: false, renamedInTurn: [2, 0]),
        Change(
            name: "undo of a people set", arguments: ["undo"], setup: [peopleSet], isUndoable: false
        ),
        Change(
            name: "undo of a cycle start", arguments: ["undo"], setup: [cycleStart],
            isUndoable: false),
        Change(
            name: "undo of a people rename", arguments: ["undo"], setup: typo + [rename],
            isUndoable: false, renamedInTurn: [1, 2, 0], settles: true),
        Change(
            name: "undo --skip", arguments: ["undo", "--skip"],
            setup: [["delete", "aaaaaaaaaaa2"]],
            isUndoable: false, changesJournal: true),
        Change(
            name: "config set", arguments: ["config", "set", "unit", "f"],
            setup: [["config", "set", "lang", "en"]], isUndoable: false),
        Change(
            name: "config unset", arguments: ["config", "unset", "lang"],
            setup: [["config", "set", "lang", "en"]], isUndoable: false),
        Change(
            name: "check --repair", arguments: ["check", "--repair"],
            store: [seed[1], "not a reading", seed[0], seed[2]], isUndoable: false),
    ]

    /// The files a change may change, beside the journal, relative to the directory.
    static let files = [
        "readings.jsonl", "readings.jsonl.people", "readings.jsonl.cycles",
        "readings.jsonl.doses", "home/.config/templog/config",
    ]

    /// A directory with the change's store, its input and its setup done.
    final class Run {
        let directory = TemporaryDirectory()
        let change: Change
        /// The files once the setup ran: what the command under test starts from.
        private(set) var old: [String?] = []

        init(_ change: Change) throws {
            self.change = change
            directory.write("readings.jsonl", change.store.map { $0 + "\n" }.joined())
            chmod(directory.file("readings.jsonl"), 0o600)
            if let input = change.input { directory.write(input.name, input.text) }
            for command in change.setup {
                let result = try templog(command)
                guard result.status == 0 else {
                    throw FaultWalkError("setup \(command) failed: \(result.error)")
                }
            }
            old = files
        }

        /// The files as the checker compares them: a file beside the store with no line (one
        /// `undo` emptied) reads as no file, as templog reads it.
        var files: [String?] {
            (FaultWalkTests.files + (change.changesJournal ? ["readings.jsonl.journal"] : [])).map {
                name in
                directory.read(name).flatMap { $0.isEmpty && name != "readings.jsonl" ? nil : $0 }
            }
        }

        func templog(_ arguments: [String], fault: (variable: String, call: Int)? = nil) throws
            -> RunResult
        {
            var environment = [
                "TZ": "Asia/Tokyo", "TEMPLOG_NOW": "2026-11-29T07:31:00+09:00",
                "TEMPLOG_FILE": directory.file("readings.jsonl"), "HOME": directory.file("home"),
            ]
            if let fault { environment[fault.variable] = "\(fault.call)" }
            let resolved = arguments.map { $0 == change.input?.name ? directory.file($0) : $0 }
            return try runBinary(resolved, environment: environment)
        }
    }

    struct FaultWalkError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The files with the ids of readings `old` does not have masked: a new reading's id is
    /// random, everything else about it is fixed.
    static func masked(_ files: [String?], old: [String?]) -> [String?] {
        zip(files, old).map { file, old in
            let oldLines = Set((old ?? "").split(separator: "\n"))
            return file.map { text in
                text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    guard !oldLines.contains(line), line.hasPrefix(#"{"id":""#) else {
                        return String(line)
                    }
                    return #"{"id":"*""# + line.dropFirst(20)
                }.joined(separator: "\n")
            }
        }
    }

    /// Whether `files` are the `old` ones with the first (one or more, not all) of the files
    /// `change` renames over in turn `new`: the change cut short between two renames.
    static func isBetween(_ files: [String?], old: [String?], new: [String?], change: Change)
        -> Bool
    {
        let masked = masked(files, old: old)
        let renamed = change.renamedInTurn
        return (1..<max(renamed.count, 1)).contains { count in
            files.indices.allSatisfy { index in
                renamed.prefix(count).contains(index)
                    ? masked[index] == new[index] : files[index] == old[index]
            }
        }
    }

    /// Runs `change` failed or crashed (`variable`) at each counted call in turn, checking
    /// each; returns how many calls the change makes, and at how many of them it was cut short
    /// between two renames.
    static func walk(
        _ change: Change, _ variable: String, new: [String?], calls limit: Int? = nil
    ) throws -> (calls: Int, between: Int) {
        var call = 1
        var between = 0
        while limit.map({ call <= $0 }) ?? true {
            let run = try Run(change)
            let result = try run.templog(change.arguments, fault: (variable, call))
            let crashed = result.status == 86
            let files = run.files
            let isOld = files == run.old
            let isNew = masked(files, old: run.old) == new
            let isBetween = isBetween(files, old: run.old, new: new, change: change)
            if isBetween { between += 1 }
            let place = "\(change.name), \(variable)=\(call)"
            // Crashed between renames, the next command settles the files beside the store as
            // the store shows the change.
            let settling =
                isBetween && crashed && change.settles
                ? (files[0] != run.old[0] ? new : run.old) : nil
            #expect(isOld || isNew || isBetween, "\(place) left: \(files)")
            let problems = independentCheck(
                of: run.directory,
                files: [
                    "readings.jsonl.journal", "readings.jsonl.people", "readings.jsonl.cycles",
                    "readings.jsonl.doses",
                ],
                storeIsAsBefore: files[0] == run.old[0])
            #expect(problems.isEmpty, "\(place): \(problems)")
            if variable.contains("FAIL") {
                let errors = result.error.split(separator: "\n").filter { !$0.hasPrefix("note: ") }
                #expect([0, 74].contains(result.status), "\(place): \(result.error)")
                #expect(errors.count <= 1, "\(place): \(result.error)")
                #expect(
                    result.status == 0 || isOld || result.error.contains("was made"),
                    "\(place) failed but changed the files: \(result.error)")
            }
            try nextCommandsWork(
                after: run, undoing: isNew || isBetween, finishing: isBetween ? new : nil,
                settling: settling, place: place)
            if limit == nil, !crashed {
                // The command ran to its end without reaching the call: the walk is done.
                #expect(result.status == 0, "\(place): \(result.error)")
                #expect(isNew, "\(place) completed but left: \(files)")
                return (call - 1, between)
            }
            call += 1
        }
        return (call - 1, between)
    }

    /// After a fault: an `add` works, `undo` takes exactly it back, and when `undoing`, the
    /// change that was made is then undone exactly too, or, for an undo cut short between two
    /// renames, running it again leaves the files `finishing` it would have left; the store
    /// checks clean after `check --repair`. `settling`: the files (ids of new readings masked) a
    /// change of several files left between them shows once the `add` has settled them.
    static func nextCommandsWork(
        after run: Run, undoing: Bool, finishing new: [String?]? = nil,
        settling: [String?]? = nil, place: String
    ) throws {
        let before = run.files
        let add = try run.templog(["add", "36.8", "--at", "2026-11-29 06:00"])
        #expect(add.status == 0, "after \(place): \(add.error)")
        let undo = try run.templog(["undo"])
        #expect(undo.status == 0, "after \(place): \(undo.error)")
        if let settling {
            #expect(
                masked(run.files, old: run.old) == settling,
                "after \(place), the files were not settled: \(run.files)")
        } else {
            #expect(run.files == before, "after \(place), undo of the add left: \(run.files)")
        }
        if undoing, run.change.isUndoable, run.files != run.old {
            let again = try run.templog(["undo"])
            #expect(again.status == 0, "after \(place): \(again.output)\(again.error)")
            #expect(run.files == run.old, "after \(place), undo left: \(run.files)")
        } else if let new, !run.change.isUndoable, masked(run.files, old: run.old) != new {
            let again = try run.templog(run.change.arguments)
            #expect(again.status == 0, "after \(place): \(again.output)\(again.error)")
            #expect(
                masked(run.files, old: run.old) == new, "after \(place), again left: \(run.files)")
        }
        #expect(try run.templog(["check", "--repair"]).status == 0, "after \(place)")
        let check = try run.templog(["check"])
        #expect(check.status == 0, "after \(place): \(check.output)")
    }

    @Test(arguments: changes)
    func everyCountedCallFailedOrCrashedLeavesTheOldOrTheNewFiles(change: Change) throws {
        let finished = try Run(change)
        let completed = try finished.templog(change.arguments)
        #expect(completed.status == 0, "\(completed.error)")
        let new = Self.masked(finished.files, old: finished.old)
        #expect(new != Self.masked(finished.old, old: finished.old), "the command changed nothing")
        let crashes = try Self.walk(change, "TEMPLOG_TEST_CRASH_AT_CALL", new: new)
        let failures = try Self.walk(
            change, "TEMPLOG_TEST_FAIL_AT_CALL", new: new, calls: crashes.calls)
        #expect(crashes.calls >= 3, "\(change.name) makes only \(crashes.calls) counted calls")
        // A change of several files is cut short between its renames, crashed and failed.
        #expect((crashes.between > 0) == (change.renamedInTurn.count > 1))
        #expect((failures.between > 0) == (change.renamedInTurn.count > 1))
    }
}
