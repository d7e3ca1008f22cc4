import TempLogCore
import TempLogText

extension ReadingStore.ImportDifference {
    /// `3c9023 (2026-11-28T07:00:00+09:00, me): celsius 36.4 °C → 36.3 °C; note (none) → 'x'`.
    func text(in unit: TemperatureUnit) -> LocalizedText {
        let changes = fields.map { field in
            LocalizedText.importing(
                .importDifferentField(
                    field: Self.label(of: field),
                    stored: Self.value(of: field, in: stored, unit: unit),
                    imported: Self.value(of: field, in: updated, unit: unit)))
        }
        let joined = changes.dropFirst().reduce(changes[0]) { list, change in
            LocalizedText.importing(.importFieldList(list: list, field: change))
        }
        return .importing(
            .importDifference(
                id: "\(stored.shortID)",
                stored:
                    .value(
                        .listed(
                            takenAt: .verbatim("\(stored.takenAt.rfc3339)"),
                            stored: stored.person.display)), differences: joined))
    }

    /// A field's name for people: the store's key in English (but `temperature` for
    /// `celsius`, as the value is shown in the display unit), the word a card uses in Japanese.
    private static func label(of field: ReadingField) -> Spelling {
        let japanese: String
        switch field {
        case .id: japanese = "ID"
        case .takenAt: japanese = "日時"
        case .celsius: japanese = "体温"
        case .unit: japanese = "単位"
        case .recordedAt: japanese = "記録日時"
        case .site: japanese = "測定部位"
        case .who: japanese = "名前"
        case .note: japanese = "メモ"
        case .symptoms: japanese = "症状"
        case .kind: japanese = "種類"
        case .disturbed: japanese = "除外理由"
        }
        return Spelling(en: field == .celsius ? "temperature" : field.rawValue, ja: japanese)
    }

    /// A field's value for people; `(none)` when the reading has none.
    private static func value(
        of field: ReadingField, in reading: Reading, unit: TemperatureUnit
    ) -> LocalizedText {
        let none = LocalizedText.importing(.noValue)
        switch field {
        case .id: return .verbatim("\(reading.id)")
        case .takenAt: return .verbatim("\(reading.takenAt.rfc3339)")
        case .celsius: return reading.temperatureText(unit)
        case .unit: return .verbatim("\(reading.unit.rawValue)")
        case .recordedAt: return .verbatim("\(reading.recordedAt.rfc3339)")
        case .site: return reading.site.map { LocalizedText.verbatim("\($0.rawValue)") } ?? none
        case .who: return reading.person.display
        case .note:
            return reading.note.map { LocalizedText.verbatim("'\(TextInput.printable($0))'") }
                ?? none
        case .symptoms: return reading.symptoms.map(Symptom.list) ?? none
        case .kind: return reading.kind.display
        case .disturbed: return reading.disturbance?.display ?? none
        }
    }
}

extension XMLProblem {
    /// What is wrong, for people: the line is given by the message around it.
    var text: LocalizedText {
        switch self {
        case .endsInside(let opening): return .importing(.xmlEndsInside(opening: "\(opening)"))
        case .notClosed(let name): return .importing(.xmlNotClosed(name: "\(name)"))
        case .malformedTag(let tag): return .importing(.xmlMalformedTag(tag: "\(tag)"))
        case .malformedMarkup(let markup):
            return .importing(.xmlMalformedMarkup(markup: "\(markup)"))
        case .unknownEntity(let entity): return .importing(.xmlUnknownEntity(entity: "\(entity)"))
        case .mismatchedEndTag(let found, let open):
            return .importing(.xmlMismatchedEndTag(found: "\(found)", expected: "\(open)"))
        case .unexpectedEndTag(let name): return .importing(.xmlUnexpectedEndTag(name: "\(name)"))
        case .secondRoot(let name): return .importing(.xmlSecondRoot(name: "\(name)"))
        case .noRootElement: return .importing(.xmlNoRootElement)
        case .textOutsideRoot(let text): return .importing(.xmlTextOutsideRoot(text: "\(text)"))
        case .repeatedAttribute(let name):
            return .importing(.xmlRepeatedAttribute(name: "\(name)"))
        case .tooLong(let opening):
            return .importing(
                .xmlTooLong(
                    opening: "\(opening)", limit: "\(XMLTokenizer.maximumMarkupBytes >> 20) MiB"))
        case .tooManyAttributes(let tag):
            return .importing(
                .xmlTooManyAttributes(tag: "\(tag)", limit: XMLTokenizer.maximumAttributes))
        case .tooDeep:
            return .importing(.xmlTooDeep(limit: XMLTokenizer.maximumDepth))
        }
    }
}
