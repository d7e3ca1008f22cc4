import TempLogText

/// The bytes JSON's grammar names.
private enum Byte {
    static let quote: UInt8 = 0x22  // "
    static let backslash: UInt8 = 0x5C  // \
    static let slash: UInt8 = 0x2F  // /
    static let comma: UInt8 = 0x2C  // ,
    static let colon: UInt8 = 0x3A  // :
    static let minus: UInt8 = 0x2D  // -
    static let plus: UInt8 = 0x2B  // +
    static let point: UInt8 = 0x2E  // .
    static let zero: UInt8 = 0x30  // 0
    static let openBrace: UInt8 = 0x7B  // {
    static let closeBrace: UInt8 = 0x7D  // }
    static let openBracket: UInt8 = 0x5B  // [
    static let closeBracket: UInt8 = 0x5D  // ]
}

/// The state of one `JSONLine.scanObject` call: the line and how far it has been read.
///
/// Every byte is read through a `ByteView`, so a scan can never read outside its line.
@usableFromInline
struct LineScanner {
    private let bytes: ByteView
    /// The offset of the next byte to read.
    private var index = 0
    /// Where strings with escapes are decoded: as many bytes as the line, allocated on first
    /// use. A string decodes to the offset its text has in the line, and never to more bytes
    /// than its text takes, so a member's decoded key and decoded value never overlap.
    private var scratch: UnsafeMutableBufferPointer<UInt8>?

    @usableFromInline
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = ByteView(bytes)
    }

    /// Frees the buffer strings with escapes were decoded into, if any.
    @usableFromInline
    mutating func releaseScratch() {
        scratch?.deallocate()
        scratch = nil
    }

    private var count: Int { bytes.count }

    /// Scans the whole line as one object, calling `member` for each top-level member with
    /// its key, which of `keys` it is when it is one of them written plainly, and its value.
    @usableFromInline
    mutating func scanObject(
        expecting keys: JSONKeys?,
        _ member: (UnsafeBufferPointer<UInt8>, Int?, JSONMemberValue) -> Void
    ) -> Bool {
        skipWhitespace()
        guard take(Byte.openBrace) else { return false }
        skipWhitespace()
        // The first of `keys` the next member may have: the one after the last found.
        var nextKey = 0
        if !take(Byte.closeBrace) {
            repeat {
                skipWhitespace()
                let known = keys?.match(in: bytes, at: index, from: nextKey)
                let key: UnsafeBufferPointer<UInt8>
                if let known, let keys {
                    // A quoted key of plain ASCII: the string `scanString` would hand out.
                    key = bytes.buffer(index + 1..<index + 1 + keys.length(of: known))
                    index += key.count + 2
                    nextKey = known + 1
                    guard takeColon() else { return false }
                } else {
                    guard let scanned = scanMemberName(decoding: true) else { return false }
                    key = scanned
                }
                guard let value = scanValue() else { return false }
                member(key, known, value)
                skipWhitespace()
            } while take(Byte.comma)
            guard take(Byte.closeBrace) else { return false }
        }
        skipWhitespace()
        return index == count
    }

    /// Scans the whole text as one array, calling `element` for each element.
    mutating func scanArray(_ element: (JSONMemberValue) -> Void) -> Bool {
        skipWhitespace()
        guard take(Byte.openBracket) else { return false }
        skipWhitespace()
        if !take(Byte.closeBracket) {
            repeat {
                skipWhitespace()
                guard let value = scanValue() else { return false }
                element(value)
                skipWhitespace()
            } while take(Byte.comma)
            guard take(Byte.closeBracket) else { return false }
        }
        skipWhitespace()
        return index == count
    }

    /// Scans the whole text as exactly one number.
    mutating func scanWholeNumber() -> JSONNumber? {
        let number = scanNumber()
        return index == count ? number : nil
    }

    // MARK: Structure

    /// The byte at `index`, or 0 at the end of the line. A NUL byte is never valid outside a
    /// string, so it can stand for the end wherever a structural byte is expected.
    private var current: UInt8 {
        bytes.byte(at: index) ?? 0
    }

    /// Steps over `byte` (never 0) if it is next.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while let byte = bytes.byte(at: index) {
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Scans a member's name, its colon and the whitespace after it, from the opening quote.
    private mutating func scanMemberName(decoding: Bool) -> UnsafeBufferPointer<UInt8>? {
        guard current == Byte.quote, let name = scanString(decoding: decoding), takeColon()
        else { return nil }
        return name
    }

    /// Steps over the colon after a member's name and the whitespace around it.
    private mutating func takeColon() -> Bool {
        skipWhitespace()
        guard take(Byte.colon) else { return false }
        skipWhitespace()
        return true
    }

    /// Scans a top-level member's value.
    private mutating func scanValue() -> JSONMemberValue? {
        let opener = current
        guard opener == Byte.openBrace || opener == Byte.openBracket else {
            return scanScalar(decoding: true)
        }
        let valueStart = index
        guard skipComposite() else { return nil }
        return .composite(bytes.buffer(valueStart..<index))
    }

    /// Scans a string, number or literal; strings are decoded only when `decoding`.
    private mutating func scanScalar(decoding: Bool) -> JSONMemberValue? {
        switch current {
        case Byte.quote:
            return scanString(decoding: decoding).map(JSONMemberValue.string)
        case Byte.minus, Byte.zero...0x39:
            return scanNumber().map(JSONMemberValue.number)
        case UInt8(ascii: "t"):
            return takeLiteral("true") ? .bool(true) : nil
        case UInt8(ascii: "f"):
            return takeLiteral("false") ? .bool(false) : nil
        case UInt8(ascii: "n"):
            return takeLiteral("null") ? .null : nil
        default:
            return nil
        }
    }

    private mutating func takeLiteral(_ word: StaticString) -> Bool {
        guard bytes.matches(word, at: index) else { return false }
        index += word.utf8CodeUnitCount
        return true
    }

    /// Validates the array or object opening at `index`, a value of a top-level member, and
    /// leaves `index` after its closing bracket. Iterative, so deep nesting cannot overflow the
    /// stack; nesting beyond `JSONLine.maximumDepth` is invalid.
    private mutating func skipComposite() -> Bool {
        // The containers open inside the top-level object, innermost last: bit `n - 1` of
        // `objectLevels` tells whether the n-th one is an object (set) or an array (clear).
        var objectLevels = SIMD8<UInt64>()
        var depth = 0
        func isObject(_ level: Int) -> Bool {
            objectLevels[(level - 1) >> 6] >> UInt64((level - 1) & 63) & 1 != 0
        }
        while true {
            // At the start of a value.
            let opener = current
            if opener == Byte.openBrace || opener == Byte.openBracket {
                guard depth + 1 < JSONLine.maximumDepth else { return false }
                let word = depth >> 6
                let bit: UInt64 = 1 << UInt64(depth & 63)
                depth += 1
                let opensObject = opener == Byte.openBrace
                objectLevels[word] =
                    opensObject ? objectLevels[word] | bit : objectLevels[word] & ~bit
                index += 1
                skipWhitespace()
                if !take(opensObject ? Byte.closeBrace : Byte.closeBracket) {
                    if opensObject, scanMemberName(decoding: false) == nil { return false }
                    continue
                }
                depth -= 1
            } else if scanScalar(decoding: false) == nil {
                return false
            }
            // After a value: close the containers that end here, then go on to the next value.
            while true {
                if depth == 0 { return true }
                skipWhitespace()
                let inObject = isObject(depth)
                if take(Byte.comma) {
                    skipWhitespace()
                    if inObject, scanMemberName(decoding: false) == nil { return false }
                    break
                }
                guard take(inObject ? Byte.closeBrace : Byte.closeBracket) else { return false }
                depth -= 1
            }
        }
    }

    // MARK: Numbers

    /// Scans `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, stopping at the first byte that
    /// cannot continue it; what follows is for the caller to judge.
    private mutating func scanNumber() -> JSONNumber? {
        let numberStart = index
        _ = take(Byte.minus)
        if !take(Byte.zero) {
            guard skipDigits() > 0 else { return nil }
        }
        if take(Byte.point) {
            guard skipDigits() > 0 else { return nil }
        }
        if current | 0x20 == UInt8(ascii: "e") {
            index += 1
            if current == Byte.plus || current == Byte.minus { index += 1 }
            guard skipDigits() > 0 else { return nil }
        }
        return JSONNumber(text: bytes.buffer(numberStart..<index))
    }

    /// Steps over ASCII digits, returning how many.
    private mutating func skipDigits() -> Int {
        let digitsStart = index
        while let byte = bytes.byte(at: index), byte &- Byte.zero < 10 {
            index += 1
        }
        return index - digitsStart
    }

    // MARK: Strings

    /// Scans the string whose opening quote is at `index`, leaving `index` after its closing
    /// quote; nil when it is not a valid string.
    ///
    /// Returns the contents as a slice of the line when there are no escapes. With escapes,
    /// returns them decoded when `decoding`, and otherwise (just validating) the raw text.
    private mutating func scanString(decoding: Bool) -> UnsafeBufferPointer<UInt8>? {
        let contentStart = index + 1
        guard
            let (contentCount, contents) = ByteChecks.contentsToQuote(in: bytes, from: contentStart)
        else { return nil }
        let contentRange = contentStart..<contentStart + contentCount
        if contents.hasEscapeOrControl {
            // The quote found may be escaped: the slow path finds the real end.
            return scanEscapedString(from: contentStart, decoding: decoding)
        }
        if contents.hasNonASCII, !ByteChecks.isValidUTF8(bytes[contentRange]) {
            return nil
        }
        index = contentRange.upperBound + 1
        return bytes.buffer(contentRange)
    }

    /// Scans a string that has a backslash or a control character, from its first byte.
    private mutating func scanEscapedString(
        from contentStart: Int, decoding: Bool
    ) -> UnsafeBufferPointer<UInt8>? {
        var output = decoding ? ScratchWriter(scratchBuffer(), at: contentStart) : nil
        var position = contentStart
        while let byte = bytes.byte(at: position) {
            position += 1
            if byte == Byte.quote {
                // Escapes are ASCII, so they cannot hide a bad sequence from this check, and what
                // they decode to is well-formed: the decoded bytes are valid UTF-8 too.
                let raw = contentStart..<position - 1
                guard ByteChecks.isValidUTF8(bytes[raw]) else { return nil }
                index = position
                return output?.written ?? bytes.buffer(raw)
            }
            if byte < 0x20 { return nil }
            if byte != Byte.backslash {
                output?.append(byte)
                continue
            }
            guard let escape = bytes.byte(at: position) else { return nil }
            position += 1
            let decoded: UInt8
            switch escape {
            case Byte.quote, Byte.backslash, Byte.slash: decoded = escape
            case UInt8(ascii: "b"): decoded = 0x08
            case UInt8(ascii: "f"): decoded = 0x0C
            case UInt8(ascii: "n"): decoded = 0x0A
            case UInt8(ascii: "r"): decoded = 0x0D
            case UInt8(ascii: "t"): decoded = 0x09
            case UInt8(ascii: "u"):
                guard let scalar = scanUnicodeEscape(at: &position) else { return nil }
                output?.appendUTF8(scalar)
                continue
            default:
                return nil
            }
            output?.append(decoded)
        }
        return nil
    }

    /// The scalar of a `\uXXXX` escape whose hex digits start at `position`, joining a high
    /// surrogate with the low-surrogate escape that must follow it; nil for a lone surrogate.
    /// Leaves `position` after the escape (or the pair).
    private func scanUnicodeEscape(at position: inout Int) -> UInt32? {
        guard let unit = hexQuad(at: position) else { return nil }
        position += 4
        switch unit {
        case 0xD800...0xDBFF:
            guard bytes.matches(#"\u"#, at: position),
                let low = hexQuad(at: position + 2), (0xDC00...0xDFFF).contains(low)
            else { return nil }
            position += 6
            return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            return nil
        default:
            return unit
        }
    }

    /// Four hex digits (either case) at `position`, as a number.
    private func hexQuad(at position: Int) -> UInt32? {
        guard count - position >= 4 else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[position + offset]
            let digit: UInt32
            switch byte {
            case Byte.zero...0x39: digit = UInt32(byte - Byte.zero)
            case 0x41...0x46, 0x61...0x66: digit = UInt32(byte | 0x20) - 0x61 + 10
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }

    private mutating func scratchBuffer() -> UnsafeMutableBufferPointer<UInt8> {
        if let scratch { return scratch }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
        scratch = buffer
        return buffer
    }
}

/// Writes a decoded string into the scanner's scratch buffer, from a given offset, checking
/// every write against the buffer's end (in release builds too).
private struct ScratchWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private let start: Int
    private var end: Int

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        self.buffer = buffer
        self.start = start
        end = start
    }

    /// The bytes written so far.
    var written: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[start..<end])
    }

    mutating func append(_ byte: UInt8) {
        precondition(end < buffer.count, "a decoded string past the scanner's scratch buffer")
        buffer[end] = byte
        end += 1
    }

    /// Appends `scalar` (not a surrogate, at most U+10FFFF) as UTF-8.
    mutating func appendUTF8(_ scalar: UInt32) {
        func byte(_ bits: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: bits) }
        switch scalar {
        case 0..<0x80:
            append(byte(scalar))
        case 0x80..<0x800:
            append(byte(0xC0 | scalar >> 6))
            append(byte(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            append(byte(0xE0 | scalar >> 12))
            append(byte(0x80 | scalar >> 6 & 0x3F))
            append(byte(0x80 | scalar & 0x3F))
        default:
            append(byte(0xF0 | scalar >> 18))
            append(byte(0x80 | scalar >> 12 & 0x3F))
            append(byte(0x80 | scalar >> 6 & 0x3F))
            append(byte(0x80 | scalar & 0x3F))
        }
    }
}
