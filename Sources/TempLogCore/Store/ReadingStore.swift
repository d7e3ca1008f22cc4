#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A line of the store that is not a valid reading: skipped, reported, never changed.
public struct MalformedLine: Equatable, Sendable {
    public let lineNumber: Int
    /// The start of the line, printable.
    public let preview: String
}

/// Readings found by a read, and the malformed lines passed over on the way.
public struct StoreRead: Sendable {
    public var readings: [Reading]
    public var malformedLines: [MalformedLine]
}

/// The JSON-lines file that holds the readings, kept in `takenAt` order.
///
/// Writers hold an exclusive `flock` on `<path>.lock`. An append is one `write(2)` on an
/// `O_APPEND` descriptor followed by `fsync`; anything else is an atomic rewrite (temp file,
/// `fsync`, `rename`, directory `fsync`). Readers never modify the file.
public struct ReadingStore: Sendable {
    public let path: String
    /// Whether missing parent directories are created (0700): true for the default location.
    public let createsDirectory: Bool
    /// How long a writer waits for the lock before giving up with exit 75.
    public let lockTimeout: Double

    public init(path: String, createsDirectory: Bool = false, lockTimeout: Double = 5) {
        self.path = path
        self.createsDirectory = createsDirectory
        self.lockTimeout = lockTimeout
    }

    public var lockPath: String { path + ".lock" }

    /// The store's file name, without its directory.
    var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// How a reading was stored.
    public enum AppendOutcome: Equatable, Sendable {
        /// At the end of the file: the reading is the newest.
        case appended
        /// Back-dated: placed in `takenAt` order by rewriting the file.
        case inserted
    }

    // MARK: - Writing

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
                ? TempLogError.io(Message.cannotOpenStoreForWriting("\(path)", "\(error.description)"))
                : TempLogError.cannotCreate(Message.cannotCreateStore("\(path)", "\(error.description)"))
        }
        let size = try io(.cannotRead) { try file.size() }
        let line = ReadingLine.encode(reading)
        var endsWithNewline = true
        if size > 0 {
            endsWithNewline = try io(.cannotRead) { try file.read(count: 1, at: size - 1) } == [0x0A]
            if let last = try lastTakenAt(in: file, size: size),
                reading.takenAt.secondsSince1970 < last.secondsSince1970
            {
                try insert(line, at: reading.takenAt, into: file, size: size, endsWithNewline: endsWithNewline)
                return .inserted
            }
        }
        do {
            try file.write(endsWithNewline ? line : [0x0A] + line)
        } catch {
            try? file.truncate(to: size)
            throw TempLogError.io(Message.cannotWrite("\(path)", "\(error.description)"))
        }
        try io(.cannotSync) { try file.sync() }
        if !existed { syncDirectory(parentDirectory(of: path)) }
        return .appended
    }

    /// Places a back-dated line after the last reading taken at or before it.
    private func insert(
        _ line: [UInt8], at takenAt: Timestamp, into file: OpenFile, size: Int, endsWithNewline: Bool
    ) throws {
        var offset = 0
        try LineReader.forEachLineBackwards(in: file, size: size) { bytes, lineOffset in
            guard let reading = ReadingLine.decode(bytes),
                reading.takenAt.secondsSince1970 <= takenAt.secondsSince1970
            else { return true }
            offset = lineOffset + bytes.count + 1
            return false
        }
        try rewrite { temporary in
            try copy(file, range: 0..<offset, to: temporary)
            try temporary.write(line)
            try copy(file, range: offset..<size, to: temporary)
            if !endsWithNewline { try temporary.write([0x0A]) }
        }
    }

    /// Replaces the store with what `write` puts in a new file, atomically.
    func rewrite(_ write: (OpenFile) throws -> Void) throws {
        let directory = parentDirectory(of: path)
        let temporaryPath = "\(directory)/.\(fileName).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let temporary: OpenFile
        do {
            temporary = try OpenFile(
                path: temporaryPath, flags: O_WRONLY | O_CREAT | O_EXCL, mode: 0o600
            )
        } catch {
            throw TempLogError.io(Message.cannotCreateTemporary("\(directory)", "\(error.description)"))
        }
        do {
            try write(temporary)
            try temporary.sync()
            guard rename(temporaryPath, path) == 0 else { throw SystemCallError() }
        } catch {
            unlink(temporaryPath)
            if let error = error as? TempLogError { throw error }
            let reason = (error as? SystemCallError)?.description ?? "\(error)"
            throw TempLogError.io(Message.cannotRewrite("\(path)", "\(reason)"))
        }
        syncDirectory(directory)
    }

    func copy(_ source: OpenFile, range: Range<Int>, to destination: OpenFile) throws {
        var position = range.lowerBound
        while position < range.upperBound {
            let chunk = try source.read(count: min(LineReader.chunkSize, range.upperBound - position), at: position)
            guard !chunk.isEmpty else { break }
            try destination.write(chunk)
            position += chunk.count
        }
    }

    private func lastTakenAt(in file: OpenFile, size: Int) throws -> Timestamp? {
        var last: Timestamp?
        try LineReader.forEachLineBackwards(in: file, size: size) { bytes, _ in
            last = ReadingLine.decode(bytes)?.takenAt
            return last == nil
        }
        return last
    }

    func prepareDirectory() throws {
        let directory = parentDirectory(of: path)
        switch (pathKind(directory), pathKind(path)) {
        case (_, .directory):
            throw TempLogError.cannotCreate(Message.storeIsDirectory("\(path)"))
        case (.directory, _):
            return
        case (.missing, _) where createsDirectory:
            try createDirectories(directory)
        case (.missing, _):
            throw TempLogError.cannotCreate(Message.parentMissing("\(path)", "\(directory)"))
        default:
            throw TempLogError.cannotCreate(Message.parentNotDirectory("\(path)", "\(directory)"))
        }
    }

    /// `mkdir -p` with mode 0700 for every directory it creates.
    private func createDirectories(_ directory: String) throws {
        var current = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0, errno != EEXIST {
                throw TempLogError.cannotCreate(
                    Message.cannotCreateDirectory("\(current)", "\(SystemCallError().description)")
                )
            }
        }
    }

    func acquireLock(storeExists: Bool) throws -> StoreLock {
        do {
            return try StoreLock(path: lockPath, timeout: lockTimeout)
        } catch let error as SystemCallError {
            throw storeExists
                ? TempLogError.io(Message.cannotCreateLock("\(lockPath)", "\(error.description)"))
                : TempLogError.cannotCreate(Message.cannotCreateStore("\(path)", "\(error.description)"))
        }
    }

    // MARK: - Reading

    /// Up to `limit` readings matching `query`, newest first, reading from the end of the file
    /// and stopping once readings are older than `query.since`.
    public func newestFirst(limit: Int, matching query: Query) throws -> StoreRead {
        guard limit > 0, let file = try openForReading() else {
            return StoreRead(readings: [], malformedLines: [])
        }
        var readings: [Reading] = []
        var malformed: [SkippedLine] = []
        try io(.cannotRead) {
            try LineReader.forEachLineBackwards(in: file, size: try file.size()) { bytes, offset in
                guard let reading = reading(in: bytes, at: offset, skipped: &malformed) else { return true }
                if let start = query.earliestInstant, reading.takenAt.secondsSince1970 < start { return false }
                if query.matches(reading) { readings.append(reading) }
                return readings.count < limit
            }
        }
        return StoreRead(readings: readings, malformedLines: try numbered(malformed.reversed(), in: file))
    }

    /// Calls `body` with every reading matching `query`, oldest first; returns the lines skipped.
    /// With `query.since` it starts at a binary-searched offset; past `query.until`, it stops.
    public func forEach(matching query: Query, _ body: (Reading) throws -> Void) throws -> [MalformedLine] {
        guard let file = try openForReading() else { return [] }
        let start = try query.since.map { try offset(ofFirstReadingFrom: $0, in: file, size: try file.size()) } ?? 0
        var malformed: [SkippedLine] = []
        try io(.cannotRead) {
            try LineReader.forEachLine(in: file, from: start) { bytes, offset in
                guard let reading = reading(in: bytes, at: offset, skipped: &malformed) else { return true }
                if let end = query.latestInstant, reading.takenAt.secondsSince1970 > end { return false }
                if query.matches(reading) { try body(reading) }
                return true
            }
        }
        return try numbered(malformed, in: file)
    }

    func openForReading() throws -> OpenFile? {
        if pathKind(path) == .directory {
            throw TempLogError.io(Message.storeIsDirectory("\(path)"))
        }
        do {
            return try OpenFile(path: path, flags: O_RDONLY)
        } catch where error.code == ENOENT {
            return nil
        } catch {
            throw TempLogError.io(Message.cannotRead("\(path)", "\(error.description)"))
        }
    }

    func numbered(
        _ malformed: [SkippedLine], in file: OpenFile
    ) throws -> [MalformedLine] {
        let numbers = try io(.cannotRead) { try LineReader.lineNumbers(in: file, atOffsets: malformed.map(\.offset)) }
        return zip(numbers, malformed).map { MalformedLine(lineNumber: $0, preview: $1.preview) }
    }

    /// Runs a file operation, turning a failed system call into an I/O error naming the store.
    func io<T>(_ message: Message, _ operation: () throws -> T) throws -> T {
        do {
            return try operation()
        } catch let error as SystemCallError {
            throw TempLogError.io(message("\(path)", "\(error.description)"))
        }
    }
}

/// A line that is not a reading, noted while reading: where it starts and how it begins.
typealias SkippedLine = (offset: Int, preview: String)

/// The reading on a line; nil for a blank line, and for a malformed one, which is noted in
/// `skipped`. How every reader of the store treats a line.
func reading(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, skipped: inout [SkippedLine]) -> Reading? {
    guard !isBlank(bytes) else { return nil }
    guard let reading = ReadingLine.decode(bytes) else {
        skipped.append((offset, preview(bytes)))
        return nil
    }
    return reading
}

func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
}

/// The first 40 bytes of a line, with anything unprintable shown as `?`.
func preview(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let text = String(decoding: bytes.prefix(40), as: UTF8.self)
    return String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
        + (bytes.count > 40 ? "…" : "")
}
