import TempLogCore

/// `templog delete`: remove readings by id.
enum DeleteCommand: Command {
    static let spec = CommandSpec(
        name: "delete",
        abstract: "Remove readings by id.",
        discussion: "Each id may be shortened to a prefix of at least 4 characters that names one "
            + "reading, like the six 'recent' shows. If any id is unknown, ambiguous or too short, "
            + "nothing is removed. 'templog undo' brings deleted readings back.",
        arguments: [
            ArgumentSpec(name: "id", help: "The id, or its first characters.", isRepeating: true)
        ],
        options: [.unit, .file, .help]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let time = try session.timeContext()
        let result = try session.store(arguments).delete(
            idPrefixes: arguments.positionals, at: time.nowTimestamp)
        for reading in result.removed {
            try session.output.write(
                session.text(
                    ReadingSummary.sentence(
                        .removed, reading, in: session.displayUnit(arguments), today: time.today))
                    + "\n")
        }
        session.warnUndoUnavailable(result.journalError)
        return .success
    }
}
