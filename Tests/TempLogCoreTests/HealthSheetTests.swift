import TestSupport
import Testing

@testable import TempLogCore

/// The health-check sheet's engine: days made of readings, the temperature axis, the page
/// layout, and a document that takes every word from its labels and shows any unit.
@Suite struct HealthSheetTests {
    /// Labels that are not any language, so a word the sheet made up itself would show.
    static let labels = SheetLabels(
        languageTag: "x-test", title: "T<itle>", workplaceTitle: "WT",
        school: { "Sc:" + $0.rawValue }, classAndNumber: { "CN:" + $0.rawValue },
        classNumber: { "#" + $0 }, name: "N", department: "De", staffNumber: "SN", period: "P",
        usualTemperature: "U", usualTemperatureShort: "u", usualTemperatureUnknown: "U?",
        feverThreshold: "F", fever: "f", feverNote: "(f)", date: "D", morning: "M",
        morningTemperature: "MT", evening: "E", time: "Ti", temperature: { "Te(" + $0 + ")" },
        symptoms: "S", symptomsPresent: { "S+" + $0 }, note: "No",
        attendance: { "A:" + $0.rawValue }, attendanceChoices: "AC", officeOrHome: "OH",
        managerCheck: "MC", checked: "C", guardianCheck: "GC",
        submitted: "Su", dateToFill: "DF", guardianName: "GN", signature: "Si", missing: "X",
        otherReadings: "O", feverReducer: "FR", highestOther: "H", feverReducerDose: "FRD",
        otherMedicineDose: "OMD", chartDescription: "CD", chartDescriptionWithDoses: "CDD",
        listSeparator: "+", noteSeparator: "|",
        symptomName: { "s:" + $0.rawValue }, dayText: { "d:" + $0.isoText },
        monthText: { "m:\($0.month)" }, afterFeverReducer: { "\($0)[\($1) s \($2)]" })

    static func day(_ date: String) -> LocalDate { LocalDate.parse(iso: Substring(date))! }

    /// The document of `sheet` alone, on `paper`.
    static func html(_ sheet: HealthSheet, paper: PaperSize = .a4) -> String {
        SheetDocument(title: "Ttl", languageTag: "x-test", paper: paper, sheets: [sheet]).html
    }

    /// A school's card without any facts, confirmed by a parent.
    static let card = SheetForm.school(SchoolCard())

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
        let layout = SheetLayout(
            paper: paper, columns: SheetLayout.columns(of: Self.card), dayCount: days)
        #expect(layout.rowHeight == rowHeight)
        #expect(layout.chartHeight == chartHeight)
        if days <= 31 {
            #expect(
                layout.fixedHeight + layout.chartHeight + days * layout.rowHeight
                    <= layout.contentHeight)
        }
    }

    /// Items that never break are laid side by side and wrapped, each counted a tenth wider
    /// than its ems; one wider than a line takes the lines it needs; words are such items.
    @Test func wrappedItemsAndWordsAreCountedOnTheLongSide() {
        #expect(SheetLayout.wrappedLines([4, 4, 4], gap: 1, width: 100, emWidth: 10) == 2)
        #expect(SheetLayout.wrappedLines([4, 4.5], gap: 1, width: 100, emWidth: 10) == 2)
        #expect(SheetLayout.wrappedLines([25, 1], gap: 1, width: 100, emWidth: 10) == 4)
        #expect(SheetLayout.wrappedLines([], gap: 1, width: 100, emWidth: 10) == 0)
        // B5's narrowest heading, in 8 pt: `Parent's / stamp or / signatu / re` in print.
        let b5 = SheetLayout(
            paper: .b5, columns: SheetLayout.columns(of: Self.card), dayCount: 14)
        #expect(
            SheetLayout.lines(
                "Parent's stamp or signature", width: b5.textWidth(of: "checked"),
                emWidth: b5.emWidth) >= 4)
    }

    /// Headings or a legend on more lines take their room from the rows and chart, so the
    /// foot stays on the page; two lines of headings and one of legend are the least counted.
    @Test(arguments: [PaperSize.letter, .b5, .a4])
    func tallerHeadingsAndLegendTakeTheirRoomFromTheRows(paper: PaperSize) {
        let columns = SheetLayout.columns(of: Self.card)
        let least = SheetLayout(paper: paper, columns: columns, dayCount: 14, headingLines: 1)
        #expect(least.headingHeight == 100)
        let tall = SheetLayout(
            paper: paper, columns: columns, dayCount: 14, legendLines: 2, headingLines: 5)
        #expect(tall.fixedHeight == least.fixedHeight + 58 + 5 * 37 + 24 - 100)
        #expect(tall.fixedHeight + tall.chartHeight + 14 * tall.rowHeight <= tall.contentHeight)
    }

    @Test(arguments: [(PaperSize.letter, 3, 16, 288), (.a4, 4, 11, 280)])
    func rowsWhoseTextWrapsAreAsTallAsItAndTheChartGivesWayForThem(
        paper: PaperSize, lines: Int, every: Int, chartHeight: Int
    ) {
        let dayLines = (0..<31).map { $0 % every == 0 ? lines : 1 }
        let layout = SheetLayout(
            paper: paper, columns: SheetLayout.columns(of: Self.card), dayLines: dayLines)
        #expect(layout.chartHeight == chartHeight)
        #expect(layout.rowHeight == 50)
        let rows = dayLines.map { max(layout.rowHeight, $0 * 37 + 12) }.reduce(0, +)
        #expect(layout.fixedHeight + layout.chartHeight + rows <= layout.contentHeight)
    }

    /// A cell's lines: its words packed, a word wider than the cell broken anywhere.
    @Test(arguments: [
        ("", 100, 0), ("36.5", 100, 1), ("小児科受診。インフルエンザ陰性", 500, 1),
        ("小児科受診。インフルエンザ陰性", 282, 2), (String(repeating: "a", count: 100), 846, 3),
        // 8 ems a line, each word counted a tenth wider: `fever` / `reducer` / `20:00 Calpol`
        // / `5ml`, where the characters' widths alone would say 3.
        ("fever reducer 20:00 Calpol 5ml", 226, 4),
        // A heading breaks only where its label marks it (`<wbr>`): `保護者` / `確認印・` /
        // `サイン`, where its characters' widths alone would say 2.
        ("保護者\u{200B}確認印・\u{200B}サイン", 200, 3),
    ])
    func aCellsLinesAreEstimatedOnTheLongSide(text: String, width: Int, lines: Int) {
        #expect(SheetLayout.lines(text, width: width) == lines)
    }

    @Test func everyWordComesFromTheLabelsEscaped() {
        let days = SheetDay.days(
            [sampleReading(taken: "2026-11-25T07:00:00+09:00", centi: 3800)],
            from: Self.day("2026-11-24"), through: Self.day("2026-11-25"), zone: Self.tokyo)
        let html = Self.html(
            HealthSheet(
                name: "<b>", form: Self.card, period: "p&q", days: days, usualTemperature: nil,
                feverThreshold: .standard(in: .celsius), rule: "R<", labels: Self.labels),
            paper: .letter)
        #expect(html.contains("<html lang=\"x-test\">"))
        #expect(html.contains("<h1>T&lt;itle&gt;</h1>"))
        #expect(html.contains("<div><dt>N</dt><dd>&lt;b&gt;</dd></div>"))
        #expect(html.contains("<div><dt>P</dt><dd>p&amp;q</dd></div>"))
        #expect(html.contains("<div><dt>U</dt><dd>U? °C</dd></div>"))
        #expect(html.contains("<div><dt>Sc:school</dt><dd></dd></div>"))
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
        (SchoolCard(), "", SheetConfirmation.guardian),
        (
            SchoolCard(school: "<Elm>", className: "3年2組", number: "15", confirmation: .own),
            "3年2組 #15", .own
        ),
        (SchoolCard(kind: .nursery, number: "7", confirmation: .own), "#7", .own),
        (SchoolCard(className: "Year 4", number: ""), "Year 4", .guardian),
    ])
    func theHeaderShowsTheSchoolCardAndTheFootWhoSigns(
        card: SchoolCard, classAndNumber: String, confirmation: SheetConfirmation
    ) {
        let html = Self.html(
            HealthSheet(
                name: "花子", form: .school(card), period: "", days: [], usualTemperature: nil,
                feverThreshold: .standard(in: .celsius), labels: Self.labels))
        let school = HTMLText.escaped(card.school ?? "")
        let kind = card.kind.rawValue
        #expect(
            html.contains(
                "<div><dt>Sc:\(kind)</dt><dd>\(school)</dd></div>\n<div><dt>CN:\(kind)</dt>"
                    + "<dd>\(classAndNumber)</dd></div>\n<div><dt>N</dt><dd>花子</dd></div>\n"))
        #expect(html.contains("</dl>\n</header>"))
        let column = confirmation == .guardian ? "GC" : "C"
        let name = confirmation == .guardian ? "GN" : "Si"
        #expect(html.contains("<th scope=\"col\" rowspan=\"2\">\(column)</th>"))
        #expect(html.contains("<th scope=\"col\" class=\"attendance\">A:\(kind)</th>"))
        #expect(
            html.contains(
                "<footer class=\"foot\"><p><span class=\"label\">Su</span><span class=\"blank "
                    + "date\">DF</span></p><p><span class=\"label\">\(name)</span>"))
    }

    @Test(arguments: [
        (Person.owner, PersonProfile(), "workplace"),
        (.owner, PersonProfile(displayName: "山田 由美"), "workplace"),
        (.owner, PersonProfile(department: "営業部"), "workplace"),
        (.owner, PersonProfile(className: "2年1組"), "school own"),
        (.owner, PersonProfile(school: "桜高校", department: "図書係"), "workplace"),
        (.named("hana"), PersonProfile(), "school guardian"),
        (.named("hana"), PersonProfile(school: "桜小学校"), "school guardian"),
        (.named("ken"), PersonProfile(schoolKind: .nursery), "nursery guardian"),
        (.named("yumi"), PersonProfile(staffNumber: "10234"), "workplace"),
    ])
    func theFormFollowsTheProfileAndWhoseItIs(
        person: Person, profile: PersonProfile, form: String
    ) {
        switch SheetForm(for: person, profile: profile) {
        case .workplace(let department, let staffNumber):
            #expect(form == "workplace")
            #expect(department == profile.department && staffNumber == profile.staffNumber)
        case .school(let card):
            let confirmation = card.confirmation == .own ? "own" : "guardian"
            #expect(form == "\(card.kind.rawValue) \(confirmation)")
            #expect(card.school == profile.school && card.className == profile.className)
        }
    }

    @Test func aWorkplacesSheetHasTheMorningsCellsAndTheRestAmongTheNotes() {
        let days = SheetDay.days(
            [
                sampleReading(id: "d1", taken: "2026-11-25T07:00:00+09:00", centi: 3650),
                sampleReading(id: "d2", taken: "2026-11-25T13:00:00+09:00", centi: 3700),
                sampleReading(id: "d3", taken: "2026-11-25T20:00:00+09:00", centi: 3810),
            ],
            from: Self.day("2026-11-24"), through: Self.day("2026-11-25"), zone: Self.tokyo)
        let html = Self.html(
            HealthSheet(
                name: "Yumi", form: .workplace(department: "<Sales>", staffNumber: nil),
                period: "", days: days, usualTemperature: nil,
                feverThreshold: .standard(in: .celsius), labels: Self.labels))
        #expect(html.contains("<h1>WT</h1>"))
        #expect(
            html.contains(
                "<div><dt>De</dt><dd>&lt;Sales&gt;</dd></div>\n<div><dt>SN</dt><dd></dd></div>\n"
                    + "<div><dt>N</dt><dd>Yumi</dd></div>\n"))
        #expect(
            html.contains(
                "<th scope=\"row\">d:2026-11-24</th><td class=\"none\" colspan=\"2\">X</td>"))
        #expect(
            html.contains(
                "<td class=\"time\">07:00</td><td class=\"temp\">36.5</td><td class=\"symptoms\">"
                    + "</td><td class=\"office\"></td><td class=\"note\"><div class=\"others\">O "
                    + "<span>13:00 37.0 °C+</span><span><span class=\"fever\">20:00 38.1 °C(f)"
                    + "</span></span>"))
        for label in ["MT", "OH", "MC"] { #expect(html.contains(">\(label)</th>"), "\(label)") }
        #expect(html.contains("<span class=\"label\">N</span>"))
        #expect(!html.contains("GC") && !html.contains("attendance"))
    }

    /// A month on B5 fits in the 7 pt type; two weeks, and a month on A4, in the 8 pt.
    @Test(arguments: [(PaperSize.b5, 31, 70), (.b5, 14, 80), (.a4, 31, 80)])
    func aMonthFitsBFiveInSmallerType(paper: PaperSize, days: Int, font: Int) {
        for form in [Self.card, .workplace(department: nil, staffNumber: nil)] {
            let sheet = HealthSheet(
                name: "", form: form, period: "",
                days: SheetDay.days(
                    [], from: Self.day("2026-11-01"),
                    through: Self.day("2026-11-01").adding(days: days - 1), zone: Self.tokyo),
                usualTemperature: nil, feverThreshold: .standard(in: .celsius),
                labels: Self.labels)
            let layout = sheet.layout(on: paper)
            #expect(layout.fits)
            #expect(layout.tableFont == font)
            #expect(SheetLayout.columns(of: form).map(\.percent).reduce(0, +) == 100)
        }
    }

    /// The date and time cells never wrap: the longest English date and a time fit their
    /// columns in the largest type on every paper, B5 the narrowest.
    @Test(arguments: PaperSize.allCases)
    func theDateAndTimeFitTheirColumnsInTheLargestType(paper: PaperSize) {
        for form in [Self.card, .workplace(department: nil, staffNumber: nil)] {
            let layout = SheetLayout(
                paper: paper, columns: SheetLayout.columns(of: form), dayLines: [],
                tableFont: SheetLayout.tableFonts[0])
            for (column, text) in [("date", "Wed 18 Nov"), ("time", "07:00")] {
                let width = SheetLayout.ems(of: text) * layout.emWidth
                #expect(width <= Double(layout.textWidth(of: column)), "\(paper) \(column)")
            }
        }
    }

    @Test(arguments: [
        ("2026-09-29", "2026-11-29", ["m:10", "m:11"]),
        ("2026-09-30", "2026-10-30", ["m:10"]),
        ("2026-10-30", "2026-11-29", ["m:10", "m:11"]),
        ("2026-10-31", "2026-11-13", ["m:10", "m:11"]),
    ])
    func theDayAxisNamesEachMonthWhereThereIsRoom(first: String, last: String, months: [String]) {
        let html = Self.html(
            HealthSheet(
                name: "", form: Self.card, period: "",
                days: SheetDay.days(
                    [], from: Self.day(first), through: Self.day(last), zone: Self.tokyo),
                usualTemperature: nil, feverThreshold: .standard(in: .celsius),
                labels: Self.labels))
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
        let html = Self.html(
            HealthSheet(
                name: "hana", form: Self.card, period: "", days: days,
                usualTemperature: Temperature(centiCelsius: 3640),
                feverThreshold: .standard(in: .fahrenheit), labels: Self.labels,
                unit: .fahrenheit))
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
