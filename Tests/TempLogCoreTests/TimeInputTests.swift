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

    @Test(arguments: [
        "25:00", "07:60", "7", "tomorrow 07:00", "2026-02-30 07:00", "2026-11-01", "07:30 pm", "",
        "2026-11-01T07:30+25:00",
    ])
    func rejectsWhatIsNotATime(input: String) {
        #expect(throws: InputError.notATime(input)) { try TimeInput.parseInstant(input, in: tokyo) }
    }

    @Test func rejectsMoreThanFiveMinutesAhead() {
        #expect(throws: InputError.timeInFuture("07:37", now: tokyo.nowTimestamp)) {
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
        // 02:30 does not exist that day; it moves forward an hour.
        #expect(
            try TimeInput.parseInstant("2026-03-08 02:30", in: newYork).rfc3339
                == "2026-03-08T03:30:00-04:00")
        #expect(
            try TimeInput.parseDay("yesterday", in: newYork)
                == LocalDate(year: 2026, month: 3, day: 8))
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

    @Test(arguments: ["2026-13-01", "2026-1-1", "last week", "29/11/2026"])
    func rejectsWhatIsNotADay(input: String) {
        #expect(throws: InputError.notADay(input)) {
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
        "2026-11-29T07:31:00+09:00 ",
    ])
    func rejectsWhatIsNotRFC3339(text: String) {
        #expect(Timestamp.parse(rfc3339: Array(text.utf8)) == nil)
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
