import TempLogCore

/// What a command accepts, declared once: parsing, `--help` and usage lines all read it.
struct CommandSpec: Sendable {
    let name: String
    /// One line for `OVERVIEW:` and the list of subcommands.
    let abstract: HelpText
    var discussion: HelpText?
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    /// The words its arguments may be (`cycle start`, `config set unit c`), for completion.
    var words: ArgumentWords = .any

    /// `templog add`.
    var commandLine: String { "templog " + name }

    /// `templog add <temperature> [--at <time>] …`.
    var usage: String {
        var parts = [commandLine]
        for argument in arguments {
            let label = "<\(argument.name)>" + (argument.isRepeating ? " ..." : "")
            parts.append(argument.isOptional ? "[\(label)]" : label)
        }
        for option in options where option.long != OptionSpec.help.long {
            parts.append("[" + option.synopsis + "]")
        }
        return parts.joined(separator: " ")
    }

    func option(named long: String) -> OptionSpec? {
        options.first { $0.long == long }
    }

    /// Whether the command has an option `--long`. (Asked without making an optional
    /// `OptionSpec`, whose type the runtime would make the first time.)
    func declares(_ long: String) -> Bool {
        options.contains { $0.long == long }
    }

    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }

    /// The full `--help` text in `language`.
    func help(in language: Language) -> String {
        let usageHeading = HelpText.usage.text(language) + " "
        let usageIndent = TerminalText.width(usageHeading)
        var text =
            wrap(
                HelpText.overview.text(language) + " " + abstract.text(language), in: language,
                indent: 0)
            + "\n\n"
        if let discussion {
            // Paragraphs are separated by a blank line; each is wrapped on its own.
            text +=
                discussion.text(language).split(separator: "\n\n").map {
                    wrap(String($0), in: language, indent: 0)
                }.joined(separator: "\n\n") + "\n\n"
        }
        text +=
            usageHeading
            + wrap(usage, in: language, indent: usageIndent, firstLineUsed: usageIndent)
        text += "\n\n"
        if !arguments.isEmpty {
            text += HelpText.arguments.text(language) + "\n"
            for argument in arguments {
                text += helpRow("<\(argument.name)>", argument.help, in: language)
            }
            text += "\n"
        }
        text += HelpText.options.text(language) + "\n"
        for option in options { text += helpRow(option.label, option.help, in: language) }
        return text
    }
}

extension ValueCompletion {
    /// A list's words as the shells' list functions take them: an `alone` word marked `!`.
    static func listTokens(_ words: [ValueWord], alone: [ValueWord]) -> String {
        (alone.map { "!" + $0.word } + words.map(\.word)).joined(separator: " ")
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    let name: String
    let help: HelpText
    var isOptional = false
    var isRepeating = false
}

/// The words a command's positional arguments may be, one level per argument: what a shell
/// offers after `templog cycle` or `templog config set unit`.
enum ArgumentWords: Sendable {
    /// Nothing in particular.
    case any
    /// A value of this kind, ending the words.
    case value(ValueCompletion)
    /// One of these words, each with what may follow it.
    case words([(word: ValueWord, then: ArgumentWords)])

    /// One of `words`, nothing in particular after any of them.
    static func oneOf(_ words: [ValueWord]) -> ArgumentWords {
        .words(words.map { ($0, .any) })
    }

    /// Each place where something can be offered: the words typed before it, and what.
    var offers: [(typed: [String], offer: ValueCompletion)] {
        switch self {
        case .any: return []
        case .value(let completion): return [([], completion)]
        case .words(let words):
            return [([], .words(words.map(\.word)))]
                + words.flatMap { word, then in
                    then.offers.map { ([word.word] + $0.typed, $0.offer) }
                }
        }
    }
}

/// What a shell may offer for an option's value.
enum ValueCompletion: Sendable, Equatable {
    case words([ValueWord])
    /// Any of these words, joined by commas, each once: each not yet in the list is offered
    /// after the last comma typed; the `alone` words (`none`) only as the whole list.
    case list([ValueWord], alone: [ValueWord])
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
    /// One short line (at most 60 characters): what completions show beside the option.
    var summary: HelpText
    var help: HelpText
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

    /// Whether `argument` is this option by its long or its short name: `--help` or `-h`.
    func isNamed(_ argument: String) -> Bool {
        argument == "--\(long)" || short.map { argument == "-\($0)" } ?? false
    }

    /// How an error names the option: `--unit <unit>` in English, as usage lines show it;
    /// `--unit` in Japanese, whose sentence says what the value is.
    var nameInErrors: Spelling {
        Spelling(en: synopsis, ja: short.map { "-\($0)" } ?? "--\(long)")
    }

    /// The usage error for `text` given as this option's value: names the value, the option
    /// and what is `accepted`.
    func invalid(_ text: String, accepted: LocalizedText) -> CommandFailure {
        .usage(
            .commandLine(.invalidValue(value: "\(text)", option: nameInErrors, accepted: accepted)))
    }

    /// The usage error for `text` given as this option's value, which must be one of `words`.
    func invalid(_ text: String, words: [ValueWord]) -> CommandFailure {
        invalid(text, accepted: ValueWord.accepted(words))
    }
}

/// Help column layout, as swift-argument-parser prints it.
enum HelpLayout {
    static let labelIndent = 2
    static let helpColumn = 26
    static let width = 80
}

/// One `  label        help` row, the help in `language` wrapped at column 26.
func helpRow(_ label: String, _ help: HelpText, in language: Language) -> String {
    let indent = String(repeating: " ", count: HelpLayout.labelIndent)
    let lead = indent + label
    let leadWidth = TerminalText.width(lead)
    let body = wrap(
        help.text(language), in: language, indent: HelpLayout.helpColumn,
        firstLineUsed: HelpLayout.helpColumn)
    if leadWidth + 2 <= HelpLayout.helpColumn {
        return lead + String(repeating: " ", count: HelpLayout.helpColumn - leadWidth) + body
            + "\n"
    }
    return lead + "\n" + String(repeating: " ", count: HelpLayout.helpColumn) + body + "\n"
}
