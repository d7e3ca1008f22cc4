import TempLogText

/// The byte-level tests of `XMLTokenizer`: names, value stops eight bytes at a time, references.
extension XMLTokenizer {
    /// The bytes an attribute value's scan stops at, as bits: `"`, `'`, `<`, `&`, a tab, a
    /// newline, a carriage return.
    static var valueStops: UInt64 {
        1 << 0x09 | 1 << 0x0A | 1 << 0x0D | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C
    }

    /// A name's bytes below 64 (`-`, `.`, digits, `:`) and from 64 to 127 (letters, `_`) as
    /// bits; every byte of a multi-byte UTF-8 character is one too.
    private static var nameBytesBelow64: UInt64 { 0b111_1111_1111 << 0x30 | 0b11 << 0x2D }
    private static var nameBytesFrom64: UInt64 {
        0x3FF_FFFF << (0x41 - 64) | 1 << (0x5F - 64) | 0x3FF_FFFF << (0x61 - 64)
    }

    @inline(__always)
    static func isNameCharacter(_ byte: UInt8) -> Bool {
        if byte >= 128 { return true }
        if byte >= 64 { return nameBytesFrom64 & (1 &<< UInt64(byte - 64)) != 0 }
        return nameBytesBelow64 & (1 &<< UInt64(byte)) != 0
    }

    /// A name's first byte: not a digit, `-` or `.`.
    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        isNameCharacter(byte) && (byte == UInt8(ascii: ":") || byte >= 64)
    }

    /// The high bit of every byte of `word` that equals `byte` (and perhaps of bytes above one
    /// that does).
    @inline(__always)
    static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & (ones &* 0x80)
    }

    /// The high bit of every byte of `word` below 0x20, a control character (and perhaps of
    /// bytes above one that is).
    @inline(__always)
    static func controlBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (word &- ones &* 0x20) & ~word & (ones &* 0x80)
    }

    static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// The high bit of every byte of `word` that is an ASCII letter (exactly: the bytes are
    /// tested apart, no carry crosses from one to the next).
    @inline(__always)
    static func asciiLetters(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lowered = (word | ones &* 0x20) & ~highBits
        let atLeastA = lowered &+ ones &* (0x80 - 0x61)
        let pastZ = lowered &+ ones &* (0x80 - 0x7B)
        return atLeastA & ~pastZ & ~word & highBits
    }

    static func newlines(_ bytes: ByteView, from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            if bytes[index] == 0x0A { count += 1 }
            index += 1
        }
        return count
    }

    /// The start of the construct at `start`, for a message: up to the first white space, 40
    /// bytes at most.
    static func excerpt(_ bytes: ByteView, at start: Int, end: Int) -> String {
        var index = start
        while index < min(end, start + 40), ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
            index += 1
        }
        return bytes.string(start..<index)
    }

    /// Whether the excerpt at `start` runs into `end`, so that more bytes could lengthen it.
    static func excerptIsCut(_ bytes: ByteView, at start: Int, end: Int) -> Bool {
        guard end < start + 40 else { return false }
        var index = start
        while index < end, ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index == end
    }

    /// What a construct that runs to the end of the file opens with, for a message.
    static func opening(of bytes: ByteView, at start: Int, end: Int) -> String {
        for opening: StaticString in ["<!--", "<![CDATA[", "<!DOCTYPE", "<?"]
        where bytes.matches(opening, at: start) {
            return opening.description
        }
        return excerpt(bytes, at: start, end: end)
    }

    /// The entity or character reference at `index` (an `&`): where it ends and the scalar
    /// it stands for. Only XML's own five entities are known (Health exports declare none).
    static func reference(_ bytes: ByteView, at index: Int, end: Int) throws -> (
        end: Int, scalar: Unicode.Scalar
    ) {
        var cursor = index + 1
        // A character reference's leading zeros do not count toward the length limit.
        var prefixLength = 0
        if cursor < end, bytes[cursor] == UInt8(ascii: "#") {
            cursor += 1
            if cursor < end, bytes[cursor] == UInt8(ascii: "x") { cursor += 1 }
            while cursor < end, bytes[cursor] == UInt8(ascii: "0") { cursor += 1 }
            prefixLength = cursor - index - 1
        }
        while cursor < end, cursor - index - prefixLength <= 10,
            bytes[cursor] == UInt8(ascii: "#")
                || isNameCharacter(bytes[cursor])
        {
            cursor += 1
        }
        if cursor == end { throw Stop.needsMore }
        let name = bytes[index + 1..<cursor]
        guard bytes[cursor] == UInt8(ascii: ";"), let scalar = scalar(named: name) else {
            let shownEnd = bytes[cursor] == UInt8(ascii: ";") ? cursor + 1 : cursor
            throw Stop.malformed(.unknownEntity(bytes.string(index..<shownEnd)))
        }
        return (cursor + 1, scalar)
    }

    /// The scalar of a reference's name (between `&` and `;`), read from its bytes.
    private static func scalar(named name: ByteView) -> Unicode.Scalar? {
        guard let first = name.byte(at: 0) else { return nil }
        guard first == UInt8(ascii: "#") else {
            func isNamed(_ entity: StaticString) -> Bool {
                name.count == entity.utf8CodeUnitCount && name.matches(entity, at: 0)
            }
            if isNamed("lt") { return "<" }
            if isNamed("gt") { return ">" }
            if isNamed("amp") { return "&" }
            if isNamed("quot") { return "\"" }
            if isNamed("apos") { return "'" }
            return nil
        }
        let isHex = name.count > 1 && name[1] == UInt8(ascii: "x")
        var index = isHex ? 2 : 1
        guard index < name.count else { return nil }
        var code: UInt32 = 0
        while index < name.count {
            let byte = name[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex:
                digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex:
                digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            code = code * (isHex ? 16 : 10) + digit
            // Past the last scalar, more digits cannot bring it back.
            if code > 0x10FFFF { return nil }
            index += 1
        }
        return character(code)
    }

    /// A character XML allows (`Char` of XML 1.0): not NUL, a surrogate or U+FFFE/U+FFFF.
    private static func character(_ code: UInt32) -> Unicode.Scalar? {
        guard code == 0x09 || code == 0x0A || code == 0x0D || code >= 0x20,
            code != 0xFFFE, code != 0xFFFF
        else { return nil }
        return Unicode.Scalar(code)
    }
}
