import TestSupport
import Testing

@testable import TempLogCLI

/// `templog sheet` laid out as the person's profile asks: a workplace's daily health check for
/// an adult at work (and the owner without a school), a school's or nursery's card for a child,
/// each with its own words and rule (issue 35, items 1 to 3).
@Suite struct SheetFormTests {
    let sandbox = Sandbox(now: SheetSample.now)
    let japanese = ["LANG": "ja_JP.UTF-8"]

    init() {
        sandbox.directory.write("readings.jsonl", SheetSample.jsonLines)
    }

    func sheet(_ arguments: String..., environment: [String: String] = [:]) -> String {
        let result = sandbox.run(["sheet"] + arguments, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        return result.output
    }

    func set(_ arguments: String...) {
        let result = sandbox.run(["people", "set"] + arguments)
        #expect(result.status == 0, "\(result.error)")
    }

    /// The table's heading rows.
    static func heading(_ html: String) -> String {
        html.components(separatedBy: "<thead>\n")[1].components(separatedBy: "\n</thead>")[0]
    }

    /// The header's facts, label and value, in order.
    static func facts(_ html: String) -> [String] {
        html.components(separatedBy: "<div><dt>").dropFirst().map {
            $0.components(separatedBy: "</dd></div>")[0]
                .replacingOccurrences(of: "</dt><dd>", with: ": ")
        }
    }

    // MARK: - Item 1: the owner's sheet is a workplace's

    @Test func theOwnersSheetIsAWorkplacesDailyHealthCheck() {
        set("me", "--display-name", "山田 由美", "--department", "営業部", "--staff-number", "10234")
        let html = sheet("--lang", "ja")
        #expect(html.contains("<title>体調チェック表（山田 由美、11月16日〜29日）</title>"))
        #expect(html.contains("<h1>体調チェック表</h1>"))
        #expect(
            Self.facts(html) == [
                "所属: 営業部", "社員番号: 10234", "氏名: 山田 由美",
                "期間: 2026/11/16(月)〜2026/11/29(日)", "平熱: ＿＿＿℃", "発熱の目安: 37.5℃",
            ])
        #expect(html.contains("<p class=\"rule\">37.5℃以上のときは出勤を控え、上長に連絡してください。</p>"))
        #expect(
            Self.heading(html)
                == "<tr><th scope=\"col\" rowspan=\"2\">日付</th><th scope=\"colgroup\" "
                + "colspan=\"2\">朝の体温</th><th scope=\"col\" rowspan=\"2\">症状</th>"
                + "<th scope=\"col\" rowspan=\"2\">出社／<wbr>在宅</th><th scope=\"col\" "
                + "rowspan=\"2\">備考（受診・服薬など）</th><th scope=\"col\" rowspan=\"2\">上長確認</th>"
                + "</tr>\n<tr><th scope=\"col\">時刻</th><th scope=\"col\">体温（℃）</th></tr>")
        #expect(
            html.contains(
                "<p><span class=\"label\">提出日</span><span class=\"blank date\">　　　　年　　　月"
                    + "　　　日</span></p><p><span class=\"label\">氏名</span>"))
        for word in ["保護者", "登校", "学校", "学年"] { #expect(!html.contains(word), "\(word)") }
        // The owner's morning fever of 24 Nov, and nothing in the evening cells it does not have.
        #expect(
            html.contains(
                "<tr class=\"day\" data-date=\"2026-11-24\"><th scope=\"row\">11/24(火)</th>"
                    + "<td class=\"time\">08:00</td><td class=\"temp fever\">41.0 <span "
                    + "class=\"mark\">● 発熱</span></td><td class=\"symptoms\"></td>"
                    + "<td class=\"office\"></td><td class=\"note\"></td><td class=\"checked\"></td>"
                    + "</tr>"))
        let english = sheet("--lang", "en")
        #expect(english.contains("<title>Daily health check – 山田 由美 – 16–29 Nov</title>"))
        #expect(
            Self.facts(english).prefix(3) == [
                "Department: 営業部", "Staff number: 10234", "Name: 山田 由美",
            ])
        #expect(
            english.contains(
                "<p class=\"rule\">At 37.5 °C or above, please stay home from work and let your "
                    + "manager know.</p>"))
        for label in ["Morning temperature", "Office or home", "Manager&#39;s check", "Name"] {
            #expect(english.contains(">\(label)</"), "\(label)")
        }
    }

    @Test func anOwnerWithoutAProfileGetsABlankWorkplaceSheet() {
        let html = sheet("--lang", "ja")
        #expect(html.contains("<h1>体調チェック表</h1>"))
        #expect(Self.facts(html).prefix(3) == ["所属: ", "社員番号: ", "氏名: 本人"])
    }

    @Test func anotherAdultAtWorkGetsTheWorkplaceSheetAndTheEveningGoesInTheNotes() {
        set("hana", "--department", "Accounts")
        let html = sheet("--who", "hana")
        #expect(html.contains("<h1>Daily health check</h1>"))
        #expect(!html.contains("Parent"))
        // 24 Nov: the morning fever in its cells, the evening one among the other readings.
        #expect(
            html.contains(
                "<td class=\"note\"><div class=\"others\">other readings: <span>"
                    + "<span class=\"fever\">20:30 38.6 °C (fever)</span></span></div><div class=\"notes\">saw Dr. Sato</div>"
                    + "</td>"))
        // 25 Nov: at noon and in the evening, in time order.
        #expect(
            html.contains(
                "other readings: <span><span class=\"fever\">13:10 38.9 °C (fever)</span>,</span> "
                    + "<span><span class=\"fever\">20:45 38.1 °C (fever)</span></span></div>"))
    }

    // MARK: - Items 2 and 3: a child's card, its rule and its columns

    @Test func aChildsCardSaysSchoolNotWorkAndHasAnAttendanceColumn() {
        set("hana", "--school", "桜小学校", "--class", "3年2組")
        let html = sheet("--who", "hana", "--lang", "ja")
        #expect(Self.facts(html).prefix(2) == ["学校名: 桜小学校", "学年・組・番: 3年2組"])
        #expect(
            html.contains("<p class=\"rule\">37.5℃以上のときは登校を控え、学校へ連絡してください。</p>"))
        #expect(!html.contains("出勤"))
        #expect(!html.contains("会社"))
        #expect(html.contains("<th scope=\"col\" class=\"attendance\">登校</th>"))
        #expect(
            html.contains(
                "<th scope=\"col\" class=\"choices\"><span>○／</span><span>欠席／</span><span>出席停止</span></th>"
            ))
        #expect(html.contains("<th scope=\"col\" rowspan=\"2\">備考（受診・服薬など）</th>"))
        // A blank to fill in on every day, one without readings too.
        #expect(SheetTests.count("<td class=\"attendance\"></td>", in: html) == 14)
        let english = sheet("--who", "hana")
        #expect(
            english.contains(
                "<p class=\"rule\">At 37.5 °C or above, please keep your child home and let the "
                    + "school know.</p>"))
        #expect(english.contains("<th scope=\"col\" class=\"attendance\">At school</th>"))
        #expect(
            english.contains(
                "<th scope=\"col\" class=\"choices\"><span>✓ / absent / excluded</span></th>"))
        #expect(english.contains(">Notes (doctor, medicine)</th>"))
    }

    @Test func aNurserysCardSaysNursery() {
        set("hana", "--school", "ひまわり保育園", "--school-kind", "nursery", "--class", "きりん組")
        let html = sheet("--who", "hana", "--lang", "ja")
        #expect(Self.facts(html).prefix(2) == ["園名: ひまわり保育園", "クラス: きりん組"])
        #expect(
            html.contains("<p class=\"rule\">37.5℃以上のときは登園を控え、園へ連絡してください。</p>"))
        #expect(html.contains("<th scope=\"col\" class=\"attendance\">登園</th>"))
        let english = sheet("--who", "hana")
        #expect(Self.facts(english).prefix(2) == ["Nursery: ひまわり保育園", "Class: きりん組"])
        #expect(english.contains("let the nursery know.</p>"))
        #expect(english.contains(">At nursery</th>"))
    }

    @Test func aPersonsSheetRuleWinsOverTheSettingAndUnsetGivesItBack() {
        #expect(sandbox.run(["config", "set", "sheet-rule", "Call the office."]).status == 0)
        set("hana", "--sheet-rule", "37.0℃以上のときは登校を控えてください（大塚台小）。")
        let hana = sheet("--who", "hana", "--lang", "ja")
        #expect(hana.contains("<p class=\"rule\">37.0℃以上のときは登校を控えてください（大塚台小）。</p>"))
        #expect(sheet("--lang", "ja").contains("<p class=\"rule\">Call the office.</p>"))
        set("hana", "--sheet-rule", "NONE")
        #expect(
            sandbox.directory.read("readings.jsonl.people")?.contains(#""sheetRule":"none""#)
                == true)
        #expect(!sheet("--who", "hana").contains("class=\"rule\""))
        #expect(sandbox.run(["people", "unset", "hana", "sheet-rule"]).status == 0)
        #expect(sheet("--who", "hana").contains("<p class=\"rule\">Call the office.</p>"))
        #expect(sandbox.run(["config", "unset", "sheet-rule"]).status == 0)
        #expect(sheet("--who", "hana").contains("let the school know.</p>"))
    }

    @Test func theDefaultRuleSaysTheSheetsOwnThreshold() {
        let html = sheet("--who", "hana", "--lang", "ja", "--fever", "37.0")
        #expect(html.contains("<p class=\"rule\">37.0℃以上のときは登校を控え、学校へ連絡してください。</p>"))
        // --unit shows the readings in °F; the 37.5 °C threshold they are judged by is said
        // as it was set. The °F unit setting's threshold is 100.4 °F.
        let fahrenheit = sheet("--unit", "f")
        #expect(fahrenheit.contains("At 37.5 °C or above, please stay home from work"))
        // The facts and the chart's line say it so too.
        #expect(fahrenheit.contains("<dt>Fever threshold</dt><dd>37.5 °C</dd>"))
        #expect(fahrenheit.contains(">fever 37.5 °C</text>"))
        #expect(
            sheet(environment: ["TEMPLOG_UNIT": "f"]).contains(
                "At 100.4 °F or above, please stay home from work"))
    }
}
