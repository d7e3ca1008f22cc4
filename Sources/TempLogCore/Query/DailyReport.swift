/// Which reading of a day a report shows.
public enum ReadingPick: String, CaseIterable, Sendable {
    /// The earliest: the morning reading most reports ask for.
    case first
    /// The highest.
    case max
    /// The latest.
    case last
}

/// One person's day in a report: the reading picked for it, or none (a missing day).
public struct ReportDay: Equatable, Sendable {
    public let date: LocalDate
    public let who: String?
    public let picked: Reading?
    /// How many readings the person has that day.
    public let count: Int
    /// The day's highest reading.
    public let maximum: Temperature?
}

/// Groups readings into one row per person per local day, missing days included, so a form
/// with a row per day can be filled straight from it.
public enum DailyReport {
    /// Rows for `days` (in order) for each of `people`, or for everyone in `readings` when
    /// `people` is nil; readings must be oldest first. People are ordered yourself first, then
    /// by name; each person's days stay together.
    public static func rows(
        _ readings: [Reading], days: [LocalDate], people: [String?]? = nil, pick: ReadingPick
    ) -> [ReportDay] {
        var byPerson: [String: [LocalDate: [Reading]]] = [:]
        var names: [String: String?] = [:]
        for reading in readings {
            let key = reading.who?.lowercased() ?? ""
            byPerson[key, default: [:]][reading.takenAt.localDate, default: []].append(reading)
            names[key] = reading.who
        }
        let keys = people.map { $0.map { $0?.lowercased() ?? "" } } ?? names.keys.sorted()
        var rows: [ReportDay] = []
        for key in (keys.isEmpty ? [""] : keys) {
            let name =
                names[key]
                ?? (key.isEmpty ? nil : people?.compactMap { $0 }.first { $0.lowercased() == key })
            for day in days {
                let dayReadings = byPerson[key]?[day] ?? []
                rows.append(
                    ReportDay(
                        date: day, who: name, picked: picked(dayReadings, pick),
                        count: dayReadings.count,
                        maximum: dayReadings.map(\.temperature).max()
                    ))
            }
        }
        return rows
    }

    static func picked(_ readings: [Reading], _ pick: ReadingPick) -> Reading? {
        switch pick {
        case .first: return readings.min { $0.takenAt < $1.takenAt }
        case .last: return readings.max { $0.takenAt < $1.takenAt }
        case .max:
            return readings.min { ($1.temperature, $0.takenAt) < ($0.temperature, $1.takenAt) }
        }
    }
}
