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
        output.append(contentsOf: #"{"id":"#.utf8)
        appendJSONString(reading.id, to: &output)
        output.append(contentsOf: #","takenAt":""#.utf8)
        output.append(contentsOf: reading.takenAt.rfc3339.utf8)
        output.append(contentsOf: #"","celsius":"#.utf8)
        output.append(contentsOf: reading.temperature.storedText.utf8)
        output.append(contentsOf: #","unit":""#.utf8)
        output.append(contentsOf: reading.unit.rawValue.utf8)
        output.append(contentsOf: #"","recordedAt":""#.utf8)
        output.append(contentsOf: reading.recordedAt.rfc3339.utf8)
        output.append(UInt8(ascii: "\""))
        for (key, value) in [("site", reading.site?.rawValue), ("who", reading.who), ("note", reading.note)] {
            guard let value else { continue }
            output.append(contentsOf: #","\#(key)":"#.utf8)
            appendJSONString(value, to: &output)
        }
        output.append(contentsOf: "}\n".utf8)
    }

    /// The reading on one line (without its `\n`), or nil if the line is not a valid reading.
    public static func decode(_ line: UnsafeBufferPointer<UInt8>) -> Reading? {
        var parser = FastLineParser(bytes: line)
        guard let fields = parser.parse() else { return decodeWithFoundation(line) }
        return fields.reading()
    }

    /// Decodes with `JSONSerialization`: for escapes, nested values and exponents.
    static func decodeWithFoundation(_ line: UnsafeBufferPointer<UInt8>) -> Reading? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(buffer: line)),
            let dictionary = object as? [String: Any]
        else { return nil }
        var fields = ReadingFields()
        for (key, value) in dictionary {
            if let text = value as? String {
                fields.set(key, text: text)
            } else if key == "celsius", !(value is Bool), let number = value as? NSNumber {
                let scaled = (number.doubleValue * 100).rounded()
                guard scaled.isFinite, abs(scaled) < 1e9 else { return nil }
                fields.centiCelsius = Int(scaled)
            } else if key == "celsius" || (value is NSNull) == false && ReadingFields.stringKeys.contains(key) {
                return nil
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

/// The fields of a reading as they are found on a line, in any order.
struct ReadingFields {
    /// Keys whose value must be a string (or null, for the optional ones).
    static let stringKeys: Set<String> = ["id", "takenAt", "unit", "recordedAt", "site", "who", "note"]

    var id: String?
    var takenAt: Timestamp?
    var centiCelsius: Int?
    var unit: TemperatureUnit = .celsius
    var recordedAt: Timestamp?
    var site: Site?
    var who: String?
    var note: String?
    var isValid = true

    mutating func set(_ key: String, text: String) {
        switch key {
        case "id": id = text
        case "takenAt": takenAt = Timestamp.parse(rfc3339: Array(text.utf8)) ?? invalid()
        case "unit": unit = TemperatureUnit(rawValue: text.uppercased()) ?? .celsius
        case "recordedAt": recordedAt = Timestamp.parse(rfc3339: Array(text.utf8)) ?? invalid()
        case "site": site = Site(rawValue: text)
        case "who": who = text
        case "note": note = text
        default: break
        }
    }

    private mutating func invalid() -> Timestamp? {
        isValid = false
        return nil
    }

    /// A reading needs an id, a valid `takenAt` and a `celsius` value; a missing `recordedAt`
    /// reads as `takenAt`.
    func reading() -> Reading? {
        guard isValid, let id, !id.isEmpty, let takenAt, let centiCelsius,
            (-10_000...20_000).contains(centiCelsius)
        else { return nil }
        return Reading(
            id: id, takenAt: takenAt, temperature: Temperature(centiCelsius: centiCelsius),
            unit: unit, recordedAt: recordedAt ?? takenAt, site: site, who: who, note: note
        )
    }
}

/// Scans a flat JSON object of plain strings and short decimals without allocating more than
/// the strings it keeps.
///
/// It never rejects a line: anything outside that subset (escapes, nesting, exponents, and
/// anything malformed) is left to `JSONSerialization`, so both always agree.
struct FastLineParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
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
            guard let key = stringBounds() else { return nil }
            skipSpaces()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpaces()
            guard index < bytes.count else { return nil }
            let keyBytes = UnsafeBufferPointer(rebasing: bytes[key])
            guard equals(keyBytes, "celsius") || isKnownStringKey(keyBytes)
                || String(validating: keyBytes, as: UTF8.self) != nil
            else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let value = stringBounds() else { return nil }
                let valueBytes = UnsafeBufferPointer(rebasing: bytes[value])
                if equals(keyBytes, "takenAt") || equals(keyBytes, "recordedAt") {
                    guard let time = Timestamp.parse(rfc3339: valueBytes) else { return nil }
                    if equals(keyBytes, "takenAt") { fields.takenAt = time } else { fields.recordedAt = time }
                } else if isKnownStringKey(keyBytes) {
                    guard let text = String(validating: valueBytes, as: UTF8.self) else { return nil }
                    fields.set(String(decoding: keyBytes, as: UTF8.self), text: text)
                } else if String(validating: valueBytes, as: UTF8.self) == nil {
                    return nil
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let centi = centiNumber() else { return nil }
                if equals(keyBytes, "celsius") {
                    fields.centiCelsius = centi
                } else if isKnownStringKey(keyBytes) {
                    return nil
                }
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                let isNull = bytes[index] == UInt8(ascii: "n")
                guard literal("true") || literal("false") || literal("null") else { return nil }
                if equals(keyBytes, "celsius") || (!isNull && isKnownStringKey(keyBytes)) {
                    return nil
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                return nil
            default:
                return nil
            }
            skipSpaces()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")) else { return nil }
            return finish(fields)
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

    /// The bounds of a string's contents, leaving `index` after its closing quote; nil at a
    /// backslash, a control character or the line's end.
    private mutating func stringBounds() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return start..<(index - 1)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
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
        if index < bytes.count, ![0x20, 0x09, 0x0D, 0x0A, 0x2C, 0x7D].contains(bytes[index]) {
            return nil
        }
        let value = integer * 100 + fraction
        return negative ? -value : value
    }

    private func equals(_ key: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        key.count == name.utf8CodeUnitCount
            && memcmp(key.baseAddress!, name.utf8Start, key.count) == 0
    }

    private func isKnownStringKey(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        equals(key, "id") || equals(key, "unit") || equals(key, "site") || equals(key, "who")
            || equals(key, "note") || equals(key, "takenAt") || equals(key, "recordedAt")
    }
}
