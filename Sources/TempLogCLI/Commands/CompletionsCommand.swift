import TempLogCore

/// `templog completions`: a shell completion script.
enum CompletionsCommand: Command {
    static let spec = CommandSpec(
        name: "completions",
        abstract: HelpText(
            en: "Print a completion script for bash, zsh or fish.",
            ja: "bash、zsh、fish の補完スクリプトを出力します。"
        ),
        discussion: HelpText(
            en: "It completes commands, options, sites, formats and the names of the people in "
                + "the store. For bash: 'source <(templog completions bash)' in ~/.bashrc.",
            ja: "コマンド、オプション、部位、形式、記録のある人の名前を補完します。bash なら "
                + "~/.bashrc に source <(templog completions bash) と書きます。"
        ),
        arguments: [
            ArgumentSpec(
                name: "shell", help: HelpText(en: "bash, zsh or fish.", ja: "bash、zsh、fish のどれか。"))
        ],
        options: [.help],
        words: .oneOf(shells)
    )

    /// The shells a script is written for.
    private static let shells = ValueWord.plain(CompletionScript.Shell.allCases.map(\.rawValue))

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let name = arguments.positionals[0]
        guard let shell = CompletionScript.Shell(rawValue: name.lowercased()) else {
            throw ValueWord.invalidArgument(name, name: "shell", words: shells)
        }
        try session.output.write(CompletionScript.script(for: shell, in: session.language))
        return .success
    }
}
