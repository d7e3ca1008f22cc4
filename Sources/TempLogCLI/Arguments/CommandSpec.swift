import TempLogCore

/// What a command accepts, declared once: parsing, `--help` and usage lines all read it.
struct CommandSpec: Sendable {
    let name: String
    /// One line for `OVERVIEW:` and the list of subcommands.
    let abstract: String
    var discussion: String = ""
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

    /// The full `--help` text.
    var help: String {
        var text = "OVERVIEW: \(abstract)\n\n"
        if !discussion.isEmpty { text += wrap(discussion, indent: 0) + "\n\n" }
        text += "USAGE: " + wrap(usage, indent: 7, firstLineUsed: 7) + "\n\n"
        if !arguments.isEmpty {
            text += "ARGUMENTS:\n"
            for argument in arguments { text += helpRow("<\(argument.name)>", argument.help) }
            text += "\n"
        }
        text += "OPTIONS:\n"
        for option in options { text += helpRow(option.label, option.help) }
        return text
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    let name: String
    let help: String
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
    let help: String
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

    static let help = OptionSpec(long: "help", short: "h", help: "Show help information.")
    static let file = OptionSpec(
        long: "file", value: "path",
        help:
            "The store file (default: $TEMPLOG_FILE, the file setting, else "
            + "$XDG_DATA_HOME/templog/readings.jsonl).",
        completion: .files
    )
    /// `--who` of the commands that show readings: narrows to people, and may be repeated.
    static let who = OptionSpec(
        long: "who", value: "name",
        help: "Only readings of this person; repeat for several; 'me' is you "
            + "(default: $TEMPLOG_WHO or the who setting, else everyone).",
        completion: .people
    )
    /// `--who` of the commands that act for one person.
    static let whoOne = OptionSpec(
        long: "who", value: "name",
        help: "Whose readings; 'me' is you (default: $TEMPLOG_WHO or the who setting, else you).",
        completion: .people
    )
    static let everyone = OptionSpec(
        long: "everyone", help: "Everyone's readings, even when TEMPLOG_WHO names someone."
    )
    static let fever = OptionSpec(
        long: "fever", value: "temperature",
        help: "The fever threshold, in °C or °F (default: $TEMPLOG_FEVER, the fever setting, "
            + "else 37.5 °C, or 100.4 °F when temperatures are shown in °F)."
    )
    /// `--unit` of the commands that show temperatures to people.
    static let unit = OptionSpec(
        long: "unit", value: "unit",
        help: "Show temperatures in c or f (default: $TEMPLOG_UNIT, the unit setting, else the "
            + "locale's: f for the United States, c elsewhere).",
        completion: .words(["c", "f"])
    )
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
    let body = wrap(help, indent: HelpLayout.helpColumn, firstLineUsed: HelpLayout.helpColumn)
    if lead.count + 2 <= HelpLayout.helpColumn {
        return lead + String(repeating: " ", count: HelpLayout.helpColumn - lead.count) + body
            + "\n"
    }
    return lead + "\n" + String(repeating: " ", count: HelpLayout.helpColumn) + body + "\n"
}

/// Wraps words at 80 terminal columns (a wide character takes two); continuation lines start
/// `indent` spaces in.
func wrap(_ text: String, indent: Int, firstLineUsed: Int = 0) -> String {
    var lines: [String] = []
    var line = ""
    var used = firstLineUsed
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
        let width = TerminalText.width(String(word))
        if !line.isEmpty, used + 1 + width > HelpLayout.width {
            lines.append(line)
            line = ""
            used = indent
        }
        if !line.isEmpty {
            line += " "
            used += 1
        }
        line += word
        used += width
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
}
