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
        let size = try io(StoreError.cannotRead) { try file.size() }
        var latest: LocatedReading?
        try forEachLocatedReading(in: file, size: size) { located in
            let recorded = located.reading.recordedAt.secondsSince1970
            if latest.map({ recorded >= $0.reading.recordedAt.secondsSince1970 }) ?? true {
                latest = located
            }
        }
        guard let latest else { return nil }
        if latest.range.upperBound == size {
            try io(StoreError.cannotTruncate) {
                try reached(.beforeTruncate)
                try file.truncate(to: latest.range.lowerBound)
                try file.sync()
            }
        } else {
            try rewrite(from: file, size: size, removing: [latest.range])
        }
        return latest.reading
    }

    /// How many characters of an id `delete` needs at least, as git asks of short ids.
    public static let minimumIDPrefix = 4

    /// Removes the readings whose ids start with each of `prefixes`, by one atomic rewrite.
    /// An unknown or ambiguous prefix removes nothing and throws.
    public func delete(idPrefixes prefixes: [String]) throws -> [Reading] {
        if let empty = prefixes.first(where: { $0.isEmpty }) {
            throw StoreError.notAnID(empty)
        }
        if let short = prefixes.first(where: { $0.count < Self.minimumIDPrefix }) {
            throw StoreError.idTooShort(short, minimum: Self.minimumIDPrefix)
        }
        guard let (lock, file) = try openForChange() else {
            throw StoreError.noSuchID(prefixes[0], storeIsEmpty: true)
        }
        defer { withExtendedLifetime(lock) {} }
        let size = try io(StoreError.cannotRead) { try file.size() }
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
                throw StoreError.noSuchID(prefix, storeIsEmpty: false)
            }
            guard ids.count == 1 else {
                throw StoreError.ambiguousID(prefix, count: ids.count, ids: Array(ids.prefix(3)))
            }
            for located in matches[index] { removing[located.range.lowerBound] = located }
        }
        let removed = removing.values.sorted { $0.range.lowerBound < $1.range.lowerBound }
        try rewrite(from: file, size: size, removing: removed.map(\.range))
        return removed.map(\.reading)
    }

    /// Calls `body` with every valid reading and the byte range of its line.
    func forEachLocatedReading(
        in file: OpenFile, size: Int, _ body: (LocatedReading) throws -> Void
    ) throws {
        try io(StoreError.cannotRead) {
            try StoreLine.forEach(in: file) { line in
                if let reading = line.reading {
                    try body(LocatedReading(reading: reading, range: line.range(inFileOf: size)))
                }
                return true
            }
        }
    }
}
