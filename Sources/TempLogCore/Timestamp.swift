import Foundation

/// An instant together with the UTC offset of the wall clock it was seen on.
///
/// Written as RFC 3339 with that offset (`2026-11-29T07:31:00+09:00`), so both the instant
/// and the local time the person saw survive a round trip.
public struct Timestamp: Hashable, Comparable, Sendable {
    /// Whole seconds since 1970-01-01T00:00:00Z.
    public let secondsSince1970: Int
    /// Seconds east of UTC on the wall clock (`+09:00` is 32400).
    public let utcOffsetSeconds: Int

    public init(secondsSince1970: Int, utcOffsetSeconds: Int) {
        self.secondsSince1970 = secondsSince1970
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// The instant `date`, rounded down to whole seconds, on the wall clock of `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        self.init(
            secondsSince1970: seconds,
            utcOffsetSeconds: timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds)))
        )
    }

    /// Orders by instant; two timestamps of one instant order by offset so `<` is total.
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        (lhs.secondsSince1970, lhs.utcOffsetSeconds) < (rhs.secondsSince1970, rhs.utcOffsetSeconds)
    }

    public var date: Date { Date(timeIntervalSince1970: Double(secondsSince1970)) }

    /// The wall-clock day this instant fell on.
    public var localDate: LocalDate { LocalDate(dayNumber: floorDivide(wallSeconds, 86_400)) }

    /// Seconds since local midnight on the wall clock.
    public var secondOfDay: Int { wallSeconds - floorDivide(wallSeconds, 86_400) * 86_400 }

    /// `07:31`.
    public var timeText: String {
        pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2)
    }

    /// `2026-11-29T07:31:00+09:00`.
    public var rfc3339: String {
        let offset = abs(utcOffsetSeconds)
        return localDate.isoText + "T" + timeText + ":" + pad(secondOfDay % 60, 2)
            + (utcOffsetSeconds < 0 ? "-" : "+") + pad(offset / 3600, 2) + ":"
            + pad(offset / 60 % 60, 2)
    }

    private var wallSeconds: Int { secondsSince1970 + utcOffsetSeconds }

    /// Parses RFC 3339: `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`; a fraction is dropped.
    public static func parse<C: Collection<UInt8>>(rfc3339 text: C) -> Timestamp?
    where C.Index == Int {
        var scanner = TimestampScanner(bytes: text)
        guard let date = scanner.date(), scanner.take(["T", "t", " "]),
            let clock = scanner.clock(requireSeconds: true),
            let offset = scanner.offset(), scanner.atEnd
        else { return nil }
        return Timestamp(localDate: date, secondOfDay: clock, utcOffsetSeconds: offset)
    }

    /// The instant at `secondOfDay` on `localDate`, on a wall clock `utcOffsetSeconds` from UTC.
    init(localDate: LocalDate, secondOfDay: Int, utcOffsetSeconds: Int) {
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

/// Reads the pieces of dates and times from ASCII bytes, for `Timestamp` and `TimeInput`.
struct TimestampScanner<C: Collection<UInt8>> where C.Index == Int {
    let bytes: C
    var position: Int

    init(bytes: C) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    var atEnd: Bool { position == bytes.endIndex }

    /// Consumes one of `characters` if it is next.
    mutating func take(_ characters: [Unicode.Scalar]) -> Bool {
        guard !atEnd, characters.contains(where: { UInt8($0.value) == bytes[position] }) else {
            return false
        }
        position += 1
        return true
    }

    /// Consumes exactly `count` digits.
    mutating func number(_ count: Int) -> Int? {
        guard bytes.endIndex - position >= count,
            let value = digitsValue(bytes[position..<position + count])
        else { return nil }
        position += count
        return value
    }

    /// `YYYY-MM-DD`.
    mutating func date() -> LocalDate? {
        guard let year = number(4), take(["-"]), let month = number(2), take(["-"]),
            let day = number(2)
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// `HH:MM[:SS[.fraction]]` as seconds of the day; one-digit hours are accepted when
    /// seconds are optional (typed times like `7:30`).
    mutating func clock(requireSeconds: Bool) -> Int? {
        var hour = number(2)
        if hour == nil, !requireSeconds { hour = number(1) }
        guard let hour, hour < 24, take([":"]), let minute = number(2), minute < 60 else {
            return nil
        }
        var second = 0
        if take([":"]) {
            guard let value = number(2), value < 60 else { return nil }
            second = value
            if take([".", ","]) {
                guard number(1) != nil else { return nil }
                while number(1) != nil {}
            }
        } else if requireSeconds {
            return nil
        }
        return hour * 3600 + minute * 60 + second
    }

    /// `Z`, `+09:00`, `+0900` or `-05:00` as seconds east of UTC.
    mutating func offset() -> Int? {
        if take(["Z", "z"]) { return 0 }
        let negative: Bool
        if take(["+"]) {
            negative = false
        } else if take(["-"]) {
            negative = true
        } else {
            return nil
        }
        guard let hours = number(2), hours < 24 else { return nil }
        _ = take([":"])
        guard let minutes = number(2), minutes < 60 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return negative ? -seconds : seconds
    }
}
