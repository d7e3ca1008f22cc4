import TempLogCore

/// How values read to people, in English and Japanese.
extension Temperature {
    /// `36.5 °C` (`36.5℃` in Japanese) or `97.7 °F`: one decimal, two for basal readings.
    func display(_ unit: TemperatureUnit, kind: ReadingKind = .body) -> LocalizedText {
        let number = number(unit, kind: kind)
        return unit == .celsius
            ? LocalizedText.value(.degreesCelsius(number: "\(number)"))
            : .value(.degreesFahrenheit(number: "\(number)"))
    }

    /// `36.5` or `97.7`, `36.47` for a basal reading: the number `display` shows.
    func number(_ unit: TemperatureUnit, kind: ReadingKind = .body) -> String {
        text(in: unit, decimals: kind.displayDecimals)
    }
}

extension FeverThreshold {
    /// `37.5 °C` or `100.4 °F`: the threshold in the unit it was set in.
    var display: LocalizedText { temperature.display(unit) }

    /// `temperature` as said beside the threshold: in `unit`, and in the threshold's own unit
    /// too when that is another, since it is judged to a tenth of that: 37.47 °C shows as
    /// 99.4 °F yet reaches 37.5 °C, so `99.4 °F (37.5 °C)`.
    func judging(_ temperature: Temperature, shownIn unit: TemperatureUnit) -> LocalizedText {
        let shown = temperature.display(unit)
        guard unit != self.unit else { return shown }
        return .value(.asJudged(shown: shown, judged: temperature.display(self.unit)))
    }
}

extension Temperature {
    /// `1.0 °C` or `1.8 °F`: how far this is above `other`, as both are shown (to a tenth).
    func difference(from other: Temperature, in unit: TemperatureUnit) -> LocalizedText {
        let tenths = self.tenths(in: unit) - other.tenths(in: unit)
        let number = "\(tenths / 10).\(tenths % 10)"
        return unit == .celsius
            ? LocalizedText.value(.degreesCelsius(number: "\(number)"))
            : .value(.degreesFahrenheit(number: "\(number)"))
    }
}

extension Reading {
    /// The reading's temperature for people, in `unit`, to its kind's decimals.
    func temperatureText(_ unit: TemperatureUnit) -> LocalizedText {
        temperature.display(unit, kind: kind)
    }
}

extension ReadingKind {
    /// What the kind is, in each language: `body temperature` (`体温`), `basal body
    /// temperature` (`基礎体温`).
    var meaning: HelpText {
        switch self {
        case .body: HelpText(en: "body temperature", ja: "体温")
        case .basal: HelpText(en: "basal body temperature", ja: "基礎体温")
        }
    }

    /// `body` or `basal` (`体温`, `基礎体温`).
    var display: LocalizedText {
        .value(.kindName(name: Spelling(en: rawValue, ja: meaning.ja)))
    }
}

extension LocalDate {
    /// `日` for Sunday, as Japanese dates write the weekday.
    var japaneseWeekdayName: String { ["日", "月", "火", "水", "木", "金", "土"][weekday] }

    /// `Nov`.
    var monthName: String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
            month - 1]
    }

    /// `Sunday`.
    var englishWeekdayName: String {
        ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][weekday]
    }

    /// `2026/11/29`: the date as Japanese text writes it, without the weekday.
    var japaneseDateText: String { isoText.replacingASCII("-", with: "/") }

    /// `2026/11/29(日)`: how Japanese text shows a day, in tables, sentences and ranges alike.
    private var japaneseText: String { japaneseDateText + "(\(japaneseWeekdayName))" }

    /// This day for people: `english` in English, `2026/11/29(日)` in Japanese. Every date in
    /// a table, sentence or range goes through here (only the chart's axis is shorter: `11/29`).
    func shown(english: String) -> LocalizedText {
        LocalizedText.value(.date(date: Spelling(en: english, ja: japaneseText)))
    }

    /// `2026-11-29 Sun`, or `2026/11/29(日)` in Japanese: the date column of tables.
    var tableText: LocalizedText { shown(english: "\(isoText) \(weekdayName)") }

    /// `Sun 29 Nov`, or `2026/11/29(日)` in Japanese: a day of this year in a sentence or a
    /// sheet's row.
    var shortText: LocalizedText { shown(english: "\(weekdayName) \(day) \(monthName)") }

    /// `2026-11-29`, or `2026/11/29(日)` in Japanese: a day in summaries and ranges.
    var dayText: LocalizedText { shown(english: isoText) }
}

extension Timestamp {
    /// `2026-11-29 08:00`, or `2026/11/29(日) 8:00` in Japanese.
    var dateTimeText: LocalizedText {
        LocalizedText.value(
            .dateAndTime(day: localDate.dayText, time: Spelling(en: timeText, ja: japaneseTimeText))
        )
    }
}

extension Site {
    /// The site's name for people: `armpit`, or `わき` in Japanese.
    var display: LocalizedText {
        .value(.siteName(name: Spelling(en: rawValue, ja: japaneseName)))
    }
}

extension Symptom {
    /// `cough, sore throat`, or `咳、のどの痛み` in Japanese.
    static func list(_ symptoms: [Symptom]) -> LocalizedText {
        LocalizedText.report(
            .symptomList(
                names: Spelling(
                    en: symptoms.map(\.englishName).joined(separator: ", "),
                    ja: symptoms.map(\.japaneseName).joined(separator: "、"))))
    }

    /// The symptom's name for people: `sore throat`, or `のどの痛み` in Japanese.
    var display: LocalizedText {
        LocalizedText.sheet(.symptomName(name: Spelling(en: englishName, ja: japaneseName)))
    }

    /// `sore throat`: the canonical name as English words.
    var englishName: String {
        switch self {
        case .tasteOrSmell: return "loss of taste or smell"
        default: return rawValue.replacingASCII("-", with: " ")
        }
    }
}

extension LocalizedText {
    /// `me, hana`, or `本人、hana` in Japanese: short items one after another.
    static func listed(_ items: [LocalizedText]) -> LocalizedText {
        items.dropFirst().reduce(items.first ?? .verbatim("")) {
            .value(.listed(takenAt: $0, stored: $1))
        }
    }

    /// `36.5 °C …; 36.4 °C …`, or `36.5℃…、36.4℃…` in Japanese: entries that may hold commas
    /// of their own, one after another.
    static func entries(_ items: [LocalizedText]) -> LocalizedText {
        items.dropFirst().reduce(items.first ?? .verbatim("")) {
            .value(.entries(first: $0, then: $1))
        }
    }
}

extension Person {
    /// The person's name as tables and headings show it: `hana`, or `me` (`本人`) for the owner.
    var display: LocalizedText {
        switch self {
        case .owner: return .report(.you)
        case .named(let name): return .verbatim("\(name)")
        }
    }

    /// `me, hana`: people in a message, the owner first, then by name.
    static func list(_ people: some Sequence<Person>) -> LocalizedText {
        .listed(people.sorted(by: Person.ordered).map(\.display))
    }
}

extension String {
    /// The text with every `old` made `new`, both ASCII: what `replacing(_:with:)` gives for
    /// them, without its generic search (whose first use costs more than a whole table).
    fileprivate func replacingASCII(_ old: Unicode.Scalar, with new: Unicode.Scalar) -> String {
        let (old, new) = (UInt8(ascii: old), UInt8(ascii: new))
        return String(decoding: utf8.map { $0 == old ? new : $0 }, as: UTF8.self)
    }
}

extension Disturbance {
    /// The reason's name for people: `short-sleep`, or `寝不足` in Japanese.
    var display: LocalizedText {
        .value(.disturbance(name: Spelling(en: rawValue, ja: japaneseName)))
    }

    /// What the reason means in English words, where its name alone does not say it.
    var englishName: String {
        switch self {
        case .shortSleep: return "short sleep"
        case .ill: return "unwell or on medicine"
        case .late: return "woke later than usual"
        case .other: return "another reason"
        case .alcohol, .travel: return rawValue
        }
    }
}

extension BasalDisturbance {
    /// Why a day's basal reading is left out, for people: `alcohol`, `fever 38.2 °C`, `taken at
    /// 09:10, usually 06:30` (`飲酒`, `発熱 38.2℃`, `9:10 に測定、いつもは 6:30`).
    func display(in unit: TemperatureUnit) -> LocalizedText {
        switch self {
        case .marked(let reason): return reason.display
        case .fever(let temperature):
            return .value(.disturbanceFever(temperature: temperature.display(unit)))
        case .unusualTime(let time, let usual):
            return .value(
                .disturbanceTime(time: Self.clock(time), usual: Self.clock(usual)))
        }
    }

    /// `09:10` (`9:10` in Japanese): a time of day in seconds from midnight.
    private static func clock(_ second: Int) -> Spelling {
        let hour = second / 3600
        let minute = second / 60 % 60
        let minutes = "\(minute < 10 ? "0" : "")\(minute)"
        return Spelling(en: "\(hour < 10 ? "0" : "")\(hour):\(minutes)", ja: "\(hour):\(minutes)")
    }
}

extension BasalDisturbance.Reason {
    /// The reason without its values: `alcohol`, `fever`, `time` (`飲酒`, `発熱`, `測定時刻のずれ`).
    var display: LocalizedText {
        switch self {
        case .marked(let reason): return reason.display
        case .fever: return .value(.reasonFever)
        case .time: return .value(.reasonTime)
        }
    }
}
