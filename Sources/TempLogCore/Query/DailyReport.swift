/// Which reading of a day a report shows.
public enum ReadingPick: String, CaseIterable, Sendable {
    /// The morning reading most reports ask for (see `DayParts`: the first from 04:00 to
    /// before 12:00), else the day's earliest, so a night reading at 01:30 is not the morning.
    case first
    /// The highest.
    case max
    /// The latest.
    case last
}

/// One person's day in a report: the reading picked for it, or none (a missing day).
public struct ReportDay: Equatable, Sendable {
    /// The local day.
    public let date: LocalDate
    /// Whose day it is, spelled as their readings spell it.
    public let person: Person
    /// The reading the pick chose; nil for a day without one.
    public let picked: Reading?
    /// How many readings the person has that day.
    public let count: Int
    /// The day's highest reading.
    public let highest: Reading?
    /// The day's highest body reading, the first when several are as high: what a fever is
    /// judged by (a basal reading never is one).
    public let highestBody: Reading?
    /// The day's first reading from 04:00 to before 12:00.
    public let morning: Reading?
    /// The day's last reading from 17:00.
    public let evening: Reading?
    /// The ids of the day's readings whose UTC offset a report shows beside their time
    /// (``OffsetShown``).
    package let offsetShown: Set<String>
}

/// Groups readings into one row per person per local day, missing days included, so a form
/// with a row per day can be filled straight from it.
public enum DailyReport {
    /// Rows for `days` (in order) for each of `people` (in order); readings must be oldest
    /// first. Each person's days stay together; times are shown in `zone`.
    public static func rows(
        _ readings: [Reading], days: [LocalDate], people: [Person], pick: ReadingPick,
        zone: ZoneRules
    ) -> [ReportDay] {
        var grouping = Grouping()
        for reading in readings { grouping.add(reading) }
        return grouping.rows(days: days, people: people, pick: pick, zone: zone)
    }

    /// Readings grouped by person and local day as they are read, so a report of years does
    /// not hold them twice.
    public struct Grouping: Sendable {
        private var byPerson: [String: [LocalDate: [Reading]]] = [:]
        private var spelling: [String: Person] = [:]
        /// The earliest local day of a reading added.
        public private(set) var firstDay: LocalDate?
        /// The latest local day of a reading added: not always the last one's, as a reading
        /// taken later in a zone behind can fall on an earlier day.
        public private(set) var lastDay: LocalDate?

        /// No readings yet.
        public init() {}

        /// Adds `reading`; readings must come oldest first, which is the order each day's
        /// readings are picked in.
        public mutating func add(_ reading: Reading) {
            let person = reading.person
            let day = reading.takenAt.localDate
            byPerson[person.key, default: [:]][day, default: []].append(reading)
            spelling[person.key] = spelling[person.key] ?? person
            firstDay = min(firstDay ?? day, day)
            lastDay = max(lastDay ?? day, day)
        }

        /// The people of the readings added, spelled as their first reading spells them.
        public var people: [Person] { Array(spelling.values) }

        /// Rows for `days` (in order) for each of `people` (in order), each person's days
        /// together; times are shown in `zone`.
        public func rows(days: [LocalDate], people: [Person], pick: ReadingPick, zone: ZoneRules)
            -> [ReportDay]
        {
            var rows: [ReportDay] = []
            rows.reserveCapacity(days.count * people.count)
            for person in people {
                let shown = spelling[person.key] ?? person
                let byDay = byPerson[person.key] ?? [:]
                for day in days {
                    let dayReadings = byDay[day] ?? []
                    rows.append(
                        ReportDay(
                            date: day, person: shown, picked: picked(dayReadings, pick),
                            count: dayReadings.count,
                            highest: dayReadings.max { $0.temperature < $1.temperature },
                            highestBody: dayReadings.filter { $0.kind == .body }.max {
                                ($0.temperature, $1.takenAt) < ($1.temperature, $0.takenAt)
                            },
                            morning: DayParts.morning(of: dayReadings),
                            evening: DayParts.evening(of: dayReadings),
                            offsetShown: OffsetShown.ids(in: dayReadings, zone: zone)
                        ))
                }
            }
            return rows
        }
    }

    /// The people a report covers: `seen`, and the owner when `includesOwner`, the owner
    /// first, then by name.
    package static func people(_ seen: some Sequence<Person>, includesOwner: Bool) -> [Person] {
        var people: [String: Person] = includesOwner ? ["": .owner] : [:]
        for person in seen {
            people[person.key] = people[person.key] ?? person
        }
        return people.values.sorted(by: Person.ordered)
    }

    static func picked(_ readings: [Reading], _ pick: ReadingPick) -> Reading? {
        switch pick {
        case .first:
            return DayParts.morning(of: readings) ?? readings.min { $0.takenAt < $1.takenAt }
        case .last: return readings.max { $0.takenAt < $1.takenAt }
        case .max:
            return readings.min { ($1.temperature, $0.takenAt) < ($0.temperature, $1.takenAt) }
        }
    }
}
