import TempLogCore

/// A subcommand: its spec, and what it does with parsed arguments.
protocol Command: Sendable {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode
}
