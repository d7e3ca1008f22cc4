import TempLogCore

/// How confirmations name a reading: `Recorded 36.5 °C for hana at 07:31 (Sun 29 Nov) · id 3f9a2c`,
/// or `hanaさんの体温 36.5℃ を記録しました（2026/11/29(日) 7:31、ID: 3f9a2c）。`.
enum ReadingSummary {
    /// What a confirmation says of `reading`: the temperature in `unit` (and as typed, when
    /// that was the other unit); the person by `names` (their display name, else the handle);
    /// the year shows when it is not this year.
    static func mention(
        _ reading: Reading, in unit: TemperatureUnit, today: LocalDate,
        names: PersonNames = PersonNames()
    ) -> ReadingMention {
        ReadingMention(
            temperature: reading.kind == .basal
                ? .cycle(.basalTemperature(temperature: reading.temperatureText(unit)))
                : reading.person == .owner
                    ? reading.temperatureText(unit)
                    : .add(.personTemperature(temperature: reading.temperatureText(unit))),
            typed: reading.unit != unit
                ? .add(.typedAs(typed: reading.temperatureText(reading.unit))) : .verbatim(""),
            person: reading.person == .owner
                ? .verbatim("") : .add(.forPerson(person: names.display(reading.person))),
            time: Spelling(en: reading.takenAt.timeText, ja: reading.takenAt.japaneseTimeText),
            day: reading.takenAt.localDate.dateText(today: today),
            id: reading.shortID)
    }

    /// When a reading was taken: `07:25 (Sun 29 Nov)`, or `2026/11/29(日) 7:25` in Japanese.
    static func when(_ reading: Reading, today: LocalDate) -> LocalizedText {
        when(at: reading.takenAt, today: today)
    }

    /// `07:25 (Sun 29 Nov)`, or `2026/11/29(日) 7:25` in Japanese.
    static func when(at time: Timestamp, today: LocalDate) -> LocalizedText {
        LocalizedText.value(
            .takenWhen(
                time: Spelling(en: time.timeText, ja: time.japaneseTimeText),
                day: time.localDate.dateText(today: today)))
    }
}

/// A reading as a confirmation names it (`recorded`, `removed`, `undo --list`): each part a
/// message argument, placed where each language puts it.
struct ReadingMention: Sendable {
    let temperature: LocalizedText
    /// ` (from 97.7 °F)` (`97.7°F で入力、`), or nothing when it was typed in the unit shown.
    let typed: LocalizedText
    /// ` for hana` (`hanaさんの`), or nothing for the owner.
    let person: LocalizedText
    let time: Spelling
    let day: LocalizedText
    let id: String
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
