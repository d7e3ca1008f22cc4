import Foundation
import TempLogCLI
import TempLogCore

#if canImport(Glibc)
    import Glibc
#endif

/// What one in-process run of templog did.
public struct RunResult {
    /// The exit status.
    public let status: Int32
    /// What went to stdout.
    public let output: String
    /// What went to stderr.
    public let error: String

    /// A result with these parts.
    public init(status: Int32, output: String, error: String) {
        self.status = status
        self.output = output
        self.error = error
    }
}

/// A store in a temporary directory, and templog run in-process against it with a pinned
/// clock (2026-11-29 07:31 in Tokyo) unless a test says otherwise. The store has the identity
/// `Sandbox.identity` (so every export names the same store) unless a test gives it another,
/// or none.
public final class Sandbox {
    /// The identity every sandbox's store has unless a test says otherwise.
    public static let identity = "5a7d0b0c0e01"

    /// The store line `line` as `export --jsonl` writes it from a store of `identity`: with
    /// the `store` key last.
    public static func exported(_ line: String, identity: String = identity) -> String {
        String(line.dropLast()) + #","store":""# + identity + #""}"#
    }

    /// The test's own directory: the store, `HOME` and anything else it writes.
    public let directory = TemporaryDirectory()
    /// The environment every run gets; a run may add to it.
    public var environment: [String: String]

    /// A sandbox whose clock says `now` in `timeZone`, its store's identity `identity` (none
    /// when nil: the first change makes one).
    public init(
        now: String = "2026-11-29T07:31:00+09:00", timeZone: String = "Asia/Tokyo",
        identity: String? = Sandbox.identity
    ) {
        environment = [
            "TZ": timeZone,
            "TEMPLOG_NOW": now,
            "HOME": directory.file("home"),
            "TEMPLOG_FILE": directory.file("readings.jsonl"),
        ]
        if let identity {
            let path = directory.write(
                "readings.jsonl.identity", #"{"store":"\#(identity)"}"# + "\n")
            chmod(path, 0o600)
        }
    }

    /// Where the store is (`TEMPLOG_FILE`).
    public var storePath: String { directory.file("readings.jsonl") }
    /// The store's text; nil before the first reading.
    public var store: String? { directory.read("readings.jsonl") }

    /// Runs `templog ARGUMENTS` in-process, with `extra` added to the environment.
    @discardableResult
    public func run(
        _ arguments: String..., terminal: Bool = false, environment extra: [String: String] = [:]
    )
        -> RunResult
    {
        run(arguments, terminal: terminal, environment: extra)
    }

    /// Runs `templog ARGUMENTS` in-process, with `extra` added to the environment.
    @discardableResult
    public func run(
        _ arguments: [String], terminal: Bool = false, environment extra: [String: String] = [:]
    )
        -> RunResult
    {
        run(arguments, on: CapturedConsole(isTerminal: terminal), environment: extra)
    }

    /// Runs templog in-process with stdin playing a terminal: its questions get `answers` in
    /// turn, and countdown seconds pass at once (Ctrl-C ends the `interruptedSecond`th).
    @discardableResult
    public func run(
        _ arguments: [String], answers: [TerminalLine], interruptedSecond: Int? = nil,
        environment extra: [String: String] = [:]
    ) -> RunResult {
        run(
            arguments, on: CapturedConsole(answers: answers, interruptedSecond: interruptedSecond),
            environment: extra)
    }

    private func run(
        _ arguments: [String], on captured: CapturedConsole, environment extra: [String: String]
    ) -> RunResult {
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
