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
        case nothingToUndo(passedOver: [RecordedChange])
        /// The change was reversed (an import with the marks it found in the cycles file and
        /// took out); the journal no longer holds it. `passedOver` are the newer entries whose
        /// change never took effect (a crash after the journal write), gone too.
        case undone(RecordedChange, passedOver: [RecordedChange])
        /// `undo --skip`: the change (nil for an entry that records none undo can act on) was
        /// taken out of undo's way, recorded as skipped; the store is as it was.
        case skipped(RecordedChange?, passedOver: [RecordedChange])
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
        /// The doses file no longer shows the dose change (edited by hand, say).
        case doseChanged
    }

    /// How the store stands to a change.
    enum Effect {
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
    public func undo() throws(StoreError) -> UndoOutcome {
        try undo(skippingAt: nil)
    }

    /// `undo --skip`: the change `undo` would look at next (one that cannot be undone, a
    /// damaged or implausible entry) is taken out of its way instead of reversed, and the
    /// journal records the skip at `now`; the store is left as it is.
    public func skipUndo(at now: Timestamp) throws(StoreError) -> UndoOutcome {
        try undo(skippingAt: now)
    }

    private func undo(skippingAt skipTime: Timestamp?) throws(StoreError) -> UndoOutcome {
        // Nothing was ever written here (a fresh install): no directory, no journal, no store.
        if pathKind(parentDirectory(of: realPath)) == .missing {
            return .nothingToUndo(passedOver: [])
        }
        let lockAndFile = try openForChange()
        let lock: StoreLock
        if let held = lockAndFile?.0 {
            lock = held
        } else {
            lock = try acquireLock(storeExists: false)
        }
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
        var passedOver: [RecordedChange] = []
        for entry in entries.reversed() {
            let line: JournalLine
            switch entry.content {
            case .success(let decoded):
                line = decoded
            case .failure(let problem):
                if let skipTime { return try skip(entry, at: skipTime, passedOver: passedOver) }
                throw problem == .damaged
                    ? StoreError.journalDamaged(path: journalPath, lineNumber: entry.lineNumber)
                    : StoreError.journalImplausible(
                        path: journalPath, lineNumber: entry.lineNumber)
            }
            let recorded = line.recorded
            switch recorded.change {
            case .skip: continue
            case .repair: throw StoreError.cannotUndoRepair(at: recorded.at)
            default: break
            }
            var effect = try self.effect(of: recorded.change, in: file)
            if case .neverTookEffect = effect {
                guard line.isDone else {
                    passedOver.append(recorded)
                    continue
                }
                // It was made, and is gone since: removed by hand, say.
                effect = .differs(try missingDifference(recorded.change, in: file))
            }
            if let skipTime { return try skip(entry, at: skipTime, passedOver: passedOver) }
            if case .differs(let difference) = effect {
                throw StoreError.changedSince(recorded, difference)
            }
            guard case .shown(let addedOffsets) = effect else { continue }
            let reversed = try reverse(recorded.change, removing: addedOffsets, in: file)
            try? journal.removeEntries(from: entry.offset)
            return .undone(RecordedChange(reversed, at: recorded.at), passedOver: passedOver)
        }
        return .nothingToUndo(passedOver: passedOver)
    }

    /// Takes `entry` out of the journal and records the skip, the caller holding the lock.
    private func skip(_ entry: Journal.Entry, at: Timestamp, passedOver: [RecordedChange])
        throws(StoreError)
        -> UndoOutcome
    {
        var renamed = false
        do {
            try journal.skip(
                entry,
                recording: RecordedChange(.skip(SkippedEntry(line: entry.bytes)), at: at),
                faults: { (point: FaultPoint) throws(SystemError) in
                    renamed = point == .afterRenameBeforeDirectorySync
                    try reached(point)
                })
        } catch {
            throw renamed
                ? StoreError.cannotSyncDirectory(path: journalPath, error)
                : StoreError.cannotRewrite(path: journalPath, error)
        }
        return .skipped(entry.recorded, passedOver: passedOver)
    }

    /// How the store (or the file beside it that `change` changed) stands to `change`.
    private func effect(of change: StoreChange, in file: OpenFile?) throws(StoreError) -> Effect {
        switch change {
        case .add, .delete:
            return try storeEffect(of: change, in: file)
        case .import, .update, .rename:
            return try spanningEffect(of: change, in: file)
        case .cycleStart(let mark):
            return try cycleMarksInFile([mark]).isEmpty
                ? .neverTookEffect : .shown(addedOffsets: [])
        case .cycleRemove(let marks):
            return try cycleMarksInFile(marks).isEmpty ? .shown(addedOffsets: []) : .neverTookEffect
        case .profile(let profileChange):
            switch try profilesFileShows(profileChange) {
            case true: return .shown(addedOffsets: [])
            case false: return .neverTookEffect
            case nil: return .differs(.profileChanged)
            }
        case .dose(let doseChange):
            switch try dosesFileShows(doseChange) {
            case true: return .shown(addedOffsets: [])
            case false: return .neverTookEffect
            case nil: return .differs(.doseChanged)
            }
        case .repair, .skip:
            // Undo stops at a repair and passes over a skip before it asks.
            return .neverTookEffect
        }
    }

    /// How the store and the files beside it stand to an import, an update or a rename. The
    /// store decides, the profiles and a rename's cycle marks following it (see
    /// `besideReplacements`); a change of the files beside the store alone is decided by them.
    /// An import's cycle marks go in after its lines and come out before them, so a crash
    /// between the two leaves its lines without (some of) its marks: that is the import shown,
    /// and undoing it takes out what is there. Marks without the lines are not: the import's
    /// readings are gone since.
    private func spanningEffect(of change: StoreChange, in file: OpenFile?) throws(StoreError)
        -> Effect
    {
        let beside = try besideFilesShow(change)
        let marks = change.importedCycleMarks
        let marked = marks.isEmpty ? 0 : try cycleMarksInFile(marks).count
        guard !change.addedLines.isEmpty || !change.removedLines.isEmpty else {
            let changesBeside =
                !change.besideProfiles.isEmpty || change.besideCycleMarks != ([], [])
            guard let beside else { return .differs(.profileChanged) }
            return (changesBeside && beside) || marked > 0
                ? .shown(addedOffsets: []) : .neverTookEffect
        }
        let effect = try storeEffect(of: change, in: file)
        switch effect {
        case .differs: return effect
        case .shown: return beside == nil ? .differs(.profileChanged) : effect
        case .neverTookEffect:
            guard marked > 0, let id = change.addedLines.first?.id else { return effect }
            return .differs(.addedLineMissing(id: id))
        }
    }

    /// How the store stands to a change of its lines: the lines it added (by id and digest)
    /// and those it removed (by id and bytes).
    func storeEffect(of change: StoreChange, in file: OpenFile?) throws(StoreError) -> Effect {
        var addedDigests: [String: LineDigest] = [:]
        for line in change.addedLines { addedDigests[line.id] = line.digest }
        var removedTexts: [String: [[UInt8]]] = [:]
        for line in change.removedLines {
            removedTexts[line.reading.id, default: []].append(line.bytes)
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
                    } else if let digest, addedOffsets[id] == nil,
                        LineDigest(line: line.bytes) == digest
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
        if let missing = change.addedLines.first(where: { addedOffsets[$0.id] == nil }) {
            return .differs(.addedLineMissing(id: missing.id))
        }
        let back = removedStillThere.sorted()[0]
        return .differs(
            .removedLineBack(id: back, lineNumber: try firstLine(holding: back, in: file)))
    }

    /// What a change that was made shows none of: the first reading it added, or the first it
    /// removed, which is back.
    private func missingDifference(_ change: StoreChange, in file: OpenFile?) throws(StoreError)
        -> UndoDifference
    {
        if let id = change.addedLines.first?.id { return .addedLineMissing(id: id) }
        if let id = change.removedLines.first?.reading.id {
            return .removedLineBack(id: id, lineNumber: try firstLine(holding: id, in: file))
        }
        switch change {
        case .profile: return .profileChanged
        case .dose: return .doseChanged
        case .cycleStart, .cycleRemove: return .cycleMarkChanged
        default: return .profileChanged
        }
    }

    /// The number of the first line holding the reading `id`.
    private func firstLine(holding id: String, in file: OpenFile?) throws(StoreError) -> Int {
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

    /// Reverses `change`, which the store (or the file beside it) shows, `addedOffsets` being
    /// where the lines it added are. Returns what it reversed: `change`, for an import with
    /// only the marks the cycles file still showed.
    private func reverse(_ change: StoreChange, removing addedOffsets: Set<Int>, in file: OpenFile?)
        throws(StoreError) -> StoreChange
    {
        switch change {
        case .cycleStart(let mark): try rewrite([cycleMarksRemoval([mark])], recording: nil)
        case .cycleRemove(let marks): try reverseCycleRemove(marks)
        case .profile(let profileChange): try reverseProfileChange(profileChange)
        case .dose(let doseChange): try reverseDoseChange(doseChange)
        case .repair, .skip:
            // Undo stops at a repair and passes over a skip: neither is reversed.
            break
        case .add, .delete, .import, .update, .rename:
            // The files beside the store go first, an import's marks (see
            // `spanningEffect(of:in:)`) and those that follow the store (see
            // `besideReplacements`), then the store: cut short between them, the store still
            // shows the change, and undo finishes it.
            let imported = change.importedCycleMarks
            let marks = imported.isEmpty ? [] : try cycleMarksInFile(imported)
            var replacements: [Replacement] = []
            if !marks.isEmpty { replacements.append(try cycleMarksRemoval(marks)) }
            replacements += try besideReplacements(for: change, showing: false)
            if let file, !change.addedLines.isEmpty || !change.removedLines.isEmpty {
                replacements.append(storeReversal(change, removing: addedOffsets, in: file))
            } else if file == nil, !change.removedLines.isEmpty {
                // The store file itself is gone: its lines cannot be put back into it, and the
                // journal entry is their only copy, so nothing is dropped.
                throw StoreError.cannotRead(path: path, SystemError(code: ENOENT))
            }
            if !replacements.isEmpty { try rewrite(replacements, recording: nil) }
            return change.withImportedCycleMarks(marks)
        }
        return change
    }

    /// The rewrite of the store without the lines at `addedOffsets` and with the lines
    /// `change` removed back in time order (after the readings taken at or before each).
    private func storeReversal(
        _ change: StoreChange, removing addedOffsets: Set<Int>, in file: OpenFile
    ) -> Replacement {
        let restoring = change.removedLines.map { line in
            (instant: line.reading.takenAt.secondsSince1970, text: line.bytes)
        }
        .sorted { $0.instant < $1.instant }
        return storeReplacement { temporary in
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
                if buffer.count >= LineReader.copySize {
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

    /// The changes the journal holds, newest first (nil for an entry that records none `undo`
    /// can act on: a damaged one, say).
    public func changes() throws(StoreError) -> [RecordedChange?] {
        do {
            return try journal.entries().map(\.recorded).reversed()
        } catch {
            throw StoreError.cannotRead(path: journalPath, error)
        }
    }
}
