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
        /// Where the rows of each person of the files went, in the order of the files.
        public let people: [ImportedPerson]
        /// The cycle starts marked from the days of menstrual flow, in day order.
        public let cycleStarts: [CycleStart]
    }

    /// Where the rows of one person of imported files went.
    public struct ImportedPerson: Equatable, Sendable {
        /// The person as the files name them, their rows and files.
        public let rows: SourceRows
        /// Whether the rows come from this store's own export.
        public let isThisStore: Bool
        /// The person here whose readings they are.
        public let person: Person
        /// How many of them were added (in a preview: would be).
        public let added: Int
        /// How many the store already had.
        public let alreadyInStore: Int
        /// Whether the import remembers who they are here, for the next file of that store.
        public let isRemembered: Bool
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

    /// Adds the readings of `rows` the store does not have yet, in time order, by one atomic
    /// rewrite that keeps every other line as it is. Whose each row is here is decided first,
    /// as `ImportPlan` says, from `answers` and the answers remembered in the profiles file:
    /// when the user must say who a person of another store is, nothing is written and an
    /// `ImportRefusal` says what to ask (any other failure is a `StoreError`). The answers
    /// given are remembered, in the same change.
    ///
    /// A reading is already there when one with the same id and the same content in the
    /// fields its row gave is, or one of the same person taken at the same instant with the
    /// same value, site and note (compared exactly). One with the same id but other content
    /// *differs*: with `.update` its line is replaced (moved to keep time order when its time
    /// changed, unknown keys kept), otherwise it is reported. A name the store has in another
    /// spelling takes the store's. The days of menstrual flow `flowDays` (an Apple Health
    /// export's) mark the cycle starts of `person` they show beside the marks the person has
    /// (see `PeriodStarts`). The change is recorded in the journal at `now`, naming `files`,
    /// so one `undo` takes it back, readings, remembered people and marks.
    public func importRows(
        _ rows: [ImportRow], answers: ImportAnswers = ImportAnswers(),
        flowDays: [LocalDate] = [], of person: Person = .owner, from files: [String],
        at now: Timestamp, mode: ImportMode = .addNew
    ) throws -> ImportResult {
        try importRows(
            rows, answers: answers, flowDays: flowDays, of: person, writing: (files, now),
            mode: mode)
    }

    /// What `importRows` would do with `rows` and `flowDays`, counted without changing
    /// anything; refused the same way.
    public func previewImport(
        _ rows: [ImportRow], answers: ImportAnswers = ImportAnswers(),
        flowDays: [LocalDate] = [], of person: Person = .owner, mode: ImportMode = .addNew
    ) throws -> ImportResult {
        try importRows(
            rows, answers: answers, flowDays: flowDays, of: person, writing: nil, mode: mode)
    }

    /// `importRows`, recording the change as from `files` at `now`; with `writing` nil,
    /// `previewImport`.
    private func importRows(
        _ rows: [ImportRow], answers: ImportAnswers, flowDays: [LocalDate], of person: Person,
        writing: (files: [String], now: Timestamp)?, mode: ImportMode
    ) throws -> ImportResult {
        var lock: StoreLock?
        if writing != nil {
            try prepareDirectory()
            lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        }
        defer { withExtendedLifetime(lock) {} }
        let existing = try openForReading()
        let stored = try storedMatches(for: rows.map(\.reading), in: existing)
        let profiles = try profiles().profiles
        let identity = try identity()
        let summary = Self.sources(of: rows)
        let plan = try ImportPlan(
            sources: summary.sources, byFile: summary.byFile, identity: identity,
            here: Self.peopleHere(counts: stored.counts, profiles: profiles), answers: answers)
        // A name the store has takes its spelling (`HANA` files under `hana`).
        var spellings: [String: String] = [:]
        for person in stored.counts.keys { spellings[person.key] = person.who }
        var added: [Reading] = []
        var differing: [ImportDifference] = []
        var seenIDs: Set<String> = []
        var seenKeys: Set<DuplicateKey> = []
        var alreadyInStore = 0
        var counts: [ImportSource: (added: Int, already: Int)] = [:]
        for row in rows {
            let source = ImportSource(origin: row.origin, person: row.reading.person)
            let target = plan.targets[source] ?? source.person
            var reading = row.reading
            var given = row.given
            if target != source.person { given.insert(.who) }
            reading.person = target
            if let name = reading.person.who {
                let spelling = spellings[name.lowercased(), default: name]
                reading.person = .named(spelling)
                spellings[name.lowercased()] = spelling
            }
            let key = DuplicateKey(reading)
            let isFirst = seenIDs.insert(reading.id).inserted
            if let match = stored.byID[reading.id] {
                let difference = ImportDifference(match.reading, importing: reading, given: given)
                if difference.fields.isEmpty {
                    alreadyInStore += 1
                    counts[source, default: (0, 0)].already += 1
                } else if isFirst {
                    differing.append(difference)
                }
            } else if stored.keys.contains(key) {
                alreadyInStore += 1
                counts[source, default: (0, 0)].already += 1
            } else if isFirst, seenKeys.insert(key).inserted {
                added.append(reading)
                counts[source, default: (0, 0)].added += 1
            }
        }
        let repeated = rows.count - alreadyInStore - added.count - differing.count
        let updates = mode == .update ? differing : []
        let remembered = try rememberedProfileChanges(plan.remembered)
        let cycles = try cycleMarks(fromFlowDays: flowDays, of: person)
        if let writing,
            !added.isEmpty || !updates.isEmpty || !remembered.isEmpty || !cycles.marks.isEmpty
        {
            let replaced = updates.map { stored.byID[$0.stored.id]! }
            // The lines written: the new readings, then the new versions of the replaced ones.
            var written: [(Reading, [UInt8])] = []
            for reading in added {
                written.append((reading, try ReadingLine.line(for: reading, in: path)))
            }
            for (update, match) in zip(updates, replaced) {
                _ = try ReadingLine.line(for: update.updated, in: path)
                written.append(
                    (update.updated, ReadingLine.updating(match.line, to: update.updated)))
            }
            let addedLines = written.map { AddedLine(id: $0.0.id, digest: LineDigest(line: $0.1)) }
            let change: StoreChange =
                updates.isEmpty
                ? .import(
                    added: addedLines, files: writing.files, remembered: remembered,
                    cycleMarks: cycles.marks)
                : .update(
                    replaced: replaced.map { RemovedLine(reading: $0.reading, bytes: $0.line) },
                    added: addedLines, files: writing.files, remembered: remembered,
                    cycleMarks: cycles.marks)
            // The store first, then the files beside it: cut short between them, the import
            // has added its readings without its remembered people, which the next change
            // brings in line, or without its marks, which undo takes back and a second import
            // completes.
            try merge(
                written.map { ($0.0.takenAt.secondsSince1970, $0.1) },
                replacing: Set(replaced.map(\.offset)), in: existing,
                also: cycles.replacement.map { [$0] } ?? [],
                recording: RecordedChange(change, at: writing.now))
        }
        let people = summary.sources.map { rows in
            let count = counts[rows.source] ?? (0, 0)
            let target = plan.targets[rows.source] ?? rows.source.person
            return ImportedPerson(
                rows: rows, isThisStore: identity.map { rows.source.origin == .store($0) } ?? false,
                person: target.who.map { .named(spellings[$0.lowercased(), default: $0]) }
                    ?? .owner,
                added: count.added, alreadyInStore: count.already,
                isRemembered: plan.remembered.contains { remembered in
                    rows.source.origin == .store(remembered.source.store)
                        && remembered.source.person == rows.source.person
                })
        }
        return ImportResult(
            added: added, alreadyInStore: alreadyInStore, repeatedInImport: repeated,
            differing: differing, people: people,
            cycleStarts: cycles.marks.map(\.start))
    }

    /// The people of `rows`, in the order they first appear, with their rows and files; and
    /// the people of each file.
    private static func sources(of rows: [ImportRow]) -> (
        sources: [SourceRows], byFile: [(path: String, rows: [SourceRows])]
    ) {
        var order: [ImportSource] = []
        var counts: [ImportSource: (files: [String], rows: Int)] = [:]
        var fileOrder: [String] = []
        var byFile: [String: [ImportSource: Int]] = [:]
        var fileSources: [String: [ImportSource]] = [:]
        for row in rows {
            let source = ImportSource(origin: row.origin, person: row.reading.person)
            let path = row.place.path
            if counts[source] == nil { order.append(source) }
            var count = counts[source] ?? ([], 0)
            if !count.files.contains(path) { count.files.append(path) }
            count.rows += 1
            counts[source] = count
            if byFile[path] == nil { fileOrder.append(path) }
            if byFile[path, default: [:]][source] == nil {
                fileSources[path, default: []].append(source)
            }
            byFile[path, default: [:]][source, default: 0] += 1
        }
        let sources = order.map {
            SourceRows(source: $0, files: counts[$0]!.files, rows: counts[$0]!.rows)
        }
        let files = fileOrder.map { path in
            (
                path,
                fileSources[path]!.map {
                    SourceRows(source: $0, files: [path], rows: byFile[path]![$0]!)
                }
            )
        }
        return (sources, files)
    }

    /// Every person here: those with readings (`counts`) and those with a profile.
    private static func peopleHere(
        counts: [Person: Int], profiles: [Person: PersonProfile]
    ) -> [Person: PersonHere] {
        var here: [Person: PersonHere] = [:]
        for (person, count) in counts {
            here[person] = PersonHere(
                person: person, readings: count, sources: profiles[person]?.sources ?? [])
        }
        for (person, profile) in profiles where here[person] == nil {
            here[person] = PersonHere(person: person, readings: 0, sources: profile.sources)
        }
        return here
    }

    /// A stored reading an imported one shares its id with, and its line.
    private struct StoredMatch {
        let reading: Reading
        let offset: Int
        /// The line's bytes with its `\n`.
        let line: [UInt8]
    }

    /// Only what could match the incoming readings, from one pass over the store: readings by
    /// id (the first line of an id), the duplicate keys at their instants; and how many readings
    /// each person has, each person spelled as their first reading spells them.
    private func storedMatches(for readings: [Reading], in existing: OpenFile?) throws(StoreError)
        -> (byID: [String: StoredMatch], keys: Set<DuplicateKey>, counts: [Person: Int])
    {
        let incomingIDs = Set(readings.map(\.id))
        let incomingInstants = Set(readings.map(\.takenAt.secondsSince1970))
        var byID: [String: StoredMatch] = [:]
        var keys: Set<DuplicateKey> = []
        var counts: [Person: Int] = [:]
        guard let existing else { return (byID, keys, counts) }
        try io(StoreError.cannotRead) {
            try StoreLine.forEach(in: existing) { line in
                guard let reading = line.reading else { return true }
                counts[reading.person, default: 0] += 1
                if incomingIDs.contains(reading.id), byID[reading.id] == nil {
                    byID[reading.id] = StoredMatch(
                        reading: reading, offset: line.offset, line: Array(line.bytes) + [0x0A])
                }
                if incomingInstants.contains(reading.takenAt.secondsSince1970) {
                    keys.insert(DuplicateKey(reading))
                }
                return true
            }
        }
        return (byID, keys, counts)
    }

    /// Rewrites the store with the `incoming` lines placed in time order among the existing
    /// ones, which are kept byte for byte but for those starting at the offsets in `replaced`,
    /// which are left out (their new versions are among the incoming), then the files beside
    /// the store as `change` changes them, then the files `also`, recording `change`. (An
    /// import that adds nothing changes the files beside the store alone.)
    func merge(
        _ incoming: [(instant: Int, line: [UInt8])], replacing replaced: Set<Int>,
        in existing: OpenFile?, also: [Replacement] = [], recording change: RecordedChange
    ) throws(StoreError) {
        let sorted = incoming.sorted { $0.instant < $1.instant }
        let beside = try besideReplacements(for: change.change, showing: true) + also
        guard !incoming.isEmpty else { return try rewrite(beside, recording: change) }
        let store = storeReplacement { temporary in
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
                    if buffer.count >= LineReader.copySize {
                        try temporary.write(buffer)
                        buffer.removeAll(keepingCapacity: true)
                    }
                    return true
                }
            }
            addIncoming(before: .max)
            try temporary.write(buffer)
        }
        try rewrite([store] + beside, recording: change)
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
        if given.contains(.who), imported.person != stored.person {
            updated.person = imported.person
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
            (.site, updated.site == stored.site), (.who, updated.person.who == stored.person.who),
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
    let person: Person
    let instant: Int
    let centiCelsius: Int
    let site: Site?
    let note: String?

    init(_ reading: Reading) {
        person = reading.person
        instant = reading.takenAt.secondsSince1970
        centiCelsius = reading.temperature.centiCelsius
        site = reading.site
        note = reading.note
    }
}
