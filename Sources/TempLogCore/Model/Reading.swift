/// One body temperature reading: the value, when it was taken, and who, where and why.
public struct Reading: Hashable, Sendable {
    /// Unique and addressable by a short prefix (`3f9a2c`).
    public var id: String
    /// When the temperature was taken, with the wall clock's UTC offset.
    public var takenAt: Timestamp
    /// The temperature, in hundredths of a degree Celsius.
    public var temperature: Temperature
    /// The unit the person typed it in.
    public var unit: TemperatureUnit
    /// When the reading was entered into templog.
    public var recordedAt: Timestamp
    /// Where on the body it was taken, when given.
    public var site: Site?
    /// A person's short name; nil means the store's owner.
    public var who: String?
    /// One line of free text.
    public var note: String?
    /// The symptoms ticked with it (`[.none]` for "checked: none"); nil when none were asked.
    public var symptoms: [Symptom]?
    /// Body temperature (the default) or basal body temperature.
    public var kind: ReadingKind
    /// Why a basal reading may not show the cycle's resting temperature, as the person marked
    /// it; nil when it was not marked.
    public var disturbance: Disturbance?

    /// A reading with the given fields.
    public init(
        id: String, takenAt: Timestamp, temperature: Temperature, unit: TemperatureUnit,
        recordedAt: Timestamp, site: Site? = nil, who: String? = nil, note: String? = nil,
        symptoms: [Symptom]? = nil, kind: ReadingKind = .body, disturbance: Disturbance? = nil
    ) {
        self.id = id
        self.takenAt = takenAt
        self.temperature = temperature
        self.unit = unit
        self.recordedAt = recordedAt
        self.site = site
        self.who = who
        self.note = note
        self.symptoms = symptoms
        self.kind = kind
        self.disturbance = disturbance
    }

    /// How many characters of the id tables and confirmations show.
    public static let shortIDLength = 6

    /// `3f9a2c`.
    public var shortID: String { String(id.prefix(Reading.shortIDLength)) }

    /// Whether `id` has the form templog gives ids: 12 lowercase hex digits.
    public static func isTemplogID(_ id: String) -> Bool {
        id.utf8.count == 12
            && id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// A new random id: 12 lowercase hex digits (48 bits).
    public static func makeID<G: RandomNumberGenerator>(using generator: inout G) -> String {
        let value = generator.next() & 0xFFFF_FFFF_FFFF
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 12 - hex.count) + hex
    }
}
