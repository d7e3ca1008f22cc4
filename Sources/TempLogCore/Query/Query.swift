/// Which readings a command looks at: a person and a range of local calendar days.
///
/// A reading's day is the wall-clock day it was taken on, as its `takenAt` offset says.
public struct Query: Sendable {
    /// The first day included.
    public let since: LocalDate?
    /// The last day included.
    public let until: LocalDate?
    /// A person's name, matched without regard to case; nil means everyone.
    public let who: String?
    /// `who` lowercased once, not for every reading compared.
    private let whoKey: String?

    public init(since: LocalDate? = nil, until: LocalDate? = nil, who: String? = nil) {
        self.since = since
        self.until = until
        self.who = who
        whoKey = who?.lowercased()
    }

    /// UTC offsets run from −12:00 to +14:00: a reading on a given local day lies within
    /// this many seconds of that day in UTC.
    static let largestUTCOffset = 14 * 3600

    /// No reading taken before this instant can be on or after `since`.
    var earliestInstant: Int? { since.map { $0.dayNumber * 86_400 - Query.largestUTCOffset } }

    /// No reading taken after this instant can be on or before `until`.
    var latestInstant: Int? { until.map { ($0.dayNumber + 1) * 86_400 + Query.largestUTCOffset } }

    public func matches(_ reading: Reading) -> Bool {
        if since != nil || until != nil {
            let day = reading.takenAt.localDate
            if let since, day < since { return false }
            if let until, until < day { return false }
        }
        if let whoKey {
            guard let name = reading.who, name.lowercased() == whoKey else { return false }
        }
        return true
    }
}
