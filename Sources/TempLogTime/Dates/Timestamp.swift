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
    public var isStorable: Bool {
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

    /// `UTC-04:00`: the offset of the wall clock, which tells apart two readings that clock
    /// shows at the same time (see ``RepeatedWallTime``).
    public var utcOffsetText: String {
        let offset = abs(utcOffsetSeconds)
        let hours = offset / 3600
        let minutes = offset / 60 % 60
        return "UTC\(utcOffsetSeconds < 0 ? "-" : "+")\(hours < 10 ? "0" : "")\(hours):"
            + "\(minutes < 10 ? "0" : "")\(minutes)"
    }

    /// `2026-11-29T07:31:00+09:00`.
    public var rfc3339: String { String(building: appendRFC3339) }

    /// Appends `timeText`.
    package func appendTime(to output: inout [UInt8]) {
        let second = secondOfDay
        output.appendFixed { Timestamp.writeTime(second, to: &$0) }
    }

    /// Appends `rfc3339`.
    package func appendRFC3339(to output: inout [UInt8]) {
        let clock = wallClock
        output.appendFixed { writeRFC3339(wallClock: clock, to: &$0) }
    }

    /// Writes `rfc3339` (25 bytes), given this timestamp's `wallClock`.
    package func writeRFC3339(
        wallClock: (date: LocalDate, second: Int), to writer: inout FixedWriter
    ) {
        let second = wallClock.second
        wallClock.date.write(to: &writer)
        writer.byte(UInt8(ascii: "T"))
        Timestamp.writeTime(second, to: &writer)
        writer.byte(UInt8(ascii: ":"))
        writer.digits(second % 60, width: 2)
        writer.byte(utcOffsetSeconds < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let offset = abs(utcOffsetSeconds)
        writer.digits(offset / 3600, width: 2)
        writer.byte(UInt8(ascii: ":"))
        writer.digits(offset / 60 % 60, width: 2)
    }

    /// Writes `HH:MM` for a second of the day.
    package static func writeTime(_ second: Int, to writer: inout FixedWriter) {
        writer.digits(second / 3600, width: 2)
        writer.byte(UInt8(ascii: ":"))
        writer.digits(second / 60 % 60, width: 2)
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
        var scanner = TimestampScanner(bytes: text)
        guard let date = scanner.date(), scanner.take(["T", "t", " "]),
            let clock = scanner.clock(),
            let offset = scanner.offset(colonIsOptional: false), scanner.atEnd
        else { return nil }
        return Timestamp(localDate: date, secondOfDay: clock, utcOffsetSeconds: offset)
    }

    /// Parses as `parse(rfc3339:)` does, and sets `isWrittenAsParsed` to whether `text` is
    /// exactly what `writeRFC3339` writes for the timestamp: templog's own form,
    /// `2026-11-29T07:31:00+09:00`, with any offset but `-00:00` (written `+00:00`). Its date
    /// and time can then be copied instead of computed.
    package static func parse(
        rfc3339 text: UnsafeBufferPointer<UInt8>, isWrittenAsParsed: inout Bool
    ) -> Timestamp? {
        if text.count == 25, let timestamp = parseCanonical(text) {
            isWrittenAsParsed = timestamp.utcOffsetSeconds != 0 || text[19] == 0x2B
            return timestamp
        }
        isWrittenAsParsed = false
        return parse(rfc3339: text)
    }

    private static func parseCanonical(_ text: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        // Every field is read, and one flag notes any byte that is not a digit.
        var notDigits = false
        func digits(_ start: Int, _ count: Int) -> Int {
            var value = 0
            for index in start..<start + count {
                let digit = text[index] &- 0x30
                notDigits = notDigits || digit > 9
                value = value * 10 + Int(digit)
            }
            return value
        }
        let year = digits(0, 4)
        let month = digits(5, 2)
        let day = digits(8, 2)
        let hour = digits(11, 2)
        let minute = digits(14, 2)
        let second = digits(17, 2)
        let offsetHours = digits(20, 2)
        let offsetMinutes = digits(23, 2)
        guard !notDigits, text[4] == 0x2D, text[7] == 0x2D, text[10] == 0x54, text[13] == 0x3A,
            text[16] == 0x3A,
            text[22] == 0x3A, text[19] == 0x2B || text[19] == 0x2D,
            hour < 24, minute < 60, second < 60, offsetHours < 24, offsetMinutes < 60,
            let date = LocalDate(year: year, month: month, day: day)
        else { return nil }
        let offset = (offsetHours * 3600 + offsetMinutes * 60) * (text[19] == 0x2D ? -1 : 1)
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
