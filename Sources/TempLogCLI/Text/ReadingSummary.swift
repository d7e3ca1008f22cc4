import TempLogCore

/// How confirmations name a reading: `Recorded 36.5 °C for hana at 07:31 (Sun 29 Nov) · id 3f9a2c`,
/// or `hana さんの 36.5℃ を記録しました（11月29日(日) 7:31）· id 3f9a2c`.
enum ReadingSummary {
    /// The sentence for `verb` (`.recorded` or `.removed`); the year shows when it is not this year.
    static func sentence(_ verb: Message, _ reading: Reading, today: LocalDate) -> LocalizedText {
        let day = reading.takenAt.localDate
        let dateParts: [LocalizedText.Argument] = [
            "\(day.weekdayName)", "\(day.day)", "\(day.monthName)", "\(day.month)",
            "\(day.japaneseWeekdayName)",
            "\(day.year)",
        ]
        let date =
            day.year == today.year
            ? LocalizedText(.confirmationDate, dateParts)
            : LocalizedText(.confirmationDateWithYear, dateParts)
        let second = reading.takenAt.secondOfDay
        let minute = second / 60 % 60
        return verb(
            .localized(reading.temperature.display),
            reading.unit == .fahrenheit
                ? .localized(Message.fromFahrenheit("\(reading.temperature.fahrenheitText)")) : "",
            reading.who.map { .localized(Message.forPerson("\(TerminalText.sanitized($0))")) }
                ?? "",
            "\(reading.takenAt.timeText)", .localized(date), "\(reading.shortID)",
            "\(second / 3600):\(minute < 10 ? "0" : "")\(minute)"
        )
    }
}
