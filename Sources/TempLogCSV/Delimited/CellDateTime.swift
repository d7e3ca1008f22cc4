import TempLogTime

/// A calendar date read from a cell.
///
/// Accepted: `YYYY-MM-DD`, `YYYY/MM/DD`, `YYYY.MM.DD` (month and day may have one digit, as
/// in `2026/1/5`; both separators must be the same) and `YYYY年M月D日`; given today's date,
/// also `MM/DD` and `M月D日`, in today's year. Full-width digits and signs are accepted
/// (`２０２６／１１／２９`), and so is white space around the text. The date
/// must exist in the Gregorian calendar: `2026-02-30` is rejected, `2028-02-29` accepted.
/// Month-first and day-first dates (`11/29/2026`) are rejected as ambiguous.
package struct CellDate: Sendable, Equatable {
    /// The year, `0000` to `9999`.
    package let year: Int
    /// The month, 1 to 12.
    package let month: Int
    /// The day of the month, from 1.
    package let day: Int

    /// The date, or nil if it does not exist.
    init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month),
            (1...LocalDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads a date cell with its year (formats above), or nil.
    package init?(parsing text: String) { self.init(parsing: text, today: nil) }

    /// Reads a date cell (formats above), or nil; a date without a year needs `today`.
    package init?(parsing text: String, today: LocalDate?) {
        var cursor = TimeTextCursor(text)
        guard let date = cursor.date(today: today), cursor.isAtEnd else { return nil }
        self = date.value
    }
}

/// A time of day read from a cell.
///
/// Accepted: what people type for `--at` (``TimeTextCursor/timeOfDay(japaneseTwelveAsAMPM:)``:
/// `H:MM`, `HH:MM`, `HH:MM:SS` with an optional fraction of a second, `H時`, `H時M分`,
/// `H時M分S秒`, `H時半`, `noon`, `正午`, `midnight`, in 24-hour form or in 12-hour form with
/// `午前`/`午後` before it or `AM`/`PM` after it), and also `午前12時` and `午後12時` as 00:00 and
/// 12:00, as spreadsheets that write a 12-hour clock mean them. Full-width digits are accepted.
package struct CellTime: Sendable, Equatable {
    /// Seconds since midnight, 0 to 86 399.
    package let secondOfDay: Int

    /// The time, or nil if it does not exist.
    init?(secondOfDay: Int) {
        guard (0..<86_400).contains(secondOfDay) else { return nil }
        self.secondOfDay = secondOfDay
    }

    /// Reads a time cell (formats above), or nil.
    package init?(parsing text: String) {
        var cursor = TimeTextCursor(text)
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
package struct CellDateTime: Sendable, Equatable {
    /// The year, `0000` to `9999`.
    package let year: Int
    /// The month, 1 to 12.
    package let month: Int
    /// The day of the month, from 1.
    package let day: Int
    /// Seconds since midnight, 0 to 86 399, on the wall clock of the offset (if any).
    package let secondOfDay: Int
    /// Seconds east of UTC, if the cell gives an offset; `Z` and `-00:00` give 0.
    package let utcOffsetSeconds: Int?

    /// Combines a date, a time and an optional offset.
    package init(date: CellDate, time: CellTime, utcOffsetSeconds: Int?) {
        year = date.year
        month = date.month
        day = date.day
        secondOfDay = time.secondOfDay
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// Reads a date-and-time cell whose date has its year (formats above), or nil.
    package init?(parsing text: String) { self.init(parsing: text, today: nil) }

    /// Reads a date-and-time cell (formats above), or nil; a date alone is nil, and a date
    /// without a year needs `today`.
    package init?(parsing text: String, today: LocalDate?) {
        var cursor = TimeTextCursor(text)
        guard let date = cursor.date(today: today),
            cursor.skip("t") || cursor.skipSpaces() || date.endsWithKanji,
            let time = cursor.time()
        else { return nil }
        let offset = cursor.utcOffsetSeconds()
        guard cursor.isAtEnd, offset.isValid else { return nil }
        self.init(date: date.value, time: time, utcOffsetSeconds: offset.seconds)
    }

    /// The date part.
    package var date: CellDate { CellDate(year: year, month: month, day: day)! }
}

/// The date forms of cells (``CellDate``).
extension TimeTextCursor {
    /// A date, and whether it ended with `日` (after which a time may follow directly).
    fileprivate mutating func date(today: LocalDate?) -> (value: CellDate, endsWithKanji: Bool)? {
        let start = self
        guard let year = number(digits: 4...4) else {
            self = start
            return today.flatMap { yearlessDate(today: $0) }
        }
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

    /// `M/D` or `M月D日` in `today`'s year, or nil.
    private mutating func yearlessDate(today: LocalDate) -> (value: CellDate, endsWithKanji: Bool)?
    {
        guard let month = number(digits: 1...2) else { return nil }
        let endsWithKanji: Bool
        if skip("/") {
            endsWithKanji = false
        } else if skip("月") {
            endsWithKanji = true
        } else {
            return nil
        }
        guard let day = number(digits: 1...2), !endsWithKanji || skip("日"),
            let date = CellDate(year: today.year, month: month, day: day)
        else { return nil }
        return (date, endsWithKanji)
    }

    /// A time of day in any of the forms ``CellTime`` accepts.
    fileprivate mutating func time() -> CellTime? {
        timeOfDay(japaneseTwelveAsAMPM: true).flatMap(CellTime.init(secondOfDay:))
    }
}
