/// Day 1 of a menstrual cycle, as `templog cycle start` marks it: a local day, and whose cycle.
public struct CycleStart: Hashable, Sendable {
    /// The cycle's first day.
    public var day: LocalDate
    /// Whose cycle it is. The cycles file keeps the name in its `who` key, and leaves the key
    /// out for the owner.
    public var person: Person

    /// The mark of day 1 on `day` for `person`.
    public init(day: LocalDate, person: Person = .owner) {
        self.day = day
        self.person = person
    }

    /// Whether `other` marks the same day for the same person (names compare without case).
    public func marksSameDay(as other: CycleStart) -> Bool {
        day == other.day && person == other.person
    }
}
