import TempLogJSON
import TempLogText

/// A store line read in exactly the form `ReadingLine.encode` writes it — nearly every line of
/// a store — by matching its keys in place instead of scanning it as any JSON object.
///
/// The form: `{"id":` string `,"takenAt":` string `,"celsius":` number `,"unit":` string
/// `,"recordedAt":` string, then any of `,"site":` string, `,"who":` string, `,"note":` string,
/// `,"symptoms":` an array of strings and `,"kind":` string, in that order, then `}` and the
/// line's end: no whitespace, no `null`, no other key, every string without a backslash or a
/// control character and valid UTF-8, the number as RFC 8259 writes one, both timestamps as
/// `Timestamp.writeRFC3339` writes them.
///
/// Why this is exact: a line of that form is one valid JSON object whose members are those
/// keys, each once, in that order, and each string's contents are the bytes between its
/// quotes. So the general scanner (`JSONLine.scanObject`) would hand `ReadingFields` the same
/// members with the same values; they are set here by the same setters, and the fields are
/// then judged as the scanner's are (`ReadingFields.plain()`, `decoded()`). A line that
/// departs from the form in any way — another key order, a repeated or unknown key,
/// whitespace, an escape, a torn end — gets nil here, and the general path reads it, so every
/// line is still checked against the one definition.
enum EncodedLine {
    /// The members of `line` as `ReadingFields` reads them, when the line is in templog's own
    /// form; nil when it is not (the general scanner then reads it).
    @inline(__always)
    static func fields(of line: UnsafeBufferPointer<UInt8>) -> ReadingFields? {
        guard let start = line.baseAddress else { return nil }
        var cursor = Cursor(start: start, count: line.count)
        var fields = ReadingFields()
        guard cursor.take(#"{"id":""#), let id = cursor.stringContents() else { return nil }
        fields.setID(id)
        guard cursor.take(#","takenAt":""#), let takenAt = cursor.timestampContents(),
            fields.setTakenAt(takenAt)
        else { return nil }
        guard cursor.take(#","celsius":"#) else { return nil }
        if let centiCelsius = cursor.shortTemperature() {
            fields.setCentiCelsius(centiCelsius)
        } else {
            guard let celsius = cursor.number() else { return nil }
            fields.setCelsius(celsius)
        }
        guard cursor.take(#","unit":""#), let unit = cursor.unitContents() else { return nil }
        fields.setUnit(unit)
        guard cursor.take(#","recordedAt":""#), let recordedAt = cursor.timestampContents(),
            fields.setRecordedAt(recordedAt)
        else { return nil }
        if cursor.take(#","site":""#) {
            guard let site = cursor.stringContents() else { return nil }
            fields.setSite(site)
        }
        if cursor.take(#","who":""#) {
            guard let who = cursor.stringContents() else { return nil }
            fields.setWho(who)
        }
        if cursor.take(#","note":""#) {
            guard let note = cursor.stringContents() else { return nil }
            fields.setNote(note)
        }
        if cursor.take(#","symptoms":"#) {
            guard let symptoms = cursor.arrayOfStrings() else { return nil }
            fields.setSymptoms(symptoms)
        }
        if cursor.take(#","kind":""#) {
            guard let kind = cursor.stringContents() else { return nil }
            fields.setKind(kind)
        }
        guard cursor.isAtLastByte(UInt8(ascii: "}")) else { return nil }
        return fields
    }
}

/// How far a line has been read in `EncodedLine.fields(of:)`.
private struct Cursor {
    let start: UnsafePointer<UInt8>
    let count: Int
    /// The offset of the next byte to read.
    var index = 0

    /// Steps over `text` if the line goes on with it: compared a word at a time, the last
    /// word overlapping the one before it, never reading past the line or the text.
    @inline(__always)
    mutating func take(_ text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard count - index >= length else { return false }
        let line = UnsafeRawPointer(start + index)
        let literal = UnsafeRawPointer(text.utf8Start)
        func same<Word: FixedWidthInteger>(_ offset: Int, _: Word.Type) -> Bool {
            line.loadUnaligned(fromByteOffset: offset, as: Word.self)
                == literal.loadUnaligned(fromByteOffset: offset, as: Word.self)
        }
        let isTaken: Bool
        switch length {
        case 8...24:
            isTaken =
                same(0, UInt64.self) && same(min(8, length - 8), UInt64.self)
                && same(length - 8, UInt64.self)
        case 4..<8:
            isTaken = same(0, UInt32.self) && same(length - 4, UInt32.self)
        default:
            isTaken = (0..<length).allSatisfy { same($0, UInt8.self) }
        }
        if isTaken { index += length }
        return isTaken
    }

    /// Whether `byte` is the line's last byte and the only one left.
    func isAtLastByte(_ byte: UInt8) -> Bool {
        index == count - 1 && start[index] == byte
    }

    /// The contents of the string whose opening quote was just taken, stepping over its
    /// closing quote; nil when it has a backslash or a control character (the general path
    /// decodes those), is not valid UTF-8, or has no closing quote.
    mutating func stringContents() -> UnsafeBufferPointer<UInt8>? {
        guard
            let (length, contents) = ByteChecks.contentsToQuote(
                start + index, count: count - index),
            !contents.hasEscapeOrControl,
            !contents.hasNonASCII || ByteChecks.isValidUTF8(start + index, count: length)
        else { return nil }
        let text = UnsafeBufferPointer(start: start + index, count: length)
        index += length + 1
        return text
    }

    /// The contents of a `unit` string: `C` or `F` when a quote follows, stepping over it, or
    /// else as `stringContents()` reads them.
    mutating func unitContents() -> UnsafeBufferPointer<UInt8>? {
        guard count - index > 1,
            start[index] == UInt8(ascii: "C") || start[index] == UInt8(ascii: "F"),
            start[index + 1] == UInt8(ascii: "\"")
        else { return stringContents() }
        let text = UnsafeBufferPointer(start: start + index, count: 1)
        index += 2
        return text
    }

    /// The 25 bytes of a timestamp in templog's own form (`2026-11-29T07:31:00+09:00`) when a
    /// quote follows them, stepping over it; nil otherwise. The caller must then find the text
    /// to be that form, all digits and `-T:+`: only then are these bytes the string's contents.
    mutating func timestampContents() -> UnsafeBufferPointer<UInt8>? {
        guard count - index > 25, start[index + 25] == UInt8(ascii: "\"") else { return nil }
        let text = UnsafeBufferPointer(start: start + index, count: 25)
        index += 26
        return text
    }

    /// A temperature as templog writes most of them, `36.5` or `37.85` followed by a comma,
    /// in hundredths, stepping over its digits; nil, without moving, for any other text. (Two
    /// digits, the first not 0, a point and one or two digits: a whole JSON number, whose
    /// value `JSONNumber.scaled(decimals: 2)` gives as these digits read.)
    mutating func shortTemperature() -> Int? {
        guard count - index >= 6 else { return nil }
        let text = start + index
        func digit(_ offset: Int) -> Int? {
            let value = text[offset] &- UInt8(ascii: "0")
            return value < 10 ? Int(value) : nil
        }
        guard let tens = digit(0), tens > 0, let ones = digit(1), text[2] == UInt8(ascii: "."),
            let tenths = digit(3)
        else { return nil }
        let degrees = (tens * 10 + ones) * 100 + tenths * 10
        if text[4] == UInt8(ascii: ",") {
            index += 4
            return degrees
        }
        guard let hundredths = digit(4), text[5] == UInt8(ascii: ",") else { return nil }
        index += 5
        return degrees + hundredths
    }

    /// The number starting here: the longest run of bytes a JSON number can hold, when the
    /// whole run is one number by RFC 8259's grammar (the general scanner would then read the
    /// same number and stop where the run stops).
    mutating func number() -> JSONNumber? {
        let numberStart = index
        while index < count {
            switch start[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
                UInt8(ascii: "+"), UInt8(ascii: "e"), UInt8(ascii: "E"):
                index += 1
            default:
                return JSONNumber.parse(
                    UnsafeBufferPointer(start: start + numberStart, count: index - numberStart))
            }
        }
        return nil
    }

    /// The text of an array of one or more strings, from its `[` to its `]`, each string as
    /// `stringContents()` takes it, with a comma and nothing else between them.
    mutating func arrayOfStrings() -> UnsafeBufferPointer<UInt8>? {
        let arrayStart = index
        guard take("[") else { return nil }
        repeat {
            guard take("\""), stringContents() != nil else { return nil }
        } while take(",")
        guard take("]") else { return nil }
        return UnsafeBufferPointer(start: start + arrayStart, count: index - arrayStart)
    }
}
