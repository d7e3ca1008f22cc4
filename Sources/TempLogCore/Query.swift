/// Which readings a command looks at: a person and a range of local calendar days.
///
/// A reading's day is the wall-clock day it was taken on, as its `takenAt` offset says.
public struct Query: Sendable {
    /// The first day included.
    public var since: LocalDate?
    /// The last day included.
    public var until: LocalDate?
    /// A person's name, matched without regard to case; nil means everyone.
    public var who: String?

    public init(since: LocalDate? = nil, until: LocalDate? = nil, who: String? = nil) {
        self.since = since
        self.until = until
        self.who = who
    }

    public func matches(_ reading: Reading) -> Bool {
        if since != nil || until != nil {
            let day = reading.takenAt.localDate
            if let since, day < since { return false }
            if let until, until < day { return false }
        }
        if let who {
            guard let name = reading.who, name.lowercased() == who.lowercased() else { return false }
        }
        return true
    }
}
