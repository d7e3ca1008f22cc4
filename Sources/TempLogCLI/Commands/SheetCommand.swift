import TempLogCore

/// `templog sheet`: a printable health-check sheet for one person, as one HTML document.
enum SheetCommand: Command {
    /// The longest period a sheet covers; up to 31 days fit one page.
    static let longest = 62
    /// The period without a range option: two weeks, ending today.
    static let defaultDays = 14

    static let spec = CommandSpec(
        name: "sheet",
        abstract: HelpText(
            en: "Write a printable health-check sheet for one person as HTML.",
            ja: "1 人分の印刷できる健康観察カードを HTML で書き出します。"
        ),
        discussion: HelpText(
            en: "One self-contained HTML page laid out as a school's health-check card: a "
                + "header with the school, the class and number, the name, the period, the usual "
                + "temperature (a blank to fill in while there are too few mornings) and the fever "
                + "threshold, and a one-line rule (the sheet-rule setting; none for no line); a "
                + "chart of each day's morning reading (the first from 04:00 to before 12:00) and "
                + "evening reading (the last from 17:00); a row per day with its symptoms (blank "
                + "when none was recorded), its other readings and notes, never cut, and a column "
                + "for a parent's stamp (yours for your own sheet); and lines for the date "
                + "submitted and a name. 14 or 31 days fit one portrait page. Open it in a "
                + "browser and print it or save it as PDF. The default period is the last 14 "
                + "days; --since alone runs to today and --until alone takes the 14 days up to "
                + "it; a sheet covers 1 to \(longest) days. It shows one person: --who, else "
                + "$TEMPLOG_WHO or the who setting, else you.",
            ja: "学校の健康観察カードの形をした、それだけで完結する HTML 1 ページを書き出します。"
                + "見出しには学校・園・会社名、学年・組・番、氏名、期間、平熱（朝の検温が少ないうちは"
                + "手書き用の空欄）、発熱の目安と 1 行のルール（設定の sheet-rule。none で表示しません）"
                + "が入ります。グラフには毎日の朝（4:00 から 12:00 前までの最初）と夜（17:00 以降の"
                + "最後）の体温を描きます。表は 1 日 1 行で、症状（記録がない日は空欄）、他の検温、"
                + "備考（省略しません）、保護者確認印・サインの欄（本人の健康観察カードでは確認印）が"
                + "並び、最後に提出日と保護者氏名の欄があります。14 日分でも 31 日分でも縦向き"
                + " 1 ページに収まります。ブラウザで開いて印刷するか、PDF に保存してください。"
                + "既定の期間は直近 14 日です。--since だけなら今日まで、--until だけならその日までの"
                + " 14 日です。期間は 1〜\(longest) 日の範囲で指定できます。対象は 1 人で、--who、"
                + "なければ $TEMPLOG_WHO か設定の who、なければあなたです。"
        ),
        options: [DayRange.date.spec, DayRange.since.spec, DayRange.until.spec, days.spec]
            + sheetOptions
    )

    static let days = DayRange.days.helped(
        HelpText(
            en: "Today and the n−1 days before it, n from 1 to \(longest) (default: "
                + "\(defaultDays)).",
            ja: "今日を含む直近 n 日間。n は 1〜\(longest) の範囲で指定でき、既定は"
                + " \(defaultDays) です。"))

    static let paper = Option<PaperSize>.choice(
        long: "paper", value: "paper",
        words: ValueWord.plain(PaperSize.allCases.map(\.rawValue)),
        summary: HelpText(en: "The paper size", ja: "用紙の大きさ"),
        help: HelpText(
            en: "a4 or letter (default: a4 for a Japanese sheet; letter where the locale's "
                + "paper is Letter, as in the United States and Canada; else a4).",
            ja: "用紙の大きさ: a4 か letter。既定は、日本語の健康観察カードなら a4、ロケールの"
                + "用紙が Letter の地域（米国やカナダなど）なら letter、それ以外は a4 です。")
    )

    static let language = CommonOption.language(
        HelpText(
            en: "The sheet's language: en or ja (default: $TEMPLOG_LANG, the lang setting or "
                + "the locale).",
            ja: "健康観察カードの言語: en（英語）か ja（日本語）。既定は $TEMPLOG_LANG、設定の"
                + " lang、ロケールに従います。"),
        summary: HelpText(en: "The sheet's language", ja: "健康観察カードの言語"))

    /// The options after the range ones.
    private static let sheetOptions: [OptionSpec] = [
        .whoOne,
        language.spec,
        paper.spec,
        .unit, .fever, .file, .help,
    ]

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let language = try arguments[Self.language] ?? session.language
        let paper = try chosenPaper(arguments, language: language, session: session)
        let time = settings.time
        let (first, last) = try period(arguments, time: time, note: session.note)
        let person = try Scope.person(arguments, settings)
        let fever = try session.fevers(settings, arguments).threshold(for: person)
        let readings = try session.readings(
            in: DayRange(since: first, until: last), of: [person], kinds: [.body],
            from: session.store(settings, arguments))
        try KnownPeople.requireReadings(
            of: [person], seen: readings, arguments, settings, in: session)
        let usual = try session.store(settings, arguments).usualTemperature(
            of: person, before: first)
        let named = readings.first.map(Person.init(of:)) ?? person
        let profile = try session.store(settings, arguments).profile(of: named)
        let unit = try settings.displayUnit(arguments)
        let sheet = HealthSheet(
            identity: SheetIdentity(
                displayName: profile.displayName ?? named.display.text(language),
                school: profile.school, className: profile.className, number: profile.number),
            period: LocalizedText.value(.dayRange(first: first.longText, last: last.longText))
                .text(language),
            days: SheetDay.days(
                readings,
                doses: try session.doses(settings, arguments).doses.filter { $0.person == person },
                from: first, through: last, zone: time.zone),
            usualTemperature: usual, feverThreshold: fever,
            rule: SheetRule.line(settings.sheetRule?.value, fever: fever, unit: unit)?
                .text(language),
            confirmation: person == .owner ? .own : .guardian, labels: SheetLabels(language),
            paper: paper, unit: unit)
        try session.output.write(sheet.html)
        return .success
    }

    /// The first and last day: the range options, an open end closed 14 days from the other
    /// (or at today), at most `longest` days.
    private static func period(
        _ arguments: ParsedArguments, time: TimeContext, note: (LocalizedText) -> Void
    ) throws -> (LocalDate, LocalDate) {
        let fallback = DayRange(
            since: time.today.adding(days: -(defaultDays - 1)), until: time.today)
        let range = try DayRange.parse(
            arguments, time: time, fallback: fallback, longest: longest, note: note)
        let first = range.since ?? range.until!.adding(days: -(defaultDays - 1))
        let last = range.until ?? max(time.today, first)
        let count = last.dayNumber - first.dayNumber + 1
        guard count <= longest else {
            throw CommandFailure.usage(
                .sheet(
                    .sheetTooLong(
                        maximum: longest, first: "\(first.isoText)", last: "\(last.isoText)",
                        days: count)))
        }
        return (first, last)
    }

    /// `--paper`, else A4 for a Japanese sheet, Letter where the locale's territory (`LC_ALL`,
    /// else `LC_PAPER`, else `LANG`) prints on Letter, else A4.
    private static func chosenPaper(
        _ arguments: ParsedArguments, language: Language, session: Session
    ) throws -> PaperSize {
        if let paper = try arguments[Self.paper] { return paper }
        if language == .ja { return .a4 }
        let locale =
            Settings.locale(["LC_ALL", "LC_PAPER", "LANG"], session.environment)?.value ?? ""
        return letterTerritories.contains(territory(ofLocale: locale)) ? .letter : .a4
    }

    /// Where Letter is the usual paper: the United States and its territories, Canada, Mexico,
    /// the Philippines, and much of Central and South America.
    static let letterTerritories: Set<String> = [
        "US", "PR", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PA", "SV", "DO", "NI",
    ]
}
