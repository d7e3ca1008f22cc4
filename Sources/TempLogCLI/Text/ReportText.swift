import TempLogCore

/// `report --text`: lines to paste into a report, `2026-11-29 (Sun) 07:31 36.5 °C`.
enum ReportText {
    /// The lines of `rows`; each person's block is headed by their name whenever the report
    /// covers anyone but the owner, so a child's fever never reads as the parent's.
    static func render(_ rows: [ReportDay], language: Language, fever: Temperature) -> String {
        let headed = rows.contains { $0.person != .owner }
        var text = ""
        var previous: Person?
        for row in rows {
            if headed, previous != row.person {
                if previous != nil { text += "\n" }
                text += row.person.display.text(language) + "\n"
                previous = row.person
            }
            text += language.reportLine(for: row, fever: fever) + "\n"
        }
        return text
    }
}

extension Language {
    /// `2026-11-29 (Sun) 07:31 36.5 °C` or `2026/11/29(日) 7:31 36.5℃`.
    func reportLine(for row: ReportDay, fever: Temperature) -> String {
        let day = row.date
        let date = day.shown(english: "\(day.isoText) (\(day.weekdayName))").text(self)
        guard let reading = row.picked else {
            return date + " " + Message.reportMissing().text(self)
        }
        let time = self == .en ? reading.takenAt.timeText : reading.takenAt.japaneseTimeText
        return "\(date) \(time) \(reading.temperature.display.text(self))"
            + feverNote(row, fever: fever)
    }

    /// ` (fever)` when the reading shown is one; when only another reading that day was,
    /// ` (day's max 38.2 °C: fever)`, so a report never hides a fever.
    func feverNote(_ row: ReportDay, fever: Temperature) -> String {
        guard let reading = row.picked, let maximum = row.maximum, maximum >= fever else {
            return ""
        }
        let note =
            reading.temperature >= fever
            ? Message.reportFever() : Message.reportDayMaxFever(.localized(maximum.display))
        return note.text(self)
    }
}
