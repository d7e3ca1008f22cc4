import TempLogCore

/// How `episode` tells a fever episode: a heading, a line for each thing a return form asks
/// (onset, highest, fever days, doses, last fever, 解熱日, days since), a rule's count when
/// asked, then a table of the days, each reading and dose in time order.
struct EpisodeText {
    let episode: FeverEpisode
    let unit: TemperatureUnit
    let time: TimeContext
    let names: PersonNames
    /// Every dose of the store: a reading soon after a fever reducer is marked.
    let doses: DoseLog
    /// Whether fever marks may be coloured.
    let color: Bool

    /// The whole text in `language`, with the count of `rule` when one is given.
    func render(rule: AbsenceRule?, in language: Language) -> String {
        func say(_ text: LocalizedText) -> String { text.text(language) }
        var text =
            say(
                .episode(
                    .heading(
                        person: names.display(episode.person),
                        threshold: episode.threshold.display))) + "\n"
        text += TextTable.labelled(summary.map { (say($0.label), say($0.value)) })
        if let rule {
            text += "\n" + ruleLines(rule).map { say($0) + "\n" }.joined()
        }
        return text + "\n" + table(in: language).render()
    }

    /// A day in a sentence: `Mon 16 Nov`, `2026/11/16(月)`.
    private func day(_ date: LocalDate) -> LocalizedText { date.dateText(today: time.today) }

    /// `39.1 °C at 13:10 (Tue 17 Nov)`.
    private func reading(_ reading: Reading) -> LocalizedText {
        .episode(
            .readingAt(
                temperature: reading.temperatureText(unit),
                when: ReadingSummary.when(reading, time: time)))
    }

    /// The lines under the heading: a label (empty on a line that goes on the one before) and
    /// its value.
    private var summary: [(label: LocalizedText, value: LocalizedText)] {
        let first = episode.firstFever
        let onset: EpisodeMessage =
            episode.isOnsetGiven
            ? .onsetGiven(
                day: day(episode.onset), temperature: first.temperatureText(unit),
                when: ReadingSummary.when(first, time: time))
            : .onsetFound(
                day: day(episode.onset), temperature: first.temperatureText(unit),
                when: ReadingSummary.when(first, time: time))
        var lines: [(label: LocalizedText, value: LocalizedText)] = [
            (.episode(.labelOnset), .episode(onset)),
            (.episode(.labelHighest), reading(episode.highest)),
            (.episode(.labelFeverDays), .listed(episode.feverDays.map(day))),
        ]
        let given = episode.doses.map { dose in
            LocalizedText.episode(
                .doseAt(
                    medicine: DoseText.medicine(dose),
                    when: ReadingSummary.when(at: dose.takenAt, time: time)))
        }
        for (index, dose) in (given.isEmpty ? [.report(.statsNone)] : given).enumerated() {
            lines.append((index == 0 ? .episode(.labelDoses) : .verbatim(""), dose))
        }
        lines.append((.episode(.labelLastFever), reading(episode.lastFever)))
        lines.append((.episode(.labelFeverFreeDay), feverFreeDay))
        if let earlier = episode.earlier {
            lines.append(
                (
                    .episode(.labelEarlier),
                    .episode(
                        .earlier(
                            onset: day(earlier.onset), last: reading(earlier.lastFever),
                            onsetText: earlier.onset.isoText))
                ))
        }
        if !episode.unmeasuredDays.isEmpty {
            lines.append(
                (
                    .episode(.labelUnmeasured),
                    .episode(.unmeasured(days: .listed(episode.unmeasuredDays.map(day))))
                ))
        }
        if let spell = episode.feverFree {
            let passed = DoseText.spelled(minutes: spell.seconds / 60)
            let since = ReadingSummary.when(at: spell.since, time: time)
            let latest = ReadingSummary.when(spell.latest, time: time)
            lines.append(
                (
                    .episode(.labelFeverFree),
                    .episode(
                        spell.feverReducer == nil
                            ? .feverFreeSinceFever(time: passed, since: since, latest: latest)
                            : .feverFreeSinceReducer(time: passed, since: since, latest: latest))
                ))
        }
        let today = episode.today
        lines.append(
            (
                .episode(.labelToday),
                .episode(
                    episode.feverFreeDay.map { free in
                        .todayAfterBoth(
                            day: day(today), sinceOnset: episode.dayNumber(of: today),
                            sinceFeverFree: today.dayNumber - free.dayNumber)
                    } ?? .todayAfterOnset(day: day(today), sinceOnset: episode.dayNumber(of: today))
                )
            ))
        return lines
    }

    /// The 解熱日, or why there is none yet.
    private var feverFreeDay: LocalizedText {
        if let free = episode.feverFreeDay { return day(free) }
        switch episode.feverNotGone {
        case .feverToday?: return .episode(.feverToday)
        case .feverReducerToday?: return .episode(.feverReducerToday)
        case .notMeasured?, nil: return .episode(.notMeasured)
        }
    }

    /// The rule in words, the days of absence and the first day back (or that it is counted
    /// once the fever has gone down), and that the school and the doctor decide.
    private func ruleLines(_ rule: AbsenceRule) -> [LocalizedText] {
        let words: EpisodeMessage =
            rule == .influenza ? .ruleInfluenza : .ruleInfluenzaPreschool
        let fromOnset = rule.earliestFromOnset(episode.onset)
        var lines: [LocalizedText] = [.episode(words)]
        if let free = episode.feverFreeDay, let back = episode.firstDayBack(under: rule) {
            lines.append(
                .episode(
                    .absence(
                        days: .value(
                            .dayRange(
                                first: day(episode.onset), last: day(back.adding(days: -1)))))))
            lines.append(
                .episode(
                    .firstDayBack(
                        day: day(back), onsetDays: rule.daysFromOnset, fromOnset: day(fromOnset),
                        feverFreeDays: rule.daysFromFeverFree,
                        fromFeverFree: day(rule.earliestFromFeverFree(free)), rule: rule)))
        } else {
            lines.append(
                .episode(
                    .backOnceFeverGone(
                        earliest: day(fromOnset), onsetDays: rule.daysFromOnset, rule: rule)))
        }
        lines.append(.episode(.schoolDecides(rule: rule)))
        return lines
    }

    /// The days from the onset: the day's number and date on its first row, then each reading
    /// and dose in time order, a day without a reading saying so.
    private func table(in language: Language) -> TextTable {
        func say(_ text: LocalizedText) -> String { text.text(language) }
        let readings = episode.days.flatMap(\.readings)
        let shown = OffsetShown.ids(in: readings, zone: time.zone)
        var rows: [[String]] = []
        for day in episode.days {
            // A day's only reading is its highest without a mark.
            let highest = day.readings.count > 1 ? day.highest?.id : nil
            var entries =
                day.readings.map(ReadingTable.Row.reading) + day.doses.map(ReadingTable.Row.dose)
            entries.sort { $0.takenAt < $1.takenAt }
            var cells: [[String]] = []
            if day.readings.isEmpty {
                cells.append(["", say(.report(.reportMissing)), "", "", ""])
            }
            for entry in entries {
                switch entry {
                case .reading(let reading):
                    cells.append([
                        reading.takenAt.timeText(showingOffset: shown.contains(reading.id)),
                        say(reading.temperatureText(unit)),
                        reading.isFever(episode.threshold) ? say(.report(.feverMark)) : "",
                        reading.id == highest ? say(.episode(.highestMark)) : "",
                        DoseText.mark(reading, doses: doses).map(say) ?? "",
                    ])
                case .dose(let dose):
                    cells.append([
                        dose.takenAt.timeText(showingOffset: dose.takenAt.isAway(from: time.zone)),
                        "", "", "", say(DoseText.medicine(dose)),
                    ])
                }
            }
            for (index, row) in cells.enumerated() {
                let first = index == 0
                rows.append(
                    [
                        first ? say(.episode(.dayNumber(number: day.number))) : "",
                        first ? say(day.date.tableText) : "",
                    ] + row)
            }
        }
        let titles: [LocalizedText] = [
            .episode(.columnDay), .report(.columnDate), .report(.columnTime),
            .report(.columnTemperature), .report(.columnFever), .episode(.columnHighest),
            .dose(.columnDose),
        ]
        return TextTable(
            columns: titles.enumerated().map { index, title in
                TextTable.Column(
                    title: say(title), cells: rows.map { $0[index] },
                    style: index == 4 && color ? { Style.fever($0) } : nil)
            })
    }
}
