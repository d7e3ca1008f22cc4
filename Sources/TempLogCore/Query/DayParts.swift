/// The parts of a day health cards ask about: the morning reading and, when someone is unwell,
/// the evening one, by the local wall clock. The one definition `report`, `stats`, `sheet` and
/// the usual temperature use: a reading at 01:30 (up at night) is neither.
public enum DayParts {
    /// A morning reading is taken from this second of the day (04:00).
    public static let morningStarts = 4 * 3600
    /// A morning reading is taken before this second of the day (12:00).
    public static let morningEnds = 12 * 3600
    /// An evening reading is taken from this second of the day (17:00).
    public static let eveningStarts = 17 * 3600

    /// Whether `timestamp` is in the morning window, 04:00 to before 12:00.
    static func isMorning(_ timestamp: Timestamp) -> Bool {
        (morningStarts..<morningEnds).contains(timestamp.secondOfDay)
    }

    /// The day's morning reading: its first from 04:00 to before 12:00. `readings` are one
    /// day's.
    public static func morning(of readings: [Reading]) -> Reading? {
        readings.filter { isMorning($0.takenAt) }.min { $0.takenAt < $1.takenAt }
    }

    /// The day's evening reading: its last from 17:00. `readings` are one day's.
    public static func evening(of readings: [Reading]) -> Reading? {
        readings.filter { $0.takenAt.secondOfDay >= eveningStarts }.max { $0.takenAt < $1.takenAt }
    }
}
