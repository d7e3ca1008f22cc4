/// One change to the store, as the journal beside it records it, so that `undo` can reverse
/// exactly the last change: what it added, and the lines it removed, byte for byte.
public struct StoreChange: Equatable, Sendable {
    /// What kind of change it was.
    public enum Kind: String, Sendable {
        /// `add` (appended, or inserted in time order).
        case add
        /// `delete`.
        case delete
        /// `import`.
        case `import`
        /// `import --update`: readings replaced by id (and any new ones added).
        case update
        /// `check --repair`, which cannot be undone.
        case repair
        /// `cycle start`: a line added to the cycles file beside the store.
        case cycleStart = "cycle-start"
        /// `cycle remove`: lines taken out of the cycles file.
        case cycleRemove = "cycle-remove"
    }

    /// A line the change removed, and where it stood in the file before the change.
    public struct RemovedLine: Equatable, Sendable {
        /// The line's byte offset in the file as it was before the change.
        public let offset: Int
        /// The line's bytes, with its `\n` when it had one.
        public let bytes: [UInt8]

        /// The reading on the line, if it is one.
        public var reading: Reading? {
            let text = bytes.last == 0x0A ? Array(bytes.dropLast()) : bytes
            return text.withUnsafeBufferPointer { ReadingLine.decode($0) }
        }
    }

    /// What kind of change it was.
    public let kind: Kind
    /// When it was made.
    public let at: Timestamp
    /// The ids of the readings it added.
    public let addedIDs: [String]
    /// The reading `add` added; nil for other changes.
    public let addedReading: Reading?
    /// The lines it removed, in file order.
    public let removedLines: [RemovedLine]
    /// The files an import read.
    public let files: [String]
    /// The cycles-file lines (without their `\n`) a `cycle start` added or a `cycle remove`
    /// took out.
    public let cycleLines: [[UInt8]]
    /// The store's size before the change.
    let sizeBefore: Int
    /// The store's size after the change: `undo` reverses only a store still that size.
    var sizeAfter: Int
    /// Whether the change only appended bytes at the end (undone by cutting them off).
    let appended: Bool
    /// The change's number, counting every change the journal has recorded.
    var sequence = 0

    /// Makes a record of a change.
    init(
        kind: Kind, at: Timestamp, sizeBefore: Int, sizeAfter: Int, appended: Bool = false,
        addedIDs: [String] = [], addedReading: Reading? = nil, removedLines: [RemovedLine] = [],
        files: [String] = [], cycleLines: [[UInt8]] = []
    ) {
        self.kind = kind
        self.at = at
        self.sizeBefore = sizeBefore
        self.sizeAfter = sizeAfter
        self.appended = appended
        self.addedIDs = addedIDs
        self.addedReading = addedReading
        self.removedLines = removedLines
        self.files = files
        self.cycleLines = cycleLines
    }

    /// The readings the change removed (that `undo` brings back).
    public var removedReadings: [Reading] { removedLines.compactMap(\.reading) }

    /// Whether the change was to the cycles file (`cycle start` or `cycle remove`).
    public var isCycleChange: Bool { kind == .cycleStart || kind == .cycleRemove }

    /// The cycle starts a cycle change added or removed.
    public var cycleStarts: [CycleStart] { cycleLines.compactMap(CycleLine.decode) }
}

extension StoreChange {
    /// The change as one line of the journal (with its `\n`).
    var journalLine: [UInt8] {
        var line: [UInt8] = []
        line.append(#"{"seq":"#)
        line.append(contentsOf: String(sequence).utf8)
        line.append(#","change":""#)
        line.append(contentsOf: kind.rawValue.utf8)
        line.append(#"","at":""#)
        at.appendRFC3339(to: &line)
        line.append(contentsOf: #"","sizeBefore":\#(sizeBefore),"sizeAfter":\#(sizeAfter)"#.utf8)
        line.append(contentsOf: (appended ? #","appended":true"# : "").utf8)
        line.append(#","added":["#)
        for (index, id) in addedIDs.enumerated() {
            if index > 0 { line.append(UInt8(ascii: ",")) }
            ReadingLine.appendJSONString(id, to: &line)
        }
        line.append(UInt8(ascii: "]"))
        if let addedReading {
            line.append(#","addedLine":"#)
            ReadingLine.appendJSONString(
                String(decoding: ReadingLine.encode(addedReading).dropLast(), as: UTF8.self),
                to: &line)
        }
        line.append(#","removed":["#)
        for (index, removed) in removedLines.enumerated() {
            if index > 0 { line.append(UInt8(ascii: ",")) }
            line.append(contentsOf: #"{"offset":\#(removed.offset),"line":"#.utf8)
            ReadingLine.appendJSONString(String(decoding: removed.bytes, as: UTF8.self), to: &line)
            line.append(UInt8(ascii: "}"))
        }
        line.append(#"],"files":["#)
        for (index, file) in files.enumerated() {
            if index > 0 { line.append(UInt8(ascii: ",")) }
            ReadingLine.appendJSONString(file, to: &line)
        }
        line.append(UInt8(ascii: "]"))
        if !cycleLines.isEmpty {
            line.append(#","cycleLines":["#)
            for (index, cycleLine) in cycleLines.enumerated() {
                if index > 0 { line.append(UInt8(ascii: ",")) }
                ReadingLine.appendJSONString(
                    String(decoding: cycleLine, as: UTF8.self), to: &line)
            }
            line.append(UInt8(ascii: "]"))
        }
        line.append("}\n")
        return line
    }

    /// The change a journal line records; nil for a damaged line.
    init?(journalLine line: UnsafeBufferPointer<UInt8>) {
        var fields = JournalFields()
        guard JSONLine.scanObject(line, { key, value in fields.set(key, value) }),
            let change = fields.change()
        else { return nil }
        self = change
    }
}

/// The members of a journal line, read as they come.
private struct JournalFields {
    var sequence: Int?
    var kind: StoreChange.Kind?
    var at: Timestamp?
    var sizeBefore: Int?
    var sizeAfter: Int?
    var appended = false
    var addedIDs: [String]? = nil
    var addedReading: Reading?
    var removedLines: [StoreChange.RemovedLine]? = nil
    var files: [String]? = nil
    var cycleLines: [String] = []
    var isDamaged = false

    mutating func set(_ key: UnsafeBufferPointer<UInt8>, _ value: JSONMemberValue) {
        switch (String(decoding: key, as: UTF8.self), value) {
        case ("seq", .number(let number)): sequence = number.scaled(decimals: 0)
        case ("change", .string(let text)):
            kind = StoreChange.Kind(rawValue: String(decoding: text, as: UTF8.self))
        case ("at", .string(let text)): at = Timestamp.parse(rfc3339: text)
        case ("sizeBefore", .number(let number)): sizeBefore = number.scaled(decimals: 0)
        case ("sizeAfter", .number(let number)): sizeAfter = number.scaled(decimals: 0)
        case ("appended", .bool(let flag)): appended = flag
        case ("added", .composite(let text)): addedIDs = strings(text)
        case ("files", .composite(let text)): files = strings(text)
        case ("cycleLines", .composite(let text)):
            if let lines = strings(text) { cycleLines = lines } else { isDamaged = true }
        case ("addedLine", .string(let text)):
            addedReading = ReadingLine.decode(text)
            if addedReading == nil { isDamaged = true }
        case ("removed", .composite(let text)): removedLines = removed(text)
        default: isDamaged = true
        }
    }

    /// The strings of a JSON array; nil when it holds anything else.
    private func strings(_ text: UnsafeBufferPointer<UInt8>) -> [String]? {
        var strings: [String] = []
        var onlyStrings = true
        let isArray = JSONLine.scanArray(text) { element in
            if case .string(let bytes) = element {
                strings.append(String(decoding: bytes, as: UTF8.self))
            } else {
                onlyStrings = false
            }
        }
        return isArray && onlyStrings ? strings : nil
    }

    /// The removed lines of a JSON array of `{"offset":…,"line":…}` objects.
    private func removed(_ text: UnsafeBufferPointer<UInt8>) -> [StoreChange.RemovedLine]? {
        var lines: [StoreChange.RemovedLine] = []
        var isValid = true
        let isArray = JSONLine.scanArray(text) { element in
            guard case .composite(let object) = element else {
                isValid = false
                return
            }
            var offset: Int?
            var bytes: [UInt8]?
            let isObject = JSONLine.scanObject(object) { key, value in
                switch (String(decoding: key, as: UTF8.self), value) {
                case ("offset", .number(let number)): offset = number.scaled(decimals: 0)
                case ("line", .string(let text)): bytes = Array(text)
                default: isValid = false
                }
            }
            guard isObject, let offset, let bytes else {
                isValid = false
                return
            }
            lines.append(StoreChange.RemovedLine(offset: offset, bytes: bytes))
        }
        return isArray && isValid ? lines : nil
    }

    func change() -> StoreChange? {
        guard !isDamaged, let sequence, let kind, let at, let sizeBefore, let sizeAfter,
            let addedIDs, let removedLines, let files
        else { return nil }
        var change = StoreChange(
            kind: kind, at: at, sizeBefore: sizeBefore, sizeAfter: sizeAfter, appended: appended,
            addedIDs: addedIDs, addedReading: addedReading, removedLines: removedLines,
            files: files, cycleLines: cycleLines.map { Array($0.utf8) })
        change.sequence = sequence
        return change
    }
}
