import TempLogCore

/// `templog report`: one row per person per day, ready for a form or a work report.
enum ReportCommand: Command {
    static let language = CommonOption.language(
        HelpText(
            en:
                "The language of --text: en or ja (default: $TEMPLOG_LANG, the lang setting "
                + "or the locale).",
            ja: "--text の言語: en（英語）か ja（日本語）。既定は $TEMPLOG_LANG、設定の lang、"
                + "ロケールに従います。"
        ),
        summary: HelpText(en: "The language of --text", ja: "--text の言語"))

    static let pick = Option<ReadingPick>.choice(
        long: "pick", value: "reading",
        words: [
            ValueWord("first", HelpText(en: "the morning reading, else the first", ja: "朝の記録")),
            ValueWord("max", HelpText(en: "the highest", ja: "最高")),
            ValueWord("last", HelpText(en: "the latest", ja: "最後")),
        ],
        summary: HelpText(en: "Which reading of a day", ja: "1 日のどの記録か"),
        help: HelpText(
            en: "Which reading of a day: first (default: the morning reading, the first "
                + "from 04:00 to before 12:00, else the day's first), max or last.",
            ja: "1 日のどの記録か: first（朝の記録。既定）、max（最高）、last（最後）のどれか。"
                + "朝の記録とは 4:00 から 12:00 前までの最初の記録で、なければその日の最初の"
                + "記録です。"
        )
    )

    static let text = Flag(
        long: "text",
        summary: HelpText(en: "Lines to paste into a report", ja: "報告書に貼り付ける文"),
        help: HelpText(
            en: "Lines to paste into a report (the default on a terminal).",
            ja: "報告書に貼り付ける文で出力します。ターミナルではこれが既定です。"
        )
    )

    static let csv = Flag(
        long: "csv",
        summary: HelpText(en: "CSV with a header row", ja: "見出し行付きの CSV"),
        help: HelpText(
            en: "CSV with a header row (the default otherwise).",
            ja: "見出し行付きの CSV で出力します。ターミナル以外ではこれが既定です。"
        )
    )

    static let jsonl = Flag(
        long: "jsonl",
        summary: HelpText(en: "JSON Lines, one row per line", ja: "JSON Lines（1 行に 1 日分）"),
        help: HelpText(
            en: "JSON Lines, one row per line.", ja: "JSON Lines で、1 行に 1 日分を出力します。")
    )

    static let spec = CommandSpec(
        name: "report",
        abstract: HelpText(
            en: "Print one reading per person per day, for a report or a form.",
            ja: "報告書や記入用紙に使えるよう、1 人 1 日 1 件の記録を出力します。"
        ),
        discussion: HelpText(
            en: "Each day in the range gets a row, marked missing when there is no reading, so a "
                + "sheet with a row per day can be filled straight from it. The default range is "
                + "today. CSV columns: " + ReportFormat.columns.joined(separator: ", ") + ".",
            ja: "期間の毎日に 1 行ずつ出し、記録のない日はそう示すので、1 日 1 行の用紙に"
                + "そのまま写せます。既定の期間は今日です。CSV の列: "
                + ReportFormat.columns.joined(separator: "、") + "。"
        ),
        options: DayRange.options + [
            .who, .everyone, KindFilter.option(default: .body),
            pick.spec,
            text.spec,
            csv.spec,
            jsonl.spec,
            language.spec,
            .unit, .fever, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let format = try chosenFormat(
            arguments, terminal: session.console.outputIsTerminal, language: session.language)
        let pick = try arguments[Self.pick] ?? .first
        let time = settings.time
        let range = try DayRange.parse(
            arguments, time: time, fallback: DayRange(since: time.today, until: time.today),
            note: session.note)
        let chosen = try Scope.people(arguments, settings)
        let kinds = try KindFilter.kinds(arguments, fallback: [.body])
        // Grouped as they are read, so the report holds its readings once.
        var grouping = DailyReport.Grouping()
        try session.forEachReading(
            in: range, of: chosen, kinds: kinds, from: session.store(settings, arguments)
        ) { grouping.add($0) }
        try KnownPeople.requireReadings(
            of: chosen, seen: grouping.people, arguments, settings, in: session)
        let days = try range.days(
            first: grouping.firstDay ?? time.today, last: grouping.lastDay ?? time.today)
        // Everyone with a profile is on the report, readings or not: the roster.
        let people =
            try chosen.map { $0.sorted(by: Person.ordered) }
            ?? KnownPeople.adding(
                try KnownPeople.roster(arguments, settings, in: session),
                to: DailyReport.people(
                    grouping.people,
                    // An empty range still says that your days are missing.
                    includesOwner: grouping.firstDay == nil
                        || (try session.store(settings, arguments).hasReading(of: .owner))))
        let rows = grouping.rows(days: days, people: people, pick: pick, zone: time.zone)
        switch format {
        case .text(let language):
            try session.output.write(
                ReportText.render(
                    rows, language: language, unit: try settings.displayUnit(arguments),
                    fevers: session.fevers(settings, arguments),
                    doses: try session.doses(settings, arguments),
                    names: try session.names(settings, arguments)))
        case .machine(let format):
            try session.output.write(
                format.render(
                    rows, fevers: try session.fevers(settings, arguments),
                    doses: try session.doses(settings, arguments)))
        }
        return .success
    }

    /// Lines for people, or one of the machine formats.
    enum Output {
        case text(Language)
        case machine(ReportFormat)
    }

    private static func chosenFormat(
        _ arguments: ParsedArguments, terminal: Bool, language: Language
    ) throws -> Output {
        let chosen = [text, csv, jsonl].filter { arguments[$0] }
        if chosen.count > 1 {
            throw CommandFailure.usage(
                .commandLine(
                    .conflictingOptions(
                        option: "\(chosen[0].spec.long)", other: "\(chosen[1].spec.long)")))
        }
        let language = try arguments[Self.language] ?? language
        if arguments[jsonl] { return .machine(.jsonLines) }
        if arguments[csv] || (!arguments[text] && !terminal) { return .machine(.csv) }
        return .text(language)
    }
}
