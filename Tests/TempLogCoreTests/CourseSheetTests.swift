import TestSupport
import Testing

@testable import TempLogCore

/// The course of a fever on one page: the header's facts and the rule's days, a row per day
/// with every reading, dose, symptom and note, the marks of the count, and every word from
/// its labels.
@Suite struct CourseSheetTests {
    /// Labels that are not any language, so a word the page made up itself would show.
    static let labels = CourseLabels(
        sheet: HealthSheetTests.labels, title: { "CT:" + $0 }, longDate: { "L:" + $0.isoText },
        onset: "On", onsetGiven: "(g)", feverFreeDay: "FF", notYetFever: "NYF",
        notYetFeverReducer: "NYR", notYetUnmeasured: "NYU", highest: "Hi",
        highestAt: { "\($0)@\($1)" }, absence: "Ab", period: { "\($0)~\($1)" },
        absenceFrom: { "from:" + $0 }, firstDayBack: { "FDB:" + $0.rawValue },
        firstDayBackNotYet: "FDB?", rule: { "R:" + $0.rawValue }, whoDecides: { _ in "WD" },
        dateAndDay: "DN", dayNumber: { "n\($0)" },
        afterFeverReducer: "*", afterFeverReducerNote: "AFR", doses: "Do", remarks: "Re",
        marks: "Ma",
        daysFeverFree: { "ff+\($0)" }, firstDayBackMark: { "back:" + $0.rawValue },
        notCounted: "NC", notCountedNote: "NCN", filledIn: "FI")

    static let card = SheetForm.school(
        SchoolCard(school: "Sakura <ES>", className: "3-2", number: "15"))

    static func day(_ day: Int) -> LocalDate { FeverEpisodeTests.day(day) }

    /// Hana's influenza week with symptoms, notes and doses with amounts: a fever from Monday
    /// the 16th, fever reducers on Tuesday and Wednesday, the 解熱日 on Thursday the 19th.
    static var week: [Reading] {
        var readings = FeverEpisodeTests.week
        readings[1].symptoms = [.cough, .headache]
        readings[4].symptoms = [.soreThroat]
        readings[4].note = "vomited <twice> & slept"
        readings[9].symptoms = [.none]
        return readings
    }

    static var doses: DoseLog {
        let reducer = FeverEpisodeTests.dose(17, "13:30")
        return DoseLog([
            Dose(
                id: reducer.id, takenAt: reducer.takenAt, medicine: "カロナール",
                amount: try! DoseInput.amount("200mg"), person: reducer.person,
                note: "half <syrup>", recordedAt: reducer.takenAt),
            FeverEpisodeTests.dose(17, "21:00"), FeverEpisodeTests.dose(18, "12:00"),
            FeverEpisodeTests.dose(18, "12:30", "ビオフェルミン"),
        ])
    }

    static func sheet(
        _ readings: [Reading] = week, doses: DoseLog = doses, today: Int = 22, onset: Int? = nil,
        rule: AbsenceRule? = .influenza, form: SheetForm = card, unit: TemperatureUnit = .celsius
    ) throws -> CourseSheet {
        let episode = try #require(
            try FeverEpisodeTests.episode(readings, doses: doses, today: today, onset: onset))
        return CourseSheet(
            episode: episode, name: "Hana <Y>", form: form, rule: rule, unit: unit,
            zone: HealthSheetTests.tokyo, labels: labels)
    }

    static func html(_ sheet: CourseSheet, paper: PaperSize = .a4) -> String {
        SheetDocument(title: "Ttl", languageTag: "x-test", paper: paper, sheets: [sheet]).html
    }

    @Test func theHeaderGivesTheFactsAndTheRulesDays() throws {
        let html = Self.html(try Self.sheet())
        #expect(html.contains("<h1>CT:Hana &lt;Y&gt;</h1>"))
        let facts = [
            ("N", "Hana &lt;Y&gt;"), ("Sc:school", "Sakura &lt;ES&gt;"), ("CN:school", "3-2 #15"),
            ("On", "L:2026-11-16"), ("FF", "L:2026-11-19"), ("Hi", "39.1 °C@d:2026-11-17 13:10"),
            ("F", "37.5 °C"), ("Ab", "L:2026-11-16~L:2026-11-21"), ("FDB:school", "L:2026-11-22"),
        ]
        for (label, value) in facts {
            #expect(html.contains("<div><dt>\(label)</dt><dd>\(value)</dd></div>\n"), "\(label)")
        }
        #expect(html.contains("<p class=\"rule\">R:influenza</p>\n<p class=\"caution\">WD</p>"))
        #expect(
            html.contains(
                [
                    "<footer class=\"foot\"><p><span class=\"label\">FI</span>",
                    "<span class=\"blank date\">DF</span></p><p><span class=\"label\">GN</span>",
                ].joined()))
        // The shared style sheet, then the page's own rules.
        #expect(html.contains("@page { size: A4 portrait; margin: 10.0mm; }"))
        #expect(html.contains("#sheet-1 td.readings .fever { color: #b71c1c; font-weight: 700; }"))
        #expect(html.contains("@media print {\n  #sheet-1 table { font-size: 8.0pt; }\n}\n"))
    }

    @Test func eachDayIsARowWithEveryReadingDoseSymptomNoteAndMark() throws {
        let html = Self.html(try Self.sheet())
        let rows = html.split(separator: "\n").filter { $0.hasPrefix("<tr class=\"day") }
        #expect(rows.count == 7)
        let row0: String = [
            "<tr class=\"day\" data-date=\"2026-11-16\"><th scope=\"row\">d:2026-11-16<br>",
            "<span class=\"number\">n0</span></th><td class=\"readings\"><span>07:00 36.6</span>",
            "+<span class=\"fever\">19:40 38.2</span>+<span class=\"fever\">22:00 38.6</span>",
            "</td><td class=\"doses\"></td><td class=\"symptoms\">s:cough+s:headache</td>",
            "<td class=\"note\"></td><td class=\"marks\">On</td></tr>",
        ].joined()
        #expect(rows[0] == row0)
        let row1: String = [
            "<tr class=\"day\" data-date=\"2026-11-17\"><th scope=\"row\">d:2026-11-17<br>",
            "<span class=\"number\">n1</span></th><td class=\"readings\">",
            "<span class=\"fever\">07:00 38.9</span>+<span class=\"fever\">13:10 39.1</span>",
            "+<span class=\"fever\">20:00 38.5*</span>",
            "</td><td class=\"doses\">",
            "<div>FR 13:30 カロナール 200mg</div><div>FR 21:00 カロナール</div></td>",
            "<td class=\"symptoms\">s:sore-throat</td><td class=\"note\">13:10 vomited ",
            "&lt;twice&gt; &amp; slept|13:30 half &lt;syrup&gt;</td>",
            "<td class=\"marks\"></td></tr>",
        ].joined()
        #expect(rows[1] == row1)
        // A medicine that is not a fever reducer is listed without the mark.
        #expect(rows[2].contains("<div>FR 12:00 カロナール</div><div>12:30 ビオフェルミン</div>"))
        // Readings within 8 hours after a fever reducer say so; one before it does not.
        #expect(rows[2].contains("<span>14:00 37.2*</span>"))
        #expect(
            rows[2].contains(
                "<span class=\"fever\">20:00 37.6*</span>"))
        #expect(rows[2].contains("<span class=\"fever\">07:00 38.0</span>"))
        #expect(
            rows[3].hasSuffix(
                "<td class=\"symptoms\">s:none</td><td class=\"note\"></td><td class=\"marks\">FF</td></tr>"
            ))
        #expect(rows[4].hasSuffix("<td class=\"marks\">ff+1</td></tr>"))
        #expect(rows[5].hasSuffix("<td class=\"marks\">ff+2</td></tr>"))
        // Sunday the 22nd, a day without a reading, is the first day back.
        let row6: String = [
            "<tr class=\"day missing\" data-date=\"2026-11-22\">",
            "<th scope=\"row\">d:2026-11-22<br><span class=\"number\">n6</span></th>",
            "<td class=\"readings none\">X</td><td class=\"doses\"></td>",
            "<td class=\"symptoms\"></td><td class=\"note\"></td>",
            "<td class=\"marks\">ff+3+back:school</td></tr>",
        ].joined()
        #expect(rows[6] == row6)
        #expect(html.contains("</table>\n<p class=\"caution\">AFR</p>\n<footer"))
        #expect(!html.contains("NCN"))
    }

    @Test func aDayWithoutAReadingAfterTheFeverIsNotCountedFeverFree() throws {
        // No reading on Thursday the 19th: the 解熱日 is Friday the 20th.
        let readings = Self.week.filter { $0.takenAt.localDate != Self.day(19) }
        let html = Self.html(try Self.sheet(readings, today: 21))
        #expect(html.contains("<div><dt>FF</dt><dd>L:2026-11-20</dd></div>"))
        #expect(
            html.contains(
                [
                    "<tr class=\"day missing\" data-date=\"2026-11-19\"><th scope=\"row\">",
                    "d:2026-11-19<br><span class=\"number\">n3</span></th>",
                    "<td class=\"readings none\">X</td>",
                    "<td class=\"doses\"></td><td class=\"symptoms\"></td>",
                    "<td class=\"note\"></td><td class=\"marks\">NC</td></tr>",
                ].joined()))
        #expect(
            html.contains(
                "<td class=\"marks\">FF</td></tr>\n<tr class=\"day\" data-date=\"2026-11-21\">"))
        #expect(
            html.contains("<p class=\"caution\">AFR</p>\n<p class=\"caution\">NCN</p>\n<footer"))
        // Onset + 6 is the 22nd, 解熱日 + 3 the 23rd.
        #expect(html.contains("<div><dt>FDB:school</dt><dd>L:2026-11-23</dd></div>"))
        // Asked on the 19th itself, the 解熱日 is not known yet.
        let asked = Self.html(try Self.sheet(readings, today: 19))
        #expect(asked.contains("<div><dt>FF</dt><dd>NYU</dd></div>"))
        #expect(asked.contains("<div><dt>Ab</dt><dd>from:L:2026-11-16</dd></div>"))
        #expect(asked.contains("<div><dt>FDB:school</dt><dd>FDB?</dd></div>"))
    }

    @Test func theFeverFreeDayWaitsForTheFeverAndTheFeverReducer() throws {
        let fever = Self.html(try Self.sheet(today: 18))
        #expect(fever.contains("<div><dt>FF</dt><dd>NYF</dd></div>"))
        let doses = DoseLog(Self.doses.doses + [FeverEpisodeTests.dose(19, "08:00")])
        let reducer = Self.html(try Self.sheet(doses: doses, today: 19))
        #expect(reducer.contains("<div><dt>FF</dt><dd>NYR</dd></div>"))
    }

    @Test func withoutARuleThePageCountsNoDaysBack() throws {
        let html = Self.html(try Self.sheet(rule: nil, form: .school(SchoolCard())))
        #expect(!html.contains("<dt>Ab</dt>"))
        #expect(!html.contains("FDB"))
        #expect(!html.contains("back:"))
        #expect(!html.contains("class=\"rule\""))
        // Facts the profile does not know are left out.
        #expect(!html.contains("<dt>Sc:school</dt>"))
        #expect(html.contains("<td class=\"marks\">ff+3</td></tr>"))
    }

    @Test func aGivenOnsetIsSaidAndANurseryCountsItsOwnDays() throws {
        let nursery = SheetForm.school(SchoolCard(kind: .nursery))
        let html = Self.html(
            try Self.sheet(onset: 15, rule: .influenzaPreschool, form: nursery))
        #expect(html.contains("<div><dt>On</dt><dd>L:2026-11-15(g)</dd></div>"))
        #expect(
            html.contains("<th scope=\"row\">d:2026-11-15<br><span class=\"number\">n0</span>"))
        // Onset + 6 is the 21st, 解熱日 + 4 the 23rd; the rows end today, the 22nd.
        #expect(html.contains("<div><dt>FDB:nursery</dt><dd>L:2026-11-23</dd></div>"))
        #expect(html.contains("<p class=\"rule\">R:influenza-preschool</p>"))
        #expect(!html.contains("back:"))
    }

    @Test func aLongEpisodeGetsSmallerTypeToFitOnePage() throws {
        // Two weeks of fever, six readings a day, with doses and notes.
        var readings: [Reading] = []
        var doses: [Dose] = []
        for day in 1...14 {
            for (hour, centi) in [
                ("02", 3820), ("07", 3890), ("10", 3850), ("13", 3910),
                ("17", 3870), ("21", 3900),
            ] {
                var reading = FeverEpisodeTests.reading(day, "\(hour):10", centi)
                reading.note = "note of \(hour) o'clock"
                readings.append(reading)
            }
            doses += [
                FeverEpisodeTests.dose(day, "08:00"), FeverEpisodeTests.dose(day, "14:00"),
                FeverEpisodeTests.dose(day, "20:00"),
            ]
        }
        let long = try Self.sheet(readings, doses: DoseLog(doses), today: 14)
        #expect(long.episode.days.count == 14)
        #expect(long.tableFont(on: .b5) < 80)
        #expect(try Self.sheet().tableFont(on: .b5) == 80)
    }

    @Test func anAdultsPageNamesTheWorkplaceInFahrenheitAndIsSignedByName() throws {
        let work = SheetForm.workplace(department: "Sales & <2>", staffNumber: nil)
        let html = Self.html(try Self.sheet(rule: nil, form: work, unit: .fahrenheit))
        #expect(html.contains("<div><dt>De</dt><dd>Sales &amp; &lt;2&gt;</dd></div>"))
        #expect(!html.contains("<dt>SN</dt>"))
        // The 37.5 °C threshold the readings are judged by, as it was set.
        #expect(html.contains("<div><dt>F</dt><dd>37.5 °C</dd></div>"))
        #expect(html.contains("<div><dt>Hi</dt><dd>102.4 °F@d:2026-11-17 13:10</dd></div>"))
        #expect(html.contains("<th scope=\"col\">Te(°F)</th>"))
        #expect(html.contains("<span class=\"fever\">13:10 102.4</span>"))
        #expect(html.contains("<span class=\"label\">N</span><span class=\"blank name\">"))
    }
}
