/// A calendar date read from a cell.
///
/// Accepted: `YYYY-MM-DD`, `YYYY/MM/DD`, `YYYY.MM.DD` (month and day may have one digit, as
/// in `2026/1/5`; both separators must be the same) and `YYYY年M月D日`. Full-width digits and
/// signs are accepted (`２０２６／１１／２９`), and so is white space around the text. The date
/// must exist in the Gregorian calendar: `2026-02-30` is rejected, `2028-02-29` accepted.
/// Month-first and day-first dates (`11/29/2026`) are rejected as ambiguous.
struct CellDate: Sendable, Equatable {
    /// The year, `0000` to `9999`.
    let year: Int
    /// The month, 1 to 12.
    let month: Int
    /// The day of the month, from 1.
    let day: Int

    /// The date, or nil if it does not exist.
    init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month),
            (1...LocalDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads a date cell (formats above), or nil.
    init?(parsing text: String) {
        var cursor = CellCursor(text)
        guard let date = cursor.date(), cursor.isAtEnd else { return nil }
        self = date.value
    }
}

/// A time of day read from a cell.
///
/// Accepted: `H:MM`, `HH:MM`, `HH:MM:SS` with an optional fraction of a second (`.5`, `,5`;
/// dropped), `H時`, `H時M分`, `H時M分S秒` and `H時半`, each in 24-hour form or in 12-hour form
/// with `午前`/`午後` before it or `AM`/`PM` (`a.m.`/`p.m.`, any case, optional space) after it.
/// Full-width digits are accepted. Hours run 0 to 23 (1 to 12 with AM/PM), minutes and seconds
/// 0 to 59.
struct CellTime: Sendable, Equatable {
    /// Seconds since midnight, 0 to 86 399.
    let secondOfDay: Int

    /// The time, or nil if it does not exist.
    init?(secondOfDay: Int) {
        guard (0..<86_400).contains(secondOfDay) else { return nil }
        self.secondOfDay = secondOfDay
    }

    /// Reads a time cell (formats above), or nil.
    init?(parsing text: String) {
        var cursor = CellCursor(text)
        guard let time = cursor.time(), cursor.isAtEnd else { return nil }
        self = time
    }
}

/// A date and time read from one cell, with the UTC offset if the cell gives one.
///
/// Accepted: a ``CellDate`` and a ``CellTime`` separated by `T` or by spaces
/// (`2026-11-29T07:30:00`, `2026-11-29 07:30`, `2026/11/29 7:30` as Japanese Excel writes it,
/// `2026年11月29日 7時30分`, where the space may be left out), then an optional UTC offset: `Z`,
/// `+09:00`, `+0900` or `+09`. So RFC 3339 and ISO 8601 extended timestamps are read, with
/// any fraction of a second dropped.
struct CellDateTime: Sendable, Equatable {
    /// The year, `0000` to `9999`.
    let year: Int
    /// The month, 1 to 12.
    let month: Int
    /// The day of the month, from 1.
    let day: Int
    /// Seconds since midnight, 0 to 86 399, on the wall clock of the offset (if any).
    let secondOfDay: Int
    /// Seconds east of UTC, if the cell gives an offset; `Z` and `-00:00` give 0.
    let utcOffsetSeconds: Int?

    /// Combines a date, a time and an optional offset.
    init(date: CellDate, time: CellTime, utcOffsetSeconds: Int?) {
        year = date.year
        month = date.month
        day = date.day
        secondOfDay = time.secondOfDay
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// Reads a date-and-time cell (formats above), or nil; a date alone is nil.
    init?(parsing text: String) {
        var cursor = CellCursor(text)
        guard let date = cursor.date(),
            cursor.skip("t") || cursor.skipSpaces() || date.endsWithKanji,
            let time = cursor.time()
        else { return nil }
        let offset = cursor.utcOffsetSeconds()
        guard cursor.isAtEnd, offset.isValid else { return nil }
        self.init(date: date.value, time: time, utcOffsetSeconds: offset.seconds)
    }

    /// The date part.
    var date: CellDate { CellDate(year: year, month: month, day: day)! }
}

/// Reads a cell's text piece by piece, after folding its width, lowercasing it and trimming the
/// white space around it.
private struct CellCursor {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        let scalars = Array(TextInput.normalized(text).lowercased().unicodeScalars)
        let isText = { (scalar: Unicode.Scalar) in !scalar.properties.isWhitespace }
        let first = scalars.firstIndex(where: isText) ?? scalars.endIndex
        let last = scalars.lastIndex(where: isText).map { $0 + 1 } ?? first
        self.scalars = Array(scalars[first..<last])
    }

    var isAtEnd: Bool { index == scalars.count }

    /// Skips `text` if it comes next.
    mutating func skip(_ text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        guard scalars[index...].starts(with: wanted) else { return false }
        index += wanted.count
        return true
    }

    /// Skips any spaces; whether there were some.
    mutating func skipSpaces() -> Bool {
        let start = index
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        return index > start
    }

    /// Reads between `digits.lowerBound` and `digits.upperBound` ASCII digits as a number.
    mutating func number(digits: ClosedRange<Int>) -> Int? {
        var value = 0
        var count = 0
        while count < digits.upperBound, index < scalars.count,
            (0x30...0x39).contains(scalars[index].value)
        {
            value = value * 10 + Int(scalars[index].value) - 0x30
            count += 1
            index += 1
        }
        return count >= digits.lowerBound ? value : nil
    }

    /// Skips any number of ASCII digits; whether there was one.
    private mutating func skipDigits() -> Bool {
        let start = index
        while index < scalars.count, (0x30...0x39).contains(scalars[index].value) { index += 1 }
        return index > start
    }

    /// A date, and whether it ended with `日` (after which a time may follow directly).
    mutating func date() -> (value: CellDate, endsWithKanji: Bool)? {
        guard let year = number(digits: 4...4) else { return nil }
        if skip("年") {
            guard let month = number(digits: 1...2), skip("月"),
                let day = number(digits: 1...2), skip("日"),
                let date = CellDate(year: year, month: month, day: day)
            else { return nil }
            return (date, true)
        }
        guard let separator = ["-", "/", "."].first(where: { skip($0) }),
            let month = number(digits: 1...2), skip(separator),
            let day = number(digits: 1...2),
            let date = CellDate(year: year, month: month, day: day)
        else { return nil }
        return (date, false)
    }

    /// A time of day, in any of the forms ``CellTime`` accepts.
    mutating func time() -> CellTime? {
        var isAfternoon: Bool? = skip("午前") ? false : skip("午後") ? true : nil
        if isAfternoon != nil { _ = skipSpaces() }
        guard var hour = number(digits: 1...2) else { return nil }
        var minute = 0
        var second = 0
        if skip(":") {
            guard let minutes = number(digits: 2...2) else { return nil }
            minute = minutes
            if skip(":") {
                guard let seconds = number(digits: 2...2) else { return nil }
                second = seconds
                if skip(".") || skip(",") {
                    guard skipDigits() else { return nil }
                }
            }
        } else if skip("時") {
            if skip("半") {
                minute = 30
            } else if let minutes = number(digits: 1...2) {
                guard skip("分") else { return nil }
                minute = minutes
                if let seconds = number(digits: 1...2) {
                    guard skip("秒") else { return nil }
                    second = seconds
                }
            }
        } else {
            return nil
        }
        if isAfternoon == nil { isAfternoon = meridiemSuffix() }
        if let isAfternoon {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (isAfternoon ? 12 : 0)
        }
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        return CellTime(secondOfDay: hour * 3600 + minute * 60 + second)
    }

    /// `am`, `pm`, `a.m.` or `p.m.` after optional spaces: whether it is the afternoon, or nil
    /// (with nothing skipped) if none follows.
    private mutating func meridiemSuffix() -> Bool? {
        let start = index
        _ = skipSpaces()
        for (suffix, isAfternoon) in [("am", false), ("a.m.", false), ("pm", true), ("p.m.", true)]
        where skip(suffix) {
            return isAfternoon
        }
        index = start
        return nil
    }

    /// An optional UTC offset: `z`, `±HH:MM`, `±HHMM` or `±HH`. `isValid` is false when an
    /// offset is begun but malformed or out of range.
    mutating func utcOffsetSeconds() -> (seconds: Int?, isValid: Bool) {
        if skip("z") { return (0, true) }
        let sign = skip("+") ? 1 : skip("-") ? -1 : 0
        guard sign != 0 else { return (nil, true) }
        guard let hours = number(digits: 2...2), hours <= 23 else { return (nil, false) }
        let hasColon = skip(":")
        let minutes = number(digits: 2...2)
        guard minutes != nil || !hasColon, minutes ?? 0 <= 59 else { return (nil, false) }
        return (sign * (hours * 3600 + (minutes ?? 0) * 60), true)
    }
}
