import Foundation
import TestSupport
import Testing

@testable import TempLogCLI

/// The sheet's notes cell (備考) on a day of a flu week: the readings without cells of their
/// own, marked when taken soon after a fever reducer, the doses and the notes, in both
/// languages.
@Suite struct SheetNotesTests {
    let sandbox = Sandbox(now: "2026-11-29T21:00:00+09:00")

    /// hana's Sunday: a morning and an evening reading, three others (one with a note), a fever
    /// reducer and another medicine.
    func fluDay() {
        for (temperature, time) in [
            ("38.2", "7:00"), ("38.4", "13:10"), ("37.2", "15:35"), ("38.0", "20:00"),
        ] {
            sandbox.run("add", temperature, "--who", "hana", "--at", time)
        }
        sandbox.run("add", "38.9", "--who", "hana", "--at", "1:30", "--note", "restless")
        sandbox.run("dose", "カロナール", "200mg", "--who", "hana", "--at", "13:30")
        sandbox.run("dose", "ムコダイン", "1錠", "--who", "hana", "--at", "19:00")
    }

    /// The notes cell of the sheet's row for `date`.
    func notesCell(_ environment: [String: String] = [:], date: String = "2026-11-29")
        -> String
    {
        let html = sandbox.run(["sheet", "--who", "hana"], environment: environment).output
        let row = SheetTests.row(html, date)
        return "<td class=\"note\">"
            + (row.components(separatedBy: "<td class=\"note\">").dropFirst().first ?? "")
            .components(separatedBy: "</td>")[0] + "</td>"
    }

    @Test func noLineOfTheNotesCanStartWithASeparator() {
        fluDay()
        #expect(
            notesCell()
                == "<td class=\"note\"><div class=\"others\">other readings: "
                + "<span><span class=\"fever\">01:30 38.9 °C (fever)</span>,</span> "
                + "<span><span class=\"fever\">13:10 38.4 °C (fever)</span>,</span> "
                + "<span>15:35 37.2 °C (2 h after カロナール)</span></div>"
                + "<div class=\"notes\">fever reducer 13:30 カロナール 200mg\u{A0}/ "
                + "19:00 ムコダイン 1錠\u{A0}/ restless</div></td>")
        #expect(
            notesCell(["TEMPLOG_LANG": "ja"])
                == "<td class=\"note\"><div class=\"others\">他の検温: "
                + "<span><span class=\"fever\">01:30 38.9℃（発熱）</span>、</span>"
                + "<span><span class=\"fever\">13:10 38.4℃（発熱）</span>、</span>"
                + "<span>15:35 37.2℃（解熱剤（カロナール）の 2 時間後）</span></div>"
                + "<div class=\"notes\">解熱剤 13:30 カロナール 200mg\u{2060}／"
                + "19:00 ムコダイン 1錠\u{2060}／restless</div></td>")
        // Each reading's span breaks onto a line whole; the spans inside it do not.
        #expect(sandbox.run("sheet", "--who", "hana").output.contains(".others > span {"))
    }

    @Test func aReadingSoonAfterAFeverReducerIsMarkedAsRecentMarksIt() {
        sandbox.run("add", "38.8", "--who", "hana", "--at", "yesterday 23:40")
        sandbox.run("dose", "カロナール", "200mg", "--who", "hana", "--at", "yesterday 23:50")
        sandbox.run("add", "37.2", "--who", "hana", "--at", "3:35")
        sandbox.run("add", "37.9", "--who", "hana", "--at", "12:00")
        #expect(
            notesCell()
                == "<td class=\"note\"><div class=\"others\">other readings: "
                + "<span>03:35 37.2 °C (3 h after カロナール),</span> "
                + "<span><span class=\"fever\">12:00 37.9 °C (fever)</span></span></div></td>")
        #expect(
            notesCell(["TEMPLOG_LANG": "ja"])
                == "<td class=\"note\"><div class=\"others\">他の検温: "
                + "<span>03:35 37.2℃（解熱剤（カロナール）の 3 時間後）、</span>"
                + "<span><span class=\"fever\">12:00 37.9℃（発熱）</span></span></div></td>")
        #expect(
            sandbox.run("recent", "--who", "hana").output.contains(
                "03:35  37.2 °C         3 h after カロナール"))
    }
}
