import Testing

@testable import TempLogCSV

@Suite struct CellDateTimeTests {
    @Test(arguments: [
        "2026-11-29", "2026/11/29", "2026.11.29", "2026年11月29日", "２０２６／１１／２９",
        "２０２６年１１月２９日", " 2026-11-29 ",
    ])
    func readsDates(text: String) {
        #expect(CellDate(parsing: text) == CellDate(year: 2026, month: 11, day: 29))
    }

    @Test func readsOneDigitMonthsAndDays() {
        #expect(CellDate(parsing: "2026/1/5") == CellDate(year: 2026, month: 1, day: 5))
        #expect(CellDate(parsing: "2026年1月5日") == CellDate(year: 2026, month: 1, day: 5))
    }

    @Test(arguments: [
        "2026-02-30", "2026-02-29", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10",
        "2026-01-00", "2026-11/29", "11/29/2026", "29.11.2026", "26-11-29", "2026-11-29x",
        "2026-011-29", "", "2026年11月29", "2026-11-29 07:30",
    ])
    func rejectsDatesThatDoNotExistOrAreAmbiguous(text: String) {
        #expect(CellDate(parsing: text) == nil)
    }

    @Test func knowsLeapYears() {
        #expect(CellDate(parsing: "2028-02-29") != nil)
        #expect(CellDate(parsing: "2000-02-29") != nil)
        #expect(CellDate(year: 1900, month: 2, day: 29) == nil)
    }

    @Test(arguments: [
        ("7:30", 27_000), ("07:30", 27_000), ("07:30:15", 27_015), ("7:30:15.250", 27_015),
        ("7時30分", 27_000), ("7時", 25_200), ("7時半", 27_000), ("7時5分3秒", 25_503),
        ("午後3時", 54_000), ("午前 7:30", 27_000), ("3:05 PM", 54_300), ("3:05pm", 54_300),
        ("3:05 p.m.", 54_300), ("12:00 AM", 0), ("12:30 pm", 45_000), ("０７：３０", 27_000),
        ("23:59:59", 86_399), ("0:00", 0), ("7am", 25_200), ("7 PM", 68_400), ("noon", 43_200),
        ("正午", 43_200), ("midnight", 0), ("午前0時", 0), ("午後0時30分", 45_000),
        ("午前12時", 0), ("午後12時", 43_200), ("午前 12:30", 1_800),
    ])
    func readsTimes(text: String, secondOfDay: Int) {
        #expect(CellTime(parsing: text)?.secondOfDay == secondOfDay)
    }

    @Test(arguments: [
        "24:00", "7:60", "7:5", "7:30:60", "0:30 AM", "13:00 PM", "7", "7:30x", "7:30:", "7時5",
        "午後13時", "", "7:30.5", "午後7", "0am", "13pm", "noon pm",
    ])
    func rejectsTimesThatDoNotExist(text: String) {
        #expect(CellTime(parsing: text) == nil)
    }

    @Test(
        arguments: [
            ("2026-11-29 07:30", 27_000, nil), ("2026-11-29 07:30:15", 27_015, nil),
            ("2026/11/29 7:30", 27_000, nil), ("2026-11-29T07:30:00Z", 27_000, 0),
            ("2026-11-29t07:30:00z", 27_000, 0), ("2026-11-29T07:30:00+09:00", 27_000, 32_400),
            ("2026-11-29T07:30:00+0900", 27_000, 32_400),
            ("2026-11-29T07:30-05:00", 27_000, -18_000),
            ("2026-11-29T07:30:00.123456+05:30", 27_000, 19_800),
            ("2026-11-29T07:30:00.12345678901234567890123Z", 27_000, 0),
            ("2026-11-29T07:30+09", 27_000, 32_400),
            ("2026年11月29日7時30分", 27_000, nil), ("2026年11月29日 7:30", 27_000, nil),
            ("２０２６／１１／２９　７：３０", 27_000, nil), ("2026-11-29 7:30 PM", 70_200, nil),
        ] as [(String, Int, Int?)])
    func readsDatesWithTimes(text: String, secondOfDay: Int, offset: Int?) throws {
        let dateTime = try #require(CellDateTime(parsing: text))
        #expect(dateTime.date == CellDate(year: 2026, month: 11, day: 29))
        #expect(dateTime.secondOfDay == secondOfDay)
        #expect(dateTime.utcOffsetSeconds == offset)
    }

    @Test(arguments: [
        "2026-11-29", "2026-11-29T25:00", "2026-11-29T07:30+24:00", "2026-11-29T07:30+09:0",
        "2026-11-29T07:30+9", "2026-02-30T00:00Z", "2026-11-2907:30", "2026-11-29T 07:30",
        "2026-11-29T07:30:00+09:00x", "2026/11/29 7:30:60", "2026-11-29T07:30+09:60",
    ])
    func rejectsDatesWithTimesThatDoNotExist(text: String) {
        #expect(CellDateTime(parsing: text) == nil)
    }
}
