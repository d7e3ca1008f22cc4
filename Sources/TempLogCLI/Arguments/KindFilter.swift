import TempLogCore

/// `--kind body|basal|all`: which kinds of reading a command looks at.
enum KindFilter {
    /// What a command looks at without `--kind`.
    enum Default {
        /// Body readings only: the fever-minded commands.
        case body
        /// Every kind.
        case all
        /// The kind `add` records by default: `today`, the reminder, asks about what is logged.
        case setting
    }

    /// What `--kind` names.
    enum Choice: Sendable {
        /// `all`: every kind.
        case all
        /// `body` or `basal`: that kind only.
        case only(ReadingKind)
    }

    /// `--kind`: every kind, or one.
    static let kind = Option<Choice>(
        long: "kind", value: "kind",
        summary: HelpText(en: "Which kinds of reading", ja: "記録の種類"),
        help: help(default: "all", "all"),
        completion: .words(ValueWord.kindsOrAll)
    ) { text, spec in
        let word = text.lowercased()
        if word == "all" { return .all }
        guard let kind = ReadingKind(rawValue: word) else {
            throw spec.invalid(text, words: ValueWord.kindsOrAll)
        }
        return .only(kind)
    }

    /// The option, its help naming the command's default.
    static func option(default fallback: Default) -> OptionSpec {
        let word: HelpText
        switch fallback {
        case .body: word = HelpText(en: "body", ja: "body")
        case .all: word = HelpText(en: "all", ja: "all")
        case .setting:
            word = HelpText(
                en: "$TEMPLOG_KIND or the kind setting, else body",
                ja: "$TEMPLOG_KIND か設定の kind、なければ body")
        }
        return kind.helped(help(default: word.en, word.ja)).spec
    }

    private static func help(default en: String, _ ja: String) -> HelpText {
        HelpText(
            en: "Which readings: " + ValueWord.englishChoice(ValueWord.kindsOrAll)
                + " (default: \(en)).",
            ja: "記録の種類: " + ValueWord.japaneseItems(ValueWord.kindsOrAll).joined(separator: "、")
                + "のどれか。既定は \(ja) です。")
    }

    /// The kinds `--kind` names (nil for all), else `fallback`.
    static func kinds(_ arguments: ParsedArguments, fallback: ReadingKinds?) throws
        -> ReadingKinds?
    {
        switch try arguments[kind] {
        case nil: return fallback
        case .all: return nil
        case .only(let kind): return [kind]
        }
    }
}
