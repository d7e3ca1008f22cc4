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
    }

    /// The file of cycle starts beside the store (`<store>.cycles`: JSON Lines, mode 0600, in
    /// day order, see `CycleLine`). Older versions of templog never read it, so the store
    /// itself stays readable by them. It is changed only by atomic rewrites under the store's
    /// lock, each recorded in the store's journal so `undo` can reverse it.
    public var cyclesPath: String { realPath + ".cycles" }

    /// How messages name the cycles file: beside the store's path as given.
    var cyclesName: String { path + ".cycles" }

    /// The cycle starts of `person` (everyone's when nil), by day; a missing file has none.
    public func cycleStarts(of person: Person? = nil) throws(StoreError) -> CycleRead {
        let lines = try readCycleLines() ?? []
        var starts: [CycleStart] = []
        for start in lines.compactMap(\.entry) where person.map({ $0 == start.person }) ?? true {
            if !starts.contains(where: { $0.marksSameDay(as: start) }) { starts.append(start) }
        }
        starts.sort(by: Self.cycleOrder)
        return CycleRead(starts: starts, malformedLines: CycleFileLine.malformed(in: lines))
    }

    /// Marks `start` as day 1 of a cycle; a day already marked for the person is left as it is
    /// (`changed` is false). Recorded in the journal at `now`.
    @discardableResult
    public func startCycle(_ start: CycleStart, at now: Timestamp) throws(StoreError)
        -> CycleChangeResult
    {
        try prepareDirectory()
        let lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        defer { withExtendedLifetime(lock) {} }
        var lines = try readCycleLines() ?? []
        if let existing = lines.compactMap(\.entry).first(where: { $0.marksSameDay(as: start) }) {
            return CycleChangeResult(start: existing, changed: false)
        }
        let bytes = Array(CycleLine.encode(start).dropLast())
        if let key = CycleLine.unstorableKey(of: start, in: bytes) {
            throw StoreError.notStorable(path: path + ".cycles", key: key)
        }
        Self.insert(CycleFileLine(bytes: bytes, entry: start), into: &lines)
        try writeCycleLines(
            lines,
            recording: RecordedChange(.cycleStart(CycleMark(start: start, bytes: bytes)), at: now))
        return CycleChangeResult(start: start, changed: true)
    }

    /// The marks of the cycle starts the days of menstrual flow `flowDays` show for `person`
    /// beside the marks the person has (see `PeriodStarts`), in day order, and the rewrite of
    /// the cycles file that adds them (nil when there are none). Nothing is written.
    func cycleMarks(fromFlowDays flowDays: [LocalDate], of person: Person) throws(StoreError)
        -> (marks: [CycleMark], replacement: Replacement?)
    {
        guard !flowDays.isEmpty else { return ([], nil) }
        var lines = try readCycleLines() ?? []
        let marked = lines.compactMap(\.entry).filter { $0.person == person }.map(\.day)
        let marks = PeriodStarts.newStarts(flowDays: flowDays, marked: marked).map { day in
            let start = CycleStart(day: day, person: person)
            return CycleMark(start: start, bytes: Array(CycleLine.encode(start).dropLast()))
        }
        guard !marks.isEmpty else { return ([], nil) }
        for mark in marks {
            Self.insert(CycleFileLine(bytes: mark.bytes, entry: mark.start), into: &lines)
        }
        return (marks, replacement(of: cyclesPath, named: cyclesName, by: lines))
    }

    /// Takes the mark of `start`'s day for its person out of the cycles file, recorded in the
    /// journal at `now`; throws `StoreError.noSuchCycleStart` when there is none.
    @discardableResult
    public func removeCycleStart(_ start: CycleStart, at now: Timestamp) throws(StoreError)
        -> CycleChangeResult
    {
        guard pathKind(cyclesPath) != .missing else {
            throw StoreError.noSuchCycleStart(start)
        }
        let lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        defer { withExtendedLifetime(lock) {} }
        let lines = try readCycleLines() ?? []
        let removed = lines.filter { $0.entry?.marksSameDay(as: start) == true }
        guard let first = removed.first?.entry else {
            throw StoreError.noSuchCycleStart(start)
        }
        let marks = removed.compactMap { line in
            line.entry.map { CycleMark(start: $0, bytes: line.bytes) }
        }
        let kept = lines.filter { $0.entry?.marksSameDay(as: start) != true }
        try writeCycleLines(kept, recording: RecordedChange(.cycleRemove(marks), at: now))
        return CycleChangeResult(start: first, changed: true)
    }

    /// Those of `marks` whose day is marked for their person in the cycles file: what tells
    /// whether a `cycle start` or an import (its marks there) or a `cycle remove` (its marks
    /// gone) took effect, as nothing else writes the file.
    func cycleMarksInFile(_ marks: [CycleMark]) throws(StoreError) -> [CycleMark] {
        let lines = try readCycleLines() ?? []
        return marks.filter { mark in
            lines.contains { $0.entry?.marksSameDay(as: mark.start) == true }
        }
    }

    /// The rewrite of the cycles file that takes out the days of `marks` (a `cycle start` or
    /// an import the cycles file shows, being undone), under the lock the caller holds.
    func cycleMarksRemoval(_ marks: [CycleMark]) throws(StoreError) -> Replacement {
        var lines = try readCycleLines() ?? []
        lines.removeAll { line in
            marks.contains { line.entry?.marksSameDay(as: $0.start) == true }
        }
        return replacement(of: cyclesPath, named: cyclesName, by: lines)
    }

    /// Reverses a `cycle remove` the cycles file shows: its lines go back as they were, under
    /// the lock the caller holds.
    func reverseCycleRemove(_ marks: [CycleMark]) throws(StoreError) {
        var lines = try readCycleLines() ?? []
        for mark in marks {
            Self.insert(CycleFileLine(bytes: mark.bytes, entry: mark.start), into: &lines)
        }
        try writeCycleLines(lines, recording: nil)
    }

    /// The cycles file with `removed` taken out and `added` put in (`showing`), or the other way
    /// round; nil when the file reads so already.
    func cyclesReplacement(showing: Bool, removed: [CycleMark], added: [CycleMark])
        throws(StoreError)
        -> Replacement?
    {
        guard !removed.isEmpty || !added.isEmpty else { return nil }
        let (out, into) = showing ? (removed, added) : (added, removed)
        var lines = try readCycleLines() ?? []
        let before = lines.map(\.bytes)
        lines.removeAll { line in
            out.contains { mark in line.entry?.marksSameDay(as: mark.start) == true }
        }
        for mark in into
        where !lines.contains(where: { $0.entry?.marksSameDay(as: mark.start) == true }) {
            Self.insert(CycleFileLine(bytes: mark.bytes, entry: mark.start), into: &lines)
        }
        guard lines.map(\.bytes) != before else { return nil }
        return Replacement(target: cyclesPath, name: cyclesName) { temporary in
            try temporary.write(lines.flatMap { $0.bytes + [0x0A] })
        }
    }

    /// Whether the cycles file shows `added` and not `removed` (true), the other way round
    /// (false), or neither (nil).
    func cyclesFileShows(removed: [CycleMark], added: [CycleMark]) throws(StoreError) -> Bool? {
        let lines = try readCycleLines() ?? []
        func present(_ mark: CycleMark) -> Bool {
            lines.contains { $0.entry?.marksSameDay(as: mark.start) == true }
        }
        if added.allSatisfy(present), !removed.contains(where: present) { return true }
        if removed.allSatisfy(present), !added.contains(where: present) { return false }
        return nil
    }

    /// Moves the lines of the cycles file that are not cycle starts to a `.rejected` file
    /// beside it (never deleted), by an atomic rewrite, the caller holding the lock.
    func repairCycleLines(now: Timestamp) throws(StoreError) -> RepairAction {
        try repairLines(of: cyclesPath, named: cyclesName, decode: CycleLine.decode, now: now)
    }

    /// Orders cycle starts by day, then by person.
    private static func cycleOrder(_ lhs: CycleStart, _ rhs: CycleStart) -> Bool {
        (lhs.day, lhs.person.key) < (rhs.day, rhs.person.key)
    }

    /// Puts `line` after every cycle start that comes before it, other lines keeping their places.
    private static func insert(_ line: CycleFileLine, into lines: inout [CycleFileLine]) {
        CycleFileLine.insert(line, into: &lines, by: cycleOrder)
    }

    /// The marks of `starts` as the cycles file writes them (the first line of each).
    func cycleMarks(of starts: [CycleStart]) throws(StoreError) -> [CycleMark] {
        let lines = try readCycleLines() ?? []
        return starts.compactMap { start in
            lines.first { $0.entry?.marksSameDay(as: start) == true }.map {
                CycleMark(start: start, bytes: $0.bytes)
            }
        }
    }

    /// Every line of the cycles file; nil when there is none.
    private func readCycleLines() throws(StoreError) -> [CycleFileLine]? {
        try readLines(of: cyclesPath, named: cyclesName, decode: CycleLine.decode)
    }

    /// Replaces the cycles file with `lines` by an atomic rewrite, recording `change`.
    private func writeCycleLines(_ lines: [CycleFileLine], recording change: RecordedChange?)
        throws(StoreError)
    {
        try writeLines(lines, to: cyclesPath, named: cyclesName, recording: change)
    }
}
