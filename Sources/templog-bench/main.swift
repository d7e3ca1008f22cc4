// templog-bench: times whole templog processes against the machine's own floors, side by side
// in one run, and checks the performance targets as ratios (so they hold on a noisy machine).
//
//   swift run -c release -Xswiftc -static-executable templog-bench [--readings N,N,...] [--runs R]
import Foundation
import TempLogCore

let usage = """
    USAGE: templog-bench [--readings <n>,<n>,...] [--runs <r>] [--health-mb <mb>] [--templog <path>]
           templog-bench --readings <n> --write-store <path>

    Generates synthetic stores (default 10, 10000 and 1000000 readings), times the release
    templog built beside this binary (median of R runs after a warm-up, default 7) next to
    baselines (cat, tail, a synced printf append, jq, and DuckDB's JSON-to-CSV conversion with
    2 threads when its Python module is installed), and prints one table. It also imports a
    generated Apple Health export of --health-mb MB (default 300 with a million-reading store,
    else 1). With a store of a million readings it checks the performance targets, and exits 1
    if one is missed. With --write-store, it only writes the store of the largest size to the
    path (for profiling) and exits.
    """

var sizes = [10, 10_000, 1_000_000]
var runs = 7
var healthMegabytes: Int?
var storeOnly: String?
var templog = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("templog").path
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--readings":
        sizes =
            arguments.popFirst()?.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
            ?? []
    case "--runs":
        runs = arguments.popFirst().flatMap { Int($0) } ?? 0
    case "--health-mb":
        healthMegabytes =
            arguments.popFirst().flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 0
    case "--write-store":
        storeOnly = arguments.popFirst() ?? ""
    case "--templog":
        templog = arguments.popFirst() ?? ""
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("Error: Unknown option '\(argument)'\n\(usage)\n".utf8))
        exit(64)
    }
}
guard !sizes.isEmpty, runs > 0 else {
    FileHandle.standardError.write(
        Data("Error: --readings and --runs need positive numbers\n".utf8))
    exit(64)
}
if let storeOnly {
    do {
        _ = try SyntheticStore.write(count: sizes.max()!, to: storeOnly)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
        exit(74)
    }
}
guard FileManager.default.isExecutableFile(atPath: templog) else {
    FileHandle.standardError.write(
        Data("Error: no templog binary at '\(templog)' (build it: swift build -c release)\n".utf8))
    exit(66)
}

/// Looks a program up on PATH.
func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}

/// Whether the binary loads shared libraries (a fully static one starts fastest): it has an
/// ELF program header of type PT_INTERP. Reads only the headers.
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

struct Row {
    let command: String
    let readings: Int?
    let milliseconds: Double
    let peakMiB: Double?
    let baseline: String
    let baselineMilliseconds: Double?

    var ratio: Double? { baselineMilliseconds.map { milliseconds / $0 } }
}

func formatted(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

func grouped(_ value: Int) -> String {
    let text = String(value)
    var result = ""
    for (index, character) in text.enumerated() {
        if index > 0, (text.count - index) % 3 == 0 { result += "," }
        result.append(character)
    }
    return result
}

let workspace = NSTemporaryDirectory() + "templog-bench-" + UUID().uuidString
try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)

/// Ends the run with `code`, removing the workspace first (a top-level `defer` does not run
/// when `exit` is called).
func finish(_ code: Int32) -> Never {
    try? FileManager.default.removeItem(atPath: workspace)
    exit(code)
}

let cores = ProcessInfo.processInfo.activeProcessorCount
print(
    "templog-bench: \(templog) (\(isDynamicallyLinked(templog) ? "dynamically linked: build with -Xswiftc -static-executable for the real figures" : "fully static"))"
)
print(
    "machine: \(cores) cores, \(ProcessInfo.processInfo.operatingSystemVersionString); median of \(runs) runs after a warm-up"
)

var rows: [Row] = []
var storeBytes: [Int: Int] = [:]
var healthBytes = 0
let base = ["TZ": "Asia/Tokyo", "HOME": workspace, "PATH": "/usr/bin:/bin"]

do {
    let tools = (
        true: which("true") ?? "/bin/true", tail: which("tail") ?? "/usr/bin/tail",
        cat: which("cat") ?? "/bin/cat"
    )
    let startup = try ProcessRun.interleaved(
        [
            ProcessRun(executable: templog, arguments: ["--version"], environment: base),
            ProcessRun(executable: tools.true, arguments: []),
        ],
        runs: runs
    )
    print(
        "peak MiB counts what a child inherits from this process at fork: /bin/true shows \(formatted(startup[1].peakMiB)) MiB"
    )
    rows.append(
        Row(
            command: "--version", readings: nil, milliseconds: startup[0].milliseconds,
            peakMiB: startup[0].peakMiB,
            baseline: "/bin/true", baselineMilliseconds: startup[1].milliseconds))

    var environments: [Int: [String: String]] = [:]
    var nows: [Int: Timestamp] = [:]
    for size in sizes {
        let store = "\(workspace)/store-\(size).jsonl"
        let last = try SyntheticStore.write(count: size, to: store)
        storeBytes[size] =
            (try FileManager.default.attributesOfItem(atPath: store)[.size] as? Int) ?? 0
        let now = Timestamp(secondsSinceEpoch: last + 3600)
        nows[size] = now
        environments[size] = base.merging(["TEMPLOG_FILE": store, "TEMPLOG_NOW": now.rfc3339]) {
            $1
        }
    }
    func templogRun(_ size: Int, _ arguments: [String]) -> ProcessRun {
        ProcessRun(executable: templog, arguments: arguments, environment: environments[size]!)
    }
    func store(_ size: Int) -> String { environments[size]!["TEMPLOG_FILE"]! }

    // add and recent: every store size and the floor, interleaved round by round.
    let line = String(
        decoding: ReadingLine.encode(SyntheticReading.sample(at: nows[sizes[0]]!)).dropLast(),
        as: UTF8.self)
    // The floor for a durable append: the line written and the file synced (coreutils' `sync
    // FILE` is one fsync), as `add` must be durable before it answers.
    let printf = ProcessRun(
        executable: "/bin/sh",
        arguments: [
            "-c", #"printf "%s\n" "$0" >> "$1" && sync "$1""#, line, "\(workspace)/printf.jsonl",
        ])
    let adds = try ProcessRun.interleaved(
        sizes.map { templogRun($0, ["add", "36.6", "--note", "bench"]) } + [printf], runs: runs)
    for (index, size) in sizes.enumerated() {
        rows.append(
            Row(
                command: "add", readings: size, milliseconds: adds[index].milliseconds,
                peakMiB: adds[index].peakMiB,
                baseline: "printf >> file && sync", baselineMilliseconds: adds.last!.milliseconds))
    }
    let recents = try ProcessRun.interleaved(
        sizes.map { templogRun($0, ["recent"]) }
            + sizes.map { ProcessRun(executable: tools.tail, arguments: ["-n", "10", store($0)]) },
        runs: runs
    )
    for (index, size) in sizes.enumerated() {
        rows.append(
            Row(
                command: "recent", readings: size, milliseconds: recents[index].milliseconds,
                peakMiB: recents[index].peakMiB,
                baseline: "tail -n 10",
                baselineMilliseconds: recents[sizes.count + index].milliseconds))
    }

    // export: the full export, the last 30 days, and reading the file at all; and a month's
    // health-check sheet (it reads 61 days: the month and the 30 before it), interleaved.
    for size in sizes {
        let since = nows[size]!.localDate.adding(days: -29).isoText
        let exports = try ProcessRun.interleaved(
            [
                templogRun(size, ["export", "--csv"]),
                templogRun(size, ["export", "--csv", "--since", since]),
                ProcessRun(executable: tools.cat, arguments: [store(size)]),
                templogRun(size, ["sheet", "--days", "31", "--who", "hana"]),
            ],
            runs: runs
        )
        let (export, recentDays, cat, sheet) = (exports[0], exports[1], exports[2], exports[3])
        if let jq = which("jq") {
            let filter = #"[.takenAt, .celsius, .unit, .site, .who, .note, .id] | @csv"#
            let jqRun = try ProcessRun(executable: jq, arguments: ["-r", filter, store(size)])
                .median(runs: min(runs, 3))
            rows.append(
                Row(
                    command: "export --csv", readings: size, milliseconds: export.milliseconds,
                    peakMiB: export.peakMiB,
                    baseline: "jq -r @csv", baselineMilliseconds: jqRun.milliseconds))
        }
        rows.append(
            Row(
                command: "export --csv", readings: size, milliseconds: export.milliseconds,
                peakMiB: export.peakMiB,
                baseline: "cat > /dev/null", baselineMilliseconds: cat.milliseconds))
        if let duckDB = try DuckDB.medianMilliseconds(
            converting: store(size), timing: "\(workspace)/duckdb.ms", runs: min(runs, 3))
        {
            rows.append(
                Row(
                    command: "export --csv", readings: size, milliseconds: export.milliseconds,
                    peakMiB: export.peakMiB, baseline: "DuckDB COPY … (FORMAT csv)",
                    baselineMilliseconds: duckDB))
        }
        rows.append(
            Row(
                command: "export --csv --since (30 days)", readings: size,
                milliseconds: recentDays.milliseconds,
                peakMiB: recentDays.peakMiB, baseline: "export --csv",
                baselineMilliseconds: export.milliseconds))
        rows.append(
            Row(
                command: "sheet --days 31 (one person)", readings: size,
                milliseconds: sheet.milliseconds, peakMiB: sheet.peakMiB, baseline: "export --csv",
                baselineMilliseconds: export.milliseconds))
    }

    // sheet: the same readings (each with a note of its own) all in one day, spread over the
    // sheet's 31 days, and over 160 days; the sheet of the 31 days up to the last. The sheet
    // lists every reading of its days, so one day's cost is set against the 31 days' (as many
    // readings read and listed); over 160 days it reads 61 days' and lists 31 days'.
    let sheetReadings = sizes.max()! >= 1_000_000 ? 160_000 : 1_600
    let lastDay = LocalDate(year: 2026, month: 11, day: 28)!
    let sheetRuns = try [1, 31, 160].map { days in
        let path = "\(workspace)/sheet-\(days).jsonl"
        try SyntheticSheetStore.write(count: sheetReadings, days: days, last: lastDay, to: path)
        return ProcessRun(
            executable: templog,
            arguments: [
                "sheet", "--since", lastDay.adding(days: -30).isoText, "--until", lastDay.isoText,
            ],
            environment: base.merging(["TEMPLOG_FILE": path]) { $1 })
    }
    let sheets = try ProcessRun.interleaved(sheetRuns, runs: max(1, min(runs, 3)))
    for (index, yardstick) in ["sheet, over its 31 days", "sheet, over 160 days"].enumerated() {
        rows.append(
            Row(
                command: "sheet, all in one day", readings: sheetReadings,
                milliseconds: sheets[0].milliseconds, peakMiB: sheets[0].peakMiB,
                baseline: yardstick, baselineMilliseconds: sheets[index + 1].milliseconds))
    }

    // import refused: one tag of 300,000 attributes (3.3 MB), against reading the file.
    let flood = "\(workspace)/flood.xml"
    try SyntheticAttributeFlood.write(attributes: 300_000, to: flood)
    let refused = try ProcessRun.interleaved(
        [
            ProcessRun(
                executable: templog, arguments: ["import", "--format", "apple-health", flood],
                environment: base.merging(["TEMPLOG_FILE": "\(workspace)/flood.jsonl"]) { $1 },
                exitStatus: 65),
            ProcessRun(executable: tools.cat, arguments: [flood]),
        ], runs: max(1, min(runs, 3)))
    rows.append(
        Row(
            command: "import refused (300,000 attributes)", readings: nil,
            milliseconds: refused[0].milliseconds, peakMiB: refused[0].peakMiB,
            baseline: "cat > /dev/null", baselineMilliseconds: refused[1].milliseconds))

    // import: a generated Apple Health export into an empty store, after a warm-up.
    let health = "\(workspace)/export.xml"
    let healthSize = try SyntheticHealthExport.write(
        megabytes: healthMegabytes ?? (sizes.max()! >= 1_000_000 ? 300 : 1), to: health
    )
    healthBytes = healthSize.bytes
    let importStore = "\(workspace)/imported.jsonl"
    let importRun = ProcessRun(
        executable: templog, arguments: ["import", "--format", "apple-health", health],
        environment: base.merging(["TEMPLOG_FILE": importStore]) { $1 }
    )
    let imported = try importRun.median(runs: max(1, min(runs, 3)))
    let catHealth = try ProcessRun(executable: tools.cat, arguments: [health]).median(
        runs: max(1, min(runs, 3)))
    rows.append(
        Row(
            command: "import apple-health (\(healthSize.temperatures) temperatures)", readings: nil,
            milliseconds: imported.milliseconds, peakMiB: imported.peakMiB,
            baseline: "cat > /dev/null",
            baselineMilliseconds: catHealth.milliseconds))
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    finish(74)
}

// MARK: - The table

let header = ["command", "readings", "median ms", "baseline", "baseline ms", "ratio", "peak MiB"]
let table =
    [header]
    + rows.map { row in
        [
            row.command, row.readings.map(grouped) ?? "-", formatted(row.milliseconds, 2),
            row.baseline,
            row.baselineMilliseconds.map { formatted($0, 2) } ?? "-",
            row.ratio.map { formatted($0, 2) + "×" } ?? "-",
            row.peakMiB.map { formatted($0) } ?? "-",
        ]
    }
let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
print("")
for (index, cells) in table.enumerated() {
    let line = cells.enumerated().map { column, cell in
        column == 0 || column == 3
            ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            : String(repeating: " ", count: widths[column] - cell.count) + cell
    }.joined(separator: "  ")
    print(line)
    if index == 0 { print(String(repeating: "-", count: line.count)) }
}
print("")
if !DuckDB.isAvailable {
    print("DuckDB: not measured (no Python module duckdb: pip install duckdb)")
}
print("Apple Health export: \(formatted(Double(healthBytes) / 1_000_000)) MB")
print(
    "stores: "
        + sizes.map {
            "\(grouped($0)) readings = \(formatted(Double(storeBytes[$0] ?? 0) / 1_048_576, 2)) MiB"
        }.joined(separator: ", "))

// MARK: - The targets

@MainActor func row(_ command: String, _ readings: Int?, _ baseline: String? = nil) -> Row? {
    rows.first {
        $0.command == command && $0.readings == readings
            && (baseline == nil || $0.baseline == baseline)
    }
}

var targets: [(String, Double?, String, Bool?)] = []
@MainActor func target(_ name: String, _ value: Double?, atMost limit: Double, unit: String = "×") {
    targets.append((name, value, "≤ \(formatted(limit, 1))\(unit)", value.map { $0 <= limit }))
}
@MainActor func target(_ name: String, _ value: Double?, atLeast limit: Double, unit: String) {
    targets.append((name, value, "≥ \(formatted(limit, 0))\(unit)", value.map { $0 >= limit }))
}

let smallest = sizes.min()!
let largest = sizes.max()!
guard largest >= 1_000_000 else {
    print(
        "\ntargets: not checked; they are set for a store of 1,000,000 readings (run without --readings)"
    )
    finish(0)
}
if smallest != largest {
    target(
        "add, \(grouped(largest)) vs \(grouped(smallest)) readings",
        row("add", largest).flatMap { big in
            row("add", smallest).map { big.milliseconds / $0.milliseconds }
        }, atMost: 1.1)
    target(
        "recent, \(grouped(largest)) vs \(grouped(smallest)) readings",
        row("recent", largest).flatMap { big in
            row("recent", smallest).map { big.milliseconds / $0.milliseconds }
        }, atMost: 1.2)
}
target(
    "add vs printf >> file && sync (\(grouped(largest)))", row("add", largest)?.ratio, atMost: 2)
target("recent vs tail -n 10 (\(grouped(largest)))", row("recent", largest)?.ratio, atMost: 2)
target(
    "export --csv: times faster than jq (\(grouped(largest)))",
    row("export --csv", largest, "jq -r @csv")?.ratio.map { 1 / $0 }, atLeast: 15, unit: "×")
target(
    "export --csv: times faster than DuckDB, 2 threads (\(grouped(largest)))",
    row("export --csv", largest, "DuckDB COPY … (FORMAT csv)")?.ratio.map { 1 / $0 }, atLeast: 2,
    unit: "×")
target(
    "export --csv throughput (\(grouped(largest)))",
    row("export --csv", largest, "cat > /dev/null").map {
        Double(storeBytes[largest] ?? 0) / 1_000_000 / ($0.milliseconds / 1000)
    },
    atLeast: 300, unit: " MB/s")
target(
    "export --since 30 days vs full export (\(grouped(largest)))",
    row("export --csv --since (30 days)", largest)?.ratio, atMost: 0.5)
target(
    "sheet --days 31 vs full export (\(grouped(largest)))",
    row("sheet --days 31 (one person)", largest)?.ratio, atMost: 0.2)
target(
    "peak memory, any command (\(grouped(largest)))",
    rows.filter { $0.readings == largest }.compactMap(\.peakMiB).max(), atMost: 24, unit: " MiB")
target("--version vs /bin/true", row("--version", nil)?.ratio, atMost: 5)
target(
    "sheet: 160,000 readings in one day vs over its 31 days",
    row("sheet, all in one day", 160_000, "sheet, over its 31 days")?.ratio, atMost: 2)
target(
    "import refused: 300,000 attributes in one tag",
    row("import refused (300,000 attributes)", nil)?.milliseconds, atMost: 1000, unit: " ms")
let importRow = rows.first { $0.command.hasPrefix("import apple-health") }
target(
    "import apple-health throughput (\(formatted(Double(healthBytes) / 1_000_000, 0)) MB)",
    importRow.map { Double(healthBytes) / 1_000_000 / ($0.milliseconds / 1000) }, atLeast: 100,
    unit: " MB/s")
target("import apple-health peak memory", importRow?.peakMiB, atMost: 64, unit: " MiB")

print("\ntargets")
let nameWidth = targets.map(\.0.count).max() ?? 0
for (name, value, limit, passed) in targets {
    let shown = value.map { formatted($0, $0 >= 100 ? 0 : 2) } ?? "-"
    let verdict = passed.map { $0 ? "pass" : "FAIL" } ?? "not measured"
    print(
        "  " + name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
            + shown.padding(toLength: 8, withPad: " ", startingAt: 0) + "  "
            + limit.padding(toLength: 10, withPad: " ", startingAt: 0) + "  " + verdict)
}

finish(targets.contains { $0.3 == false } ? 1 : 0)
