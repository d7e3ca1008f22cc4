import TempLogJSON
import TempLogText

/// A line's members as the one definition of a valid reading reads them — the same definition
/// `add` and every import row are held to.
///
/// A reading has an `id` (any non-empty string), a `takenAt` in RFC 3339 from 1970 on, a
/// `celsius` number from 32.0 to 43.0, a `unit` of `C` or `F` (absent: `C`), a `recordedAt` in
/// RFC 3339 (absent: `takenAt`), and optionally a `site` templog knows, a valid name in `who`
/// (not `me`), a `note` of one line of at most 500 characters, `symptoms` (an array of the
/// canonical names, `none` alone), a `kind` of `body` or `basal` and `disturbed` (a reason's
/// name, see `Disturbance`). `null` means absent for every
/// optional key. Any other key may hold any JSON value. A key given twice keeps its last value.
/// Free text (`who`, `note`) never decides whether a line is a reading: text that breaks the
/// rules new text is held to is cleaned for display and reported by `check`.
///
/// The text of `id`, `who` and `note` is kept as the scanner handed it out, valid only until
/// the line's scan finishes (see `ReadingLine.withFields(of:_:)`): no string is made for a line
/// unless a reading is.
struct ReadingFields {
    private var id: UnsafeBufferPointer<UInt8>?
    private var takenAt: Timestamp?
    private var centiCelsius: Int?
    private var unit: TemperatureUnit?
    private var recordedAt: Timestamp?
    private var site: Site?
    private var who: UnsafeBufferPointer<UInt8>?
    private var note: UnsafeBufferPointer<UInt8>?
    private var symptoms: [Symptom]?
    private var kind: ReadingKind?
    private var disturbance: Disturbance?
    /// Known keys whose (last) value the definition refuses: the wrong type or an unknown word.
    private var refused = KeySet()

    /// Reads one member; its buffers are valid only during the call.
    mutating func set(_ key: ReadingKey, _ value: JSONMemberValue) {
        guard key != .other else { return }
        refused.remove(key)
        if case .null = value, key.isOptional {
            clear(key)
            return
        }
        switch (key, value) {
        case (.id, .string(let bytes)): setID(bytes)
        case (.takenAt, .string(let bytes)): setTakenAt(bytes)
        case (.recordedAt, .string(let bytes)): setRecordedAt(bytes)
        case (.celsius, .number(let number)): setCelsius(number)
        case (.unit, .string(let bytes)): setUnit(bytes)
        case (.site, .string(let bytes)): setSite(bytes)
        case (.who, .string(let bytes)): setWho(bytes)
        case (.note, .string(let bytes)): setNote(bytes)
        case (.symptoms, .composite(let text)): setSymptoms(text)
        case (.kind, .string(let bytes)): setKind(bytes)
        case (.disturbed, .string(let bytes)):
            disturbance = Disturbance(rawValue: String(decoding: bytes, as: UTF8.self))
            if disturbance == nil { refused.insert(.disturbed) }
        default:
            refused.insert(key)
        }
    }

    // The setters of one key's value (a string's decoded contents, a number, an array's
    // text): each reads the value as the definition says and notes a refused one. They
    // assume the key is not refused yet.

    private mutating func setID(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Any string another tool chose, but nothing that could steer a terminal.
        if !bytes.isEmpty, TextInput.isPrintableASCII(bytes) || Self.isPrintable(bytes) {
            id = bytes
        } else {
            refused.insert(.id)
        }
    }

    private mutating func setTakenAt(_ bytes: UnsafeBufferPointer<UInt8>) {
        takenAt = Timestamp.parse(rfc3339: bytes)
        if takenAt == nil { refused.insert(.takenAt) }
    }

    private mutating func setRecordedAt(_ bytes: UnsafeBufferPointer<UInt8>) {
        recordedAt = Timestamp.parse(rfc3339: bytes)
        if recordedAt == nil { refused.insert(.recordedAt) }
    }

    private mutating func setCelsius(_ number: JSONNumber) {
        centiCelsius = number.scaled(decimals: 2)
        if centiCelsius == nil { refused.insert(.celsius) }
    }

    private mutating func setUnit(_ bytes: UnsafeBufferPointer<UInt8>) {
        unit =
            bytes.count != 1
            ? nil
            : bytes[0] == UInt8(ascii: "C")
                ? .celsius
                : bytes[0] == UInt8(ascii: "F") ? .fahrenheit : nil
        if unit == nil { refused.insert(.unit) }
    }

    private mutating func setSite(_ bytes: UnsafeBufferPointer<UInt8>) {
        site = Site(named: bytes)
        if site == nil { refused.insert(.site) }
    }

    private mutating func setWho(_ bytes: UnsafeBufferPointer<UInt8>) { who = bytes }

    private mutating func setNote(_ bytes: UnsafeBufferPointer<UInt8>) { note = bytes }

    private mutating func setSymptoms(_ text: UnsafeBufferPointer<UInt8>) {
        symptoms = Self.symptoms(in: text)
        if symptoms == nil { refused.insert(.symptoms) }
    }

    private mutating func setKind(_ bytes: UnsafeBufferPointer<UInt8>) {
        kind = ReadingKind(named: bytes)
        if kind == nil { refused.insert(.kind) }
    }

    private mutating func clear(_ key: ReadingKey) {
        switch key {
        case .unit: unit = nil
        case .recordedAt: recordedAt = nil
        case .site: site = nil
        case .who: who = nil
        case .note: note = nil
        case .symptoms: symptoms = nil
        case .kind: kind = nil
        case .disturbed: disturbance = nil
        default: break
        }
    }

    /// The reading, when its id, times, temperature, unit, site, symptoms and kind meet the
    /// definition, and the keys whose free text (`who`, `note`) breaks the text rules: that
    /// text never hides a reading; it is cleaned for display (see `StoredText`).
    func decoded() -> (reading: Reading, textProblems: [TextProblem.Kind])? {
        guard let takenAt = readingTakenAt, let id, let centiCelsius else { return nil }
        var problems: [TextProblem.Kind] = []
        let person = who.map { StoredText.person(Self.string($0), problems: &problems) } ?? nil
        let note = note.map { StoredText.note(Self.string($0), problems: &problems) } ?? nil
        return (
            Reading(
                id: Self.string(id), takenAt: takenAt,
                temperature: Temperature(centiCelsius: centiCelsius),
                unit: unit ?? .celsius, recordedAt: recordedAt ?? takenAt, site: site,
                person: Person(who: person),
                note: note, symptoms: symptoms, kind: kind ?? .body, disturbance: disturbance
            ),
            problems
        )
    }

    /// The time the reading was taken, or nil unless the fields make a reading: the one test
    /// of whether a line is a reading, which `decoded()` passes before it makes one and the
    /// store's time-order checks ask without making it.
    var readingTakenAt: Timestamp? {
        guard refused.isEmpty, id != nil, let takenAt, takenAt.isStorable,
            let centiCelsius, Temperature.plausibleCentiCelsius.contains(centiCelsius)
        else { return nil }
        return takenAt
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Whether text (valid UTF-8) holds nothing `TextInput.printable` would replace.
    private static func isPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = string(bytes)
        return TextInput.printable(text) == text
    }

    /// Why the fields are not a reading, when they are not.
    func problem() -> LineProblem? {
        let order: [ReadingKey] = [
            .id, .takenAt, .celsius, .unit, .recordedAt, .site, .symptoms, .kind, .disturbed,
            .who, .note,
        ]
        if let key = order.first(where: { refused.contains($0) }),
            let field = ReadingField(rawValue: key.rawValue)
        {
            return .invalidValue(key: field)
        }
        guard id != nil else { return .missingKey(.id) }
        guard let takenAt else { return .missingKey(.takenAt) }
        guard takenAt.isStorable else { return .invalidValue(key: .takenAt) }
        guard let centiCelsius else { return .missingKey(.celsius) }
        guard Temperature.plausibleCentiCelsius.contains(centiCelsius) else {
            return .invalidValue(key: .celsius)
        }
        return nil
    }

    /// The symptoms of a JSON array of canonical names, in the list's order; nil when it holds
    /// anything else, a name twice, nothing, or `none` with another symptom.
    private static func symptoms(in text: UnsafeBufferPointer<UInt8>) -> [Symptom]? {
        var symptoms: [Symptom] = []
        var isValid = true
        let isArray = JSONLine.scanArray(text) { element in
            guard case .string(let bytes) = element,
                let symptom = Symptom(rawValue: String(decoding: bytes, as: UTF8.self)),
                !symptoms.contains(symptom)
            else {
                isValid = false
                return
            }
            symptoms.append(symptom)
        }
        guard isArray, isValid, !symptoms.isEmpty, !(symptoms.contains(.none) && symptoms.count > 1)
        else { return nil }
        return symptoms.sorted()
    }
}

/// A set of the keys a reading has, as bits: a line's members are read millions of times.
private struct KeySet {
    private var bits: UInt16 = 0

    var isEmpty: Bool { bits == 0 }

    func contains(_ key: ReadingKey) -> Bool { bits & Self.bit(key) != 0 }

    mutating func insert(_ key: ReadingKey) { bits |= Self.bit(key) }

    mutating func remove(_ key: ReadingKey) { bits &= ~Self.bit(key) }

    private static func bit(_ key: ReadingKey) -> UInt16 {
        switch key {
        case .id: 1 << 0
        case .takenAt: 1 << 1
        case .celsius: 1 << 2
        case .unit: 1 << 3
        case .recordedAt: 1 << 4
        case .site: 1 << 5
        case .who: 1 << 6
        case .note: 1 << 7
        case .symptoms: 1 << 8
        case .kind: 1 << 9
        case .disturbed: 1 << 10
        case .other: 1 << 11
        }
    }
}
