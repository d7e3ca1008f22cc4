/// How confirmations name a reading: `36.5 °C for hana at 07:31 (Sun 29 Nov) · id 3f9a2c`.
enum ReadingSummary {
    /// The phrase after "Recorded" or "Removed"; the year shows when it is not this year.
    static func describe(_ reading: Reading, today: LocalDate) -> String {
        let day = reading.takenAt.localDate
        var text = reading.temperature.displayText
        if reading.unit == .fahrenheit {
            text += " (from \(reading.temperature.fahrenheitText) °F)"
        }
        if let who = reading.who { text += " for \(TerminalText.sanitized(who))" }
        text += " at \(reading.takenAt.timeText) (\(day.weekdayName) \(day.day) \(day.monthName)"
        if day.year != today.year { text += " \(day.year)" }
        return text + ") · id \(reading.shortID)"
    }
}
