import TempLogCore

/// `templog recent`: the latest readings, newest first, read from the end of the store.
enum RecentCommand: Command {
    static let count = Option<Int>.count(
        long: "count", short: "n", value: "count", in: 1...1_000_000,
        summary: HelpText(en: "How many readings to show", ja: "表示する件数"),
        help: HelpText(
            en: "How many readings to show, 1 to 1000000 (default: 10).",
            ja: "表示する件数。1〜1000000 の範囲で指定でき、既定は 10 件です。"
        )
    )
    static let json = Flag(
        long: "json",
        summary: HelpText(en: "Print JSON Lines instead of a table", ja: "表の代わりに JSON Lines で出力"),
        help: HelpText(
            en: "Print JSON Lines (the store's format) instead of a table.",
            ja: "表の代わりに JSON Lines（記録ファイルと同じ形式）で出力します。"
        )
    )

    static let spec = CommandSpec(
        name: "recent",
        abstract: HelpText(
            en: "Show the latest readings, newest first.", ja: "最近の記録を新しい順に表示します。"),
        discussion: HelpText(
            en: "Readings at or above the fever threshold are marked. Columns for kind, symptoms, "
                + "site, person and note appear when any reading shown has one.",
            ja: "発熱の目安以上の記録には印を付けます。種類・症状・部位・名前・メモの列は、表示する"
                + "記録のどれかにあるときだけ出ます（種類は基礎体温の記録があるとき）。"
        ),
        options: [
            count.spec, .who, .everyone, KindFilter.option(default: .all), json.spec, .unit, .fever,
            .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let count = try arguments[Self.count] ?? 10
        let people = try Scope.people(arguments, settings)
        let kinds = try KindFilter.kinds(arguments, fallback: nil)
        let store = try session.store(settings, arguments)
        let result = try store.newestFirst(
            limit: count, matching: Query(people: people, kinds: kinds))
        session.reportSkipped(result.malformedLines, in: store)
        try KnownPeople.requireReadings(
            of: people, seen: result.readings, arguments, settings, in: session)
        if arguments[json] {
            let doses = try session.doses(settings, arguments)
            for reading in result.readings {
                try session.output.write { ReadingLine.encode(reading, doses: doses, into: &$0) }
            }
        } else if result.readings.isEmpty {
            let message =
                people.map { LocalizedText.report(.noReadingsForPerson(person: Person.list($0))) }
                ?? LocalizedText.report(.noReadingsYet)
            try session.output.write(session.text(message) + "\n")
        } else {
            var table = ReadingTable(
                readings: result.readings, fevers: try session.fevers(settings, arguments),
                color: session.colorAllowed,
                language: session.language, unit: try settings.displayUnit(arguments),
                zone: settings.time.zone
            )
            table.names = try session.names(settings, arguments)
            table.doseLog = try session.doses(settings, arguments)
            table.doses = ReadingTable.doses(
                beside: result.readings, of: people, in: table.doseLog,
                today: settings.time.today)
            try session.output.write(table.render())
        }
        return .success
    }
}
