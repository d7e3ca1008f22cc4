import TestSupport
import Testing

@testable import TempLogTime

/// Timestamps, dates and clock times written as packed words read exactly as their fields
/// written one at a time, each as wide as it needs: years of one to five digits, offsets
/// either side of UTC and past 99 hours.
@Suite struct TimestampTextTests {
    /// `value` with zeros before it up to `width` digits.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The RFC 3339 text of `timestamp`, field by field.
    static func fieldByField(_ timestamp: Timestamp) -> String {
        let wall = timestamp.secondsSince1970 + timestamp.utcOffsetSeconds
        let day = wall >= 0 ? wall / 86_400 : -((-wall + 86_399) / 86_400)
        let date = LocalDate(dayNumber: day)
        let second = wall - day * 86_400
        let offset = abs(timestamp.utcOffsetSeconds)
        return padded(date.year, 4) + "-" + padded(date.month, 2) + "-" + padded(date.day, 2)
            + "T" + padded(second / 3600, 2) + ":" + padded(second / 60 % 60, 2) + ":"
            + padded(second % 60, 2) + (timestamp.utcOffsetSeconds < 0 ? "-" : "+")
            + padded(offset / 3600, 2) + ":" + padded(offset / 60 % 60, 2)
    }

    @Test func timestampsReadAsFieldByField() {
        var generator = SeededGenerator(seed: 77)
        // From the year 0 to the year 30,000, offsets up to 120 hours either way.
        let instants = -62_167_000_000...884_000_000_000
        for _ in 0..<20_000 {
            let timestamp = Timestamp(
                secondsSince1970: Int.random(in: instants, using: &generator),
                utcOffsetSeconds: Int.random(in: -432_000...432_000, using: &generator))
            let text = Self.fieldByField(timestamp)
            #expect(timestamp.rfc3339 == text)
            #expect(timestamp.localDate.isoText == String(text.prefix(while: { $0 != "T" })))
            #expect(
                timestamp.timeText == Self.padded(timestamp.secondOfDay / 3600, 2) + ":"
                    + Self.padded(timestamp.secondOfDay / 60 % 60, 2))
        }
    }

    @Test(arguments: [
        ("2026-11-29T07:31:00+09:00", "2026-11-29T07:31:00+09:00"),
        ("0001-01-01T00:00:00-00:44", "0001-01-01T00:00:00-00:44"),
        ("9999-12-31T23:59:59+23:59", "9999-12-31T23:59:59+23:59"),
        ("1970-01-01T00:00:00Z", "1970-01-01T00:00:00+00:00"),
    ])
    func storedFormsRoundTrip(text: String, written: String) throws {
        let timestamp = try #require(Timestamp.parse(rfc3339: Array(text.utf8)))
        #expect(timestamp.rfc3339 == written)
    }
}
