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
/// missing or damaged journal never stops a change; it only limits what `undo` can do.
struct Journal {
    let path: String

    /// How many changes a trim keeps.
    static let kept = 100

    /// Records `change` at the end, durably; returns the journal's size before, which
    /// `retract(to:)` goes back to if the store change then fails. Every hundredth change
    /// first trims the journal to the 99 changes before it.
    func record(_ change: StoreChange) throws(SystemError) -> Int {
        var file = try OpenFile(path: path, flags: O_RDWR | O_APPEND | O_CREAT, mode: 0o600)
        var size = try file.size()
        var change = change
        change.sequence = (lastEntry(in: file, size: size)?.change?.sequence ?? 0) + 1
        if change.sequence % Self.kept == 0 {
            trim(keeping: Self.kept - 1)
            // The trim replaced the file: append to the new one.
            file = try OpenFile(path: path, flags: O_RDWR | O_APPEND | O_CREAT, mode: 0o600)
            size = try file.size()
        }
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
        return size
    }

    /// Takes back what `record` wrote, when the store change it announced did not happen.
    func retract(to size: Int) {
        guard let file = try? OpenFile(path: path, flags: O_RDWR),
            let current = try? file.size(), current > size
        else { return }
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
                if !LineReader.isBlank(bytes) {
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
            guard !LineReader.isBlank(bytes) else { return true }
            found = (StoreChange(journalLine: bytes), offset)
            return false
        }
        return found
    }

    /// Keeps the last `count` lines, by an atomic rewrite; a failure only leaves it longer.
    private func trim(keeping count: Int) {
        guard let file = try? OpenFile(path: path, flags: O_RDONLY) else { return }
        var lines: [[UInt8]] = []
        try? LineReader.forEachLine(in: file) { bytes, _ in
            lines.append(Array(bytes) + [0x0A])
            if lines.count > count { lines.removeFirst() }
            return true
        }
        try? replace(with: lines.flatMap { $0 })
    }

    /// Replaces the journal with `bytes`, atomically (see `SmallFile.replace`).
    private func replace(with bytes: [UInt8]) throws(SystemError) {
        try SmallFile.replace(path, with: bytes, newFileMode: 0o600)
    }
}
