#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The change journal beside the store (`<store>.journal`, 0600, JSON Lines): one line per
/// change, written under the store's lock and made durable before the store changes.
///
/// It keeps at least the last 100 changes (every hundredth change first trims it to 99). A
/// missing or damaged journal never stops a change; it only limits what `undo` can do. A
/// journal that cannot be written stops every change: a change is made only after its entry
/// is durable.
struct Journal {
    let path: String
    /// The store's owner, whose file the journal must be (see `OpenFile.own`).
    let owner: FileOwner

    /// How many changes a trim keeps.
    static let kept = 100

    /// Where `record` wrote an entry: the journal's size before it, which `retract(to:)` goes
    /// back to if the store change then fails, and the byte of its `"done":0`, which
    /// `markDone(_:)` turns into 1 once the store change is made.
    struct Mark {
        let size: Int
        let doneOffset: Int
    }

    /// Records `change` at the end, durably, as not yet done. Every hundredth change first
    /// trims the journal to the 99 changes before it.
    func record(_ change: RecordedChange) throws(SystemError) -> Mark {
        var file = try open(O_RDWR | O_APPEND, creating: true)!
        var size = try file.size()
        let sequence = (lastSequence(in: file, size: size) ?? 0) + 1
        let line = JournalLine(sequence: sequence, isDone: false, recorded: change)
        if sequence % Self.kept == 0 {
            trim(keeping: Self.kept - 1)
            // The trim replaced the file: append to the new one.
            file = try open(O_RDWR | O_APPEND, creating: true)!
            size = try file.size()
        }
        var bytes = line.bytes
        var doneOffset = size + line.doneByteIndex
        if size > 0, try file.read(count: 1, at: size - 1) != [0x0A] {
            bytes.insert(0x0A, at: 0)
            doneOffset += 1
        }
        do {
            try file.write(bytes)
            try file.sync()
        } catch {
            try? file.truncate(to: size)
            throw error
        }
        return Mark(size: size, doneOffset: doneOffset)
    }

    /// Marks the entry `record` wrote at `mark` as done: the store change it announced is
    /// made. Not synced: should a power cut lose the mark, `undo` takes a change it then
    /// cannot find for one that never took effect, nothing worse. A failure is ignored for
    /// the same reason.
    func markDone(_ mark: Mark) {
        guard let file = try? open(O_WRONLY) else { return }
        try? file.write([UInt8(ascii: "1")], at: mark.doneOffset)
    }

    /// Takes back what `record` wrote, when the store change it announced did not happen.
    func retract(to mark: Mark) {
        guard let file = try? open(O_RDWR),
            let current = try? file.size(), current > mark.size
        else { return }
        try? file.truncate(to: mark.size)
        try? file.sync()
    }

    /// One line of the journal: the change it records (or why it records none), where the
    /// line starts, its number counting from 1, and its bytes without the `\n`.
    struct Entry {
        let content: Result<JournalLine, JournalLine.Problem>
        let offset: Int
        let lineNumber: Int
        let bytes: [UInt8]

        /// The change the entry records; nil when it records none `undo` can act on.
        var recorded: RecordedChange? { try? content.get().recorded }
    }

    /// Every entry, oldest first; none when the journal is missing.
    func entries() throws(SystemError) -> [Entry] {
        guard let file = try open(O_RDONLY) else { return [] }
        var entries: [Entry] = []
        var lineNumber = 0
        do {
            try LineReader.forEachLineContent(in: file) { bytes, offset in
                lineNumber += 1
                if !LineReader.isBlank(bytes) {
                    entries.append(
                        Entry(
                            content: JournalLine.decode(bytes), offset: offset,
                            lineNumber: lineNumber, bytes: Array(bytes)))
                }
                return true
            }
        } catch let error as SystemError {
            throw error
        } catch {
            preconditionFailure("\(error)")
        }
        return entries
    }

    /// Opens the journal (see `OpenFile.own`); nil when there is none and not `creating`. What
    /// is not templog's own file fails as the system call on it would: a link as `ELOOP`,
    /// anything else as not a regular file, another user's file as `EPERM`. (A change never
    /// gets here with one: `ReadingStore.acquireLock` refuses it first, naming it.)
    private func open(_ flags: Int32, creating: Bool = false) throws(SystemError) -> OpenFile? {
        do {
            return try OpenFile.own(path, flags: flags, creating: creating, owner: owner)
        } catch {
            throw Self.systemError(error)
        }
    }

    /// `error` as the `SystemError` the journal's callers take (see `open`).
    private static func systemError(_ error: any Error) -> SystemError {
        switch error {
        case let error as SystemError: return error
        case UnexpectedFile.symbolicLink: return SystemError(code: ELOOP)
        case is UnexpectedFile: return .notARegularFile
        default: return SystemError(code: EPERM)
        }
    }

    /// Drops the entry at `offset` (the change just undone) and every entry after it (changes
    /// that never took effect, skips).
    func removeEntries(from offset: Int) throws(SystemError) {
        guard let file = try open(O_RDWR) else { return }
        try file.truncate(to: offset)
        try file.sync()
    }

    /// Takes `entry` out of the journal and records `skip` (which names it) at the end, by one
    /// atomic rewrite passing the rewrite's fault points.
    func skip(
        _ entry: Entry, recording skip: RecordedChange,
        faults: (FaultPoint) throws(SystemError) -> Void
    ) throws(SystemError) {
        let entries = try entries()
        let sequence = (entries.compactMap { try? $0.content.get().sequence }.max() ?? 0) + 1
        var bytes: [UInt8] = []
        for other in entries where other.offset != entry.offset {
            bytes += other.bytes
            bytes.append(0x0A)
        }
        bytes += JournalLine(sequence: sequence, isDone: true, recorded: skip).bytes
        try replace(with: bytes, faults: faults)
    }

    /// Starts the journal afresh with one change (a repair, which nothing before can be
    /// undone across).
    func restart(with change: RecordedChange) throws(SystemError) {
        try replace(with: JournalLine(sequence: 1, isDone: true, recorded: change).bytes)
    }

    /// The number of the last entry; nil when there is none or it is damaged.
    private func lastSequence(in file: OpenFile, size: Int) -> Int? {
        var found: Int?
        try? LineReader.forEachLineBackwards(in: file, size: size) { line, lineOffset in
            let bytes = LineReader.content(of: line, at: lineOffset).bytes
            guard !LineReader.isBlank(bytes) else { return true }
            found = try? JournalLine.decode(bytes).get().sequence
            return false
        }
        return found
    }

    /// Keeps the last `count` lines, by an atomic rewrite; a failure only leaves it longer.
    private func trim(keeping count: Int) {
        guard let file = try? open(O_RDONLY) else { return }
        var lines: [[UInt8]] = []
        // A read that fails part way leaves the journal as it is: never the older part alone.
        let read: Void? = try? LineReader.forEachLineContent(in: file) { bytes, _ in
            lines.append(Array(bytes) + [0x0A])
            if lines.count > count { lines.removeFirst() }
            return true
        }
        guard read != nil else { return }
        try? replace(with: lines.flatMap { $0 })
    }

    /// Replaces the journal with `bytes`, atomically (see `SmallFile.replace`), failing as
    /// `open` does.
    private func replace(
        with bytes: [UInt8], faults: (FaultPoint) throws(SystemError) -> Void = { _ in }
    ) throws(SystemError) {
        do {
            try SmallFile.replace(path, with: bytes, owner: owner, faults: faults)
        } catch {
            throw Self.systemError(error)
        }
    }
}
