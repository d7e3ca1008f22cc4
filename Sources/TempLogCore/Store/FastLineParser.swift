#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Scans a flat JSON object of strings, short decimals and literals, decoding string escapes,
/// without allocating more than the strings it keeps.
///
/// It never rejects a line: anything outside that subset (nesting, exponents, escaped keys, a
/// lone surrogate, and anything malformed) is left to `JSONSerialization`, so both always agree.
struct FastLineParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A string's contents: a range of the line, or the bytes decoded from its escapes.
    enum StringValue {
        case plain(Range<Int>)
        case decoded([UInt8])
    }

    /// The fields, or nil when the line needs the general parser.
    mutating func parse() -> ReadingFields? {
        var fields = ReadingFields()
        skipSpaces()
        guard take(UInt8(ascii: "{")) else { return nil }
        skipSpaces()
        if take(UInt8(ascii: "}")) { return finish(fields) }
        while true {
            skipSpaces()
            guard case .plain(let keyRange)? = string() else { return nil }
            let keyBytes = UnsafeBufferPointer(rebasing: bytes[keyRange])
            let key = ReadingKey(keyBytes)
            if key == .other, validatedString(keyBytes) == nil { return nil }
            skipSpaces()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpaces()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let value = string() else { return nil }
                switch key {
                case .takenAt, .recordedAt:
                    let time = withBytes(of: value) { Timestamp.parse(rfc3339: $0) }
                    // JSON must be UTF-8 throughout; a time that parses is ASCII already.
                    guard time != nil || withBytes(of: value, validatedString) != nil else {
                        return nil
                    }
                    fields.set(key, time: time)
                case .celsius:
                    guard withBytes(of: value, validatedString) != nil else { return nil }
                    fields.centiCelsius = nil
                default:
                    guard let text = withBytes(of: value, validatedString) else {
                        return nil
                    }
                    fields.set(key, text: text)
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let centi = centiNumber(), key == .celsius || key == .other else {
                    return nil
                }
                if key == .celsius { fields.centiCelsius = centi }
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                let isNull = bytes[index] == UInt8(ascii: "n")
                guard literal("true") || literal("false") || literal("null"), key != .celsius,
                    isNull || key == .other
                else { return nil }
                if isNull { fields.set(key, text: nil) }
            default:
                return nil
            }
            skipSpaces()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")) else { return nil }
            return finish(fields)
        }
    }

    private func withBytes<T>(of value: StringValue, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T
    {
        switch value {
        case .plain(let range): return body(UnsafeBufferPointer(rebasing: bytes[range]))
        case .decoded(let decoded): return decoded.withUnsafeBufferPointer(body)
        }
    }

    private mutating func finish(_ fields: ReadingFields) -> ReadingFields? {
        skipSpaces()
        return index == bytes.count ? fields : nil
    }

    private mutating func skipSpaces() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D
                || bytes[index] == 0x0A
        {
            index += 1
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count,
            memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0
        else { return false }
        index += count
        return true
    }

    /// A string, leaving `index` after its closing quote; nil at a control character, the
    /// line's end, or an escape the fast path leaves to the general parser.
    private mutating func string() -> StringValue? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        guard let quote = memchr(bytes.baseAddress! + start, 0x22, bytes.count - start) else {
            return nil
        }
        let end = bytes.baseAddress!.distance(to: quote.assumingMemoryBound(to: UInt8.self))
        // One branch-free pass: is there a backslash or a control character before the quote?
        var unusual = false
        for byte in UnsafeBufferPointer(rebasing: bytes[start..<end]) {
            unusual = unusual || byte < 0x20 || byte == 0x5C
        }
        if !unusual {
            index = end + 1
            return .plain(start..<end)
        }
        var decoded: [UInt8] = []
        return decodeEscapes(into: &decoded) ? .decoded(decoded) : nil
    }

    /// Continues a string that has escapes, from the first backslash to the closing quote.
    private mutating func decodeEscapes(into decoded: inout [UInt8]) -> Bool {
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return true
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return false }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    decoded.append(escape)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return false }
                    decoded.append(contentsOf: String(Character(scalar)).utf8)
                default: return false
                }
            case 0..<0x20:
                return false
            default:
                decoded.append(byte)
            }
        }
        return false
    }

    /// The scalar of `\uXXXX` (after the `u`), joining a surrogate pair; nil for a lone surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let unit = hexUnit() else { return nil }
        if (0xD800...0xDBFF).contains(unit) {
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hexUnit(),
                (0xDC00...0xDFFF).contains(low)
            else { return nil }
            return Unicode.Scalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00))
        }
        return Unicode.Scalar(unit)
    }

    private mutating func hexUnit() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 0x61 + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 0x41 + 10)
            default: return nil
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// A JSON number with at most two decimals, in hundredths; nil for other numbers.
    private mutating func centiNumber() -> Int? {
        let negative = take(UInt8(ascii: "-"))
        var integer = 0
        var digits = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, digits < 6 {
            integer = integer * 10 + Int(bytes[index] - 0x30)
            digits += 1
            index += 1
        }
        guard digits > 0, digits == 1 || bytes[index - digits] != 0x30 else { return nil }
        var fraction = 0
        if take(UInt8(ascii: ".")) {
            var fractionDigits = 0
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                guard fractionDigits < 2 else { return nil }
                fraction = fraction * 10 + Int(bytes[index] - 0x30)
                fractionDigits += 1
                index += 1
            }
            guard fractionDigits > 0 else { return nil }
            if fractionDigits == 1 { fraction *= 10 }
        }
        if index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D, 0x0A, UInt8(ascii: ","), UInt8(ascii: "}"): break
            default: return nil
            }
        }
        let value = integer * 100 + fraction
        return negative ? -value : value
    }
}
