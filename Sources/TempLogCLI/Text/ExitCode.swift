import TempLogCore

/// The process exit codes templog uses (from sysexits.h).
enum ExitCode: Int32, Sendable {
    case success = 0
    /// A check answered "no", like `grep` finding nothing.
    case no = 1
    case usage = 64
    case data = 65
    case noInput = 66
    case cannotCreate = 73
    case io = 74
    case busy = 75
    /// The settings file has a line templog cannot use (`EX_CONFIG`).
    case config = 78
}
