extension ReadingStore {
    /// What an import added, what it passed over, and what it found changed.
    public struct ImportResult: Equatable, Sendable {
        /// The readings added, in the order given, names spelled as the store spells them.
        public let added: [Reading]
        /// Readings the store already had, unchanged.
        public let alreadyInStore: Int
        /// Readings given more than once in what was imported (all but the first).
        public let repeatedInImport: Int
        /// Readings whose id the store has with other content, in the order given: replaced
        /// when the import updates, otherwise only reported.
        public let differing: [ImportDifference]
        /// The cycle starts marked from the days of menstrual flow, in day order.
        public let cycleStarts: [CycleStart]
    }

    /// A reading whose id the store has, with content that differs in the fields the file gave.
    public struct ImportDifference: Equatable, Sendable {
        /// The reading as the store has it.
        public let stored: Reading
        /// The stored reading with the file's fields in place of its own: what an update writes.
        public let updated: Reading
        /// The fields that differ, in the order of the store's keys.
        public let fields: [ReadingField]
    }

    /// How an import treats a reading whose id the store has with other content.
    public enum ImportMode: Sendable {
        /// Reports it and leaves the store's reading as it is.
        case addNew
        /// Replaces the store's reading with the file's fields (`import --update`).
        case update
    }

    /// Adds the `readings` the store does not have yet, in time order, by one atomic rewrite
    /// that keeps every other line as it is. A reading is already there when one with the same
    /// id and the same content in the fields its file gave (`given`, one entry per reading;
    /// empty means every field) is, or one of the same person taken at the same instant with
    /// the same value, site and note (compared exactly). One with the same id but other
    /// content *differs*: with `.update` its line is replaced (moved to keep time order when
    /// its time changed, unknown keys kept), otherwise it is reported. A name the store has in
    /// another spelling takes the store's. The days of menstrual flow `flowDays` (an Apple
    /// Health export's) mark the cycle starts of `person` they show beside the marks the
    /// person has (see `PeriodStarts`). The change is recorded in the journal at `now`, naming
    /// `files`, so one `undo` takes it back, readings and marks. With `dryRun`, only counts.
    public func importReadings(
        _ readings: [Reading], given: [ImportedFields] = [], flowDays: [LocalDate] = [],
        of person: Person = .owner, from files: [String], at now: Timestamp,
        mode: ImportMode = .addNew, dryRun: Bool
    ) throws -> ImportResult {
        var lock: StoreLock?
        if !dryRun {
            try prepareDirectory()
            lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        }
        defer { withExtendedLifetime(lock) {} }
        let existing = try openForReading()
        let stored = try storedMatches(for: readings, in: existing)
        var spellings = stored.spellings
        var added: [Reading] = []
        var differing: [ImportDifference] = []
        var seenIDs: Set<String> = []
        var seenKeys: Set<DuplicateKey> = []
        var alreadyInStore = 0
        for (index, var reading) in readings.enumerated() {
            if let name = reading.who {
                reading.who = spellings[name.lowercased(), default: name]
                spellings[name.lowercased()] = reading.who
            }
            let key = DuplicateKey(reading)
            let isFirst = seenIDs.insert(reading.id).inserted
            if let match = stored.byID[reading.id] {
                let fields = index < given.count ? given[index] : .all
                let difference = ImportDifference(match.reading, importing: reading, given: fields)
                if difference.fields.isEmpty {
                    alreadyInStore += 1
                } else if isFirst {
                    differing.append(difference)
                }
            } else if stored.keys.contains(key) {
                alreadyInStore += 1
            } else if isFirst, seenKeys.insert(key).inserted {
                added.append(reading)
            }
        }
        let repeated = readings.count - alreadyInStore - added.count - differing.count
        let updates = mode == .update ? differing : []
        let cycles = try cycleMarks(fromFlowDays: flowDays, of: person)
        if !dryRun, !added.isEmpty || !updates.isEmpty || !cycles.marks.isEmpty {
            let replaced = updates.map { stored.byID[$0.stored.id]! }
            // The lines written: the new readings, then the new versions of the replaced ones.
            let written =
                added.map { ($0, ReadingLine.encode($0)) }
                + zip(updates, replaced).map { update, match in
                    (update.updated, ReadingLine.updating(match.line, to: update.updated))
                }
            let addedLines = written.map { AddedLine(id: $0.0.id, digest: LineDigest(line: $0.1)) }
            let change: StoreChange =
                updates.isEmpty
                ? .import(added: addedLines, files: files, cycleMarks: cycles.marks)
                : .update(
                    replaced: replaced.map { RemovedLine(reading: $0.reading, bytes: $0.line) },
                    added: addedLines, files: files, cycleMarks: cycles.marks)
            // The store first, then the cycles file: cut short between the two, the import has
            // added its readings without its marks, which undo takes back and a second import
            // completes.
            let storeRewrite =
                written.isEmpty
                ? []
                : [
                    merging(
                        written.map { ($0.0.takenAt.secondsSince1970, $0.1) },
                        replacing: Set(replaced.map(\.offset)), in: existing)
                ]
            try rewrite(
                storeRewrite + (cycles.replacement.map { [$0] } ?? []),
                recording: RecordedChange(change, at: now))
        }
        return ImportResult(
            added: added, alreadyInStore: alreadyInStore, repeatedInImport: repeated,
            differing: differing, cycleStarts: cycles.marks.map(\.start))
    }

    /// A stored reading an imported one shares its id with, and its line.
    private struct StoredMatch {
        let reading: Reading
        let offset: Int
        /// The line's bytes with its `\n`.
        let line: [UInt8]
    }

    /// Only what could match the incoming readings, from one pass over the store: readings by
    /// id (the first line of an id), the duplicate keys at their instants, names' spellings.
    private func storedMatches(for readings: [Reading], in existing: OpenFile?) throws -> (
        byID: [String: StoredMatch], keys: Set<DuplicateKey>, spellings: [String: String]
    ) {
        let incomingIDs = Set(readings.map(\.id))
        let incomingInstants = Set(readings.map(\.takenAt.secondsSince1970))
        let incomingNames = Set(readings.compactMap { $0.who?.lowercased() })
        var byID: [String: StoredMatch] = [:]
        var keys: Set<DuplicateKey> = []
        var spellings: [String: String] = [:]
        guard let existing else { return (byID, keys, spellings) }
        try io(StoreError.cannotRead) {
            try StoreLine.forEach(in: existing) { line in
                guard let reading = line.reading else { return true }
                if incomingIDs.contains(reading.id), byID[reading.id] == nil {
                    byID[reading.id] = StoredMatch(
                        reading: reading, offset: line.offset, line: Array(line.bytes) + [0x0A])
                }
                if incomingInstants.contains(reading.takenAt.secondsSince1970) {
                    keys.insert(DuplicateKey(reading))
                }
                if let name = reading.who, incomingNames.contains(name.lowercased()),
                    spellings[name.lowercased()] == nil
                {
                    spellings[name.lowercased()] = name
                }
                return true
            }
        }
        return (byID, keys, spellings)
    }

    /// The rewrite of the store with the `incoming` lines placed in time order among the
    /// existing ones, which are kept byte for byte but for those starting at the offsets in
    /// `replaced`, which are left out (their new versions are among the incoming).
    private func merging(
        _ incoming: [(instant: Int, line: [UInt8])], replacing replaced: Set<Int>,
        in existing: OpenFile?
    ) -> Replacement {
        let sorted = incoming.sorted { $0.instant < $1.instant }
        return Replacement(target: realPath, name: path) { temporary in
            var buffer: [UInt8] = []
            var next = 0
            func addIncoming(before instant: Int) {
                while next < sorted.count, sorted[next].instant < instant {
                    buffer += sorted[next].line
                    next += 1
                }
            }
            if let existing {
                try StoreLine.forEach(in: existing) { line in
                    guard !replaced.contains(line.offset) else { return true }
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

extension ReadingStore.ImportDifference {
    /// How `imported` differs from `stored` in the `given` fields. Time and temperature are
    /// always compared; a body temperature as files show it, to a tenth of a degree in the
    /// unit it was read in (so the one decimal of an export never reads as a change), a basal
    /// one exactly.
    init(_ stored: Reading, importing imported: Reading, given: ImportedFields) {
        var updated = stored
        updated.takenAt = imported.takenAt
        let sameTemperature =
            stored.kind == .basal || imported.kind == .basal
            ? stored.temperature == imported.temperature
            : stored.temperature.readsAsSame(imported.temperature, in: imported.unit)
        if !sameTemperature { updated.temperature = imported.temperature }
        if given.contains(.unit) { updated.unit = imported.unit }
        if given.contains(.recordedAt) { updated.recordedAt = imported.recordedAt }
        if given.contains(.site) { updated.site = imported.site }
        if given.contains(.who), Person(of: imported) != Person(of: stored) {
            updated.who = imported.who
        }
        if given.contains(.note) { updated.note = imported.note }
        if given.contains(.symptoms) { updated.symptoms = imported.symptoms }
        if given.contains(.kind) { updated.kind = imported.kind }
        if given.contains(.disturbed) { updated.disturbance = imported.disturbance }
        let fields: [(ReadingField, Bool)] = [
            (.takenAt, updated.takenAt == stored.takenAt),
            (.celsius, updated.temperature == stored.temperature),
            (.unit, updated.unit == stored.unit),
            (.recordedAt, updated.recordedAt == stored.recordedAt),
            (.site, updated.site == stored.site), (.who, updated.who == stored.who),
            (.note, updated.note == stored.note), (.symptoms, updated.symptoms == stored.symptoms),
            (.kind, updated.kind == stored.kind),
            (.disturbed, updated.disturbance == stored.disturbance),
        ]
        self.init(stored: stored, updated: updated, fields: fields.filter { !$0.1 }.map(\.0))
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
