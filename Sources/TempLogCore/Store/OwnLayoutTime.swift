import TempLogTime

/// A `takenAt` of templog's own form, `YYYY-MM-DDTHH:MM:SS±HH:MM`, read from its digits as
/// they are asked for, while the line's bytes it points into are there.
///
/// The digits are not checked: text with this punctuation is read by
/// `Timestamp.parse(rfc3339:)` only digit for digit as here, or not at all — and then the
/// line holding it is no reading, and any value read from it only makes a reader pass over,
/// or decode, a line that holds no reading either way.
struct OwnLayoutTime {
    private let text: UnsafePointer<UInt8>

    /// Nil when `text` (25 bytes) has other punctuation.
    init?(_ text: UnsafeBufferPointer<UInt8>) {
        guard let base = text.baseAddress, text.count == 25, text[4] == 0x2D, text[7] == 0x2D,
            text[10] == 0x54, text[13] == 0x3A, text[16] == 0x3A, text[22] == 0x3A,
            text[19] == 0x2B || text[19] == 0x2D
        else { return nil }
        self.text = base
    }

    /// The wall-clock day as `YYYYMMDD`, which orders as the days do.
    var dateKey: Int { digits(0, 4) * 10_000 + digits(5, 2) * 100 + digits(8, 2) }

    /// `dateKey` of `date`.
    static func dateKey(of date: LocalDate) -> Int {
        date.year * 10_000 + date.month * 100 + date.day
    }

    /// The wall-clock second of the day.
    var secondOfDay: Int { digits(11, 2) * 3600 + digits(14, 2) * 60 + digits(17, 2) }

    /// The wall-clock day, as days since 1970-01-01.
    var dayNumber: Int {
        LocalDate.dayNumber(year: digits(0, 4), month: digits(5, 2), day: digits(8, 2))
    }

    /// The instant with its offset, given the `dayNumber` (found once for both).
    func timestamp(onDay dayNumber: Int) -> Timestamp {
        let offset = (digits(20, 2) * 3600 + digits(23, 2) * 60) * (text[19] == 0x2D ? -1 : 1)
        return Timestamp(
            secondsSince1970: dayNumber * 86_400 + secondOfDay - offset, utcOffsetSeconds: offset)
    }

    private func digits(_ start: Int, _ count: Int) -> Int {
        var value = 0
        for index in start..<start + count { value = value * 10 + Int(text[index] &- 0x30) }
        return value
    }
}
