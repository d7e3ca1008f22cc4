import TempLogText

/// An instant together with the UTC offset of the wall clock it was seen on.
///
/// Written as RFC 3339 with that offset (`2026-11-29T07:31:00+09:00`), so both the instant
/// and the local time the person saw survive a round trip.
///
/// RFC 3339 offsets have no seconds, so the offset is kept in whole minutes: an offset with
/// seconds (Monrovia's −0:44:30 before 1972) is cut to its minutes (−00:44) and the wall clock
/// is the instant seen at that offset. The text then names exactly the instant meant, at the
/// cost of a wall clock up to 59 seconds from the zone's (07:00:30 for 07:00 in Monrovia).
public struct Timestamp: Hashable, Comparable, Sendable {
    /// Whole seconds since 1970-01-01T00:00:00Z.
    public let secondsSince1970: Int
    /// Seconds east of UTC on the wall clock (`+09:00` is 32400), a whole number of minutes.
    public let utcOffsetSeconds: Int

    /// The instant `secondsSince1970` as seen on a wall clock `utcOffsetSeconds` east of UTC,
    /// cut toward zero to whole minutes (−2670 s, −0:44:30, is kept as −2640 s, −00:44).
    public init(secondsSince1970: Int, utcOffsetSeconds: Int) {
        self.secondsSince1970 = secondsSince1970
        self.utcOffsetSeconds = utcOffsetSeconds / 60 * 60
    }

    /// The instant `secondsSince1970` on the wall clock of `zone`, its offset cut to whole
    /// minutes as RFC 3339 writes it.
    public init(secondsSince1970: Int, in zone: ZoneRules) {
        self.init(
            secondsSince1970: secondsSince1970, utcOffsetSeconds: zone.offset(at: secondsSince1970))
    }

    /// Orders by instant; two timestamps of one instant order by offset so `<` is total.
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        (lhs.secondsSince1970, lhs.utcOffsetSeconds) < (rhs.secondsSince1970, rhs.utcOffsetSeconds)
    }

    /// The wall-clock day this instant fell on.
    public var localDate: LocalDate { LocalDate(dayNumber: floorDivide(wallSeconds, 86_400)) }

    /// Whether a store line can hold it: from 1970-01-01T00:00:00Z, on a local day from 1970
    /// through 9999.
    package var isStorable: Bool {
        // Local days 1970-01-01 through 9999-12-31 are days 0 to 2,932,896.
        secondsSince1970 >= 0 && (0..<2_932_897 * 86_400).contains(wallSeconds)
    }

    /// Seconds since local midnight on the wall clock.
    public var secondOfDay: Int { wallSeconds - floorDivide(wallSeconds, 86_400) * 86_400 }

    /// The wall clock's day and second of the day, computed once for formatting.
    package var wallClock: (date: LocalDate, second: Int) {
        let day = floorDivide(wallSeconds, 86_400)
        return (LocalDate(dayNumber: day), wallSeconds - day * 86_400)
    }

    /// `07:31`.
    public var timeText: String { String(building: appendTime) }

    /// `UTC-04:00`: the offset of the wall clock, as a sentence names it.
    public var utcOffsetText: String { "UTC" + offsetText }

    /// `+09:00`: the offset of the wall clock, as RFC 3339 writes it.
    package var offsetText: String { String(building: appendOffset) }

    /// `07:00 (+09:00)`: the time on the wall clock, with its offset when `showingOffset`.
    package func timeText(showingOffset: Bool) -> String {
        showingOffset ? timeText + " (" + offsetText + ")" : timeText
    }

    /// Whether the wall clock it was seen on is at another UTC offset than `zone` is at that
    /// instant: a reading taken in Tokyo, seen in New York, whose 07:00 is not New York's.
    package func isAway(from zone: ZoneRules) -> Bool {
        utcOffsetSeconds != Timestamp(secondsSince1970: secondsSince1970, in: zone).utcOffsetSeconds
    }

    /// `2026-11-29T07:31:00+09:00`.
    public var rfc3339: String { String(building: appendRFC3339) }

    /// Appends `timeText`.
    package func appendTime(to output: inout [UInt8]) {
        Timestamp.appendTime(secondOfDay, to: &output)
    }

    /// Appends `rfc3339`.
    package func appendRFC3339(to output: inout [UInt8]) {
        appendRFC3339(wallClock: wallClock, to: &output)
    }

    /// Appends `rfc3339` (25 bytes), given this timestamp's `wallClock`.
    package func appendRFC3339(
        wallClock: (date: LocalDate, second: Int), to output: inout [UInt8]
    ) {
        let second = wallClock.second
        let offset = abs(utcOffsetSeconds)
        if let dateWord = wallClock.date.isoWord, offset < 100 * 3600 {
            // The words `parseCanonical` reads: `YYYY-MM-`, `DDTHH:MM`, `:SS±HH:M`, the last digit.
            let (hour, minute, offsetMinutes) = (second / 3600, second / 60 % 60, offset / 60 % 60)
            let (letterT, colon, sign): (UInt64, UInt64, UInt64) =
                (0x54, 0x3A, utcOffsetSeconds < 0 ? 0x2D : 0x2B)
            let clockWord =
                PackedText.digits(wallClock.date.day) | letterT << 16
                | PackedText.digits(hour) << 24 | colon << 40 | PackedText.digits(minute) << 48
            let offsetWord =
                colon | PackedText.digits(second % 60) << 8 | sign << 24
                | PackedText.digits(offset / 3600) << 32 | colon << 48
                | (0x30 + UInt64(offsetMinutes / 10)) << 56
            let text = PackedText(
                dateWord, clockWord, offsetWord, 0x30 + UInt64(offsetMinutes % 10))
            output.append(text, bytes: 0..<25)
            return
        }
        // A year beyond four digits or an offset of 100 hours or more (no store holds one):
        // field by field, each as wide as it needs.
        wallClock.date.appendISO(to: &output)
        output.append(UInt8(ascii: "T"))
        Timestamp.appendTime(second, to: &output)
        output.append(UInt8(ascii: ":"))
        output.appendDigits(second % 60, width: 2)
        appendOffset(to: &output)
    }

    /// Appends `offsetText`.
    private func appendOffset(to output: inout [UInt8]) {
        output.append(utcOffsetSeconds < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let offset = abs(utcOffsetSeconds)
        output.appendDigits(offset / 3600, width: 2)
        output.append(UInt8(ascii: ":"))
        output.appendDigits(offset / 60 % 60, width: 2)
    }

    /// Appends `HH:MM` for a second of the day (0 to 86,399).
    package static func appendTime(_ second: Int, to output: inout [UInt8]) {
        let colon: UInt64 = 0x3A
        let hours = PackedText.digits(second / 3600)
        let minutes = PackedText.digits(second / 60 % 60)
        output.append(PackedText(hours | colon << 16 | minutes << 24), bytes: 0..<5)
    }

    private var wallSeconds: Int { secondsSince1970 + utcOffsetSeconds }

    /// Parses RFC 3339: `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`; a fraction is dropped.
    public static func parse(rfc3339 text: [UInt8]) -> Timestamp? {
        text.withUnsafeBufferPointer { parse(rfc3339: $0) }
    }

    /// Parses RFC 3339 from a byte buffer; templog's own form (`2026-11-29T07:31:00+09:00`)
    /// is read by direct indexing.
    package static func parse(rfc3339 text: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        if text.count == 25, let timestamp = parseCanonical(text) { return timestamp }
        // Any other form is rarer: scanned from a copy, whose every load is checked.
        var scanner = TimestampScanner(bytes: Array(text))
        guard let date = scanner.date(), scanner.take(["T", "t", " "]),
            let clock = scanner.clock(),
            let offset = scanner.offset(colonIsOptional: false), scanner.atEnd
        else { return nil }
        return Timestamp(localDate: date, secondOfDay: clock, utcOffsetSeconds: offset)
    }

    /// Reads templog's own form, `2026-11-29T07:31:00+09:00` (25 bytes), as three words and a
    /// byte: one check per word that its digits are digits and its separators are in place,
    /// then each field from the digits' values, two at a time.
    static func parseCanonical(_ text: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        let bytes = ByteView(text)
        func word(_ offset: Int) -> UInt64 { bytes.littleEndianUInt64(at: offset) }
        // Byte n of a word is bits 8n..<8n+8. `YYYY-MM-`, `DDTHH:MM` and `:SS±HH:M`: the
        // digits' bytes, and the separators' bytes with their values (the sign aside).
        let words = (word(0), word(8), word(16))
        let digitMasks: (UInt64, UInt64, UInt64) = (
            0x00FF_FF00_FFFF_FFFF, 0xFFFF_00FF_FF00_FFFF, 0xFF00_FFFF_00FF_FF00
        )
        let separatorMasks: (UInt64, UInt64, UInt64) = (
            0xFF00_00FF_0000_0000, 0x0000_FF00_00FF_0000, 0x00FF_0000_0000_00FF
        )
        let separators: (UInt64, UInt64, UInt64) = (
            0x2D00_002D_0000_0000, 0x0000_3A00_0054_0000, 0x003A_0000_0000_003A
        )
        // A byte is a digit when its high half is 3 and adding 6 keeps it so. A byte of 0xFA
        // or more carries into the next, but it fails its own check (every byte is a digit, a
        // separator or the sign): a carry never lets a wrong text pass.
        func isDigits(_ word: UInt64, _ mask: UInt64) -> Bool {
            let highHalves = mask & 0xF0F0_F0F0_F0F0_F0F0
            let threes = mask & 0x3030_3030_3030_3030
            return word & highHalves == threes
                && (word &+ 0x0606_0606_0606_0606) & highHalves == threes
        }
        let sign = bytes[19]
        let lastDigit = bytes[24] &- 0x30
        guard isDigits(words.0, digitMasks.0), isDigits(words.1, digitMasks.1),
            isDigits(words.2, digitMasks.2), lastDigit < 10,
            words.0 & separatorMasks.0 == separators.0,
            words.1 & separatorMasks.1 == separators.1,
            words.2 & separatorMasks.2 == separators.2, sign == 0x2B || sign == 0x2D
        else { return nil }
        // Each digit's value in its byte (0 elsewhere), then byte n of `pairs` holds the
        // number digits n and n + 1 make (at most 99, so no byte overflows).
        func pairs(_ word: UInt64, _ mask: UInt64) -> UInt64 {
            let values = (word & mask) &- (mask & 0x3030_3030_3030_3030)
            return values &* 10 &+ values >> 8
        }
        func byte(_ word: UInt64, _ index: Int) -> Int {
            Int(truncatingIfNeeded: word >> UInt64(8 * index) & 0xFF)
        }
        let datePairs = pairs(words.0, digitMasks.0)
        let clockPairs = pairs(words.1, digitMasks.1)
        let offsetPairs = pairs(words.2, digitMasks.2)
        let year = byte(datePairs, 0) * 100 + byte(datePairs, 2)
        let month = byte(datePairs, 5)
        let day = byte(clockPairs, 0)
        let hour = byte(clockPairs, 3)
        let minute = byte(clockPairs, 6)
        let second = byte(offsetPairs, 1)
        let offsetHours = byte(offsetPairs, 4)
        // Byte 7 is the last word's last byte: it holds ten times its digit alone.
        let offsetMinutes = byte(offsetPairs, 7) + Int(lastDigit)
        guard hour < 24, minute < 60, second < 60, offsetHours < 24, offsetMinutes < 60,
            let date = LocalDate(year: year, month: month, day: day)
        else { return nil }
        let offset = (offsetHours * 3600 + offsetMinutes * 60) * (sign == 0x2D ? -1 : 1)
        return Timestamp(
            localDate: date, secondOfDay: hour * 3600 + minute * 60 + second,
            utcOffsetSeconds: offset)
    }

    /// The instant at `secondOfDay` on `localDate`, on a wall clock `utcOffsetSeconds` from UTC.
    package init(localDate: LocalDate, secondOfDay: Int, utcOffsetSeconds: Int) {
        self.init(
            secondsSince1970: localDate.dayNumber * 86_400 + secondOfDay - utcOffsetSeconds,
            utcOffsetSeconds: utcOffsetSeconds
        )
    }
}

/// Rounds the quotient toward negative infinity.
func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
}
