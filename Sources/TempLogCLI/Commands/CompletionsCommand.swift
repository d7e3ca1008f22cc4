import TempLogCore

/// `templog completions`: a shell completion script.
enum CompletionsCommand: Command {
    static let spec = CommandSpec(
        name: "completions",
        abstract: "Print a completion script for bash, zsh or fish.",
        discussion:
            "It completes commands, options, sites, formats and the names of the people in the store. "
            + "For bash: 'source <(templog completions bash)' in ~/.bashrc.",
        arguments: [ArgumentSpec(name: "shell", help: "bash, zsh or fish.")],
        options: [.help]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let name = arguments.positionals[0]
        guard let shell = CompletionScript.Shell(rawValue: name.lowercased()) else {
            throw CommandFailure.usage(
                Message.invalidValue("\(name)", "<shell>", "bash, zsh, fish"))
        }
        try session.output.write(CompletionScript.script(for: shell))
        return .success
    }
}
