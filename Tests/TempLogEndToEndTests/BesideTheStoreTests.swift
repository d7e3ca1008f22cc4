import Foundation
import TempLogCore
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files beside the store (journal, `.cycles`, lock, config file) under crashes, races,
/// umasks and odd file types (issue 19), proved against the built binary and checked by
/// reading the files directly, not through the code under test. Serialized: the race keeps
/// both cores busy.
@Suite(.serialized) struct BesideTheStoreTests {
    let directory = TemporaryDirectory()
    var storePath: String { directory.file("readings.jsonl") }
    var configPath: String { directory.file("home/.config/templog/config") }
    var environment: [String: String] {
        [
            "TZ": "Asia/Tokyo", "TEMPLOG_NOW": "2026-11-29T07:31:00+09:00",
            "TEMPLOG_FILE": storePath, "HOME": directory.file("home"),
            "TEMPLOG": builtTemplog().path,
        ]
    }

    func templog(_ arguments: String..., crashAt point: FaultPoint? = nil) throws -> RunResult {
        var environment = environment
        if let point { environment["TEMPLOG_TEST_CRASH_AT"] = point.rawValue }
        return try runBinary(arguments, environment: environment)
    }

    func shell(_ script: String) throws -> RunResult {
        try runProcess("/bin/sh", ["-c", script], environment: environment)
    }

    /// Runs the binary with each list of arguments, all at once, and waits for every one.
    func concurrently(_ commands: [[String]]) -> [RunResult] {
        let results = ResultBox(count: commands.count)
        let environment = environment
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in
            let result = try? runBinary(commands[index], environment: environment)
            results.set(index, result ?? RunResult(status: -1, output: "", error: "not started"))
        }
        return results.values
    }

    /// The ids on the store's lines, read directly.
    func storeIDs() -> [String] {
        (directory.read("readings.jsonl") ?? "").split(separator: "\n").compactMap { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
            return (object as? [String: Any])?["id"] as? String
        }
    }

    /// The journal's entries, read directly.
    func journal() -> [[String: Any]] {
        (directory.read("readings.jsonl.journal") ?? "").split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// The permission bits of a file.
    func mode(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_mode) & 0o777 : -1
    }

    /// Item 3: a crash between the journal write and the store's rename leaves an entry whose
    /// change never happened; the next undo passes over it, says so, and reverses the change
    /// before.
    @Test(arguments: [["delete", "placeholder"], ["cycle", "start", "--at", "2026-11-20"]])
    func aChangeThatNeverTookEffectIsPassedOver(command: [String]) throws {
        let added = try templog("add", "36.5", "--at", "07:00")
        #expect(added.status == 0)
        let id = try #require(storeIDs().first)
        let store = directory.read("readings.jsonl")
        let arguments = command.map { $0 == "placeholder" ? id : $0 }
        var environment = environment
        environment["TEMPLOG_TEST_CRASH_AT"] = FaultPoint.beforeRename.rawValue
        #expect(try runBinary(arguments, environment: environment).status == 86)
        #expect(directory.read("readings.jsonl") == store)
        #expect(journal().count == 2)
        #expect(journal().last?["done"] as? Int == 0)
        let leftover = try #require(
            FileManager.default.contentsOfDirectory(atPath: directory.path).first {
                $0.contains(".tmp-")
            })
        let undo = try templog("undo")
        #expect(undo.status == 0, "\(undo.error)")
        #expect(undo.output.hasPrefix("Removed 36.5 °C at 07:00 (Sun 29 Nov)"))
        let kind = arguments[0] == "delete" ? "delete" : "cycle-start"
        // The crash's temporary file goes with the next change, which says so.
        #expect(
            undo.error
                == "note: removed '\(leftover)', left by a change that was cut short\n"
                + "note: passed over the \(kind) of 07:31 (Sun 29 Nov): it never reached the store (interrupted)\n"
        )
        #expect(storeIDs().isEmpty)
        #expect(journal().isEmpty)
    }

    /// Item 5: `config set`s run at once are all kept, every time.
    @Test func parallelConfigSetsAreAllKept() throws {
        for round in 0..<5 {
            try? FileManager.default.removeItem(atPath: configPath)
            let results = concurrently([
                ["config", "set", "unit", "f"], ["config", "set", "who", "hana"],
                ["config", "set", "kind", "basal"], ["config", "set", "fever", "37.8"],
            ])
            #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.error))")
            let lines = Set(
                (directory.read("home/.config/templog/config") ?? "").split(separator: "\n"))
            #expect(
                lines == ["unit = f", "who = hana", "kind = basal", "fever = 37.8"],
                "round \(round)")
        }
    }

    /// `people set`s run at once, for different people, are all kept: each rewrites the
    /// profiles file under the store's lock.
    @Test func parallelProfileChangesAreAllKept() throws {
        for round in 0..<5 {
            try? FileManager.default.removeItem(atPath: storePath + ".people")
            let results = concurrently([
                ["people", "set", "hana", "--display-name", "山田 花子"],
                ["people", "set", "taro", "--class", "1年1組"],
                ["people", "set", "me", "--school", "桜小学校"],
            ])
            #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.error))")
            let lines = Set((directory.read("readings.jsonl.people") ?? "").split(separator: "\n"))
            #expect(
                lines == [
                    #"{"who":"hana","displayName":"山田 花子"}"#, #"{"who":"taro","class":"1年1組"}"#,
                    #"{"school":"桜小学校"}"#,
                ], "round \(round)")
            #expect(mode(storePath + ".people") == 0o600)
        }
    }

    /// Item 6: every file templog creates is 0600, its directories 0700, under `umask 000`.
    @Test func everyFileIsPrivateWhateverTheUmask() throws {
        let script = """
            umask 000
            "$TEMPLOG" config set unit c && "$TEMPLOG" add 36.5 && "$TEMPLOG" cycle start
            """
        let result = try shell(script)
        #expect(result.status == 0, "\(result.error)")
        for file in [
            configPath, configPath + ".lock", storePath, storePath + ".journal",
            storePath + ".lock", storePath + ".cycles",
        ] {
            #expect(mode(file) == 0o600, "\(file)")
        }
        #expect(mode(directory.file("home/.config/templog")) == 0o700)
    }

    /// Item 7: what a crash leaves beside the store or the config file is reported by `check`
    /// and removed by `check --repair`; a bad `.cycles` line is named with its file and line.
    @Test func leftoversAndBadCycleLinesAreReportedAndRepaired() throws {
        #expect(try templog("add", "36.5", "--at", "07:00").status == 0)
        #expect(try templog("config", "set", "unit", "f", crashAt: .beforeRename).status == 86)
        #expect(try templog("cycle", "start", crashAt: .beforeRename).status == 86)
        let configLeftovers = try FileManager.default.contentsOfDirectory(
            atPath: directory.file("home/.config/templog")
        ).filter { $0.hasPrefix(".config.tmp-") }
        let storeLeftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix(".readings.jsonl.cycles.tmp-") }
        #expect(configLeftovers.count == 1)
        #expect(storeLeftovers.count == 1)
        directory.write(
            "readings.jsonl.cycles", #"{"cycleStart":"2026-11-01"}"# + "\ngarbage\n")
        let check = try templog("check")
        #expect(check.status == 65)
        #expect(
            check.output.contains(
                "  leftover temporary file \(storeLeftovers[0]) (from an interrupted rewrite)\n"))
        #expect(
            check.output.contains(
                "  leftover of an interrupted config file write: \(directory.file("home/.config/templog"))/\(configLeftovers[0])"
            ))
        #expect(check.output.contains("  \(storePath).cycles:2: not a cycle start: garbage\n"))
        let repair = try templog("check", "--repair")
        #expect(repair.status == 0, "\(repair.output)")
        #expect(directory.read("readings.jsonl.cycles") == #"{"cycleStart":"2026-11-01"}"# + "\n")
        let remaining =
            try FileManager.default.contentsOfDirectory(atPath: directory.path)
            + FileManager.default.contentsOfDirectory(
                atPath: directory.file("home/.config/templog"))
        #expect(!remaining.contains { $0.contains(".tmp-") }, "\(remaining)")
    }

    /// Item 8: a FIFO as the store, journal or config file is refused at once, one line.
    @Test func aFIFOIsRefusedAtOnce() throws {
        let fifo = directory.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let store = try shell(
            #"timeout 10 "$TEMPLOG" add 36.5 --file "$0""#.replacingOccurrences(
                of: "$0", with: fifo))
        #expect(store.status == 74)
        #expect(
            store.error
                == "Error: cannot read '\(fifo)': not a regular file (a FIFO, socket or device)\n")
        #expect(mkfifo(storePath + ".journal", 0o600) == 0)
        let journal = try shell(#"timeout 10 "$TEMPLOG" add 36.5"#)
        #expect(journal.status == 73)
        #expect(
            journal.error
                == "Error: '\(storePath).journal' is a named pipe (FIFO), not a file of templog's own; nothing was changed (move it away and try again)\n"
        )
        #expect(directory.read("readings.jsonl") == nil)
        try FileManager.default.createDirectory(
            atPath: directory.file("home/.config/templog"), withIntermediateDirectories: true)
        #expect(mkfifo(configPath, 0o600) == 0)
        let config = try shell(#"timeout 10 "$TEMPLOG" config set unit f"#)
        #expect(config.status == 78)
        #expect(
            config.error
                == "Error: cannot read the config file '\(configPath)': not a regular file (a FIFO, socket or device)\n"
        )
    }

    /// Every command that writes, at once on one store: each reading whose `add` or `import`
    /// said so is there exactly once unless a reported `delete` or `undo` removed it, and the
    /// journal's story (the last entry naming each id) matches the store, read directly.
    @Test func everyWriterAtOnceLosesAndDuplicatesNothing() throws {
        let seeded = (0..<6).map { "5eed\($0)0000000" }
        directory.write(
            "readings.jsonl",
            seeded.enumerated().map { index, id in
                #"{"id":"\#(id)","takenAt":"2026-11-20T07:0\#(index):00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-20T07:00:00+09:00"}"#
                    + "\n"
            }.joined())
        var imports: [String: [String]] = [:]
        for index in 0..<4 {
            let ids = (0..<2).map { "1b\(index)\($0)00000000" }
            directory.write(
                "import\(index).jsonl",
                ids.enumerated().map { offset, id in
                    #"{"id":"\#(id)","takenAt":"2026-11-2\#(index + 1)T08:0\#(offset):00+09:00","celsius":36.7,"unit":"C","recordedAt":"2026-11-21T08:00:00+09:00"}"#
                        + "\n"
                }.joined())
            imports[directory.file("import\(index).jsonl")] = ids
        }
        var commands: [[String]] = []
        for index in 0..<24 { commands.append(["add", "36.\(index % 10)", "--note", "n\(index)"]) }
        commands += seeded.prefix(4).map { ["delete", $0] }
        commands += Array(repeating: ["undo"], count: 8)
        commands += imports.keys.sorted().map { ["import", $0] }
        commands += [["unit", "f"], ["who", "hana"], ["kind", "body"], ["lang", "en"]].map {
            ["config", "set"] + $0
        }
        commands += (1...4).map { ["cycle", "start", "--at", "2026-11-0\($0)"] }
        commands += Array(repeating: ["check", "--repair"], count: 3)
        let results = concurrently(commands)
        for (command, result) in zip(commands, results) where command != ["undo"] {
            #expect(result.status == 0, "\(command): \(result.error)")
        }
        func shortIDs(_ verb: String, _ kinds: Set<String>) -> Set<String> {
            var ids: Set<String> = []
            for (command, result) in zip(commands, results) where kinds.contains(command[0]) {
                for line in result.output.split(separator: "\n")
                where line.hasPrefix(verb) && line.contains(" · id ") {
                    ids.insert(String(line.suffix(Reading.shortIDLength)))
                }
            }
            return ids
        }
        var undoneImports: Set<String> = []
        for result in results where result.output.hasPrefix("Removed the ") {
            for (file, ids) in imports where result.output.contains(file) {
                undoneImports.formUnion(ids.map { String($0.prefix(Reading.shortIDLength)) })
            }
        }
        let imported = Set(imports.values.flatMap { $0 }.map { String($0.prefix(6)) })
        var expected = Set(seeded.map { String($0.prefix(6)) })
            .union(shortIDs("Recorded", ["add"])).union(imported)
            .subtracting(shortIDs("Removed", ["delete", "undo"])).subtracting(undoneImports)
        expected.formUnion(shortIDs("Brought back", ["undo"]))
        let stored = storeIDs()
        #expect(stored.count == Set(stored).count, "an id is stored twice")
        let storedShort = Set(stored.map { String($0.prefix(6)) })
        #expect(
            storedShort == expected,
            "extra \(storedShort.subtracting(expected)), missing \(expected.subtracting(storedShort))"
        )
        #expect(shortIDs("Recorded", ["add"]).count == 24)
        // The journal's story: the last entry naming an id says whether it is stored.
        var lastSaid: [String: Bool] = [:]
        for entry in journal() where entry["done"] as? Int == 1 {
            for added in entry["added"] as? [[String: String]] ?? [] {
                if let id = added["id"] { lastSaid[id] = true }
            }
            for removed in entry["removed"] as? [[String: Any]] ?? [] {
                let line = (removed["line"] as? String).flatMap {
                    try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
                }
                if let id = line?["id"] as? String { lastSaid[id] = false }
            }
        }
        #expect(!lastSaid.isEmpty)
        for (id, present) in lastSaid {
            #expect(stored.contains(id) == present, "the journal says \(id) is \(present)")
        }
    }
}
