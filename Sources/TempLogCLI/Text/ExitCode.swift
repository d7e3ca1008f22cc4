import TempLogCore

/// The process exit codes templog uses (from sysexits.h, and 130 for Ctrl-C as shells report
/// it). Thrown, it ends a command quietly with that code: the command has already said why.
enum ExitCode: Int32, Error, Sendable {
    case success = 0
    /// A check answered "no", like `grep` finding nothing; or a question was cancelled.
    case no = 1
    case usage = 64
    case data = 65
    case noInput = 66
    case cannotCreate = 73
    case io = 74
    case busy = 75
    /// A change that would take a file from its owner (`EX_NOPERM`): a rewrite as root that
    /// cannot keep the owner.
    case noPermission = 77
    /// The settings file has a line templog cannot use (`EX_CONFIG`).
    case config = 78
    /// Ctrl-C stopped a countdown or a question.
    case interrupted = 130
}
