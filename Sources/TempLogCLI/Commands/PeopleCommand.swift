import TempLogCore

/// `templog people`: who has readings in the store.
enum PeopleCommand: Command {
    static let names = Flag(
        long: "names",
        help: HelpText(
            en: "Print only the names, one per line ('me' for you), for scripts and "
                + "completions.",
            ja: "名前だけを 1 行に 1 人ずつ出力します（あなたは me）。スクリプトや補完向け"
                + "です。"
        )
    )

    static let spec = CommandSpec(
        name: "people",
        abstract: HelpText(
            en: "List the people in the store with their readings.",
            ja: "記録のある人を、記録数と最新の記録とともに一覧にします。"
        ),
        discussion: HelpText(
            en: "Names match without regard to case and keep the spelling first recorded; your "
                + "own readings are listed as 'me'. With --date, --since, --until or --days, only "
                + "the people with readings on those days, counted on them (completions of --who "
                + "offer the last 30 days' people, read from the end of the store).",
            ja: "名前は大文字と小文字を区別せずに照合し、最初に記録した表記を使います。あなた自身の"
                + "記録は「本人」と表示します。--date・--since・--until・--days を付けると、その日々に"
                + "記録のある人だけを、その日々の記録で数えます（--who の補完には直近 30 日の人を、"
                + "記録ファイルの末尾から読んで出します）。"
        ),
        options: DayRange.options + [
            names.spec,
            .unit, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let range = try DayRange.parse(
            arguments, time: settings.time, fallback: DayRange())
        let store = try session.store(settings, arguments)
        var people: [String: (person: Person, count: Int, last: Reading)] = [:]
        let skipped = try store.forEach(matching: Query(since: range.since, until: range.until)) {
            reading in
            let person = Person(of: reading)
            let previous = people[person.key]
            let latest =
                previous.map { $0.last.takenAt > reading.takenAt ? $0.last : reading } ?? reading
            people[person.key] = (previous?.person ?? person, (previous?.count ?? 0) + 1, latest)
        }
        session.reportSkipped(skipped, in: store)
        if arguments[names] {
            let names = people.sorted { $0.key < $1.key }.map {
                $0.value.person.who ?? Person.ownerWord
            }
            try session.output.write(names.map { $0 + "\n" }.joined())
            return .success
        }
        guard !people.isEmpty else {
            try session.output.write(session.text(.report(.noReadingsYet)) + "\n")
            return .success
        }
        let rows = people.sorted { $0.key < $1.key }.map(\.value)
        let unit = try settings.displayUnit(arguments)
        let table = TextTable(columns: [
            TextTable.Column(
                title: session.text(.report(.columnWho)),
                cells: rows.map { session.text($0.person.display) }
            ),
            TextTable.Column(
                title: session.text(.report(.columnReadings)), cells: rows.map { String($0.count) },
                alignsRight: true),
            TextTable.Column(
                title: session.text(.report(.columnLastReading)),
                cells: rows.map { row in
                    let taken = row.last.takenAt
                    return session.text(taken.localDate.tableText) + " \(taken.timeText)  "
                        + session.text(row.last.temperatureText(unit))
                }),
        ])
        try session.output.write(table.render())
        return .success
    }
}
