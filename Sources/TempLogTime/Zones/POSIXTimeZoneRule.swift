/// A time zone rule written as a POSIX TZ string, such as `"EST5EDT,M3.2.0,M11.1.0"`
/// (POSIX.1-2017 §8.3), with the RFC 8536 §3.3.1 extensions: a transition time may be
/// negative or longer than a day (−167 to 167 hours).
///
/// Offsets are kept as seconds east of UTC, the opposite sign of the TZ string's.
/// Instants passed in must lie within about ±2^62 seconds so that no arithmetic overflows;
/// `ZoneRules` clamps them before they get here.
struct POSIXTimeZoneRule: Sendable, Equatable {
    /// Seconds east of UTC in standard time.
    let standardOffset: Int
    /// Daylight saving time, or nil when the zone keeps standard time all year.
    let daylightSaving: DaylightSaving?

    /// A daylight saving time and the yearly transitions into and out of it.
    struct DaylightSaving: Sendable, Equatable {
        /// Seconds east of UTC in daylight saving time.
        let offset: Int
        /// When daylight saving time starts, on the standard-time wall clock.
        let start: YearlyTransition
        /// When daylight saving time ends, on the daylight-saving wall clock.
        let end: YearlyTransition
    }

    /// A day of the year and a wall-clock time on it, such as `M3.2.0/2`.
    struct YearlyTransition: Sendable, Equatable {
        /// The day.
        let day: Day
        /// Seconds after the midnight that starts `day`; may be negative or exceed a day.
        let time: Int
    }

    /// One of the three ways a TZ string names a day of the year.
    enum Day: Sendable, Equatable {
        /// `Jn`: day 1...365, where February 29 is never counted.
        case julian(Int)
        /// `n`: day 0...365, where January 1 is 0 and February 29 is counted.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday `d` (0 is Sunday) of week `w` (1...5, 5 is the last) of month `m`.
        case weekdayOfMonth(month: Int, week: Int, weekday: Int)
    }
}

// MARK: - Evaluation

extension POSIXTimeZoneRule {
    /// Seconds east of UTC in force at `instant` (seconds since 1970).
    func offset(at instant: Int) -> Int {
        guard let daylightSaving else { return standardOffset }
        // The latest transition at or before `instant` decides. The transitions of the year
        // two before `instant`'s are always earlier than it, so the search can start there.
        // On a tie the later year's transition, and within a year the start, wins. A year
        // without transitions (daylight time all year) keeps what was in force before it,
        // and with none in the whole window daylight saving time is in force, as in tzcode.
        let year = Self.year(containing: instant)
        var latestTransition = Int.min
        var isDaylightSaving = true
        for candidateYear in (year - 2)...(year + 1) {
            guard case (let start, let end)? = transitionInstants(in: candidateYear, daylightSaving)
            else { continue }
            if end <= instant && end >= latestTransition {
                latestTransition = end
                isDaylightSaving = false
            }
            if start <= instant && start >= latestTransition {
                latestTransition = start
                isDaylightSaving = true
            }
        }
        return isDaylightSaving ? daylightSaving.offset : standardOffset
    }

    /// The first transition strictly after `instant`, or nil when the rule has none.
    /// The offset may stay the same across it (a rule whose transitions coincide).
    func nextTransition(after instant: Int) -> Int? {
        guard let daylightSaving else { return nil }
        // Both transitions of the year two after `instant`'s are later than it.
        let year = Self.year(containing: instant)
        var earliestTransition: Int?
        for candidateYear in (year - 1)...(year + 2) {
            guard case (let start, let end)? = transitionInstants(in: candidateYear, daylightSaving)
            else { continue }
            for transition in [start, end] where transition > instant {
                earliestTransition = min(earliestTransition ?? transition, transition)
            }
        }
        return earliestTransition
    }

    /// Every offset the rule can be in force with.
    var offsets: [Int] {
        [standardOffset] + (daylightSaving.map { [$0.offset] } ?? [])
    }

    /// The instants at which daylight saving time starts and ends in `year`, or nil when it
    /// lasts the whole year.
    ///
    /// RFC 8536 §3.3.1: daylight saving time is in effect all year when its period leaves no
    /// room for standard time, as in `EST5EDT,0/0,J365/25` or zic's `J1/-24,J365/24`, whose
    /// period runs from before the year starts to after it ends. Like tzcode's `tzparse`, a
    /// period at least a year long has no transitions. A period that starts late in a year and
    /// ends early in the next (`AEST-10AEDT,M10.1.0,M4.1.0/3`) ends before it starts within
    /// the year: both are transitions.
    private func transitionInstants(
        in year: Int,
        _ daylightSaving: DaylightSaving
    ) -> (start: Int, end: Int)? {
        let start = daylightSaving.start.wallSeconds(in: year) - standardOffset
        let end = daylightSaving.end.wallSeconds(in: year) - daylightSaving.offset
        let yearLength = (LocalDate.isLeapYear(year) ? 366 : 365) * 86_400
        if start < end && end - start >= yearLength {
            return nil
        }
        return (start, end)
    }

    /// The proleptic Gregorian year that contains `instant` in UTC.
    private static func year(containing instant: Int) -> Int {
        LocalDate(dayNumber: floorDivide(instant, 86_400)).year
    }
}

extension POSIXTimeZoneRule.YearlyTransition {
    /// The transition in `year`, as seconds since 1970-01-01T00:00 on the wall clock.
    func wallSeconds(in year: Int) -> Int {
        let firstOfYear = LocalDate.dayNumber(year: year, month: 1, day: 1)
        let daysSince1970: Int
        switch day {
        case .julian(let number):
            let skipsLeapDay = LocalDate.isLeapYear(year) && number >= 60
            daysSince1970 = firstOfYear + number - 1 + (skipsLeapDay ? 1 : 0)
        case .zeroBased(let number):
            daysSince1970 = firstOfYear + number
        case .weekdayOfMonth(let month, let week, let weekday):
            let firstOfMonth = LocalDate.dayNumber(year: year, month: month, day: 1)
            // 1970-01-01 was a Thursday (weekday 4).
            let firstWeekday = LocalDate(dayNumber: firstOfMonth).weekday
            var day = firstOfMonth + ((weekday - firstWeekday) % 7 + 7) % 7 + 7 * (week - 1)
            if day >= firstOfMonth + LocalDate.daysIn(month: month, year: year) {
                day -= 7  // Week 5 means the last such weekday, which may be the fourth.
            }
            daysSince1970 = day
        }
        return daysSince1970 * 86_400 + time
    }
}

// MARK: - Parsing

extension POSIXTimeZoneRule {
    /// Parses a TZ string: `std offset [dst [offset] [,start[/time],end[/time]]]`.
    /// Returns nil unless the whole string is valid. Daylight saving time without rules gets
    /// the United States rules `,M3.2.0,M11.1.0`, as glibc does.
    init?(_ text: String) {
        var scanner = TZStringScanner(bytes: Array(text.utf8))
        guard scanner.scanAbbreviation(), let standardWest = scanner.scanOffset() else {
            return nil
        }
        let standardOffset = -standardWest
        guard !scanner.isAtEnd else {
            self.init(standardOffset: standardOffset, daylightSaving: nil)
            return
        }
        guard scanner.scanAbbreviation() else { return nil }
        var daylightOffset = standardOffset + 3600
        if scanner.isAtOffset {
            guard let daylightWest = scanner.scanOffset() else { return nil }
            daylightOffset = -daylightWest
        }
        let start: YearlyTransition
        let end: YearlyTransition
        if scanner.isAtEnd {
            start = YearlyTransition(
                day: .weekdayOfMonth(month: 3, week: 2, weekday: 0), time: 7200)
            end = YearlyTransition(day: .weekdayOfMonth(month: 11, week: 1, weekday: 0), time: 7200)
        } else {
            guard scanner.scan(","), let scannedStart = scanner.scanYearlyTransition(),
                scanner.scan(","), let scannedEnd = scanner.scanYearlyTransition(),
                scanner.isAtEnd
            else { return nil }
            start = scannedStart
            end = scannedEnd
        }
        self.init(
            standardOffset: standardOffset,
            daylightSaving: DaylightSaving(offset: daylightOffset, start: start, end: end)
        )
    }
}

/// Reads the parts of a TZ string from left to right.
private struct TZStringScanner {
    /// The TZ string's UTF-8 bytes.
    let bytes: [UInt8]
    /// The index of the next unread byte.
    private var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position == bytes.count }

    /// Whether an offset (a sign or a digit) comes next.
    var isAtOffset: Bool {
        guard let byte = peek() else { return false }
        return byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || Self.isDigit(byte)
    }

    /// Reads `character` if it comes next.
    mutating func scan(_ character: Unicode.Scalar) -> Bool {
        guard peek() == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// Reads a zone abbreviation: three or more letters, or `<` three or more letters, digits,
    /// `+` or `-`, then `>`.
    mutating func scanAbbreviation() -> Bool {
        let isQuoted = scan("<")
        let first = position
        while let byte = peek(), Self.isAbbreviationByte(byte, quoted: isQuoted) {
            position += 1
        }
        guard position - first >= 3 else { return false }
        return !isQuoted || scan(">")
    }

    /// Reads a UTC offset, `[+|-]hh[:mm[:ss]]` with hours 0...24, as seconds west of UTC.
    mutating func scanOffset() -> Int? {
        scanSignedDuration(maximumHours: 24, maximumHourDigits: 2)
    }

    /// Reads a date and optional time: `Jn`, `n` or `Mm.w.d`, then `/time`, which is signed
    /// with hours −167...167 and defaults to 02:00.
    mutating func scanYearlyTransition() -> POSIXTimeZoneRule.YearlyTransition? {
        let day: POSIXTimeZoneRule.Day
        if scan("J") {
            guard let number = scanNumber(maximumDigits: 3), (1...365).contains(number) else {
                return nil
            }
            day = .julian(number)
        } else if scan("M") {
            guard let month = scanNumber(maximumDigits: 2), (1...12).contains(month),
                scan("."), let week = scanNumber(maximumDigits: 1), (1...5).contains(week),
                scan("."), let weekday = scanNumber(maximumDigits: 1), (0...6).contains(weekday)
            else { return nil }
            day = .weekdayOfMonth(month: month, week: week, weekday: weekday)
        } else {
            guard let number = scanNumber(maximumDigits: 3), (0...365).contains(number) else {
                return nil
            }
            day = .zeroBased(number)
        }
        guard scan("/") else {
            return POSIXTimeZoneRule.YearlyTransition(day: day, time: 7200)
        }
        guard let time = scanSignedDuration(maximumHours: 167, maximumHourDigits: 3) else {
            return nil
        }
        return POSIXTimeZoneRule.YearlyTransition(day: day, time: time)
    }

    /// Reads `[+|-]h[:mm[:ss]]` as seconds.
    private mutating func scanSignedDuration(maximumHours: Int, maximumHourDigits: Int) -> Int? {
        let sign = scan("-") ? -1 : 1
        if sign == 1 {
            _ = scan("+")
        }
        guard let hours = scanNumber(maximumDigits: maximumHourDigits), hours <= maximumHours
        else { return nil }
        var seconds = hours * 3600
        if scan(":") {
            guard let minutes = scanNumber(maximumDigits: 2), minutes <= 59 else { return nil }
            seconds += minutes * 60
            if scan(":") {
                guard let extraSeconds = scanNumber(maximumDigits: 2), extraSeconds <= 59 else {
                    return nil
                }
                seconds += extraSeconds
            }
        }
        return sign * seconds
    }

    /// Reads 1 to `maximumDigits` decimal digits.
    private mutating func scanNumber(maximumDigits: Int) -> Int? {
        var value = 0
        var digitCount = 0
        while digitCount < maximumDigits, let byte = peek(), Self.isDigit(byte) {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digitCount += 1
            position += 1
        }
        return digitCount > 0 ? value : nil
    }

    /// The next unread byte.
    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isAbbreviationByte(_ byte: UInt8, quoted: Bool) -> Bool {
        let isLetter =
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        guard quoted else { return isLetter }
        return isLetter || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
}
