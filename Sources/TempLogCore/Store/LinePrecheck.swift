import TempLogTime

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A look at a store line's raw bytes, before the full decode, that rules out lines a query
/// cannot match: another person's, another day's, another kind's or, for a query of mornings,
/// a reading taken outside the morning window.
///
/// It reads only the object's top-level members, and only the `takenAt`, `who` and `kind` it
/// can read exactly as the full decode would (no escapes, a plain ASCII name); for anything
/// else — an escaped key, a name in another script, a line it cannot follow — it answers that
/// the line may match, and the full decode decides. So a line it passes is still held to the
/// one definition of a reading, and a line it rules out is one the query could never match.
struct LinePrecheck {
    /// What the look found.
    enum Verdict: Equatable {
        /// The line may be a reading the query matches: decode it.
        case mayMatch
        /// The line is no reading the query matches, and no valid reading taken after this
        /// instant (the query's end): pass over it.
        case noMatch
        /// The line is no reading the query matches, but it may be a valid reading taken after
        /// the query's end, which ends a read of a file in time order: decode it to know.
        case pastEnd
    }

    private let query: Query
    private let latestInstant: Int?
    /// The people's keys as bytes; nil for everyone.
    private let keys: [[UInt8]]?

    init(_ query: Query) {
        self.query = query
        latestInstant = query.latestInstant
        keys = query.keys.map { $0.map { Array($0.utf8) } }
    }

    /// The verdict on one line (without its `\n`).
    func verdict(_ line: UnsafeBufferPointer<UInt8>) -> Verdict {
        guard let members = TopLevelMembers(line), let takenAtText = members.takenAt else {
            return .mayMatch
        }
        // A line with no readable time is no reading (the full decode refuses it too).
        guard let takenAt = Timestamp.parse(rfc3339: takenAtText) else { return .noMatch }
        if let latestInstant, takenAt.secondsSince1970 > latestInstant { return .pastEnd }
        // The cheapest checks first: the hour rules out most lines of a query of mornings.
        if query.morningsOnly, !DayParts.isMorning(takenAt) { return .noMatch }
        if let kinds = query.kinds {
            guard let kind = members.kind else { return .mayMatch }
            if !kinds.contains(kind) { return .noMatch }
        }
        if let keys {
            var isOfOne = false
            for key in keys {
                guard let isOf = members.person.isOf(key) else { return .mayMatch }
                isOfOne = isOfOne || isOf
            }
            if !isOfOne { return .noMatch }
        }
        if query.since != nil || query.until != nil {
            let day = takenAt.localDate
            if let since = query.since, day < since { return .noMatch }
            if let until = query.until, until < day { return .noMatch }
        }
        return .mayMatch
    }
}

/// The `takenAt`, `who` and `kind` members of a line holding one JSON object, read from its
/// bytes where that is exact: the last member of each key (as the full decode keeps it), with
/// no escape in any top-level key.
private struct TopLevelMembers {
    /// The raw `takenAt` string; nil when absent or not a string without escapes.
    private(set) var takenAt: UnsafeBufferPointer<UInt8>?
    /// The reading's kind: `body` when absent or null; nil when not plainly readable.
    private(set) var kind: ReadingKind? = .body
    /// Whose the reading is: the owner when `who` is absent.
    private(set) var person = Named.owner

    /// Nil when the line is not one object the walk can follow, or a top-level key has an
    /// escape (it might spell a key templog reads).
    init?(_ line: UnsafeBufferPointer<UInt8>) {
        var walk = ByteWalk(line)
        walk.skipWhitespace()
        guard walk.take(UInt8(ascii: "{")) else { return nil }
        walk.skipWhitespace()
        if walk.take(UInt8(ascii: "}")) { return nil }
        repeat {
            walk.skipWhitespace()
            guard let key = walk.string(), !key.hasEscape else { return nil }
            walk.skipWhitespace()
            guard walk.take(UInt8(ascii: ":")) else { return nil }
            walk.skipWhitespace()
            let isString = walk.peek == UInt8(ascii: "\"")
            guard let value = walk.value() else { return nil }
            switch ReadingKey(key) {
            case .takenAt:
                takenAt = isString && !value.hasEscape ? value : nil
            case .kind:
                kind = Self.kind(value, isString: isString)
            case .who:
                person = Self.person(value, isString: isString)
            default:
                break
            }
            walk.skipWhitespace()
        } while walk.take(UInt8(ascii: ","))
        guard walk.take(UInt8(ascii: "}")) else { return nil }
        walk.skipWhitespace()
        guard walk.atEnd else { return nil }
    }

    private static let ownerWord = Array(Person.ownerWord.utf8)

    private static func isNull(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.elementsEqual("null".utf8)
    }

    private static func kind(_ bytes: UnsafeBufferPointer<UInt8>, isString: Bool) -> ReadingKind? {
        if !isString { return isNull(bytes) ? .body : nil }
        if bytes.elementsEqual("body".utf8) { return .body }
        if bytes.elementsEqual("basal".utf8) { return .basal }
        return nil
    }

    /// The person a `who` value names, when its bytes say it exactly: the owner for null, an
    /// empty string or `me` in any case; a name of ASCII name characters (stored as it is, so
    /// compared by its bytes without case). Unknown for anything else.
    private static func person(_ bytes: UnsafeBufferPointer<UInt8>, isString: Bool) -> Named {
        if !isString { return isNull(bytes) ? .owner : .unknown }
        guard bytes.count <= NameInput.maximumLength else { return .unknown }
        for byte in bytes {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x2E, 0x27: continue
            default: return .unknown
            }
        }
        return bytes.isEmpty || Named.sameName(bytes, ownerWord) ? .owner : .name(bytes)
    }
}

/// Whose a line's reading is, as far as its bytes tell.
private enum Named {
    case owner
    /// A name of ASCII name characters, as stored.
    case name(UnsafeBufferPointer<UInt8>)
    /// Only the full decode can tell.
    case unknown

    /// Whether the reading is of the person with this key (`Person.key`, as bytes); nil when
    /// only the full decode can tell.
    func isOf(_ key: [UInt8]) -> Bool? {
        switch self {
        case .owner: key.isEmpty
        case .name(let bytes): Self.sameName(bytes, key)
        case .unknown: nil
        }
    }

    /// Whether ASCII `bytes` spell `key` (lower case) in any case.
    static func sameName(_ bytes: UnsafeBufferPointer<UInt8>, _ key: [UInt8]) -> Bool {
        guard bytes.count == key.count else { return false }
        for (byte, keyByte) in zip(bytes, key) {
            let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            if lowered != keyByte { return false }
        }
        return true
    }
}

/// A forward walk over one line's bytes that follows JSON's structure without checking it:
/// strings (with their escapes), nested arrays and objects, and bare words.
private struct ByteWalk {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            index += 1
        }
    }

    /// A string starting here: its contents between the quotes, escapes as written.
    mutating func string() -> UnsafeBufferPointer<UInt8>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return UnsafeBufferPointer(rebasing: bytes[start..<index - 1])
            case 0x5C:
                index += 2
            default:
                index += 1
            }
        }
        return nil
    }

    /// A value starting here: a string's contents, or the text of anything else.
    mutating func value() -> UnsafeBufferPointer<UInt8>? {
        guard let first = peek else { return nil }
        if first == UInt8(ascii: "\"") { return string() }
        let start = index
        var depth = 0
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                guard depth > 0, string() != nil else { return nil }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return span(from: start) }
                depth -= 1
            case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                if depth == 0 { return span(from: start) }
            default:
                break
            }
            index += 1
        }
        return depth == 0 ? span(from: start) : nil
    }

    private func span(from start: Int) -> UnsafeBufferPointer<UInt8>? {
        index > start ? UnsafeBufferPointer(rebasing: bytes[start..<index]) : nil
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes hold a backslash: a JSON string with an escape.
    fileprivate var hasEscape: Bool {
        guard let base = baseAddress else { return false }
        return memchr(base, 0x5C, count) != nil
    }
}
