import TempLogCore

/// `templog undo`: take back the reading entered last.
enum UndoCommand: Command {
    static let spec = CommandSpec(
        name: "undo",
        abstract: "Remove the reading entered most recently.",
        discussion:
            "Removes the reading with the latest entry time, even when it was back-dated with "
            + "--at. Run it again to remove the one entered before that.",
        options: [.file, .help]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let time = try session.timeContext()
        guard let removed = try session.store(arguments).undo() else {
            try session.output.write(session.text(Message.nothingToUndo()) + "\n")
            return .success
        }
        try session.output.write(
            session.text(ReadingSummary.sentence(.removed, removed, today: time.today)) + "\n")
        return .success
    }
}
