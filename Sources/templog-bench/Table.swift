import Foundation

/// One timed command beside the floor it is measured against.
struct Row {
    let command: String
    /// The store it ran on; nil for commands that read none.
    let store: StoreSize?
    let templog: Measurement
    /// The compared templog's run of the same command, in the same rounds.
    let compared: Measurement?
    let baseline: String
    let baselineMilliseconds: Double

    /// templog's time over the floor's.
    var ratio: Double { templog.milliseconds / baselineMilliseconds }
}

/// The benchmark's results: its rows, then the targets checked against them.
struct Table {
    let hasComparison: Bool
    private(set) var rows: [Row] = []
    /// Each store's size in bytes.
    private(set) var storeBytes: [StoreSize: Int] = [:]
    var healthBytes = 0

    static let appendFloor = "printf >> file && sync"
    static let tailFloor = "tail -n 10"
    static let jqFloor = "jq -r @csv"
    static let duckDBFloor = "DuckDB COPY … (FORMAT csv), 2 threads"
    static let exportSince = "export --csv --since (30 days)"
    static let statsAll = "stats (every day, 10 years)"
    static let fhirAll = "export --fhir"
    static let healthImport = "import apple-health"
    static let sheetOfOneDay = "sheet, all in one day"
    static let refusedImport = "import refused (300,000 attributes)"

    init(hasComparison: Bool) {
        self.hasComparison = hasComparison
    }

    mutating func add(
        _ command: String, store: StoreUnderTest?, _ measured: (Measurement, Measurement?),
        baseline: String, _ floor: Measurement
    ) {
        if let store { storeBytes[store.size] = store.bytes }
        rows.append(
            Row(
                command: command, store: store?.size, templog: measured.0, compared: measured.1,
                baseline: baseline, baselineMilliseconds: floor.milliseconds))
    }

    private func row(_ command: String, _ store: StoreSize?, _ baseline: String) -> Row? {
        rows.first { $0.command == command && $0.store == store && $0.baseline == baseline }
    }

    func print() {
        var header = [
            "command", "store", "templog ms", "baseline", "baseline ms", "ratio", "peak MiB",
        ]
        if hasComparison { header += ["compared ms", "vs compared", "its peak MiB"] }
        let cells =
            [header]
            + rows.map { row in
                var cells = [
                    row.command, row.store?.rawValue ?? "-",
                    formatted(row.templog.milliseconds, 2),
                    row.baseline, formatted(row.baselineMilliseconds, 2),
                    formatted(row.ratio, 2) + "×", formatted(row.templog.peakMiB),
                ]
                if hasComparison {
                    cells += [
                        row.compared.map { formatted($0.milliseconds, 2) } ?? "-",
                        row.compared.map {
                            formatted(row.templog.milliseconds / $0.milliseconds, 2) + "×"
                        } ?? "-",
                        row.compared.map { formatted($0.peakMiB) } ?? "-",
                    ]
                }
                return cells
            }
        let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        Swift.print("")
        for (index, line) in cells.enumerated() {
            let text = line.enumerated().map { column, cell in
                column == 0 || column == 1 || column == 3
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
            Swift.print(text)
            if index == 0 { Swift.print(String(repeating: "-", count: text.count)) }
        }
        Swift.print("")
        Swift.print(
            "stores: "
                + storeBytes.keys.sorted { $0.rawValue < $1.rawValue }.map {
                    "\($0.rawValue) \(formatted(Double(storeBytes[$0]!) / 1_048_576, 2)) MiB"
                }.joined(separator: ", ")
                + "; Apple Health export \(formatted(Double(healthBytes) / 1_000_000)) MB")
    }

    /// Prints each target of the stores measured with its value and verdict; returns whether
    /// one was missed.
    func printTargets() -> Bool {
        var targets: [Target] = [
            .atMost("--version vs /bin/true", row("--version", nil, "/bin/true")?.ratio, 5)
        ]
        if storeBytes[.family] != nil {
            let family: [Target] = [
                .atMost("add vs \(Self.appendFloor)", row("add", .family, Self.appendFloor), 2),
                .atMost("recent vs tail -n 10", row("recent", .family, Self.tailFloor), 2),
                .atMost("today vs tail -n 10", row("today", .family, Self.tailFloor), 2),
                .atMost(
                    "report --days 7 vs tail -n 10",
                    row("report --days 7", .family, Self.tailFloor), 3),
                .atMost(
                    "sheet (14 days) vs tail -n 10",
                    row("sheet (14 days)", .family, Self.tailFloor), 3),
            ]
            targets += family.map { $0.on("family") }
        }
        if let bytes = storeBytes[.million] {
            let export = row("export --csv", .million, "cat")
            let throughput = export.map {
                Double(bytes) / 1_000_000 / ($0.templog.milliseconds / 1000)
            }
            let million: [Target] = [
                .atLeast(
                    "export --csv: times faster than DuckDB",
                    row("export --csv", .million, Self.duckDBFloor).map { 1 / $0.ratio }, 1.2,
                    unit: "×"),
                .atLeast(
                    "export --csv: times faster than jq",
                    row("export --csv", .million, Self.jqFloor).map { 1 / $0.ratio }, 15,
                    unit: "×"),
                .atLeast("export --csv throughput", throughput, 250, unit: " MB/s"),
                .atMost(
                    "export --since 30 days vs full export",
                    row(Self.exportSince, .million, "export --csv"), 0.1),
                .atMost("add vs \(Self.appendFloor)", row("add", .million, Self.appendFloor), 10),
            ]
            targets += million.map { $0.on("million") }
        }
        if let sheet = rows.first(where: {
            $0.command.hasPrefix(Self.sheetOfOneDay) && $0.baseline == "sheet, over its 31 days"
        }), storeBytes[.million] != nil {
            targets.append(.atMost("\(sheet.command) vs over its 31 days", sheet.ratio, 2))
        }
        if let refused = rows.first(where: { $0.command == Self.refusedImport }) {
            targets.append(
                .atMost("\(refused.command)", refused.templog.milliseconds, 1000, unit: " ms"))
        }
        let peaks = rows.filter { $0.store != nil }.map(\.templog.peakMiB)
        targets.append(.atMost("peak memory of any command", peaks.max(), 24, unit: " MiB"))
        // The import's targets are set for the export of 300 MB measured with the million store.
        if storeBytes[.million] != nil,
            let health = rows.first(where: { $0.command.hasPrefix(Self.healthImport) })
        {
            let throughput = Double(healthBytes) / 1_000_000 / (health.templog.milliseconds / 1000)
            targets += [
                .atLeast("import apple-health throughput", throughput, 100, unit: " MB/s"),
                .atMost(
                    "import apple-health peak memory", health.templog.peakMiB, 64, unit: " MiB"),
            ]
        }
        Swift.print("\ntargets")
        let width = targets.map(\.name.count).max() ?? 0
        for target in targets {
            let shown = target.value.map { formatted($0, $0 >= 100 ? 0 : 2) } ?? "-"
            let verdict = target.passed.map { $0 ? "pass" : "FAIL" } ?? "not measured"
            Swift.print(
                "  " + target.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + shown.padding(toLength: 8, withPad: " ", startingAt: 0) + "  "
                    + target.limit.padding(toLength: 10, withPad: " ", startingAt: 0) + "  "
                    + verdict)
        }
        return targets.contains { $0.passed == false }
    }
}

/// A performance target: a value measured in the run, its limit, and whether it was met.
struct Target {
    let name: String
    let value: Double?
    let limit: String
    let passed: Bool?

    static func atMost(_ name: String, _ value: Double?, _ limit: Double, unit: String = "×")
        -> Target
    {
        Target(
            name: name, value: value, limit: "≤ \(formatted(limit, limit < 1 ? 1 : 0))\(unit)",
            passed: value.map { $0 <= limit })
    }

    static func atMost(_ name: String, _ row: Row?, _ limit: Double) -> Target {
        atMost(name, row?.ratio, limit)
    }

    static func atLeast(_ name: String, _ value: Double?, _ limit: Double, unit: String)
        -> Target
    {
        Target(
            name: name, value: value, limit: "≥ \(formatted(limit, limit < 10 ? 1 : 0))\(unit)",
            passed: value.map { $0 >= limit })
    }

    /// The target, its name saying which store it is measured on.
    func on(_ store: String) -> Target {
        Target(name: "\(store): \(name)", value: value, limit: limit, passed: passed)
    }
}

func formatted(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}
