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

    /// Converts the JSON Lines file at `input` to CSV with two threads, as a script would:
    /// `COPY (SELECT * FROM read_json(…)) TO … (FORMAT csv)`, written to /dev/null as templog's
    /// and jq's CSV are, so all three pay the same for the output.
    private static let script = """
        import sys, time, duckdb
        connection = duckdb.connect()
        connection.execute("SET threads TO 2")
        connection.execute("SET enable_progress_bar = false")
        start = time.perf_counter()
        connection.execute(
            "COPY (SELECT * FROM read_json(?, format = 'newline_delimited'))"
            + " TO '/dev/null' (FORMAT csv, HEADER)",
            [sys.argv[1]],
        )
        print((time.perf_counter() - start) * 1000)
        """

    /// The median milliseconds of `runs` conversions after a warm-up, each run printing its
    /// time to the file `timing`; nil without DuckDB.
    static func medianMilliseconds(converting input: String, timing: String, runs: Int)
        throws -> Double?
    {
        guard let python else { return nil }
        let run = ProcessRun(
            executable: python, arguments: ["-c", script, input],
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
        let sorted = times.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
