import TempLogCore
import TempLogText

/// templog's command line: parses arguments, runs a command, reports errors, returns the exit code.
///
/// Everything outside the process is injected, so tests run it in-process.
public struct CLI: Sendable {
    /// What `templog --version` prints.
    public static let version = "0.1.0"

    let console: Console
    let environment: [String: String]
    let clock: WallClock

    /// A command line writing to `console`, reading settings from `environment` and the time
    /// from `clock`.
    public init(console: Console, environment: [String: String], clock: WallClock) {
        self.console = console
        self.environment = environment
        self.clock = clock
    }

    static let commands: [any Subcommand.Type] = commandsByName.map(\.command)

    /// The subcommands with the names they are typed as (each its spec's name), in the order
    /// help lists them: finding one by name builds no other's spec (`add`'s, help texts and
    /// all, was a fifth of the instructions `recent` runs).
    static let commandsByName: [(name: String, command: any Subcommand.Type)] = [
        ("add", AddCommand.self), ("recent", RecentCommand.self), ("today", TodayCommand.self),
        ("report", ReportCommand.self), ("export", ExportCommand.self),
        ("stats", StatsCommand.self), ("chart", ChartCommand.self), ("sheet", SheetCommand.self),
        ("people", PeopleCommand.self), ("undo", UndoCommand.self),
        ("delete", DeleteCommand.self), ("import", ImportCommand.self),
        ("check", CheckCommand.self), ("config", ConfigCommand.self),
        ("completions", CompletionsCommand.self), ("manual", ManualCommand.self),
        ("path", PathCommand.self), ("cycle", CycleCommand.self), ("dose", DoseCommand.self),
        ("episode", EpisodeCommand.self),
    ]

    /// `--version`, an option of `templog` alone.
    static let versionFlag = Flag(
        long: "version", summary: HelpText(en: "Show the version", ja: "バージョンを表示"),
        help: HelpText(en: "Show the version.", ja: "バージョンを表示します。"))

    static let rootSpec = CommandSpec(
        name: "",
        abstract: HelpText(
            en: "A body temperature log for the terminal.", ja: "ターミナルで使う体温の記録帳。"),
        discussion: HelpText(
            en: "Record a reading each morning with 'templog add 36.5', review with "
                + "'templog recent', and hand 'templog export --csv' to your report script.",
            ja: "毎朝 templog add 36.5 で体温を記録し、templog recent で見返し、"
                + "templog export --csv の出力を報告用のスクリプトに渡せます。"
        ),
        options: [versionFlag.spec, .help]
    )

    static let helpSpec = CommandSpec(
        name: "help",
        abstract: HelpText(
            en: "Show help for a subcommand.", ja: "サブコマンドのヘルプを表示します。"),
        arguments: [
            ArgumentSpec(
                name: "subcommand",
                help: HelpText(en: "The subcommand to explain.", ja: "説明するサブコマンド。"),
                isOptional: true)
        ],
        options: [.help]
    )

    /// Runs `arguments` (`CommandLine.arguments`, program name first) and returns the exit code.
    public func run(_ arguments: [String]) -> Int32 {
        run { arguments }
    }

    /// Runs the process's raw arguments (program name first), refusing any that is not valid
    /// UTF-8 text rather than reading it with replacement characters.
    public func run(argv: [[UInt8]]) -> Int32 {
        run {
            try argv.enumerated().map { index, bytes in
                guard let text = validatedString(bytes) else {
                    let shown = String(decoding: bytes, as: UTF8.self)
                    throw CommandFailure.data(
                        .commandLine(.argumentNotUTF8(position: index, shown: "\(shown)")))
                }
                return text
            }
        }
    }

    private func run(_ arguments: () throws -> [String]) -> Int32 {
        let loaded = LoadedSettings(environment: environment)
        let session = Session(console: console, environment: environment, clock: clock) {
            (try? loaded.settings())?.language.value
                ?? Settings.localeLanguage(environment).value
        }
        var subject = UsageSubject.root
        do {
            let arguments = try arguments()
            let code: ExitCode
            do {
                code = try dispatch(
                    Array(arguments.dropFirst()), session: session, subject: &subject,
                    loadSettings: { try loaded.settings() })
            } catch let quiet as ExitCode {
                code = quiet
            }
            try session.output.flush()
            return code.rawValue
        } catch {
            // What a failed command had not yet written stays unwritten: no header without
            // its rows, no summary of work that did not happen.
            session.output.discard()
            let failure = CommandFailure(error)
            var message = session.text(.commandLine(.errorLine(reason: failure.text))) + "\n"
            for detail in failure.details { message += session.text(detail) + "\n" }
            if failure.exitCode == .usage {
                let shown = subject.spec
                message +=
                    session.text(
                        .commandLine(
                            .usageLine(
                                usage:
                                    "\(shown.name.isEmpty ? "templog <subcommand>" : shown.usage)"))
                    ) + "\n"
                message +=
                    session.text(
                        .commandLine(
                            .seeHelp(
                                command: "\(shown.name.isEmpty ? "templog" : shown.commandLine)")))
                    + "\n"
            }
            console.writeError(Array(message.utf8))
            return failure.exitCode.rawValue
        }
    }

    private func dispatch(
        _ arguments: [String], session: Session, subject: inout UsageSubject,
        loadSettings: () throws -> Settings
    ) throws -> ExitCode {
        guard let first = arguments.first, !OptionSpec.help.isNamed(first) else {
            try session.output.write(CLI.rootHelp(in: session.language))
            return .success
        }
        if CLI.versionFlag.spec.isNamed(first) {
            try session.output.write(CLI.version + "\n")
            return .success
        }
        if first == "help" {
            subject = .help
            let parsed = try ParsedArguments(Array(arguments.dropFirst()), for: CLI.helpSpec)
            try parsed.validatePositionals(for: CLI.helpSpec)
            guard let name = parsed.positionals.first else {
                try session.output.write(CLI.rootHelp(in: session.language))
                return .success
            }
            if name == "help" {
                try session.output.write(CLI.helpSpec.help(in: session.language))
                return .success
            }
            try session.output.write(try CLI.command(named: name).spec.help(in: session.language))
            return .success
        }
        let command = try CLI.command(named: first)
        subject = .command(command)
        let parsed = try ParsedArguments(Array(arguments.dropFirst()), for: command.spec)
        if parsed[CommonOption.help] {
            try session.output.write(command.spec.help(in: session.language))
            return .success
        }
        try parsed.validatePositionals(for: command.spec)
        return try command.start(parsed, loadSettings: loadSettings, in: session)
    }

    private static func command(named name: String) throws -> any Subcommand.Type {
        if let command = commandsByName.first(where: { $0.name == name }) {
            return command.command
        }
        if name.hasPrefix("-") {
            throw CommandFailure.usage(.commandLine(.unknownOption(option: "\(name)")))
        }
        if (try? TemperatureInput.parse(name)) != nil {
            throw CommandFailure.usage(
                .commandLine(.unknownCommandDidYouMeanAdd(command: "\(name)")))
        }
        let names = commandsByName.map(\.name)
        if let match = names.first(where: { $0.hasPrefix(name.lowercased()) })
            ?? CLI.nearMiss(name, among: names)
        {
            throw CommandFailure.usage(
                .commandLine(.unknownCommandDidYouMean(command: "\(name)", suggestion: "\(match)")))
        }
        throw CommandFailure.usage(.commandLine(.unknownCommand(command: "\(name)")))
    }

    /// The word among `words` that `typed` looks like a slip for (`recnt` → `recent`, `todya` →
    /// `today`): within two edits, one for words of three letters or fewer, without regard to
    /// case or full-width forms.
    static func nearMiss(_ typed: String, among words: [String]) -> String? {
        let folded = TextInput.normalized(typed).lowercased()
        return EditDistance.closest(
            to: folded, among: words, limit: folded.count <= 3 ? 1 : 2)
    }

    /// `templog --help` in `language`.
    static func rootHelp(in language: Language) -> String {
        var text =
            wrap(
                HelpText.overview.text(language) + " " + rootSpec.abstract.text(language),
                in: language, indent: 0
            )
            + "\n\n"
        if let discussion = rootSpec.discussion {
            text += wrap(discussion.text(language), in: language, indent: 0) + "\n\n"
        }
        text += HelpText.usage.text(language) + " templog <subcommand>\n\n"
        text += HelpText.options.text(language) + "\n"
        for option in rootSpec.options { text += helpRow(option.label, option.help, in: language) }
        text += "\n" + HelpText.subcommands.text(language) + "\n"
        for spec in commands.map({ $0.spec }) + [helpSpec] {
            text += helpRow(spec.name, spec.abstract, in: language)
        }
        text += "\n  " + HelpText.seeSubcommandHelp.text(language) + "\n"
        return text
    }
}

/// The command a usage error shows the usage of: templog's own until a subcommand is known.
/// (An optional `CommandSpec` would have its type made at run time, on every run.)
private enum UsageSubject {
    case root
    case help
    case command(any Subcommand.Type)

    var spec: CommandSpec {
        switch self {
        case .root: CLI.rootSpec
        case .help: CLI.helpSpec
        case .command(let command): command.spec
        }
    }
}

/// The settings file and environment, read on first use and then kept. Output takes its
/// language from the same reading; `config set` and `config unset` read nothing before they
/// write, so their own message is in the language the file then holds.
private final class LoadedSettings {
    /// What the one reading gave. Not a `Result`: making its type at run time looks up how
    /// `any Error` conforms to `Error` among every conformance in the binary, a fifth of what
    /// `--version` costs.
    private enum Outcome {
        case unread
        case loaded(Settings)
        case failed(any Error)
    }

    let environment: [String: String]
    private var outcome = Outcome.unread

    init(environment: [String: String]) {
        self.environment = environment
    }

    /// The settings, read the first time; later calls give the same settings or throw the
    /// same error.
    func settings() throws -> Settings {
        switch outcome {
        case .loaded(let settings): return settings
        case .failed(let error): throw error
        case .unread:
            do {
                let settings = try Settings.load(environment: environment)
                outcome = .loaded(settings)
                return settings
            } catch {
                outcome = .failed(error)
                throw error
            }
        }
    }
}
