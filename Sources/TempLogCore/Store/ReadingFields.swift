/// The fields of a reading as they are found on a line, in any order.
struct ReadingFields {
    var id: String?
    var takenAt: Timestamp?
    var centiCelsius: Int?
    var unit: TemperatureUnit = .celsius
    var recordedAt: Timestamp?
    var site: Site?
    var who: String?
    var note: String?
    /// Whether the last `takenAt` or `recordedAt` value was not RFC 3339.
    var takenAtIsInvalid = false
    var recordedAtIsInvalid = false

    /// Sets a field from a string value; nil (JSON null) clears it. As in `JSONSerialization`,
    /// a key given twice keeps its last value.
    mutating func set(_ key: ReadingKey, text: String?) {
        switch key {
        case .takenAt, .recordedAt:
            set(key, time: text.map { Timestamp.parse(rfc3339: Array($0.utf8)) } ?? nil)
        case .id: id = text
        case .unit: unit = text == "F" || text == "f" ? .fahrenheit : .celsius
        case .site: site = text.map(Site.init(rawValue:))
        case .who: who = text
        case .note: note = text
        case .celsius: centiCelsius = nil
        case .other: break
        }
    }

    /// Sets `takenAt` or `recordedAt`; a value that is not RFC 3339 makes the line invalid
    /// unless a later value for the same key replaces it.
    mutating func set(_ key: ReadingKey, time: Timestamp?) {
        if key == .takenAt {
            takenAt = time
            takenAtIsInvalid = time == nil
        } else {
            recordedAt = time
            recordedAtIsInvalid = time == nil
        }
    }

    /// A reading needs an id, a valid `takenAt` and a `celsius` value; a missing `recordedAt`
    /// reads as `takenAt`.
    func reading() -> Reading? {
        guard !takenAtIsInvalid, !recordedAtIsInvalid, let id, !id.isEmpty, let takenAt,
            let centiCelsius,
            (-10_000...20_000).contains(centiCelsius)
        else { return nil }
        return Reading(
            id: id, takenAt: takenAt, temperature: Temperature(centiCelsius: centiCelsius),
            unit: unit, recordedAt: recordedAt ?? takenAt, site: site, who: who, note: note
        )
    }
}
