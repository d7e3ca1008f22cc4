import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// `templog sheet`, in-process: the HTML document's structure, row by row, in English and
/// Japanese (the printed page is checked in a real browser by `SheetRenderingTests`).
@Suite struct SheetTests {
    let sandbox = Sandbox(now: SheetSample.now)

    init() {
        sandbox.directory.write("readings.jsonl", SheetSample.jsonLines)
    }

    func sheet(_ arguments: String..., environment: [String: String] = [:]) -> RunResult {
        sandbox.run(["sheet"] + arguments, environment: environment)
    }

    /// The table's rows, `<tr class="day…">` to `</tr>`.
    static func rows(_ html: String) -> [String] {
        html.components(separatedBy: "<tr class=\"day").dropFirst().map {
            "<tr class=\"day" + $0.components(separatedBy: "</tr>")[0] + "</tr>"
        }
    }

    /// The date a row is for (`2026-11-24`).
    static func date(_ row: String) -> String {
        String(row.components(separatedBy: "data-date=\"")[1].prefix(10))
    }

    /// The row of `date` (`2026-11-24`).
    static func row(_ html: String, _ date: String) -> String {
        rows(html).first { $0.contains("data-date=\"\(date)\"") } ?? ""
    }

    /// How often `needle` occurs in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    // MARK: - The document

    @Test func theSheetIsOneSelfContainedHTMLDocument() {
        let result = sheet("--who", "hana")
        #expect(result.status == 0)
        #expect(result.error == "")
        let html = result.output
        #expect(
            html.hasPrefix(
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(html.hasSuffix("</main>\n</body>\n</html>\n"))
        #expect(Self.count("<html", in: html) == 1)
        #expect(Self.count("<svg class=\"chart\"", in: html) == 1)
        #expect(Self.count("<table>", in: html) == 1)
        #expect(
            html.contains(
                "<title>Health check – hana – 16–29 Nov</title>"))
        let lowered = html.lowercased()
        for forbidden in ["<script", "http", "src=", "@import", "url(", "<link", "<img", "href"] {
            #expect(!lowered.contains(forbidden), "\(forbidden)")
        }
    }

    @Test func theDefaultPeriodIsTheLast14DaysWithARowForEachDay() {
        let html = sheet("--who", "hana").output
        let rows = Self.rows(html)
        let expected = (0..<14).map { SheetSample.lastDay.adding(days: $0 - 13).isoText }
        #expect(rows.map(Self.date) == expected)
        #expect(rows.first?.contains("<th scope=\"row\">Mon 16 Nov</th>") == true)
        #expect(rows.last?.contains("<th scope=\"row\">Sun 29 Nov</th>") == true)
        let missing = rows.filter { $0.hasPrefix("<tr class=\"day missing\"") }
        #expect(missing.count == 2)
        #expect(
            Self.row(html, "2026-11-19")
                == "<tr class=\"day missing\" data-date=\"2026-11-19\">"
                + "<th scope=\"row\">Thu 19 Nov</th>"
                + "<td class=\"none\" colspan=\"4\">no reading</td><td class=\"symptoms\"></td>"
                + "<td class=\"attendance\"></td><td class=\"note\"></td><td class=\"checked\"></td>"
                + "</tr>")
        #expect(Self.row(html, "2026-11-28").contains("no reading"))
    }

    @Test func rowsShowTheMorningAndEveningReadingsWithFeverMarks() {
        let html = sheet("--who", "hana").output
        #expect(
            Self.row(html, "2026-11-24").contains(
                "<td class=\"time\">07:20</td><td class=\"temp fever\">37.8 <span class=\"mark\">"
                    + "● fever</span></td><td class=\"time\">20:30</td><td class=\"temp fever\">"
                    + "38.6 <span class=\"mark\">● fever</span></td>"))
        #expect(
            Self.row(html, "2026-11-26").contains(
                "<td class=\"time\">07:30</td><td class=\"temp fever\">37.6 <span class=\"mark\">"
                    + "● fever</span></td><td class=\"time\">20:00</td><td class=\"temp\">37.2</td>"
            ))
        #expect(
            Self.row(html, "2026-11-29").contains(
                "<td class=\"time\">07:05</td><td class=\"temp\">36.6</td>"
                    + "<td class=\"time\">21:00</td><td class=\"temp\">36.8</td>"))
        // A morning without an evening leaves the evening cells empty.
        #expect(
            Self.row(html, "2026-11-27").contains(
                "<td class=\"time\">07:10</td><td class=\"temp\">36.9</td>"
                    + "<td class=\"time\"></td><td class=\"temp\"></td>"))
        // The reading at noon is neither: it is listed in the note, marked.
        #expect(
            Self.row(html, "2026-11-25").contains(
                "<div class=\"others\">other readings: <span><span class=\"fever\">13:10 "
                    + "38.9 °C (fever)</span></span></div>"))
        #expect(Self.count("● fever", in: html) == 5)
        // The owner's readings (41.0 °C) and hana's basal one (35.1 °C) are not hers to show.
        #expect(!html.contains("41.0"))
        #expect(!html.contains("35.1"))
    }

    @Test func theFeverThresholdDecidesTheMarks() {
        let html = sheet("--who", "hana", "--fever", "38").output
        #expect(html.contains("<div><dt>Fever threshold</dt><dd>38.0 °C</dd></div>"))
        #expect(Self.row(html, "2026-11-24").contains("<td class=\"temp\">37.8</td>"))
        #expect(Self.count("● fever", in: html) == 3)
        #expect(html.contains(">fever 38.0 °C</text>"))
    }

    @Test func symptomsReadNoneOrYesWithTheirNamesAndANotCheckedDayIsBlank() {
        let english = sheet("--who", "hana").output
        #expect(
            Self.row(english, "2026-11-25").contains(
                "<td class=\"symptoms\">yes: cough, sore throat, fatigue, chills</td>"))
        #expect(Self.row(english, "2026-11-27").contains("<td class=\"symptoms\">none</td>"))
        // A day when nobody asked has an empty cell, not "none".
        #expect(Self.row(english, "2026-11-16").contains("<td class=\"symptoms\"></td>"))
        let japanese = sheet("--who", "hana", "--lang", "ja").output
        #expect(
            Self.row(japanese, "2026-11-25").contains(
                "<td class=\"symptoms\">あり（咳、のどの痛み、だるさ、寒気）</td>"))
        #expect(Self.row(japanese, "2026-11-27").contains("<td class=\"symptoms\">なし</td>"))
        #expect(Self.row(japanese, "2026-11-16").contains("<td class=\"symptoms\"></td>"))
    }

    /// The header's facts, `<div><dt>LABEL</dt><dd>VALUE</dd></div>` each on a line.
    static func facts(_ facts: KeyValuePairs<String, String>) -> String {
        facts.map { "<div><dt>\($0.key)</dt><dd>\($0.value)</dd></div>\n" }.joined()
    }

    @Test func theHeaderHasTheSchoolCardsFieldsAndTheRule() {
        let html = sheet("--who", "HANA").output
        let english = Self.facts([
            "School": "", "Grade, class and number": "", "Name": "hana",
            "Period": "Mon 16 Nov 2026 – Sun 29 Nov 2026", "Usual temperature": "36.6 °C",
            "Fever threshold": "37.5 °C",
        ])
        let rule = "At 37.5 °C or above, please keep your child home and let the school know."
        #expect(
            html.contains(
                "<dl class=\"facts\">\n\(english)</dl>\n<p class=\"rule\">\(rule)</p>\n</header>"))
        #expect(html.contains(">usual 36.6 °C</text>"))
        let japanese = Self.facts([
            "学校名": "", "学年・組・番": "", "氏名": "hana",
            "期間": "2026/11/16(月)〜2026/11/29(日)", "平熱": "36.6℃", "発熱の目安": "37.5℃",
        ])
        let japaneseRule = "37.5℃以上のときは登校を控え、学校へ連絡してください。"
        #expect(
            sheet("--who", "hana", "--lang", "ja").output.contains(
                "<dl class=\"facts\">\n\(japanese)</dl>\n<p class=\"rule\">\(japaneseRule)</p>"))
        // The default rule follows the threshold.
        #expect(
            sheet("--who", "hana", "--lang", "ja", "--fever", "38").output.contains(
                "<p class=\"rule\">38.0℃以上のときは登校を控え、学校へ連絡してください。</p>"))
    }

    @Test func theHeaderPrintsThePersonsProfile() {
        let saved = sandbox.run([
            "people", "set", "hana", "--display-name", "山田 花子", "--school", "桜小学校",
            "--class", "3年2組", "--number", "12",
        ])
        #expect(saved.status == 0)
        let japanese = Self.facts([
            "学校名": "桜小学校", "学年・組・番": "3年2組 12番", "氏名": "山田 花子",
            "期間": "2026/11/16(月)〜2026/11/29(日)", "平熱": "36.6℃", "発熱の目安": "37.5℃",
        ])
        #expect(
            sheet("--who", "hana", "--lang", "ja").output.contains(
                "<dl class=\"facts\">\n\(japanese)</dl>"))
        // The owner's sheet is not hana's: no school, the owner's own name.
        let own = sheet("--lang", "ja").output
        #expect(!own.contains("桜小学校"))
        #expect(!own.contains("山田 花子"))
    }

    @Test func tooFewMorningsLeaveTheUsualTemperatureBlankToFillIn() {
        let early = sheet("--who", "hana", "--since", "2026-09-20", "--until", "2026-10-03")
        #expect(early.output.contains("<div><dt>Usual temperature</dt><dd>____ °C</dd></div>"))
        #expect(!early.output.contains("class=\"usual\""))
        let japanese = sheet(
            "--who", "hana", "--since", "2026-09-20", "--until", "2026-10-03", "--lang", "ja")
        #expect(japanese.output.contains("<div><dt>平熱</dt><dd>＿＿＿℃</dd></div>"))
    }

    @Test func aChildsCardAsksForAParentsStampAndAStudentsOwnForTheirs() {
        let child = sheet("--who", "hana", "--lang", "ja").output
        #expect(child.contains("<th scope=\"col\" rowspan=\"2\">保護者<wbr>確認印・<wbr>サイン</th>"))
        #expect(
            child.contains(
                "<footer class=\"foot\"><p><span class=\"label\">提出日</span>"
                    + "<span class=\"blank date\">　　　　年　　　月　　　日</span></p>"
                    + "<p><span class=\"label\">保護者氏名</span><span class=\"blank name\">"
                    + "</span></p></footer>\n</article>"))
        // A student who keeps the store: the card is their own.
        #expect(sandbox.run(["people", "set", "me", "--school", "桜高等学校"]).status == 0)
        let own = sheet("--lang", "ja").output
        #expect(own.contains("<th scope=\"col\" rowspan=\"2\">確認印</th>"))
        #expect(own.contains("<span class=\"label\">署名</span>"))
        #expect(!own.contains("保護者"))
        let english = sheet("--who", "hana").output
        #expect(
            english.contains("<th scope=\"col\" rowspan=\"2\">Parent&#39;s stamp or signature</th>")
        )
        #expect(english.contains("<span class=\"label\">Date submitted</span>"))
        #expect(english.contains("<span class=\"label\">Parent or guardian</span>"))
        #expect(sheet().output.contains("<th scope=\"col\" rowspan=\"2\">Checked</th>"))
        #expect(sheet().output.contains("<span class=\"label\">Signature</span>"))
    }

    @Test func theSheetRuleSettingReplacesTheRuleOrTurnsItOff() {
        let set = sandbox.run(["config", "set", "sheet-rule", "発熱時は園に連絡してください。"])
        #expect(set.status == 0)
        #expect(
            sheet("--who", "hana", "--lang", "ja").output.contains(
                "</dl>\n<p class=\"rule\">発熱時は園に連絡してください。</p>\n</header>"))
        #expect(sandbox.run(["config", "set", "sheet-rule", "None"]).status == 0)
        let off = sheet("--who", "hana", "--lang", "ja").output
        #expect(off.contains("</dl>\n</header>"))
        #expect(!off.contains("class=\"rule\""))
        let fromEnvironment = sheet(
            "--who", "hana", environment: ["TEMPLOG_SHEET_RULE": "Call us at 37.5 °C."]
        ).output
        #expect(fromEnvironment.contains("<p class=\"rule\">Call us at 37.5 °C.</p>"))
        #expect(sandbox.run(["config", "unset", "sheet-rule"]).status == 0)
        #expect(
            sheet("--who", "hana").output.contains(
                "<p class=\"rule\">At 37.5 °C or above, please keep your child home and let the "
                    + "school know.</p>"))
    }

    @Test(arguments: [
        ("a\u{7}b", "'a\u{7}b'"),
        (String(repeating: "熱", count: 101), "'" + String(repeating: "熱", count: 101) + "'"),
    ])
    func aSheetRuleThatIsNotOneLineIsRefusedAndNothingIsWritten(value: String, quoted: String) {
        let result = sandbox.run(["config", "set", "sheet-rule", value])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: "))
        #expect(
            result.error.contains(
                "is not valid for sheet-rule (accepted: one line of text of up to 100 characters, "
                    + "or none for no rule)"))
        #expect(
            !FileManager.default.fileExists(
                atPath: sandbox.directory.file("home/.config/templog/config")))
        let environment = sheet("--who", "hana", environment: ["TEMPLOG_SHEET_RULE": value])
        #expect(environment.status == 65)
        #expect(environment.output == "")
    }

    @Test func thePersonIsWhoElseTEMPLOG_WHOElseTheOwner() {
        #expect(sheet().output.contains("<div><dt>Name</dt><dd>me</dd></div>"))
        #expect(sheet("--lang", "ja").output.contains("<div><dt>氏名</dt><dd>本人</dd></div>"))
        let owner = sheet().output
        #expect(Self.row(owner, "2026-11-24").contains("<td class=\"temp fever\">41.0"))
        #expect(Self.rows(owner).filter { !$0.contains("missing") }.count == 2)
        let environment = sheet(environment: ["TEMPLOG_WHO": "hana"]).output
        #expect(environment == sheet("--who", "hana").output)
        #expect(sheet("--who", "me", environment: ["TEMPLOG_WHO": "hana"]).output == owner)
    }

    @Test func everyPieceOfUserTextIsEscaped() {
        let html = sheet("--who", "hana").output
        #expect(
            Self.row(html, "2026-11-25").contains(
                "<div class=\"notes\">&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;home&quot; "
                    + "&#39;rest&#39;"
                    + "</div></td>"))
        #expect(!html.contains("alert(1)</script>"))
        #expect(!html.lowercased().contains("<script"))
        // A person with a reading, though none on the sheet's days.
        sandbox.run("add", "36.5", "--who", "o'hara", "--at", "2026-10-01 07:00")
        let named = sheet("--who", "o'hara").output
        #expect(named.contains("<div><dt>Name</dt><dd>o&#39;hara</dd></div>"))
        #expect(named.contains("<title>Health check – o&#39;hara – 16–29 Nov</title>"))
    }

    @Test func japaneseUsesTheSchoolFormsVocabularyAndDates() {
        let html = sheet("--who", "hana", "--lang", "ja").output
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ja\">\n"))
        #expect(html.contains("<h1>健康観察カード</h1>"))
        #expect(
            html.contains(
                "<div><dt>期間</dt><dd>2026/11/16(月)〜2026/11/29(日)</dd></div>"))
        let temperatures = "<th scope=\"col\">時刻</th><th scope=\"col\">体温（℃）</th>"
        let heading: String =
            "<tr><th scope=\"col\" rowspan=\"2\">日付</th><th scope=\"colgroup\" colspan=\"2\">"
            + "朝</th><th scope=\"colgroup\" colspan=\"2\">夜</th><th scope=\"col\" "
            + "rowspan=\"2\">症状</th><th scope=\"col\" class=\"attendance\">登校</th>"
            + "<th scope=\"col\" rowspan=\"2\">備考（受診・服薬など）</th>"
            + "<th scope=\"col\" rowspan=\"2\">保護者<wbr>確認印・<wbr>サイン</th></tr>\n<tr>"
            + temperatures + temperatures
            + "<th scope=\"col\" class=\"choices\"><span>○／</span><span>欠席／</span><span>出席停止</span></th></tr>"
        #expect(html.contains(heading))
        // The rows' dates leave out the year.
        #expect(Self.rows(html).first?.contains("<th scope=\"row\">11/16(月)</th>") == true)
        #expect(Self.row(html, "2026-11-28").contains(">記録なし</td>"))
        #expect(Self.row(html, "2026-11-24").contains("37.8 <span class=\"mark\">● 発熱</span>"))
        #expect(
            Self.row(html, "2026-11-25").contains(
                "<div class=\"others\">他の検温: <span><span class=\"fever\">13:10 38.9℃（発熱）"
                    + "</span></span></div>"))
        #expect(html.contains(">発熱 37.5℃</text>"))
        // No slanted type: Japanese has no italics, and a browser would fake them.
        #expect(!html.contains("italic"))
        #expect(html.contains(">11月</text>"))
    }

    // MARK: - The chart

    @Test func theChartDrawsTwoSeriesTheDaysHighestTheThresholdAndMissingDays() {
        let html = sheet("--who", "hana").output
        let chart = html.components(separatedBy: "<svg class=\"chart\"")[1]
            .components(separatedBy: "</svg>")[0]
        // 12 mornings, 6 evenings (every third ordinary day and the four days that have one).
        #expect(Self.count("<g class=\"morning-point\"><circle", in: chart) == 12)
        #expect(Self.count("<g class=\"evening-point\"><rect", in: chart) == 6)
        #expect(Self.count("<polyline class=\"morning\"", in: chart) == 2)
        // Wed 25 Nov's 38.9 °C at 13:10, above its morning and evening: the scale reaches it.
        #expect(Self.count("<g class=\"highest-point\"><path", in: chart) == 1)
        #expect(Self.count("<rect class=\"missing\"", in: chart) == 2)
        #expect(Self.count("<path class=\"cross\"", in: chart) == 2)
        #expect(Self.count("<line class=\"fever\"", in: chart) == 1)
        let ticks = chart.components(separatedBy: "<text class=\"tick\"").dropFirst()
            .map { $0.components(separatedBy: ">")[1].components(separatedBy: "<")[0] }
        #expect(
            ticks == ["36.0", "36.5", "37.0", "37.5", "38.0", "38.5", "39.0", "39.5", "°C"])
        #expect(chart.contains(">16</text>"))
        #expect(chart.contains("<text class=\"day missing-day\""))
        #expect(chart.contains(">Nov</text>"))
        // The legend tells the series apart by marker and line as well as colour.
        #expect(
            html.contains(
                "<p class=\"legend\"><span><svg viewBox=\"0 0 60 30\" aria-hidden=\"true\">"
                    + "<line class=\"morning\" x1=\"0\" y1=\"15\" x2=\"60\" y2=\"15\"/>"
                    + "<circle class=\"morning-point\" cx=\"30\" cy=\"15\" r=\"9\"/></svg> Morning"
                    + "</span>"))
    }

    // MARK: - Options

    @Test(arguments: [
        (["--days", "31"], "2026-10-30", "2026-11-29"),
        (["--days", "1"], "2026-11-29", "2026-11-29"),
        (["--date", "2026-11-25"], "2026-11-25", "2026-11-25"),
        (["--since", "2026-11-01"], "2026-11-01", "2026-11-29"),
        (["--until", "2026-11-20"], "2026-11-07", "2026-11-20"),
        (["--since", "2026-10-01", "--until", "2026-12-01"], "2026-10-01", "2026-12-01"),
    ])
    func theRangeOptionsChooseTheDays(arguments: [String], first: String, last: String) {
        let result = sandbox.run(["sheet", "--who", "hana"] + arguments)
        #expect(result.status == 0)
        let dates = Self.rows(result.output).map(Self.date)
        let firstDay = LocalDate.parse(iso: Substring(first))!
        let lastDay = LocalDate.parse(iso: Substring(last))!
        #expect(dates.count == lastDay.dayNumber - firstDay.dayNumber + 1)
        #expect(dates.first == first)
        #expect(dates.last == last)
    }

    @Test(arguments: [
        ([String](), [String: String](), "A4", "en"),
        (["--paper", "letter"], [:], "letter", "en"),
        (["--paper", "LETTER"], [:], "letter", "en"),
        (["--paper", "a4"], ["LANG": "en_US.UTF-8"], "A4", "en"),
        ([], ["LANG": "en_US.UTF-8"], "letter", "en"),
        ([], ["LANG": "ja_JP.UTF-8"], "A4", "ja"),
        ([], ["LANG": "en_GB.UTF-8"], "A4", "en"),
        ([], ["LC_PAPER": "en_US.UTF-8", "LANG": "en_GB.UTF-8"], "letter", "en"),
        ([], ["LC_ALL": "en_GB.UTF-8", "LANG": "en_US.UTF-8"], "A4", "en"),
        (["--lang", "ja"], ["LANG": "en_US.UTF-8"], "A4", "ja"),
        (["--lang", "en"], ["LANG": "ja_JP.UTF-8"], "A4", "en"),
        ([], ["TEMPLOG_LANG": "ja", "LANG": "en_US.UTF-8"], "A4", "ja"),
        ([], ["TEMPLOG_LANG": "en", "LANG": "en_US.UTF-8"], "letter", "en"),
    ])
    func languageAndPaperFollowTheOptionsThenTheLocale(
        arguments: [String], environment: [String: String], paper: String, language: String
    ) {
        let result = sandbox.run(["sheet"] + arguments, environment: environment)
        #expect(result.status == 0)
        #expect(result.output.contains("@page { size: \(paper) portrait; margin: 10.0mm; }"))
        #expect(result.output.contains("<html lang=\"\(language)\">"))
    }

    @Test(arguments: [
        (
            ["--paper", "a3"],
            "The value 'a3' is invalid for '--paper <paper>' (accepted: a4, b5, letter)"
        ),
        (["--lang", "fr"], "The value 'fr' is invalid for '--lang <language>' (accepted: en, ja)"),
        (
            ["--days", "0"],
            "The value '0' is invalid for '--days <n>' (accepted: a whole number from 1 to 62)"
        ),
        (
            ["--days", "63"],
            "The value '63' is invalid for '--days <n>' (accepted: a whole number from 1 to 62)"
        ),
        (
            ["--since", "2026-09-01"],
            "A sheet covers at most 62 days, and 2026-09-01 to 2026-11-29 is 90 days (use "
                + "--days, or --since and --until closer together)"
        ),
        (
            ["--days", "7", "--since", "2026-11-01"],
            "'--days' and '--since' cannot be used together"
        ),
    ])
    func badValuesAreUsageErrorsThatLeaveTheStoreAlone(arguments: [String], message: String) {
        let before = sandbox.store
        let result = sandbox.run(["sheet"] + arguments)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("Error: \(message)\nUsage: templog sheet [--date <day>]"))
        #expect(result.error.hasSuffix("\n  See 'templog sheet --help' for more information.\n"))
        #expect(sandbox.store == before)
    }

    @Test func helpCompletionsAndTheManualKnowTheCommand() {
        let help = sandbox.run("sheet", "--help").output
        #expect(
            help.hasPrefix(
                "OVERVIEW: Write printable health-check sheets, a page per person, as HTML.")
        )
        #expect(help.contains("n from 1 to 62"))
        #expect(help.contains("--paper <paper>"))
        #expect(sandbox.run("--help").output.contains("\n  sheet  "))
        let bash = sandbox.run("completions", "bash").output
        #expect(bash.contains("sheet"))
        #expect(bash.contains("a4 b5 letter"))
        #expect(sandbox.run("manual").output.contains("sheet"))
    }

    /// The sheet reads the period and the 30 days before it by seeking: a malformed line long
    /// before them (more than the 64 KiB the search narrows to) is never read, while a full
    /// scan (`export`) reports it.
    @Test func theSheetSeeksInsteadOfScanningTheStore() {
        var lines = "not a reading\n"
        let start = LocalDate(year: 2024, month: 1, day: 1)!.dayNumber * 86_400
        for index in 0..<1000 {
            let takenAt = Timestamp(
                secondsSince1970: start + index * 3600, utcOffsetSeconds: 32_400)
            lines += String(
                decoding: ReadingLine.encode(
                    Reading(
                        id: String(format: "%012x", index), takenAt: takenAt,
                        temperature: Temperature(centiCelsius: 3650), unit: .celsius,
                        recordedAt: takenAt, person: .named("hana"))),
                as: UTF8.self)
        }
        sandbox.directory.write("readings.jsonl", lines + SheetSample.jsonLines)
        #expect(lines.utf8.count > 2 << 16)
        let result = sheet("--who", "hana")
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output.contains("<dd>36.6 °C</dd>"))
        #expect(sandbox.run("export").error.hasPrefix("warning: skipped line 1 of "))
    }
}
