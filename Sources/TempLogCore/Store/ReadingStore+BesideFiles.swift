#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One line of a JSON Lines file kept beside the store (the cycles and the profiles files): its
/// bytes as read, kept as they are on a rewrite, and the entry they hold when they hold one.
struct BesideFileLine<Entry> {
    let bytes: [UInt8]
    let entry: Entry?

    /// The lines of `lines` (numbered from 1) that hold no entry and are not blank.
    static func malformed(in lines: [BesideFileLine]) -> [MalformedLine] {
        lines.enumerated().compactMap { index, line in
            line.entry != nil || LineReader.isBlank(line.bytes)
                ? nil
                : MalformedLine(lineNumber: index + 1, preview: LineReader.preview(of: line.bytes))
        }
    }

    /// Puts `line` after every entry that `order` puts before it or beside it, other lines
    /// keeping their places.
    static func insert(
        _ line: BesideFileLine, into lines: inout [BesideFileLine],
        by order: (Entry, Entry) -> Bool
    ) {
        guard let entry = line.entry else { return lines.append(line) }
        let index =
            lines.firstIndex { other in other.entry.map { order(entry, $0) } ?? false }
            ?? lines.count
        lines.insert(line, at: index)
    }
}

extension ReadingStore {
    /// Every line of the file at `path` (named `name` in errors), each with the entry `decode`
    /// reads in it (see `LineReader.content(of:at:)`); nil when there is no such file. A file
    /// that is not templog's own is refused (see `OpenFile.own`).
    func readLines<Entry>(
        of path: String, named name: String,
        decode: (UnsafeBufferPointer<UInt8>) -> Entry?
    ) throws(StoreError) -> [BesideFileLine<Entry>]? {
        try io(StoreError.cannotRead, naming: name) {
            guard let file = try OpenFile.own(path, flags: O_RDONLY, owner: owner) else {
                return nil
            }
            var lines: [BesideFileLine<Entry>] = []
            try LineReader.forEachLineContent(in: file) { bytes, _ in
                lines.append(BesideFileLine(bytes: Array(bytes), entry: decode(bytes)))
                return true
            }
            return lines
        }
    }

    /// Replaces the file at `path` with `lines` (blank ones left out) by an atomic rewrite,
    /// recording `change`.
    func writeLines<Entry>(
        _ lines: [BesideFileLine<Entry>], to path: String, named name: String,
        recording change: RecordedChange?
    ) throws(StoreError) {
        try rewrite([replacement(of: path, named: name, by: lines)], recording: change)
    }

    /// The rewrite that replaces the file at `path` with `lines`, blank ones left out.
    func replacement<Entry>(
        of path: String, named name: String, by lines: [BesideFileLine<Entry>]
    ) -> Replacement {
        var bytes: [UInt8] = []
        for line in lines where !LineReader.isBlank(line.bytes) {
            bytes += line.bytes
            bytes.append(0x0A)
        }
        return Replacement(target: path, name: name) { try $0.write(bytes) }
    }

    /// Moves the lines of the file at `path` in which `decode` reads no entry to a `.rejected`
    /// file beside it (never deleted), by an atomic rewrite, the caller holding the lock.
    func repairLines<Entry>(
        of path: String, named name: String,
        decode: (UnsafeBufferPointer<UInt8>) -> Entry?, now: Timestamp
    ) throws(StoreError) -> RepairAction {
        let lines = try readLines(of: path, named: name, decode: decode) ?? []
        let rejected = lines.filter { $0.entry == nil && !LineReader.isBlank($0.bytes) }
        let rejectedPath = try createRejectedFile(beside: path, now: now) {
            file throws(StoreError) in
            try io(StoreError.cannotWrite) {
                try file.write(rejected.flatMap { $0.bytes + [0x0A] })
                try file.sync()
            }
        }
        try writeLines(lines.filter { $0.entry != nil }, to: path, named: name, recording: nil)
        return .movedLines(unreadable: rejected.count, duplicates: 0, path: rejectedPath)
    }
}
