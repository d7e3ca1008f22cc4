/// When the limits the user set for a person's medicine next allow a dose, and which of them
/// holds it back: what `dose --next` shows, and what the warning for a dose given sooner says.
/// Its times have the UTC offset of the last dose: show them in the user's zone, since the
/// clocks may have changed in between.
public struct NextDose: Sendable {
    /// The medicine's last dose at or before the time asked about.
    public let last: Dose
    /// When the interval set (`--every`) has passed since `last`; nil when none is set.
    public let intervalEnd: Timestamp?
    /// The doses given in the 24 hours up to the time asked about, when they reach the most
    /// set (`--max`); nil when none is set or fewer were given.
    public let countReached: CountReached?

    /// When a dose is next allowed: the later of the two ends, or the last dose's time when
    /// neither holds one back.
    public var next: Timestamp {
        [intervalEnd, countReached?.end].compactMap { $0 }.reduce(last.takenAt, max)
    }

    /// Whether a dose at `instant` comes before the interval set has passed.
    public func isSoonerThanInterval(at instant: Timestamp) -> Bool {
        intervalEnd.map { $0 > instant } ?? false
    }
}

/// Doses in 24 hours that reach the most the user set (`--max`).
public struct CountReached: Equatable, Sendable {
    /// The doses given in the 24 hours.
    public let doses: Int
    /// The most the user set.
    public let maximum: Int
    /// When so few of them are left in the 24 hours before that one more is allowed.
    public let end: Timestamp
}
