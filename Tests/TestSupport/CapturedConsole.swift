import Foundation
import TempLogCLI

/// Captures what templog writes to stdout and stderr.
public final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outputBytes: [UInt8] = []
    private var errorBytes: [UInt8] = []
    public let isTerminal: Bool

    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public var console: Console {
        Console(
            writeOutput: { bytes in self.lock.withLock { self.outputBytes += bytes } },
            writeError: { bytes in self.lock.withLock { self.errorBytes += bytes } },
            outputIsTerminal: isTerminal
        )
    }

    public var output: String { lock.withLock { String(decoding: outputBytes, as: UTF8.self) } }
    public var error: String { lock.withLock { String(decoding: errorBytes, as: UTF8.self) } }
}
