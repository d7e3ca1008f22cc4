import TempLogCore

/// `templog stats`: a summary of each person's readings over a range of days.
enum StatsCommand: Command {
    static let basal = Flag(
        long: "basal",
        summary: HelpText(en: "Basal temperature by cycle", ja: "周期ごとの基礎体温"),
        help: HelpText(
            en: "Basal temperature by cycle: each cycle's length, low- and high-phase "
                + "means and shift day (three over six).",
            ja: "周期ごとの基礎体温をまとめます。各周期の日数、低温期・高温期の平均、"
                + "高温期への移行日（3 over 6 ルールで判定）を表示します。"
        )
    )

    static let json = Flag(
        long: "json",
        summary: HelpText(en: "Print JSON Lines", ja: "JSON Lines で出力"),
        help: HelpText(
            en: "Print JSON Lines, one object per person (with --basal, per cycle).",
            ja: "JSON Lines で出力します（1 人に 1 オブジェクト。--basal なら周期ごと）。"
        )
    )

    static let spec = CommandSpec(
        name: "stats",
        abstract: HelpText(
            en: "Summarise readings: coverage, lowest, average, highest, usual morning, fevers.",
            ja: "記録をまとめます。記録した日数、最低・平均・最高、平熱、発熱を表示します。"
        ),
        discussion: HelpText(
            en: "One summary per person (or only --who). Without a range it covers every day "
                + "from the first reading to today. A fever episode is a run of consecutive days "
                + "with a reading at or above the threshold.",
            ja: "1 人ずつまとめます（--who ならその人だけ）。期間の指定がなければ、最初の記録から"
                + "今日までの毎日が対象です。発熱の期間とは、発熱の目安以上の記録がある日が"
                + "続いた期間のことです。"
        ),
        options: DayRange.options + [
            .who, .everyone, KindFilter.option(default: .body),
            basal.spec,
            json.spec,
            .unit, .fever, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        if arguments[basal] {
            if arguments.text(KindFilter.kind) != nil {
                throw CommandFailure.usage(
                    .commandLine(.conflictingOptions(option: "basal", other: "kind")))
            }
            return try basalCycles(arguments, settings, in: session)
        }
        let time = settings.time
        let range = try DayRange.parse(
            arguments, time: time, fallback: DayRange(), note: session.note)
        let chosen = try Scope.people(arguments, settings)
        let kinds = try KindFilter.kinds(arguments, fallback: [.body])
        let forMachines = arguments[json]
        let fevers = try session.fevers(settings, arguments)
        let unit = try settings.displayUnit(arguments)
        // Each person's readings are counted as they are read, so a store in time order is
        // never held whole (one whose end is out of order is read whole and sorted first).
        var byPerson: [String: (person: Person, tally: ReadingStatistics.Tally)] = [:]
        let store = try session.store(settings, arguments)
        let periodSkipped = try session.forEachReading(
            in: range, of: chosen, kinds: kinds, from: store
        ) { reading in
            let person = reading.person
            byPerson[person.key, default: (person, .init(fever: fevers.threshold(for: person)))]
                .tally.add(reading)
        }
        try KnownPeople.requireReadings(
            of: chosen, seen: byPerson.values.lazy.map(\.person), arguments, settings, in: session)
        for person in chosen ?? [] where byPerson[person.key] == nil {
            byPerson[person.key] = (person, .init(fever: fevers.threshold(for: person)))
        }
        if byPerson.isEmpty { byPerson[""] = (.owner, .init(fever: fevers.threshold(for: .owner))) }
        // An open period runs to today, or to a later day a reading was taken on (by the wall
        // clock of another time zone), so no reading falls outside it.
        let people = try byPerson.sorted { $0.key < $1.key }.map { _, entry in
            let days = try range.days(
                first: entry.tally.firstDay ?? time.today,
                last: max(time.today, entry.tally.lastDay ?? time.today))
            return (entry, days)
        }
        let usual = try store.usualTemperatures(
            before: Dictionary(
                people.map { entry, days in (entry.person, days.first ?? time.today) },
                uniquingKeysWith: { first, _ in first }))
        // A skipped line among a usual temperature's 30 days may change the figure: warned
        // about too, unless the period's read warned about it already.
        let warned = Set(periodSkipped.map(\.lineNumber))
        session.reportSkipped(
            usual.malformedLines.filter { !warned.contains($0.lineNumber) }, in: store)
        let summaries = people.map { entry, days in
            let summary = ReadingStatistics(
                person: entry.person, tally: entry.tally, days: days,
                usualTemperature: usual.temperatures[entry.person])
            // Two decimals as soon as basal readings are among those summed up.
            return (summary, entry.tally.hasBasal ? ReadingKind.basal : .body)
        }
        let names = forMachines ? PersonNames() : try session.names(settings, arguments)
        for (index, (summary, shownAs)) in summaries.enumerated() {
            if forMachines {
                try session.output.write(summary.jsonLine)
            } else {
                try session.output.write(
                    (index > 0 ? "\n" : "")
                        + text(
                            summary, shownAs: shownAs, language: session.language, unit: unit,
                            names: names))
            }
        }
        return .success
    }

    static func text(
        _ stats: ReadingStatistics, shownAs kind: ReadingKind, language: Language,
        unit: TemperatureUnit, names: PersonNames
    ) -> String {
        func say(_ text: LocalizedText) -> String { text.text(language) }
        func temperature(_ value: Temperature?) -> String {
            value.map { say($0.display(unit, kind: kind)) } ?? "-"
        }
        let name = say(names.display(stats.person))
        let span =
            stats.days.first.map { first in
                LocalizedText.report(
                    .statsSpan(
                        name: name, first: first.dayText, last: stats.days.last!.dayText,
                        days: stats.days.count))
            } ?? LocalizedText.report(.statsNoDays(person: "\(name)"))
        let episodeList = stats.feverEpisodes.map { episode -> LocalizedText in
            let days =
                episode.start == episode.end
                ? episode.start.dayText
                : .value(.dayRange(first: episode.start.dayText, last: episode.end.dayText))
            return .report(.statsEpisode(days: days, highest: episode.peak.display(unit)))
        }
        let episodes =
            stats.feverEpisodes.isEmpty
            ? say(.report(.statsNone))
            : say(
                .report(
                    .statsEpisodes(
                        count: stats.feverEpisodes.count, episodes: .entries(episodeList))))
        let rows: [(ReportMessage, String)] = [
            (
                .statsReadingsLabel,
                say(
                    .report(
                        .statsReadings(
                            count: stats.count, days: stats.daysCovered,
                            missing: stats.daysMissing)))
            ),
            (.statsLowest, temperature(stats.minimum)),
            (.statsAverage, temperature(stats.mean)),
            (.statsHighest, temperature(stats.maximum)),
            (
                .statsUsualMorning,
                say(
                    stats.usualTemperature.map {
                        LocalizedText.report(.statsUsualMorningValue(temperature: $0.display(unit)))
                    } ?? LocalizedText.report(.notEnoughReadingsYet))
            ),
            (
                .statsFeverReadings,
                say(
                    .report(
                        .statsFeverReadingsValue(
                            count: stats.feverReadings,
                            threshold: stats.fever.display)))
            ),
            (.statsFeverEpisodes, episodes),
            (
                .statsFirstLast,
                say(
                    .report(
                        .statsFirstLastValue(
                            first: stats.firstDay?.dayText ?? .verbatim("-"),
                            last: stats.lastDay?.dayText ?? .verbatim("-"))))
            ),
        ]
        return say(span) + "\n" + TextTable.labelled(rows.map { (say(.report($0.0)), $0.1) })
    }
}
