import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// Basal readings in context: `add --basal --disturbed`, the fevers and unusual times that
/// disturb a day by themselves, and what the three-over-six rule, `chart --basal` and
/// `stats --basal` make of them. The cycle: day 1 is Sunday 1 November, fourteen low days
/// around 36.3 (the highest 36.40), then 36.70, 36.72 on days 15 and 16, each taken at 06:30;
/// today is day 17, Tuesday 17 November.
@Suite struct DisturbedBasalTests {
    let sandbox = Sandbox(now: "2026-11-17T09:00:00+09:00")
    let unicode = ["LANG": "C.UTF-8", "COLUMNS": "80"]

    static let values = [
        "36.25", "36.32", "36.28", "36.35", "36.30", "36.27", "36.33", "36.29", "36.40", "36.31",
        "36.26", "36.34", "36.30", "36.28", "36.70", "36.72",
    ]

    static func line(day: Int, _ value: String, time: String = "06:30", extra: String = "")
        -> String
    {
        let date = "2026-11-\(day < 10 ? "0" : "")\(day)"
        return
            #"{"id":"b\#(String(format: "%011d", day))","takenAt":"\#(date)T\#(time):00+09:00","celsius":\#(value),"unit":"C","recordedAt":"\#(date)T\#(time):00+09:00","kind":"basal"\#(extra)}"#
            + "\n"
    }

    func seed() {
        sandbox.directory.write(
            "readings.jsonl",
            Self.values.enumerated().map { Self.line(day: $0.offset + 1, $0.element) }.joined())
        #expect(sandbox.run("cycle", "start", "--at", "2026-11-01").status == 0)
    }

    @Test func aHighDayMarkedDisturbedDoesNotCompleteTheShiftAndUnmarkedItDoes() {
        seed()
        let undisturbed = sandbox.run(["add", "36.75", "--basal", "--at", "6:30"])
        #expect(
            undisturbed.output
                == "Recorded basal 36.75 °C at 06:30 (Tue 17 Nov) · id \(sandbox.readings.last!.shortID)\n"
        )
        let before = sandbox.run(["chart", "--basal"], environment: unicode)
        expectSnapshot(before.output, named: "chart-basal-shift")
        #expect(before.output.contains("▲ shift observed on day 15"))
        #expect(sandbox.run("undo").status == 0)

        let disturbed = sandbox.run(
            ["add", "36.75", "--basal", "--at", "6:30", "--disturbed", "alcohol"])
        #expect(disturbed.status == 0)
        #expect(
            disturbed.output.hasSuffix(
                "Left out of this cycle's three-over-six rule: alcohol.\n"))
        #expect(sandbox.store?.contains(#""kind":"basal","disturbed":"alcohol"}"#) == true)
        let after = sandbox.run(["chart", "--basal"], environment: unicode)
        expectSnapshot(after.output, named: "chart-basal-disturbed")
        #expect(after.output.contains("no shift observed"))
        #expect(after.output.contains("○ left out of the rule: day 17 (alcohol)"))
        #expect(
            sandbox.run("stats", "--basal").output.contains(
                "0      2026-11-01  17 so far  -          -           none   -          1 (alcohol 1)"
            ))
    }

    @Test func aFeverOrAnUnusualTimeDisturbsADayByItself() {
        seed()
        sandbox.run("add", "38.2", "--at", "2026-11-16 21:00")
        let late = sandbox.run("add", "36.75", "--basal", "--at", "8:45")
        #expect(
            late.output.hasSuffix(
                "Left out of this cycle's three-over-six rule: taken at 08:45, usually 06:30.\n"))
        let stats = sandbox.run("stats", "--basal", "--json")
        #expect(stats.output.contains(#""leftOutDays":2,"leftOut":{"fever":1,"time":1}"#))
        #expect(stats.output.contains(#""shiftDay":null"#))
        let chart = sandbox.run(["chart", "--basal"], environment: unicode)
        #expect(
            chart.output.contains(
                "○ left out of the rule: day 16 (fever 38.2 °C), day 17 (taken at 08:45, usually 06:30)"
            ))
    }

    @Test func aFeverIsJudgedByThePersonsOwnThresholdAsEveryOutputJudgesIt() {
        seed()
        sandbox.run("add", "37.2", "--at", "2026-11-16 21:00")
        let everyone = sandbox.run("stats", "--basal", "--json")
        #expect(everyone.output.contains(#""leftOutDays":0"#))
        #expect(sandbox.run("people", "set", "me", "--fever", "37.0").status == 0)
        let own = sandbox.run("stats", "--basal", "--json")
        #expect(own.output.contains(#""leftOutDays":1,"leftOut":{"fever":1}"#))
        #expect(sandbox.run("export").output.contains(",37.2,99.0,true,"))
        let overridden = sandbox.run("stats", "--basal", "--json", "--fever", "37.5")
        #expect(overridden.output.contains(#""leftOutDays":0"#))
    }

    @Test func aChangeOfSiteIsAWarningOnTheCyclesLine() {
        sandbox.directory.write(
            "readings.jsonl",
            Self.values.enumerated().map {
                Self.line(
                    day: $0.offset + 1, $0.element,
                    extra: #","site":"\#($0.offset < 11 ? "mouth" : "armpit")""#)
            }.joined())
        sandbox.run("cycle", "start", "--at", "2026-11-01")
        let stats = sandbox.run("stats", "--basal")
        #expect(stats.output.contains("WARNING"))
        #expect(stats.output.contains("site changed on day 12: mouth → armpit"))
        let chart = sandbox.run(["chart", "--basal"], environment: unicode)
        #expect(
            chart.output.contains(
                "warning: the site changed on day 12 (mouth → armpit); readings at different sites differ by 0.3–0.5 °C"
            ))
        let japanese = sandbox.run(["stats", "--basal"], environment: ["TEMPLOG_LANG": "ja"])
        #expect(japanese.output.contains("12 日目に部位が変更（口 → わき）"))
    }

    @Test(arguments: [
        ("short-sleep", "short-sleep"), ("寝不足", "short-sleep"), ("飲酒", "alcohol"),
        ("ILL", "ill"), ("風邪", "ill"), ("寝坊", "late"), ("旅行", "travel"), ("その他", "other"),
    ])
    func everyReasonIsReadByItsNameItsJapaneseNameOrASynonym(typed: String, stored: String) {
        let result = sandbox.run("add", "36.45", "--basal", "--disturbed", typed)
        #expect(result.status == 0, "\(result.error)")
        #expect(sandbox.readings.first?.disturbance?.rawValue == stored)
    }

    @Test func aReasonNotOnTheListOrOnABodyReadingIsRefusedAndNothingIsStored() {
        let typo = sandbox.run("add", "36.45", "--basal", "--disturbed", "alcohl")
        #expect(typo.status == 65)
        #expect(
            typo.error
                == "Error: --disturbed: 'alcohl' is not a reason a basal reading is disturbed. Did you mean alcohol?\n"
        )
        let unknown = sandbox.run(
            ["add", "36.45", "--basal", "--disturbed", "二日酔い"], environment: ["TEMPLOG_LANG": "ja"])
        #expect(unknown.status == 65)
        #expect(
            unknown.error.contains(
                "「二日酔い」は基礎体温を除外する理由に使えません。寝不足・飲酒・体調不良・寝坊・旅行・その他 のどれかを入力してください。"
            ))
        let body = sandbox.run("add", "36.45", "--disturbed", "alcohol")
        #expect(body.status == 64)
        #expect(body.error.hasPrefix("Error: '--disturbed' goes with '--basal'\n"))
        #expect(sandbox.store == nil)
    }

    @Test func theReasonIsExportedInItsColumnAndImportedBack() throws {
        sandbox.run("add", "36.45", "--basal", "--at", "6:30", "--disturbed", "travel")
        let csv = sandbox.run("export").output
        #expect(csv.hasPrefix(DelimitedFormat.columns.joined(separator: ",") + "\n"))
        #expect(DelimitedFormat.columns.last == "disturbed")
        #expect(csv.hasSuffix(",basal,\(Sandbox.identity),37.5,,travel\n"))
        sandbox.directory.write("week.csv", csv)
        let other = Sandbox(now: "2026-11-17T09:00:00+09:00")
        other.directory.write("week.csv", csv)
        #expect(other.run("import", other.directory.file("week.csv")).status == 0)
        #expect(other.readings.first?.disturbance == .travel)
        #expect(other.readings.first?.kind == .basal)
        let jsonl = sandbox.run("export", "--jsonl").output
        #expect(jsonl.contains(#""disturbed":"travel""#))
    }
}
