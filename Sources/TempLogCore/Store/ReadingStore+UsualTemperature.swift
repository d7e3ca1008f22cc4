extension ReadingStore {
    /// `person`'s usual temperature (see `UsualTemperature`) over the 30 days before `day`:
    /// the median of their morning body readings there, nil with fewer than 5 (lines that
    /// are not valid readings are passed over, and never count).
    public func usualTemperature(of person: Person, before day: LocalDate) throws
        -> Temperature?
    {
        guard let file = try openForReading() else { return nil }
        let size = try io(StoreError.cannotRead) { try file.size() }
        return try usualTemperature(of: person, before: day, in: file, size: size)
    }

    /// `usualTemperature(of:before:)` read from a file already open, of `size` bytes: the
    /// lines of those days, found as `forEachPrechecked` finds them.
    ///
    /// Only each day's morning counts, its first from 04:00 to before 12:00; so a line laid
    /// out as templog writes it (see `ReadingLine.takenAt(ofOwnLayout:)`) is passed over by
    /// its time alone when that is not in the morning of a day of the window, or not earlier
    /// than the morning already met of its day — on a store in time order, every line of a
    /// day after the person's first morning reading. That decides as decoding the line would:
    /// the reading it may hold could not be the morning of its day, and it is no reading past
    /// the window's end, where the read stops (lines past it are decoded). Every other line
    /// is prechecked and decoded as before.
    func usualTemperature(
        of person: Person, before day: LocalDate, in file: OpenFile, size: Int
    ) throws -> Temperature? {
        let window = UsualTemperature.window(before: day)
        let query = Query(
            since: window.lowerBound, until: window.upperBound, people: [person],
            kinds: [.body], morningsOnly: true)
        let latestInstant = query.latestInstant!
        let first = OwnLayoutTime.dateKey(of: window.lowerBound)
        let last = OwnLayoutTime.dateKey(of: window.upperBound)
        let morning = DayParts.morningStarts..<DayParts.morningEnds
        var found = MorningsByDay(window)
        func isPassedOver(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let time = ReadingLine.takenAt(ofOwnLayout: line) else { return false }
            let date = time.dateKey
            let isMorning = (first...last).contains(date) && morning.contains(time.secondOfDay)
            // Taken on a day before the window's last, a reading is not past its end (offsets
            // are within a day of UTC): most lines are passed over here.
            if date < last, !isMorning { return true }
            let dayNumber = time.dayNumber
            let takenAt = time.timestamp(onDay: dayNumber)
            guard takenAt.secondsSince1970 <= latestInstant else { return false }
            return !isMorning || !found.wouldChange(day: dayNumber, at: takenAt)
        }
        try forEachPrechecked(
            matching: query, in: file, size: size, passingOver: isPassedOver, { found.meet($0) })
        return UsualTemperature.of(found.readings)
    }
}
