import TempLogJSON

/// One change to the store, as the journal beside it records it, so that `undo` can reverse
/// exactly that change by content: the lines it added (id and a digest of their bytes) and the
/// lines it removed, byte for byte.
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
        /// `people set` or `people unset`: one person's line of the profiles file replaced,
        /// added or taken out.
        case profile
        /// `undo --skip`: a change `undo` could not reverse, taken out of its way on purpose.
        case skip
    }

    /// A line the change removed, and where it stood in the file before the change.
    public struct RemovedLine: Equatable, Sendable {
        /// The line's byte offset in the file as it was before the change.
        public let offset: Int
        /// The line's bytes, with its `\n` when it had one.
        public let bytes: [UInt8]

        /// The line's bytes without its `\n`.
        var text: [UInt8] { bytes.last == 0x0A ? Array(bytes.dropLast()) : bytes }

        /// The reading on the line, if it is one.
        public var reading: Reading? {
            text.withUnsafeBufferPointer { ReadingLine.decode($0) }
        }
    }

    /// What kind of change it was.
    public let kind: Kind
    /// When it was made.
    public let at: Timestamp
    /// The ids of the readings it added.
    public let addedIDs: [String]
    /// The SHA-256 digests (hexadecimal) of the added lines' bytes (without `\n`), one per id
    /// of `addedIDs`: filled in from the bytes actually written when the change is recorded.
    var addedDigests: [String] = []
    /// The reading `add` added; nil for other changes.
    public let addedReading: Reading?
    /// The lines it removed, in file order.
    public let removedLines: [RemovedLine]
    /// The files an import read.
    public let files: [String]
    /// The cycles-file lines (without their `\n`) a `cycle start` added or a `cycle remove`
    /// took out.
    public let cycleLines: [[UInt8]]
    /// The profiles-file line (without its `\n`) of the person a `people set` or `people
    /// unset` changed, as it was before; nil when the person had none.
    public let profileBefore: [UInt8]?
    /// The person's profiles-file line after the change; nil when it was taken out.
    public let profileAfter: [UInt8]?
    /// The journal line (without its `\n`) of the change an `undo --skip` took out.
    let skippedLine: [UInt8]?
    /// The change's number, counting every change the journal has recorded.
    var sequence = 0
    /// Whether the store change the entry announces was made: recorded as 0 before the store
    /// changes and set to 1 after. An entry without it (an older journal) counts as done.
    var isDone = true

    /// Makes a record of a change. The digests of the added lines are filled in by the
    /// rewrite or append that records it, from the bytes it wrote.
    init(
        kind: Kind, at: Timestamp, addedIDs: [String] = [], addedReading: Reading? = nil,
        removedLines: [RemovedLine] = [], files: [String] = [], cycleLines: [[UInt8]] = [],
        profileBefore: [UInt8]? = nil, profileAfter: [UInt8]? = nil, skippedLine: [UInt8]? = nil
    ) {
        self.kind = kind
        self.at = at
        self.addedIDs = addedIDs
        self.addedReading = addedReading
        self.removedLines = removedLines
        self.files = files
        self.cycleLines = cycleLines
        self.profileBefore = profileBefore
        self.profileAfter = profileAfter
        self.skippedLine = skippedLine
    }

    /// The readings the change removed (that `undo` brings back).
    public var removedReadings: [Reading] { removedLines.compactMap(\.reading) }

    /// Whether the change was to the cycles file (`cycle start` or `cycle remove`).
    public var isCycleChange: Bool { kind == .cycleStart || kind == .cycleRemove }

    /// The cycle starts a cycle change added or removed.
    public var cycleStarts: [CycleStart] { cycleLines.compactMap(CycleLine.decode) }

    /// The person whose profile a `people set` or `people unset` changed, with the profile
    /// before and after it; nil for other changes and for lines that are not profiles.
    public var profileChange: (person: Person, before: PersonProfile, after: PersonProfile)? {
        guard kind == .profile else { return nil }
        var before: (Person, PersonProfile)?
        var after: (Person, PersonProfile)?
        if let profileBefore {
            guard let decoded = ProfileLine.decode(profileBefore) else { return nil }
            before = decoded
        }
        if let profileAfter {
            guard let decoded = ProfileLine.decode(profileAfter) else { return nil }
            after = decoded
        }
        guard let person = before?.0 ?? after?.0, after.map({ $0.0 == person }) ?? true else {
            return nil
        }
        return (person, before?.1 ?? PersonProfile(), after?.1 ?? PersonProfile())
    }

    /// The person a profile change is about.
    var profilePerson: Person? { profileChange?.person }

    /// The change an `undo --skip` took out of undo's way; nil for other changes, and for a
    /// skipped journal line that was damaged.
    public var skippedChange: StoreChange? {
        skippedLine?.withUnsafeBufferPointer { StoreChange(journalLine: $0) }
    }

    /// Whether the entry describes a change that could have happened: an `add` of one line, a
    /// `delete` of readings, an `import` of readings, cycle marks that are cycle marks, every
    /// added line with its digest. A journal is a file anyone can edit and a disk can damage:
    /// `undo` refuses an entry that is not.
    /// Whether the entry is an import written by a templog that did not record digests yet.
    var predatesDigests: Bool { kind == .import && addedDigests.isEmpty && !addedIDs.isEmpty }

    var isPlausible: Bool {
        let digestsComplete =
            addedDigests.count == addedIDs.count
            && addedDigests.allSatisfy { $0.utf8.count == 64 && $0.utf8.allSatisfy(\.isHexDigit) }
        let removedAreReadings = removedLines.allSatisfy { $0.reading != nil }
        let touchesCycles = !cycleLines.isEmpty && cycleStarts.count == cycleLines.count
        switch kind {
        case .repair: return true
        case .skip: return skippedLine != nil
        case .cycleStart, .cycleRemove:
            return touchesCycles && addedIDs.isEmpty && removedLines.isEmpty
        case .profile:
            return profileChange != nil && profileBefore != profileAfter && addedIDs.isEmpty
                && removedLines.isEmpty && cycleLines.isEmpty
        case .add:
            return addedIDs.count == 1 && digestsComplete && removedLines.isEmpty
                && cycleLines.isEmpty
        case .delete:
            return addedIDs.isEmpty && !removedLines.isEmpty && removedAreReadings
        case .import:
            return !addedIDs.isEmpty && digestsComplete && removedLines.isEmpty
        case .update:
            return !removedLines.isEmpty && digestsComplete && removedAreReadings
                && addedIDs.count >= removedLines.count
        }
    }
}

extension UInt8 {
    /// Whether the byte is `0`–`9` or `a`–`f`.
    fileprivate var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x61...0x66).contains(self)
    }
}

extension StoreChange {
    /// The change as one line of the journal (with its `\n`).
    var journalLine: [UInt8] {
        var line: [UInt8] = []
        line.append(#"{"seq":"#)
        line.append(contentsOf: String(sequence).utf8)
        line.append(#","done":"#)
        line.append(UInt8(ascii: isDone ? "1" : "0"))
        line.append(#","change":""#)
        line.append(contentsOf: kind.rawValue.utf8)
        line.append(#"","at":""#)
        at.appendRFC3339(to: &line)
        line.append(#"","added":["#)
        for (index, id) in addedIDs.enumerated() {
            if index > 0 { line.append(UInt8(ascii: ",")) }
            line.append(#"{"id":"#)
            ReadingLine.appendJSONString(id, to: &line)
            line.append(#","sha256":"#)
            ReadingLine.appendJSONString(
                index < addedDigests.count ? addedDigests[index] : "", to: &line)
            line.append(UInt8(ascii: "}"))
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
        for (key, profileLine) in [
            ("profileBefore", profileBefore), ("profileAfter", profileAfter),
        ] {
            guard let profileLine else { continue }
            line.append(UInt8(ascii: ","))
            ReadingLine.appendJSONString(key, to: &line)
            line.append(UInt8(ascii: ":"))
            ReadingLine.appendJSONString(String(decoding: profileLine, as: UTF8.self), to: &line)
        }
        if let skippedLine {
            line.append(#","skipped":"#)
            ReadingLine.appendJSONString(String(decoding: skippedLine, as: UTF8.self), to: &line)
        }
        line.append("}\n")
        return line
    }

    /// Where the digit of `"done":` is in `journalLine`.
    var doneByteIndex: Int { #"{"seq":,"done":"#.utf8.count + String(sequence).utf8.count }

    /// The change a journal line records; nil for a damaged line.
    init?(journalLine line: UnsafeBufferPointer<UInt8>) {
        var fields = JournalFields()
        guard JSONLine.scanObject(line, { key, value in fields.set(key, value) }),
            let change = fields.change()
        else { return nil }
        self = change
    }
}

/// The members of a journal line, read as they come. Lines written by templog before undo
/// worked by content (with store sizes, and added ids without digests) are read too: an
/// `add`'s digest comes from the line it recorded; an `import` without digests is implausible.
private struct JournalFields {
    var sequence: Int?
    var isDone = true
    var kind: StoreChange.Kind?
    var at: Timestamp?
    var addedIDs: [String]? = nil
    var addedDigests: [String] = []
    var addedLine: [UInt8]?
    var removedLines: [StoreChange.RemovedLine]? = nil
    var files: [String]? = nil
    var cycleLines: [String] = []
    var profileBefore: [UInt8]?
    var profileAfter: [UInt8]?
    var skippedLine: [UInt8]?
    var isDamaged = false

    mutating func set(_ key: UnsafeBufferPointer<UInt8>, _ value: JSONMemberValue) {
        switch (String(decoding: key, as: UTF8.self), value) {
        case ("seq", .number(let number)): sequence = number.scaled(decimals: 0)
        case ("done", .number(let number)):
            switch number.scaled(decimals: 0) {
            case 0: isDone = false
            case 1: isDone = true
            default: isDamaged = true
            }
        case ("change", .string(let text)):
            kind = StoreChange.Kind(rawValue: String(decoding: text, as: UTF8.self))
        case ("at", .string(let text)): at = Timestamp.parse(rfc3339: text)
        case ("sizeBefore", .number), ("sizeAfter", .number), ("appended", .bool): break
        case ("added", .composite(let text)): added(text)
        case ("files", .composite(let text)): files = strings(text)
        case ("cycleLines", .composite(let text)):
            if let lines = strings(text) { cycleLines = lines } else { isDamaged = true }
        case ("addedLine", .string(let text)): addedLine = Array(text)
        case ("removed", .composite(let text)): removedLines = removed(text)
        case ("skipped", .string(let text)): skippedLine = Array(text)
        case ("profileBefore", .string(let text)): profileBefore = Array(text)
        case ("profileAfter", .string(let text)): profileAfter = Array(text)
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

    /// The added lines: `{"id":…,"sha256":…}` objects, or (older journals) bare ids.
    private mutating func added(_ text: UnsafeBufferPointer<UInt8>) {
        if let ids = strings(text) {
            addedIDs = ids
            return
        }
        var ids: [String] = []
        var digests: [String] = []
        var isValid = true
        let isArray = JSONLine.scanArray(text) { element in
            guard case .composite(let object) = element else {
                isValid = false
                return
            }
            var id: String?
            var digest: String?
            let isObject = JSONLine.scanObject(object) { key, value in
                switch (String(decoding: key, as: UTF8.self), value) {
                case ("id", .string(let text)): id = String(decoding: text, as: UTF8.self)
                case ("sha256", .string(let text)): digest = String(decoding: text, as: UTF8.self)
                default: isValid = false
                }
            }
            guard isObject, let id, let digest else {
                isValid = false
                return
            }
            ids.append(id)
            digests.append(digest)
        }
        if isArray && isValid {
            addedIDs = ids
            addedDigests = digests
        }
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
        guard !isDamaged, let sequence, let kind, let at, let addedIDs, let removedLines,
            let files
        else { return nil }
        var addedReading: Reading?
        if let addedLine {
            addedReading = addedLine.withUnsafeBufferPointer { ReadingLine.decode($0) }
            guard addedReading != nil else { return nil }
        }
        var change = StoreChange(
            kind: kind, at: at, addedIDs: addedIDs, addedReading: addedReading,
            removedLines: removedLines, files: files, cycleLines: cycleLines.map { Array($0.utf8) },
            profileBefore: profileBefore, profileAfter: profileAfter, skippedLine: skippedLine)
        change.addedDigests = addedDigests
        // The reading an add names must be the line its digest names: an entry edited to say
        // something else is damaged, so undo never reports one reading and removes another.
        if let addedLine, let digest = addedDigests.first, SHA256.hex(addedLine) != digest {
            return nil
        }
        if addedDigests.isEmpty, let addedLine, addedIDs == addedReading.map({ [$0.id] }) {
            // An older journal: its add recorded the whole line it wrote.
            change.addedDigests = [SHA256.hex(addedLine)]
        }
        change.sequence = sequence
        change.isDone = isDone
        return change
    }
}
