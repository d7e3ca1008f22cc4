import TempLogCore

/// How confirmations name a reading: `Recorded 36.5 °C for hana at 07:31 (Sun 29 Nov) · id 3f9a2c`,
/// or `hanaさんの体温 36.5℃ を記録しました（2026/11/29(日) 7:31、ID: 3f9a2c）。`.
enum ReadingSummary {
    /// What a confirmation says of `reading`: the temperature in `unit` (and as typed, when
    /// that was the other unit); the person by `names` (their display name, else the handle);
    /// the year shows when it is not this year, the UTC offset when it is not `time`'s zone's.
    static func mention(
        _ reading: Reading, in unit: TemperatureUnit, time: TimeContext,
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
            time: reading.takenAt.clock(in: time.zone),
            day: reading.takenAt.localDate.dateText(today: time.today),
            id: reading.shortID)
    }

    /// When a reading was taken: `07:25 (Sun 29 Nov)`, or `2026/11/29(日) 7:25` in Japanese.
    static func when(_ reading: Reading, time: TimeContext) -> LocalizedText {
        when(at: reading.takenAt, time: time)
    }

    /// `07:25 (Sun 29 Nov)`, or `2026/11/29(日) 7:25` in Japanese; `07:25 (+09:00) (Sun 29 Nov)`
    /// when `at` is not on the clock of `time`'s zone.
    static func when(at: Timestamp, time: TimeContext) -> LocalizedText {
        LocalizedText.value(
            .takenWhen(time: at.clock(in: time.zone), day: at.localDate.dateText(today: time.today))
        )
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
    /// The time on the wall clock for people: `07:00`, or `7:00` in Japanese; with the UTC
    /// offset, `07:00 (+09:00)` or `7:00（+09:00）`, when `showingOffset`.
    func clock(showingOffset: Bool) -> Spelling {
        guard showingOffset else { return Spelling(en: timeText, ja: japaneseTimeText) }
        return Spelling(
            en: timeText(showingOffset: true), ja: japaneseTimeText + "（\(offsetText)）")
    }

    /// `clock(showingOffset:)`, the offset shown when the wall clock is not `zone`'s at that
    /// instant (``Timestamp/isAway(from:)``).
    func clock(in zone: ZoneRules) -> Spelling {
        clock(showingOffset: isAway(from: zone))
    }

    /// `7:31`: the hour without a leading zero, as Japanese text writes it.
    var japaneseTimeText: String {
        let minute = secondOfDay / 60 % 60
        return "\(secondOfDay / 3600):\(minute < 10 ? "0" : "")\(minute)"
    }
}
