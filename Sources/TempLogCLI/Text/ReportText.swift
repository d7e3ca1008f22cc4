import TempLogCore

/// `report --text`: lines to paste into a report, `2026-11-29 (Sun) 07:31 36.5 °C`.
enum ReportText {
    /// The lines of `rows`; each person's block is headed by their name whenever the report
    /// covers anyone but the owner, so a child's fever never reads as the parent's; `names`
    /// gives their display names; a day's doses (`doses`) follow its readings, and a reading
    /// soon after a fever reducer says so.
    static func render(
        _ rows: [ReportDay], language: Language, unit: TemperatureUnit, fevers: FeverThresholds,
        doses: DoseLog, names: PersonNames = PersonNames()
    ) -> String {
        let headed = rows.contains { $0.person != .owner }
        var text = ""
        var previous: Person?
        for row in rows {
            if headed, previous != row.person {
                if previous != nil { text += "\n" }
                text += names.display(row.person).text(language) + "\n"
                previous = row.person
            }
            text +=
                language.reportLine(
                    for: row, unit: unit, fever: fevers.threshold(for: row.person), doses: doses)
                + "\n"
        }
        return text
    }
}

extension Language {
    /// `2026-11-29 (Sun) morning 07:31 36.5 °C, evening 21:10 37.9 °C (fever)`, or
    /// `2026/11/29(日) 朝 7:31 36.5℃、夜 21:10 37.9℃（発熱）`: the reading picked, named
    /// morning or evening when it is one, the evening reading when there is another, and the
    /// day's highest with its time when it is a fever higher than both
    /// (`。この日の最高 38.6℃（13:10）`).
    func reportLine(
        for row: ReportDay, unit: TemperatureUnit, fever: FeverThreshold, doses: DoseLog
    ) -> String {
        let day = row.date
        let date = day.shown(english: "\(day.isoText) (\(day.weekdayName))").text(self)
        guard let reading = row.picked else {
            return date + " " + LocalizedText.report(.reportMissing).text(self)
        }
        func shown(_ reading: Reading) -> LocalizedText {
            let time = "\(clockText(reading, in: row))"
            let temperature = reading.temperatureText(unit)
            let text: LocalizedText
            switch reading.id {
            case row.morning?.id:
                text = .report(.reportMorning(time: time, temperature: temperature))
            case row.evening?.id:
                text = .report(.reportEvening(time: time, temperature: temperature))
            default: text = .report(.reportReading(time: time, temperature: temperature))
            }
            let judged = reading.isFever(fever) ? .report(.reportFever(reading: text)) : text
            return DoseText.mark(reading, doses: doses).map {
                .dose(.readingAfter(reading: judged, mark: $0))
            } ?? judged
        }
        var line = shown(reading)
        var shownReadings = [reading]
        if let evening = row.evening, evening.id != reading.id {
            line = .report(.reportAndThen(first: line, then: shown(evening)))
            shownReadings.append(evening)
        }
        // A higher fever at another time (up at night, at noon) is never left unsaid.
        if let highest = row.highestBody, highest.isFever(fever),
            !shownReadings.contains(where: {
                $0.kind == .body
                    && $0.temperature.tenths(in: unit) >= highest.temperature.tenths(in: unit)
            })
        {
            line = .report(
                .reportDayHighest(
                    readings: line, temperature: highest.temperatureText(unit),
                    time: "\(clockText(highest, in: row))"))
        }
        let given = doses.doses(of: row.person, on: day).map { dose in
            let time = self == .en ? dose.takenAt.timeText : dose.takenAt.japaneseTimeText
            let medicine = dose.amount.map { dose.medicine + " " + $0.text } ?? dose.medicine
            return dose.isFeverReducer
                ? LocalizedText.dose(.feverReducerEntry(time: time, medicine: medicine))
                : .dose(.doseEntry(time: time, medicine: medicine))
        }
        if !given.isEmpty { line = .dose(.reportDoses(readings: line, doses: .listed(given))) }
        return date + " " + line.text(self)
    }

    /// `07:31`, or `7:31` in Japanese; `07:00 (+09:00)` (`7:00（+09:00）`) when the row shows
    /// the reading's offset (``OffsetShown``).
    private func clockText(_ reading: Reading, in row: ReportDay) -> String {
        let clock = reading.takenAt.clock(showingOffset: row.offsetShown.contains(reading.id))
        return self == .en ? clock.en : clock.ja
    }
}
