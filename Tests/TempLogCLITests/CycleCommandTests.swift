import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// `cycle`, `chart --basal` and `stats --basal` on a synthetic 28-day cycle (2026-11-01 to
/// 11-28: fourteen low days around 36.3, the highest 36.40 on day 9, then about 36.7 from day
/// 15), with the next cycle marked as starting today, Sunday 29 November.
@Suite struct CycleCommandTests {
    let sandbox = Sandbox()
    let unicode = ["LANG": "C.UTF-8"]

    static let values = [
        "36.25", "36.32", "36.28", "36.35", "36.30", "36.27", "36.33", "36.29", "36.40", "36.31",
        "36.26", "36.34", "36.30", "36.28", "36.68", "36.72", "36.70", "36.75", "36.66", "36.71",
        "36.69", "36.74", "36.70", "36.67", "36.73", "36.68", "36.62", "36.55",
    ]

    static let store = values.enumerated().map { index, value in
        let day = "2026-11-\(index < 9 ? "0" : "")\(index + 1)"
        return
            #"{"id":"c\#(String(format: "%011d", index + 1))","takenAt":"\#(day)T06:30:00+09:00","celsius":\#(value),"unit":"C","recordedAt":"\#(day)T06:30:00+09:00","kind":"basal"}"#
            + "\n"
    }.joined()

    /// The synthetic cycle in the store, its first day marked, and the next one when `next`.
    func seed(next: Bool = true) {
        sandbox.directory.write("readings.jsonl", Self.store)
        #expect(sandbox.run("cycle", "start", "--at", "2026-11-01").status == 0)
        if next { #expect(sandbox.run("cycle", "start").status == 0) }
    }

    @Test func chartBasalDrawsTheCycleWithTheCoverlineAndTheShiftDay() {
        seed()
        let result = sandbox.run(["chart", "--basal", "--cycle", "1"], environment: unicode)
        #expect(result.status == 0)
        expectSnapshot(result.output, named: "chart-basal-cycle-1")
        #expect(result.error == "")
    }

    @Test func theCurrentCycleIsTheDefaultAndDrawnSoFar() {
        seed(next: false)
        let result = sandbox.run(["chart", "--basal"], environment: unicode)
        expectSnapshot(result.output, named: "chart-basal-current-cycle")
    }

    @Test func inASCIIThereIsNothingButASCII() {
        seed()
        let result = sandbox.run("chart", "--basal", "--cycle", "1", "--ascii")
        expectSnapshot(result.output, named: "chart-basal-cycle-1-ascii")
        #expect(result.output.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func aFlatCycleShowsNoShiftAndNoCoverline() {
        sandbox.directory.write(
            "readings.jsonl",
            Self.store.replacingOccurrences(
                of: #""celsius":36\.[0-9]+"#, with: #""celsius":36.40"#, options: .regularExpression
            ))
        sandbox.run("cycle", "start", "--at", "2026-11-01")
        sandbox.run("cycle", "start")
        expectSnapshot(
            sandbox.run(["chart", "--basal", "--cycle", "1"], environment: unicode).output,
            named: "chart-basal-flat-cycle")
        #expect(
            sandbox.run("stats", "--basal").output.contains(
                "1      2026-11-01  28        -          -           none   -\n"))
    }

    @Test func statsBasalGivesEachCyclesLengthPhasesAndShift() {
        seed()
        let result = sandbox.run("stats", "--basal")
        #expect(result.status == 0)
        expectSnapshot(result.output, named: "stats-basal")
        #expect(
            sandbox.run("stats", "--basal", "--json", "--until", "2026-11-28").output
                == #"{"who":null,"cycle":1,"start":"2026-11-01","end":"2026-11-28","current":false,"days":28,"recordedDays":28,"shiftDay":15,"baselineCelsius":36.40,"coverlineCelsius":36.45,"lowPhaseMeanCelsius":36.31,"highPhaseMeanCelsius":36.69,"leftOutDays":0,"leftOut":{},"siteChange":null}"#
                + "\n")
        let both = sandbox.run("stats", "--basal", "--kind", "basal")
        #expect(both.status == 64)
    }

    @Test func cycleListNumbersCyclesAsChartTakesThem() {
        seed()
        #expect(
            sandbox.run("cycle", "list").output == """
                CYCLE  FIRST DAY       LAST DAY        DAYS
                0      2026-11-29 Sun  current         1 so far
                1      2026-11-01 Sun  2026-11-28 Sat  28

                """)
        sandbox.run("cycle", "start", "--at", "2026-11-20", "--who", "hana")
        #expect(
            sandbox.run(["cycle", "list"], environment: ["TEMPLOG_WHO": "hana"]).output == """
                hana
                CYCLE  FIRST DAY       LAST DAY  DAYS
                0      2026-11-20 Fri  current   10 so far

                """)
        #expect(
            sandbox.run("cycle", "list", "--who", "taro").output
                == "No cycle for taro is marked yet. Mark day 1 with: templog cycle start --at YYYY-MM-DD\n"
        )
    }

    @Test func cycleMarksAreKeptBesideTheStoreAndUndoneLikeAnyChange() {
        sandbox.directory.write("readings.jsonl", Self.store)
        let start = sandbox.run("cycle", "start", "--at", "2026-11-01")
        #expect(start.output == "Marked Sun 1 Nov as day 1 of a cycle.\n")
        #expect(
            sandbox.run("cycle", "start", "2026-11-01").output
                == "Sun 1 Nov is already day 1 of a cycle.\n")
        #expect(
            sandbox.run("cycle", "start", "--who", "hana").output
                == "Marked Sun 29 Nov as day 1 of a cycle for hana.\n")
        #expect(
            sandbox.directory.read("readings.jsonl.cycles") == """
                {"cycleStart":"2026-11-01"}
                {"cycleStart":"2026-11-29","who":"hana"}

                """)
        #expect(sandbox.store == Self.store)
        #expect(
            sandbox.run("cycle", "remove", "2026-11-01").output
                == "Removed the mark of Sun 1 Nov as day 1 of a cycle.\n")
        expectSnapshot(sandbox.run("undo", "--list").output, named: "undo-list-cycle-marks")
        #expect(sandbox.run("undo").output == "Marked Sun 1 Nov as day 1 of a cycle.\n")
        #expect(
            sandbox.run("undo").output
                == "Removed the mark of Sun 29 Nov as day 1 of a cycle for hana.\n")
        #expect(
            sandbox.directory.read("readings.jsonl.cycles") == #"{"cycleStart":"2026-11-01"}"#
                + "\n")
        #expect(sandbox.store == Self.store)
    }

    @Test(arguments: [
        (
            ["cycle", "stop"], Int32(64),
            "Error: The value 'stop' is invalid for '<action>' (accepted: start, list, remove)\n"
        ),
        (["cycle", "remove"], 64, "Error: Missing expected argument '<day>'\n"),
        (["cycle", "list", "--at", "today"], 64, "Error: '--at' is not used by 'list'\n"),
        (["cycle", "list", "today"], 64, "Error: Unexpected argument 'today'\n"),
        (["cycle", "start", "today", "--at", "today"], 64, "Error: Unexpected argument 'today'\n"),
        (
            ["cycle", "start", "--at", "2026-12-01"], 65,
            "Error: '2026-12-01' is in the future (today is 2026-11-29)\n"
        ),
        (
            ["cycle", "start", "--at", "1 Nov"], 65,
            "Error: --at: '1 Nov' is not a day (accepted: YYYY-MM-DD, YYYY/MM/DD, MM/DD, M月D日, YYYY年M月D日"
        ),
        (
            ["cycle", "remove", "2026-11-02"], 65,
            "Error: no cycle is marked as starting on 2026-11-02\n"
        ),
        (
            ["cycle", "remove", "2026-11-01", "--who", "hana"], 65,
            "Error: no cycle for hana is marked as starting on 2026-11-01\n"
        ),
        (["chart", "--cycle", "1"], 64, "Error: '--cycle' goes with '--basal'\n"),
        (
            ["chart", "--basal", "--days", "3"], 64,
            "Error: '--basal' and '--days' cannot be used together\n"
        ),
        (
            ["chart", "--basal", "--cycle", "2"], 65,
            "Error: there is no cycle 2 back: 2 cycles are marked (--cycle 0 is the current one)\n"
        ),
        (
            ["chart", "--basal", "--cycle=-1"], 64,
            "Error: The value '-1' is invalid for '--cycle <n>' (accepted: a whole number from 0 to 36500)\n"
        ),
    ])
    func badCycleInputIsRefusedAndChangesNothing(
        arguments: [String], status: Int32, error: String
    ) {
        seed()
        let cycles = sandbox.directory.read("readings.jsonl.cycles")
        let result = sandbox.run(arguments)
        #expect(result.status == status)
        #expect(result.error.hasPrefix(error))
        #expect(sandbox.directory.read("readings.jsonl.cycles") == cycles)
        #expect(sandbox.store == Self.store)
    }

    @Test func withoutAMarkChartAndStatsSaySoAndHowToMarkOne() {
        sandbox.directory.write("readings.jsonl", Self.store)
        let hint = "No cycle is marked yet. Mark day 1 with: templog cycle start --at YYYY-MM-DD\n"
        #expect(sandbox.run("chart", "--basal").output == hint)
        #expect(sandbox.run("stats", "--basal").output == hint)
        #expect(sandbox.run("cycle", "list").output == hint)
    }

    @Test func aDamagedLineOfTheCyclesFileIsAWarningNotAnError() {
        seed(next: false)
        sandbox.directory.write(
            "readings.jsonl.cycles", "{\"cycleStart\":\"2026-11-01\"}\n{\"cycleStart\":\"soon\"}\n")
        let result = sandbox.run("cycle", "list")
        #expect(result.status == 0)
        #expect(
            result.error
                == "warning: skipped line 2 of '\(sandbox.storePath).cycles': not a cycle start ({\"cycleStart\":\"soon\"})\n"
        )
        #expect(result.output.contains("0      2026-11-01 Sun  current   29 so far\n"))
    }

    @Test func cyclesAndTheChartSpeakJapanese() {
        seed()
        let japanese = ["TEMPLOG_LANG": "ja", "LANG": "C.UTF-8"]
        #expect(
            sandbox.run(
                ["cycle", "start", "--at", "2026-11-01", "--who", "hana"], environment: japanese
            )
            .output == "hanaさんの生理開始日（周期の 1 日目）として 2026/11/01(日) を記録しました。\n")
        let chart = sandbox.run(["chart", "--basal", "--cycle", "1"], environment: japanese).output
        #expect(chart.hasPrefix("本人: 基礎体温（2026/11/01(日) からの周期、28 日間）\n"))
        #expect(
            chart.hasSuffix(
                "▲ 15 日目に高温期へ移行（3 over 6 ルールで判定）、─ カバーライン 36.45℃\n"
                    + "記録から自動判定したもので、医学的な診断や避妊の指導ではありません。\n"))
        expectSnapshot(
            sandbox.run(["stats", "--basal", "--who", "me"], environment: japanese).output,
            named: "stats-basal-japanese")
        #expect(
            sandbox.run(["add", "36.47", "--basal"], environment: japanese).output.hasPrefix(
                "基礎体温 36.47℃ を記録しました"))
    }
}
