extension ReadingStore {
    /// What an import added, and what it passed over as already there.
    public struct ImportResult: Equatable, Sendable {
        /// The readings added, in the order given, names spelled as the store spells them.
        public let added: [Reading]
        /// Readings the store already had.
        public let alreadyInStore: Int
        /// Readings given more than once in what was imported (all but the first).
        public let repeatedInImport: Int
        /// Why the import could not be recorded in the journal, when it could not: the
        /// readings are added, but `undo` cannot take them back.
        public let journalError: SystemError?
    }

    /// Adds the `readings` the store does not have yet, in time order, by one atomic rewrite
    /// that keeps every existing line as it is. A reading is already there when one with the
    /// same id is, or one of the same person taken at the same instant with the same value,
    /// site and note (compared exactly). A name the store has in another spelling takes the
    /// store's. The change is recorded in the journal at `now`, naming `files`. With `dryRun`,
    /// only counts.
    public func importReadings(
        _ readings: [Reading], from files: [String], at now: Timestamp, dryRun: Bool
    ) throws -> ImportResult {
        var lock: StoreLock?
        if !dryRun {
            try prepareDirectory()
            lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        }
        defer { withExtendedLifetime(lock) {} }
        let existing = try openForReading()
        // Only what could match the incoming readings is kept from the store.
        let incomingIDs = Set(readings.map(\.id))
        let incomingInstants = Set(readings.map(\.takenAt.secondsSince1970))
        let incomingNames = Set(readings.compactMap { $0.who?.lowercased() })
        var storedIDs: Set<String> = []
        var storedKeys: Set<DuplicateKey> = []
        var spellings: [String: String] = [:]
        if let existing {
            try io(StoreError.cannotRead) {
                try StoreLine.forEach(in: existing) { line in
                    guard let reading = line.reading else { return true }
                    if incomingIDs.contains(reading.id) { storedIDs.insert(reading.id) }
                    if incomingInstants.contains(reading.takenAt.secondsSince1970) {
                        storedKeys.insert(DuplicateKey(reading))
                    }
                    if let name = reading.who, incomingNames.contains(name.lowercased()),
                        spellings[name.lowercased()] == nil
                    {
                        spellings[name.lowercased()] = name
                    }
                    return true
                }
            }
        }
        var added: [Reading] = []
        var seenIDs: Set<String> = []
        var seenKeys: Set<DuplicateKey> = []
        var alreadyInStore = 0
        for var reading in readings {
            if let name = reading.who {
                reading.who = spellings[name.lowercased(), default: name]
                spellings[name.lowercased()] = reading.who
            }
            let key = DuplicateKey(reading)
            if storedIDs.contains(reading.id) || storedKeys.contains(key) {
                alreadyInStore += 1
            } else if seenIDs.insert(reading.id).inserted, seenKeys.insert(key).inserted {
                added.append(reading)
            }
        }
        let repeated = readings.count - alreadyInStore - added.count
        var journalError: SystemError?
        if !dryRun, !added.isEmpty {
            let change = StoreChange(
                kind: .import, at: now, addedIDs: added.map(\.id), files: files)
            journalError = try merge(added, into: existing, recording: change)
        }
        return ImportResult(
            added: added, alreadyInStore: alreadyInStore, repeatedInImport: repeated,
            journalError: journalError)
    }

    /// Rewrites the store with `incoming` placed in time order among the existing lines, which
    /// are kept byte for byte.
    private func merge(
        _ incoming: [Reading], into existing: OpenFile?, recording change: StoreChange
    ) throws -> SystemError? {
        let sorted = incoming.sorted { $0.takenAt.secondsSince1970 < $1.takenAt.secondsSince1970 }
        return try rewrite(recording: change) { temporary in
            var buffer: [UInt8] = []
            var next = 0
            func addIncoming(before instant: Int) {
                while next < sorted.count, sorted[next].takenAt.secondsSince1970 < instant {
                    ReadingLine.encode(sorted[next], into: &buffer)
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
    }
}

/// What makes two readings the same one: the person, the instant, the value, the site and the
/// note, compared exactly.
private struct DuplicateKey: Hashable {
    let person: String
    let instant: Int
    let centiCelsius: Int
    let site: Site?
    let note: String?

    init(_ reading: Reading) {
        person = reading.who?.lowercased() ?? ""
        instant = reading.takenAt.secondsSince1970
        centiCelsius = reading.temperature.centiCelsius
        site = reading.site
        note = reading.note
    }
}
