import TempLogCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where templog's output goes and questions are answered: the process's standard streams and
/// terminal, or a capture with scripted answers in tests.
public struct Console: Sendable {
    /// Writes to standard output; throws when the write fails (a full disk, say).
    public let writeOutput: @Sendable ([UInt8]) throws -> Void
    /// Writes to standard error; failures are ignored, there is nowhere left to report them.
    public let writeError: @Sendable ([UInt8]) -> Void
    /// Whether standard output is a terminal (tables may then use colour).
    public let outputIsTerminal: Bool
    /// Whether standard error is a terminal (long imports then show progress).
    public let errorIsTerminal: Bool
    /// Whether standard input is a terminal: only then may a command ask a question, so a
    /// script never waits for an answer nobody will type.
    public let inputIsTerminal: Bool
    /// From now on, Ctrl-C ends a `readLine` or `waitOneSecond` (which report it) instead of
    /// the process; called before a countdown or question first shows.
    public let catchInterrupts: @Sendable () -> Void
    /// Reads one line typed at the terminal.
    public let readLine: @Sendable () -> TerminalLine
    /// Waits one second, for a countdown; false when Ctrl-C cut the wait short.
    public let waitOneSecond: @Sendable () -> Bool

    /// A console writing with `writeOutput` and `writeError`; unless told otherwise, its input
    /// is not a terminal and a countdown second passes at once.
    public init(
        writeOutput: @escaping @Sendable ([UInt8]) throws -> Void,
        writeError: @escaping @Sendable ([UInt8]) -> Void,
        outputIsTerminal: Bool,
        errorIsTerminal: Bool = false,
        inputIsTerminal: Bool = false,
        catchInterrupts: @escaping @Sendable () -> Void = {},
        readLine: @escaping @Sendable () -> TerminalLine = { .end },
        waitOneSecond: @escaping @Sendable () -> Bool = { true }
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.inputIsTerminal = inputIsTerminal
        self.catchInterrupts = catchInterrupts
        self.readLine = readLine
        self.waitOneSecond = waitOneSecond
    }

    /// The process's standard output, error and input (see `TerminalInput` for Ctrl-C).
    public static var standard: Console {
        Console(
            writeOutput: { bytes in
                if let error = writeAll(bytes, to: 1) {
                    throw CommandFailure(.io, .store(.cannotWriteOutput(reason: error.text)))
                }
            },
            writeError: { bytes in _ = writeAll(bytes, to: 2) },
            outputIsTerminal: isatty(1) == 1,
            errorIsTerminal: isatty(2) == 1,
            inputIsTerminal: isatty(0) == 1,
            catchInterrupts: TerminalInput.catchInterrupts,
            readLine: TerminalInput.readLine,
            waitOneSecond: TerminalInput.waitOneSecond
        )
    }
}

/// What reading a line at the terminal gave.
public enum TerminalLine: Sendable, Equatable {
    /// A line as typed, without its newline.
    case text(String)
    /// The end of input: Ctrl-D at the start of a line, or the terminal gone.
    case end
    /// Ctrl-C.
    case interrupted
}
