import TempLogCore

/// `templog path`: where the readings are stored.
enum PathCommand: Command {
    static let spec = CommandSpec(
        name: "path",
        abstract: "Print where the readings are stored.",
        discussion: "The file may not exist yet: the first 'templog add' creates it (mode 0600).",
        options: [.file, .help]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        try session.output.write(session.store(arguments).path + "\n")
        return .success
    }
}
