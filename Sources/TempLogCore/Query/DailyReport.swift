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
        var byPerson: [String: [LocalDate: [Reading]]] = [:]
        var spelling: [String: Person] = [:]
        for reading in readings {
            let person = reading.person
            byPerson[person.key, default: [:]][reading.takenAt.localDate, default: []].append(
                reading)
            spelling[person.key] = spelling[person.key] ?? person
        }
        var rows: [ReportDay] = []
        for person in people {
            let shown = spelling[person.key] ?? person
            for day in days {
                let dayReadings = byPerson[person.key]?[day] ?? []
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

    /// The people a report covers: those of `readings`, and the owner when `includesOwner`,
    /// the owner first, then by name.
    package static func people(in readings: [Reading], includesOwner: Bool) -> [Person] {
        var people: [String: Person] = includesOwner ? ["": .owner] : [:]
        for reading in readings {
            let person = reading.person
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
