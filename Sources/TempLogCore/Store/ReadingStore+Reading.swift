extension ReadingStore {
    /// Up to `limit` readings matching `query`, newest first, reading from the end of the file
    /// and stopping once readings are older than `query.since`.
    public func newestFirst(limit: Int, matching query: Query) throws -> StoreRead {
        guard limit > 0, let file = try openForReading() else {
            return StoreRead(readings: [], malformedLines: [])
        }
        var readings: [Reading] = []
        var skipped: [SkippedLine] = []
        try io(StoreError.cannotRead) {
            try StoreLine.forEachBackwards(in: file, size: try file.size()) { line in
                guard let reading = line.reading(notingInvalidIn: &skipped) else { return true }
                if let start = query.earliestInstant, reading.takenAt.secondsSince1970 < start {
                    return false
                }
                if query.matches(reading) { readings.append(reading) }
                return readings.count < limit
            }
        }
        let malformed = try numbered(skipped.reversed(), in: file)
        return StoreRead(readings: readings, malformedLines: malformed)
    }

    /// Calls `body` with every reading matching `query`, oldest first; returns the lines skipped.
    /// With `query.since` it starts at a binary-searched offset; past `query.until`, it stops.
    /// Both rely on the file's `takenAt` order, which templog keeps; when the file's end is out
    /// of order (a reading appended by hand) the whole file is read instead.
    public func forEach(
        matching query: Query, _ body: (Reading) throws -> Void
    ) throws -> [MalformedLine] {
        guard let file = try openForReading() else { return [] }
        let size = try io(StoreError.cannotRead) { try file.size() }
        let seeks = try endIsInTimeOrder(file, size: size)
        let start =
            try query.since.map { day in
                seeks ? try offset(ofFirstReadingFrom: day, in: file, size: size) : 0
            } ?? 0
        var skipped: [SkippedLine] = []
        try io(StoreError.cannotRead) {
            try StoreLine.forEach(in: file, from: start) { line in
                guard let reading = line.reading(notingInvalidIn: &skipped) else { return true }
                if seeks, let end = query.latestInstant, reading.takenAt.secondsSince1970 > end {
                    return false
                }
                if query.matches(reading) { try body(reading) }
                return true
            }
        }
        return try numbered(skipped, in: file)
    }

    /// Whether the file's last reading is no earlier than the one before it: true of every
    /// store templog wrote, and what a reading appended by hand most often breaks.
    func endIsInTimeOrder(_ file: OpenFile, size: Int) throws -> Bool {
        var instants: [Int] = []
        try io(StoreError.cannotRead) {
            try StoreLine.forEachBackwards(in: file, size: size) { line in
                if let reading = line.reading { instants.append(reading.takenAt.secondsSince1970) }
                return instants.count < 2
            }
        }
        return instants.count < 2 || instants[0] >= instants[1]
    }

    /// The skipped lines with their line numbers, counted in one pass over the file.
    func numbered(_ skipped: [SkippedLine], in file: OpenFile) throws -> [MalformedLine] {
        let numbers = try io(StoreError.cannotRead) {
            try LineReader.lineNumbers(in: file, atOffsets: skipped.map(\.offset))
        }
        return zip(numbers, skipped).map { MalformedLine(lineNumber: $0, preview: $1.preview) }
    }
}

extension ReadingStore {
    /// Whether the store holds any reading of `person`, looked for from the newest back.
    public func hasReading(of person: Person) throws -> Bool {
        guard let file = try openForReading() else { return false }
        var found = false
        try io(StoreError.cannotRead) {
            try StoreLine.forEachBackwards(in: file, size: try file.size()) { line in
                found = line.reading.map(person.owns) ?? false
                return !found
            }
        }
        return found
    }
}
