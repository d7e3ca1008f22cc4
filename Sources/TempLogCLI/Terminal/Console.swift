import TempLogCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where templog's output goes: the process's stdout and stderr, or a capture in tests.
public struct Console: Sendable {
    /// Writes to standard output; throws when the write fails (a full disk, say).
    public let writeOutput: @Sendable ([UInt8]) throws -> Void
    /// Writes to standard error; failures are ignored, there is nowhere left to report them.
    public let writeError: @Sendable ([UInt8]) -> Void
    /// Whether standard output is a terminal (tables may then use colour).
    public let outputIsTerminal: Bool
    /// Whether standard error is a terminal (long imports then show progress).
    public let errorIsTerminal: Bool

    /// A console writing through the given functions.
    public init(
        writeOutput: @escaping @Sendable ([UInt8]) throws -> Void,
        writeError: @escaping @Sendable ([UInt8]) -> Void,
        outputIsTerminal: Bool,
        errorIsTerminal: Bool = false
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's standard output and error.
    public static var standard: Console {
        Console(
            writeOutput: { bytes in
                if let error = writeAll(bytes, to: 1) {
                    throw CommandFailure(.io, Message.cannotWriteOutput("\(error.description)"))
                }
            },
            writeError: { bytes in _ = writeAll(bytes, to: 2) },
            outputIsTerminal: isatty(1) == 1,
            errorIsTerminal: isatty(2) == 1
        )
    }
}
