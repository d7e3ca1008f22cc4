extension ReadingStore {
    /// Each person's usual temperature (see `UsualTemperature`) over the 30 days before their
    /// day in `days`: the median of their morning body readings there, none with fewer than
    /// 5; and the lines passed over in those days because they are not valid readings (they
    /// never count, and may change a figure), each once in file order. One open of the file
    /// and one check of its order.
    public func usualTemperatures(before days: [Person: LocalDate]) throws(StoreError)
        -> UsualTemperatureRead
    {
        guard let file = try openForReading() else {
            return UsualTemperatureRead(temperatures: [:], malformedLines: [])
        }
        let size = try io(StoreError.cannotRead) { try file.size() }
        let inTimeOrder = try endIsInTimeOrder(file, size: size)
        var temperatures: [Person: Temperature] = [:]
        var skipped: [SkippedLine] = []
        for (person, day) in days {
            temperatures[person] = try usualTemperatures(
                of: [person], before: day, in: file, size: size, inTimeOrder: inTimeOrder,
                skipped: &skipped)[person]
        }
        return UsualTemperatureRead(
            temperatures: temperatures,
            malformedLines: try numbered(Self.onceInFileOrder(skipped), in: file))
    }

    /// The readings matching `query`, oldest first, as `forEach(matching:_:)` hands them, and
    /// the usual temperature of each of the query's people (of everyone when `query.people`
    /// is nil) over the 30 days before `day`: what a sheet shows, from one open of the file
    /// and one check of its order. The malformed lines are those of both reads, each once in
    /// file order: a line passed over in those 30 days may change a usual temperature.
    public func readings(
        matching query: Query, withUsualTemperaturesBefore day: LocalDate
    ) throws(StoreError) -> PeriodRead {
        guard let file = try openForReading() else {
            return PeriodRead(readings: [], usualTemperatures: [:], malformedLines: [])
        }
        let size = try io(StoreError.cannotRead) { try file.size() }
        let inTimeOrder = try endIsInTimeOrder(file, size: size)
        var readings: [Reading] = []
        var skipped: [SkippedLine] = []
        try forEach(
            matching: query, in: file, size: size, inTimeOrder: inTimeOrder, skipped: &skipped
        ) { readings.append($0) }
        let usual = try usualTemperatures(
            of: query.people, before: day, in: file, size: size, inTimeOrder: inTimeOrder,
            skipped: &skipped)
        return PeriodRead(
            readings: readings, usualTemperatures: usual,
            malformedLines: try numbered(Self.onceInFileOrder(skipped), in: file))
    }

    /// The lines several reads passed over, each once, in file order. Reads may pass over the
    /// same lines: each starts up to 4 KiB before its first day (see
    /// `offset(ofFirstReadingFrom:in:size:)`), and a store whose end is out of time order is
    /// read whole by each.
    private static func onceInFileOrder(_ skipped: [SkippedLine]) -> [SkippedLine] {
        var seen: Set<Int> = []
        return skipped.sorted { $0.offset < $1.offset }.filter { seen.insert($0.offset).inserted }
    }

    /// `person`'s usual temperature over the 30 days before `day`, read from a file already
    /// open, of `size` bytes.
    func usualTemperature(
        of person: Person, before day: LocalDate, in file: OpenFile, size: Int
    ) throws(StoreError) -> Temperature? {
        var skipped: [SkippedLine] = []
        return try usualTemperatures(
            of: [person], before: day, in: file, size: size,
            inTimeOrder: try endIsInTimeOrder(file, size: size), skipped: &skipped)[person]
    }

    /// The usual temperature of each of `people` (everyone when nil) read from a file already
    /// open, of `size` bytes, whose end `inTimeOrder` says whether it is in time order (see
    /// `endIsInTimeOrder`): the window's lines only, from its first day's binary-searched
    /// offset to past its last day. The lines that are not readings are noted in `skipped`.
    private func usualTemperatures(
        of people: Set<Person>?, before day: LocalDate, in file: OpenFile, size: Int,
        inTimeOrder: Bool, skipped: inout [SkippedLine]
    ) throws(StoreError) -> [Person: Temperature] {
        let window = UsualTemperature.window(before: day)
        let query = Query(
            since: window.lowerBound, until: window.upperBound, people: people,
            kinds: [.body], hours: .mornings)
        var mornings: [Person: [Reading]] = [:]
        try forEach(
            matching: query, in: file, size: size, inTimeOrder: inTimeOrder, skipped: &skipped
        ) { mornings[$0.person, default: []].append($0) }
        return mornings.compactMapValues(UsualTemperature.of)
    }
}
