import TestSupport
import Testing

@testable import TempLogCore

/// The health-check sheet's engine: days made of readings, the temperature axis, the page
/// layout, and a document that takes every word from its labels and shows any unit.
@Suite struct HealthSheetTests {
    /// Labels that are not any language, so a word the sheet made up itself would show.
    static let labels = SheetLabels(
        languageTag: "x-test", title: "T<itle>", school: "Sc", classAndNumber: "CN",
        classNumber: { "#" + $0 }, name: "N", period: "P", usualTemperature: "U",
        usualTemperatureShort: "u", usualTemperatureUnknown: "U?", feverThreshold: "F",
        fever: "f", feverNote: "(f)", date: "D", morning: "M",
        evening: "E", time: "Ti", temperature: { "Te(" + $0 + ")" }, symptoms: "S",
        symptomsPresent: { "S+" + $0 }, note: "No", checked: "C", guardianCheck: "GC",
        submitted: "Su", dateToFill: "DF", guardianName: "GN", signature: "Si", missing: "X",
        otherReadings: "O", feverReducer: "FR", chartDescription: "CD", listSeparator: "+",
        noteSeparator: "|",
        symptomName: { "s:" + $0.rawValue }, dayText: { "d:" + $0.isoText },
        monthText: { "m:\($0.month)" })

    static func day(_ date: String) -> LocalDate { LocalDate.parse(iso: Substring(date))! }

    /// The zone the samples' times are shown in.
    static let tokyo = ZoneRules.named("Asia/Tokyo")!

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
        let day = SheetDay(date: Self.day("2026-11-25"), readings: withSymptoms, zone: Self.tokyo)
        #expect(day.morning?.id == "a1")
        #expect(day.evening?.id == "a5")
        #expect(day.others.map(\.id) == ["a2", "a3", "a4"])
        #expect(day.symptoms == [.cough, .headache, .chills])
        #expect(day.notes == ["woke up", "bath"])
        #expect(!day.isMissing)
        var onlyNone = readings
        onlyNone[0].symptoms = [.none]
        #expect(
            SheetDay(date: Self.day("2026-11-25"), readings: onlyNone, zone: Self.tokyo).symptoms
                == [.none])
        #expect(
            SheetDay(date: Self.day("2026-11-25"), readings: readings, zone: Self.tokyo).symptoms
                == [])
        #expect(SheetDay(date: Self.day("2026-11-25"), readings: [], zone: Self.tokyo).isMissing)
    }

    @Test func daysCoverThePeriodWithAMissingDayForEachDayWithoutReadings() {
        let readings = [
            sampleReading(id: "b1", taken: "2026-11-23T23:59:00+09:00"),
            sampleReading(id: "b2", taken: "2026-11-25T07:00:00+09:00"),
        ]
        let days = SheetDay.days(
            readings, from: Self.day("2026-11-24"), through: Self.day("2026-11-26"),
            zone: Self.tokyo)
        #expect(days.map(\.date.isoText) == ["2026-11-24", "2026-11-25", "2026-11-26"])
        #expect(days.map(\.isMissing) == [true, false, true])
        #expect(
            SheetDay.days(
                readings, from: Self.day("2026-11-26"), through: Self.day("2026-11-24"),
                zone: Self.tokyo)
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
        (PaperSize.a4, 14, 100, 640), (.letter, 14, 96, 640), (.a4, 16, 95, 640),
        (.letter, 16, 84, 640), (.a4, 31, 53, 500), (.letter, 31, 50, 434), (.a4, 62, 50, 220),
        (.letter, 1, 100, 640),
    ])
    func rowsShareThePageBetweenTheShortestAndTallestRow(
        paper: PaperSize, days: Int, rowHeight: Int, chartHeight: Int
    ) {
        let layout = SheetLayout(paper: paper, dayCount: days)
        #expect(layout.rowHeight == rowHeight)
        #expect(layout.chartHeight == chartHeight)
        if days <= 31 {
            #expect(
                layout.fixedHeight + layout.chartHeight + days * layout.rowHeight
                    <= layout.contentHeight)
        }
    }

    @Test(arguments: [(PaperSize.letter, 3, 16, 288), (.a4, 4, 11, 280)])
    func rowsWhoseTextWrapsAreAsTallAsItAndTheChartGivesWayForThem(
        paper: PaperSize, lines: Int, every: Int, chartHeight: Int
    ) {
        let dayLines = (0..<31).map { $0 % every == 0 ? lines : 1 }
        let layout = SheetLayout(paper: paper, dayLines: dayLines)
        #expect(layout.chartHeight == chartHeight)
        #expect(layout.rowHeight == 50)
        let rows = dayLines.map { max(layout.rowHeight, $0 * 37 + 12) }.reduce(0, +)
        #expect(layout.fixedHeight + layout.chartHeight + rows <= layout.contentHeight)
    }

    @Test(arguments: [
        ("", 100, 0), ("36.5", 100, 1), ("小児科受診。インフルエンザ陰性", 500, 1),
        ("小児科受診。インフルエンザ陰性", 282, 2), (String(repeating: "a", count: 100), 846, 3),
    ])
    func aCellsLinesAreEstimatedOnTheLongSide(text: String, width: Int, lines: Int) {
        #expect(SheetLayout.lines(text, width: width) == lines)
    }

    @Test func everyWordComesFromTheLabelsEscaped() {
        let days = SheetDay.days(
            [sampleReading(taken: "2026-11-25T07:00:00+09:00", centi: 3800)],
            from: Self.day("2026-11-24"), through: Self.day("2026-11-25"), zone: Self.tokyo)
        let html = HealthSheet(
            identity: SheetIdentity(displayName: "<b>"), period: "p&q", days: days,
            usualTemperature: nil, feverThreshold: .standard(in: .celsius), rule: "R<",
            labels: Self.labels, paper: .letter
        ).html
        #expect(html.contains("<html lang=\"x-test\">"))
        #expect(html.contains("<h1>T&lt;itle&gt;</h1>"))
        #expect(html.contains("<div><dt>N</dt><dd>&lt;b&gt;</dd></div>"))
        #expect(html.contains("<div><dt>P</dt><dd>p&amp;q</dd></div>"))
        #expect(html.contains("<div><dt>U</dt><dd>U? °C</dd></div>"))
        #expect(html.contains("<div><dt>Sc</dt><dd></dd></div>"))
        #expect(html.contains("<p class=\"rule\">R&lt;</p>"))
        #expect(html.contains("<th scope=\"col\" rowspan=\"2\">GC</th>"))
        #expect(html.contains("<span class=\"label\">GN</span>"))
        #expect(
            html.contains(
                "<th scope=\"row\">d:2026-11-24</th><td class=\"none\" colspan=\"4\">X</td>"))
        #expect(html.contains("<td class=\"temp fever\">38.0 <span class=\"mark\">● f</span></td>"))
        #expect(html.contains(">m:11</text>"))
        #expect(html.contains("@page { size: letter portrait; margin: 10.0mm; }"))
        let body = html.components(separatedBy: "</style>")[1]
        let text = body.components(separatedBy: ">").map { $0.components(separatedBy: "<")[0] }
            .joined(separator: " ")
        for word in ["fever", "usual", "Morning", "Evening", "none", "reading", "Date", "also"] {
            #expect(!text.contains(word), "\(word)")
        }
    }

    @Test(arguments: [
        (SheetIdentity(displayName: "花子"), "", SheetConfirmation.guardian),
        (
            SheetIdentity(displayName: "Ann", school: "<Elm>", className: "3年2組", number: "15"),
            "3年2組 #15", .own
        ),
        (SheetIdentity(displayName: "花子", number: "7"), "#7", .own),
        (SheetIdentity(displayName: "花子", className: "Year 4", number: ""), "Year 4", .guardian),
    ])
    func theHeaderShowsTheIdentityAndTheFootWhoSigns(
        identity: SheetIdentity, classAndNumber: String, confirmation: SheetConfirmation
    ) {
        let html = HealthSheet(
            identity: identity, period: "", days: [], usualTemperature: nil,
            feverThreshold: .standard(in: .celsius), confirmation: confirmation,
            labels: Self.labels, paper: .a4
        ).html
        let school = HTMLText.escaped(identity.school ?? "")
        #expect(
            html.contains(
                "<div><dt>Sc</dt><dd>\(school)</dd></div>\n<div><dt>CN</dt><dd>\(classAndNumber)"
                    + "</dd></div>\n<div><dt>N</dt><dd>\(identity.displayName)</dd></div>\n"))
        #expect(html.contains("</dl>\n</header>"))
        let column = confirmation == .guardian ? "GC" : "C"
        let name = confirmation == .guardian ? "GN" : "Si"
        #expect(html.contains("<th scope=\"col\" rowspan=\"2\">\(column)</th>"))
        #expect(
            html.contains(
                "<footer class=\"foot\"><p><span class=\"label\">Su</span><span class=\"blank "
                    + "date\">DF</span></p><p><span class=\"label\">\(name)</span>"))
    }

    @Test(arguments: [
        ("2026-09-29", "2026-11-29", ["m:10", "m:11"]),
        ("2026-09-30", "2026-10-30", ["m:10"]),
        ("2026-10-30", "2026-11-29", ["m:10", "m:11"]),
        ("2026-10-31", "2026-11-13", ["m:10", "m:11"]),
    ])
    func theDayAxisNamesEachMonthWhereThereIsRoom(first: String, last: String, months: [String]) {
        let html = HealthSheet(
            identity: SheetIdentity(displayName: ""), period: "",
            days: SheetDay.days(
                [], from: Self.day(first), through: Self.day(last), zone: Self.tokyo),
            usualTemperature: nil, feverThreshold: .standard(in: .celsius),
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
            from: Self.day("2026-11-25"), through: Self.day("2026-11-25"), zone: Self.tokyo)
        let html = HealthSheet(
            identity: SheetIdentity(displayName: "hana"), period: "", days: days,
            usualTemperature: Temperature(centiCelsius: 3640),
            feverThreshold: .standard(in: .fahrenheit), labels: Self.labels, paper: .a4,
            unit: .fahrenheit
        ).html
        #expect(html.contains("<dd>97.5 °F</dd>"))
        #expect(html.contains("<dd>100.4 °F</dd>"))
        #expect(html.contains("<th scope=\"col\">Te(°F)</th>"))
        #expect(html.contains("<td class=\"temp\">97.7</td>"))
        #expect(html.contains("<td class=\"temp fever\">101.1 <span class=\"mark\">● f</span>"))
        #expect(html.contains(">f 100.4 °F</text>"))
        #expect(html.contains(">°F</text>"))
        #expect(html.contains(">97.0</text>"))
        #expect(html.contains(">101.5</text>"))
    }
}
