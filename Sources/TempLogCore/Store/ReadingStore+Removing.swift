/// A reading and the bytes of its line in the file (with its `\n`, when it has one).
struct LocatedReading {
    let reading: Reading
    let range: Range<Int>
}

extension ReadingStore {
    /// How many characters of an id `delete` needs at least, as git asks of short ids.
    public static let minimumIDPrefix = 4

    /// What `delete` removed.
    public struct DeleteResult: Equatable, Sendable {
        /// The readings removed, in file order.
        public let removed: [Reading]
    }

    /// Removes the readings whose ids start with each of `prefixes`, by one atomic rewrite
    /// recorded in the journal at `now`. An unknown, ambiguous or too short prefix removes
    /// nothing and throws.
    public func delete(idPrefixes prefixes: [String], at now: Timestamp) throws(StoreError)
        -> DeleteResult
    {
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
        var removedLines: [RemovedLine] = []
        for located in removed {
            let bytes = try io(StoreError.cannotRead) {
                try file.read(count: located.range.count, at: located.range.lowerBound)
            }
            removedLines.append(RemovedLine(reading: located.reading, bytes: bytes))
        }
        try rewrite(
            from: file, size: size, removing: removed.map(\.range),
            recording: RecordedChange(.delete(removedLines), at: now))
        return DeleteResult(removed: removed.map(\.reading))
    }

    /// Calls `body` with every valid reading and the byte range of its line.
    func forEachLocatedReading(
        in file: OpenFile, size: Int, _ body: (LocatedReading) throws -> Void
    ) throws(StoreError) {
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
