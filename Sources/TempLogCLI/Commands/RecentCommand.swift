import TempLogCore

/// `templog recent`: the latest readings, newest first, read from the end of the store.
enum RecentCommand: Command {
    static let count = Option<Int>.count(
        long: "count", short: "n", value: "count", in: 1...1_000_000,
        summary: HelpText(en: "How many readings to show", ja: "表示する件数"),
        help: HelpText(
            en: "How many readings to show, 1 to 1000000 (default: 10; with --date, all of "
                + "the day's).",
            ja: "表示する件数。1〜1000000 の範囲で指定でき、既定は 10 件です（--date なら"
                + "その日の全件）。"
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

    static let date = DayRange.date.helped(
        HelpText(
            en: "Only the readings of this day, newest first: \(DayRange.dayForms.en).",
            ja: "この日の記録だけを新しい順に表示します: \(DayRange.dayForms.ja)。"),
        summary: HelpText(en: "Only this day's readings", ja: "この日の記録だけを表示"))

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
            count.spec, date.spec, .who, .everyone, KindFilter.option(default: .all), json.spec,
            .unit, .fever,
            .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let time = settings.time
        let day = try arguments.parsed(date) { try TimeInput.parseDay($0, in: time) }
        let count = try arguments[Self.count] ?? (day == nil ? 10 : Int.max)
        let people = try Scope.people(arguments, settings)
        let kinds = try KindFilter.kinds(arguments, fallback: nil)
        let store = try session.store(settings, arguments)
        let readings: [Reading]
        if let day {
            // The day is found by seeking, then read oldest first.
            readings = try session.readings(
                in: DayRange(since: day, until: day), of: people, kinds: kinds, from: store
            ).reversed().prefix(count).map { $0 }
        } else {
            let result = try store.newestFirst(
                limit: count, matching: Query(people: people, kinds: kinds))
            session.reportSkipped(result.malformedLines, in: store)
            readings = result.readings
        }
        try KnownPeople.requireReadings(
            of: people, seen: readings.lazy.map(\.person), arguments, settings, in: session)
        if arguments[json] {
            let doses = try session.doses(settings, arguments)
            for reading in readings {
                try session.output.write { ReadingLine.encode(reading, doses: doses, into: &$0) }
            }
        } else if readings.isEmpty {
            let message: LocalizedText
            switch (day, people) {
            case (let day?, let people?):
                message = .report(
                    .noReadingsOnDayForPerson(day: day.longText, person: Person.list(people)))
            case (let day?, nil): message = .report(.noReadingsOnDay(day: day.longText))
            case (nil, let people?):
                message = .report(.noReadingsForPerson(person: Person.list(people)))
            case (nil, nil): message = .report(.noReadingsYet)
            }
            try session.output.write(session.text(message) + "\n")
        } else {
            var table = ReadingTable(
                readings: readings, fevers: try session.fevers(settings, arguments),
                color: session.colorAllowed,
                language: session.language, unit: try settings.displayUnit(arguments),
                zone: time.zone
            )
            table.names = try session.names(settings, arguments)
            table.doseLog = try session.doses(settings, arguments)
            table.doses = ReadingTable.doses(
                beside: readings, of: people, in: table.doseLog, through: day ?? time.today)
            try session.output.write(table.render())
        }
        return .success
    }
}
