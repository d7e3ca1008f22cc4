import TempLogJSON

/// One line of the journal beside the store: a change, when it was made, its number counting
/// every change the journal has recorded, and whether the store change it announces was made.
///
/// `{"seq":7,"done":1,"change":"add","at":"2026-11-29T07:31:00+09:00",…}`, then the members of
/// its kind of change and no others:
///
/// - `add`: `"added":[{"id":…,"sha256":…}]` and `"addedLine"`, the line it wrote;
/// - `delete`: `"removed":[{"line":…},…]`, each line it removed, verbatim;
/// - `import`: `"added"` and `"files"`; `update`: `"added"`, `"removed"` and `"files"`; each
///   with `"profiles"`, `[{"before":…,"after":…},…]`, when it changed profile lines (an
///   absent `before` or `after`: no line), and `"cycleLines"`, the lines it added to the
///   cycles file, when it added any;
/// - `rename`: `"from"` and `"to"` (the names; `""` for the owner), `"added"` and `"removed"`,
///   and `"profiles"`, `"cyclesRemoved"`, `"cyclesAdded"` when it changed those files;
/// - `cycle-start`, `cycle-remove`: `"cycleLines"`, the lines of the cycles file;
/// - `profile`: `"profileBefore"` and `"profileAfter"`, each absent when there was no line;
/// - `dose`: `"doseAdded"` and `"doseRemoved"`, the lines of the doses file, each absent when
///   empty;
/// - `skip`: `"skipped"`, the journal line it took out of undo's way;
/// - `repair`: nothing more.
///
/// Lines written by earlier versions are read too: they hold every kind's members, empty when
/// unused (`"added":[]`), removed lines with their `"offset"`, and, before undo worked by
/// content, store sizes and added ids without digests (an `add`'s digest then comes from the
/// line it recorded; an `import` without digests cannot be undone by content).
struct JournalLine {
    /// The change's number; the first change is 1.
    var sequence: Int
    /// Whether the store change the entry announces was made: written as 0 before the store
    /// changes and set to 1 after. An entry without it (an older journal) counts as done.
    var isDone: Bool
    let recorded: RecordedChange

    /// Why a journal line records no change `undo` can act on.
    enum Problem: Error, Equatable {
        /// Not a journal line: not one JSON object, an unknown key, a member of the wrong type.
        case damaged
        /// A journal line, but not of a change templog makes (an `add` that added nothing, a
        /// digest missing, a removed line that is not a reading): edited or damaged.
        case impossible
        /// An `import` recorded by a templog that kept no digests of the lines it added:
        /// nothing wrong with the journal, but `undo` cannot find its lines by content.
        case importWithoutDigests
    }

    /// The line, with its `\n`.
    var bytes: [UInt8] {
        var line: [UInt8] = []
        line.append(#"{"seq":"#)
        line.append(contentsOf: String(sequence).utf8)
        line.append(#","done":"#)
        line.append(UInt8(ascii: isDone ? "1" : "0"))
        line.append(#","change":"#)
        ReadingLine.appendJSONString(recorded.change.name, to: &line)
        line.append(#","at":""#)
        recorded.at.appendRFC3339(to: &line)
        line.append(UInt8(ascii: "\""))
        recorded.change.appendJournalMembers(to: &line)
        line.append("}\n")
        return line
    }

    /// Where the digit of `"done":` is in `bytes`.
    var doneByteIndex: Int { #"{"seq":,"done":"#.utf8.count + String(sequence).utf8.count }

    /// The journal line `line` (without its `\n`).
    static func decode(_ line: UnsafeBufferPointer<UInt8>) -> Result<JournalLine, Problem> {
        var members = JournalMembers()
        guard JSONLine.scanObject(line, { key, value in members.set(key, value) }) else {
            return .failure(.damaged)
        }
        return Result { () throws(Problem) in try members.journalLine() }
    }
}

extension StoreChange {
    /// Appends the members of the journal line that say what the change was, each after a
    /// comma.
    fileprivate func appendJournalMembers(to line: inout [UInt8]) {
        switch self {
        case .add(let reading, let digest):
            Self.appendAdded([AddedLine(id: reading.id, digest: digest)], to: &line)
            Self.appendString("addedLine", ReadingLine.encode(reading).dropLast(), to: &line)
        case .delete(let removed):
            Self.appendRemoved(removed, to: &line)
        case .import(let added, let files, let remembered, let marks):
            Self.appendAdded(added, to: &line)
            Self.appendStrings("files", files.map { Array($0.utf8) }, to: &line)
            Self.appendProfiles(remembered, to: &line)
            if !marks.isEmpty { Self.appendStrings("cycleLines", marks.map(\.bytes), to: &line) }
        case .update(let replaced, let added, let files, let remembered, let marks):
            Self.appendAdded(added, to: &line)
            Self.appendRemoved(replaced, to: &line)
            Self.appendStrings("files", files.map { Array($0.utf8) }, to: &line)
            Self.appendProfiles(remembered, to: &line)
            if !marks.isEmpty { Self.appendStrings("cycleLines", marks.map(\.bytes), to: &line) }
        case .rename(let rename):
            Self.appendString("from", Array((rename.from.who ?? "").utf8), to: &line)
            Self.appendString("to", Array((rename.to.who ?? "").utf8), to: &line)
            Self.appendAdded(rename.added, to: &line)
            Self.appendRemoved(rename.replaced, to: &line)
            Self.appendProfiles(rename.profiles, to: &line)
            if !rename.cyclesRemoved.isEmpty {
                Self.appendStrings("cyclesRemoved", rename.cyclesRemoved.map(\.bytes), to: &line)
            }
            if !rename.cyclesAdded.isEmpty {
                Self.appendStrings("cyclesAdded", rename.cyclesAdded.map(\.bytes), to: &line)
            }
        case .repair:
            break
        case .cycleStart(let mark):
            Self.appendStrings("cycleLines", [mark.bytes], to: &line)
        case .cycleRemove(let marks):
            Self.appendStrings("cycleLines", marks.map(\.bytes), to: &line)
        case .profile(let change):
            if let before = change.lineBefore {
                Self.appendString("profileBefore", before, to: &line)
            }
            if let after = change.lineAfter { Self.appendString("profileAfter", after, to: &line) }
        case .dose(let change):
            if !change.added.isEmpty {
                Self.appendStrings("doseAdded", change.added.map(\.bytes), to: &line)
            }
            if !change.removed.isEmpty {
                Self.appendStrings("doseRemoved", change.removed.map(\.bytes), to: &line)
            }
        case .skip(let skipped):
            Self.appendString("skipped", skipped.line, to: &line)
        }
    }

    /// `,"key":"text"`.
    private static func appendString(
        _ key: String, _ text: some Collection<UInt8>, to line: inout [UInt8]
    ) {
        line.append(UInt8(ascii: ","))
        ReadingLine.appendJSONString(key, to: &line)
        line.append(UInt8(ascii: ":"))
        ReadingLine.appendJSONString(String(decoding: text, as: UTF8.self), to: &line)
    }

    /// `,"key":["text",…]`.
    private static func appendStrings(_ key: String, _ texts: [[UInt8]], to line: inout [UInt8]) {
        appendArray(key, texts, to: &line) { text, line in
            ReadingLine.appendJSONString(String(decoding: text, as: UTF8.self), to: &line)
        }
    }

    /// `,"added":[{"id":…,"sha256":…},…]`.
    private static func appendAdded(_ added: [AddedLine], to line: inout [UInt8]) {
        appendArray("added", added, to: &line) { added, line in
            line.append(#"{"id":"#)
            ReadingLine.appendJSONString(added.id, to: &line)
            line.append(#","sha256":"#)
            ReadingLine.appendJSONString(added.digest.hex, to: &line)
            line.append(UInt8(ascii: "}"))
        }
    }

    /// `,"profiles":[{"before":…,"after":…},…]`, when `changes` is not empty.
    private static func appendProfiles(_ changes: [ProfileChange], to line: inout [UInt8]) {
        guard !changes.isEmpty else { return }
        appendArray("profiles", changes, to: &line) { change, line in
            var members: [(String, [UInt8])] = []
            if let before = change.lineBefore { members.append(("before", before)) }
            if let after = change.lineAfter { members.append(("after", after)) }
            line.append(UInt8(ascii: "{"))
            for (index, (key, bytes)) in members.enumerated() {
                if index > 0 { line.append(UInt8(ascii: ",")) }
                ReadingLine.appendJSONString(key, to: &line)
                line.append(UInt8(ascii: ":"))
                ReadingLine.appendJSONString(String(decoding: bytes, as: UTF8.self), to: &line)
            }
            line.append(UInt8(ascii: "}"))
        }
    }

    /// `,"removed":[{"line":…},…]`.
    private static func appendRemoved(_ removed: [RemovedLine], to line: inout [UInt8]) {
        appendArray("removed", removed, to: &line) { removed, line in
            line.append(#"{"line":"#)
            ReadingLine.appendJSONString(String(decoding: removed.bytes, as: UTF8.self), to: &line)
            line.append(UInt8(ascii: "}"))
        }
    }

    /// `,"key":[…]`, each element written by `appendElement`.
    private static func appendArray<Element>(
        _ key: String, _ elements: [Element], to line: inout [UInt8],
        _ appendElement: (Element, inout [UInt8]) -> Void
    ) {
        line.append(UInt8(ascii: ","))
        ReadingLine.appendJSONString(key, to: &line)
        line.append(#":["#)
        for (index, element) in elements.enumerated() {
            if index > 0 { line.append(UInt8(ascii: ",")) }
            appendElement(element, &line)
        }
        line.append(UInt8(ascii: "]"))
    }
}

/// The members of a journal line, read as they come; `journalLine()` then makes the change of
/// the kind the line names from the members that kind has.
private struct JournalMembers {
    /// The members that say what a change was. A kind of change may hold only its own; an
    /// empty one (`"added":[]`, as earlier versions wrote for every kind) counts as absent.
    enum Key {
        case added, addedLine, removed, files, cycleLines, profileBefore, profileAfter, skipped
        case doseAdded, doseRemoved
        case profiles, from, to, cyclesRemoved, cyclesAdded
    }

    var sequence: Int?
    var isDone = true
    var name: String?
    var at: Timestamp?
    /// The added lines' ids, and their digests (nil in journals from before digests).
    var added: [(id: String, digest: String?)] = []
    var addedLine: [UInt8]?
    var removed: [[UInt8]] = []
    var files: [String] = []
    var cycleLines: [[UInt8]] = []
    var profileBefore: [UInt8]?
    var profileAfter: [UInt8]?
    var skipped: [UInt8]?
    var doseAdded: [[UInt8]] = []
    var doseRemoved: [[UInt8]] = []
    /// Profile lines before and after (nil: no line).
    var profiles: [(before: [UInt8]?, after: [UInt8]?)] = []
    var from: [UInt8]?
    var to: [UInt8]?
    var cyclesRemoved: [[UInt8]] = []
    var cyclesAdded: [[UInt8]] = []
    var isDamaged = false

    /// The members given and not empty.
    var given: Set<Key> {
        let present: [(Key, Bool)] = [
            (.added, !added.isEmpty), (.addedLine, addedLine != nil),
            (.removed, !removed.isEmpty), (.files, !files.isEmpty),
            (.cycleLines, !cycleLines.isEmpty), (.profileBefore, profileBefore != nil),
            (.profileAfter, profileAfter != nil), (.skipped, skipped != nil),
            (.doseAdded, !doseAdded.isEmpty), (.doseRemoved, !doseRemoved.isEmpty),
            (.profiles, !profiles.isEmpty), (.from, from != nil), (.to, to != nil),
            (.cyclesRemoved, !cyclesRemoved.isEmpty), (.cyclesAdded, !cyclesAdded.isEmpty),
        ]
        return Set(present.filter(\.1).map(\.0))
    }

    mutating func set(_ key: UnsafeBufferPointer<UInt8>, _ value: JSONMemberValue) {
        switch (String(decoding: key, as: UTF8.self), value) {
        case ("seq", .number(let number)): sequence = number.scaled(decimals: 0)
        case ("done", .number(let number)):
            switch number.scaled(decimals: 0) {
            case 0: isDone = false
            case 1: isDone = true
            default: isDamaged = true
            }
        case ("change", .string(let text)): name = String(decoding: text, as: UTF8.self)
        case ("at", .string(let text)): at = Timestamp.parse(rfc3339: text)
        case ("sizeBefore", .number), ("sizeAfter", .number), ("appended", .bool): break
        case ("added", .composite(let text)):
            if let lines = Self.added(text) { added = lines } else { isDamaged = true }
        case ("addedLine", .string(let text)): addedLine = Array(text)
        case ("removed", .composite(let text)):
            if let lines = Self.removed(text) { removed = lines } else { isDamaged = true }
        case ("files", .composite(let text)):
            if let names = Self.strings(text) {
                files = names.map { String(decoding: $0, as: UTF8.self) }
            } else {
                isDamaged = true
            }
        case ("cycleLines", .composite(let text)):
            if let lines = Self.strings(text) { cycleLines = lines } else { isDamaged = true }
        case ("profileBefore", .string(let text)): profileBefore = Array(text)
        case ("profileAfter", .string(let text)): profileAfter = Array(text)
        case ("skipped", .string(let text)): skipped = Array(text)
        case ("doseAdded", .composite(let text)):
            if let lines = Self.strings(text) { doseAdded = lines } else { isDamaged = true }
        case ("doseRemoved", .composite(let text)):
            if let lines = Self.strings(text) { doseRemoved = lines } else { isDamaged = true }
        case ("profiles", .composite(let text)):
            if let objects = Self.objects(text),
                objects.allSatisfy({ Set($0.keys).isSubset(of: ["before", "after"]) })
            {
                profiles = objects.map { ($0["before"], $0["after"]) }
            } else {
                isDamaged = true
            }
        case ("from", .string(let text)): from = Array(text)
        case ("to", .string(let text)): to = Array(text)
        case ("cyclesRemoved", .composite(let text)):
            if let lines = Self.strings(text) { cyclesRemoved = lines } else { isDamaged = true }
        case ("cyclesAdded", .composite(let text)):
            if let lines = Self.strings(text) { cyclesAdded = lines } else { isDamaged = true }
        default: isDamaged = true
        }
    }

    /// The strings of a JSON array; nil when it holds anything else.
    private static func strings(_ text: UnsafeBufferPointer<UInt8>) -> [[UInt8]]? {
        var strings: [[UInt8]] = []
        var onlyStrings = true
        let isArray = JSONLine.scanArray(text) { element in
            if case .string(let bytes) = element {
                strings.append(Array(bytes))
            } else {
                onlyStrings = false
            }
        }
        return isArray && onlyStrings ? strings : nil
    }

    /// The string members of each object of a JSON array of objects; nil when it holds
    /// anything else. (A removed line's `"offset"`, a number older journals wrote, is passed
    /// over.)
    private static func objects(_ text: UnsafeBufferPointer<UInt8>) -> [[String: [UInt8]]]? {
        var objects: [[String: [UInt8]]] = []
        var isValid = true
        let isArray = JSONLine.scanArray(text) { element in
            guard case .composite(let object) = element else {
                isValid = false
                return
            }
            var members: [String: [UInt8]] = [:]
            isValid =
                JSONLine.scanObject(object) { key, value in
                    let key = String(decoding: key, as: UTF8.self)
                    switch value {
                    case .string(let text): members[key] = Array(text)
                    case .number where key == "offset": break
                    default: isValid = false
                    }
                } && isValid
            objects.append(members)
        }
        return isArray && isValid ? objects : nil
    }

    /// The added lines: `{"id":…,"sha256":…}` objects, or (older journals) bare ids.
    private static func added(_ text: UnsafeBufferPointer<UInt8>) -> [(String, String?)]? {
        if let ids = strings(text) { return ids.map { (String(decoding: $0, as: UTF8.self), nil) } }
        guard let objects = objects(text) else { return nil }
        var added: [(String, String?)] = []
        for object in objects {
            guard Set(object.keys) == ["id", "sha256"], let id = object["id"],
                let digest = object["sha256"]
            else { return nil }
            added.append(
                (String(decoding: id, as: UTF8.self), String(decoding: digest, as: UTF8.self)))
        }
        return added
    }

    /// The removed lines: `{"line":…}` objects (with the line's `"offset"` in older journals).
    private static func removed(_ text: UnsafeBufferPointer<UInt8>) -> [[UInt8]]? {
        guard let objects = objects(text) else { return nil }
        var lines: [[UInt8]] = []
        for object in objects {
            guard let line = object["line"], object.count == 1 else { return nil }
            lines.append(line)
        }
        return lines
    }

    func journalLine() throws(JournalLine.Problem) -> JournalLine {
        guard !isDamaged, let sequence, let name, let at else { throw .damaged }
        return JournalLine(
            sequence: sequence, isDone: isDone, recorded: RecordedChange(try change(name), at: at))
    }

    /// The change of the kind `name` from the members that kind holds.
    private func change(_ name: String) throws(JournalLine.Problem) -> StoreChange {
        switch name {
        case "add":
            try holdsOnly([.added, .addedLine])
            guard added.count == 1, let addedLine,
                let reading = addedLine.withUnsafeBufferPointer({ ReadingLine.decode($0) }),
                reading.id == added[0].id
            else { throw .impossible }
            // The line an add recorded must be the line its digest names, so undo never
            // reports one reading and removes another. (An older journal's add has no digest:
            // the line it recorded is the line it wrote.)
            let digest = LineDigest(line: addedLine)
            guard added[0].digest.map({ $0 == digest.hex }) ?? true else { throw .impossible }
            return .add(reading, digest: digest)
        case "delete":
            try holdsOnly([.removed])
            guard !removed.isEmpty else { throw .impossible }
            return .delete(try removedLines())
        case "import":
            try holdsOnly([.added, .files, .profiles, .cycleLines])
            guard !added.isEmpty || !profiles.isEmpty || !cycleLines.isEmpty else {
                throw .impossible
            }
            guard added.allSatisfy({ $0.digest != nil }) else { throw .importWithoutDigests }
            return .import(
                added: try addedLines(), files: files, remembered: try profileChanges(),
                cycleMarks: try cycleMarks())
        case "update":
            try holdsOnly([.added, .removed, .files, .profiles, .cycleLines])
            guard !removed.isEmpty, added.count >= removed.count else { throw .impossible }
            return .update(
                replaced: try removedLines(), added: try addedLines(), files: files,
                remembered: try profileChanges(), cycleMarks: try cycleMarks())
        case "rename":
            try holdsOnly([.from, .to, .added, .removed, .profiles, .cyclesRemoved, .cyclesAdded])
            guard let from, let to, added.count == removed.count,
                !removed.isEmpty || !profiles.isEmpty || !cyclesRemoved.isEmpty,
                let fromPerson = Self.person(from), let toPerson = Self.person(to)
            else { throw .impossible }
            return .rename(
                PersonRename(
                    from: fromPerson, to: toPerson, replaced: try removedLines(),
                    added: try addedLines(), profiles: try profileChanges(),
                    cyclesRemoved: try Self.all(cyclesRemoved, CycleMark.init(bytes:)),
                    cyclesAdded: try Self.all(cyclesAdded, CycleMark.init(bytes:))))
        case "repair":
            try holdsOnly([])
            return .repair
        case "cycle-start":
            try holdsOnly([.cycleLines])
            guard cycleLines.count == 1 else { throw .impossible }
            return .cycleStart(try cycleMarks()[0])
        case "cycle-remove":
            try holdsOnly([.cycleLines])
            guard !cycleLines.isEmpty else { throw .impossible }
            return .cycleRemove(try cycleMarks())
        case "profile":
            try holdsOnly([.profileBefore, .profileAfter])
            guard let change = ProfileChange(lineBefore: profileBefore, lineAfter: profileAfter)
            else { throw .impossible }
            return .profile(change)
        case "dose":
            try holdsOnly([.doseAdded, .doseRemoved])
            guard !doseAdded.isEmpty || !doseRemoved.isEmpty else { throw .impossible }
            return .dose(
                DoseChange(
                    added: try Self.all(doseAdded, DoseEntry.init(bytes:)),
                    removed: try Self.all(doseRemoved, DoseEntry.init(bytes:))))
        case "skip":
            try holdsOnly([.skipped])
            guard let skipped else { throw .impossible }
            return .skip(SkippedEntry(line: skipped))
        default:
            throw .damaged
        }
    }

    /// Throws unless every member given is one of `keys`.
    private func holdsOnly(_ keys: Set<Key>) throws(JournalLine.Problem) {
        guard given.isSubset(of: keys) else { throw .impossible }
    }

    /// `make` applied to every one of `values`; throws when it makes nothing of one.
    private static func all<Value, Made>(_ values: [Value], _ make: (Value) -> Made?)
        throws(JournalLine.Problem) -> [Made]
    {
        let made = values.compactMap(make)
        guard made.count == values.count else { throw .impossible }
        return made
    }

    private func addedLines() throws(JournalLine.Problem) -> [AddedLine] {
        try Self.all(added) { id, digest in
            digest.flatMap(LineDigest.init(hex:)).map { AddedLine(id: id, digest: $0) }
        }
    }

    private func removedLines() throws(JournalLine.Problem) -> [RemovedLine] {
        try Self.all(removed, RemovedLine.init(bytes:))
    }

    private func cycleMarks() throws(JournalLine.Problem) -> [CycleMark] {
        try Self.all(cycleLines, CycleMark.init(bytes:))
    }

    private func profileChanges() throws(JournalLine.Problem) -> [ProfileChange] {
        try Self.all(profiles) { ProfileChange(lineBefore: $0.before, lineAfter: $0.after) }
    }

    /// The person a rename's `from` or `to` names: `""` is the owner.
    private static func person(_ text: [UInt8]) -> Person? {
        guard !text.isEmpty else { return .owner }
        let name = String(decoding: text, as: UTF8.self)
        return NameInput.isStoredName(name) ? .named(name) : nil
    }
}
