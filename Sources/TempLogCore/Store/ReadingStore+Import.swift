extension ReadingStore {
    /// What an import added, and how many readings were already there.
    public struct ImportResult: Equatable, Sendable {
        /// The readings added, in the order given.
        public let added: [Reading]
        /// How many were already in the store.
        public let duplicates: Int
    }

    /// Adds the `readings` the store does not have yet — none with the same id, or the same
    /// instant, value and person — in time order, by one atomic rewrite that keeps every
    /// existing line as it is. With `dryRun`, only counts.
    public func importReadings(_ readings: [Reading], dryRun: Bool) throws -> ImportResult {
        var lock: StoreLock?
        if !dryRun {
            try prepareDirectory()
            lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        }
        defer { withExtendedLifetime(lock) {} }
        let existing = try openForReading()
        var ids = IDSet()
        var keys = Set<Int>()
        if let existing {
            try io(StoreError.cannotRead) {
                try StoreLine.forEach(in: existing) { line in
                    if let reading = line.reading {
                        _ = ids.insert(reading.id)
                        keys.insert(Self.sameness(reading))
                    }
                    return true
                }
            }
        }
        var added: [Reading] = []
        for reading in readings
        where !ids.contains(reading.id) && !keys.contains(Self.sameness(reading)) {
            _ = ids.insert(reading.id)
            keys.insert(Self.sameness(reading))
            added.append(reading)
        }
        let result = ImportResult(added: added, duplicates: readings.count - added.count)
        guard !dryRun, !added.isEmpty else { return result }
        let incoming = added.sorted { $0.takenAt.secondsSince1970 < $1.takenAt.secondsSince1970 }
        try rewrite { temporary in
            var buffer: [UInt8] = []
            var next = 0
            func addIncoming(before instant: Int) {
                while next < incoming.count, incoming[next].takenAt.secondsSince1970 < instant {
                    ReadingLine.encode(incoming[next], into: &buffer)
                    next += 1
                }
            }
            if let existing {
                try StoreLine.forEach(in: existing) { line in
                    if let reading = line.reading {
                        addIncoming(before: reading.takenAt.secondsSince1970)
                    }
                    buffer.append(contentsOf: line.bytes)
                    buffer.append(0x0A)
                    if buffer.count >= LineReader.chunkSize {
                        try temporary.write(buffer)
                        buffer.removeAll(keepingCapacity: true)
                    }
                    return true
                }
            }
            addIncoming(before: .max)
            try temporary.write(buffer)
        }
        return result
    }

    /// Readings are the same when they were taken at one instant, read the same, and are of
    /// one person.
    private static func sameness(_ reading: Reading) -> Int {
        var hasher = Hasher()
        hasher.combine(reading.takenAt.secondsSince1970)
        hasher.combine(reading.temperature.centiCelsius)
        hasher.combine(reading.who?.lowercased())
        return hasher.finalize()
    }
}
