import TempLogCore

/// How values read to people, in English and Japanese.
extension Temperature {
    /// `36.5 °C`, or `36.5℃` in Japanese.
    var display: LocalizedText { Message.degreesCelsius("\(celsiusText)") }
}

extension LocalDate {
    /// `日` for Sunday, as Japanese dates write the weekday.
    var japaneseWeekdayName: String { ["日", "月", "火", "水", "木", "金", "土"][weekday] }

    /// `Nov`.
    var monthName: String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
            month - 1]
    }

    /// `2026-11-29 Sun`, or `2026/11/29(日)` in Japanese: the date column of tables.
    var tableText: LocalizedText {
        Message.tableDate(
            "\(isoText)", "\(weekdayName)", "\(String(isoText.map { $0 == "-" ? "/" : $0 }))",
            "\(japaneseWeekdayName)"
        )
    }
}

extension Site {
    /// The site's name for people: `armpit`, or `わき` in Japanese.
    var display: LocalizedText {
        switch self {
        case .armpit: return Message.siteArmpit()
        case .mouth: return Message.siteMouth()
        case .ear: return Message.siteEar()
        case .forehead: return Message.siteForehead()
        case .rectum: return Message.siteRectum()
        case .other: return Message.siteOther()
        }
    }
}

extension Symptom {
    /// The symptom's name for people: `sore throat`, or `のどの痛み` in Japanese.
    var display: LocalizedText {
        Message.symptomName("\(englishName)", "\(japaneseName)")
    }

    /// `sore throat`: the canonical name as English words.
    var englishName: String {
        switch self {
        case .tasteOrSmell: return "loss of taste or smell"
        default: return rawValue.replacing("-", with: " ")
        }
    }
}

extension Person {
    /// The person's name as tables and headings show it: `hana`, or `me` (`本人`) for the owner.
    var display: LocalizedText {
        switch self {
        case .owner: return Message.you()
        case .named(let name): return Message.verbatim("\(TerminalText.sanitized(name))")
        }
    }

    /// `me, hana`: people in a message, the owner first, then by name.
    static func list(_ people: some Sequence<Person>) -> LocalizedText {
        let sorted = people.sorted(by: Person.ordered)
        return sorted.dropFirst().reduce(sorted.first?.display ?? Message.verbatim("")) {
            list, person in
            Message.listed(.localized(list), .localized(person.display))
        }
    }
}
