import Foundation
import TempLogCLI
import TempLogCore

/// What one in-process run of templog did.
public struct RunResult {
    /// The exit status.
    public let status: Int32
    /// What it wrote to stdout.
    public let output: String
    /// What it wrote to stderr.
    public let error: String

    /// A run that ended with `status` after writing `output` and `error`.
    public init(status: Int32, output: String, error: String) {
        self.status = status
        self.output = output
        self.error = error
    }
}

/// A store in a temporary directory, and templog run in-process against it with a pinned
/// clock (2026-11-29 07:31 in Tokyo) unless a test says otherwise.
public final class Sandbox {
    /// The sandbox's own directory: the store and `HOME` are in it.
    public let directory = TemporaryDirectory()
    /// The environment templog runs with.
    public var environment: [String: String]

    /// A sandbox whose clock says `now` in `timeZone`.
    public init(now: String = "2026-11-29T07:31:00+09:00", timeZone: String = "Asia/Tokyo") {
        environment = [
            "TZ": timeZone,
            "TEMPLOG_NOW": now,
            "HOME": directory.file("home"),
            "TEMPLOG_FILE": directory.file("readings.jsonl"),
        ]
    }

    /// The store's path.
    public var storePath: String { directory.file("readings.jsonl") }
    /// The store's text, nil before it exists.
    public var store: String? { directory.read("readings.jsonl") }

    /// Runs templog with `arguments` and the sandbox's environment (plus `extra`).
    @discardableResult
    public func run(
        _ arguments: String..., terminal: Bool = false, environment extra: [String: String] = [:]
    )
        -> RunResult
    {
        run(arguments, terminal: terminal, environment: extra)
    }

    /// Runs templog with `arguments` and the sandbox's environment (plus `extra`).
    @discardableResult
    public func run(
        _ arguments: [String], terminal: Bool = false, environment extra: [String: String] = [:]
    )
        -> RunResult
    {
        let captured = CapturedConsole(isTerminal: terminal)
        let cli = CLI(
            console: captured.console,
            environment: environment.merging(extra) { $1 },
            clock: .fixed(0)
        )
        let status = cli.run(["templog"] + arguments)
        return RunResult(status: status, output: captured.output, error: captured.error)
    }

    /// The store's lines, each decoded.
    public var readings: [Reading] {
        (store ?? "").split(separator: "\n").compactMap { line in
            Array(line.utf8).withUnsafeBufferPointer { ReadingLine.decode($0) }
        }
    }
}
