import TempLogCore
import TestSupport
import Testing

/// A morning reading is a day's first from 04:00 to before 12:00: a reading at 01:30 (up at
/// night) is not it, in `sheet`, `report`, `stats` and the usual temperature alike.
@Suite struct MorningWindowTests {
    /// New York on Sun 1 Nov 2026 (the day the clocks go back), that evening.
    let sandbox = Sandbox(now: "2026-11-01T20:00:00-05:00", timeZone: "America/New_York")

    /// Five ordinary days (35.6 °C at 01:30, 36.5 °C at 07:00), then 1 Nov: up at night at
    /// 01:30 (37.0 °C), a fever at 07:00 (38.1 °C).
    init() {
        for day in 26...30 {
            sandbox.run("add", "35.6", "--at", "2026-10-\(day) 01:30")
            sandbox.run("add", "36.5", "--at", "2026-10-\(day) 07:00")
        }
        sandbox.run("add", "37.0", "--at", "2026-11-01 01:30", "--note", "up at night")
        sandbox.run("add", "38.1", "--at", "2026-11-01 07:00")
    }

    /// The sheet's row of 1 Nov.
    func novemberFirst(_ arguments: String...) -> String {
        let html = sandbox.run(["sheet", "--days", "7"] + arguments).output
        return html.components(separatedBy: "<tr class=\"day\" data-date=\"2026-11-01\">")
            .dropFirst().first?.components(separatedBy: "</tr>").first ?? ""
    }

    @Test func theSheetsMorningIsTheSevenOClockFeverAndTheNightReadingIsAnOtherReading() {
        #expect(
            novemberFirst()
                == "<th scope=\"row\">Sun 1 Nov</th><td class=\"time\">07:00</td>"
                + "<td class=\"temp fever\">38.1 <span class=\"mark\">● fever</span></td>"
                + "<td class=\"symptoms\"></td><td class=\"office\"></td>"
                + "<td class=\"note\"><div class=\"others\">other readings: "
                + "<span>01:30 37.0 °C</span></div><div class=\"notes\">up at night</div></td>"
                + "<td class=\"checked\"></td>")
        #expect(
            novemberFirst("--lang", "ja").contains(
                "<td class=\"temp fever\">38.1 <span class=\"mark\">● 発熱</span></td>"
                    + "<td class=\"symptoms\"></td><td class=\"office\"></td>"
                    + "<td class=\"note\"><div class=\"others\">他の検温: "
                    + "<span>01:30 37.0℃</span></div>"))
    }

    /// The sheet's chart, `<svg class="chart"` to `</svg>`.
    static func chart(_ html: String) -> String {
        html.components(separatedBy: "<svg class=\"chart\"").dropFirst().first?
            .components(separatedBy: "</svg>").first ?? ""
    }

    @Test func theSheetsChartAndUsualTemperatureLeaveTheNightReadingsOut() {
        let oneDay = sandbox.run("sheet", "--days", "1").output
        #expect(oneDay.contains("<dt>Usual temperature</dt><dd>36.5 °C</dd>"))
        let html = sandbox.run("sheet", "--days", "7").output
        // The same days with the 07:00 readings alone draw the same chart.
        let mornings = Sandbox(now: "2026-11-01T20:00:00-05:00", timeZone: "America/New_York")
        for day in 26...30 {
            mornings.run("add", "36.5", "--at", "2026-10-\(day) 07:00")
        }
        mornings.run("add", "38.1", "--at", "2026-11-01 07:00")
        let expected = Self.chart(mornings.run("sheet", "--days", "7").output)
        #expect(expected.contains("<polyline class=\"morning\""))
        #expect(Self.chart(html) == expected)
    }

    @Test func reportShowsTheMorningReadingNotTheNightOne() {
        #expect(
            sandbox.run("report", "--text").output
                == "2026-11-01 (Sun) morning 07:00 38.1 °C (fever)\n")
        let csv = sandbox.run("report", "--csv").output.split(separator: "\n")
        #expect(csv.last?.hasPrefix("2026-11-01,Sun,,ok,07:00,38.1,100.6,true,2,38.1,") == true)
        #expect(
            sandbox.run("report", "--date", "2026-10-30", "--text").output
                == "2026-10-30 (Fri) morning 07:00 36.5 °C\n")
    }

    @Test func statsUsualTemperatureIsTheMedianOfMorningsNotNightReadings() {
        #expect(
            sandbox.run("stats", "--days", "1").output.contains(
                "  usual temperature  36.5 °C (median of the morning readings of the 30 days "
                    + "before)\n"))
    }
}
