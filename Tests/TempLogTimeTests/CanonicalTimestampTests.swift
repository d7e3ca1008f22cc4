import TestSupport
import Testing

@testable import TempLogTime

/// templog's own timestamp form, read a word at a time, reads exactly as a field-by-field
/// reading of its 25 bytes does.
@Suite struct CanonicalTimestampTests {
    /// The form read byte by byte, field by field: what the word-at-a-time reading must match.
    static func fieldByField(_ text: [UInt8]) -> Timestamp? {
        func digits(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in text[start..<start + count] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard text.count == 25, let year = digits(0, 4), let month = digits(5, 2),
            let day = digits(8, 2), let hour = digits(11, 2), let minute = digits(14, 2),
            let second = digits(17, 2), let offsetHours = digits(20, 2),
            let offsetMinutes = digits(23, 2),
            text[4] == 0x2D, text[7] == 0x2D, text[10] == 0x54, text[13] == 0x3A,
            text[16] == 0x3A, text[22] == 0x3A, text[19] == 0x2B || text[19] == 0x2D,
            hour < 24, minute < 60, second < 60, offsetHours < 24, offsetMinutes < 60,
            let date = LocalDate(year: year, month: month, day: day)
        else { return nil }
        let offset = (offsetHours * 3600 + offsetMinutes * 60) * (text[19] == 0x2D ? -1 : 1)
        return Timestamp(
            localDate: date, secondOfDay: hour * 3600 + minute * 60 + second,
            utcOffsetSeconds: offset)
    }

    static func check(_ text: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let read = text.withUnsafeBufferPointer { Timestamp.parseCanonical($0) }
        #expect(
            read == fieldByField(text), "\(String(decoding: text, as: UTF8.self)) \(text)",
            sourceLocation: sourceLocation)
    }

    /// Bytes next to the ones the form takes, and bytes that carry or borrow.
    static let awkwardBytes: [UInt8] = [
        0x00, 0x20, 0x2A, 0x2B, 0x2C, 0x2D, 0x2E, 0x2F, 0x30, 0x35, 0x39, 0x3A, 0x3B, 0x40,
        0x53, 0x54, 0x55, 0x74, 0x7F, 0x80, 0xC9, 0xF9, 0xFA, 0xFF,
    ]

    @Test func everyByteOfTheFormIsChecked() {
        var generator = SeededGenerator(seed: 51)
        for _ in 0..<200 {
            let timestamp = Timestamp(
                secondsSince1970: Int.random(in: 0...253_402_000_000, using: &generator),
                utcOffsetSeconds: Int.random(in: -50_400...50_400, using: &generator) / 60 * 60)
            let text = Array(timestamp.rfc3339.utf8)
            guard text.count == 25 else { continue }
            Self.check(text)
            for position in 0..<25 {
                for byte in Self.awkwardBytes {
                    var changed = text
                    changed[position] = byte
                    Self.check(changed)
                }
            }
        }
    }

    @Test(arguments: [
        "2026-11-29T07:31:00+09:00", "2026-11-29T07:31:00-00:00", "0000-01-01T00:00:00+00:00",
        "9999-12-31T23:59:59+23:59", "2024-02-29T00:00:00+00:00", "2026-02-29T00:00:00+00:00",
        "2026-13-01T00:00:00+00:00", "2026-00-10T00:00:00+00:00", "2026-04-31T00:00:00+00:00",
        "2026-11-29T24:00:00+09:00", "2026-11-29T07:60:00+09:00", "2026-11-29T07:31:60+09:00",
        "2026-11-29T07:31:00+24:00", "2026-11-29T07:31:00+09:60", "2026-11-29t07:31:00+09:00",
        "2026-11-29 07:31:00+09:00", "2026-11-29T07:31:00.1234Z", "2026/11/29T07:31:00+09:00",
    ])
    func edgesReadAsFieldByField(text: String) {
        Self.check(Array(text.utf8))
    }
}
