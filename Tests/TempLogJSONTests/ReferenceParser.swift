// A second, deliberately plain reading of RFC 8259, written apart from the scanner: recursive
// descent over an array, decoding everything. The tests compare the two.

/// A JSON value, fully decoded; numbers keep their text.
indirect enum ReferenceValue: Equatable {
    case string([UInt8])
    case number([UInt8])
    case bool(Bool)
    case null
    case array([ReferenceValue])
    case object([ReferenceMember])
}

/// One member of an object, as written (duplicates are kept).
struct ReferenceMember: Equatable {
    var key: [UInt8]
    var value: ReferenceValue
}

/// Parses a line that must be exactly one object, nested at most `maximumDepth` deep.
struct ReferenceParser {
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var position = 0

    /// The members of the object that `line` is, or nil when `line` is not one valid object.
    static func members(of line: [UInt8]) -> [ReferenceMember]? {
        var parser = ReferenceParser(bytes: line)
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "{"),
            case .object(let members)? = parser.value(depth: 1)
        else { return nil }
        parser.skipWhitespace()
        return parser.position == line.count ? members : nil
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func expect(_ character: Unicode.Scalar) -> Bool {
        guard peek() == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) {
            position += 1
        }
    }

    private mutating func value(depth: Int) -> ReferenceValue? {
        switch peek() {
        case UInt8(ascii: "{"):
            return depth <= Self.maximumDepth ? object(depth: depth) : nil
        case UInt8(ascii: "["):
            return depth <= Self.maximumDepth ? array(depth: depth) : nil
        case UInt8(ascii: "\""):
            return string().map(ReferenceValue.string)
        case UInt8(ascii: "t"):
            return word("true") ? .bool(true) : nil
        case UInt8(ascii: "f"):
            return word("false") ? .bool(false) : nil
        case UInt8(ascii: "n"):
            return word("null") ? .null : nil
        default:
            return number().map(ReferenceValue.number)
        }
    }

    private mutating func word(_ text: String) -> Bool {
        let expected = Array(text.utf8)
        guard bytes.count - position >= expected.count,
            Array(bytes[position..<position + expected.count]) == expected
        else { return false }
        position += expected.count
        return true
    }

    private mutating func object(depth: Int) -> ReferenceValue? {
        _ = expect("{")
        var members: [ReferenceMember] = []
        skipWhitespace()
        if expect("}") { return .object(members) }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\""), let key = string() else { return nil }
            skipWhitespace()
            guard expect(":") else { return nil }
            skipWhitespace()
            guard let value = value(depth: depth + 1) else { return nil }
            members.append(ReferenceMember(key: key, value: value))
            skipWhitespace()
            if expect("}") { return .object(members) }
            guard expect(",") else { return nil }
        }
    }

    private mutating func array(depth: Int) -> ReferenceValue? {
        _ = expect("[")
        var elements: [ReferenceValue] = []
        skipWhitespace()
        if expect("]") { return .array(elements) }
        while true {
            skipWhitespace()
            guard let element = value(depth: depth + 1) else { return nil }
            elements.append(element)
            skipWhitespace()
            if expect("]") { return .array(elements) }
            guard expect(",") else { return nil }
        }
    }

    private mutating func digits() -> Int {
        var count = 0
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            position += 1
            count += 1
        }
        return count
    }

    private mutating func number() -> [UInt8]? {
        let start = position
        _ = expect("-")
        guard let first = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return nil
        }
        if first == UInt8(ascii: "0") {
            position += 1
        } else {
            _ = digits()
        }
        if expect("."), digits() == 0 { return nil }
        if expect("e") || expect("E") {
            if !expect("+") { _ = expect("-") }
            if digits() == 0 { return nil }
        }
        return Array(bytes[start..<position])
    }

    /// A string's decoded UTF-8, from its opening quote.
    private mutating func string() -> [UInt8]? {
        _ = expect("\"")
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        // Raw runs are validated by a round trip through String: invalid UTF-8 would come back
        // with U+FFFD in place of the bad bytes, and so differ.
        func flushRaw() -> Bool {
            let text = String(decoding: raw, as: UTF8.self)
            guard Array(text.utf8) == raw else { return false }
            scalars.append(contentsOf: text.unicodeScalars)
            raw.removeAll()
            return true
        }
        while let byte = peek() {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return flushRaw() ? Array(String(scalars).utf8) : nil
            case 0..<0x20:
                return nil
            case UInt8(ascii: "\\"):
                guard flushRaw(), let scalar = escape() else { return nil }
                scalars.append(scalar)
            default:
                raw.append(byte)
            }
        }
        return nil
    }

    /// The scalar an escape stands for, from the byte after its backslash.
    private mutating func escape() -> Unicode.Scalar? {
        guard let letter = peek() else { return nil }
        position += 1
        switch Unicode.Scalar(letter) {
        case "\"": return "\""
        case "\\": return "\\"
        case "/": return "/"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            guard let unit = hexUnit() else { return nil }
            if UTF16.isLeadSurrogate(unit) {
                guard expect("\\"), expect("u"), let trail = hexUnit(),
                    UTF16.isTrailSurrogate(trail)
                else { return nil }
                return UTF16.decode(UTF16.EncodedScalar([unit, trail]))
            }
            return Unicode.Scalar(unit)
        default: return nil
        }
    }

    private mutating func hexUnit() -> UInt16? {
        guard bytes.count - position >= 4,
            let unit = UInt16(
                String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
        else { return nil }
        // UInt16(_:radix:) also takes a sign; JSON wants four hex digits exactly.
        guard
            bytes[position..<position + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit })
        else { return nil }
        position += 4
        return unit
    }
}
