import TestSupport
import Testing

@testable import TempLogCore

/// The sheet's chart shows each day's highest reading, whatever the time: a fever at 13:10 or
/// at 02:00 is a mark on the chart, not only a line in the note.
@Suite struct SheetChartTests {
    static let tokyo = ZoneRules.named("Asia/Tokyo")!

    /// `hh:mm centi` readings of 25 to 28 Nov 2026, by day.
    static func days(_ readings: [[String]]) -> [SheetDay] {
        readings.enumerated().map { index, day in
            let date = LocalDate(year: 2026, month: 11, day: 25 + index)!
            let readings = day.map { text in
                let parts = text.split(separator: " ")
                return sampleReading(
                    id: "\(date.day)-\(parts[0])",
                    taken: "2026-11-\(date.day)T\(parts[0]):00+09:00", centi: Int(parts[1])!)
            }
            return SheetDay(date: date, readings: readings, zone: tokyo)
        }
    }

    @Test(
        arguments: [
            // A fever at noon over a normal morning and evening.
            (["07:00 3680", "13:10 3860", "20:00 3700"], "13:10"),
            // A fever at night, before the morning reading.
            (["02:00 3840", "07:10 3760"], "02:00"),
            // The evening is the highest: the chart shows it already.
            (["07:00 3800", "13:00 3750", "20:00 3820"], nil),
            // As high as the morning: the morning shows it.
            (["07:00 3800", "13:00 3800"], nil),
            // Only readings at other times: the highest of them, the earliest of equal ones.
            (["01:00 3700", "13:00 3790", "15:00 3790"], "13:00"),
            ([], nil),
        ] as [([String], String?)])
    func aDaysHighestAtAnotherTimeIsKeptApart(readings: [String], time: String?) {
        let day = Self.days([readings])[0]
        #expect(day.highestOther?.takenAt.timeText(showingOffset: false) == time)
    }

    @Test func theChartMarksEachDaysHighestAtAnotherTimeWithATriangle() {
        let days = Self.days([
            ["07:00 3680", "13:10 3860", "20:00 3700"], ["02:00 3840", "07:10 3760"],
            ["07:00 3800", "13:00 3750", "20:00 3820"], ["13:00 3700"],
        ])
        func chart(width: Int) -> String {
            SheetChart(
                days: days, fever: Temperature(centiCelsius: 3750), usual: nil, unit: .celsius,
                labels: HealthSheetTests.labels, width: width, height: 400
            ).svg()
        }
        let svg = chart(width: 1000)
        // Columns at x 187, 342, 497, 652; 36.5 to 39.0 °C from y 310 up to y 50.
        let marks = svg.split(separator: "\n").filter { $0.contains("highest") }.map(String.init)
        let time = "<text class=\"highest-time\""
        let expected: [String] = [
            "<g class=\"highest-point\"><path d=\"M187 75l15 26h-30z\"/></g>"
                + "\(time) x=\"187\" y=\"66\" text-anchor=\"middle\">13:10</text>",
            "<g class=\"highest-point\"><path d=\"M342 96l15 26h-30z\"/></g>"
                + "\(time) x=\"342\" y=\"87\" text-anchor=\"middle\">02:00</text>",
            "<g class=\"highest-point\"><path d=\"M652 241l15 26h-30z\"/></g>"
                + "\(time) x=\"652\" y=\"232\" text-anchor=\"middle\">13:00</text>",
        ]
        #expect(marks == expected)
        // Columns 30 wide (as a month's are) leave the time to the row's note.
        let narrow = chart(width: 500)
        #expect(narrow.components(separatedBy: "<g class=\"highest-point\">").count == 4)
        #expect(!narrow.contains(time))
        // Drawn last, over the series' lines and points.
        #expect(svg.hasSuffix(marks.joined(separator: "\n") + "\n</svg>\n"))
        // The morning series is unchanged: a point on each day that has a morning reading.
        #expect(svg.contains("<polyline class=\"morning\" points=\"187,279 342,196 497,154\"/>"))
        // The scale reaches the highest reading: 38.6 °C is inside it.
        #expect(svg.contains(">39.0</text>"))
        #expect(!svg.contains(">39.5</text>"))
    }

    @Test func theLegendNamesTheTriangleOnlyWhenTheChartHasOne() {
        func sheet(_ readings: [[String]]) -> String {
            HealthSheetTests.html(
                HealthSheet(
                    name: "hana", form: HealthSheetTests.card, period: "P",
                    days: Self.days(readings), usualTemperature: nil,
                    feverThreshold: .standard(in: .celsius), labels: HealthSheetTests.labels))
        }
        let triangle =
            "<span><svg viewBox=\"0 0 60 30\" aria-hidden=\"true\"><path class=\"highest-point\" "
            + "d=\"M30 2l15 26h-30z\"/></svg> H</span>"
        let fever = sheet([["07:00 3680", "13:10 3860", "20:00 3700"]])
        #expect(
            fever.contains("<circle class=\"morning-point\" cx=\"30\" cy=\"15\" r=\"9\"/></svg> M"))
        #expect(fever.contains(triangle))
        // The note still lists the reading with its time.
        #expect(fever.contains("<div class=\"others\">O <span class=\"fever\">13:10 38.6 °C(f)"))
        let normal = sheet([["07:00 3680", "20:00 3700"]])
        #expect(!normal.contains("<path class=\"highest-point\""))
        #expect(!normal.contains("<g class=\"highest-point\""))
    }
}
