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
                days: days, fever: .standard(in: .celsius), usual: nil, unit: .celsius,
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
        #expect(
            fever.contains("<div class=\"others\">O <span><span class=\"fever\">13:10 38.6 °C(f)"))
        let normal = sheet([["07:00 3680", "20:00 3700"]])
        #expect(!normal.contains("<path class=\"highest-point\""))
        #expect(!normal.contains("<g class=\"highest-point\""))
    }
}

/// The sheet's chart marks each dose: a pill in its day's column at its time of day, filled for
/// a fever reducer and hollow for another medicine, in a strip under the temperatures.
@Suite struct SheetChartDoseTests {
    static let date = LocalDate(year: 2026, month: 11, day: 25)!

    /// 25 Nov with a morning and an evening reading and `doses` (`hh:mm`, and whether it is a
    /// fever reducer), then 26 Nov with a morning reading.
    static func days(doses: [(String, Bool)]) -> [SheetDay] {
        let readings = [
            sampleReading(id: "m", taken: "2026-11-25T07:00:00+09:00", centi: 3680),
            sampleReading(id: "e", taken: "2026-11-25T20:30:00+09:00", centi: 3700),
        ]
        let given = doses.enumerated().map { index, dose in
            DoseTests.dose(
                "aaaaaaaaaaa\(index)", "25T\(dose.0)", dose.1 ? "カロナール" : "ムコダイン")
        }
        return [
            SheetDay(date: date, readings: readings, doses: given, zone: SheetChartTests.tokyo),
            SheetDay(
                date: date.adding(days: 1),
                readings: [sampleReading(id: "n", taken: "2026-11-26T07:00:00+09:00")],
                zone: SheetChartTests.tokyo),
        ]
    }

    static func chart(_ days: [SheetDay], width: Int = 1000) -> String {
        SheetChart(
            days: days, fever: .standard(in: .celsius), usual: nil, unit: .celsius,
            labels: HealthSheetTests.labels, width: width, height: 400
        ).svg()
    }

    /// Each pill's class, left edge and top edge, in the order drawn.
    static func pills(_ svg: String) -> [(kind: String, x: Int, y: Int)] {
        svg.components(separatedBy: "<rect class=\"dose ").dropFirst().map { pill in
            func number(_ name: String) -> Int {
                Int(pill.components(separatedBy: " \(name)=\"")[1].prefix { $0 != "\"" })!
            }
            return (String(pill.prefix { $0 != "\"" }), number("x"), number("y"))
        }
    }

    @Test func aPillMarksEachDoseAtItsTimeOfDayInItsDaysColumn() {
        let svg = Self.chart(
            Self.days(doses: [("06:00", true), ("14:00", true), ("20:00", false)]))
        // Columns 310 wide from x 110; a pill's middle moves 296 across the day from x 117.
        #expect(
            svg.contains(
                "<rect class=\"dose fever-reducer\" x=\"186\" y=\"276\" width=\"10\" height=\"22\" "
                    + "rx=\"5\"/><rect class=\"dose fever-reducer\" x=\"284\" y=\"276\" width=\"10\" "
                    + "height=\"22\" rx=\"5\"/><rect class=\"dose other-medicine\" x=\"358\" "
                    + "y=\"276\" width=\"10\" height=\"22\" rx=\"5\"/>\n"))
        #expect(Self.pills(svg).count == 3)
        // The temperatures stand on a strip 42 high above the axis at y 310: the pills are
        // under the lowest tick.
        #expect(svg.contains("<line class=\"grid\" x1=\"110\" y1=\"268\" x2=\"730\" y2=\"268\"/>"))
        #expect(svg.contains("<line class=\"axis\" x1=\"110\" y1=\"310\" x2=\"730\" y2=\"310\"/>"))
        #expect(svg.contains("aria-label=\"CDD\""))
    }

    @Test func aChartWithoutDosesHasNoPillsNoStripAndNoLegendForThem() {
        let days = Self.days(doses: [])
        let svg = Self.chart(days)
        #expect(!svg.contains("dose"))
        #expect(svg.contains("aria-label=\"CD\""))
        // The lowest tick is on the axis.
        #expect(svg.contains("<line class=\"grid\" x1=\"110\" y1=\"310\" x2=\"730\" y2=\"310\"/>"))
        let html = HealthSheetTests.html(Self.sheet(days))
        #expect(!html.contains("FRD"))
        #expect(!html.contains("OMD"))
        #expect(!html.contains("class=\"dose"))
    }

    static func sheet(_ days: [SheetDay]) -> HealthSheet {
        HealthSheet(
            name: "hana", form: HealthSheetTests.card, period: "P", days: days,
            usualTemperature: nil, feverThreshold: .standard(in: .celsius),
            labels: HealthSheetTests.labels)
    }

    @Test(arguments: [
        ([("08:00", true)], ["fever-reducer"]), ([("08:00", false)], ["other-medicine"]),
        ([("08:00", true), ("20:00", false)], ["fever-reducer", "other-medicine"]),
    ])
    func theLegendNamesOnlyTheKindsOfDoseTheChartMarks(doses: [(String, Bool)], kinds: [String]) {
        let html = HealthSheetTests.html(Self.sheet(Self.days(doses: doses)))
        let legend = html.components(separatedBy: "<p class=\"legend\">")[1]
            .components(separatedBy: "</p>")[0]
        let named = [("fever-reducer", "FRD"), ("other-medicine", "OMD")].filter {
            legend.contains(
                "<rect class=\"dose \($0.0)\" x=\"25\" y=\"4\" width=\"10\" height=\"22\" "
                    + "rx=\"5\"/></svg> \($0.1)</span>")
        }
        #expect(named.map(\.0) == kinds)
        #expect(Self.pills(legend).map(\.kind) == kinds)
        // After the triangle's place and before the fever line.
        #expect(legend.components(separatedBy: "</span>")[2].contains("class=\"dose"))
    }

    /// Columns as narrow as two months' (24 wide) and a month's (49 wide): a day's many doses
    /// stay in its column, in rows in time order, no two pills of a row touching while four
    /// rows hold them, and closer, still in order, past that.
    @Test(arguments: [
        (62, 4, true), (62, 9, false), (31, 5, true), (31, 12, true), (31, 16, false),
        (14, 3, true), (14, 12, true),
    ])
    func manyDosesInADayStayInsideItsColumnInTimeOrder(
        dayCount: Int, doseCount: Int, apart: Bool
    ) {
        let times = (0..<doseCount).map { index in
            let minutes = 6 * 60 + index * 60
            return ("\(minutes / 600)\(minutes / 60 % 10):00", index % 2 == 0)
        }
        var days = Self.days(doses: times)
        days += (2..<dayCount).map { offset in
            SheetDay(
                date: Self.date.adding(days: offset), readings: [], zone: SheetChartTests.tokyo)
        }
        let pills = Self.pills(Self.chart(days, width: 1900))
        #expect(pills.map(\.kind) == times.map { $0.1 ? "fever-reducer" : "other-medicine" })
        let column = (1900 - 380) / dayCount
        for pill in pills {
            #expect(pill.x >= 110 && pill.x + 10 <= 110 + column, "\(pill)")
        }
        // Rows top to bottom, each left to right.
        let pitch = apart ? 14 : 1
        for (before, after) in zip(pills, pills.dropFirst()) {
            #expect(
                after.y > before.y || (after.y == before.y && after.x >= before.x + pitch),
                "\(before) \(after)")
        }
        #expect(Set(pills.map(\.y)).count <= 4)
    }
}
