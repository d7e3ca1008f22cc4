import TempLogCore

/// `report --text`: lines to paste into a report, `2026-11-29 (Sun) 07:31 36.5 °C`.
enum ReportText {
    /// The lines of `rows`; each person's block is headed by their name whenever the report
    /// covers anyone but the owner, so a child's fever never reads as the parent's; `names`
    /// gives their display names.
    static func render(
        _ rows: [ReportDay], language: Language, unit: TemperatureUnit, fever: Temperature,
        names: PersonNames = PersonNames()
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
            text += language.reportLine(for: row, unit: unit, fever: fever) + "\n"
        }
        return text
    }
}

extension Language {
    /// `2026-11-29 (Sun) 07:31 36.5 °C, evening 21:10 37.9 °C (fever)`, or
    /// `2026/11/29(日) 7:31 36.5℃、夜 21:10 37.9℃（発熱）`: the evening reading when there is
    /// one, and the day's highest when it is a fever higher than both.
    func reportLine(for row: ReportDay, unit: TemperatureUnit, fever: Temperature) -> String {
        let day = row.date
        let date = day.shown(english: "\(day.isoText) (\(day.weekdayName))").text(self)
        guard let reading = row.picked else {
            return date + " " + LocalizedText.report(.reportMissing).text(self)
        }
        var line =
            "\(date) \(clockText(reading, in: row)) \(reading.temperatureText(unit).text(self))"
        var shown = [reading]
        if reading.isFever(threshold: fever, in: unit) {
            line += LocalizedText.report(.reportFever).text(self)
        }
        if let evening = row.evening, evening.id != reading.id {
            line += LocalizedText.report(
                .reportEvening(
                    time: "\(clockText(evening, in: row))",
                    temperature: evening.temperatureText(unit))
            ).text(self)
            if evening.isFever(threshold: fever, in: unit) {
                line += LocalizedText.report(.reportFever).text(self)
            }
            shown.append(evening)
        }
        // A higher fever at another time (up at night, at noon) is never left unsaid.
        if let maximum = row.highestBody, maximum.reaches(fever, in: unit),
            !shown.contains(where: {
                $0.kind == .body && $0.temperature.tenths(in: unit) >= maximum.tenths(in: unit)
            })
        {
            line += LocalizedText.report(.reportDayMaxFever(temperature: maximum.display(unit)))
                .text(self)
        }
        return line
    }

    /// `07:31`, or `7:31` in Japanese; `01:30 UTC-05:00` when another reading of the day
    /// shows the same time at another offset.
    private func clockText(_ reading: Reading, in row: ReportDay) -> String {
        let time = reading.takenAt
        let clock = self == .en ? time.timeText : time.japaneseTimeText
        return row.repeatedWallTimes.contains(reading.id) ? clock + " " + time.utcOffsetText : clock
    }
}
