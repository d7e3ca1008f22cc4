import TempLogCore

/// `templog path`: where the readings are stored.
enum PathCommand: Command {
    static let spec = CommandSpec(
        name: "path",
        abstract: HelpText(
            en: "Print where the readings are stored.", ja: "記録ファイルの場所を表示します。"),
        discussion: HelpText(
            en: "The file may not exist yet: the first 'templog add' creates it (mode 0600).",
            ja: "ファイルはまだないこともあります。最初の templog add で作られます（権限 0600）。"
        ),
        options: [.file, .help]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        try session.output.write(session.store(settings, arguments).path + "\n")
        return .success
    }
}
