#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ReadingStore {
    /// What `undo` did.
    public enum UndoOutcome: Equatable, Sendable {
        /// There was no change to reverse; `passedOver` are entries whose change never took
        /// effect.
        case nothingToUndo(passedOver: [StoreChange])
        /// The change was reversed; the journal no longer holds it. `passedOver` are the newer
        /// entries whose change never took effect (a crash after the journal write), gone too.
        case undone(StoreChange, passedOver: [StoreChange])
        /// `undo --skip`: the change (nil for a damaged entry) was taken out of undo's way,
        /// recorded as skipped; the store is as it was.
        case skipped(StoreChange?, passedOver: [StoreChange])
    }

    /// Where the store no longer shows a change: what `undo` names when it refuses.
    public enum UndoDifference: Equatable, Sendable {
        /// Line `lineNumber` has the id of a reading the change added, but not the bytes the
        /// change wrote (edited by hand, say).
        case addedLineChanged(id: String, lineNumber: Int)
        /// No line holds the reading the change added (deleted by hand, say).
        case addedLineMissing(id: String)
        /// Line `lineNumber` holds a reading with the id of one the change removed.
        case removedLineBack(id: String, lineNumber: Int)
        /// The cycles file no longer shows the cycle mark change (edited by hand, say).
        case cycleMarkChanged
        /// The profiles file no longer shows the profile change (edited by hand, say).
        case profileChanged
    }

    /// How the store stands to a change.
    private enum Effect {
        /// As the change left it: undone by removing `addedRanges` and putting back the lines
        /// it removed.
        case shown(addedOffsets: Set<Int>)
        /// As before the change: it never took effect.
        case neverTookEffect
        case differs(UndoDifference)
    }

    /// Reverses the last change the journal records, by content: it removes each line the
    /// change added only where a line has its id and exactly its bytes, and puts the lines it
    /// removed back (in time order) only where their ids are absent. Entries whose change
    /// never took effect (the store is as before them, and the journal never marked them
    /// done: a crash came between the two) are passed over. A change the store no longer
    /// shows is refused, naming the line that differs, and nothing changes, the journal
    /// included; so is a damaged or implausible entry, and a repair.
    public func undo() throws -> UndoOutcome {
        try undo(skippingAt: nil)
    }

    /// `undo --skip`: the change `undo` would look at next (one that cannot be undone, a
    /// damaged or implausible entry) is taken out of its way instead of reversed, and the
    /// journal records the skip at `now`; the store is left as it is.
    public func skipUndo(at now: Timestamp) throws -> UndoOutcome {
        try undo(skippingAt: now)
    }

    private func undo(skippingAt skipTime: Timestamp?) throws -> UndoOutcome {
        // Nothing was ever written here (a fresh install): no directory, no journal, no store.
        if pathKind(parentDirectory(of: realPath)) == .missing {
            return .nothingToUndo(passedOver: [])
        }
        let lockAndFile = try openForChange()
        let lock = try lockAndFile?.0 ?? acquireLock(storeExists: false)
        defer { withExtendedLifetime(lock) {} }
        let file = lockAndFile?.1
        let entries: [Journal.Entry]
        do {
            entries = try journal.entries()
        } catch {
            throw StoreError.cannotRead(path: journalPath, error)
        }
        if entries.isEmpty, let file, try io(StoreError.cannotRead, { try file.size() }) > 0 {
            throw StoreError.noJournal(path: journalPath)
        }
        var passedOver: [StoreChange] = []
        for entry in entries.reversed() {
            guard let change = entry.change else {
                if let skipTime { return try skip(entry, at: skipTime, passedOver: passedOver) }
                throw StoreError.journalDamaged(path: journalPath, lineNumber: entry.lineNumber)
            }
            if change.kind == .skip { continue }
            if change.kind == .repair { throw StoreError.cannotUndoRepair(at: change.at) }
            guard change.isPlausible else {
                if let skipTime { return try skip(entry, at: skipTime, passedOver: passedOver) }
                throw StoreError.journalImplausible(
                    path: journalPath, lineNumber: entry.lineNumber)
            }
            var effect = try self.effect(of: change, in: file)
            if case .neverTookEffect = effect {
                guard change.isDone else {
                    passedOver.append(change)
                    continue
                }
                // It was made, and is gone since: removed by hand, say.
                effect = .differs(try missingDifference(change, in: file))
            }
            if let skipTime { return try skip(entry, at: skipTime, passedOver: passedOver) }
            if case .differs(let difference) = effect {
                throw StoreError.changedSince(change, difference)
            }
            guard case .shown(let addedOffsets) = effect else { continue }
            if change.isCycleChange {
                try reverseCycleChange(change)
            } else if change.kind == .profile {
                try reverseProfileChange(change)
            } else if let file {
                try reverse(change, removing: addedOffsets, in: file)
            } else if !change.removedLines.isEmpty {
                // The store file itself is gone: its lines cannot be put back into it, and the
                // journal entry is their only copy, so nothing is dropped.
                throw StoreError.cannotRead(path: path, SystemError(code: ENOENT))
            }
            try? journal.removeEntries(from: entry.offset)
            return .undone(change, passedOver: passedOver)
        }
        return .nothingToUndo(passedOver: passedOver)
    }

    /// Takes `entry` out of the journal and records the skip, the caller holding the lock.
    private func skip(_ entry: Journal.Entry, at: Timestamp, passedOver: [StoreChange]) throws
        -> UndoOutcome
    {
        var renamed = false
        do {
            try journal.skip(
                entry, recording: StoreChange(kind: .skip, at: at, skippedLine: entry.bytes),
                faults: { (point: FaultPoint) throws(SystemError) in
                    renamed = point == .afterRenameBeforeDirectorySync
                    try reached(point)
                })
        } catch {
            throw renamed
                ? StoreError.cannotSyncDirectory(path: journalPath, error)
                : StoreError.cannotRewrite(path: journalPath, error)
        }
        return .skipped(entry.change, passedOver: passedOver)
    }

    /// How the store (or the cycles file) stands to `change`.
    private func effect(of change: StoreChange, in file: OpenFile?) throws -> Effect {
        if change.isCycleChange {
            return try cyclesFileShows(change) ? .shown(addedOffsets: []) : .neverTookEffect
        }
        if change.kind == .profile {
            switch try profilesFileShows(change) {
            case true: return .shown(addedOffsets: [])
            case false: return .neverTookEffect
            case nil: return .differs(.profileChanged)
            }
        }
        var addedDigests: [String: String] = [:]
        for (id, digest) in zip(change.addedIDs, change.addedDigests) { addedDigests[id] = digest }
        var removedTexts: [String: [[UInt8]]] = [:]
        for line in change.removedLines {
            if let id = line.reading?.id { removedTexts[id, default: []].append(line.text) }
        }
        var addedOffsets: [String: Int] = [:]
        var removedStillThere: Set<String> = []
        var difference: UndoDifference?
        var lineNumber = 0
        if let file {
            try io(StoreError.cannotRead) {
                try StoreLine.forEach(in: file) { line in
                    lineNumber += 1
                    guard let id = line.reading?.id else { return true }
                    let digest = addedDigests[id]
                    let removed = removedTexts[id]
                    guard digest != nil || removed != nil else { return true }
                    if removed?.contains(where: { $0.elementsEqual(line.bytes) }) == true {
                        removedStillThere.insert(id)
                    } else if let digest, addedOffsets[id] == nil, SHA256.hex(line.bytes) == digest
                    {
                        addedOffsets[id] = line.offset
                    } else if difference == nil {
                        difference =
                            digest != nil
                            ? .addedLineChanged(id: id, lineNumber: lineNumber)
                            : .removedLineBack(id: id, lineNumber: lineNumber)
                    }
                    return true
                }
            }
        }
        if let difference { return .differs(difference) }
        if addedOffsets.count == addedDigests.count, removedStillThere.isEmpty {
            return .shown(addedOffsets: Set(addedOffsets.values))
        }
        if addedOffsets.isEmpty, removedStillThere.count == removedTexts.count {
            return .neverTookEffect
        }
        if let missing = change.addedIDs.first(where: { addedOffsets[$0] == nil }) {
            return .differs(.addedLineMissing(id: missing))
        }
        let back = removedStillThere.sorted()[0]
        return .differs(
            .removedLineBack(id: back, lineNumber: try firstLine(holding: back, in: file)))
    }

    /// What a change that was made shows none of: the first reading it added, or the first it
    /// removed, which is back.
    private func missingDifference(_ change: StoreChange, in file: OpenFile?) throws
        -> UndoDifference
    {
        if let id = change.addedIDs.first { return .addedLineMissing(id: id) }
        if let id = change.removedReadings.first?.id {
            return .removedLineBack(id: id, lineNumber: try firstLine(holding: id, in: file))
        }
        return change.kind == .profile ? .profileChanged : .cycleMarkChanged
    }

    /// The number of the first line holding the reading `id`.
    private func firstLine(holding id: String, in file: OpenFile?) throws -> Int {
        guard let file else { return 0 }
        var lineNumber = 0
        var found = 0
        try io(StoreError.cannotRead) {
            try StoreLine.forEach(in: file) { line in
                lineNumber += 1
                if line.reading?.id == id { found = lineNumber }
                return found == 0
            }
        }
        return found
    }

    /// Rewrites the store without the lines at `addedOffsets` and with the lines `change`
    /// removed back in time order (after the readings taken at or before each).
    private func reverse(_ change: StoreChange, removing addedOffsets: Set<Int>, in file: OpenFile)
        throws
    {
        let restoring = change.removedLines.compactMap { line in
            line.reading.map { (instant: $0.takenAt.secondsSince1970, text: line.text) }
        }
        .sorted { $0.instant < $1.instant }
        try rewrite { temporary in
            var buffer: [UInt8] = []
            var next = 0
            try StoreLine.forEach(in: file) { line in
                if addedOffsets.contains(line.offset) { return true }
                if let reading = line.reading {
                    while next < restoring.count,
                        restoring[next].instant < reading.takenAt.secondsSince1970
                    {
                        buffer += restoring[next].text
                        buffer.append(0x0A)
                        next += 1
                    }
                }
                buffer += line.bytes
                buffer.append(0x0A)
                if buffer.count >= LineReader.chunkSize {
                    try temporary.write(buffer)
                    buffer.removeAll(keepingCapacity: true)
                }
                return true
            }
            for line in restoring[next...] {
                buffer += line.text
                buffer.append(0x0A)
            }
            try temporary.write(buffer)
        }
    }

    /// The changes the journal holds, newest first (nil for a damaged entry).
    public func changes() throws -> [StoreChange?] {
        do {
            return try journal.entries().map(\.change).reversed()
        } catch {
            throw StoreError.cannotRead(path: journalPath, error)
        }
    }
}
