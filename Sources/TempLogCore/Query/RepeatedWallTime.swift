/// Readings a wall clock shows alike though they were taken at different instants: one
/// person's readings on one day at the same minute and different UTC offsets (01:30 EDT and
/// 01:30 EST on the night New York's clocks go back). Human output adds the offset to those
/// rows, and only to those, so the two never read as one time.
public enum RepeatedWallTime {
    /// The ids of the readings among `readings` whose person, local day and minute on the
    /// clock another of them shares at a different UTC offset.
    public static func ids(in readings: [Reading]) -> Set<String> {
        var offsets: [Key: Set<Int>] = [:]
        for reading in readings {
            offsets[Key(reading), default: []].insert(reading.takenAt.utcOffsetSeconds)
        }
        return Set(readings.filter { offsets[Key($0)]!.count > 1 }.map(\.id))
    }

    private struct Key: Hashable {
        let person: String
        let day: LocalDate
        let minute: Int

        init(_ reading: Reading) {
            person = Person(of: reading).key
            day = reading.takenAt.localDate
            minute = reading.takenAt.secondOfDay / 60
        }
    }
}
