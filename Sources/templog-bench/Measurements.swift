import Foundation
import TempLogCore

/// A store the commands are timed on, with the environment that points templog at it.
struct StoreUnderTest {
    let size: StoreSize
    let path: String
    /// `TEMPLOG_NOW` for it: an hour after its last reading.
    let now: Timestamp
    let environment: [String: String]

    var bytes: Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0
    }
}

/// Times templog (and the compared templog, if any) next to the floors, adding rows to a
/// table.
struct Measurements {
    let templog: String
    let compared: String?
    let runs: Int

    private let tools = (
        true: which("true") ?? "/bin/true", tail: which("tail") ?? "/usr/bin/tail",
        cat: which("cat") ?? "/bin/cat"
    )

    init(templog: String, compared: String?, runs: Int) {
        self.templog = templog
        self.compared = compared
        self.runs = runs
    }

    /// The templog commands to time: this templog's, then the compared one's.
    private func versions(_ arguments: [String], _ environment: [String: String])
        -> [ProcessRun]
    {
        ([templog] + (compared.map { [$0] } ?? [])).map {
            ProcessRun(executable: $0, arguments: arguments, environment: environment)
        }
    }

    /// Times `commands` (each with its compared version) and `floors` in the same rounds;
    /// returns each command's measurements and each floor's.
    private func interleaved(
        _ commands: [[String]], _ environment: [String: String],
        floors: [ProcessRun]
    ) throws -> (commands: [(Measurement, Measurement?)], floors: [Measurement]) {
        let width = compared == nil ? 1 : 2
        let measured = try ProcessRun.interleaved(
            commands.flatMap { versions($0, environment) } + floors, runs: runs)
        let timed = commands.indices.map { index in
            (measured[index * width], width == 2 ? measured[index * width + 1] : nil)
        }
        return (timed, Array(measured[(commands.count * width)...]))
    }

    /// `--version` against `/bin/true`: what a command costs before it does anything.
    func startup(into table: inout Table, environment: [String: String]) throws {
        let measured = try interleaved(
            [["--version"]], environment,
            floors: [ProcessRun(executable: tools.true, arguments: [])])
        table.add(
            "--version", store: nil, measured.commands[0], baseline: "/bin/true",
            measured.floors[0])
    }

    /// The commands people wait for, and export, on `store`.
    func commands(on store: StoreUnderTest, into table: inout Table, workspace: String) throws {
        let line = String(
            decoding: ReadingLine.encode(SyntheticReading.sample(at: store.now)).dropLast(),
            as: UTF8.self)
        // The floor for a durable append: the line written and the file synced (coreutils'
        // `sync FILE` is one fsync), as `add` must be durable before it answers.
        let append = ProcessRun(
            executable: "/bin/sh",
            arguments: [
                "-c", #"printf "%s\n" "$0" >> "$1" && sync "$1""#, line,
                "\(workspace)/printf.jsonl",
            ])
        let tail = ProcessRun(executable: tools.tail, arguments: ["-n", "10", store.path])
        let latencies: [(name: String, arguments: [String])] = [
            ("add", ["add", "36.6", "--note", "bench"]),
            ("recent", ["recent"]),
            ("today", ["today"]),
            ("report --days 7", ["report", "--days", "7"]),
            ("sheet (14 days)", ["sheet"]),
        ]
        let timed = try interleaved(
            latencies.map(\.arguments), store.environment, floors: [append, tail])
        for (index, command) in latencies.enumerated() {
            let isAdd = index == 0
            table.add(
                command.name, store: store, timed.commands[index],
                baseline: isAdd ? Table.appendFloor : Table.tailFloor,
                timed.floors[isAdd ? 0 : 1])
        }

        let since = store.now.localDate.adding(days: -29).isoText
        let exports = try interleaved(
            [["export", "--csv"], ["export", "--csv", "--since", since]], store.environment,
            floors: [ProcessRun(executable: tools.cat, arguments: [store.path])])
        let export = exports.commands[0]
        table.add("export --csv", store: store, export, baseline: "cat", exports.floors[0])
        table.add(
            Table.exportSince, store: store, exports.commands[1], baseline: "export --csv",
            export.0)
        if store.size == .family {
            // Commands over the whole history, for their memory: it stays flat however many
            // readings they sum up or write. This build only (older ones may lack a command),
            // in rounds of their own: the ratio to the export of other rounds is a rough one.
            let history = try ProcessRun.interleaved(
                [["stats"], ["export", "--fhir"]].map {
                    ProcessRun(executable: templog, arguments: $0, environment: store.environment)
                }, runs: max(1, min(runs, 3)))
            table.add(
                Table.statsAll, store: store, (history[0], nil), baseline: "export --csv",
                export.0)
            table.add(
                Table.fhirAll, store: store, (history[1], nil), baseline: "export --csv",
                export.0)
        }
        guard store.size == .million else { return }
        if let jq = which("jq") {
            let filter = #"[.takenAt, .celsius, .unit, .site, .who, .note, .id] | @csv"#
            let jqRun = try ProcessRun(executable: jq, arguments: ["-r", filter, store.path])
                .median(runs: min(runs, 3))
            table.add("export --csv", store: store, export, baseline: Table.jqFloor, jqRun)
        }
        if let duckDB = try DuckDB.medianMilliseconds(
            converting: store.path, timing: "\(workspace)/duckdb.ms", runs: min(runs, 3))
        {
            table.add(
                "export --csv", store: store, export, baseline: Table.duckDBFloor,
                Measurement(milliseconds: duckDB, peakMiB: 0))
        }
    }

    /// `sheet`'s cost in the readings of one day: `count` readings (each with a note of its
    /// own) all in one day, against the same spread over the sheet's 31 days (as many read
    /// and listed) and over 160 days (61 days' read, 31 days' listed).
    func sheetOfOneDay(
        readings count: Int, into table: inout Table, workspace: String,
        environment: [String: String]
    ) throws {
        let lastDay = LocalDate(year: 2026, month: 11, day: 28)!
        var commands: [[String: String]] = []
        for days in [1, 31, 160] {
            let path = "\(workspace)/sheet-\(days).jsonl"
            try SyntheticSheetStore.write(count: count, days: days, last: lastDay, to: path)
            commands.append(environment.merging(["TEMPLOG_FILE": path]) { $1 })
        }
        let arguments = [
            "sheet", "--since", lastDay.adding(days: -30).isoText, "--until", lastDay.isoText,
        ]
        let runs = ProcessRun(executable: templog, arguments: arguments, environment: commands[0])
        let yardsticks = commands.dropFirst().map {
            ProcessRun(executable: templog, arguments: arguments, environment: $0)
        }
        let measured = try ProcessRun.interleaved(
            [runs] + yardsticks, runs: max(1, min(self.runs, 3)))
        for (index, yardstick) in ["sheet, over its 31 days", "sheet, over 160 days"].enumerated() {
            table.add(
                "\(Table.sheetOfOneDay) (\(grouped(count)) readings)", store: nil,
                (measured[0], nil), baseline: yardstick, measured[index + 1])
        }
    }

    /// An import refused at once: one tag of 300,000 attributes (3.3 MB), against reading the
    /// file.
    func refusedImport(into table: inout Table, workspace: String, environment: [String: String])
        throws
    {
        let flood = "\(workspace)/flood.xml"
        try SyntheticAttributeFlood.write(attributes: 300_000, to: flood)
        let measured = try ProcessRun.interleaved(
            [
                ProcessRun(
                    executable: templog, arguments: ["import", "--format", "apple-health", flood],
                    environment: environment.merging(
                        ["TEMPLOG_FILE": "\(workspace)/flood.jsonl"]) { $1 },
                    exitStatus: 65),
                ProcessRun(executable: tools.cat, arguments: [flood]),
            ], runs: max(1, min(runs, 3)))
        table.add(
            Table.refusedImport, store: nil, (measured[0], nil), baseline: "cat", measured[1])
    }

    /// An Apple Health export of about `megabytes` MB imported into an empty store.
    func healthImport(
        megabytes: Int, into table: inout Table, workspace: String,
        environment: [String: String]
    ) throws {
        let health = "\(workspace)/export.xml"
        let size = try SyntheticHealthExport.write(megabytes: megabytes, to: health)
        table.healthBytes = size.bytes
        let imports = ([templog] + (compared.map { [$0] } ?? [])).enumerated().map {
            index, binary in
            ProcessRun(
                executable: binary, arguments: ["import", "--format", "apple-health", health],
                environment: environment.merging(
                    ["TEMPLOG_FILE": "\(workspace)/imported-\(index).jsonl"]) { $1 })
        }
        let measured = try ProcessRun.interleaved(
            imports + [ProcessRun(executable: tools.cat, arguments: [health])],
            runs: max(1, min(runs, 3)))
        table.add(
            "\(Table.healthImport) (\(size.temperatures) temperatures)", store: nil,
            (measured[0], compared == nil ? nil : measured[1]), baseline: "cat",
            measured.last!)
    }
}

/// `1234567` as `1,234,567`.
func grouped(_ value: Int) -> String {
    let text = String(value)
    var result = ""
    for (index, character) in text.enumerated() {
        if index > 0, (text.count - index) % 3 == 0 { result += "," }
        result.append(character)
    }
    return result
}

/// Looks a program up on PATH.
func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}

/// The one-minute load average, as the machine reports it.
func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 1)
    return getloadavg(&loads, 1) == 1 ? String(format: "%.2f", loads[0]) : "unknown"
}

/// Whether the binary is fully static (it starts fastest), for the table's header.
func linkingNote(_ path: String) -> String {
    isDynamicallyLinked(path)
        ? "dynamically linked: build with -Xswiftc -static-executable for the real figures"
        : "fully static"
}

/// Whether the binary loads shared libraries: it has an ELF program header of type
/// PT_INTERP. Reads only the headers.
func isDynamicallyLinked(_ path: String) -> Bool {
    guard let file = FileHandle(forReadingAtPath: path), let header = try? file.read(upToCount: 64),
        header.count == 64, header.starts(with: [0x7F, 0x45, 0x4C, 0x46])
    else { return false }
    func integer(_ offset: Int, _ size: Int, in data: Data) -> Int {
        (0..<size).reduce(0) { $0 | Int(data[data.startIndex + offset + $1]) << (8 * $1) }
    }
    let tableOffset = integer(0x20, 8, in: header)
    let entrySize = integer(0x36, 2, in: header)
    let count = integer(0x38, 2, in: header)
    guard (try? file.seek(toOffset: UInt64(tableOffset))) != nil,
        let table = try? file.read(upToCount: entrySize * count), table.count == entrySize * count
    else { return false }
    return (0..<count).contains { integer($0 * entrySize, 4, in: table) == 3 }
}
