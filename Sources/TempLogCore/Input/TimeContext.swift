/// The moment "now" and the time zone that words like `today` are read in.
public struct TimeContext: Sendable {
    /// Now, in whole seconds since 1970-01-01T00:00:00Z.
    public let now: Int
    /// The local time zone's rules.
    public let zone: ZoneRules

    /// Now and the zone to read local times in.
    public init(now: Int, zone: ZoneRules) {
        self.now = now
        self.zone = zone
    }

    /// Now on the local wall clock.
    public var nowTimestamp: Timestamp { Timestamp(secondsSince1970: now, in: zone) }

    /// The local calendar day it is now.
    public var today: LocalDate { nowTimestamp.localDate }

    /// The instant a local wall-clock time names; a time skipped by a DST change moves forward,
    /// a time that happens twice is the earlier one.
    public func instant(on day: LocalDate, secondOfDay: Int) -> Timestamp {
        let seconds: Int
        switch zone.resolve(wallSeconds: day.dayNumber * 86_400 + secondOfDay) {
        case .unique(let instant): seconds = instant
        case .skipped(let movedTo, _): seconds = movedTo
        case .repeated(let earlier, _): seconds = earlier
        }
        return Timestamp(secondsSince1970: seconds, in: zone)
    }
}
