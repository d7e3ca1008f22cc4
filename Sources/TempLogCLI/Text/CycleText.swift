import TempLogCore

/// How cycles read to people: marks of day 1, and the per-cycle table of `stats --basal`.
enum CycleText {
    /// ` for hana` (`hana さんの`), or nothing for the owner: whose cycle a sentence is about.
    static func owner(_ person: Person) -> LocalizedText {
        person.who.map { .cycle(.cycleOf(person: $0)) } ?? .verbatim("")
    }

    /// `Marked Sun 1 Nov as day 1 of a cycle for hana.`: `verb` with the mark's day and person.
    static func mark(
        _ verb: (_ day: LocalizedText, _ person: LocalizedText) -> CycleMessage,
        _ start: CycleStart, today: LocalDate
    ) -> LocalizedText {
        .cycle(verb(start.day.dateText(today: today), owner(start.person)))
    }

    /// `28`, or `3 so far` for the current cycle.
    static func length(_ cycle: BasalCycle) -> LocalizedText {
        cycle.isCurrent
            ? LocalizedText.cycle(.daysSoFar(days: cycle.length))
            : LocalizedText.verbatim("\(cycle.length)")
    }

    /// `stats --basal` for one person (named as `names` names them): a title, a row per cycle
    /// (newest first, numbered as `chart --basal --cycle N` takes them) and the reminder that
    /// it is no advice. A LEFT OUT column counts the days the rule left out, by reason, and a
    /// WARNING column names a change of site, each when some cycle has one.
    static func statistics(
        _ cycles: [(number: Int, cycle: BasalCycle)], of person: Person, names: PersonNames,
        language: Language, unit: TemperatureUnit
    ) -> String {
        func say(_ text: LocalizedText) -> String { text.text(language) }
        func temperature(_ value: Temperature?) -> String {
            value.map { say($0.display(unit, kind: .basal)) } ?? "-"
        }
        let rows = cycles.reversed()
        var columns = [
            TextTable.Column(
                title: say(.cycle(.columnCycle)), cells: rows.map { "\($0.number)" }),
            TextTable.Column(
                title: say(.cycle(.columnFirstDay)),
                cells: rows.map { say($0.cycle.start.dayText) }),
            TextTable.Column(
                title: say(.cycle(.columnDays)), cells: rows.map { say(length($0.cycle)) }),
            TextTable.Column(
                title: say(.cycle(.columnLowPhase)),
                cells: rows.map { temperature($0.cycle.lowPhaseMean) }),
            TextTable.Column(
                title: say(.cycle(.columnHighPhase)),
                cells: rows.map { temperature($0.cycle.highPhaseMean) }),
            TextTable.Column(
                title: say(.cycle(.columnShift)),
                cells: rows.map { row in
                    say(
                        row.cycle.shift.map { LocalizedText.cycle(.shiftDay(day: "\($0.day)")) }
                            ?? LocalizedText.report(.statsNone)
                    )
                }),
            TextTable.Column(
                title: say(.cycle(.columnCoverline)),
                cells: rows.map { temperature($0.cycle.shift?.coverline) }),
        ]
        if rows.contains(where: { !$0.cycle.leftOutDays.isEmpty }) {
            columns.append(
                TextTable.Column(
                    title: say(.cycle(.columnLeftOut)),
                    cells: rows.map { say(leftOut($0.cycle, language: language)) }))
        }
        if rows.contains(where: { $0.cycle.siteChange != nil }) {
            columns.append(
                TextTable.Column(
                    title: say(.cycle(.columnWarning)),
                    cells: rows.map { row in
                        row.cycle.siteChange.map {
                            say(
                                .cycle(
                                    .siteChangedShort(
                                        day: $0.day, from: $0.from.display, to: $0.to.display)))
                        } ?? ""
                    }))
        }
        return say(.cycle(.basalStatsTitle(person: names.display(person))))
            + "\n" + TextTable(columns: columns).render() + say(.cycle(.basalNotAdvice)) + "\n"
    }

    /// `2 (fever 1, alcohol 1)` (`2 日（発熱 1、飲酒 1）`): the days the rule left out of
    /// `cycle`, by reason; `-` for none.
    static func leftOut(_ cycle: BasalCycle, language: Language) -> LocalizedText {
        let counts = cycle.leftOutCounts
        guard !counts.isEmpty else { return .verbatim("-") }
        let reasons = counts.map {
            LocalizedText.cycle(.reasonCount(reason: $0.reason.display, count: $0.count))
                .text(language)
        }
        return .cycle(
            .leftOutCount(
                count: cycle.leftOutDays.count,
                reasons: reasons.joined(separator: language == .ja ? "、" : ", ")))
    }
}
