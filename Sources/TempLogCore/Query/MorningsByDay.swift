/// Each day's morning reading (`DayParts.morning`) among the morning readings of a range of
/// days met one at a time, in any order: all that `UsualTemperature.of` takes from a day. A
/// reader gathering a usual temperature can so pass over a line whose time is no earlier than
/// its day's morning so far without decoding it.
struct MorningsByDay {
    private let firstDayNumber: Int
    /// By day of the range, the morning so far.
    private var mornings: [Reading?]

    init(_ days: ClosedRange<LocalDate>) {
        firstDayNumber = days.lowerBound.dayNumber
        mornings = Array(repeating: nil, count: days.upperBound.dayNumber - firstDayNumber + 1)
    }

    /// Whether a morning reading taken at `takenAt` on day `dayNumber` (days since 1970-01-01)
    /// would become its day's morning: the day is in the range, and the reading is earlier
    /// than every one met of that day. Of two taken at the same time the first met stays, as
    /// in `DayParts.morning`.
    func wouldChange(day dayNumber: Int, at takenAt: Timestamp) -> Bool {
        let index = dayNumber - firstDayNumber
        guard mornings.indices.contains(index) else { return false }
        return mornings[index].map { takenAt < $0.takenAt } ?? true
    }

    /// Meets `reading`, a morning reading of a day of the range.
    mutating func meet(_ reading: Reading) {
        let dayNumber = reading.takenAt.localDate.dayNumber
        if wouldChange(day: dayNumber, at: reading.takenAt) {
            mornings[dayNumber - firstDayNumber] = reading
        }
    }

    /// The morning of every day met.
    var readings: [Reading] { mornings.compactMap { $0 } }
}
