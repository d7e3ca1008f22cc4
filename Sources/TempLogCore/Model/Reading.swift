/// One body temperature reading: the value, when it was taken, and who, where and why.
///
/// A reading is always a valid one. An app makes it with `ReadingDraft.reading(in:)`, which
/// holds it to the rules of `add`; the store makes the readings it reads from its lines; and
/// every value reads back from its store line as it is (see `ReadingLine.checkedLine`).
public struct Reading: Hashable, Sendable {
    /// Unique and addressable by a short prefix (`3f9a2c`).
    public internal(set) var id: String
    /// When the temperature was taken, with the wall clock's UTC offset.
    public internal(set) var takenAt: Timestamp
    /// The temperature, in hundredths of a degree Celsius.
    public internal(set) var temperature: Temperature
    /// The unit the person typed it in.
    public internal(set) var unit: TemperatureUnit
    /// When the reading was entered into templog.
    public internal(set) var recordedAt: Timestamp
    /// Where on the body it was taken, when given.
    public internal(set) var site: Site?
    /// Whose reading it is: the store's owner, or someone named. The store line keeps the name
    /// in its `who` key, and leaves the key out for the owner.
    public internal(set) var person: Person
    /// One line of free text.
    public internal(set) var note: String?
    /// The symptoms ticked with it (`[.none]` for "checked: none"); nil when none were asked.
    public internal(set) var symptoms: [Symptom]?
    /// Body temperature (the default) or basal body temperature.
    public internal(set) var kind: ReadingKind
    /// Why a basal reading may not show the cycle's resting temperature, as the person marked
    /// it; nil when it was not marked.
    public internal(set) var disturbance: Disturbance?

    /// A reading with the given fields, taken as they are: for the store's reader, which holds
    /// a line to the valid-reading definition first, and for tests in this package.
    package init(
        id: String, takenAt: Timestamp, temperature: Temperature, unit: TemperatureUnit,
        recordedAt: Timestamp, site: Site? = nil, person: Person = .owner, note: String? = nil,
        symptoms: [Symptom]? = nil, kind: ReadingKind = .body, disturbance: Disturbance? = nil
    ) {
        self.id = id
        self.takenAt = takenAt
        self.temperature = temperature
        self.unit = unit
        self.recordedAt = recordedAt
        self.site = site
        self.person = person
        self.note = note
        self.symptoms = symptoms
        self.kind = kind
        self.disturbance = disturbance
    }

    /// How many characters of the id tables and confirmations show.
    package static let shortIDLength = 6

    /// `3f9a2c`.
    public var shortID: String { String(id.prefix(Reading.shortIDLength)) }

    /// Whether `id` has the form templog gives ids: 12 lowercase hex digits.
    package static func isTemplogID(_ id: String) -> Bool {
        id.utf8.count == 12
            && id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// A new random id: 12 lowercase hex digits (48 bits).
    package static func makeID<G: RandomNumberGenerator>(using generator: inout G) -> String {
        let value = generator.next() & 0xFFFF_FFFF_FFFF
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 12 - hex.count) + hex
    }
}

extension Reading {
    /// The first field, in the store line's order, in which `other` is not this reading (names
    /// compared as spelled); nil when the two are the same.
    func firstDifference(from other: Reading) -> ReadingField? {
        let same: [(ReadingField, Bool)] = [
            (.id, id == other.id), (.takenAt, takenAt == other.takenAt),
            (.celsius, temperature == other.temperature), (.unit, unit == other.unit),
            (.recordedAt, recordedAt == other.recordedAt), (.site, site == other.site),
            (.who, person.who == other.person.who), (.note, note == other.note),
            (.symptoms, symptoms == other.symptoms), (.kind, kind == other.kind),
            (.disturbed, disturbance == other.disturbance),
        ]
        return same.first { !$0.1 }?.0
    }
}
