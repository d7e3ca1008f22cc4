extension ReadingStore {
    /// `person`'s usual temperature (see `UsualTemperature`) over the 30 days before `day`:
    /// the median of their morning body readings there, nil with fewer than 5 (lines that
    /// are not valid readings are passed over, and never count).
    public func usualTemperature(of person: Person, before day: LocalDate) throws(StoreError)
        -> Temperature?
    {
        guard let file = try openForReading() else { return nil }
        let size = try io(StoreError.cannotRead) { try file.size() }
        return try usualTemperature(of: person, before: day, in: file, size: size)
    }

    /// Calls `body` with every reading matching `query`, as `forEach(matching:_:)` does, and
    /// returns with the lines skipped the usual temperature of each of the query's people
    /// (of everyone, when it names none) over the 30 days before `day`: a person with fewer
    /// than 5 mornings there has none. What a sheet shows, from one open of the file and one
    /// check of its order.
    public func forEach(
        matching query: Query, withUsualTemperaturesBefore day: LocalDate,
        _ body: (Reading) -> Void
    ) throws(StoreError) -> (usualTemperatures: [Person: Temperature], skipped: [MalformedLine]) {
        guard let file = try openForReading() else { return ([:], []) }
        let size = try io(StoreError.cannotRead) { try file.size() }
        let inTimeOrder = try endIsInTimeOrder(file, size: size)
        var skipped: [SkippedLine] = []
        try forEach(
            matching: query, in: file, size: size, inTimeOrder: inTimeOrder, skipped: &skipped,
            body)
        let usual = try usualTemperatures(
            of: query.people, before: day, in: file, size: size, inTimeOrder: inTimeOrder)
        return (usual, try numbered(skipped, in: file))
    }

    /// `usualTemperature(of:before:)` read from a file already open, of `size` bytes.
    func usualTemperature(
        of person: Person, before day: LocalDate, in file: OpenFile, size: Int
    ) throws(StoreError) -> Temperature? {
        try usualTemperatures(
            of: [person], before: day, in: file, size: size,
            inTimeOrder: try endIsInTimeOrder(file, size: size))[person]
    }

    /// The usual temperature of each of `people` (everyone when nil) read from a file already
    /// open, of `size` bytes, whose end `inTimeOrder` says whether it is in time order (see
    /// `endIsInTimeOrder`): the window's lines only, from its first day's binary-searched
    /// offset to past its last day.
    private func usualTemperatures(
        of people: Set<Person>?, before day: LocalDate, in file: OpenFile, size: Int,
        inTimeOrder: Bool
    ) throws(StoreError) -> [Person: Temperature] {
        let window = UsualTemperature.window(before: day)
        let query = Query(
            since: window.lowerBound, until: window.upperBound, people: people,
            kinds: [.body], hours: .mornings)
        var mornings: [Person: [Reading]] = [:]
        var skipped: [SkippedLine] = []
        try forEach(
            matching: query, in: file, size: size, inTimeOrder: inTimeOrder, skipped: &skipped
        ) { mornings[$0.person, default: []].append($0) }
        return mornings.compactMapValues(UsualTemperature.of)
    }
}
