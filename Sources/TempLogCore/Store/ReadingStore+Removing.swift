/// A reading and the bytes of its line in the file (with its `\n`, when it has one).
struct LocatedReading {
    let reading: Reading
    let range: Range<Int>
}

extension ReadingStore {
    /// What `undo` did.
    public enum UndoOutcome: Equatable, Sendable {
        /// There was no change to reverse: no store, or an empty one with no journal.
        case nothingToUndo
        /// The change was reversed; the journal no longer holds it.
        case undone(StoreChange)
    }

    /// Reverses the last change the journal records — an `add` (back-dated too), a `delete`
    /// (the lines come back byte for byte), an `import` (all its readings leave), a `cycle start`
    /// or `cycle remove` (the cycles file goes back as it was) — after
    /// checking that the store still shows it. A change the store no longer shows (it was
    /// edited by hand, say) is dropped from the journal and refused; so is a repair, which
    /// cannot be undone.
    public func undo() throws -> UndoOutcome {
        guard let (lock, file) = try openForChange() else { return try undoWithoutStore() }
        defer { withExtendedLifetime(lock) {} }
        let size = try io(StoreError.cannotRead) { try file.size() }
        guard let last = try lastChange() else {
            if size == 0 { return .nothingToUndo }
            throw StoreError.noJournal(path: journalPath)
        }
        guard let change = last.change else { throw StoreError.journalDamaged(path: journalPath) }
        guard change.kind != .repair else { throw StoreError.cannotUndoRepair(at: change.at) }
        if change.isCycleChange { return try undoCycleChange(change, at: last.offset) }
        guard try stillShows(change, in: file, size: size) else {
            try? journal.removeLast(from: last.offset)
            throw StoreError.changedSince(change)
        }
        if change.appended {
            try io(StoreError.cannotTruncate) {
                try reached(.beforeTruncate)
                try file.truncate(to: change.sizeBefore)
                try file.sync()
            }
        } else {
            try reverse(change, in: file, size: size)
        }
        try? journal.removeLast(from: last.offset)
        return .undone(change)
    }

    /// Without a store file only a cycle change (the cycles file lives on its own) can be undone.
    private func undoWithoutStore() throws -> UndoOutcome {
        guard pathKind(journalPath) == .file else { return .nothingToUndo }
        let lock = try acquireLock(storeExists: false)
        defer { withExtendedLifetime(lock) {} }
        guard let last = try lastChange(), let change = last.change, change.isCycleChange else {
            return .nothingToUndo
        }
        return try undoCycleChange(change, at: last.offset)
    }

    /// Reverses a cycle change, the caller holding the lock; refused (and dropped from the
    /// journal) when the cycles file no longer shows it.
    private func undoCycleChange(_ change: StoreChange, at offset: Int) throws -> UndoOutcome {
        guard try reverseCycleChange(change) else {
            try? journal.removeLast(from: offset)
            throw StoreError.changedSince(change)
        }
        try? journal.removeLast(from: offset)
        return .undone(change)
    }

    /// The journal's last entry, if it has any.
    private func lastChange() throws -> (change: StoreChange?, offset: Int)? {
        do {
            return try journal.last()
        } catch {
            throw StoreError.cannotRead(path: journalPath, error)
        }
    }

    /// The changes the journal holds, newest first (nil for a damaged entry).
    public func changes() throws -> [StoreChange?] {
        do {
            return try journal.entries().reversed()
        } catch {
            throw StoreError.cannotRead(path: journalPath, error)
        }
    }

    /// Whether the store is as `change` left it: its size, the readings it added there (the
    /// reading `add` added unedited), the readings it removed gone.
    private func stillShows(_ change: StoreChange, in file: OpenFile, size: Int) throws -> Bool {
        guard size == change.sizeAfter else { return false }
        let added = Set(change.addedIDs)
        // A reading an update replaced is back under its id: that is the change showing.
        let removed = Set(change.removedReadings.map(\.id)).subtracting(added)
        var found = 0
        var removedFound = false
        var edited = false
        let start = change.appended ? change.sizeBefore : 0
        try io(StoreError.cannotRead) {
            try StoreLine.forEach(in: file, from: start) { line in
                guard let reading = line.reading else { return true }
                if added.contains(reading.id) {
                    found += 1
                    if let expected = change.addedReading, expected != reading { edited = true }
                }
                if removed.contains(reading.id) { removedFound = true }
                return true
            }
        }
        return found == added.count && !removedFound && !edited
    }

    /// Rewrites the store without the readings `change` added and with the lines it removed
    /// back where they stood, so the file is again what it was before the change — but for
    /// the newline a change adds to end a torn last line, which stays.
    private func reverse(_ change: StoreChange, in file: OpenFile, size: Int) throws {
        let added = Set(change.addedIDs)
        var pending = change.removedLines.sorted { $0.offset < $1.offset }[...]
        try rewrite { temporary in
            var buffer: [UInt8] = []
            var written = 0
            func putBackRemovedLines() {
                while let next = pending.first, next.offset <= buffer.count + written {
                    buffer += next.bytes
                    pending.removeFirst()
                }
            }
            try StoreLine.forEach(in: file) { line in
                if let reading = line.reading, added.contains(reading.id) { return true }
                putBackRemovedLines()
                buffer += line.bytes
                if line.offset + line.bytes.count < size { buffer.append(0x0A) }
                if buffer.count >= LineReader.chunkSize {
                    try temporary.write(buffer)
                    written += buffer.count
                    buffer.removeAll(keepingCapacity: true)
                }
                return true
            }
            for line in pending { buffer += line.bytes }
            try temporary.write(buffer)
        }
    }

    /// How many characters of an id `delete` needs at least, as git asks of short ids.
    public static let minimumIDPrefix = 4

    /// What `delete` removed.
    public struct DeleteResult: Equatable, Sendable {
        /// The readings removed, in file order.
        public let removed: [Reading]
        /// Why the change could not be recorded in the journal, when it could not: the
        /// readings are gone, and `undo` cannot bring them back.
        public let journalError: SystemError?
    }

    /// Removes the readings whose ids start with each of `prefixes`, by one atomic rewrite
    /// recorded in the journal at `now`. An unknown, ambiguous or too short prefix removes
    /// nothing and throws.
    public func delete(idPrefixes prefixes: [String], at now: Timestamp) throws -> DeleteResult {
        if let empty = prefixes.first(where: { $0.isEmpty }) {
            throw StoreError.notAnID(empty)
        }
        if let short = prefixes.first(where: { $0.count < Self.minimumIDPrefix }) {
            throw StoreError.idTooShort(short, minimum: Self.minimumIDPrefix)
        }
        guard let (lock, file) = try openForChange() else {
            throw StoreError.noSuchID(prefixes[0], storeIsEmpty: true)
        }
        defer { withExtendedLifetime(lock) {} }
        let size = try io(StoreError.cannotRead) { try file.size() }
        let wanted = prefixes.map { $0.lowercased() }
        var matches = [[LocatedReading]](repeating: [], count: wanted.count)
        try forEachLocatedReading(in: file, size: size) { located in
            let id = located.reading.id.lowercased()
            for (index, prefix) in wanted.enumerated() where id.hasPrefix(prefix) {
                matches[index].append(located)
            }
        }
        var removing: [Int: LocatedReading] = [:]
        for (index, prefix) in prefixes.enumerated() {
            let ids = Set(matches[index].map(\.reading.id)).sorted()
            guard !ids.isEmpty else {
                throw StoreError.noSuchID(prefix, storeIsEmpty: false)
            }
            guard ids.count == 1 else {
                throw StoreError.ambiguousID(prefix, count: ids.count, ids: Array(ids.prefix(3)))
            }
            for located in matches[index] { removing[located.range.lowerBound] = located }
        }
        let removed = removing.values.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var removedLines: [StoreChange.RemovedLine] = []
        for located in removed {
            let bytes = try io(StoreError.cannotRead) {
                try file.read(count: located.range.count, at: located.range.lowerBound)
            }
            removedLines.append(
                StoreChange.RemovedLine(offset: located.range.lowerBound, bytes: bytes))
        }
        let change = StoreChange(
            kind: .delete, at: now, sizeBefore: size, sizeAfter: size, removedLines: removedLines)
        let journalError = try rewrite(
            from: file, size: size, removing: removed.map(\.range), recording: change)
        return DeleteResult(removed: removed.map(\.reading), journalError: journalError)
    }

    /// Calls `body` with every valid reading and the byte range of its line.
    func forEachLocatedReading(
        in file: OpenFile, size: Int, _ body: (LocatedReading) throws -> Void
    ) throws {
        try io(StoreError.cannotRead) {
            try StoreLine.forEach(in: file) { line in
                if let reading = line.reading {
                    try body(LocatedReading(reading: reading, range: line.range(inFileOf: size)))
                }
                return true
            }
        }
    }
}
