import Foundation

@testable import TempLogCore

/// The reading on `line` as an independent decoder sees it: Foundation's JSONSerialization
/// parses the JSON, and every key of the valid-reading definition (docs/data.md, "What a valid
/// reading is") is checked again here from the definition's words, not from templog's code:
/// timestamps by RFC 3339's grammar, names and notes by Unicode's properties, and sites,
/// symptoms and kinds against their lists written out again. A `who` or `note` string never
/// decides whether the line is a reading: text that breaks the rules is shown cleaned.
///
/// JSONSerialization hands numbers over as `Double`, so `celsius` is compared to two decimals
/// only (lines with more decimals round differently and are tested apart).
func referenceReading(_ line: String) -> Reading? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
        let fields = object as? [String: Any]
    else { return nil }
    /// `.some(nil)` when the key is absent or null, nil when it holds something else.
    func optional<Value>(_ key: String, _ read: (Any) -> Value?) -> Value?? {
        switch fields[key] {
        case nil, is NSNull: return .some(nil)
        case let value?: return read(value).map { .some($0) }
        }
    }
    func text(_ value: Any) -> String? { value as? String }
    func word(from words: [String]) -> (Any) -> String? {
        { value in (value as? String).flatMap { words.contains($0) ? $0 : nil } }
    }
    guard let id = fields["id"] as? String, !id.isEmpty, isPrintable(id),
        let takenAt = (fields["takenAt"] as? String).flatMap(rfc3339),
        takenAt.secondsSince1970 >= 0,
        !(fields["celsius"] is Bool), let number = fields["celsius"] as? NSNumber,
        let unit = optional("unit", word(from: ["C", "F"])),
        let recordedAt = optional("recordedAt", { text($0).flatMap(rfc3339) }),
        let site = optional("site", word(from: sites)),
        let who = optional("who", text),
        let note = optional("note", text),
        let symptoms = optional("symptoms", symptomList),
        let kind = optional("kind", word(from: ["body", "basal"]))
    else { return nil }
    let centi = Int((number.doubleValue * 100).rounded())
    guard (3200...4300).contains(centi) else { return nil }
    return Reading(
        id: id, takenAt: takenAt, temperature: Temperature(centiCelsius: centi),
        unit: unit == "F" ? .fahrenheit : .celsius, recordedAt: recordedAt ?? takenAt,
        site: site.map { Site(rawValue: $0)! }, person: Person(who: who.flatMap(person)),
        note: note.flatMap(shownNote),
        symptoms: symptoms.map { $0.map { Symptom(rawValue: $0)! } },
        kind: kind == "basal" ? .basal : .body)
}

/// No control character, line or paragraph separator, or bidirectional override or isolate.
private func isPrintable(_ text: String) -> Bool {
    let breaks: [Unicode.GeneralCategory] = [.control, .lineSeparator, .paragraphSeparator]
    return !text.unicodeScalars.contains {
        breaks.contains($0.properties.generalCategory) || (0x202A...0x202E).contains($0.value)
            || (0x2066...0x2069).contains($0.value)
    }
}

private let sites = ["armpit", "mouth", "ear", "forehead", "rectum", "other"]

/// The canonical symptom names, in the list's order.
private let symptomNames = [
    "cough", "sore-throat", "runny-nose", "stuffy-nose", "headache", "fatigue", "joint-pain",
    "muscle-pain", "chills", "feverish", "nausea", "vomiting", "abdominal-pain", "diarrhoea",
    "rash", "sore-eyes", "taste-or-smell", "breathlessness", "none",
]

/// A non-empty array of canonical names, each at most once, `none` only alone; in the list's
/// order.
private func symptomList(_ value: Any) -> [String]? {
    guard let array = value as? [Any], !array.isEmpty else { return nil }
    let names = array.compactMap { $0 as? String }
    guard names.count == array.count, Set(names).count == names.count,
        names.allSatisfy(symptomNames.contains), !(names.contains("none") && names.count > 1)
    else { return nil }
    return names.sorted { symptomNames.firstIndex(of: $0)! < symptomNames.firstIndex(of: $1)! }
}

/// A person's name as `--who` keeps it: letters, marks and numbers of any script, `-`, `_`,
/// `.` and `'`, at most 32 characters, not `me` in any case, and already in the form typing
/// leaves it in: none of the full-width or half-width forms typing folds (`ｈａｎａ`, `ﾊﾅ`).
/// (Composed or not does not matter: Swift compares strings by canonical equivalence.)
private func isName(_ name: String) -> Bool {
    guard !name.isEmpty, name.count <= 32, name.lowercased() != "me" else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
        if "-_.'".unicodeScalars.contains(scalar) { return true }
        switch scalar.value {
        case 0xFF01...0xFF9F, 0xFFE0...0xFFE6: return false
        default: break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber,
            .otherNumber:
            return true
        default:
            return false
        }
    }
}

/// One line of at most 500 characters, as `--note` keeps it: no control character, no line or
/// paragraph separator, and no whitespace at either end.
private func isNote(_ note: String) -> Bool {
    let breaks: [Unicode.GeneralCategory] = [.control, .lineSeparator, .paragraphSeparator]
    return note.count <= 500
        && !note.unicodeScalars.contains { breaks.contains($0.properties.generalCategory) }
        && note.first?.isWhitespace != true && note.last?.isWhitespace != true
}

/// RFC 3339's `date-time` (section 5.6): `YYYY-MM-DD`, `T` (either case, or a space as the
/// section's note allows), `HH:MM:SS`, an optional `.` and fraction (dropped), then `Z` (either
/// case) or `+HH:MM`/`-HH:MM`. Years run from 0001 and seconds to 59: a templog timestamp
/// holds no year 0 and no leap second.
private func rfc3339(_ text: String) -> Timestamp? {
    let bytes = Array(text.utf8)
    func number(_ start: Int, _ count: Int) -> Int? {
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<start + count] {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
    func byte(_ index: Int, _ choices: String) -> Bool {
        index < bytes.count && choices.utf8.contains(bytes[index])
    }
    guard let year = number(0, 4), byte(4, "-"), let month = number(5, 2), byte(7, "-"),
        let day = number(8, 2), byte(10, "Tt "), let hour = number(11, 2), byte(13, ":"),
        let minute = number(14, 2), byte(16, ":"), let second = number(17, 2),
        year >= 1, (1...12).contains(month), hour < 24, minute < 60, second < 60
    else { return nil }
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let monthDays = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard (1...monthDays[month - 1]).contains(day) else { return nil }
    var index = 19
    if byte(index, ".") {
        index += 1
        guard number(index, 1) != nil else { return nil }
        while number(index, 1) != nil { index += 1 }
    }
    let offset: Int
    if byte(index, "Zz"), index + 1 == bytes.count {
        offset = 0
    } else if byte(index, "+-"), index + 6 == bytes.count, let hours = number(index + 1, 2),
        byte(index + 3, ":"), let minutes = number(index + 4, 2), hours < 24, minutes < 60
    {
        offset = (hours * 60 + minutes) * 60 * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
    } else {
        return nil
    }
    // Days since 1970-01-01 in the proleptic Gregorian calendar, counted from 0001-01-01.
    let yearsBefore = year - 1
    let daysBeforeYear = yearsBefore * 365 + yearsBefore / 4 - yearsBefore / 100 + yearsBefore / 400
    let dayOfYear = monthDays[..<(month - 1)].reduce(0, +) + day - 1
    let days = daysBeforeYear + dayOfYear - 719_162
    return Timestamp(
        secondsSince1970: days * 86_400 + hour * 3600 + minute * 60 + second - offset,
        utcOffsetSeconds: offset)
}

/// The person a stored `who` string names: the name as it is, or as typing folds it (NFKC,
/// trimmed), or else its text cleaned; nil for the owner (`me`, or nothing left).
private func person(_ text: String) -> String? {
    if isName(text) { return text }
    let folded = text.precomposedStringWithCompatibilityMapping.trimmingCharacters(
        in: .whitespaces)
    if isName(folded) { return folded }
    let name = cleaned(text)
    return name.isEmpty || name.lowercased() == "me" ? nil : name
}

/// A stored note as shown: as it is when it keeps the rules of `--note`, else cleaned; nil
/// when nothing is left.
private func shownNote(_ text: String) -> String? {
    let note = isNote(text) ? text : cleaned(text)
    return note.isEmpty ? nil : note
}

/// Text cleaned for display: line breaks, tabs and line and paragraph separators as spaces,
/// other control characters and bidirectional overrides as `?`, whitespace trimmed.
private func cleaned(_ text: String) -> String {
    let spaces: Set<UInt32> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
    let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
        if spaces.contains(scalar.value) { return " " }
        return isPrintable(String(scalar)) ? scalar : "?"
    }
    return String(String.UnicodeScalarView(scalars)).trimmingCharacters(
        in: .whitespacesAndNewlines)
}
