import TempLogCore

/// Text a person reads in `--help`, the manual and completion scripts, in English and
/// Japanese. There is no way to make one from a single string, so an abstract or an option
/// added without its Japanese does not compile.
///
/// Each text is made from the expression written for it when it is read, not when the help
/// text is declared: a command builds its options' declarations on every run, and only
/// `--help`, `help`, the manual and completions read what they say.
struct HelpText: Sendable {
    private let english: @Sendable () -> String
    private let japanese: @Sendable () -> String

    init(
        en: @autoclosure @escaping @Sendable () -> String,
        ja: @autoclosure @escaping @Sendable () -> String
    ) {
        english = en
        japanese = ja
    }

    /// The text in English.
    var en: String { english() }
    /// The text in Japanese.
    var ja: String { japanese() }

    /// The text in `language`.
    func text(_ language: Language) -> String {
        language == .en ? en : ja
    }

    static let overview = HelpText(en: "OVERVIEW:", ja: "概要:")
    static let usage = HelpText(en: "USAGE:", ja: "使い方:")
    static let arguments = HelpText(en: "ARGUMENTS:", ja: "引数:")
    static let options = HelpText(en: "OPTIONS:", ja: "オプション:")
    static let subcommands = HelpText(en: "SUBCOMMANDS:", ja: "サブコマンド:")
    static let seeSubcommandHelp = HelpText(
        en: "See 'templog help <subcommand>' for detailed help.",
        ja: "詳しいヘルプは templog help <subcommand> で見られます。"
    )
}

extension HelpText: Equatable {
    static func == (left: HelpText, right: HelpText) -> Bool {
        left.en == right.en && left.ja == right.ja
    }
}

extension HelpText {
    /// The names a table of values reads, for an option's help: `cough (咳, せき); headache (…)`
    /// in English, `咳（cough、せき）、頭痛（…）` in Japanese.
    static func names(_ entries: [(name: String, japanese: String, synonyms: [String])])
        -> HelpText
    {
        HelpText(
            en: entries.map {
                "\($0.name) (\(([$0.japanese] + $0.synonyms).joined(separator: ", ")))"
            }
            .joined(separator: "; "),
            ja: entries.map {
                "\($0.japanese)（\(([$0.name] + $0.synonyms).joined(separator: "、"))）"
            }
            .joined(separator: "、"))
    }
}
