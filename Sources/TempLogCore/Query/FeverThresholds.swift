/// The fever threshold each person's readings are judged by: one for everyone, and the people
/// whose profiles set their own (`people set hana --fever 37.0`).
public struct FeverThresholds: Sendable {
    /// The threshold of everyone without one of their own.
    public var general: FeverThreshold
    /// The people with a threshold of their own.
    public var personal: [Person: FeverThreshold]

    /// `general` for everyone but the people `personal` names.
    public init(_ general: FeverThreshold, personal: [Person: FeverThreshold] = [:]) {
        self.general = general
        self.personal = personal
    }

    /// The threshold of `person`'s readings.
    public func threshold(for person: Person) -> FeverThreshold {
        personal[person] ?? general
    }

    /// The threshold of the reading's person.
    public func threshold(for reading: Reading) -> FeverThreshold {
        personal.isEmpty ? general : threshold(for: reading.person)
    }

    /// Whether `reading` is a fever by its person's threshold (a basal reading never is).
    public func isFever(_ reading: Reading) -> Bool {
        reading.isFever(threshold(for: reading))
    }
}
