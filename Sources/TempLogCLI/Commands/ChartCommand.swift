import TempLogCore

/// `templog chart`: the last days' temperatures as a chart in the terminal.
enum ChartCommand: Command {
    static let days = Option<Int>.count(
        long: "days", value: "n", in: 1...DayRange.maximumDays,
        summary: HelpText(en: "How many days, ending today", ja: "今日までの日数"),
        help: HelpText(
            en: "How many days, ending today: 1 to \(DayRange.maximumDays) (default: 30).",
            ja: "今日までの日数。1〜\(DayRange.maximumDays) の範囲で指定でき、既定は 30 日です。"
        )
    )

    static let ascii = Flag(
        long: "ascii",
        summary: HelpText(en: "Draw with ASCII characters only", ja: "ASCII 文字だけで描く"),
        help: HelpText(
            en: "Draw with ASCII characters only.", ja: "ASCII 文字だけで描きます。")
    )

    static let basal = Flag(
        long: "basal",
        summary: HelpText(en: "Chart a cycle's basal temperatures", ja: "周期の基礎体温を描く"),
        help: HelpText(
            en:
                "Chart a cycle's basal temperatures by day of the cycle, with the coverline "
                + "and shift of the three-over-six rule (see 'templog cycle').",
            ja: "周期の基礎体温を周期の日ごとに描き、3 over 6 ルールのカバーラインと高温期への"
                + "移行日を示します。周期は templog cycle で記録します。"
        )
    )

    static let cycle = Option<Int>.count(
        long: "cycle", value: "n", in: 0...DayRange.maximumDays,
        summary: HelpText(en: "Which cycle, with --basal", ja: "どの周期か（--basal と一緒に）"),
        help: HelpText(
            en: "With --basal: which cycle, 0 the current one, 1 the one before, … "
                + "(default: 0).",
            ja: "--basal と一緒に使い、どの周期かを指定します。0 が今の周期、1 がその前の周期"
                + "です。既定は 0 です。"
        )
    )

    static let spec = CommandSpec(
        name: "chart",
        abstract: HelpText(
            en: "Chart each day's highest temperature in the terminal.",
            ja: "日ごとの最高体温をターミナルにグラフで描きます。"
        ),
        discussion: HelpText(
            en: "One column per day, one row per 0.1 °C (0.2 °F), the fever threshold drawn across "
                + "and days without a reading marked on the baseline. The width follows COLUMNS; "
                + "Unicode blocks are used when the locale is UTF-8, ASCII otherwise. It draws one "
                + "person: --who, else $TEMPLOG_WHO or the who setting, else you.",
            ja: "1 日を 1 列、0.1℃（0.2°F）を 1 行で描き、発熱の目安に横線を引き、記録のない日は"
                + "底の線に印を付けます。幅は COLUMNS に合わせます。ロケールが UTF-8 なら Unicode の"
                + "ブロック文字で、そうでなければ ASCII で描きます。描くのは 1 人分です（--who、"
                + "なければ $TEMPLOG_WHO か設定の who、なければあなた）。"
        ),
        options: [
            days.spec,
            .whoOne,
            ascii.spec,
            basal.spec,
            cycle.spec,
            .unit, .fever, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        if arguments[basal] { return try basalChart(arguments, settings, in: session) }
        if arguments.text(cycle) != nil {
            throw CommandFailure.usage(
                .cycle(.optionNeedsOption(option: "cycle", required: "basal")))
        }
        let time = settings.time
        let count = try arguments[days] ?? 30
        let range = DayRange(since: time.today.adding(days: -(count - 1)), until: time.today)
        let person = try Scope.person(arguments, settings)
        let fever = try session.fevers(settings, arguments).threshold(for: person)
        let everyone = try session.readings(
            in: range, of: nil, kinds: [.body], from: session.store(settings, arguments))
        let readings = everyone.filter { $0.person == person }
        try KnownPeople.requireReadings(
            of: [person], seen: readings.lazy.map(\.person), arguments, settings, in: session)
        if readings.isEmpty, !everyone.isEmpty {
            let others = Set(everyone.map(\.person))
            let message = LocalizedText.report(
                .chartNoReadingsOf(person: person.display, others: Person.list(others)))
            try session.output.write(session.text(message) + "\n")
            return .success
        }
        var highest: [LocalDate: Temperature] = [:]
        for reading in readings {
            let day = reading.takenAt.localDate
            highest[day] = max(highest[day] ?? reading.temperature, reading.temperature)
        }
        let days = try range.days(first: time.today, last: time.today)
        let terminal = terminal(arguments, session)
        let chart = TemperatureChart(
            name: session.text(
                try session.names(settings, arguments).display(
                    readings.first.map(\.person) ?? person)),
            days: days, values: days.map { highest[$0] }, fever: fever,
            unit: try settings.displayUnit(arguments), width: terminal.width,
            unicode: terminal.unicode, asciiText: terminal.asciiText, color: session.colorAllowed,
            language: terminal.language
        )
        try session.output.write(chart.render())
        return .success
    }

    /// What a chart may use: the width (`COLUMNS`, at least 20, else 80), Unicode blocks
    /// (unless `--ascii` or the locale is not UTF-8), the language, and whether its text may
    /// go beyond ASCII. `--ascii` draws with ASCII but keeps labels and names in the person's
    /// language; only a locale that is not UTF-8 makes the text English and ASCII.
    static func terminal(_ arguments: ParsedArguments, _ session: Session) -> (
        width: Int, unicode: Bool, language: Language, asciiText: Bool
    ) {
        let utf8 = session.localeIsUTF8
        return (
            session.environment["COLUMNS"].flatMap(Int.init).map { max($0, 20) } ?? 80,
            !arguments[ascii] && utf8, utf8 ? session.language : .en, !utf8
        )
    }
}
