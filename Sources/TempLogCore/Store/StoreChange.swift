/// One change to the store or to a file beside it, as the journal records it so that `undo`
/// can reverse exactly that change by content. Each kind of change holds what undoing and
/// describing it needs, and nothing else: the lines it added to the store (id and a digest of
/// their bytes), the lines it removed (byte for byte), the lines of a file beside the store it
/// changed.
public enum StoreChange: Equatable, Sendable {
    /// `add`: one reading, appended or inserted in time order, and the digest of its line.
    case add(Reading, digest: LineDigest)
    /// `delete`: the lines of the readings it removed, in file order.
    case delete([RemovedLine])
    /// `import`: the lines it added, the files it read, the profile lines it changed to
    /// remember which person here each person of another store is, and the marks it added to
    /// the cycles file (the cycle starts the periods of an Apple Health export show). It adds a
    /// line, a mark or both.
    case `import`(
        added: [AddedLine], files: [String], remembered: [ProfileChange],
        cycleMarks: [CycleMark])
    /// `import --update`: the lines of the readings it replaced, the lines it added (the
    /// readings that were new, then the new versions of those it replaced), the files it read,
    /// the profile lines it changed to remember people of other stores, and the marks it added
    /// to the cycles file.
    case update(
        replaced: [RemovedLine], added: [AddedLine], files: [String],
        remembered: [ProfileChange], cycleMarks: [CycleMark])
    /// `check --repair`, which cannot be undone: `undo` stops here.
    case repair
    /// `cycle start`: the mark it added to the cycles file.
    case cycleStart(CycleMark)
    /// `cycle remove`: the marks it took out of the cycles file.
    case cycleRemove([CycleMark])
    /// `people set` or `people unset`: one person's line of the profiles file replaced, added
    /// or taken out.
    case profile(ProfileChange)
    /// `dose`, `delete` of a dose, `import` of a doses file: the lines it added to the doses
    /// file and those it took out.
    case dose(DoseChange)
    /// `people rename`: one person's readings, profile and cycle marks made another's.
    case rename(PersonRename)
    /// `undo --skip`: an entry `undo` could not reverse, taken out of its way on purpose.
    indirect case skip(SkippedEntry)

    /// The change's name in the journal and in messages: `add`, `delete`, `import`, `update`,
    /// `repair`, `cycle-start`, `cycle-remove`, `profile`, `dose`, `rename` or `skip`.
    public var name: String {
        switch self {
        case .add: return "add"
        case .delete: return "delete"
        case .import: return "import"
        case .update: return "update"
        case .repair: return "repair"
        case .cycleStart: return "cycle-start"
        case .cycleRemove: return "cycle-remove"
        case .profile: return "profile"
        case .dose: return "dose"
        case .rename: return "rename"
        case .skip: return "skip"
        }
    }

    /// The lines the change added to the store, which `undo` removes.
    var addedLines: [AddedLine] {
        switch self {
        case .add(let reading, let digest): return [AddedLine(id: reading.id, digest: digest)]
        case .import(let added, _, _, _), .update(_, let added, _, _, _): return added
        case .rename(let rename): return rename.added
        default: return []
        }
    }

    /// The lines the change removed from the store, which `undo` puts back.
    var removedLines: [RemovedLine] {
        switch self {
        case .delete(let removed), .update(let removed, _, _, _, _): return removed
        case .rename(let rename): return rename.replaced
        default: return []
        }
    }

    /// The lines of the profiles file a change of the store changed with it (an import's
    /// remembered people, a rename's profiles).
    var besideProfiles: [ProfileChange] {
        switch self {
        case .import(_, _, let remembered, _), .update(_, _, _, let remembered, _):
            return remembered
        case .rename(let rename): return rename.profiles
        default: return []
        }
    }

    /// The cycle marks a change of the store took out of the cycles file with it, and those
    /// it put in (a rename's).
    var besideCycleMarks: (removed: [CycleMark], added: [CycleMark]) {
        guard case .rename(let rename) = self else { return ([], []) }
        return (rename.cyclesRemoved, rename.cyclesAdded)
    }

    /// The marks an import added to the cycles file, which `undo` takes out with its lines.
    var importedCycleMarks: [CycleMark] {
        switch self {
        case .import(_, _, _, let marks), .update(_, _, _, _, let marks): return marks
        default: return []
        }
    }

    /// The same change with `marks` as an import's marks (those `undo` found and took out).
    func withImportedCycleMarks(_ marks: [CycleMark]) -> StoreChange {
        switch self {
        case .import(let added, let files, let remembered, _):
            return .import(
                added: added, files: files, remembered: remembered, cycleMarks: marks)
        case .update(let replaced, let added, let files, let remembered, _):
            return .update(
                replaced: replaced, added: added, files: files, remembered: remembered,
                cycleMarks: marks)
        default: return self
        }
    }
}

/// What `people rename` did: every reading of one person made another's (their lines replaced,
/// as an update replaces them), their profile moved or merged, their cycle marks moved.
public struct PersonRename: Equatable, Sendable {
    /// The person renamed.
    public let from: Person
    /// Whose the readings are now.
    public let to: Person
    /// The readings' lines before, byte for byte.
    public let replaced: [RemovedLine]
    /// The readings' lines after.
    public let added: [AddedLine]
    /// The profile lines it changed: the old person's taken out, the new one's written.
    public let profiles: [ProfileChange]
    /// The cycle marks of the old person it took out of the cycles file.
    public let cyclesRemoved: [CycleMark]
    /// The marks it put in for the new person.
    public let cyclesAdded: [CycleMark]
}

/// A change and when it was made: what the journal holds for each change.
public struct RecordedChange: Equatable, Sendable {
    /// What changed.
    public let change: StoreChange
    /// When.
    public let at: Timestamp

    init(_ change: StoreChange, at: Timestamp) {
        self.change = change
        self.at = at
    }
}

/// The SHA-256 digest of the bytes of a line a change wrote to the store (without its `\n`):
/// how `undo` knows the line again, wherever it is by then.
public struct LineDigest: Hashable, Sendable {
    /// The digest as 64 lowercase hexadecimal digits.
    let hex: String

    /// The digest of `line`, a line with or without its `\n`.
    init(line: some BidirectionalCollection<UInt8>) {
        hex = SHA256.hex(line.last == 0x0A ? line.dropLast() : line[...])
    }

    /// A digest written as 64 lowercase hexadecimal digits; nil for anything else.
    init?(hex: String) {
        let isDigit = { (byte: UInt8) in
            (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
        }
        guard hex.utf8.count == 64, hex.utf8.allSatisfy(isDigit) else { return nil }
        self.hex = hex
    }
}

/// A line an import added to the store: the id of its reading and the digest of its bytes.
public struct AddedLine: Equatable, Sendable {
    /// The id of the reading on the line.
    public let id: String
    let digest: LineDigest
}

/// A line a change removed from the store, kept byte for byte so that `undo` puts it back as
/// it was (keys a newer templog wrote included).
public struct RemovedLine: Equatable, Sendable {
    /// The reading on the line.
    public let reading: Reading
    /// The line's bytes, without its `\n`.
    let bytes: [UInt8]

    /// The line `bytes` (with or without its `\n`), which holds `reading`.
    init(reading: Reading, bytes: some BidirectionalCollection<UInt8>) {
        self.reading = reading
        self.bytes = Array(bytes.last == 0x0A ? bytes.dropLast() : bytes[...])
    }

    /// The line `bytes` (with or without its `\n`); nil when it holds no reading.
    init?(bytes: [UInt8]) {
        let text = bytes.last == 0x0A ? Array(bytes.dropLast()) : bytes
        guard let reading = text.withUnsafeBufferPointer({ ReadingLine.decode($0) }) else {
            return nil
        }
        self.init(reading: reading, bytes: text)
    }
}

/// A line of the cycles file a change added or took out, kept byte for byte, and the cycle
/// start it marks.
public struct CycleMark: Equatable, Sendable {
    /// The cycle start.
    public let start: CycleStart
    /// The line's bytes, without its `\n`.
    let bytes: [UInt8]

    /// The line `bytes` (without its `\n`), which marks `start`.
    init(start: CycleStart, bytes: [UInt8]) {
        self.start = start
        self.bytes = bytes
    }

    /// The line `bytes` (without its `\n`); nil when it is not a cycle start.
    init?(bytes: [UInt8]) {
        guard let start = CycleLine.decode(bytes) else { return nil }
        self.init(start: start, bytes: bytes)
    }
}

/// What a change did to the doses file: the lines it added and those it took out, kept byte
/// for byte, with the doses they hold.
public struct DoseChange: Equatable, Sendable {
    /// The lines added, in the order they were added.
    public let added: [DoseEntry]
    /// The lines taken out, in file order.
    public let removed: [DoseEntry]

    init(added: [DoseEntry] = [], removed: [DoseEntry] = []) {
        self.added = added
        self.removed = removed
    }
}

/// A line of the doses file a change added or took out, kept byte for byte, and its dose.
public struct DoseEntry: Equatable, Sendable {
    /// The dose.
    public let dose: Dose
    /// The line's bytes, without its `\n`.
    let bytes: [UInt8]

    init(dose: Dose, bytes: [UInt8]) {
        self.dose = dose
        self.bytes = bytes
    }

    /// The line `bytes` (without its `\n`); nil when it is not a dose.
    init?(bytes: [UInt8]) {
        guard let dose = DoseLine.decode(bytes) else { return nil }
        self.init(dose: dose, bytes: bytes)
    }
}

/// What `people set` or `people unset` did to one person's line of the profiles file: the line
/// before and after, kept byte for byte, and the profiles they hold.
public struct ProfileChange: Equatable, Sendable {
    /// The person, spelled as the profiles file spells them.
    public let person: Person
    /// The profile before the change (empty when the person had no line).
    public let before: PersonProfile
    /// The profile after the change (empty when the line was taken out).
    public let after: PersonProfile
    /// The person's line before the change (without its `\n`); nil when they had none.
    let lineBefore: [UInt8]?
    /// The person's line after the change; nil when it was taken out.
    let lineAfter: [UInt8]?

    /// The change from `lineBefore` to `lineAfter`; nil unless they differ, each is a profile
    /// line, and both are the same person's.
    init?(lineBefore: [UInt8]?, lineAfter: [UInt8]?) {
        guard lineBefore != lineAfter else { return nil }
        var person: Person?
        var before = PersonProfile()
        var after = PersonProfile()
        if let lineBefore {
            guard let decoded = ProfileLine.decode(lineBefore) else { return nil }
            (person, before) = decoded
        }
        if let lineAfter {
            guard let decoded = ProfileLine.decode(lineAfter), person ?? decoded.0 == decoded.0
            else { return nil }
            person = person ?? decoded.0
            after = decoded.1
        }
        guard let person else { return nil }
        self.init(
            person: person, before: before, after: after, lineBefore: lineBefore,
            lineAfter: lineAfter)
    }

    init(
        person: Person, before: PersonProfile, after: PersonProfile, lineBefore: [UInt8]?,
        lineAfter: [UInt8]?
    ) {
        self.person = person
        self.before = before
        self.after = after
        self.lineBefore = lineBefore
        self.lineAfter = lineAfter
    }
}

/// The journal entry an `undo --skip` took out of undo's way, kept byte for byte.
public struct SkippedEntry: Equatable, Sendable {
    /// The change it recorded; nil when it recorded none `undo` could act on (a damaged entry).
    public let recorded: RecordedChange?
    /// The entry's journal line, without its `\n`.
    let line: [UInt8]

    init(line: [UInt8]) {
        self.line = line
        recorded = line.withUnsafeBufferPointer { try? JournalLine.decode($0).get().recorded }
    }
}
