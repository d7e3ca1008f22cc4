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
///
/// The message is kept as a catalog entry with its arguments, and rendered in the person's
/// language when it is shown.
public struct TempLogError: Error, Equatable, Sendable {
    public let exitCode: ExitCode
    public let text: LocalizedText

    public init(_ exitCode: ExitCode, _ text: LocalizedText) {
        self.exitCode = exitCode
        self.text = text
    }

    /// An error whose message is given as it is (English), for tests and wrapped errors.
    public init(_ exitCode: ExitCode, _ message: String) {
        self.init(exitCode, Message.verbatim(.text(message)))
    }

    /// The message in English, without the `Error: ` prefix.
    public var message: String { text.text(.en) }

    /// A bad flag, a missing argument, an unknown command: exit 64 with usage help.
    public static func usage(_ text: LocalizedText) -> TempLogError { .init(.usage, text) }
    /// A value that does not validate (a temperature, a time, a day): exit 65.
    public static func data(_ text: LocalizedText) -> TempLogError { .init(.data, text) }
    /// The store cannot be created: exit 73.
    public static func cannotCreate(_ text: LocalizedText) -> TempLogError { .init(.cannotCreate, text) }
    /// Reading or writing failed: exit 74.
    public static func io(_ text: LocalizedText) -> TempLogError { .init(.io, text) }

    public static func usage(_ message: String) -> TempLogError { .init(.usage, message) }
    public static func data(_ message: String) -> TempLogError { .init(.data, message) }
    public static func cannotCreate(_ message: String) -> TempLogError { .init(.cannotCreate, message) }
    public static func io(_ message: String) -> TempLogError { .init(.io, message) }
}
