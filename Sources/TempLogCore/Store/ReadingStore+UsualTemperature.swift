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

    /// `usualTemperature(of:before:)` read from a file already open, of `size` bytes: the
    /// window's lines only, from its first day's binary-searched offset to past its last day.
    func usualTemperature(
        of person: Person, before day: LocalDate, in file: OpenFile, size: Int
    ) throws(StoreError) -> Temperature? {
        let window = UsualTemperature.window(before: day)
        let query = Query(
            since: window.lowerBound, until: window.upperBound, people: [person],
            kinds: [.body], hours: .mornings)
        var mornings: [Reading] = []
        var skipped: [SkippedLine] = []
        try forEach(matching: query, in: file, size: size, skipped: &skipped) {
            mornings.append($0)
        }
        return UsualTemperature.of(mornings)
    }
}
