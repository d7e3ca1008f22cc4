import Foundation

/// DuckDB as a yardstick for `export --csv`: what a data person would use instead to turn the
/// store into CSV. Run through its Python module when that is installed (never a dependency of
/// templog); only the conversion is timed, not Python's start-up or DuckDB's import.
enum DuckDB {
    /// The Python that has the module, if any.
    static let python: String? = {
        guard let python = which("python3") else { return nil }
        let probe = ProcessRun(
            executable: python, arguments: ["-c", "import duckdb"],
            environment: ProcessInfo.processInfo.environment)
        return (try? probe.measure()) == nil ? nil : python
    }()

    static var isAvailable: Bool { python != nil }

    /// Converts the JSON Lines file at `input` to CSV at `output` with two threads, as a script
    /// would: `COPY (SELECT * FROM read_json(…)) TO … (FORMAT csv)`.
    private static let script = """
        import sys, time, duckdb
        connection = duckdb.connect()
        connection.execute("SET threads TO 2")
        connection.execute("SET enable_progress_bar = false")
        start = time.perf_counter()
        connection.execute(
            "COPY (SELECT * FROM read_json(?, format = 'newline_delimited')) TO '"
            + sys.argv[2].replace("'", "''") + "' (FORMAT csv, HEADER)",
            [sys.argv[1]],
        )
        print((time.perf_counter() - start) * 1000)
        """

    /// The median milliseconds of `runs` conversions after a warm-up; nil without DuckDB.
    static func medianMilliseconds(converting input: String, to output: String, runs: Int)
        throws -> Double?
    {
        guard let python else { return nil }
        let timing = output + ".ms"
        let run = ProcessRun(
            executable: python, arguments: ["-c", script, input, output],
            environment: ProcessInfo.processInfo.environment, outputPath: timing)
        var times: [Double] = []
        for index in 0...runs {
            _ = try run.measure()
            let text = try String(contentsOfFile: timing, encoding: .utf8)
            let lastLine = text.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
            guard let milliseconds = Double(lastLine.trimmingCharacters(in: .whitespaces))
            else { throw BenchmarkError("DuckDB printed '\(text)', not a time") }
            if index > 0 { times.append(milliseconds) }
        }
        try? FileManager.default.removeItem(atPath: output)
        let sorted = times.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
