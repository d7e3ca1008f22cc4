/// The process exit codes templog uses (from sysexits.h).
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// A check answered "no", like `grep` finding nothing.
    case no = 1
    case usage = 64
    case data = 65
    case noInput = 66
    case cannotCreate = 73
    case io = 74
    case busy = 75
}

/// An error with a message a person can act on, and the exit code it ends the process with.
public struct TempLogError: Error, Equatable, Sendable {
    public let exitCode: ExitCode
    /// One line, without the `Error: ` prefix.
    public let message: String

    public init(_ exitCode: ExitCode, _ message: String) {
        self.exitCode = exitCode
        self.message = message
    }

    /// A bad flag, a missing argument, an unknown command: exit 64 with usage help.
    public static func usage(_ message: String) -> TempLogError { .init(.usage, message) }
    /// A value that does not validate (a temperature, a time, a day): exit 65.
    public static func data(_ message: String) -> TempLogError { .init(.data, message) }
    /// The store cannot be created: exit 73.
    public static func cannotCreate(_ message: String) -> TempLogError { .init(.cannotCreate, message) }
    /// Reading or writing failed: exit 74.
    public static func io(_ message: String) -> TempLogError { .init(.io, message) }
}
