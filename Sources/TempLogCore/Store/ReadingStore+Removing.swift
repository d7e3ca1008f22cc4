#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A reading and the bytes of its line in the file (with its `\n`, when it has one).
struct LocatedReading {
    let reading: Reading
    let range: Range<Int>
}

extension ReadingStore {
    /// Removes the most recently entered reading (greatest `recordedAt`, whatever its
    /// `takenAt`); nil when there is none. The last line is truncated away; any other is
    /// removed by an atomic rewrite.
    public func undo() throws -> Reading? {
        guard let (lock, file) = try openForChange() else { return nil }
        defer { withExtendedLifetime(lock) {} }
        let size = try io(.cannotRead) { try file.size() }
        var latest: LocatedReading?
        try forEachLocatedReading(in: file, size: size) { located in
            if latest.map({ located.reading.recordedAt.secondsSince1970 >= $0.reading.recordedAt.secondsSince1970 }) ?? true {
                latest = located
            }
        }
        guard let latest else { return nil }
        if latest.range.upperBound == size {
            try io(.cannotTruncate) {
                try file.truncate(to: latest.range.lowerBound)
                try file.sync()
            }
        } else {
            try rewrite(from: file, size: size, removing: [latest.range])
        }
        return latest.reading
    }

    /// Removes the readings whose ids start with each of `prefixes`, by one atomic rewrite.
    /// An unknown or ambiguous prefix removes nothing and fails with exit 65.
    public func delete(idPrefixes prefixes: [String]) throws -> [Reading] {
        if let empty = prefixes.first(where: { $0.isEmpty }) {
            throw TempLogError.data(Message.notAnID("\(empty)"))
        }
        guard let (lock, file) = try openForChange() else {
            throw TempLogError.data(Message.noSuchIDInEmptyStore("\(prefixes[0])"))
        }
        defer { withExtendedLifetime(lock) {} }
        let size = try io(.cannotRead) { try file.size() }
        let wanted = prefixes.map { $0.lowercased() }
        var matches = [[LocatedReading]](repeating: [], count: wanted.count)
        try forEachLocatedReading(in: file, size: size) { located in
            let id = located.reading.id.lowercased()
            for (index, prefix) in wanted.enumerated() where id.hasPrefix(prefix) {
                matches[index].append(located)
            }
        }
        var removing: [Int: LocatedReading] = [:]
        for (index, prefix) in prefixes.enumerated() {
            let ids = Set(matches[index].map(\.reading.id)).sorted()
            guard !ids.isEmpty else {
                throw TempLogError.data(Message.noSuchID("\(prefix)"))
            }
            guard ids.count == 1 else {
                let shown = ids.prefix(3).joined(separator: ", ") + (ids.count > 3 ? ", …" : "")
                throw TempLogError.data(Message.ambiguousID("\(prefix)", "\(ids.count)", "\(shown)"))
            }
            for located in matches[index] { removing[located.range.lowerBound] = located }
        }
        let removed = removing.values.sorted { $0.range.lowerBound < $1.range.lowerBound }
        try rewrite(from: file, size: size, removing: removed.map(\.range))
        return removed.map(\.reading)
    }

    /// The lock and a read-write descriptor for changing an existing store; nil when there is
    /// no store yet.
    func openForChange() throws -> (StoreLock, OpenFile)? {
        switch pathKind(path) {
        case .missing: return nil
        case .directory: throw TempLogError.io(Message.storeIsDirectory("\(path)"))
        default: break
        }
        let lock = try acquireLock(storeExists: true)
        do {
            return (lock, try OpenFile(path: path, flags: O_RDWR))
        } catch {
            throw TempLogError.io(Message.cannotOpenStoreForWriting("\(path)", "\(error.description)"))
        }
    }

    /// Calls `body` with every valid reading and the byte range of its line.
    func forEachLocatedReading(in file: OpenFile, size: Int, _ body: (LocatedReading) throws -> Void) throws {
        try io(.cannotRead) {
            try LineReader.forEachLine(in: file) { bytes, offset in
                if let reading = ReadingLine.decode(bytes) {
                    try body(LocatedReading(reading: reading, range: offset..<min(size, offset + bytes.count + 1)))
                }
                return true
            }
        }
    }

    /// Rewrites the store without the bytes in `ranges` (sorted, not overlapping).
    func rewrite(from file: OpenFile, size: Int, removing ranges: [Range<Int>]) throws {
        try rewrite { temporary in
            var position = 0
            for range in ranges {
                try copy(file, range: position..<range.lowerBound, to: temporary)
                position = range.upperBound
            }
            try copy(file, range: position..<size, to: temporary)
        }
    }
}
