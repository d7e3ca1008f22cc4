/// Day 1 of a menstrual cycle, as `templog cycle start` marks it: a local day, and whose cycle.
public struct CycleStart: Hashable, Sendable {
    /// The cycle's first day.
    public var day: LocalDate
    /// A person's short name; nil means the store's owner.
    public var who: String?

    /// The mark of day 1 on `day` for `who` (nil: the owner).
    public init(day: LocalDate, who: String? = nil) {
        self.day = day
        self.who = who
    }

    /// Whose cycle it is.
    public var person: Person { who.map { .named($0) } ?? .owner }

    /// Whether `other` marks the same day for the same person (names compare without case).
    public func marksSameDay(as other: CycleStart) -> Bool {
        day == other.day && person == other.person
    }
}
