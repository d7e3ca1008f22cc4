import TempLogCore

/// `templog sheet`: printable health-check sheets, a page per person, as one HTML document.
enum SheetCommand: Command {
    /// The longest period a sheet covers; up to 31 days fit one page.
    static let longest = 62
    /// The period without a range option: two weeks, ending today.
    static let defaultDays = 14

    static let spec = CommandSpec(
        name: "sheet",
        abstract: HelpText(
            en: "Write printable health-check sheets, a page per person, as HTML.",
            ja: "印刷できる健康観察カードや体調チェック表を、1 人 1 ページの HTML で書き出します。"
        ),
        discussion: HelpText(
            en: "One self-contained HTML file to print, a page per person, laid out as the "
                + "person's profile asks. A child's page is a school's health-check card (a "
                + "nursery's with --school-kind nursery): a header with the school, the class and "
                + "number, the name, the period, the usual temperature (a blank to fill in while "
                + "there are too few mornings), the fever threshold and a one-line rule; a chart of "
                + "each day's morning reading (the first from 04:00 to before 12:00) and evening "
                + "reading (the last from 17:00), with a triangle for a higher reading taken at another "
                + "hour and, under each day, a pill for each dose at its time of day (filled for a "
                + "fever reducer, hollow for another medicine); a row per day with its symptoms (blank when none "
                + "was recorded), a column for attendance to fill in by hand, its other readings "
                + "and notes, never cut, and a column for a parent's stamp (yours on your own "
                + "card); and lines for the date submitted and a name.\n\n"
                + "The page of someone whose profile names a workplace (--department, "
                + "--staff-number), and yours when your profile names no school, is a "
                + "workplace's daily health check: the department, the staff number and the name; "
                + "a row per day with the morning's reading, the symptoms, a column for the office "
                + "or home and one for the manager's check (the evening and other readings go in "
                + "the notes); and lines for the date and your name. The rule is the person's "
                + "--sheet-rule, else the sheet-rule setting, else one worded for the page: school, "
                + "nursery or work (none for no line).\n\n"
                + "14 or 31 days fit one portrait page. Open the file in a browser and print it or "
                + "save it as PDF. The default period is the last 14 days; --since alone runs to "
                + "today and --until alone takes the 14 days up to it; a sheet covers 1 to "
                + "\(longest) days. It shows --who (repeat it for several people), else "
                + "$TEMPLOG_WHO or the who setting, else you; --everyone gives a page to each "
                + "person with a reading in the period or a profile.",
            ja: "印刷用の、それだけで完結する HTML ファイルを 1 つ書き出します。1 人 1 ページで、"
                + "様式はその人のプロフィールで決まります。子どものページは学校の健康観察カードです"
                + "（--school-kind nursery なら園のカード）。見出しには学校名、学年・組・番、氏名、"
                + "期間、平熱（朝の検温が少ないうちは手書き用の空欄）、発熱の目安と 1 行の注意書きが"
                + "入ります。グラフには毎日の朝（4:00 から 12:00 前までの最初）と夜（17:00 以降の"
                + "最後）の体温を描き、ほかの時刻にそれより高い体温があった日はその値を三角で示します。"
                + "服薬は、その日の列の下に飲んだ時刻の位置で示します（解熱剤は塗りつぶし、その他の薬は"
                + "白抜き）。"
                + "表は 1 日 1 行で、症状（記録がない日は空欄）、手書きで"
                + "記入する登校欄、他の検温と備考（省略しません）、保護者確認印・サインの欄（本人の"
                + "カードでは確認印）が並び、最後に提出日と氏名の欄があります。\n\n"
                + "プロフィールに勤務先（--department・--staff-number）がある人と、学校の項目が"
                + "ないあなた自身のページは、会社の体調チェック表です。所属・社員番号・氏名、1 日"
                + " 1 行の朝の体温・症状・出社／在宅の欄・上長確認の欄（夜や他の検温は備考に入り"
                + "ます）、提出日と氏名の欄が並びます。注意書きは、その人の --sheet-rule、なければ"
                + "設定の sheet-rule、なければ学校・園・職場に合わせた既定の一文です（none で表示"
                + "しません）。\n\n"
                + "14 日分でも 31 日分でも縦向き 1 ページに収まります。ブラウザで開いて印刷するか、"
                + "PDF に保存してください。既定の期間は直近 14 日です。--since だけなら今日まで、"
                + "--until だけならその日までの 14 日です。期間は 1〜\(longest) 日の範囲で指定"
                + "できます。対象は --who（複数の人なら繰り返し指定）、なければ $TEMPLOG_WHO か"
                + "設定の who、なければあなたです。--everyone なら、期間中に記録のある人と"
                + "プロフィールのある人それぞれのページを作ります。"
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

    static let who = CommonOption.who.helped(
        HelpText(
            en: "Whose sheet; repeat for several, a page each; 'me' is you (default: "
                + "$TEMPLOG_WHO or the who setting, else you).",
            ja: "誰のページか。複数の人なら繰り返し指定し、1 人 1 ページになります。me はあなた"
                + "自身です。既定は $TEMPLOG_WHO か設定の who、なければあなたです。"),
        summary: HelpText(en: "Whose sheet (repeat for several)", ja: "誰のページか（繰り返し指定可）"))

    static let everyone = CommonOption.everyone.helped(
        HelpText(
            en: "A page for each person with a reading in the period or a profile, even when "
                + "TEMPLOG_WHO or the who setting names someone.",
            ja: "期間中に記録のある人とプロフィールのある人それぞれのページを作ります。"
                + "TEMPLOG_WHO や設定の who が誰かを指していても同じです。"),
        summary: HelpText(en: "A page for everyone", ja: "全員のページを作る"))

    static let paper = Option<PaperSize>.choice(
        long: "paper", value: "paper", words: ValueWord.papers,
        summary: HelpText(en: "The paper size", ja: "用紙の大きさ"),
        help: HelpText(
            en: "a4, b5 (JIS B5, 182 × 257 mm) or letter (default: $TEMPLOG_PAPER or the paper "
                + "setting, else a4 for a Japanese sheet; letter where the locale's paper is "
                + "Letter, as in the United States and Canada; else a4).",
            ja: "用紙の大きさ: a4、b5（JIS B5、182 × 257 mm）か letter。既定は $TEMPLOG_PAPER "
                + "か設定の paper、なければ日本語なら a4、ロケールの用紙が Letter の地域（米国や"
                + "カナダなど）なら letter、それ以外は a4 です。")
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
        who.spec, everyone.spec,
        language.spec,
        paper.spec,
        .unit, .fever, .file, .help,
    ]

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let language = try arguments[Self.language] ?? session.language
        let paper = chosenPaper(
            try arguments[Self.paper] ?? settings.paper?.value, language: language,
            environment: session.environment)
        let time = settings.time
        let (first, last) = try period(arguments, time: time, note: session.note)
        let store = try session.store(settings, arguments)
        let profiles = try store.profiles().profiles
        let fevers = try settings.feverThresholds(arguments) { profiles }
        let named = try people(arguments, settings)
        let read = try session.readingsWithUsualTemperatures(
            on: first...last, of: named.map(Set.init), kinds: [.body], from: store)
        let readings = read.readings
        // A person with a profile is one, readings or not: their page is blank to fill in.
        try KnownPeople.requireReadings(
            of: named.map { Set($0.filter { profiles[$0] == nil }) },
            seen: readings.lazy.map(\.person), arguments,
            settings, in: session)
        // Everyone with readings in the period, and the roster.
        let everyone = KnownPeople.adding(
            KnownPeople.roster(profiles), to: Array(Set(readings.map(\.person))))
        let people = named ?? (everyone.isEmpty ? [.owner] : everyone)
        let names = PersonNames(profiles: profiles)
        let unit = try settings.displayUnit(arguments)
        let doses = try session.doses(settings, arguments)
        let sheets = people.map { person in
            let own = readings.filter { $0.person == person }
            // The person as the store spells them, the profile's spelling else.
            let spelled =
                own.first.map(\.person)
                ?? profiles.keys.first { $0 == person } ?? person
            let profile = profiles[person] ?? PersonProfile()
            let form = SheetForm(for: person, profile: profile)
            let fever = fevers.threshold(for: person)
            let rule = profile.sheetRule.flatMap { try? SheetRule.parse($0) }
            return HealthSheet(
                name: names.display(spelled).text(language), form: form,
                period: LocalizedText.value(
                    .dayRange(first: first.longText, last: last.longText)
                ).text(language),
                days: SheetDay.days(
                    own, doses: doses.doses.filter { $0.person == person }, from: first,
                    through: last, zone: time.zone),
                usualTemperature: read.usualTemperatures[person],
                feverThreshold: fever,
                rule: SheetRule.line(
                    rule ?? settings.sheetRule?.value, fever: fever, unit: unit, form: form
                )?.text(language),
                labels: SheetLabels(language), unit: unit)
        }
        let document = SheetDocument(
            title: SheetDocument.title(of: sheets, from: first, to: last).text(language),
            languageTag: language.rawValue, paper: paper, sheets: sheets)
        try session.output.write(document.html)
        return .success
    }

    /// The people named with `--who`, each once, in the order given, else `TEMPLOG_WHO` or the
    /// `who` setting, else the owner; nil for `--everyone`, which ignores `TEMPLOG_WHO`.
    private static func people(_ arguments: ParsedArguments, _ settings: ResolvedSettings)
        throws -> [Person]?
    {
        let given = try arguments.all(who)
        if arguments[everyone] {
            guard given.isEmpty else {
                throw CommandFailure.usage(
                    .commandLine(.conflictingOptions(option: "everyone", other: "who")))
            }
            return nil
        }
        var people: [Person] = []
        for person in given where !people.contains(person) { people.append(person) }
        return people.isEmpty ? [settings.who?.value ?? .owner] : people
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

    /// The paper `given` (by `--paper`, `TEMPLOG_PAPER` or the `paper` setting), else A4 for a
    /// Japanese sheet, Letter where the locale's territory (`LC_ALL`, else `LC_PAPER`, else
    /// `LANG`) prints on Letter, else A4.
    static func chosenPaper(
        _ given: PaperSize?, language: Language, environment: [String: String]
    ) -> PaperSize {
        if let given { return given }
        if language == .ja { return .a4 }
        let locale = Settings.locale(["LC_ALL", "LC_PAPER", "LANG"], environment)?.value ?? ""
        return letterTerritories.contains(territory(ofLocale: locale)) ? .letter : .a4
    }

    /// Where Letter is the usual paper: the United States and its territories, Canada, Mexico,
    /// the Philippines, and much of Central and South America.
    static let letterTerritories: Set<String> = [
        "US", "PR", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PA", "SV", "DO", "NI",
    ]
}
