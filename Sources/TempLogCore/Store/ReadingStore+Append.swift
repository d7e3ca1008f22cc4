import TempLogText

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ReadingStore {
    /// How a reading was stored.
    public enum AppendOutcome: Equatable, Sendable {
        /// At the end of the file: the reading is the newest.
        case appended
        /// Back-dated: placed in `takenAt` order by rewriting the file.
        case inserted
    }

    /// What `append` did, and what it noticed on the way.
    public struct AppendResult: Equatable, Sendable {
        /// The reading as stored: with the person's name spelled as the store already has it.
        public let reading: Reading
        /// Where it went.
        public let outcome: AppendOutcome
        /// An earlier reading of the same person with the same value taken within ten minutes
        /// of it: perhaps the same reading entered twice.
        public let nearDuplicate: Reading?
        /// Whether the reading is the first of a named person: the store had none of theirs.
        public let isNewPerson: Bool
        /// The person's usual temperature before the reading's day, read before it was stored,
        /// when asked for and known.
        public let usualTemperature: Temperature?
    }

    /// How close in time two readings of one person with one value must be to look like the
    /// same reading entered twice.
    public static let nearDuplicateSeconds = 600

    /// Stores `reading`: appended when it is not older than the last one, else inserted in
    /// order. A name the store already has in another spelling (`HANA` for `hana`) takes the
    /// store's spelling. The line is read back before anything is written: a reading it would
    /// not give back as it is throws `StoreError.notStorable`.
    @discardableResult
    public func append(_ reading: Reading) throws(StoreError) -> AppendResult {
        try append(reading, readingUsualTemperatureFirst: false)
    }

    /// Stores `reading` as `append(_:)` does, having first read its person's usual temperature
    /// over the 30 days before its day (see `UsualTemperature`) into the result's
    /// `usualTemperature`: read under the lock from the file the reading then goes into, one
    /// open and one look at the file, for `add`'s note on a reading well above it.
    @discardableResult
    public func appendNotingUsualTemperature(_ reading: Reading) throws(StoreError) -> AppendResult
    {
        try append(reading, readingUsualTemperatureFirst: true)
    }

    /// `append(_:)`, and `appendNotingUsualTemperature(_:)` when `readingUsualTemperatureFirst`.
    private func append(
        _ reading: Reading, readingUsualTemperatureFirst: Bool
    ) throws(StoreError) -> AppendResult {
        // Checked before the store is opened, which creates it; checked again as spelled below.
        _ = try ReadingLine.line(for: reading, in: path)
        try prepareDirectory()
        let existed = pathKind(realPath) != .missing
        let lock = try acquireLock(storeExists: existed)
        defer { withExtendedLifetime(lock) {} }
        let file: OpenFile
        do {
            file = try OpenFile(path: realPath, flags: O_RDWR | O_APPEND | O_CREAT, mode: 0o600)
        } catch {
            throw existed
                ? openFailure(error)
                : StoreError.cannotCreate(path: path, error)
        }
        let size = try io(StoreError.cannotRead) { try file.size() }
        let usualTemperature =
            readingUsualTemperatureFirst
            ? try self.usualTemperature(
                of: reading.person, before: reading.takenAt.localDate, in: file, size: size)
            : nil
        var stored = reading
        let neighbours = try self.neighbours(of: reading, in: file, size: size)
        if let spelling = neighbours.spelling { stored.person = .named(spelling) }
        let line = try ReadingLine.line(for: stored, in: path)
        let lastByte =
            size == 0 ? [] : try io(StoreError.cannotRead) { try file.read(count: 1, at: size - 1) }
        let endsWithNewline = size == 0 || lastByte == [0x0A]
        let change = RecordedChange(
            .add(stored, digest: LineDigest(line: line)), at: reading.recordedAt)
        if let insertion = neighbours.insertionOffset {
            try insert(
                line, at: insertion, into: file, size: size, endsWithNewline: endsWithNewline,
                recording: change)
            return AppendResult(
                reading: stored, outcome: .inserted, nearDuplicate: neighbours.nearDuplicate,
                isNewPerson: neighbours.isNewPerson, usualTemperature: usualTemperature)
        }
        let bytes = endsWithNewline ? line : [0x0A] + line
        let journalMark = try recordInJournal(change)
        do {
            try reached(.journalWritten)
            try file.write(bytes)
        } catch {
            try? file.truncate(to: size)
            journal.retract(to: journalMark)
            throw StoreError.cannotWrite(path: path, error)
        }
        do {
            try reached(.appendWritten)
            try file.sync()
        } catch {
            // A line that may not be on disk is not kept: a retry must not make a duplicate.
            try? file.truncate(to: size)
            journal.retract(to: journalMark)
            throw StoreError.cannotSync(path: path, error)
        }
        if !existed { try syncDirectory(after: nil) }
        journal.markDone(journalMark)
        return AppendResult(
            reading: stored, outcome: .appended, nearDuplicate: neighbours.nearDuplicate,
            isNewPerson: neighbours.isNewPerson, usualTemperature: usualTemperature)
    }

    /// What the readings around a new one say about it, found by reading the file backwards
    /// from its end: only as far as the new reading's time, its name, and ten minutes before it.
    private struct Neighbours {
        /// Where a back-dated reading goes; nil when it belongs at the end.
        var insertionOffset: Int?
        /// The spelling the store has for the new reading's person.
        var spelling: String?
        var nearDuplicate: Reading?
        /// A named person the store has no reading of.
        var isNewPerson = false
    }

    private func neighbours(of reading: Reading, in file: OpenFile, size: Int) throws(StoreError)
        -> Neighbours
    {
        var found = Neighbours(isNewPerson: reading.person != .owner)
        guard size > 0 else { return found }
        let instant = reading.takenAt.secondsSince1970
        let person = reading.person
        var passedInsertion = false
        var needsSpelling = person != .owner
        var isLastReading = true
        var firstLineOffset = 0
        try io(StoreError.cannotRead) {
            try StoreLine.forEachBackwards(in: file, size: size) { line in
                firstLineOffset = line.offset
                guard let existing = line.reading else { return true }
                let existingInstant = existing.takenAt.secondsSince1970
                if !passedInsertion, existingInstant <= instant {
                    passedInsertion = true
                    if !isLastReading { found.insertionOffset = line.offset + line.bytes.count + 1 }
                }
                isLastReading = false
                if needsSpelling, existing.person == person {
                    found.spelling = existing.person.who
                    needsSpelling = false
                }
                if found.nearDuplicate == nil, existing.person == person,
                    existing.temperature == reading.temperature,
                    abs(existingInstant - instant) <= Self.nearDuplicateSeconds
                {
                    found.nearDuplicate = existing
                }
                let pastWindow = existingInstant < instant - Self.nearDuplicateSeconds
                return !(passedInsertion && pastWindow && !needsSpelling)
            }
        }
        // Before every reading, but after a byte order mark.
        if !passedInsertion, !isLastReading { found.insertionOffset = firstLineOffset }
        // The scan reads the whole file while the name is unmatched.
        found.isNewPerson = needsSpelling
        return found
    }

    /// Places a back-dated line at `offset`, after the last reading taken at or before it.
    private func insert(
        _ line: [UInt8], at offset: Int, into file: OpenFile, size: Int, endsWithNewline: Bool,
        recording change: RecordedChange
    ) throws(StoreError) {
        try rewrite(recording: change) { temporary in
            try copy(file, range: 0..<offset, to: temporary)
            try temporary.write(line)
            try copy(file, range: offset..<size, to: temporary)
            if !endsWithNewline { try temporary.write([0x0A]) }
        }
    }
}
