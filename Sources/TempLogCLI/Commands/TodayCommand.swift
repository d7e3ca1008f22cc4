import TempLogCore

/// `templog today`: has today's reading been logged? The hook for reminders.
enum TodayCommand: Command {
    static let everyone = CommonOption.everyone.helped(
        HelpText(
            en: "A line for each person seen in the last 30 days or with a profile (you too "
                + "if nobody is); exit 1 if any of them has no reading today.",
            ja: "直近 30 日間に記録のある人とプロフィールのある人ごとに 1 行を表示します（誰も"
                + "いなければあなた）。誰か一人でも今日の記録がなければ終了ステータス 1 で終わります。"
        ),
        summary: HelpText(en: "A line for each person", ja: "記録のある人ごとに 1 行"))

    static let quiet = Flag(
        long: "quiet", short: "q",
        summary: HelpText(en: "Answer with the exit status only", ja: "終了ステータスだけで答える"),
        help: HelpText(
            en: "Print nothing; only the exit status answers.",
            ja: "何も表示せず、終了ステータスだけで答えます。"
        )
    )

    static let spec = CommandSpec(
        name: "today",
        abstract: HelpText(
            en: "Show today's readings; exit 1 when there is none yet.",
            ja: "今日の記録を表示します。まだなければ終了ステータス 1 で終わります。"
        ),
        discussion: HelpText(
            en: "For reminders: 'templog today --quiet || notify-send \"Take your temperature\"' "
                + "nags only until today's reading is in. It answers for one person (--who, else "
                + "$TEMPLOG_WHO or the who setting, else you); with --everyone, for everyone "
                + "with a reading in the last 30 days or a profile (you only if you have one of "
                + "them, or nobody does).",
            ja: "リマインダー向け: templog today --quiet || notify-send \"体温を測りましょう\" は"
                + "今日の記録が入るまでだけ知らせます。答えるのは 1 人分です（--who、なければ "
                + "$TEMPLOG_WHO か設定の who、なければあなた）。--everyone なら、直近 30 日間に記録の"
                + "ある人とプロフィールのある人の全員について答えます（あなたはそのどちらかがあるときか、"
                + "誰にもないときだけ）。"
        ),
        options: [
            .whoOne,
            everyone.spec,
            quiet.spec,
            KindFilter.option(default: .setting),
            .unit, .fever, .file, .help,
        ]
    )

    /// `--everyone` lists the people with a reading in this many days up to today.
    static let everyoneDays = 30

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        if arguments[everyone] {
            guard arguments.text(CommonOption.who) == nil else {
                throw CommandFailure.usage(
                    .commandLine(.conflictingOptions(option: "everyone", other: "who")))
            }
            return try everyone(arguments, settings, in: session)
        }
        let today = settings.time.today
        let person = try Scope.person(arguments, settings)
        let people: Set<Person> = [person]
        let kinds = try KindFilter.kinds(arguments, fallback: [settings.kind.value])
        let fevers = try session.fevers(settings, arguments)
        let store = try session.store(settings, arguments)
        let quiet = arguments[quiet]
        let result = try store.newestFirst(
            limit: .max,
            matching: Query(since: today, until: today, people: people, kinds: kinds))
        if !quiet {
            session.reportSkipped(result.malformedLines, in: store)
            try KnownPeople.requireReadings(
                of: people, seen: result.readings.lazy.map(\.person), arguments, settings,
                in: session)
        }
        guard !result.readings.isEmpty else {
            if !quiet {
                let message =
                    person == .owner
                    ? LocalizedText.report(.noReadingToday)
                    : .report(
                        .noReadingTodayForPerson(
                            person: try session.names(settings, arguments).display(person)))
                try session.output.write(session.text(message) + "\n")
            }
            return .no
        }
        if !quiet {
            var table = ReadingTable(
                readings: result.readings.reversed(), fevers: fevers, color: session.colorAllowed,
                language: session.language, unit: try settings.displayUnit(arguments),
                zone: settings.time.zone
            )
            table.names = try session.names(settings, arguments)
            table.newestFirst = false
            table.doseLog = try session.doses(settings, arguments)
            table.doses = ReadingTable.doses(
                beside: result.readings, of: people, in: table.doseLog, through: today)
            try session.output.write(table.render())
        }
        return .success
    }

    /// A line for each person seen in the last 30 days (the owner too when nobody is): their
    /// latest reading today, or that there is none yet.
    private static func everyone(
        _ arguments: ParsedArguments, _ settings: ResolvedSettings, in session: Session
    ) throws -> ExitCode {
        let today = settings.time.today
        let kinds = try KindFilter.kinds(arguments, fallback: [settings.kind.value])
        let fevers = try session.fevers(settings, arguments)
        let range = DayRange(since: today.adding(days: -(everyoneDays - 1)), until: today)
        var latestToday: [Person: Reading] = [:]
        var people: Set<Person> = []
        let readings = try session.readings(
            in: range, of: nil, kinds: kinds, from: session.store(settings, arguments),
            warn: !arguments[quiet])
        for reading in readings {
            let person = reading.person
            people.insert(person)
            if reading.takenAt.localDate == today { latestToday[person] = reading }
        }
        // Everyone with a profile is asked about too, readings or not: the roster.
        people.formUnion(try KnownPeople.roster(arguments, settings, in: session))
        // A parent who logs only the children is not nagged about themselves; with nobody
        // seen, the question is still whether you logged.
        if people.isEmpty { people.insert(.owner) }
        let ordered = people.sorted(by: Person.ordered)
        if !arguments[quiet] {
            let say = session.text
            let names = try session.names(settings, arguments)
            let unit = try settings.displayUnit(arguments)
            let hasFever = latestToday.values.contains(where: fevers.isFever)
            var columns = [
                TextTable.Column(
                    title: say(.report(.columnWho)), cells: ordered.map { say(names.display($0)) }),
                TextTable.Column(
                    title: say(.report(.columnToday)),
                    cells: ordered.map { person in
                        latestToday[person].map {
                            "\($0.takenAt.clock(in: settings.time.zone).en)  "
                                + say($0.temperatureText(unit))
                        }
                            ?? say(.report(.noReadingYet))
                    }),
            ]
            if hasFever {
                let marks = ordered.map {
                    latestToday[$0].map(fevers.isFever) == true
                        ? say(.report(.feverMark)) : ""
                }
                columns.append(
                    TextTable.Column(
                        title: say(.report(.columnFever)), cells: marks,
                        style: session.colorAllowed ? { Style.fever($0) } : nil))
            }
            try session.output.write(TextTable(columns: columns).render())
        }
        return ordered.allSatisfy { latestToday[$0] != nil } ? .success : .no
    }
}
