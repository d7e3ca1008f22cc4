import Foundation
import Testing

@testable import TempLogCore

/// A directory of its own for one test, removed when the test ends.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "templog-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ name: String, _ text: String) {
        precondition(FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8)))
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Captures what templog writes to stdout and stderr.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outputBytes: [UInt8] = []
    private var errorBytes: [UInt8] = []
    let isTerminal: Bool

    init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    var console: Console {
        Console(
            writeOutput: { bytes in self.lock.withLock { self.outputBytes += bytes } },
            writeError: { bytes in self.lock.withLock { self.errorBytes += bytes } },
            outputIsTerminal: isTerminal
        )
    }

    var output: String { lock.withLock { String(decoding: outputBytes, as: UTF8.self) } }
    var error: String { lock.withLock { String(decoding: errorBytes, as: UTF8.self) } }
}

/// What one in-process run of templog did.
struct RunResult {
    let status: Int32
    let output: String
    let error: String
}

/// A store in a temporary directory, and templog run in-process against it with a pinned
/// clock (2026-11-29 07:31 in Tokyo) unless a test says otherwise.
final class Sandbox {
    let directory = TemporaryDirectory()
    var environment: [String: String]

    init(now: String = "2026-11-29T07:31:00+09:00", timeZone: String = "Asia/Tokyo") {
        environment = [
            "TZ": timeZone,
            "TEMPLOG_NOW": now,
            "HOME": directory.file("home"),
            "TEMPLOG_FILE": directory.file("readings.jsonl"),
        ]
    }

    var storePath: String { directory.file("readings.jsonl") }
    var store: String? { directory.read("readings.jsonl") }

    @discardableResult
    func run(_ arguments: String..., terminal: Bool = false, environment extra: [String: String] = [:])
        -> RunResult
    {
        run(arguments, terminal: terminal, environment: extra)
    }

    @discardableResult
    func run(_ arguments: [String], terminal: Bool = false, environment extra: [String: String] = [:])
        -> RunResult
    {
        let captured = CapturedConsole(isTerminal: terminal)
        let cli = CLI(
            console: captured.console,
            environment: environment.merging(extra) { $1 },
            clock: .fixed(Date(timeIntervalSince1970: 0))
        )
        let status = cli.run(["templog"] + arguments)
        return RunResult(status: status, output: captured.output, error: captured.error)
    }

    /// The store's lines, each decoded.
    var readings: [Reading] {
        (store ?? "").split(separator: "\n").compactMap { line in
            Array(line.utf8).withUnsafeBufferPointer { ReadingLine.decode($0) }
        }
    }
}

/// The `templog` binary `swift build` put next to the test bundle.
func builtTemplog() -> URL {
    #if os(macOS)
    let directory = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!
        .bundleURL.deletingLastPathComponent()
    #else
    let directory = Bundle.main.bundleURL
    #endif
    return directory.appendingPathComponent("templog")
}

/// Runs the built binary to completion and returns its status and output.
func runBinary(_ arguments: [String], environment: [String: String]) throws -> RunResult {
    try runProcess(builtTemplog().path, arguments, environment: environment)
}

/// Runs a program with no standard input and returns its status and output.
func runProcess(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus,
        output: String(decoding: outputData, as: UTF8.self),
        error: String(decoding: errorData, as: UTF8.self)
    )
}

/// A reading with fixed values, for tests that need one.
func sampleReading(
    id: String = "a1b2c3d4e5f6", taken: String = "2026-11-29T07:31:00+09:00", centi: Int = 3650,
    unit: TemperatureUnit = .celsius, site: Site? = nil, who: String? = nil, note: String? = nil
) -> Reading {
    let takenAt = Timestamp.parse(rfc3339: Array(taken.utf8))!
    return Reading(
        id: id, takenAt: takenAt, temperature: Temperature(centiCelsius: centi), unit: unit,
        recordedAt: takenAt, site: site, who: who, note: note
    )
}
