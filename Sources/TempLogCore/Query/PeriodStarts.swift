/// The cycle starts the days of menstrual flow in an Apple Health export show, beside the
/// marks a person already has.
///
/// The flow days and the days already marked as day 1 are taken together and grouped into
/// periods: a period begins on a day that follows at least `gapDays` days with neither flow nor
/// a mark, and runs over every later day until the next such gap. A period that holds a mark
/// already gets no other (so the same file imported twice adds nothing, and a mark typed a day
/// early or late is kept, not doubled); any other period gets one, on its first day.
public enum PeriodStarts {
    /// How many days without flow end a period: 10.
    public static let gapDays = 10

    /// The days to mark as day 1 of a cycle, in order: the first day of each period of
    /// `flowDays` (in any order, repeats allowed) that holds none of `marked`.
    public static func newStarts(flowDays: [LocalDate], marked: [LocalDate]) -> [LocalDate] {
        let markedDays = Set(marked)
        let days = Set(flowDays).union(markedDays).sorted()
        var starts: [LocalDate] = []
        var periodStart: LocalDate?
        var periodIsMarked = false
        var previous: LocalDate?
        for day in days {
            if let previous, day.dayNumber - previous.dayNumber - 1 < gapDays {
                periodIsMarked = periodIsMarked || markedDays.contains(day)
            } else {
                if let periodStart, !periodIsMarked { starts.append(periodStart) }
                periodStart = day
                periodIsMarked = markedDays.contains(day)
            }
            previous = day
        }
        if let periodStart, !periodIsMarked { starts.append(periodStart) }
        return starts
    }
}
