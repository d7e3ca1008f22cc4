import Foundation

@testable import TempLogCore

/// The reading on `line` as an independent decoder sees it: Foundation's JSONSerialization
/// parses the JSON, and the valid-reading definition is written out again here, key by key.
///
/// JSONSerialization hands numbers over as `Double`, so `celsius` is compared to two decimals
/// only (lines with more decimals round differently and are tested apart).
func referenceReading(_ line: String) -> Reading? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
        let fields = object as? [String: Any]
    else { return nil }
    func text(_ key: String) -> String?? {
        switch fields[key] {
        case nil, is NSNull: return .some(nil)
        case let value as String: return .some(value)
        default: return nil
        }
    }
    func time(_ key: String) -> Timestamp?? {
        guard let value = text(key) else { return nil }
        guard let value else { return .some(nil) }
        return Timestamp.parse(rfc3339: Array(value.utf8)).map { .some($0) }
    }
    guard let idText = text("id"), let id = idText, !id.isEmpty,
        let takenAtValue = time("takenAt"), let takenAt = takenAtValue,
        takenAt.secondsSince1970 >= 0,
        !(fields["celsius"] is Bool), let number = fields["celsius"] as? NSNumber,
        let unitText = text("unit"), let recordedAt = time("recordedAt"),
        let siteText = text("site"), let who = text("who"), let note = text("note")
    else { return nil }
    let centi = Int((number.doubleValue * 100).rounded())
    guard (3200...4300).contains(centi) else { return nil }
    let unit: TemperatureUnit
    switch unitText {
    case nil, "C": unit = .celsius
    case "F": unit = .fahrenheit
    default: return nil
    }
    var site: Site?
    if let siteText {
        guard let known = Site.allCases.first(where: { $0.rawValue == siteText }) else {
            return nil
        }
        site = known
    }
    if let who {
        let allowed = who.unicodeScalars.allSatisfy { scalar in
            "-_.'".unicodeScalars.contains(scalar) || scalar.properties.isAlphabetic
                || scalar.properties.numericType != nil
        }
        guard !who.isEmpty, who.count <= 32, allowed, who.lowercased() != "me",
            who == who.trimmingCharacters(in: .whitespaces)
        else { return nil }
    }
    if let note {
        guard note.count <= 500,
            !note.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
            note == note.trimmingCharacters(in: .whitespaces)
        else { return nil }
    }
    return Reading(
        id: id, takenAt: takenAt, temperature: Temperature(centiCelsius: centi), unit: unit,
        recordedAt: recordedAt ?? takenAt, site: site, who: who,
        note: note.flatMap { $0.isEmpty ? nil : $0 })
}
