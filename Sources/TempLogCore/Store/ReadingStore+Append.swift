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

    /// Stores `reading`: appended when it is not older than the last one, else inserted in order.
    @discardableResult
    public func append(_ reading: Reading) throws -> AppendOutcome {
        try prepareDirectory()
        let existed = pathKind(path) != .missing
        let lock = try acquireLock(storeExists: existed)
        defer { withExtendedLifetime(lock) {} }
        let file: OpenFile
        do {
            file = try OpenFile(path: path, flags: O_RDWR | O_APPEND | O_CREAT, mode: 0o600)
        } catch {
            throw existed
                ? StoreError.cannotOpenForWriting(path: path, error)
                : StoreError.cannotCreate(path: path, error)
        }
        let size = try io(StoreError.cannotRead) { try file.size() }
        let line = ReadingLine.encode(reading)
        var endsWithNewline = true
        if size > 0 {
            endsWithNewline =
                try io(StoreError.cannotRead) { try file.read(count: 1, at: size - 1) } == [0x0A]
            if let last = try lastTakenAt(in: file, size: size),
                reading.takenAt.secondsSince1970 < last.secondsSince1970
            {
                try insert(
                    line, at: reading.takenAt, into: file, size: size,
                    endsWithNewline: endsWithNewline)
                return .inserted
            }
        }
        let bytes = endsWithNewline ? line : [0x0A] + line
        do {
            if onCrashPoint != nil {
                // Crash tests only: write in two parts to stop between them.
                try file.write(Array(bytes[..<(bytes.count / 2)]))
                reached(.appendHalfWritten)
                try file.write(Array(bytes[(bytes.count / 2)...]))
            } else {
                try file.write(bytes)
            }
        } catch {
            try? file.truncate(to: size)
            throw StoreError.cannotWrite(path: path, error)
        }
        reached(.appendWritten)
        try io(StoreError.cannotSync) { try file.sync() }
        if !existed { syncDirectory(parentDirectory(of: path)) }
        return .appended
    }

    /// Places a back-dated line after the last reading taken at or before it.
    private func insert(
        _ line: [UInt8], at takenAt: Timestamp, into file: OpenFile, size: Int,
        endsWithNewline: Bool
    ) throws {
        var offset = 0
        try io(StoreError.cannotRead) {
            try StoreLine.forEachBackwards(in: file, size: size) { storeLine in
                guard let reading = storeLine.reading,
                    reading.takenAt.secondsSince1970 <= takenAt.secondsSince1970
                else { return true }
                offset = storeLine.offset + storeLine.bytes.count + 1
                return false
            }
        }
        try rewrite { temporary in
            try copy(file, range: 0..<offset, to: temporary)
            try temporary.write(line)
            try copy(file, range: offset..<size, to: temporary)
            if !endsWithNewline { try temporary.write([0x0A]) }
        }
    }

    /// When the last reading in the file was taken.
    private func lastTakenAt(in file: OpenFile, size: Int) throws -> Timestamp? {
        var last: Timestamp?
        try io(StoreError.cannotRead) {
            try StoreLine.forEachBackwards(in: file, size: size) { storeLine in
                last = storeLine.reading?.takenAt
                return last == nil
            }
        }
        return last
    }
}
