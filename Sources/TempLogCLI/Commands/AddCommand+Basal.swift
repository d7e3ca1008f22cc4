import TempLogCore

extension AddCommand {
    /// Why the cycle's three-over-six rule leaves out `reading`, a basal reading just stored,
    /// when it does: it is the first basal reading of its day, and that day of the person's
    /// cycle is disturbed (see `BasalCycle`). Without a marked cycle, the day alone is looked
    /// at: a mark, or a fever by `fever` (the person's threshold) that day.
    static func leftOutReason(
        _ reading: Reading, fever: FeverThreshold, _ arguments: ParsedArguments,
        _ settings: ResolvedSettings, _ session: Session
    ) throws -> BasalDisturbance? {
        let day = reading.takenAt.localDate
        let person = reading.person
        let store = try session.store(settings, arguments)
        let starts = try store.cycleStarts(of: person).starts.map(\.day)
        let start = starts.last { $0 <= day } ?? day
        let end = starts.first { $0 > day }?.adding(days: -1) ?? max(day, settings.time.today)
        let readings = try session.readings(
            in: DayRange(since: start, until: end), of: [person], kinds: [.basal, .body],
            from: store, warn: false)
        let first = readings.filter { $0.kind == .basal && $0.takenAt.localDate == day }
            .min { $0.takenAt < $1.takenAt }
        guard first?.id == reading.id else { return nil }
        let cycle = BasalCycle(
            start: start, end: end, isCurrent: true, readings: readings,
            fever: fever)
        return cycle.days.first { $0.date == day }?.disturbance
    }
}
