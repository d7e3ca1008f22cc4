import TempLogCore

/// `templog manual`: the man page, in roff.
enum ManualCommand: Command {
    static let spec = CommandSpec(
        name: "manual",
        abstract: "Print the templog(1) man page in roff.",
        discussion:
            "Install it with: templog manual > ~/.local/share/man/man1/templog.1 — or read it now "
            + "with: templog manual | man -l -",
        options: [.help]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        try session.output.write(ManualPage.render())
        return .success
    }
}
