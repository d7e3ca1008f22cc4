extension ReadingStore {
    /// Up to `limit` readings matching `query`, newest first, reading from the end of the file
    /// and stopping once it has them, or once readings are older than `query.since`. When the
    /// file's end is out of time order (see `endIsInTimeOrder`) the whole file is read and
    /// sorted instead, so a reading appended by hand cannot hide newer ones.
    ///
    /// One backwards pass does both: each line it reads is decoded once.
    public func newestFirst(limit: Int, matching query: Query) throws(StoreError) -> StoreRead {
        guard limit > 0, let file = try openForReading() else {
            return StoreRead(readings: [], malformedLines: [])
        }
        let size = try io(StoreError.cannotRead) { try file.size() }
        var order = TimeOrderCheck()
        var collecting = true
        var readings: [Reading] = []
        var skipped: [SkippedLine] = []
        try io(StoreError.cannotRead) {
            try LineReader.forEachLineBackwards(
                in: file, size: size, chunkSize: Self.endChunkSize
            ) { bytes, offset in
                guard collecting else {
                    if let instant = StoreLine.readingInstant(bytes, at: offset) {
                        order.note(instant)
                    }
                    return order.isOrdered && !order.isDecided
                }
                let line = StoreLine(bytes, at: offset)
                guard let reading = line.reading(notingInvalidIn: &skipped) else { return true }
                order.note(reading.takenAt.secondsSince1970)
                guard order.isOrdered else { return false }
                if let start = query.earliestInstant, reading.takenAt.secondsSince1970 < start {
                    collecting = false
                } else if query.matches(reading) {
                    readings.append(reading)
                    collecting = readings.count < limit
                }
                return collecting || !order.isDecided
            }
        }
        guard order.isOrdered else {
            return try newestFirstSorted(limit: limit, query, in: file, size: size)
        }
        let malformed = try numbered(skipped.reversed(), in: file)
        return StoreRead(readings: readings, malformedLines: malformed)
    }

    /// `newestFirst(limit:matching:)` of a file whose end is out of time order: every line
    /// read, the matching readings sorted by time.
    private func newestFirstSorted(limit: Int, _ query: Query, in file: OpenFile, size: Int)
        throws(StoreError) -> StoreRead
    {
        var readings: [Reading] = []
        var skipped: [SkippedLine] = []
        try io(StoreError.cannotRead) {
            try StoreLine.forEachBackwards(in: file, size: size) { line in
                if let reading = line.reading(notingInvalidIn: &skipped), query.matches(reading) {
                    readings.append(reading)
                }
                return true
            }
        }
        readings = Array(Self.oldestFirst(readings).reversed().prefix(limit))
        let malformed = try numbered(skipped.reversed(), in: file)
        return StoreRead(readings: readings, malformedLines: malformed)
    }

    /// Calls `body` with every reading matching `query`, oldest first; returns the lines skipped.
    /// With `query.since` it starts at a binary-searched offset; past `query.until`, it stops.
    /// Both rely on the file's `takenAt` order, which templog keeps; when the file's end is out
    /// of order (readings appended by hand; see `endIsInTimeOrder`) the whole file is read and
    /// its matching readings sorted instead.
    public func forEach(
        matching query: Query, _ body: (Reading) -> Void
    ) throws(StoreError) -> [MalformedLine] {
        guard let file = try openForReading() else { return [] }
        let size = try io(StoreError.cannotRead) { try file.size() }
        var skipped: [SkippedLine] = []
        try forEach(
            matching: query, in: file, size: size,
            inTimeOrder: try endIsInTimeOrder(file, size: size), skipped: &skipped, body)
        return try numbered(skipped, in: file)
    }

    /// `forEach(matching:_:)` over a file already open, of `size` bytes, whose end
    /// `inTimeOrder` says whether it is in time order (see `endIsInTimeOrder`), noting the
    /// lines that are not readings in `skipped` (numbering them takes a pass over the file of
    /// its own).
    func forEach(
        matching query: Query, in file: OpenFile, size: Int, inTimeOrder: Bool,
        skipped: inout [SkippedLine], _ body: (Reading) -> Void
    ) throws(StoreError) {
        guard inTimeOrder else {
            var matching: [Reading] = []
            try io(StoreError.cannotRead) {
                try StoreLine.forEach(in: file) { line in
                    if let reading = line.reading(notingInvalidIn: &skipped),
                        query.matches(reading)
                    {
                        matching.append(reading)
                    }
                    return true
                }
            }
            for reading in Self.oldestFirst(matching) { body(reading) }
            return
        }
        var start = 0
        if let since = query.since {
            start = try offset(ofFirstReadingFrom: since, in: file, size: size)
        }
        try io(StoreError.cannotRead) {
            try StoreLine.forEach(in: file, from: start) { line in
                guard let reading = line.reading(notingInvalidIn: &skipped) else { return true }
                return Self.take(reading, matching: query, body)
            }
        }
    }

    /// Hands `reading` to `body` when it matches `query`; false once it is past the query's
    /// end, where a read of a file in time order stops.
    private static func take(
        _ reading: Reading, matching query: Query, _ body: (Reading) -> Void
    ) -> Bool {
        if let end = query.latestInstant, reading.takenAt.secondsSince1970 > end {
            return false
        }
        if query.matches(reading) { body(reading) }
        return true
    }

    /// `readings` in `takenAt` order, readings of one instant in the order given.
    static func oldestFirst(_ readings: [Reading]) -> [Reading] {
        readings.enumerated().sorted {
            ($0.element.takenAt.secondsSince1970, $0.offset)
                < ($1.element.takenAt.secondsSince1970, $1.offset)
        }.map(\.element)
    }

    /// How many of the file's last readings `endIsInTimeOrder` compares.
    static let checkedAtEnd = 100

    /// The first read from the end of the file: enough for the last 100 readings of a usual
    /// store (about 150 bytes a line), and no more pages than that to fill.
    static let endChunkSize = 1 << 14

    /// Whether the file's last 100 readings are in time order: true of every store templog
    /// wrote, and what readings appended by hand most often break (a later `add` appends after
    /// them, so the disorder stays near the end).
    func endIsInTimeOrder(_ file: OpenFile, size: Int) throws(StoreError) -> Bool {
        var order = TimeOrderCheck()
        try io(StoreError.cannotRead) {
            try LineReader.forEachLineBackwards(
                in: file, size: size, chunkSize: Self.endChunkSize
            ) { bytes, offset in
                if let instant = StoreLine.readingInstant(bytes, at: offset) {
                    order.note(instant)
                }
                return order.isOrdered && !order.isDecided
            }
        }
        return order.isOrdered
    }

    /// The skipped lines with their line numbers, counted in one pass over the file.
    func numbered(_ skipped: [SkippedLine], in file: OpenFile) throws(StoreError) -> [MalformedLine]
    {
        let numbers = try io(StoreError.cannotRead) {
            try LineReader.lineNumbers(in: file, atOffsets: skipped.map(\.offset))
        }
        return zip(numbers, skipped).map {
            MalformedLine(lineNumber: $0, preview: $1.preview, problem: $1.problem)
        }
    }
}

extension ReadingStore {
    /// The readings with these ids (the first line of each), by id, from one pass over the store.
    public func readings(withIDs ids: Set<String>) throws(StoreError) -> [String: Reading] {
        guard !ids.isEmpty, let file = try openForReading() else { return [:] }
        var found: [String: Reading] = [:]
        try io(StoreError.cannotRead) {
            try StoreLine.forEach(in: file) { line in
                if let reading = line.reading, ids.contains(reading.id), found[reading.id] == nil {
                    found[reading.id] = reading
                }
                return found.count < ids.count
            }
        }
        return found
    }

    /// Whether the store holds any reading of `person`, looked for from the newest back.
    public func hasReading(of person: Person) throws(StoreError) -> Bool {
        guard let file = try openForReading() else { return false }
        var found = false
        try io(StoreError.cannotRead) {
            try StoreLine.forEachBackwards(in: file, size: try file.size()) { line in
                found = line.reading?.person == person
                return !found
            }
        }
        return found
    }
}
