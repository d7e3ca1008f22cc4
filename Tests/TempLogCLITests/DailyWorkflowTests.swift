import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// `today`, `report`, `stats`, `chart` and `people`, in-process, on a pinned Sunday morning in Tokyo.
@Suite struct DailyWorkflowTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    /// Two people: several readings a day, a day with none (the 28th), a fever late in the day
    /// for you (the 27th), and a fever across midnight for hana (the 26th into the 27th).
    static let lines = [
        #"{"id":"a00000000001","takenAt":"2026-11-25T07:00:00+09:00","celsius":36.4,"unit":"C","recordedAt":"2026-11-25T07:00:00+09:00"}"#,
        #"{"id":"b00000000001","takenAt":"2026-11-26T23:30:00+09:00","celsius":37.8,"unit":"C","recordedAt":"2026-11-26T23:30:00+09:00","who":"hana"}"#,
        #"{"id":"b00000000002","takenAt":"2026-11-27T00:40:00+09:00","celsius":38.3,"unit":"C","recordedAt":"2026-11-27T00:40:00+09:00","who":"hana"}"#,
        #"{"id":"a00000000002","takenAt":"2026-11-27T07:10:00+09:00","celsius":36.6,"unit":"C","recordedAt":"2026-11-27T07:10:00+09:00"}"#,
        #"{"id":"b00000000003","takenAt":"2026-11-27T07:30:00+09:00","celsius":37.6,"unit":"C","recordedAt":"2026-11-27T07:30:00+09:00","site":"armpit","who":"hana","note":"still warm"}"#,
        #"{"id":"a00000000003","takenAt":"2026-11-27T21:00:00+09:00","celsius":37.9,"unit":"C","recordedAt":"2026-11-27T21:00:00+09:00"}"#,
        #"{"id":"a00000000004","takenAt":"2026-11-29T07:05:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:05:00+09:00"}"#,
        #"{"id":"b00000000004","takenAt":"2026-11-29T07:40:00+09:00","celsius":36.9,"unit":"C","recordedAt":"2026-11-29T07:40:00+09:00","who":"hana"}"#,
    ]

    init() {
        sandbox.directory.write("readings.jsonl", Self.lines.map { $0 + "\n" }.joined())
    }

    // MARK: - today

    @Test func todayShowsTodaysReadingsOldestFirst() {
        let result = sandbox.run("today")
        #expect(result.status == 0)
        #expect(
            result.output == """
                DATE            TIME   TEMP     ID
                2026-11-29 Sun  07:05  36.5 °C  a00000

                """)
    }

    @Test func todayAnswersNoWithExitOne() {
        sandbox.run("add", "36.5", "--who", "taro", "--at", "2026-10-01 07:00")
        let none = sandbox.run("today", "--who", "taro")
        #expect(none.status == 1)
        #expect(none.output == "No reading yet today for taro.\n")
        let quiet = sandbox.run("today", "--who", "taro", "--quiet")
        #expect(quiet.status == 1)
        #expect(quiet.output == "" && quiet.error == "")
        let yes = sandbox.run("today", "-q", "--who", "HANA")
        #expect(yes.status == 0)
        #expect(yes.output == "")
        let tomorrow = sandbox.run(
            ["today"], environment: ["TEMPLOG_NOW": "2026-11-30T06:00:00+09:00"])
        #expect(tomorrow.status == 1)
        #expect(tomorrow.output == "No reading yet today.\n")
    }

    @Test func todayOnAnEmptyStoreIsNo() {
        let empty = Sandbox()
        #expect(empty.run("today").status == 1)
    }

    // MARK: - report

    @Test func reportPrintsARowPerPersonPerDayWithMissingDays() {
        let result = sandbox.run("report", "--days", "5", "--text")
        #expect(result.status == 0)
        expectSnapshot(result.output, named: "report-five-days-text")
    }

    @Test func reportDefaultsToTodayAsTextOnATerminalAndCSVOtherwise() {
        #expect(
            sandbox.run(["report", "--who", "hana"], terminal: true).output
                == "hana\n2026-11-29 (Sun) morning 07:40 36.9 °C\n")
        expectSnapshot(sandbox.run("report", "--who", "hana").output, named: "report-hana-csv")
    }

    @Test func reportSpeaksJapanese() {
        expectSnapshot(
            sandbox.run("report", "--days", "5", "--who", "hana", "--text", "--lang", "ja").output,
            named: "report-hana-japanese")
        #expect(
            sandbox.run(
                "report", "--date", "2026-11-27", "--text", "--lang", "ja", "--who", "hana",
                "--pick", "last"
            ).output
                == "hana\n2026/11/27(金) 朝 7:30 37.6℃（発熱）。この日の最高 38.3℃（0:40）\n")
    }

    @Test func reportPicksTheFirstTheHighestOrTheLast() {
        let csv = sandbox.run(
            "report", "--since", "2026-11-27", "--until", "2026-11-28", "--pick", "max"
        ).output
        expectSnapshot(csv, named: "report-pick-max-csv")
        expectSnapshot(
            sandbox.run(
                "report", "--date", "2026-11-27", "--who", "hana", "--pick", "last", "--jsonl"
            ).output, named: "report-pick-last-jsonl")
    }

    @Test(arguments: [
        (
            ["report", "--pick", "median"],
            "Error: The value 'median' is invalid for '--pick <reading>' (accepted: first, max, last)"
        ),
        (
            ["report", "--lang", "fr"],
            "Error: The value 'fr' is invalid for '--lang <language>' (accepted: en, ja)"
        ),
        (["report", "--text", "--csv"], "Error: '--text' and '--csv' cannot be used together"),
        (
            ["report", "--date", "today", "--days", "3"],
            "Error: '--date' and '--days' cannot be used together"
        ),
        (
            ["report", "--days", "2", "--since", "today"],
            "Error: '--days' and '--since' cannot be used together"
        ),
        (
            ["export", "--days", "0"],
            "Error: The value '0' is invalid for '--days <n>' (accepted: a whole number from 1 to 36500)"
        ),
        (
            ["chart", "--days", "x"],
            "Error: The value 'x' is invalid for '--days <n>' (accepted: a whole number from 1 to 36500)"
        ),
    ])
    func badRangeAndFormatOptionsAreUsageErrors(arguments: [String], message: String) {
        let result = sandbox.run(arguments)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix(message + "\nUsage: templog \(arguments[0])"))
    }

    // MARK: - stats

    @Test func statsCountsFeverEpisodesAcrossMidnight() {
        expectSnapshot(
            sandbox.run("stats", "--who", "hana", "--json").output, named: "stats-hana-json")
    }

    @Test func statsSumsUpEachPersonForPeople() {
        expectSnapshot(sandbox.run("stats", "--days", "5").output, named: "stats-five-days")
        #expect(
            sandbox.run("stats", "--who", "hana", "--fever", "38", "--json").output.contains(
                #""feverReadings":1,"#))
    }

    @Test func statsWithNoReadingsSaysSo() {
        sandbox.run("add", "36.5", "--who", "taro", "--at", "2026-10-01 07:00")
        let result = sandbox.run("stats", "--who", "taro", "--days", "2")
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                "taro: 2026-11-28 to 2026-11-29 (2 days)\n  readings           0 on 0 days; 2 missing\n"
            ))
    }

    // MARK: - chart

    @Test func chartFitsFortyColumnsInASCII() {
        let result = sandbox.run(
            ["chart", "--days", "14", "--who", "hana", "--ascii"], environment: ["COLUMNS": "40"])
        #expect(result.status == 0)
        expectSnapshot(result.output, named: "chart-forty-columns-ascii")
    }

    @Test func chartFillsAHundredAndTwentyColumnsInUnicode() {
        let result = sandbox.run(
            ["chart", "--days", "14", "--who", "hana"],
            environment: ["COLUMNS": "120", "LANG": "C.UTF-8"]
        )
        expectSnapshot(result.output, named: "chart-hundred-twenty-columns-unicode")
    }

    @Test func chartFallsBackToASCIIOutsideAUTF8Locale() {
        let chart = sandbox.run(["chart", "--who", "hana"], environment: ["LANG": "C"]).output
        #expect(chart.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(chart.hasPrefix("hana: daily highest; fever line 37.5 C\n"))
        // --ascii draws with ASCII; the labels and the name stay in the person's language.
        let japanese = sandbox.run(
            ["chart", "--who", "hana", "--ascii"], environment: ["LANG": "ja_JP.UTF-8"]
        ).output.split(separator: "\n")
        #expect(japanese.first == "hana: 日ごとの最高体温（発熱の目安 37.5℃）")
        #expect(japanese.dropFirst().allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        sandbox.run("add", "36.5", "--who", "taro", "--at", "2026-10-01 07:00")
        #expect(
            sandbox.run(["chart", "--who", "taro"]).output
                == "No readings of taro in these days; there are readings of me, hana (choose with --who).\n"
        )
    }

    @Test func chartKeepsTheLastDaysThatFitANarrowTerminal() {
        let chart = sandbox.run(
            ["chart", "--who", "hana", "--ascii"], environment: ["COLUMNS": "20"]
        ).output
        #expect(chart.hasSuffix("      +-------------\n       11-17   11-29\n"))
    }

    @Test func chartColoursFeversOnlyOnATerminal() {
        let environment = ["COLUMNS": "40", "LANG": "C.UTF-8"]
        #expect(
            sandbox.run(["chart", "--who", "hana"], terminal: true, environment: environment).output
                .contains("\u{1B}[1;31m"))
        #expect(
            !sandbox.run(["chart", "--who", "hana"], environment: environment).output.contains(
                "\u{1B}"))
    }

    // MARK: - people

    @Test func peopleListsEveryoneWithCountsAndTheirLastReading() {
        #expect(
            sandbox.run("people").output == """
                WHO   READINGS  LAST READING
                me           4  2026-11-29 Sun 07:05  36.5 °C
                hana         4  2026-11-29 Sun 07:40  36.9 °C

                """)
        #expect(
            Sandbox().run("people").output == "No readings yet. Record one with: templog add 36.5\n"
        )
    }

    // MARK: - Ranges

    @Test func exportTakesDateAndDays() {
        let header =
            "date,time,celsius,fahrenheit,fever,site,who,note,id,taken_at,unit,recorded_at,symptoms,kind,store,fever_threshold_celsius,fever_reducer_hours,disturbed\n"
        let yesterday = sandbox.run("export", "--date", "2026-11-27", "--who", "hana").output
        #expect(yesterday.hasPrefix(header) && yesterday.split(separator: "\n").count == 3)
        #expect(
            sandbox.run("export", "--days", "1", "--no-header").output.split(separator: "\n").count
                == 2)
        #expect(
            sandbox.run("export", "--days", "3", "--no-header").output.split(separator: "\n").count
                == 6)
    }

    /// New York springs forward on 2026-03-08: that day has 23 hours, and is still one day.
    @Test func aDSTDayIsOneDay() {
        let newYork = Sandbox(now: "2026-03-09T08:00:00-04:00", timeZone: "America/New_York")
        newYork.directory.write(
            "readings.jsonl",
            """
            {"id":"c00000000001","takenAt":"2026-03-07T07:00:00-05:00","celsius":36.4}
            {"id":"c00000000002","takenAt":"2026-03-08T07:00:00-04:00","celsius":36.5}
            {"id":"c00000000003","takenAt":"2026-03-09T07:00:00-04:00","celsius":36.6}

            """)
        #expect(
            newYork.run("report", "--days", "3", "--text").output == """
                2026-03-07 (Sat) morning 07:00 36.4 °C
                2026-03-08 (Sun) morning 07:00 36.5 °C
                2026-03-09 (Mon) morning 07:00 36.6 °C

                """)
        #expect(newYork.run("report", "--days", "2", "--text").output.hasPrefix("2026-03-08 (Sun)"))
        #expect(
            newYork.run("stats", "--days", "3", "--json").output.contains(
                #""days":3,"daysCovered":3,"daysMissing":0"#))
        #expect(newYork.run("today").output.contains("2026-03-09 Mon  07:00  36.6 °C"))
    }
}
