import Foundation
import TempLogCLI

/// Captures what templog writes to stdout and stderr.
public final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outputBytes: [UInt8] = []
    private var errorBytes: [UInt8] = []
    /// Whether the console says stdout is a terminal.
    public let isTerminal: Bool

    /// A console with nothing written yet.
    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    /// The console to give templog.
    public var console: Console {
        Console(
            writeOutput: { bytes in self.lock.withLock { self.outputBytes += bytes } },
            writeError: { bytes in self.lock.withLock { self.errorBytes += bytes } },
            outputIsTerminal: isTerminal
        )
    }

    /// Everything written to stdout.
    public var output: String { lock.withLock { String(decoding: outputBytes, as: UTF8.self) } }
    /// Everything written to stderr.
    public var error: String { lock.withLock { String(decoding: errorBytes, as: UTF8.self) } }
}
