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
