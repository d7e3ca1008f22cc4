import TempLogText

/// A calendar day on a wall clock, with no time zone: what "today" means to a person.
public struct LocalDate: Hashable, Comparable, Sendable {
    /// The year: 1970 to 9999 in templog's use.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// Creates a date if it exists in the proleptic Gregorian calendar.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...LocalDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra =
            (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int { LocalDate.dayNumber(year: year, month: month, day: day) }

    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar, for any year.
    package static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `count` calendar days later (earlier when negative).
    public func adding(days count: Int) -> LocalDate {
        LocalDate(dayNumber: dayNumber + count)
    }

    /// 0 is Sunday, 6 is Saturday.
    public var weekday: Int {
        let remainder = (dayNumber + 4) % 7
        return remainder < 0 ? remainder + 7 : remainder
    }

    /// `Sun`.
    public var weekdayName: String { LocalDate.weekdayNames[weekday] }

    /// `2026-11-29`.
    public var isoText: String { String(building: appendISO) }

    /// Appends `isoText`.
    package func appendISO(to output: inout [UInt8]) {
        if let isoWord {
            output.append(PackedText(isoWord, PackedText.digits(day)), bytes: 0..<10)
            return
        }
        output.appendDigits(year, width: 4)
        output.append(UInt8(ascii: "-"))
        output.appendDigits(month, width: 2)
        output.append(UInt8(ascii: "-"))
        output.appendDigits(day, width: 2)
    }

    /// `YYYY-MM-` as the first word of a `PackedText`; nil for a year outside 0–9999.
    var isoWord: UInt64? {
        guard (0...9999).contains(year) else { return nil }
        let dash: UInt64 = 0x2D
        return PackedText.digits(year / 100) | PackedText.digits(year % 100) << 16 | dash << 32
            | PackedText.digits(month) << 40 | dash << 56
    }

    /// Parses `YYYY-MM-DD` exactly.
    public static func parse(iso text: Substring) -> LocalDate? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = digitsValue(bytes[0..<4]), let month = digitsValue(bytes[5..<7]),
            let day = digitsValue(bytes[8..<10])
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// Earlier days first.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Whether `year` has a February 29.
    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
}

/// The value of a run of ASCII digits, or nil if any byte is not a digit.
func digitsValue<C: Collection<UInt8>>(_ bytes: C) -> Int? {
    guard !bytes.isEmpty else { return nil }
    var value = 0
    for byte in bytes {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
}
