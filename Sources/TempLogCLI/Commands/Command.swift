import TempLogCore

/// A subcommand as the command line knows it: its spec, and how it starts, given how to read
/// the settings (once; later calls give the same settings or the same error).
protocol Subcommand: Sendable {
    static var spec: CommandSpec { get }
    static func start(
        _ arguments: ParsedArguments, loadSettings: () throws -> Settings, in session: Session
    ) throws -> ExitCode
}

/// A subcommand that runs with the settings resolved before it starts: a mistake in them stops
/// it, as it stops every command but `config`, which shows and mends them.
protocol Command: Subcommand {
    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
}

extension Command {
    static func start(
        _ arguments: ParsedArguments, loadSettings: () throws -> Settings, in session: Session
    ) throws -> ExitCode {
        let settings = try ResolvedSettings(
            loadSettings(), environment: session.environment, clock: session.clock)
        return try run(arguments, settings: settings, in: session)
    }
}
