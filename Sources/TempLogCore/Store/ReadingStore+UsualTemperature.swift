extension ReadingStore {
    /// `person`'s usual temperature (see `UsualTemperature`) over the 30 days before `day`:
    /// the median of their morning body readings there, nil with fewer than 5 (lines that
    /// are not valid readings are passed over, and never count).
    public func usualTemperature(of person: Person, before day: LocalDate) throws(StoreError)
        -> Temperature?
    {
        try usualTemperatures(of: [person], before: day)[person]
    }

    /// The usual temperature of each of `people` (see `usualTemperature(of:before:)`), from
    /// one read of the 30 days before `day`; a person with fewer than 5 mornings there has
    /// none.
    public func usualTemperatures(of people: [Person], before day: LocalDate)
        throws(StoreError) -> [Person: Temperature]
    {
        guard let file = try openForReading() else { return [:] }
        let size = try io(StoreError.cannotRead) { try file.size() }
        return try usualTemperatures(of: people, before: day, in: file, size: size)
    }

    /// `usualTemperature(of:before:)` read from a file already open, of `size` bytes.
    func usualTemperature(
        of person: Person, before day: LocalDate, in file: OpenFile, size: Int
    ) throws(StoreError) -> Temperature? {
        try usualTemperatures(of: [person], before: day, in: file, size: size)[person]
    }

    /// `usualTemperatures(of:before:)` read from a file already open, of `size` bytes: the
    /// window's lines only, from its first day's binary-searched offset to past its last day.
    func usualTemperatures(
        of people: [Person], before day: LocalDate, in file: OpenFile, size: Int
    ) throws(StoreError) -> [Person: Temperature] {
        let window = UsualTemperature.window(before: day)
        let query = Query(
            since: window.lowerBound, until: window.upperBound, people: Set(people),
            kinds: [.body], hours: .mornings)
        var mornings: [Person: [Reading]] = [:]
        var skipped: [SkippedLine] = []
        try forEach(matching: query, in: file, size: size, skipped: &skipped) {
            mornings[$0.person, default: []].append($0)
        }
        return mornings.compactMapValues(UsualTemperature.of)
    }
}
