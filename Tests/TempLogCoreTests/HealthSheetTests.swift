import TestSupport
import Testing

@testable import TempLogCore

/// The health-check sheet's engine: days made of readings, the temperature axis, the page
/// layout, and a document that takes every word from its labels and shows any unit.
@Suite struct HealthSheetTests {
    /// Labels that are not any language, so a word the sheet made up itself would show.
    static let labels = SheetLabels(
        languageTag: "x-test", title: "T<itle>", name: "N", period: "P", usualTemperature: "U",
        usualTemperatureShort: "u", usualTemperatureUnknown: "U?", feverThreshold: "F",
        fever: "f", date: "D", morning: "M", evening: "E", time: "Ti", temperature: "Te",
        symptoms: "S", note: "No", checked: "C", missing: "X", otherReadings: "O",
        chartDescription: "CD", listSeparator: "+", symptomName: { "s:" + $0.rawValue },
        dayText: { "d:" + $0.isoText }, monthText: { "m:\($0.month)" })

    static func day(_ date: String) -> LocalDate { LocalDate.parse(iso: Substring(date))! }

    @Test func aDayKeepsItsMorningEveningOtherReadingsSymptomsAndNotes() {
        let readings = [
            sampleReading(id: "a1", taken: "2026-11-25T06:50:00+09:00", note: "woke up"),
            sampleReading(id: "a2", taken: "2026-11-25T09:00:00+09:00", note: "woke up"),
            sampleReading(id: "a3", taken: "2026-11-25T13:10:00+09:00", centi: 3890),
            sampleReading(id: "a4", taken: "2026-11-25T18:00:00+09:00", note: "bath"),
            sampleReading(id: "a5", taken: "2026-11-25T21:30:00+09:00"),
        ]
        var withSymptoms = readings
        withSymptoms[0].symptoms = [.none]
        withSymptoms[2].symptoms = [.headache, .cough]
        withSymptoms[4].symptoms = [.cough, .chills]
        let day = SheetDay(date: Self.day("2026-11-25"), readings: withSymptoms)
        #expect(day.morning?.id == "a1")
        #expect(day.evening?.id == "a5")
        #expect(day.others.map(\.id) == ["a2", "a3", "a4"])
        #expect(day.symptoms == [.cough, .headache, .chills])
        #expect(day.notes == ["woke up", "bath"])
        #expect(!day.isMissing)
        var onlyNone = readings
        onlyNone[0].symptoms = [.none]
        #expect(SheetDay(date: Self.day("2026-11-25"), readings: onlyNone).symptoms == [.none])
        #expect(SheetDay(date: Self.day("2026-11-25"), readings: readings).symptoms == [])
        #expect(SheetDay(date: Self.day("2026-11-25"), readings: []).isMissing)
    }

    @Test func daysCoverThePeriodWithAMissingDayForEachDayWithoutReadings() {
        let readings = [
            sampleReading(id: "b1", taken: "2026-11-23T23:59:00+09:00"),
            sampleReading(id: "b2", taken: "2026-11-25T07:00:00+09:00"),
        ]
        let days = SheetDay.days(
            readings, from: Self.day("2026-11-24"), through: Self.day("2026-11-26"))
        #expect(days.map(\.date.isoText) == ["2026-11-24", "2026-11-25", "2026-11-26"])
        #expect(days.map(\.isMissing) == [true, false, true])
        #expect(
            SheetDay.days(readings, from: Self.day("2026-11-26"), through: Self.day("2026-11-24"))
                == [])
    }

    @Test(arguments: [
        ([362, 386, 375], 355, 390, 5),
        ([375], 365, 385, 5),
        ([365, 375], 360, 380, 5),
        ([320, 375, 430], 300, 440, 20),
        ([966, 1012, 995], 960, 1020, 10),
    ])
    func theTemperatureAxisHasRoundTicksAroundEveryValue(
        values: [Int], low: Int, high: Int, step: Int
    ) {
        let scale = TemperatureScale(values: values)
        #expect([scale.low, scale.high, scale.step] == [low, high, step])
        #expect(values.allSatisfy { scale.low < $0 && $0 < scale.high })
        #expect((scale.high - scale.low) / scale.step <= 10)
        #expect((scale.high - scale.low) / scale.step >= 4)
    }

    @Test(arguments: [
        (PaperSize.a4, 14, 100, 2), (.letter, 14, 100, 2), (.a4, 16, 100, 2), (.letter, 16, 92, 2),
        (.a4, 31, 57, 1), (.letter, 31, 52, 1), (.a4, 62, 50, 1), (.letter, 1, 100, 2),
    ])
    func rowsShareThePageBetweenTheShortestAndTallestRow(
        paper: PaperSize, days: Int, rowHeight: Int, lines: Int
    ) {
        let layout = SheetLayout(paper: paper, dayCount: days)
        #expect(layout.rowHeight == rowHeight)
        #expect(layout.linesPerRow == lines)
        if days <= 31 {
            #expect(layout.fixedHeight + days * layout.rowHeight <= layout.contentHeight)
        }
    }

    @Test func everyWordComesFromTheLabelsEscaped() {
        let days = SheetDay.days(
            [sampleReading(taken: "2026-11-25T07:00:00+09:00", centi: 3800)],
            from: Self.day("2026-11-24"), through: Self.day("2026-11-25"))
        let html = HealthSheet(
            personName: "<b>", period: "p&q", days: days, usualTemperature: nil,
            feverThreshold: Temperature(centiCelsius: 3750), labels: Self.labels, paper: .letter
        ).html
        #expect(html.contains("<html lang=\"x-test\">"))
        #expect(html.contains("<h1>T&lt;itle&gt;</h1>"))
        #expect(html.contains("<div><dt>N</dt><dd>&lt;b&gt;</dd></div>"))
        #expect(html.contains("<div><dt>P</dt><dd>p&amp;q</dd></div>"))
        #expect(html.contains("<div><dt>U</dt><dd>U?</dd></div>"))
        #expect(
            html.contains(
                "<th scope=\"row\">d:2026-11-24</th><td class=\"none\" colspan=\"4\">X</td>"))
        #expect(html.contains("<td class=\"temp fever\">38.0 <span class=\"mark\">● f</span></td>"))
        #expect(html.contains(">m:11</text>"))
        #expect(html.contains("@page { size: letter portrait; margin: 12.0mm; }"))
        let body = html.components(separatedBy: "</style>")[1]
        let text = body.components(separatedBy: ">").map { $0.components(separatedBy: "<")[0] }
            .joined(separator: " ")
        for word in ["fever", "usual", "Morning", "Evening", "none", "reading", "Date", "also"] {
            #expect(!text.contains(word), "\(word)")
        }
    }

    @Test(arguments: [
        ("2026-09-29", "2026-11-29", ["m:10", "m:11"]),
        ("2026-09-30", "2026-10-30", ["m:10"]),
        ("2026-10-30", "2026-11-29", ["m:10", "m:11"]),
        ("2026-10-31", "2026-11-13", ["m:10", "m:11"]),
    ])
    func theDayAxisNamesEachMonthWhereThereIsRoom(first: String, last: String, months: [String]) {
        let html = HealthSheet(
            personName: "", period: "",
            days: SheetDay.days([], from: Self.day(first), through: Self.day(last)),
            usualTemperature: nil, feverThreshold: Temperature(centiCelsius: 3750),
            labels: Self.labels, paper: .a4
        ).html
        let shown = html.components(separatedBy: "<text class=\"month\"").dropFirst().map {
            $0.components(separatedBy: ">")[1].components(separatedBy: "<")[0]
        }
        #expect(shown == months)
    }

    @Test func temperaturesShowInTheUnitGiven() {
        let days = SheetDay.days(
            [
                sampleReading(id: "c1", taken: "2026-11-25T07:00:00+09:00", centi: 3650),
                sampleReading(id: "c2", taken: "2026-11-25T20:00:00+09:00", centi: 3840),
            ],
            from: Self.day("2026-11-25"), through: Self.day("2026-11-25"))
        let html = HealthSheet(
            personName: "hana", period: "", days: days,
            usualTemperature: Temperature(centiCelsius: 3640),
            feverThreshold: Temperature(centiCelsius: 3800), labels: Self.labels, paper: .a4,
            unit: .fahrenheit
        ).html
        #expect(html.contains("<dd>97.5 °F</dd>"))
        #expect(html.contains("<dd>100.4 °F</dd>"))
        #expect(html.contains("<th scope=\"col\">Te (°F)</th>"))
        #expect(html.contains("<td class=\"temp\">97.7</td>"))
        #expect(html.contains("<td class=\"temp fever\">101.1 <span class=\"mark\">● f</span>"))
        #expect(html.contains(">f 100.4 °F</text>"))
        #expect(html.contains(">°F</text>"))
        #expect(html.contains(">97.0</text>"))
        #expect(html.contains(">101.5</text>"))
    }
}
