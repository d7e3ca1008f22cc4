import TempLogJSON

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ReadingStore {
    /// Reads the whole store and reports everything wrong with it. A temporary file counts as
    /// a leftover only when no living process holds it: decided under the writers' lock, taken
    /// without waiting when no one holds it (and let go before the store is read, so writers
    /// never wait for a check), else by whether the process that made it is gone.
    public func check() throws(StoreError) -> StoreCheck {
        let leftovers = StoreLock(ifFree: lockPath, owner: owner).map { lock in
            withExtendedLifetime(lock) { leftoverTemporaryFiles(lockHeld: true) }
        }
        return try check(leftovers: leftovers ?? leftoverTemporaryFiles(lockHeld: false))
    }

    /// `check()`, with the temporary files that are leftovers already found.
    func check(leftovers: [String]) throws(StoreError) -> StoreCheck {
        var report = StoreCheck(path: path)
        report.leftoverFiles = leftovers
        report.unexpectedFiles = unexpectedBesideFiles().map {
            StoreCheck.UnexpectedBesideFile(name: $0.name, found: $0.found)
        }
        let unexpected = Set(report.unexpectedFiles.map(\.name))
        report.conflictCopies = conflictCopies()
        report.looseDirectoryMode =
            missingDirectory == .created
            ? looseMode(parentDirectory(of: realPath), allowed: 0o700) : nil
        guard let file = try openForReading() else { return report }
        report.exists = true
        report.looseFileMode = looseMode(realPath, allowed: 0o600)
        if access(realPath, W_OK) != 0 { report.fileNotWritable = SystemError() }
        if access(parentDirectory(of: realPath), W_OK) != 0 {
            report.directoryNotWritable = SystemError()
        }
        let size = try io(StoreError.cannotRead) { try file.size() }
        report.hasByteOrderMark =
            try io(StoreError.cannotRead) { try file.read(count: 3, at: 0) }
            == StoreLine.byteOrderMark
        if size > 0 {
            report.hasTornTail =
                try io(StoreError.cannotRead) { try file.read(count: 1, at: size - 1) } != [0x0A]
        }
        var ids = IDSet()
        var duplicated: Set<String> = []
        var latest = Int.min
        var lineNumber = 0
        var spellings: [String: [String]] = [:]
        var formerNames: [String: Int] = [:]
        try io(StoreError.cannotRead) {
            try StoreLine.forEach(in: file) { line in
                lineNumber += 1
                switch line.content {
                case .blank:
                    break
                case .invalid:
                    report.malformedLines.append(
                        MalformedLine(
                            lineNumber: lineNumber, preview: line.preview,
                            problem: ReadingLine.problem(in: line.bytes)))
                case .reading(let reading):
                    report.readingCount += 1
                    for kind in line.textProblems {
                        report.textProblems.append(
                            TextProblem(
                                lineNumber: lineNumber, kind: kind, in: line.bytes, as: reading))
                    }
                    if !ids.insert(reading.id) { duplicated.insert(reading.id) }
                    if let name = reading.person.who, NameInput.isFormerName(name) {
                        formerNames[name, default: 0] += 1
                    }
                    if let name = reading.person.who,
                        spellings[name.lowercased()]?.contains(name) != true
                    {
                        spellings[name.lowercased(), default: []].append(name)
                    }
                    if reading.takenAt.secondsSince1970 < latest {
                        report.outOfOrderLines.append(lineNumber)
                    } else {
                        latest = reading.takenAt.secondsSince1970
                    }
                }
                return true
            }
        }
        report.mixedSpellings = spellings.values.filter { $0.count > 1 }
            .map { StoreCheck.MixedSpelling(spellings: $0) }
            .sorted { $0.spellings[0].lowercased() < $1.spellings[0].lowercased() }
        report.formerNames = formerNames.sorted { $0.key < $1.key }.map {
            StoreCheck.FormerName(name: $0.key, readings: $0.value)
        }
        let journalEntries =
            unexpected.contains(path + ".journal") ? [] : (try? journal.entries()) ?? []
        // An import recorded by an older templog has no digests: undo cannot check it by content
        // (it asks for --skip), but the journal is not damaged for that.
        report.damagedJournalLines = journalEntries.filter { entry in
            switch entry.content {
            case .success, .failure(.importWithoutDigests): return false
            case .failure: return true
            }
        }
        .map(\.lineNumber)
        if !unexpected.contains(cyclesName) {
            report.malformedCycleLines = try cycleStarts().malformedLines
        }
        if !unexpected.contains(profilesName) {
            report.malformedProfileLines = try profiles().malformedLines
        }
        if !unexpected.contains(dosesName) {
            report.malformedDoseLines = try doses().malformedLines
        }
        if report.readingCount == 0 { report.isNotAStore = try !looksLikeStore(file) }
        report.hasNoJournal = journalEntries.isEmpty && report.readingCount > 0
        if !duplicated.isEmpty {
            report.duplicateIDs = try lineNumbers(of: duplicated, in: file)
        }
        return report
    }

    /// The copies sync services made of the store, its journal, its profiles, cycles, doses and
    /// identity files, in the store's real directory, by name; each named beside the store's path as
    /// given, or in the real directory when the store is a link to another one.
    func conflictCopies() -> [ConflictCopy] {
        let directory = parentDirectory(of: realPath)
        let shown =
            resolvedPath(parentDirectory(of: path)) != directory
            ? directory + "/" : path.contains("/") ? parentDirectory(of: path) + "/" : ""
        let originals: [(String, ConflictCopy.Original)] = [
            (fileName, .store), (fileName + ".journal", .journal),
            (fileName + ".people", .profiles), (fileName + ".cycles", .cycles),
            (fileName + ".doses", .doses),
            (fileName + ".identity", .identity),
        ]
        return directoryEntries(directory).sorted().compactMap { name in
            originals.first { ConflictCopy.isCopy(name, of: $0.0) }.map {
                ConflictCopy(path: shown + name, original: $0.1)
            }
        }
    }

    /// Where each of `ids` appears, in order of first appearance.
    private func lineNumbers(of ids: Set<String>, in file: OpenFile) throws(StoreError)
        -> [StoreCheck
        .DuplicateID]
    {
        var lines: [String: [Int]] = [:]
        var lineNumber = 0
        try io(StoreError.cannotRead) {
            try StoreLine.forEach(in: file) { line in
                lineNumber += 1
                if let id = line.reading?.id, ids.contains(id) {
                    lines[id, default: []].append(lineNumber)
                }
                return true
            }
        }
        return lines.map { StoreCheck.DuplicateID(id: $0.key, lineNumbers: $0.value) }
            .sorted { $0.lineNumbers[0] < $1.lineNumbers[0] }
    }

    /// Whether `file` can be a store: it is empty, or one of its lines is a reading or a JSON
    /// object (a line templog wrote, damaged or from a newer version). Read from the end, so a
    /// store is known by its last line.
    func looksLikeStore(_ file: OpenFile) throws(StoreError) -> Bool {
        let size = try io(StoreError.cannotRead) { try file.size() }
        var found = false
        var isEmpty = true
        try io(StoreError.cannotRead) {
            try StoreLine.forEachBackwards(in: file, size: size) { line in
                if case .blank = line.content { return true }
                isEmpty = false
                found = line.reading != nil || JSONLine.scanObject(line.bytes) { _, _ in }
                return !found
            }
        }
        return found || isEmpty
    }

    /// Throws `StoreError.notAStore` unless `file` looks like a store (`looksLikeStore`): a
    /// change never adds to, or rewrites, a file that is something else.
    func refuseUnlessStore(_ file: OpenFile) throws(StoreError) {
        guard try !looksLikeStore(file) else { return }
        var lines = 0
        try io(StoreError.cannotRead) {
            try LineReader.forEachLine(in: file) { bytes, _ in
                if !LineReader.isBlank(bytes) { lines += 1 }
                return true
            }
        }
        throw StoreError.notAStore(path: path, lines: lines)
    }

    /// The permission bits of `path` when they allow more than `allowed`.
    func looseMode(_ path: String, allowed: Int) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let mode = Int(status.st_mode) & 0o777
        return mode & ~allowed == 0 ? nil : mode
    }
}
