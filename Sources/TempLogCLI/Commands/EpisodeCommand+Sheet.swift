import TempLogCore

/// `episode --sheet`: the course of the fever as one printable page, in HTML.
extension EpisodeCommand {
    static let sheet = Flag(
        long: "sheet",
        summary: HelpText(en: "The course as one printable page", ja: "経過を印刷用の 1 ページで書き出す"),
        help: HelpText(
            en: "Write the course as one printable page of HTML instead, to copy onto a school's "
                + "return form or show the doctor: the name and school, the onset, the day the "
                + "fever went down (解熱日), the highest reading, a row per day from the onset "
                + "with every reading and its time, the doses, the symptoms and notes, and with "
                + "--rule the days at home and the first day back. Up to 14 days fit one page; "
                + "open it in a browser to print it or save it as PDF.",
            ja: "経過を印刷用の 1 ページの HTML で書き出します。登校届や治癒証明に写したり、"
                + "医師に見せたりするためのものです。氏名と学校名、発症日、解熱日、最高体温、"
                + "発症日から 1 日 1 行で各検温の時刻と体温、服薬、症状、備考が並び、--rule が"
                + "あれば出席停止の期間と登校できる日も入ります。14 日分までは 1 ページに収まり"
                + "ます。ブラウザで開いて印刷するか、PDF に保存してください。"))

    static let language = CommonOption.language(
        HelpText(
            en: "The language of --sheet: en or ja (default: $TEMPLOG_LANG, the lang setting or "
                + "the locale).",
            ja: "--sheet の言語: en（英語）か ja（日本語）。既定は $TEMPLOG_LANG、設定の lang、"
                + "ロケールに従います。"),
        summary: HelpText(en: "The language of --sheet", ja: "--sheet の言語"))

    /// Refuses each of `options` given without `--sheet`: they say how the page is written.
    static func requireSheet(for options: [OptionSpec], _ arguments: ParsedArguments) throws {
        for option in options where arguments.isGiven(option) && !arguments[sheet] {
            throw CommandFailure.usage(.course(.optionOnlyWithSheet(option: option.long)))
        }
    }

    /// Writes `episode` as one page in the language and on the paper asked (`--lang`,
    /// `--paper`, as `sheet` chooses them), counting the days of `rule`.
    static func writeSheet(
        _ episode: FeverEpisode, rule: AbsenceRule?, unit: TemperatureUnit, names: PersonNames,
        _ arguments: ParsedArguments, _ settings: ResolvedSettings, _ session: Session
    ) throws {
        let language = try arguments[Self.language] ?? session.language
        let paper = SheetCommand.chosenPaper(
            try arguments[SheetCommand.paper] ?? settings.paper?.value, language: language,
            environment: session.environment)
        let person = episode.person
        let name = names.display(person).text(language)
        let page = CourseSheet(
            episode: episode, name: name,
            form: SheetForm(for: person, profile: names.profiles[person] ?? PersonProfile()),
            rule: rule, unit: unit, zone: settings.time.zone, labels: CourseLabels(language))
        let title = LocalizedText.sheet(
            .documentTitle(
                kind: .course(.courseDocumentKind), names: .verbatim(name),
                period: SheetDocument.titlePeriod(
                    episode.onset, episode.days.last?.date ?? episode.today)))
        let document = SheetDocument(
            title: title.text(language), languageTag: language.rawValue, paper: paper,
            sheets: [page])
        try session.output.write(document.html)
    }
}
