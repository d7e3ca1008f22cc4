import TempLogText

/// A medicine given to a person, as `templog dose` records it: what, how much, when, whose, and
/// the interval the user set for it. templog records doses as given; it never suggests one.
public struct Dose: Hashable, Sendable {
    /// 12 lowercase hex digits, like a reading's id; `delete` takes it.
    public let id: String
    /// When it was given, with the UTC offset of the time.
    public let takenAt: Timestamp
    /// The medicine as typed (one line, full-width forms folded).
    public let medicine: String
    /// How much, with its unit; nil when not given.
    public let amount: DoseAmount?
    /// Whose dose it is.
    public let person: Person
    /// A note of one line; nil when not given.
    public let note: String?
    /// Whether `--fever-reducer` marked it as one (a medicine `FeverReducer` does not know).
    public let isMarkedFeverReducer: Bool
    /// The least time between two doses of this medicine for this person, as the user set it
    /// with this dose; nil when this dose set none.
    public let interval: DoseInterval?
    /// The most doses in 24 hours, as the user set it with this dose; nil when it set none.
    public let maximumPerDay: Int?
    /// When it was recorded.
    public let recordedAt: Timestamp

    /// A dose with every field given; `DoseInput` validates typed fields, and the store refuses
    /// a dose whose line would not read back (`StoreError.notStorable`).
    public init(
        id: String, takenAt: Timestamp, medicine: String, amount: DoseAmount? = nil,
        person: Person = .owner, note: String? = nil, isMarkedFeverReducer: Bool = false,
        interval: DoseInterval? = nil, maximumPerDay: Int? = nil, recordedAt: Timestamp
    ) {
        self.id = id
        self.takenAt = takenAt
        self.medicine = medicine
        self.amount = amount
        self.person = person
        self.note = note
        self.isMarkedFeverReducer = isMarkedFeverReducer
        self.interval = interval
        self.maximumPerDay = maximumPerDay
        self.recordedAt = recordedAt
    }

    /// Whether it brings a fever down: a medicine `FeverReducer` knows by name, or one marked
    /// with `--fever-reducer`.
    public var isFeverReducer: Bool {
        isMarkedFeverReducer || FeverReducer.named(medicine) != nil
    }

    /// Whether `other` is the same medicine (names compare folded and without case).
    public func isSameMedicine(as other: String) -> Bool {
        Dose.medicineKey(medicine) == Dose.medicineKey(other)
    }

    /// The medicine's name as doses compare it: full-width forms folded, without case.
    static func medicineKey(_ name: String) -> String {
        TextInput.normalized(name).lowercased()
    }

    /// `3f9a2c`.
    public var shortID: String { String(id.prefix(Reading.shortIDLength)) }
}
