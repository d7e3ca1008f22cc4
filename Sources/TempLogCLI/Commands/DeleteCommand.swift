import TempLogCore

/// `templog delete`: remove readings by id.
enum DeleteCommand: Command {
    static let spec = CommandSpec(
        name: "delete",
        abstract: "Remove readings by id.",
        discussion: "Each id may be shortened to a prefix that names one reading, like the six "
            + "characters 'recent' shows. If any id is unknown or ambiguous, nothing is removed.",
        arguments: [
            ArgumentSpec(name: "id", help: "The id, or its first characters.", isRepeating: true)
        ],
        options: [.file, .help]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let time = try session.timeContext()
        for reading in try session.store(arguments).delete(idPrefixes: arguments.positionals) {
            try session.output.write(
                session.text(ReadingSummary.sentence(.removed, reading, today: time.today)) + "\n")
        }
        return .success
    }
}
