import TempLogCore

/// The options several commands share, declared once; a command words their help for itself
/// with `helped(_:)`.
enum CommonOption {
    static let help = Flag(
        long: "help", short: "h",
        summary: HelpText(en: "Show help information", ja: "ヘルプを表示"),
        help: HelpText(en: "Show help information.", ja: "ヘルプを表示します。")
    )
    static let file = Option<String>(
        long: "file", value: "path",
        summary: HelpText(en: "The store file", ja: "記録ファイル"),
        help: HelpText(
            en: "The store file (default: $TEMPLOG_FILE, the file setting, else "
                + "$XDG_DATA_HOME/templog/readings.jsonl).",
            ja: "記録ファイル。既定は $TEMPLOG_FILE、設定の file、なければ "
                + "$XDG_DATA_HOME/templog/readings.jsonl です。"
        ),
        completion: .files
    ) { text, spec in
        guard !text.isEmpty else {
            throw CommandFailure.usage(.commandLine(.emptyFileOption(option: "\(spec.synopsis)")))
        }
        return text
    }
    /// `--who` of the commands that show readings: narrows to people, and may be repeated.
    static let who = Option<Person>(
        long: "who", value: "name",
        summary: HelpText(en: "Only this person's readings", ja: "この人の記録だけを表示"),
        help: HelpText(
            en: "Only readings of this person; repeat for several; 'me' is you "
                + "(default: $TEMPLOG_WHO or the who setting, else everyone).",
            ja: "この人の記録だけを表示します。複数の人なら繰り返し指定します。me はあなた自身"
                + "です。既定は $TEMPLOG_WHO か設定の who、なければ全員です。"
        ),
        completion: .people,
        parse: { try Person.parse($0) }
    )
    /// `--who` of the commands that act for one person.
    static let whoOne = who.helped(
        HelpText(
            en: "Whose readings; 'me' is you (default: $TEMPLOG_WHO or the who setting, else you).",
            ja: "誰の記録か。me はあなた自身です。既定は $TEMPLOG_WHO か設定の who、なければ"
                + "あなたです。"
        ),
        summary: HelpText(en: "Whose readings", ja: "誰の記録か"))
    static let everyone = Flag(
        long: "everyone",
        summary: HelpText(en: "Everyone's readings", ja: "全員の記録を表示"),
        help: HelpText(
            en: "Everyone's readings, even when TEMPLOG_WHO or the who setting names someone.",
            ja: "TEMPLOG_WHO や設定の who が誰かを指していても、全員の記録を表示します。"
        )
    )
    static let fever = Option<FeverThreshold>(
        long: "fever", value: "temperature",
        summary: HelpText(en: "The fever threshold for everyone", ja: "全員に使う発熱の目安"),
        help: HelpText(
            en: "The fever threshold for everyone's readings, in °C or °F (default: the "
                + "person's own from 'people set NAME --fever', else $TEMPLOG_FEVER or the fever "
                + "setting, else 37.5 °C, or 100.4 °F where the unit setting or the locale is °F).",
            ja: "全員の記録に使う発熱の目安。℃ でも °F でも指定できます。既定は people set 名前 "
                + "--fever で決めたその人の目安、なければ $TEMPLOG_FEVER か設定の fever、なければ "
                + "37.5℃（設定の unit やロケールが °F なら 100.4°F）です。"
        ),
        parse: { FeverThreshold(try TemperatureInput.parse($0)) }
    )
    /// `--unit` of the commands that show temperatures to people.
    static let unit = Option<TemperatureUnit>(
        long: "unit", value: "unit",
        summary: HelpText(en: "Show temperatures in °C or °F", ja: "体温を ℃ か °F で表示"),
        help: HelpText(
            en: "Show temperatures in c or f (default: $TEMPLOG_UNIT, the unit setting, else the "
                + "locale's: f for the United States, c elsewhere).",
            ja: "体温を c（℃）か f（°F）で表示します。既定は $TEMPLOG_UNIT、設定の unit、"
                + "なければロケールに従い、米国では f、それ以外では c です。"
        ),
        completion: .words(ValueWord.units)
    ) { text, spec in
        guard let unit = TemperatureUnit(named: text) else {
            throw spec.invalid(text, words: ValueWord.units)
        }
        return unit
    }

    /// `--lang <language>`: which language a command prints in, described by `help`.
    static func language(_ help: HelpText, summary: HelpText) -> Option<Language> {
        .choice(
            long: "lang", value: "language", words: ValueWord.languages, summary: summary,
            help: help)
    }
}

/// The common options as a spec's list names them (`options: [.unit, .file, .help]`).
extension OptionSpec {
    static var help: OptionSpec { CommonOption.help.spec }
    static var file: OptionSpec { CommonOption.file.spec }
    static var who: OptionSpec { CommonOption.who.spec }
    static var whoOne: OptionSpec { CommonOption.whoOne.spec }
    static var everyone: OptionSpec { CommonOption.everyone.spec }
    static var fever: OptionSpec { CommonOption.fever.spec }
    static var unit: OptionSpec { CommonOption.unit.spec }
}
