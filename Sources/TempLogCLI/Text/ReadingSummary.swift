import TempLogCore

/// How confirmations name a reading: `Recorded 36.5 °C for hana at 07:31 (Sun 29 Nov) · id 3f9a2c`,
/// or `hana さんの 36.5℃ を記録しました（2026/11/29(日) 7:31）· id 3f9a2c`.
enum ReadingSummary {
    /// The sentence for `verb` (`.recorded` or `.removed`), the temperature in `unit` (and as
    /// typed, when that was the other unit); the year shows when it is not this year.
    static func sentence(
        _ verb: Message, _ reading: Reading, in unit: TemperatureUnit, today: LocalDate
    ) -> LocalizedText {
        verb(
            .localized(
                reading.kind == .basal
                    ? Message.basalTemperature(.localized(reading.temperatureText(unit)))
                    : reading.temperatureText(unit)),
            reading.unit != unit
                ? .localized(Message.typedAs(.localized(reading.temperatureText(reading.unit))))
                : "",
            reading.who.map { .localized(Message.forPerson("\($0)")) }
                ?? "",
            "\(reading.takenAt.timeText)",
            .localized(reading.takenAt.localDate.dateText(today: today)),
            "\(reading.shortID)", "\(reading.takenAt.japaneseTimeText)"
        )
    }

    /// When a reading was taken: `07:25 (Sun 29 Nov)`, or `2026/11/29(日) 7:25` in Japanese.
    static func when(_ reading: Reading, today: LocalDate) -> LocalizedText {
        when(at: reading.takenAt, today: today)
    }

    /// `07:25 (Sun 29 Nov)`, or `2026/11/29(日) 7:25` in Japanese.
    static func when(at time: Timestamp, today: LocalDate) -> LocalizedText {
        Message.takenWhen(
            "\(time.timeText)", .localized(time.localDate.dateText(today: today)),
            "\(time.japaneseTimeText)")
    }
}

extension LocalDate {
    /// `Sun 29 Nov`, with the year when it is not `today`'s: `Sat 1 Jan 2024`; in Japanese
    /// always `2026/11/29(日)`.
    func dateText(today: LocalDate) -> LocalizedText {
        year == today.year ? shortText : longText
    }

    /// `Sat 1 Jan 2024`, or `2024/01/01(月)` in Japanese.
    var longText: LocalizedText { shown(english: "\(weekdayName) \(day) \(monthName) \(year)") }
}

extension Timestamp {
    /// `7:31`: the hour without a leading zero, as Japanese text writes it.
    var japaneseTimeText: String {
        let minute = secondOfDay / 60 % 60
        return "\(secondOfDay / 3600):\(minute < 10 ? "0" : "")\(minute)"
    }
}
