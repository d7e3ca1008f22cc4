// templog-bench: times whole templog processes against the machine's own floors, side by side
// in one run, and checks the performance targets as ratios (so they hold on a noisy machine).
//
//   swift build -c release -Xswiftc -static-executable
//   .build/release/templog-bench [--stores family,million] [--runs R] [--compare PATH]
import Foundation
import TempLogCore

let usage = """
    USAGE: templog-bench [--stores family,million] [--runs <r>] [--templog <path>]
                         [--compare <path>] [--health-mb <mb>] [--report-only]
           templog-bench --write-store family|million <path>

    Times the release templog built beside this binary, as `install` copies it, on two
    synthetic stores: a family's (5 people, 4 readings a day, 10 years: about 73,000
    readings) for the commands people wait for, and a million readings (690 a day) to show
    that time follows the work asked and memory stays flat. Also the sheet of a day of
    160,000 readings (1,600 without the million store) against the same over 31 days, and an
    import refused for a tag of 300,000 attributes. Each command runs once to warm up, then
    R rounds (default 7) with the commands it is compared with, interleaved; the table shows
    medians, the ratio to the floor measured in the same rounds, and peak resident memory.
    The floors are /bin/true, tail -n 10, a synced printf append, cat, jq and DuckDB's
    JSON-to-CSV conversion with 2 threads (when its Python module is installed). An Apple
    Health export of --health-mb MB (default 300 with the million store, else 1) is imported
    too.

    --compare PATH   also times the templog at PATH in the same rounds (another version, or
                     a build with -Ounchecked: what the bounds checks cost)
    --report-only    prints the targets' verdicts but exits 0 when one is missed
    --write-store    only writes that store to PATH (for profiling) and exits

    Exits 1 when a target of a store that was measured is missed.
    """

enum StoreSize: String, CaseIterable {
    case family, million
}

var stores: [StoreSize] = StoreSize.allCases
var runs = 7
var healthMegabytes: Int?
var compared: String?
var reportOnly = false
var storeOnly: (StoreSize, String)?
var templog = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("templog").path

func fail(_ message: String, _ code: Int32) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
    exit(code)
}

var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--stores":
        let names = arguments.popFirst()?.split(separator: ",").map(String.init) ?? []
        stores = names.compactMap(StoreSize.init(rawValue:))
        guard !stores.isEmpty, stores.count == names.count else {
            fail("--stores takes family, million or both, separated by a comma\n\(usage)", 64)
        }
    case "--runs":
        runs = arguments.popFirst().flatMap { Int($0) } ?? 0
    case "--health-mb":
        healthMegabytes = arguments.popFirst().flatMap { Int($0) } ?? 0
    case "--templog":
        templog = arguments.popFirst() ?? ""
    case "--compare":
        compared = arguments.popFirst() ?? ""
    case "--report-only":
        reportOnly = true
    case "--write-store":
        guard let size = arguments.popFirst().flatMap(StoreSize.init(rawValue:)),
            let path = arguments.popFirst()
        else { fail("--write-store takes family or million and a path\n\(usage)", 64) }
        storeOnly = (size, path)
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        fail("Unknown option '\(argument)'\n\(usage)", 64)
    }
}
guard runs > 0, healthMegabytes.map({ $0 > 0 }) ?? true else {
    fail("--runs and --health-mb need positive numbers", 64)
}

/// Writes the store of `size` to `path`; returns "now" for it (`TEMPLOG_NOW`), in Tokyo.
func writeStore(_ size: StoreSize, to path: String) throws -> Timestamp {
    switch size {
    case .family:
        try FamilyStore.write(to: path)
        return FamilyStore.now
    case .million:
        // An hour after its last reading.
        let last = try SyntheticStore.write(count: 1_000_000, to: path)
        return Timestamp(secondsSince1970: last + 3600, utcOffsetSeconds: 32_400)
    }
}

if let (size, path) = storeOnly {
    do {
        _ = try writeStore(size, to: path)
        exit(0)
    } catch {
        fail("\(error)", 74)
    }
}
for binary in [templog] + (compared.map { [$0] } ?? [])
where !FileManager.default.isExecutableFile(atPath: binary) {
    fail("no templog binary at '\(binary)' (build it: swift build -c release)", 66)
}

let workspace = NSTemporaryDirectory() + "templog-bench-" + UUID().uuidString
try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)

/// Ends the run with `code`, removing the workspace first (a top-level `defer` does not run
/// when `exit` is called).
func finish(_ code: Int32) -> Never {
    try? FileManager.default.removeItem(atPath: workspace)
    exit(code)
}

/// A copy of `binary` in the workspace, made by `install` as the README installs templog: what
/// is timed. On Linux the file the linker wrote starts slower than a copy of it (see
/// docs/performance.md).
func installedCopy(of binary: String, as name: String) throws -> String {
    let path = "\(workspace)/\(name)"
    _ = try ProcessRun(
        executable: which("install") ?? "/usr/bin/install", arguments: ["-m", "755", binary, path]
    ).measure()
    return path
}

print("templog-bench: \(templog) (\(linkingNote(templog)); timed as installed)")
if let compared { print("compared with: \(compared) (\(linkingNote(compared)))") }
print(
    "machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, "
        + "\(ProcessInfo.processInfo.operatingSystemVersionString), load average "
        + "\(loadAverage()); median of \(runs) runs after a warm-up")

var table = Table(hasComparison: compared != nil)
do {
    let measure = Measurements(
        templog: try installedCopy(of: templog, as: "templog"),
        compared: try compared.map { try installedCopy(of: $0, as: "compared-templog") },
        runs: runs)
    let base = ["TZ": "Asia/Tokyo", "HOME": workspace, "PATH": "/usr/bin:/bin"]
    try measure.startup(into: &table, environment: base)
    for size in stores {
        let path = "\(workspace)/\(size.rawValue).jsonl"
        let now = try writeStore(size, to: path)
        let store = StoreUnderTest(
            size: size, path: path, now: now,
            environment: base.merging(["TEMPLOG_FILE": path, "TEMPLOG_NOW": now.rfc3339]) {
                $1
            })
        try measure.commands(on: store, into: &table, workspace: workspace)
    }
    try measure.sheetOfOneDay(
        readings: stores.contains(.million) ? 160_000 : 1_600, into: &table,
        workspace: workspace, environment: base)
    try measure.refusedImport(into: &table, workspace: workspace, environment: base)
    let megabytes = healthMegabytes ?? (stores.contains(.million) ? 300 : 1)
    try measure.healthImport(
        megabytes: megabytes, into: &table, workspace: workspace, environment: base)
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    finish(74)
}

table.print()
if !DuckDB.isAvailable {
    print("DuckDB: not measured (no Python module duckdb: pip install duckdb)")
}
let missed = table.printTargets()
finish(missed && !reportOnly ? 1 : 0)
