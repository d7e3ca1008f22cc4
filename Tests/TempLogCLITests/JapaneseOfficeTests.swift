import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// Issue 21: templog as a Japanese office worker and a parent filling a school's health card
/// use it, in the forms templog prints itself.
@Suite struct JapaneseOfficeTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")
    let japanese = ["LANG": "ja_JP.UTF-8"]

    @Test func datesInTheFormsJapaneseOutputPrintsAreAccepted() {
        let slashed = sandbox.run("add", "36.5", "--at", "2026/11/08 7:30")
        #expect(slashed.status == 0)
        #expect(slashed.output.hasPrefix("Recorded 36.5 °C at 07:30 (Sun 8 Nov) · id "))
        let kanji = sandbox.run("add", "36.7", "--at", "11月8日 21時半", environment: japanese)
        #expect(kanji.status == 0)
        #expect(kanji.output.hasPrefix("36.7℃ を記録しました（2026/11/08(日) 21:30）· id "))
        let report = sandbox.run("report", "--date", "2026/11/08", environment: japanese)
        #expect(report.status == 0)
        #expect(report.output.contains("\n2026-11-08,Sun,,ok,07:30,36.5,"))
        let printed = sandbox.run("report", "--date", "2026/11/08(日)", environment: japanese)
        #expect(printed.output == report.output)
        let wrongWeekday = sandbox.run("report", "--date", "2026/11/08(月)")
        #expect(wrongWeekday.status == 65)
        #expect(
            wrongWeekday.error.hasPrefix("Error: --date: '2026/11/08(月)' is not a day (accepted: "))
    }
}
