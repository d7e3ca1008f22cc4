import TempLogText

/// Turns `--at`, `--date`, `--since` and `--until` words into instants and local days.
///
/// Days: `YYYY-MM-DD`; `YYYY/MM/DD` and `YYYY年M月D日`; `MM/DD` and `M月D日` (see
/// ``YearlessDay``); any of them with the weekday after it as templog's output prints it
/// (`2026/11/09(月)`, `(mon)` too, `2026-11-09 Mon`, `2026-11-09 (Mon)`), which must be the
/// day's; `today`/`今日`/`きょう`, `yesterday`/`昨日`/`きのう` and `一昨日`/`おととい` (the day
/// before yesterday), counted in local calendar days.
///
/// Times of day: `7:30`, `07:30:15`, `7am`, `7:30 pm`, `noon`, `midnight`, `7時`, `7時30分`,
/// `7時半`, `午前7時`, `午後9時10分` (``TimeTextCursor/timeOfDay(japaneseTwelveAsAMPM:)``).
/// Whatever could be read two ways is refused: `0am`, `13pm`, `午後13時`, `25時`, `7時61分`,
/// and `午前12時`/`午後12時` (noon to some, midnight to others; `午前0時` and `午後0時` are
/// not).
public enum TimeInput {
    /// How far ahead of now a reading may be, for clocks that disagree a little.
    package static let futureToleranceSeconds = 300

    /// Which year a day typed without one (`11/8`, `11月8日`) is in.
    public enum YearlessDay: Sendable {
        /// This year's, refused while it has not come yet, with the form that names the last
        /// one: the day something happened on (`add --at`, `cycle start`) has come, and last
        /// year's is never taken in silence.
        case thisYearsThatHasCome
        /// This year's, or the last one (last year's) while this year's has not come yet: a day
        /// to look back on (`report --date`, `--since`). A weekday typed after the day that is
        /// this year's keeps this year's.
        case lastToHaveCome
        /// `year`'s, come or not: the end of a range (`--until`), in the year of its start.
        case of(year: Int)
    }

    /// The time of day error messages suggest, 7:30, and as they write it.
    static let exampleSecondOfDay = 7 * 3600 + 30 * 60
    static let exampleTimeText = "7:30"

    /// Parses when a reading was taken: `now`; a time of day, today or after a day word
    /// (`yesterday 7:30`, `昨日 21:10`, `昨日7時半`) or a date (`2026-11-29 7:30 pm`,
    /// `2026/11/08 7:30`, `11/8 7:30`, `11月8日 7時半`, `2026/11/09(月) 7:30`); or ISO 8601
    /// with an offset (`2026-11-29T07:30:00+09:00`). A day without a time is refused, and so
    /// are times more than 5 minutes ahead and a day typed without a year that has not come yet
    /// this year (``YearlessDay/thisYearsThatHasCome``). Every error suggests a time accepted
    /// now.
    ///
    /// A wall time given without an offset that the clocks pass twice (the night they go back)
    /// is the first; `repeated` is then called with the second.
    public static func parseInstant(
        _ text: String, in context: TimeContext, repeated: (Timestamp) -> Void = { _ in }
    ) throws(InputError) -> Timestamp {
        let timestamp = try instant(text, in: context, repeated: repeated)
        guard timestamp.secondsSince1970 >= 0 else {
            throw InputError.timeBefore1970(text)
        }
        let limit = context.nowTimestamp.secondsSince1970 + futureToleranceSeconds
        if timestamp.secondsSince1970 > limit {
            throw InputError.timeInFuture(
                text, now: context.nowTimestamp,
                example: example(in: context, secondOfDay: timestamp.secondOfDay))
        }
        return timestamp
    }

    /// An instant `parseInstant` accepts at `context`'s now, for an error to suggest: the time
    /// of day `secondOfDay` (7:30 unless said) yesterday.
    static func example(in context: TimeContext, secondOfDay: Int = exampleSecondOfDay)
        -> Timestamp
    {
        context.instant(on: context.today.adding(days: -1), secondOfDay: secondOfDay)
    }

    /// Parses a local calendar day from 1970 on: `YYYY-MM-DD`, `YYYY/MM/DD`, `MM/DD`,
    /// `M月D日`, `YYYY年M月D日` (with an optional weekday, `2026/11/09(月)`) or a day word
    /// (`today`, `yesterday`, `今日`, `昨日`, `きのう`, `一昨日`, `おととい`).
    ///
    /// A day without a year is in the year `yearless` says; `tookAnotherYear` is called with
    /// it when that is not this year.
    public static func parseDay(
        _ text: String, in context: TimeContext, yearless: YearlessDay = .lastToHaveCome,
        tookAnotherYear: (LocalDate) -> Void = { _ in }
    ) throws(InputError) -> LocalDate {
        var cursor = TimeTextCursor(text)
        var year: Int?
        if case .of(let given) = yearless { year = given }
        guard let day = try cursor.day(text, in: context, yearlessIn: year), cursor.isAtEnd else {
            throw InputError.notADay(text, today: context.today)
        }
        var date = day.date
        if let toCome = day.toCome {
            if case .thisYearsThatHasCome = yearless {
                throw InputError.dayToCome(
                    text, date: day.date, today: context.today, suggestion: toCome.text)
            }
            date = toCome.date
        }
        guard date.year >= 1970 else { throw InputError.timeBefore1970(text) }
        if day.isYearless, date.year != context.today.year { tookAnotherYear(date) }
        return date
    }

    private static func instant(
        _ text: String, in context: TimeContext, repeated: (Timestamp) -> Void
    ) throws(InputError) -> Timestamp {
        var cursor = TimeTextCursor(text)
        let notATime = InputError.notATime(text, example: example(in: context))
        if cursor.skip("now") {
            guard cursor.isAtEnd else { throw notATime }
            return context.nowTimestamp
        }
        if TimeInput.tomorrowWords.contains(where: { cursor.skip($0) }) {
            throw InputError.timeTomorrow(text)
        }
        let day = try cursor.day(text, in: context)
        if let day {
            if let toCome = day.toCome {
                // The time as typed, after last year's day written out.
                _ = cursor.skipSpaces()
                throw InputError.dayToCome(
                    text, date: day.date, today: context.today,
                    suggestion: toCome.text + " "
                        + (cursor.isAtEnd ? exampleTimeText : cursor.rest))
            }
            if cursor.isAtEnd { throw dayWithoutTime(text, on: day.date, in: context) }
            let separated = cursor.skipSpaces() || (day.isISO && cursor.skip("t"))
            guard separated || day.isJapanese else { throw notATime }
        }
        var readingTwelveAsAMPM = cursor
        guard let second = cursor.timeOfDay(japaneseTwelveAsAMPM: false) else {
            if readingTwelveAsAMPM.timeOfDay(japaneseTwelveAsAMPM: true) != nil {
                throw InputError.japaneseTwelve(text)
            }
            throw notATime
        }
        let date = day?.date ?? context.today
        if day?.isISO == true {
            _ = cursor.skipSpaces()
            let offset = cursor.utcOffsetSeconds()
            guard offset.isValid, cursor.isAtEnd else { throw notATime }
            if let seconds = offset.seconds {
                return Timestamp(localDate: date, secondOfDay: second, utcOffsetSeconds: seconds)
            }
        }
        guard cursor.isAtEnd else { throw notATime }
        let wall = date.dayNumber * 86_400 + second
        switch context.zone.resolve(wallSeconds: wall) {
        case .repeated(_, let later):
            repeated(Timestamp(secondsSince1970: later, in: context.zone))
        case .skipped(let movedTo, _):
            throw skipped(text, movedTo: movedTo, in: context)
        case .unique:
            break
        }
        return context.instant(on: date, secondOfDay: second)
    }

    /// The error for `text`, a wall-clock time `context`'s zone skips (the clocks went forward
    /// over it): no clock there showed it, so which instant was meant is for the person to say.
    /// `movedTo` is the instant a clock not yet put forward would have shown it at.
    static func skipped(_ text: String, movedTo: Int, in context: TimeContext) -> InputError {
        let moved = Timestamp(secondsSince1970: movedTo, in: context.zone)
        return InputError.timeSkipped(
            text, zone: context.zone.name,
            suggestion: moved.localDate.isoText + " " + moved.timeText(showingOffset: false))
    }

    /// The error for a day typed without a time (`yesterday`, `2026/11/08`), suggesting that
    /// day at a time accepted now: 7:30, or the minute it is now when 7:30 has not come yet;
    /// a day after today is in the future whatever the time.
    private static func dayWithoutTime(_ text: String, on date: LocalDate, in context: TimeContext)
        -> InputError
    {
        guard date <= context.today else {
            return InputError.timeInFuture(
                text, now: context.nowTimestamp, example: example(in: context))
        }
        let seven = context.instant(on: date, secondOfDay: exampleSecondOfDay)
        let time =
            seven.secondsSince1970 > context.now ? context.nowTimestamp.timeText : exampleTimeText
        return InputError.dayWithoutTime(text, suggestion: TextInput.trimmed(text) + " " + time)
    }

    /// The words for days, and how many days before today each one is.
    fileprivate static let dayWords: [(word: String, daysBefore: Int)] = [
        ("today", 0), ("yesterday", 1), ("今日", 0), ("きょう", 0), ("昨日", 1), ("きのう", 1),
        ("一昨日", 2), ("おととい", 2),
    ]

    /// The words for tomorrow, which no reading can be taken on yet.
    fileprivate static let tomorrowWords = ["tomorrow", "明日", "あした", "あす"]
}

/// A day at the start of typed text.
private struct TypedDay {
    let date: LocalDate
    /// Written `YYYY-MM-DD`: a `T` may separate it from the time, and an offset may follow.
    let isISO: Bool
    /// A Japanese word, or a day ending in `日` or a weekday's `)`, which the time may follow
    /// without a space (`昨日7時半`, `11月8日7時`).
    let isJapanese: Bool
    /// Typed without a year.
    var isYearless = false
    /// For a day typed without a year that has not come yet this year (`date`): the day it
    /// last came.
    var toCome: LastYearsDay? = nil
}

/// The weekdays' names as a date may give them in brackets after it, Sunday first.
private let weekdayWords: [[String]] = [
    ["日", "sun"], ["月", "mon"], ["火", "tue"], ["水", "wed"], ["木", "thu"], ["金", "fri"],
    ["土", "sat"],
]

extension TimeTextCursor {
    /// A day word, `YYYY-MM-DD` or a calendar date (``calendarDay(_:in:yearlessIn:)``), or nil with
    /// nothing read; a date followed by another day's weekday is an error naming both (`text`
    /// is what was typed).
    fileprivate mutating func day(
        _ text: String, in context: TimeContext, yearlessIn year: Int? = nil
    ) throws(InputError) -> TypedDay? {
        let start = self
        if let date = isoDate() {
            // `2026-11-01 Sun` and `2026-11-01 (Sun)`, as recent and report print it.
            switch weekday(of: date) {
            case .wrong(let weekday):
                throw InputError.wrongWeekday(text, date: date, weekday: weekday)
            case .notAWeekday:
                self = start
                return nil
            case .matching: return TypedDay(date: date, isISO: false, isJapanese: false)
            case .none: return TypedDay(date: date, isISO: true, isJapanese: false)
            }
        }
        for (word, daysBefore) in TimeInput.dayWords where skip(word) {
            return TypedDay(
                date: context.today.adding(days: -daysBefore), isISO: false,
                isJapanese: !word.unicodeScalars.first!.isASCII)
        }
        guard let day = try calendarDay(text, in: context, yearlessIn: year) else {
            self = start
            return nil
        }
        return day
    }

    /// `YYYY/M/D`, `M/D`, `YYYY年M月D日` or `M月D日`, then an optional weekday in brackets
    /// that must be the date's; a date without a year is in `yearlessYear`, else this year's,
    /// with the day it last came when it has not come yet (unless the weekday typed is this
    /// year's). Nil for anything else, or a date that does not exist (in its year).
    private mutating func calendarDay(
        _ text: String, in context: TimeContext, yearlessIn yearlessYear: Int?
    ) throws(InputError) -> TypedDay? {
        guard let first = number(digits: 1...4) else { return nil }
        var year: Int?
        var month: Int
        var day: Int
        var endsInKanji = false
        if skip("/") {
            guard let second = number(digits: 1...2) else { return nil }
            if skip("/") {
                guard let third = number(digits: 1...2) else { return nil }
                (year, month, day) = (first, second, third)
            } else {
                (month, day) = (first, second)
            }
        } else {
            if skip("年") {
                guard let second = number(digits: 1...2) else { return nil }
                year = first
                month = second
            } else {
                month = first
            }
            guard skip("月"), let third = number(digits: 1...2), skip("日") else { return nil }
            day = third
            endsInKanji = true
        }
        guard year.map({ $0 >= 1000 }) ?? (month <= 12) else { return nil }
        let today = context.today
        guard let date = LocalDate(year: year ?? yearlessYear ?? today.year, month: month, day: day)
        else { return nil }
        let toCome =
            year == nil && yearlessYear == nil && date > today
            ? LastYearsDay(month: month, day: day, before: today, kanji: endsInKanji) : nil
        switch weekday(of: date) {
        case .wrong(let weekday): throw InputError.wrongWeekday(text, date: date, weekday: weekday)
        case .notAWeekday: return nil
        // The weekday typed names this year's day, come or not.
        case .matching:
            return TypedDay(date: date, isISO: false, isJapanese: true, isYearless: year == nil)
        case .none:
            return TypedDay(
                date: date, isISO: false, isJapanese: endsInKanji, isYearless: year == nil,
                toCome: toCome)
        }
    }

    /// What follows a date where a weekday may: nothing of the kind, the date's own weekday,
    /// another day's (as read, `(木)`), or an opening bracket without a weekday in it.
    private enum WeekdayAfterDate {
        case none, matching
        case wrong(String)
        case notAWeekday
    }

    /// An optional weekday after a date — `(月)`, `(Sun)`, or `Sun` unbracketed — read past
    /// when it is the date's own.
    private mutating func weekday(of date: LocalDate) -> WeekdayAfterDate {
        let before = self
        _ = skipSpaces()
        let start = self
        let bracketed = skip("(")
        var weekday: Int?
        for (index, words) in weekdayWords.enumerated() where weekday == nil {
            for word in words where weekday == nil && (bracketed || word.utf8.first! < 0x80) {
                if skip(word) { weekday = index }
            }
        }
        guard let weekday else {
            self = before
            return bracketed ? .notAWeekday : .none
        }
        let closed = !bracketed || skip(")")
        guard weekday == date.weekday, closed else {
            let typed = text(since: start)
            self = before
            return closed ? .wrong(typed) : .notAWeekday
        }
        return .matching
    }
}
