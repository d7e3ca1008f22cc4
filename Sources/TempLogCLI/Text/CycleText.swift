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
    /// it is no advice.
    static func statistics(
        _ cycles: [(number: Int, cycle: BasalCycle)], of person: Person, names: PersonNames,
        language: Language, unit: TemperatureUnit
    ) -> String {
        func say(_ text: LocalizedText) -> String { text.text(language) }
        func temperature(_ value: Temperature?) -> String {
            value.map { say($0.display(unit, kind: .basal)) } ?? "-"
        }
        let rows = cycles.reversed()
        let table = TextTable(columns: [
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
        ])
        return say(.cycle(.basalStatsTitle(person: names.display(person)))) + "\n"
            + table.render()
            + say(.cycle(.basalNotAdvice)) + "\n"
    }
}
