import TempLogCore

/// A person's cycles as `cycle`, `chart --basal` and `stats --basal` read them: the marks in the
/// cycles file beside the store, and the readings from the first mark to today (basal readings,
/// and body readings for the fevers that leave a day's basal reading out).
enum CycleHistory {
    /// The cycle starts of `person` (everyone's when nil), by day; lines of the cycles file
    /// that are not cycle starts are reported as warnings.
    static func starts(
        of person: Person?, _ arguments: ParsedArguments, _ settings: ResolvedSettings,
        in session: Session
    ) throws -> [CycleStart] {
        let store = try session.store(settings, arguments)
        let read = try store.cycleStarts(of: person)
        session.reportSkipped(read.malformedLines, in: "\(store.path).cycles") { line, path in
            .cycle(
                .skippedCycleLine(line: line.lineNumber, path: path, preview: line.preview))
        }
        return read.starts
    }

    /// `person`'s cycles from `starts` (theirs), oldest first, the last one current to `today`;
    /// a fever is a body reading at or above the person's threshold, as every output judges it.
    static func cycles(
        of person: Person, starts: [CycleStart], today: LocalDate, _ arguments: ParsedArguments,
        _ settings: ResolvedSettings, in session: Session
    ) throws -> [BasalCycle] {
        guard let first = starts.first?.day, first <= today else { return [] }
        let readings = try session.readings(
            in: DayRange(since: first, until: today), of: [person], kinds: [.basal, .body],
            from: session.store(settings, arguments))
        return BasalCycle.cycles(
            starting: starts.map(\.day), readings: readings, through: today,
            fever: try session.fevers(settings, arguments).threshold(for: person))
    }
}
