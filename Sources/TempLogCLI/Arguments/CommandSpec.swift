import TempLogCore

/// What a command accepts, declared once: parsing, `--help` and usage lines all read it.
struct CommandSpec: Sendable {
    let name: String
    /// One line for `OVERVIEW:` and the list of subcommands.
    let abstract: HelpText
    var discussion: HelpText?
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []

    /// `templog add`.
    var commandLine: String { "templog " + name }

    /// `templog add <temperature> [--at <time>] …`.
    var usage: String {
        var parts = [commandLine]
        for argument in arguments {
            let label = "<\(argument.name)>" + (argument.isRepeating ? " ..." : "")
            parts.append(argument.isOptional ? "[\(label)]" : label)
        }
        for option in options where option.long != "help" {
            parts.append("[" + option.synopsis + "]")
        }
        return parts.joined(separator: " ")
    }

    func option(named long: String) -> OptionSpec? {
        options.first { $0.long == long }
    }

    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }

    /// The full `--help` text in `language`.
    func help(in language: Language) -> String {
        let usageHeading = HelpText.usage.text(language) + " "
        let usageIndent = TerminalText.width(usageHeading)
        var text =
            wrap(HelpText.overview.text(language) + " " + abstract.text(language), indent: 0)
            + "\n\n"
        if let discussion {
            // Paragraphs are separated by a blank line; each is wrapped on its own.
            text +=
                discussion.text(language).split(separator: "\n\n").map {
                    wrap(String($0), indent: 0)
                }.joined(separator: "\n\n") + "\n\n"
        }
        text += usageHeading + wrap(usage, indent: usageIndent, firstLineUsed: usageIndent)
        text += "\n\n"
        if !arguments.isEmpty {
            text += HelpText.arguments.text(language) + "\n"
            for argument in arguments {
                text += helpRow("<\(argument.name)>", argument.help.text(language))
            }
            text += "\n"
        }
        text += HelpText.options.text(language) + "\n"
        for option in options { text += helpRow(option.label, option.help.text(language)) }
        return text
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    let name: String
    let help: HelpText
    var isOptional = false
    var isRepeating = false
}

/// What a shell may offer for an option's value.
enum ValueCompletion: Sendable, Equatable {
    case words([String])
    case files
    /// The names of the people in the store.
    case people
}

/// An option: `--long <value>` (with `short`, `-n <value>`), or a flag when `value` is nil.
struct OptionSpec: Sendable {
    let long: String
    var short: Character?
    /// The value's placeholder (`time` shows as `<time>`); nil for a flag.
    var value: String?
    let help: HelpText
    /// What completion offers for the value.
    var completion: ValueCompletion?

    var takesValue: Bool { value != nil }

    /// `--at <time>` or `-n <count>`, as usage lines show it.
    var synopsis: String {
        let name = short.map { "-\($0)" } ?? "--\(long)"
        return value.map { "\(name) <\($0)>" } ?? name
    }

    /// `-n, --count <count>`, as the options list shows it.
    var label: String {
        let names = (short.map { "-\($0), " } ?? "") + "--\(long)"
        return value.map { "\(names) <\($0)>" } ?? names
    }

    static let help = OptionSpec(
        long: "help", short: "h",
        help: HelpText(en: "Show help information.", ja: "ヘルプを表示します。")
    )
    static let file = OptionSpec(
        long: "file", value: "path",
        help: HelpText(
            en: "The store file (default: $TEMPLOG_FILE, the file setting, else "
                + "$XDG_DATA_HOME/templog/readings.jsonl).",
            ja: "記録ファイル（既定: $TEMPLOG_FILE、設定の file、なければ "
                + "$XDG_DATA_HOME/templog/readings.jsonl）。"
        ),
        completion: .files
    )
    /// `--who` of the commands that show readings: narrows to people, and may be repeated.
    static let who = OptionSpec(
        long: "who", value: "name",
        help: HelpText(
            en: "Only readings of this person; repeat for several; 'me' is you "
                + "(default: $TEMPLOG_WHO or the who setting, else everyone).",
            ja: "この人の記録だけ。複数の人なら繰り返し指定します。'me' はあなた自身です"
                + "（既定: $TEMPLOG_WHO か設定の who、なければ全員）。"
        ),
        completion: .people
    )
    /// `--who` of the commands that act for one person.
    static let whoOne = OptionSpec(
        long: "who", value: "name",
        help: HelpText(
            en: "Whose readings; 'me' is you (default: $TEMPLOG_WHO or the who setting, else you).",
            ja: "誰の記録か。'me' はあなた自身です（既定: $TEMPLOG_WHO か設定の who、なければあなた）。"
        ),
        completion: .people
    )
    static let everyone = OptionSpec(
        long: "everyone",
        help: HelpText(
            en: "Everyone's readings, even when TEMPLOG_WHO or the who setting names someone.",
            ja: "TEMPLOG_WHO や設定の who が誰かを指していても、全員の記録。"
        )
    )
    static let fever = OptionSpec(
        long: "fever", value: "temperature",
        help: HelpText(
            en: "The fever threshold, in °C or °F (default: $TEMPLOG_FEVER, the fever setting, "
                + "else 37.5 °C, or 100.4 °F when temperatures are shown in °F; machine output "
                + "always defaults to 37.5 °C).",
            ja: "発熱の基準。℃ でも °F でも指定できます（既定: $TEMPLOG_FEVER、設定の fever、"
                + "なければ 37.5℃。°F で表示するときは 100.4°F。機械向けの出力では常に 37.5℃）。"
        )
    )
    /// `--unit` of the commands that show temperatures to people.
    static let unit = OptionSpec(
        long: "unit", value: "unit",
        help: HelpText(
            en: "Show temperatures in c or f (default: $TEMPLOG_UNIT, the unit setting, else the "
                + "locale's: f for the United States, c elsewhere).",
            ja: "体温を c（℃）か f（°F）で表示します（既定: $TEMPLOG_UNIT、設定の unit、なければ"
                + "ロケールに従い、米国は f、それ以外は c）。"
        ),
        completion: .words(["c", "f"])
    )
}

extension OptionSpec {
    /// `--lang <language>`: which language a command prints in, described by `help`.
    static func language(_ help: HelpText) -> OptionSpec {
        OptionSpec(
            long: "lang", value: "language", help: help,
            completion: .words(Language.allCases.map(\.rawValue)))
    }
}

/// Help column layout, as swift-argument-parser prints it.
enum HelpLayout {
    static let labelIndent = 2
    static let helpColumn = 26
    static let width = 80
}

/// One `  label        help` row, the help wrapped at column 26.
func helpRow(_ label: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: HelpLayout.labelIndent)
    let lead = indent + label
    let leadWidth = TerminalText.width(lead)
    let body = wrap(help, indent: HelpLayout.helpColumn, firstLineUsed: HelpLayout.helpColumn)
    if leadWidth + 2 <= HelpLayout.helpColumn {
        return lead + String(repeating: " ", count: HelpLayout.helpColumn - leadWidth) + body
            + "\n"
    }
    return lead + "\n" + String(repeating: " ", count: HelpLayout.helpColumn) + body + "\n"
}
