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
/// It keeps at least the last 100 changes (every hundredth change trims it back to 100). A
/// missing or damaged journal never stops a change; it only limits what `undo` can do.
struct Journal {
    let path: String

    /// How many changes a trim keeps.
    static let kept = 100

    /// Records `change` at the end, durably; returns the journal's size before, which
    /// `retract(to:)` goes back to if the store change then fails.
    func record(_ change: StoreChange) throws(SystemError) -> Int {
        let file = try OpenFile(path: path, flags: O_RDWR | O_APPEND | O_CREAT, mode: 0o600)
        let size = try file.size()
        var change = change
        change.sequence = (lastEntry(in: file, size: size)?.change?.sequence ?? 0) + 1
        var bytes = change.journalLine
        if size > 0, try file.read(count: 1, at: size - 1) != [0x0A] {
            bytes.insert(0x0A, at: 0)
        }
        do {
            try file.write(bytes)
            try file.sync()
        } catch {
            try? file.truncate(to: size)
            throw error
        }
        if change.sequence % Self.kept == 0 { trim() }
        return size
    }

    /// Takes back what `record` wrote, when the store change it announced did not happen.
    func retract(to size: Int) {
        guard let file = try? OpenFile(path: path, flags: O_RDWR) else { return }
        try? file.truncate(to: size)
        try? file.sync()
    }

    /// The journal's last line: the change it records (nil when the line is damaged) and
    /// where the line starts; nil when the journal is missing or empty.
    func last() throws(SystemError) -> (change: StoreChange?, offset: Int)? {
        let file: OpenFile
        do {
            file = try OpenFile(path: path, flags: O_RDONLY)
        } catch  where error.isMissingFile {
            return nil
        }
        return lastEntry(in: file, size: try file.size())
    }

    /// Every change it holds, oldest first; nil for each damaged line.
    func entries() throws(SystemError) -> [StoreChange?] {
        let file: OpenFile
        do {
            file = try OpenFile(path: path, flags: O_RDONLY)
        } catch  where error.isMissingFile {
            return []
        }
        var changes: [StoreChange?] = []
        do {
            try LineReader.forEachLine(in: file) { bytes, _ in
                if !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                    changes.append(StoreChange(journalLine: bytes))
                }
                return true
            }
        } catch let error as SystemError {
            throw error
        } catch {
            preconditionFailure("\(error)")
        }
        return changes
    }

    /// Drops the last line (the change just undone).
    func removeLast(from offset: Int) throws(SystemError) {
        let file = try OpenFile(path: path, flags: O_RDWR)
        try file.truncate(to: offset)
        try file.sync()
    }

    /// Starts the journal afresh with one change (a repair, which nothing before can be
    /// undone across).
    func restart(with change: StoreChange) throws(SystemError) {
        var change = change
        change.sequence = 1
        try replace(with: change.journalLine)
    }

    private func lastEntry(in file: OpenFile, size: Int) -> (change: StoreChange?, offset: Int)? {
        var found: (change: StoreChange?, offset: Int)?
        try? LineReader.forEachLineBackwards(in: file, size: size) { bytes, offset in
            guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { return true }
            found = (StoreChange(journalLine: bytes), offset)
            return false
        }
        return found
    }

    /// Keeps the last `kept` lines, by an atomic rewrite; a failure only leaves it longer.
    private func trim() {
        guard let file = try? OpenFile(path: path, flags: O_RDONLY) else { return }
        var lines: [[UInt8]] = []
        try? LineReader.forEachLine(in: file) { bytes, _ in
            lines.append(Array(bytes) + [0x0A])
            if lines.count > Self.kept { lines.removeFirst() }
            return true
        }
        try? replace(with: lines.flatMap { $0 })
    }

    /// Replaces the journal with `bytes`: temporary file, `fsync`, `rename`.
    private func replace(with bytes: [UInt8]) throws(SystemError) {
        let temporaryPath = path + ".tmp-\(getpid())"
        let temporary = try OpenFile(
            path: temporaryPath, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)
        do throws(SystemError) {
            try temporary.write(bytes)
            try temporary.sync()
            guard rename(temporaryPath, path) == 0 else { throw SystemError() }
        } catch {
            unlink(temporaryPath)
            throw error
        }
    }
}
