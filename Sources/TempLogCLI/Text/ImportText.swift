import TempLogCore

extension ReadingStore.ImportDifference {
    /// `3c9023 (2026-11-28T07:00:00+09:00, me): celsius 36.4 °C → 36.3 °C; note (none) → 'x'`.
    func text(in unit: TemperatureUnit) -> LocalizedText {
        let changes = fields.map { field in
            // The value is shown in the display unit, so its label is not the key's `celsius`.
            Message.importDifferentField(
                "\(field == .celsius ? "temperature" : field.rawValue)",
                .localized(Self.value(of: field, in: stored, unit: unit)),
                .localized(Self.value(of: field, in: updated, unit: unit)))
        }
        let joined = changes.dropFirst().reduce(changes[0]) { list, change in
            Message.importFieldList(.localized(list), .localized(change))
        }
        return Message.importDifference(
            "\(stored.shortID)",
            .localized(
                Message.listed(
                    "\(stored.takenAt.rfc3339)", .localized(Person(of: stored).display))),
            .localized(joined))
    }

    /// A field's value for people; `(none)` when the reading has none.
    private static func value(
        of field: ReadingField, in reading: Reading, unit: TemperatureUnit
    ) -> LocalizedText {
        let none = Message.noValue()
        switch field {
        case .id: return Message.verbatim("\(reading.id)")
        case .takenAt: return Message.verbatim("\(reading.takenAt.rfc3339)")
        case .celsius: return reading.temperatureText(unit)
        case .unit: return Message.verbatim("\(reading.unit.rawValue)")
        case .recordedAt: return Message.verbatim("\(reading.recordedAt.rfc3339)")
        case .site: return reading.site.map { Message.verbatim("\($0.rawValue)") } ?? none
        case .who: return Person(of: reading).display
        case .note:
            return reading.note.map { Message.verbatim("'\(TextInput.printable($0))'") } ?? none
        case .symptoms: return reading.symptoms.map(Symptom.list) ?? none
        case .kind: return reading.kind.display
        }
    }
}

extension XMLProblem {
    /// What is wrong, for people: the line is given by the message around it.
    var text: LocalizedText {
        switch self {
        case .endsInside(let opening): return Message.xmlEndsInside("\(opening)")
        case .notClosed(let name): return Message.xmlNotClosed("\(name)")
        case .malformedTag(let tag): return Message.xmlMalformedTag("\(tag)")
        case .malformedMarkup(let markup): return Message.xmlMalformedMarkup("\(markup)")
        case .unknownEntity(let entity): return Message.xmlUnknownEntity("\(entity)")
        case .mismatchedEndTag(let found, let open):
            return Message.xmlMismatchedEndTag("\(found)", "\(open)")
        case .unexpectedEndTag(let name): return Message.xmlUnexpectedEndTag("\(name)")
        case .secondRoot(let name): return Message.xmlSecondRoot("\(name)")
        }
    }
}
