/// Which readings a command looks at: some people (or everyone) and a range of local days.
///
/// A reading's day is the wall-clock day it was taken on, as its `takenAt` offset says.
public struct Query: Sendable {
    /// The first day included.
    public let since: LocalDate?
    /// The last day included.
    public let until: LocalDate?
    /// The people whose readings match; nil means everyone.
    public let people: Set<Person>?
    /// The kinds of reading that match; nil means every kind.
    public let kinds: ReadingKinds?
    /// The hours of the day whose readings match.
    public enum Hours: Sendable {
        /// Any time of day.
        case allDay
        /// Only the morning window, 04:00 to before 12:00 (see `DayParts`).
        case mornings
    }

    /// The hours of the day whose readings match.
    public let hours: Hours
    /// The people's keys, made once, not for every reading compared.
    let keys: Set<String>?

    /// Readings of `people` (everyone when nil) of `kinds` (every kind when nil) taken from
    /// `since` to `until`, both inclusive, in `hours`.
    public init(
        since: LocalDate? = nil, until: LocalDate? = nil, people: Set<Person>? = nil,
        kinds: ReadingKinds? = nil, hours: Hours = .allDay
    ) {
        self.since = since
        self.until = until
        self.people = people
        self.kinds = kinds
        self.hours = hours
        keys = people.map { Set($0.map(\.key)) }
    }

    /// A reading on a given local day lies within this many seconds of that day in UTC: the
    /// zones' offsets run from −12:00 to +14:00, but a store line may carry any offset up to
    /// ±23:59 (a hand edit), and such a reading is still found.
    static let largestUTCOffset = 24 * 3600

    /// No reading taken before this instant can be on or after `since`.
    var earliestInstant: Int? { since.map { $0.dayNumber * 86_400 - Query.largestUTCOffset } }

    /// No reading taken after this instant can be on or before `until`.
    var latestInstant: Int? { until.map { ($0.dayNumber + 1) * 86_400 + Query.largestUTCOffset } }

    /// Whether `reading` is one of the people's, of one of the kinds, taken on a day of the
    /// range (and in the morning window when asked).
    public func matches(_ reading: Reading) -> Bool {
        if since != nil || until != nil {
            let day = reading.takenAt.localDate
            if let since, day < since { return false }
            if let until, until < day { return false }
        }
        if let kinds, !kinds.contains(reading.kind) { return false }
        if hours == .mornings, !DayParts.isMorning(reading.takenAt) { return false }
        guard let keys else { return true }
        return keys.contains(reading.person.key)
    }
}
