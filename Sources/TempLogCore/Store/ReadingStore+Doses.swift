/// Doses read from the doses file, and the lines passed over.
public struct DoseRead: Sendable {
    /// The doses, in time order.
    public var log: DoseLog
    /// The lines that were not doses.
    public var malformedLines: [MalformedLine]
}

/// A line of the doses file: a dose, when it holds one.
private typealias DoseFileLine = BesideFileLine<Dose>

extension ReadingStore {
    /// What `recordDose` did.
    public struct DoseRecorded: Sendable {
        /// The dose recorded.
        public let dose: Dose
        /// When the limits the user set for the person and medicine (`--every`, `--max`) would
        /// have allowed it, the dose before it and which limit held it back, when it came
        /// sooner; nil otherwise.
        public let tooSoon: NextDose?
        /// The fever reducer the dose is and its latest dose under another name given to the
        /// person in the 24 hours before (`DoseLog.sameIngredient(as:)`); nil when there is
        /// none.
        public let sameIngredient: (reducer: FeverReducer, earlier: Dose)?
    }

    /// The file of doses beside the store (`<store>.doses`: JSON Lines, mode 0600, in time
    /// order, see `DoseLine`). Older versions of templog never read it, so the store itself
    /// stays readable by them. It is changed only by atomic rewrites under the store's lock,
    /// each recorded in the store's journal so `undo` can reverse it.
    public var dosesPath: String { realPath + ".doses" }

    /// How messages name the doses file: beside the store's path as given.
    var dosesName: String { path + ".doses" }

    /// Every dose of `person` (everyone's when nil), in time order; a missing file has none.
    public func doses(of person: Person? = nil) throws(StoreError) -> DoseRead {
        let lines = try readDoseLines() ?? []
        var doses: [Dose] = []
        for dose in lines.compactMap(\.entry) where person.map({ $0 == dose.person }) ?? true {
            if !doses.contains(where: { $0.id == dose.id }) { doses.append(dose) }
        }
        return DoseRead(log: DoseLog(doses), malformedLines: DoseFileLine.malformed(in: lines))
    }

    /// Records `dose` in the doses file, in time order, recorded in the journal at `now`. A
    /// dose sooner than the limits the user set allow is recorded all the same (the log says
    /// what happened), and the result says so.
    @discardableResult
    public func recordDose(_ dose: Dose, at now: Timestamp) throws(StoreError) -> DoseRecorded {
        try prepareDirectory()
        let lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        defer { withExtendedLifetime(lock) {} }
        var lines = try readDoseLines() ?? []
        let earlier = DoseLog(lines.compactMap(\.entry))
        let limits = DoseLog(earlier.doses + [dose]).limits(
            of: dose.person, medicine: dose.medicine, before: dose.takenAt)
        let allowed = earlier.nextAllowed(
            of: dose.medicine, to: dose.person, after: dose.takenAt, limits: limits)
        let entry = try checkedEntry(dose)
        Self.insert(DoseFileLine(bytes: entry.bytes, entry: dose), into: &lines)
        try writeDoseLines(
            lines, recording: RecordedChange(.dose(DoseChange(added: [entry])), at: now))
        let tooSoon = allowed.flatMap { $0.next > dose.takenAt ? $0 : nil }
        return DoseRecorded(
            dose: dose, tooSoon: tooSoon, sameIngredient: earlier.sameIngredient(as: dose))
    }

    /// Adds the doses of `doses` whose id the doses file does not hold, nor a dose of the same
    /// person and medicine at the same instant, by one atomic rewrite recorded in the journal
    /// at `now`; returns those added. Nothing is written when none is new.
    public func importDoses(_ doses: [Dose], at now: Timestamp) throws(StoreError) -> [Dose] {
        try prepareDirectory()
        let lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        defer { withExtendedLifetime(lock) {} }
        var lines = try readDoseLines() ?? []
        var known = lines.compactMap(\.entry)
        var added: [DoseEntry] = []
        for dose in doses where !known.contains(where: { Self.isSame($0, dose) }) {
            let entry = try checkedEntry(dose)
            Self.insert(DoseFileLine(bytes: entry.bytes, entry: dose), into: &lines)
            known.append(dose)
            added.append(entry)
        }
        guard !added.isEmpty else { return [] }
        try writeDoseLines(
            lines, recording: RecordedChange(.dose(DoseChange(added: added)), at: now))
        return added.map(\.dose)
    }

    /// The doses file's entry for `dose`; refused with `StoreError.notStorable` when its line
    /// would not read back as the same dose.
    private func checkedEntry(_ dose: Dose) throws(StoreError) -> DoseEntry {
        let bytes = DoseLine.encode(dose)
        if let key = DoseLine.unstorableKey(of: dose, in: bytes) {
            throw StoreError.notStorable(path: dosesName, key: key)
        }
        return DoseEntry(dose: dose, bytes: bytes)
    }

    /// The doses of `doses` that `importDoses` would add now (`import --dry-run`).
    public func dosesNotRecorded(_ doses: [Dose]) throws(StoreError) -> [Dose] {
        var known = try self.doses().log.doses
        var new: [Dose] = []
        for dose in doses where !known.contains(where: { Self.isSame($0, dose) }) {
            known.append(dose)
            new.append(dose)
        }
        return new
    }

    /// Whether `lhs` and `rhs` are one dose: the same id, or the same person and medicine given
    /// at the same instant.
    private static func isSame(_ lhs: Dose, _ rhs: Dose) -> Bool {
        lhs.id == rhs.id
            || (lhs.person == rhs.person && lhs.isSameMedicine(as: rhs.medicine)
                && lhs.takenAt.secondsSince1970 == rhs.takenAt.secondsSince1970)
    }

    /// Removes the doses whose ids start with each of `prefixes`, by one atomic rewrite
    /// recorded in the journal at `now`. An unknown, ambiguous or too short prefix removes
    /// nothing and throws.
    public func deleteDoses(idPrefixes prefixes: [String], at now: Timestamp) throws(StoreError)
        -> [Dose]
    {
        if let short = prefixes.first(where: { $0.count < Self.minimumIDPrefix }) {
            throw StoreError.idTooShort(short, minimum: Self.minimumIDPrefix)
        }
        let lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        defer { withExtendedLifetime(lock) {} }
        let lines = try readDoseLines() ?? []
        var removing: [DoseEntry] = []
        for prefix in prefixes {
            let wanted = prefix.lowercased()
            let matches = lines.filter { $0.entry?.id.hasPrefix(wanted) == true }
            let ids = Set(matches.compactMap(\.entry?.id)).sorted()
            guard !ids.isEmpty else { throw StoreError.noSuchID(prefix, storeIsEmpty: false) }
            guard ids.count == 1 else {
                throw StoreError.ambiguousID(prefix, count: ids.count, ids: Array(ids.prefix(3)))
            }
            for line in matches where !removing.contains(where: { $0.bytes == line.bytes }) {
                if let dose = line.entry {
                    removing.append(DoseEntry(dose: dose, bytes: line.bytes))
                }
            }
        }
        let kept = lines.filter { line in !removing.contains { $0.bytes == line.bytes } }
        try writeDoseLines(
            kept, recording: RecordedChange(.dose(DoseChange(removed: removing)), at: now))
        return removing.map(\.dose)
    }

    /// How the doses file stands to a change of its lines: true when it shows the change
    /// (every line it added there, none it removed), false when it is as before it (none it
    /// added, every one it removed), nil when neither (edited since).
    func dosesFileShows(_ change: DoseChange) throws(StoreError) -> Bool? {
        let lines = (try readDoseLines() ?? []).map(\.bytes)
        let added = change.added.filter { lines.contains($0.bytes) }.count
        let removed = change.removed.filter { entry in
            !lines.contains(where: { DoseLine.decode($0)?.id == entry.dose.id })
        }.count
        if added == change.added.count, removed == change.removed.count { return true }
        if added == 0, removed == 0 { return false }
        return nil
    }

    /// Reverses a change of the doses file the file shows: the lines it added leave, the lines
    /// it removed go back as they were, under the lock the caller holds.
    func reverseDoseChange(_ change: DoseChange) throws(StoreError) {
        var lines = try readDoseLines() ?? []
        lines.removeAll { line in change.added.contains { $0.bytes == line.bytes } }
        for entry in change.removed {
            Self.insert(DoseFileLine(bytes: entry.bytes, entry: entry.dose), into: &lines)
        }
        try writeDoseLines(lines, recording: nil)
    }

    /// Moves the lines of the doses file that are not doses to a `.rejected` file beside it
    /// (never deleted), by an atomic rewrite, the caller holding the lock.
    func repairDoseLines(now: Timestamp) throws(StoreError) -> RepairAction {
        try repairLines(of: dosesPath, named: dosesName, decode: DoseLine.decode, now: now)
    }

    /// Puts `line` after every dose given before or when it was, other lines keeping their
    /// places.
    private static func insert(_ line: DoseFileLine, into lines: inout [DoseFileLine]) {
        DoseFileLine.insert(line, into: &lines, by: DoseLog.order)
    }

    /// Every line of the doses file; nil when there is none.
    private func readDoseLines() throws(StoreError) -> [DoseFileLine]? {
        try readLines(of: dosesPath, named: dosesName, decode: DoseLine.decode)
    }

    /// Replaces the doses file with `lines` by an atomic rewrite, recording `change`.
    private func writeDoseLines(_ lines: [DoseFileLine], recording change: RecordedChange?)
        throws(StoreError)
    {
        try writeLines(lines, to: dosesPath, named: dosesName, recording: change)
    }
}
