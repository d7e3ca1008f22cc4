import TempLogCore

/// `templog delete`: remove readings by id.
enum DeleteCommand: Command {
    static let spec = CommandSpec(
        name: "delete",
        abstract: HelpText(en: "Remove readings by id.", ja: "ID を指定して記録を削除します。"),
        discussion: HelpText(
            en: "Each id may be shortened to a prefix of at least 4 characters that names one "
                + "reading, like the six 'recent' shows. If any id is unknown, ambiguous or too "
                + "short, nothing is removed. 'templog undo' brings deleted readings back.",
            ja: "ID は、記録を一つに決められる 4 文字以上の先頭部分に縮められます（recent が"
                + "表示する 6 文字など）。見つからない ID、一つに決まらない ID、短すぎる ID が"
                + "一つでもあれば、何も削除しません。削除は templog undo で取り消せます。"
        ),
        arguments: [
            ArgumentSpec(
                name: "id",
                help: HelpText(en: "The id, or its first characters.", ja: "ID、またはその先頭の数文字。"),
                isRepeating: true)
        ],
        options: [.unit, .file, .help]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let time = settings.time
        let result = try session.store(settings, arguments).delete(
            idPrefixes: arguments.positionals, at: time.nowTimestamp)
        let names = try session.names(settings, arguments)
        for reading in result.removed {
            try session.output.write(
                session.text(
                    .undo(
                        .deleted(
                            reading: ReadingSummary.mention(
                                reading, in: settings.displayUnit(arguments), time: time,
                                names: names))))
                    + "\n")
        }
        return .success
    }
}
