/// Cycle starts read from the cycles file, and the lines passed over.
public struct CycleRead: Sendable {
    /// The cycle starts, by day (and by person on the same day); each person and day once.
    public var starts: [CycleStart]
    /// The lines that were not cycle starts.
    public var malformedLines: [MalformedLine]
}

/// One line of the cycles file as it was written, and the cycle start it holds, if any.
/// A line of the cycles file: a cycle start, when it holds one.
private typealias CycleFileLine = BesideFileLine<CycleStart>

extension ReadingStore {
    /// What a change to the cycles file did.
    public struct CycleChangeResult: Equatable, Sendable {
        /// The cycle start added or removed.
        public let start: CycleStart
        /// False when there was nothing to do: the day was already marked.
        public let changed: Bool
        /// Why the change could not be recorded in the journal, when it could not.
        public let journalError: SystemError?
    }

    /// The file of cycle starts beside the store (`<store>.cycles`: JSON Lines, mode 0600, in
    /// day order, see `CycleLine`). Older versions of templog never read it, so the store
    /// itself stays readable by them. It is changed only by atomic rewrites under the store's
    /// lock, each recorded in the store's journal so `undo` can reverse it.
    public var cyclesPath: String { realPath + ".cycles" }

    /// How messages name the cycles file: beside the store's path as given.
    var cyclesName: String { path + ".cycles" }

    /// The cycle starts of `person` (everyone's when nil), by day; a missing file has none.
    public func cycleStarts(of person: Person? = nil) throws -> CycleRead {
        guard let lines = try readCycleLines() else {
            return CycleRead(starts: [], malformedLines: [])
        }
        var starts: [CycleStart] = []
        var malformed: [MalformedLine] = []
        for (index, line) in lines.enumerated() {
            guard let start = line.entry else {
                if !LineReader.isBlank(line.bytes) {
                    malformed.append(
                        MalformedLine(
                            lineNumber: index + 1, preview: LineReader.preview(of: line.bytes)))
                }
                continue
            }
            if let person, person != start.person { continue }
            if !starts.contains(where: { $0.marksSameDay(as: start) }) { starts.append(start) }
        }
        starts.sort(by: Self.cycleOrder)
        return CycleRead(starts: starts, malformedLines: malformed)
    }

    /// Marks `start` as day 1 of a cycle; a day already marked for the person is left as it is
    /// (`changed` is false). Recorded in the journal at `now`.
    @discardableResult
    public func startCycle(_ start: CycleStart, at now: Timestamp) throws -> CycleChangeResult {
        try prepareDirectory()
        let lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        defer { withExtendedLifetime(lock) {} }
        var lines = try readCycleLines() ?? []
        if let existing = lines.compactMap(\.entry).first(where: { $0.marksSameDay(as: start) }) {
            return CycleChangeResult(start: existing, changed: false, journalError: nil)
        }
        let bytes = Array(CycleLine.encode(start).dropLast())
        Self.insert(CycleFileLine(bytes: bytes, entry: start), into: &lines)
        let change = StoreChange(
            kind: .cycleStart, at: now, cycleLines: [bytes])
        let journalError = try writeCycleLines(lines, recording: change)
        return CycleChangeResult(start: start, changed: true, journalError: journalError)
    }

    /// The cycle starts the days of menstrual flow `flowDays` show for `person` beside the
    /// marks the person has (see `PeriodStarts`), in order; nothing is written.
    public func cycleStarts(fromFlowDays flowDays: [LocalDate], of person: Person) throws
        -> [CycleStart]
    {
        let marked = try cycleStarts(of: person).starts.map(\.day)
        return PeriodStarts.newStarts(flowDays: flowDays, marked: marked).map {
            CycleStart(day: $0, who: person.who)
        }
    }

    /// Marks the cycle starts the days of menstrual flow `flowDays` show for `person` (see
    /// `cycleStarts(fromFlowDays:of:)`), read again under the lock, as one change recorded in
    /// the journal at `now` with the `files` they came from, so `undo` takes them back
    /// together. Returns the starts marked (none when every period is marked already) and why
    /// the change could not be recorded in the journal, when it could not.
    public func markCycleStarts(
        fromFlowDays flowDays: [LocalDate], of person: Person, at now: Timestamp,
        from files: [String]
    ) throws -> (starts: [CycleStart], journalError: SystemError?) {
        try prepareDirectory()
        let lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        defer { withExtendedLifetime(lock) {} }
        var lines = try readCycleLines() ?? []
        let marked = lines.compactMap(\.entry).filter { $0.person == person }.map(\.day)
        let starts = PeriodStarts.newStarts(flowDays: flowDays, marked: marked).map {
            CycleStart(day: $0, who: person.who)
        }
        guard !starts.isEmpty else { return ([], nil) }
        var added: [[UInt8]] = []
        for start in starts {
            let bytes = Array(CycleLine.encode(start).dropLast())
            Self.insert(CycleFileLine(bytes: bytes, entry: start), into: &lines)
            added.append(bytes)
        }
        let change = StoreChange(kind: .cycleStart, at: now, files: files, cycleLines: added)
        return (starts, try writeCycleLines(lines, recording: change))
    }

    /// Takes the mark of `start`'s day for its person out of the cycles file, recorded in the
    /// journal at `now`; throws `StoreError.noSuchCycleStart` when there is none.
    @discardableResult
    public func removeCycleStart(_ start: CycleStart, at now: Timestamp) throws
        -> CycleChangeResult
    {
        guard pathKind(cyclesPath) != .missing else {
            throw StoreError.noSuchCycleStart(day: start.day, who: start.who)
        }
        let lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        defer { withExtendedLifetime(lock) {} }
        let lines = try readCycleLines() ?? []
        let removed = lines.filter { $0.entry?.marksSameDay(as: start) == true }
        guard let first = removed.first?.entry else {
            throw StoreError.noSuchCycleStart(day: start.day, who: start.who)
        }
        let change = StoreChange(
            kind: .cycleRemove, at: now, cycleLines: removed.map(\.bytes))
        let kept = lines.filter { $0.entry?.marksSameDay(as: start) != true }
        let journalError = try writeCycleLines(kept, recording: change)
        return CycleChangeResult(start: first, changed: true, journalError: journalError)
    }

    /// Whether the cycles file shows `change`: a `cycle start` whose mark is there, a `cycle
    /// remove` whose marks are gone. When it does not, the change never took effect (a crash
    /// between the journal and the cycles file), as nothing else writes the file.
    func cyclesFileShows(_ change: StoreChange) throws -> Bool {
        let lines = try readCycleLines() ?? []
        let present = change.cycleStarts.filter { start in
            lines.contains { $0.entry?.marksSameDay(as: start) == true }
        }
        return change.kind == .cycleStart
            ? present.count == change.cycleStarts.count : present.isEmpty
    }

    /// Reverses a `cycle start` or `cycle remove` the cycles file shows, under the lock the
    /// caller holds.
    func reverseCycleChange(_ change: StoreChange) throws {
        var lines = try readCycleLines() ?? []
        let starts = change.cycleStarts
        if change.kind == .cycleStart {
            lines.removeAll { line in starts.contains { line.entry?.marksSameDay(as: $0) == true } }
        } else {
            for bytes in change.cycleLines {
                Self.insert(
                    CycleFileLine(bytes: bytes, entry: CycleLine.decode(bytes)), into: &lines)
            }
        }
        try writeCycleLines(lines, recording: nil)
    }

    /// Moves the lines of the cycles file that are not cycle starts to a `.rejected` file
    /// beside it (never deleted), by an atomic rewrite, the caller holding the lock.
    func repairCycleLines(now: Timestamp) throws -> RepairAction {
        try repairLines(of: cyclesPath, named: cyclesName, decode: CycleLine.decode, now: now)
    }

    /// Orders cycle starts by day, then by person.
    private static func cycleOrder(_ lhs: CycleStart, _ rhs: CycleStart) -> Bool {
        (lhs.day, lhs.person.key) < (rhs.day, rhs.person.key)
    }

    /// Puts `line` after every cycle start that comes before it, other lines keeping their places.
    private static func insert(_ line: CycleFileLine, into lines: inout [CycleFileLine]) {
        guard let start = line.entry else { return lines.append(line) }
        let index =
            lines.firstIndex { other in other.entry.map { cycleOrder(start, $0) } ?? false }
            ?? lines.count
        lines.insert(line, at: index)
    }

    /// Every line of the cycles file; nil when there is none.
    private func readCycleLines() throws -> [CycleFileLine]? {
        try readLines(of: cyclesPath, named: cyclesName, decode: CycleLine.decode)
    }

    /// Replaces the cycles file with `lines` by an atomic rewrite, recording `change`.
    @discardableResult
    private func writeCycleLines(_ lines: [CycleFileLine], recording change: StoreChange?)
        throws -> SystemError?
    {
        try writeLines(lines, to: cyclesPath, named: cyclesName, recording: change)
    }
}
