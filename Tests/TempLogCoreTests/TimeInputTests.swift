import Foundation
import TestSupport
import Testing

@testable import TempLogCore

@Suite struct TimeInputTests {
    /// 2026-11-29 07:31:00 in Tokyo.
    let tokyo = TimeContext(
        now: Timestamp.parse(rfc3339: Array("2026-11-29T07:31:00+09:00".utf8))!.secondsSince1970,
        zone: ZoneRules.named("Asia/Tokyo")!
    )

    @Test(arguments: [
        ("07:30", "2026-11-29T07:30:00+09:00"),
        ("7:05", "2026-11-29T07:05:00+09:00"),
        ("07:30:15", "2026-11-29T07:30:15+09:00"),
        ("now", "2026-11-29T07:31:00+09:00"),
        ("today 06:00", "2026-11-29T06:00:00+09:00"),
        ("yesterday 07:30", "2026-11-28T07:30:00+09:00"),
        ("Yesterday 22:15", "2026-11-28T22:15:00+09:00"),
        ("2026-11-01 07:30", "2026-11-01T07:30:00+09:00"),
        ("2026-11-01T07:30", "2026-11-01T07:30:00+09:00"),
        ("2026-11-01T07:30:05", "2026-11-01T07:30:05+09:00"),
        ("2026-11-01T07:30:00+02:00", "2026-11-01T07:30:00+02:00"),
        ("2026-11-01T07:30:00Z", "2026-11-01T07:30:00+00:00"),
        ("2026-11-01T07:30-0500", "2026-11-01T07:30:00-05:00"),
        ("2026-11-01T07:30:00.250+09:00", "2026-11-01T07:30:00+09:00"),
        ("２０２６－１１－０１　０７：３０", "2026-11-01T07:30:00+09:00"),
        ("07:35", "2026-11-29T07:35:00+09:00"),
    ])
    func parsesTheAcceptedForms(input: String, expected: String) throws {
        #expect(try TimeInput.parseInstant(input, in: tokyo).rfc3339 == expected)
    }

    /// 2026-11-29 23:31:00 in Tokyo: every time of that day is in the past.
    let tokyoNight = TimeContext(
        now: Timestamp.parse(rfc3339: Array("2026-11-29T23:31:00+09:00".utf8))!.secondsSince1970,
        zone: ZoneRules.named("Asia/Tokyo")!
    )

    /// The time errors suggest in Tokyo on 2026-11-29: yesterday at 7:30.
    let yesterdayMorning = Timestamp.parse(rfc3339: Array("2026-11-28T07:30:00+09:00".utf8))!

    @Test(arguments: [
        ("19:30", "19:30:00"), ("7時", "07:00:00"), ("7時30分", "07:30:00"),
        ("7時5分", "07:05:00"), ("7時5分3秒", "07:05:03"), ("7時半", "07:30:00"),
        ("21時10分", "21:10:00"), ("0時", "00:00:00"), ("午前7時", "07:00:00"),
        ("午前 7時半", "07:30:00"), ("午後9時10分", "21:10:00"), ("午後9:10", "21:10:00"),
        ("午前0時", "00:00:00"), ("午後0時", "12:00:00"), ("午後0時30分", "12:30:00"),
        ("午後11時30分", "23:30:00"), ("正午", "12:00:00"), ("７時３０分", "07:30:00"),
        ("午後９時１０分", "21:10:00"), ("7am", "07:00:00"), ("7 am", "07:00:00"),
        ("7AM", "07:00:00"), ("7 a.m.", "07:00:00"), ("7pm", "19:00:00"),
        ("7:30 pm", "19:30:00"), ("7:30PM", "19:30:00"), ("7:30 p.m.", "19:30:00"),
        ("７：３０ＰＭ", "19:30:00"), ("12am", "00:00:00"), ("12:30 am", "00:30:00"),
        ("12pm", "12:00:00"), ("12:45pm", "12:45:00"), ("11:30 pm", "23:30:00"),
        ("1am", "01:00:00"), ("noon", "12:00:00"), ("Noon", "12:00:00"),
        ("midnight", "00:00:00"), ("MIDNIGHT", "00:00:00"),
    ])
    func readsTheTimesOfDayPeopleType(input: String, expected: String) throws {
        #expect(
            try TimeInput.parseInstant(input, in: tokyoNight).rfc3339
                == "2026-11-29T\(expected)+09:00")
    }

    @Test(arguments: [
        ("昨日 21:10", "2026-11-28T21:10:00+09:00"), ("昨日 7時半", "2026-11-28T07:30:00+09:00"),
        ("昨日7時半", "2026-11-28T07:30:00+09:00"), ("昨日　２１：１０", "2026-11-28T21:10:00+09:00"),
        ("きのう 午後9時", "2026-11-28T21:00:00+09:00"), ("一昨日 7:30", "2026-11-27T07:30:00+09:00"),
        ("おととい正午", "2026-11-27T12:00:00+09:00"), ("今日 7am", "2026-11-29T07:00:00+09:00"),
        ("きょう 7時", "2026-11-29T07:00:00+09:00"), ("yesterday 7am", "2026-11-28T07:00:00+09:00"),
        ("Yesterday  7:30 PM", "2026-11-28T19:30:00+09:00"),
        ("today noon", "2026-11-29T12:00:00+09:00"),
        ("yesterday midnight", "2026-11-28T00:00:00+09:00"),
        ("2026-11-29 7:30 pm", "2026-11-29T19:30:00+09:00"),
        ("2026-11-01 7時半", "2026-11-01T07:30:00+09:00"),
        ("2026-11-01T7am", "2026-11-01T07:00:00+09:00"),
        ("2026-11-01 7:30 pm +05:00", "2026-11-01T19:30:00+05:00"),
        ("2026-11-01T07:30+09", "2026-11-01T07:30:00+09:00"),
    ])
    func readsADayWordOrDateBeforeTheTime(input: String, expected: String) throws {
        #expect(try TimeInput.parseInstant(input, in: tokyoNight).rfc3339 == expected)
    }

    @Test(arguments: [
        "25:00", "07:60", "7", "19", "2026-02-30 07:00", "",
        "2026-11-01T07:30+25:00", "13pm", "0am", "0:30 am", "13:00 pm", "7時61分", "午後13時",
        "25時", "24時", "24:00", "7時5", "7時30", "午後7", "午前7時 pm", "7:5 pm", "7.30pm",
        "12 noon", "noon pm", "yesterday7am", "now 7:30", "7am yesterday", "昨日 昨日 7:30",
        "36.5", "yesterday 07:30+09:00",
    ])
    func rejectsWhatIsNotATime(input: String) {
        #expect(throws: InputError.notATime(input, example: yesterdayMorning)) {
            try TimeInput.parseInstant(input, in: tokyoNight)
        }
    }

    /// A time the clocks skip is refused, naming the zone and the time a clock not yet put
    /// forward showed.
    @Test func refusesATimeTheClocksSkip() throws {
        let newYork = TimeContext(
            now: Timestamp.parse(rfc3339: Array("2026-03-09T08:00:00-04:00".utf8))!
                .secondsSince1970,
            zone: ZoneRules.named("America/New_York")!)
        #expect(
            throws: InputError.timeSkipped(
                "2026-03-08 02:30", zone: "America/New_York", suggestion: "2026-03-08 03:30")
        ) {
            try TimeInput.parseInstant("2026-03-08 02:30", in: newYork)
        }
        #expect(
            try TimeInput.parseInstant("2026-03-08 01:59", in: newYork).rfc3339
                == "2026-03-08T01:59:00-05:00")
    }

    /// A time tomorrow is refused as being in the future, not as a time templog cannot read.
    @Test(arguments: ["tomorrow 07:00", "tomorrow", "明日 7:30", "明日7時", "あした 7:00", "あす 6:30"])
    func refusesATimeTomorrow(input: String) {
        #expect(throws: InputError.timeTomorrow(input)) {
            try TimeInput.parseInstant(input, in: tokyoNight)
        }
    }

    @Test(arguments: ["昨日", "きのう", "yesterday", "Today", "今日", "一昨日", "おととい", "2026-11-01", " 昨日 "])
    func refusesADayWithoutATime(input: String) {
        let suggestion = input.trimmingCharacters(in: .whitespaces) + " 7:30"
        #expect(throws: InputError.dayWithoutTime(input, suggestion: suggestion)) {
            try TimeInput.parseInstant(input, in: tokyoNight)
        }
    }

    /// The time a day without one is suggested with is one accepted now: 7:30, or the
    /// minute it is while today's 7:30 is still to come; a day to come is in the future.
    @Test func aDayWithoutATimeIsSuggestedWithATimeAcceptedNow() throws {
        let early = TimeContext(
            now: Timestamp.parse(rfc3339: Array("2026-11-29T06:05:00+09:00".utf8))!
                .secondsSince1970,
            zone: ZoneRules.named("Asia/Tokyo")!)
        #expect(throws: InputError.dayWithoutTime("today", suggestion: "today 06:05")) {
            try TimeInput.parseInstant("today", in: early)
        }
        #expect(
            try TimeInput.parseInstant("today 06:05", in: early).rfc3339.hasSuffix("06:05:00+09:00")
        )
        #expect(throws: InputError.dayWithoutTime("昨日", suggestion: "昨日 7:30")) {
            try TimeInput.parseInstant("昨日", in: early)
        }
        let future = InputError.timeInFuture(
            "2026-12-01", now: early.nowTimestamp, example: yesterdayMorning)
        #expect(throws: future) { try TimeInput.parseInstant("2026-12-01", in: early) }
    }

    /// 午前12時 is noon by the 1872 decree that introduced the clock and midnight to many
    /// people; 午前0時 and 午後0時 say which is meant.
    @Test(arguments: ["午前12時", "午後12時", "午後12時半", "昨日 午前12:30"])
    func refusesTwelveAfterGozenOrGogo(input: String) {
        #expect(throws: InputError.japaneseTwelve(input)) {
            try TimeInput.parseInstant(input, in: tokyoNight)
        }
    }

    @Test func rejectsMoreThanFiveMinutesAhead() {
        let example = Timestamp.parse(rfc3339: Array("2026-11-28T07:37:00+09:00".utf8))!
        #expect(
            throws: InputError.timeInFuture("07:37", now: tokyo.nowTimestamp, example: example)
        ) {
            try TimeInput.parseInstant("07:37", in: tokyo)
        }
        #expect(throws: (any Error).self) {
            try TimeInput.parseInstant("2026-11-30T00:00:00+09:00", in: tokyo)
        }
    }

    @Test func yesterdayIsACalendarDayAcrossADSTChange() throws {
        // New York springs forward on 2026-03-08: that day has 23 hours.
        let newYork = TimeContext(
            now: Timestamp.parse(rfc3339: Array("2026-03-09T07:00:00-04:00".utf8))!
                .secondsSince1970,
            zone: ZoneRules.named("America/New_York")!
        )
        #expect(
            try TimeInput.parseInstant("yesterday 07:30", in: newYork).rfc3339
                == "2026-03-08T07:30:00-04:00")
        #expect(
            try TimeInput.parseInstant("2026-03-08 01:30", in: newYork).rfc3339
                == "2026-03-08T01:30:00-05:00")
        #expect(
            try TimeInput.parseDay("yesterday", in: newYork)
                == LocalDate(year: 2026, month: 3, day: 8))
        #expect(
            try TimeInput.parseInstant("一昨日 7am", in: newYork).rfc3339
                == "2026-03-07T07:00:00-05:00")
    }

    @Test func todayIsTheLocalDayNotTheUTCDay() throws {
        // 07:31 in Tokyo is still the 28th in UTC.
        #expect(
            try TimeInput.parseDay("today", in: tokyo) == LocalDate(year: 2026, month: 11, day: 29))
        #expect(
            try TimeInput.parseDay("yesterday", in: tokyo)
                == LocalDate(year: 2026, month: 11, day: 28))
        #expect(
            try TimeInput.parseDay("2026-01-31", in: tokyo)
                == LocalDate(year: 2026, month: 1, day: 31))
    }

    @Test(arguments: [
        ("今日", 29), ("きょう", 29), ("昨日", 28), ("きのう", 28), ("一昨日", 27), ("おととい", 27),
        ("today", 29), ("Yesterday", 28), ("YESTERDAY", 28), (" 昨日 ", 28), ("2026-11-05", 5),
        ("２０２６－１１－０５", 5),
    ])
    func readsDayWords(input: String, day: Int) throws {
        #expect(
            try TimeInput.parseDay(input, in: tokyo) == LocalDate(year: 2026, month: 11, day: day))
    }

    /// The forms templog's Japanese output prints (`2026/11/09(月)`), and the ones people
    /// write on a card (`11/8`, `11月8日`): a day without a year is this year's, or last
    /// year's while it is still to come.
    @Test(arguments: [
        ("2026/11/08", "2026-11-08"), ("2026/1/5", "2026-01-05"), ("11/08", "2026-11-08"),
        ("11/8", "2026-11-08"), ("11/29", "2026-11-29"), ("11/30", "2025-11-30"),
        ("12/31", "2025-12-31"), ("1/1", "2026-01-01"), ("11月8日", "2026-11-08"),
        ("12月1日", "2025-12-01"), ("2026年11月8日", "2026-11-08"),
        ("2026/11/09(月)", "2026-11-09"), ("2026/11/09（月）", "2026-11-09"),
        ("2026/11/09 (mon)", "2026-11-09"), ("11/9(月)", "2026-11-09"),
        ("11月9日(月)", "2026-11-09"), ("２０２６／１１／０８", "2026-11-08"),
        // As recent, report and stats print days in English.
        ("2026-11-09 Mon", "2026-11-09"), ("2026-11-09 (Mon)", "2026-11-09"),
        ("2026-11-09 mon", "2026-11-09"), ("11/9 Mon", "2026-11-09"),
    ])
    func readsCalendarDaysInTheFormsJapaneseOutputPrints(input: String, expected: String)
        throws
    {
        #expect(try TimeInput.parseDay(input, in: tokyo).isoText == expected)
    }

    @Test(arguments: [
        ("2026/11/08 7:30", "2026-11-08T07:30:00+09:00"),
        ("11月8日 7時半", "2026-11-08T07:30:00+09:00"),
        ("11月8日7時半", "2026-11-08T07:30:00+09:00"),
        ("11/8 21:10", "2026-11-08T21:10:00+09:00"),
        ("2026/11/09(月) 7:30", "2026-11-09T07:30:00+09:00"),
        ("2026/11/09(月)7:30", "2026-11-09T07:30:00+09:00"),
        ("2026年11月8日 午後9時", "2026-11-08T21:00:00+09:00"),
        ("2026-11-09 Mon 7:30", "2026-11-09T07:30:00+09:00"),
        ("2026-11-09 (Mon) 07:30", "2026-11-09T07:30:00+09:00"),
    ])
    func readsACalendarDayBeforeTheTime(input: String, expected: String) throws {
        #expect(try TimeInput.parseInstant(input, in: tokyoNight).rfc3339 == expected)
    }

    /// A day typed without a year is this year's: one still to come is refused for a reading,
    /// with what was typed as it names last year's day, never moved to last year in silence.
    @Test(arguments: [
        ("12/31 23:00", "2026-12-31", "2025/12/31 23:00"),
        ("11/30 7:00", "2026-11-30", "2025/11/30 7:00"),
        ("12月1日 7時半", "2026-12-01", "2025年12月1日 7時半"),
        ("12月1日7時", "2026-12-01", "2025年12月1日 7時"),
        ("11/30", "2026-11-30", "2025/11/30 7:30"),
    ])
    func refusesADayWithoutAYearStillToCome(input: String, date: String, suggestion: String)
        throws
    {
        let error = InputError.dayToCome(
            input, date: LocalDate.parse(iso: Substring(date))!, today: tokyoNight.today,
            suggestion: suggestion)
        #expect(throws: error) { try TimeInput.parseInstant(input, in: tokyoNight) }
        #expect(try TimeInput.parseInstant(suggestion, in: tokyoNight).localDate.year == 2025)
        // This year's weekday says this year's day is meant: it is in the future.
        let weekday = InputError.timeInFuture(
            "11/30(月) 7:00", now: tokyoNight.nowTimestamp,
            example: Timestamp.parse(rfc3339: Array("2026-11-28T07:00:00+09:00".utf8))!)
        #expect(throws: weekday) { try TimeInput.parseInstant("11/30(月) 7:00", in: tokyoNight) }
    }

    /// A day to look back on (`report --date 12/31`) that has not come yet this year is the
    /// last one, and the caller is told; one that has come is this year's, said nothing of; a
    /// weekday that is this year's keeps this year's.
    @Test func aDayToLookBackOnThatHasNotComeIsLastYearsAndSaidSo() throws {
        var taken: [LocalDate] = []
        #expect(
            try TimeInput.parseDay("12/31", in: tokyo) { taken.append($0) }.isoText == "2025-12-31")
        #expect(
            try TimeInput.parseDay("11/29", in: tokyo) { taken.append($0) }.isoText == "2026-11-29")
        #expect(
            try TimeInput.parseDay("12/31(木)", in: tokyo) { taken.append($0) }.isoText
                == "2026-12-31")
        #expect(taken.map(\.isoText) == ["2025-12-31"])
        let refused = InputError.dayToCome(
            "12/31", date: LocalDate(year: 2026, month: 12, day: 31)!, today: tokyo.today,
            suggestion: "2025/12/31")
        #expect(throws: refused) {
            try TimeInput.parseDay("12/31", in: tokyo, yearless: .thisYearsThatHasCome)
        }
        // The end of a range is in its start's year, come or not.
        #expect(
            try TimeInput.parseDay("12/31", in: tokyo, yearless: .of(year: 2026)) {
                taken.append($0)
            }.isoText == "2026-12-31")
        #expect(
            try TimeInput.parseDay("1/31", in: tokyo, yearless: .of(year: 2025)) {
                taken.append($0)
            }.isoText == "2025-01-31")
        #expect(taken.map(\.isoText) == ["2025-12-31", "2025-01-31"])
        // 2028 has a 29 February; 2027 has none, so the last one is 2024's.
        let leap = TimeContext(
            now: Timestamp.parse(rfc3339: Array("2028-02-01T07:00:00+09:00".utf8))!
                .secondsSince1970,
            zone: ZoneRules.named("Asia/Tokyo")!)
        #expect(try TimeInput.parseDay("2/29", in: leap).isoText == "2024-02-29")
    }

    @Test(arguments: [
        "2026/11/09(mon", "2026/13/01", "2026/02/30", "13/1", "0/5", "11/31",
        "26/11/09", "11月", "11月8", "2026年11月8日(x)", "11/8/2026", "2026/11/08 7:30",
        "2026/11", "2026/11/", "11/8/", "2/29", "2026-11-09 (Mon", "2026-11-09 Monday",
    ])
    func rejectsCalendarDaysThatAreNotOneDay(input: String) {
        #expect(throws: InputError.notADay(input, today: tokyo.today)) {
            try TimeInput.parseDay(input, in: tokyo)
        }
    }

    /// A weekday that is not the date's is refused naming the date and the weekday read.
    @Test(arguments: [
        ("2026/11/09(火)", "(火)"), ("2026-11-09 Tue", "tue"), ("2026-11-09 (Tue)", "(tue)"),
        ("11/9（日）", "(日)"), ("2026年11月9日(金)", "(金)"),
    ])
    func refusesAWeekdayThatIsNotTheDates(input: String, weekday: String) {
        let monday = LocalDate(year: 2026, month: 11, day: 9)!
        #expect(throws: InputError.wrongWeekday(input, date: monday, weekday: weekday)) {
            try TimeInput.parseDay(input, in: tokyo)
        }
        #expect(throws: InputError.wrongWeekday(input + " 7:30", date: monday, weekday: weekday)) {
            try TimeInput.parseInstant(input + " 7:30", in: tokyo)
        }
    }

    @Test(arguments: ["2026/11/08", "11月8日", "2026/11/09(月)"])
    func refusesACalendarDayWithoutATime(input: String) {
        #expect(throws: InputError.dayWithoutTime(input, suggestion: input + " 7:30")) {
            try TimeInput.parseInstant(input, in: tokyoNight)
        }
    }

    @Test(arguments: [
        "2026-13-01", "2026-1-1", "last week", "29/11/2026", "tomorrow", "明日", "昨日昨日",
        "昨日 7:30", "yesterday 7am", "2026-11-01 07:30", "", "yesterdays",
    ])
    func rejectsWhatIsNotADay(input: String) {
        #expect(throws: InputError.notADay(input, today: tokyo.today)) {
            try TimeInput.parseDay(input, in: tokyo)
        }
    }
}

@Suite struct TimestampTests {
    @Test(arguments: [
        "2026-11-29T07:31:00+09:00", "1970-01-01T00:00:00+00:00", "2024-02-29T23:59:59-05:00",
        "1969-12-31T23:59:59+00:00", "2100-03-01T12:00:00+05:45",
    ])
    func roundTripsRFC3339(text: String) throws {
        let timestamp = try #require(Timestamp.parse(rfc3339: Array(text.utf8)))
        #expect(timestamp.rfc3339 == text)
    }

    @Test func keepsTheInstantAndTheWallClock() throws {
        let timestamp = try #require(
            Timestamp.parse(rfc3339: Array("2026-11-29T07:31:00+09:00".utf8)))
        #expect(timestamp.secondsSince1970 == 1_795_905_060)
        #expect(timestamp.utcOffsetSeconds == 32_400)
        #expect(timestamp.localDate == LocalDate(year: 2026, month: 11, day: 29))
        #expect(timestamp.timeText == "07:31")
    }

    @Test(arguments: [
        "2026-11-29T07:31+09:00", "2026-11-29 07:31:00", "2026-11-29T07:31:00+9:00",
        "2026-11-29T07:31:00+09:00 ", "2026-11-29T07:31:00+0900", "2026-11-29T07:31:00,5+09:00",
    ])
    func rejectsWhatIsNotRFC3339(text: String) {
        #expect(Timestamp.parse(rfc3339: Array(text.utf8)) == nil)
    }

    /// templog's own 25-byte form is read by position: a byte just outside the digits (`/`
    /// and `:` sit either side of them) in any digit's place makes it no timestamp.
    @Test(arguments: [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 21, 23, 24])
    func rejectsANonDigitInAnyDigitOfTheCanonicalForm(position: Int) {
        for byte in [UInt8(ascii: "/"), UInt8(ascii: ":")] {
            var text = Array("2026-11-29T07:31:00+09:00".utf8)
            text[position] = byte
            #expect(Timestamp.parse(rfc3339: text) == nil)
        }
    }

    /// Foundation switches to the Julian calendar before 1582, so compare from 1600 on.
    @Test func calendarArithmeticAgreesWithFoundation() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for dayNumber in stride(from: -135_000, through: 2_900_000, by: 1009) {
            let date = LocalDate(dayNumber: dayNumber)
            let components = calendar.dateComponents(
                [.year, .month, .day, .weekday],
                from: Date(timeIntervalSince1970: Double(dayNumber) * 86_400)
            )
            #expect(
                date.year == components.year && date.month == components.month
                    && date.day == components.day)
            #expect(date.weekday + 1 == components.weekday)
            #expect(date.dayNumber == dayNumber)
        }
    }
}
