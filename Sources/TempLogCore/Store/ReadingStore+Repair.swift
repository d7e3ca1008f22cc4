import TempLogText

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ReadingStore {
    /// Fixes what `check` finds: unreadable and duplicate lines move to a `.rejected-<time>`
    /// file beside the store (never deleted), readings are sorted, a second reading with an id
    /// already taken gets a new id, modes are tightened and leftovers removed. Returns what
    /// was done.
    public func repair(now: Timestamp) throws(StoreError) -> [RepairAction] {
        guard let (lock, file) = try openForChange(removingLeftovers: false) else { return [] }
        defer { withExtendedLifetime(lock) {} }
        let report = try check(leftovers: leftoverTemporaryFiles(lockHeld: true))
        var restartedJournal = false
        var actions: [RepairAction] = []
        if report.needsRewrite || !report.damagedJournalLines.isEmpty {
            // The damaged entries are set aside, never lost.
            if !report.damagedJournalLines.isEmpty {
                actions.append(try setAsideDamagedJournalEntries(report, now: now))
            }
            // No change before a repair can be undone across it; the journal says so before
            // the store changes, or the store does not change.
            try restartJournal(with: RecordedChange(.repair, at: now))
            restartedJournal = !report.damagedJournalLines.isEmpty
        }
        if report.needsRewrite {
            actions += try rewriteRepairing(file, report: report, now: now)
        }
        if restartedJournal { actions.append(.restartedJournal) }
        if !report.malformedCycleLines.isEmpty {
            actions.append(try repairCycleLines(now: now))
        }
        if !report.malformedProfileLines.isEmpty {
            actions.append(try repairProfileLines(now: now))
        }
        if !report.malformedDoseLines.isEmpty {
            actions.append(try repairDoseLines(now: now))
        }
        if report.looseFileMode != nil, changeMode(realPath, to: 0o600) {
            actions.append(.tightenedFileMode)
        }
        if report.looseDirectoryMode != nil, changeMode(parentDirectory(of: realPath), to: 0o700) {
            actions.append(.tightenedDirectoryMode)
        }
        for name in report.leftoverFiles
        where removeFile(parentDirectory(of: realPath) + "/" + name) {
            actions.append(.removedLeftover(name: name))
        }
        return actions
    }

    /// Copies the journal's damaged entries to a `.rejected` file beside it before the journal
    /// starts afresh.
    private func setAsideDamagedJournalEntries(_ report: StoreCheck, now: Timestamp)
        throws(StoreError)
        -> RepairAction
    {
        let damaged = Set(report.damagedJournalLines)
        let entries = try io(StoreError.cannotRead, naming: path + ".journal") {
            try journal.entries()
        }
        let lines: [UInt8] = entries.filter { damaged.contains($0.lineNumber) }.flatMap {
            $0.bytes + [0x0A]
        }
        let rejectedPath = try createRejectedFile(beside: journalPath, now: now) {
            file throws(StoreError) in
            try io(StoreError.cannotWrite) {
                try file.write(lines)
                try file.sync()
            }
        }
        return .movedLines(unreadable: damaged.count, duplicates: 0, path: rejectedPath)
    }

    private func rewriteRepairing(_ file: OpenFile, report: StoreCheck, now: Timestamp)
        throws(StoreError)
        -> [RepairAction]
    {
        let size = try io(StoreError.cannotRead) { try file.size() }
        let duplicated = Set(report.duplicateIDs.map(\.id))
        var kept: [(instant: Int, range: Range<Int>)] = []
        var rejected: [Range<Int>] = []
        var duplicateLines = 0
        var replacements: [Int: [UInt8]] = [:]
        var linesByID: [String: [[UInt8]]] = [:]
        var actions: [RepairAction] = []
        var generator = SystemRandomNumberGenerator()
        var lineNumber = 0
        let canonical = Dictionary(
            uniqueKeysWithValues: report.mixedSpellings.map {
                ($0.spellings[0].lowercased(), $0.spellings[0])
            })
        var respelled: [String: Int] = [:]
        var filedAsOwner: [String: Int] = [:]
        var cleanedLines = 0
        try io(StoreError.cannotRead) {
            try StoreLine.forEach(in: file) { line in
                lineNumber += 1
                let range = line.range(inFileOf: size)
                switch line.content {
                case .blank:
                    return true
                case .invalid:
                    rejected.append(range)
                    return true
                case .reading(let reading):
                    var changes: [ReadingKey: String?] = [:]
                    if duplicated.contains(reading.id) {
                        let bytes = Array(line.bytes)
                        let earlier = linesByID[reading.id, default: []]
                        if earlier.contains(bytes) {
                            rejected.append(range)
                            duplicateLines += 1
                            return true
                        }
                        linesByID[reading.id, default: []].append(bytes)
                        if !earlier.isEmpty {
                            let newID = Reading.makeID(using: &generator)
                            changes[.id] = newID
                            actions.append(
                                .gaveNewID(line: lineNumber, newID: newID, takenID: reading.id))
                        }
                    }
                    let cleanable = report.textProblems.filter {
                        $0.lineNumber == lineNumber && $0.isRepairable
                    }
                    for problem in cleanable {
                        changes[problem.kind == .who ? .who : .note] = .some(problem.cleaned)
                    }
                    cleanedLines += cleanable.isEmpty ? 0 : 1
                    if let name = reading.person.who, let spelling = canonical[name.lowercased()],
                        spelling != name
                    {
                        changes[.who] = spelling
                        respelled[spelling, default: 0] += 1
                    }
                    if let name = reading.person.who, NameInput.isFormerName(name) {
                        changes[.who] = .some(nil)
                        filedAsOwner[name, default: 0] += 1
                    }
                    if !changes.isEmpty {
                        // Every other member of the line, unknown keys too, stays as it is.
                        replacements[line.offset] =
                            ReadingLine.replacing(changes, in: line.bytes)! + [0x0A]
                    }
                    kept.append((reading.takenAt.secondsSince1970, range))
                    return true
                }
            }
        }
        if !rejected.isEmpty {
            let rejectedPath = try quarantine(rejected, from: file, now: now)
            let moved = RepairAction.movedLines(
                unreadable: rejected.count - duplicateLines, duplicates: duplicateLines,
                path: rejectedPath
            )
            actions.insert(moved, at: 0)
        }
        if report.hasByteOrderMark { actions.append(.removedByteOrderMark) }
        if cleanedLines > 0 { actions.append(.cleanedText(lines: cleanedLines)) }
        if !report.outOfOrderLines.isEmpty {
            actions.append(.sorted)
        }
        for (name, count) in respelled.sorted(by: { $0.key < $1.key }) {
            actions.append(.unifiedSpelling(name: name, lines: count))
        }
        for (name, count) in filedAsOwner.sorted(by: { $0.key < $1.key }) {
            actions.append(.filedAsOwner(name: name, lines: count))
        }
        kept.sort { $0.instant < $1.instant }
        try rewrite { temporary in
            var buffer: [UInt8] = []
            for entry in kept {
                if let replacement = replacements[entry.range.lowerBound] {
                    buffer += replacement
                } else {
                    buffer += try file.read(count: entry.range.count, at: entry.range.lowerBound)
                    if buffer.last != 0x0A { buffer.append(0x0A) }
                }
                if buffer.count >= LineReader.copySize {
                    try temporary.write(buffer)
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            try temporary.write(buffer)
        }
        if report.hasTornTail, rejected.last?.upperBound != size {
            actions.append(.endedLastLine)
        }
        return actions
    }

    /// Copies the lines in `ranges` to a new `<store>.rejected-<time>` file (0600) and
    /// returns its path.
    private func quarantine(_ ranges: [Range<Int>], from file: OpenFile, now: Timestamp)
        throws(StoreError)
        -> String
    {
        try createRejectedFile(beside: realPath, now: now) { rejected throws(StoreError) in
            try io(StoreError.cannotWrite) {
                for range in ranges {
                    var line = try file.read(count: range.count, at: range.lowerBound)
                    if line.last != 0x0A { line.append(0x0A) }
                    try rejected.write(line)
                }
                try reached(.rejectedFileWritten)
                try rejected.sync()
            }
        }
    }

    /// Creates a new `<target>.rejected-<time>` file (0600), has `write` fill it, and returns
    /// its path.
    func createRejectedFile(
        beside target: String, now: Timestamp, _ write: (OpenFile) throws(StoreError) -> Void
    ) throws(StoreError) -> String {
        let stamp = String(building: { text in
            let day = now.localDate
            for (value, width) in [(day.year, 4), (day.month, 2), (day.day, 2)] {
                text.appendDigits(value, width: width)
            }
            text.append(UInt8(ascii: "T"))
            let second = now.secondOfDay
            for value in [second / 3600, second / 60 % 60, second % 60] {
                text.appendDigits(value, width: 2)
            }
        })
        var attempt = 1
        while true {
            let candidate = "\(target).rejected-\(stamp)" + (attempt == 1 ? "" : "-\(attempt)")
            let rejected: OpenFile
            do {
                rejected = try OpenFile.created(
                    candidate, flags: O_WRONLY, mode: 0o600, owner: owner)
            } catch let error as SystemError where error.code == EEXIST {
                attempt += 1
                continue
            } catch let error as SystemError {
                throw StoreError.cannotCreateFile(path: candidate, error)
            } catch {
                throw storeError(error, naming: candidate)
            }
            try write(rejected)
            return candidate
        }
    }
}
