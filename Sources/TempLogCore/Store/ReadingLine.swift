import Foundation

/// One reading as one line of JSON: the store's format, and `--json`/`--jsonl` output.
///
/// Keys in this order: `id`, `takenAt`, `celsius`, `unit`, `recordedAt`, then `site`, `who`
/// and `note` when present. Decoding accepts any key order and ignores unknown keys.
public enum ReadingLine {
    /// The line for `reading`, ending in `\n`.
    public static func encode(_ reading: Reading) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(160)
        encode(reading, into: &line)
        return line
    }

    /// Appends the line for `reading`, ending in `\n`, to `output`.
    public static func encode(_ reading: Reading, into output: inout [UInt8]) {
        output.append(#"{"id":"#)
        appendJSONString(reading.id, to: &output)
        output.append(#","takenAt":""#)
        reading.takenAt.appendRFC3339(to: &output)
        output.append(#"","celsius":"#)
        reading.temperature.appendStored(to: &output)
        output.append(#","unit":""#)
        output.append(contentsOf: reading.unit.rawValue.utf8)
        output.append(#"","recordedAt":""#)
        reading.recordedAt.appendRFC3339(to: &output)
        output.append(UInt8(ascii: "\""))
        if let site = reading.site {
            output.append(#","site":"#)
            appendJSONString(site.rawValue, to: &output)
        }
        if let who = reading.who {
            output.append(#","who":"#)
            appendJSONString(who, to: &output)
        }
        if let note = reading.note {
            output.append(#","note":"#)
            appendJSONString(note, to: &output)
        }
        output.append(contentsOf: "}\n".utf8)
    }

    /// The reading on one line (without its `\n`), or nil if the line is not a valid reading.
    public static func decode(_ line: UnsafeBufferPointer<UInt8>) -> Reading? {
        var parser = FastLineParser(bytes: line)
        guard let fields = parser.parse() else { return decodeWithFoundation(line) }
        return fields.reading()
    }

    /// Decodes with `JSONSerialization`: for nesting, exponents and anything unusual.
    static func decodeWithFoundation(_ line: UnsafeBufferPointer<UInt8>) -> Reading? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(buffer: line)),
            let dictionary = object as? [String: Any]
        else { return nil }
        var fields = ReadingFields()
        for (name, value) in dictionary {
            let key = ReadingKey(rawValue: name) ?? .other
            if let text = value as? String {
                fields.set(key, text: text)
            } else if key == .celsius, !(value is Bool), let number = value as? NSNumber {
                let scaled = (number.doubleValue * 100).rounded()
                guard scaled.isFinite, abs(scaled) < 1e9 else { return nil }
                fields.centiCelsius = Int(scaled)
            } else if key == .celsius || (key != .other && !(value is NSNull)) {
                return nil
            } else if value is NSNull {
                fields.set(key, text: nil)
            }
        }
        return fields.reading()
    }

    static func appendJSONString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0xF))
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}

/// The keys templog reads; any other key is kept on rewrites but otherwise ignored.
enum ReadingKey: String {
    case id, takenAt, celsius, unit, recordedAt, site, who, note
    case other = ""

    /// The key named by raw bytes, compared without making a string.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        func named(_ name: StaticString) -> Bool {
            bytes.count == name.utf8CodeUnitCount && memcmp(bytes.baseAddress!, name.utf8Start, bytes.count) == 0
        }
        switch bytes.count {
        case 2 where named("id"): self = .id
        case 3 where named("who"): self = .who
        case 4 where named("unit"): self = .unit
        case 4 where named("site"): self = .site
        case 4 where named("note"): self = .note
        case 7 where named("takenAt"): self = .takenAt
        case 7 where named("celsius"): self = .celsius
        case 10 where named("recordedAt"): self = .recordedAt
        default: self = .other
        }
    }
}

/// The fields of a reading as they are found on a line, in any order.
struct ReadingFields {
    var id: String?
    var takenAt: Timestamp?
    var centiCelsius: Int?
    var unit: TemperatureUnit = .celsius
    var recordedAt: Timestamp?
    var site: Site?
    var who: String?
    var note: String?
    /// Whether the last `takenAt` or `recordedAt` value was not RFC 3339.
    var takenAtIsInvalid = false
    var recordedAtIsInvalid = false

    /// Sets a field from a string value; nil (JSON null) clears it. As in `JSONSerialization`,
    /// a key given twice keeps its last value.
    mutating func set(_ key: ReadingKey, text: String?) {
        switch key {
        case .takenAt, .recordedAt: set(key, time: text.map { Timestamp.parse(rfc3339: Array($0.utf8)) } ?? nil)
        case .id: id = text
        case .unit: unit = text == "F" || text == "f" ? .fahrenheit : .celsius
        case .site: site = text.map(Site.init(rawValue:))
        case .who: who = text
        case .note: note = text
        case .celsius: centiCelsius = nil
        case .other: break
        }
    }

    /// Sets `takenAt` or `recordedAt`; a value that is not RFC 3339 makes the line invalid
    /// unless a later value for the same key replaces it.
    mutating func set(_ key: ReadingKey, time: Timestamp?) {
        if key == .takenAt {
            takenAt = time
            takenAtIsInvalid = time == nil
        } else {
            recordedAt = time
            recordedAtIsInvalid = time == nil
        }
    }

    /// A reading needs an id, a valid `takenAt` and a `celsius` value; a missing `recordedAt`
    /// reads as `takenAt`.
    func reading() -> Reading? {
        guard !takenAtIsInvalid, !recordedAtIsInvalid, let id, !id.isEmpty, let takenAt, let centiCelsius,
            (-10_000...20_000).contains(centiCelsius)
        else { return nil }
        return Reading(
            id: id, takenAt: takenAt, temperature: Temperature(centiCelsius: centiCelsius),
            unit: unit, recordedAt: recordedAt ?? takenAt, site: site, who: who, note: note
        )
    }
}

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
                    guard time != nil || withBytes(of: value, validatedString) != nil else { return nil }
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
                guard let centi = centiNumber(), key == .celsius || key == .other else { return nil }
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

    private func withBytes<T>(of value: StringValue, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
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
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D || bytes[index] == 0x0A
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
        guard let quote = memchr(bytes.baseAddress! + start, 0x22, bytes.count - start) else { return nil }
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
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
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
