import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// Basal body temperature: its own kind of reading, two decimals, kept apart from fevers.
@Suite struct BasalReadingTests {
    let sandbox = Sandbox()

    /// A body reading and a basal one on each of the two mornings before now, and a basal
    /// reading this morning at 37.62 °C: above the fever line, but basal.
    static let lines = [
        #"{"id":"b00000000001","takenAt":"2026-11-28T06:30:00+09:00","celsius":36.31,"unit":"C","recordedAt":"2026-11-28T06:30:00+09:00","kind":"basal"}"#,
        #"{"id":"a00000000001","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-28T07:00:00+09:00"}"#,
        #"{"id":"b00000000002","takenAt":"2026-11-29T06:30:00+09:00","celsius":37.62,"unit":"C","recordedAt":"2026-11-29T06:30:00+09:00","kind":"basal"}"#,
        #"{"id":"a00000000002","takenAt":"2026-11-29T07:00:00+09:00","celsius":37.8,"unit":"C","recordedAt":"2026-11-29T07:00:00+09:00"}"#,
    ]

    func seed() {
        sandbox.directory.write("readings.jsonl", Self.lines.map { $0 + "\n" }.joined())
    }

    @Test func addBasalConfirmsTwoDecimalsAndTheKindAndRecentShowsBoth() throws {
        let result = sandbox.run("add", "36.47", "--basal")
        let reading = try #require(sandbox.readings.first)
        #expect(result.status == 0)
        #expect(
            result.output
                == "Recorded basal 36.47 °C at 07:31 (Sun 29 Nov) · id \(reading.shortID)\n")
        #expect(reading.kind == .basal)
        #expect(sandbox.store?.contains(#""celsius":36.47,"#) == true)
        #expect(sandbox.store?.hasSuffix(#","kind":"basal"}"# + "\n") == true)
        #expect(
            sandbox.run("recent").output == """
                DATE            TIME   TEMP      KIND   ID
                2026-11-29 Sun  07:31  36.47 °C  basal  \(reading.shortID)

                """)
    }

    @Test func aBasalReadingIsNeverAFeverNotice() throws {
        let result = sandbox.run("add", "37.80", "--basal")
        let reading = try #require(sandbox.readings.first)
        #expect(
            result.output
                == "Recorded basal 37.80 °C at 07:31 (Sun 29 Nov) · id \(reading.shortID)\n")
        let body = sandbox.run("add", "37.80", "--at", "07:20")
        #expect(body.output.contains("Fever: 37.8 °C is at or above the threshold of 37.5 °C."))
    }

    @Test func basalFahrenheitShowsTwoDecimalsToo() throws {
        let result = sandbox.run("add", "97.65F", "--basal", "--who", "hana")
        let reading = try #require(sandbox.readings.first)
        #expect(
            result.output
                == "Recorded basal 36.47 °C (from 97.65 °F) for hana at 07:31 (Sun 29 Nov) · id \(reading.shortID)\n"
        )
    }

    @Test func templogKindSetsTheKindAndTheOptionsOverrideIt() throws {
        let basal = ["TEMPLOG_KIND": "basal"]
        #expect(
            sandbox.run(["add", "36.40"], environment: basal).output.hasPrefix(
                "Recorded basal 36.40 °C"))
        #expect(
            sandbox.run(["add", "36.5", "--kind", "body", "--at", "07:00"], environment: basal)
                .output.hasPrefix("Recorded 36.5 °C"))
        #expect(
            sandbox.run(["add", "36.52", "--kind", "BASAL", "--at", "06:00"]).output.hasPrefix(
                "Recorded basal 36.52 °C"))
        #expect(sandbox.readings.map(\.kind) == [.basal, .body, .basal])
    }

    @Test func theKindSettingIsTheDefaultOfAdd() throws {
        #expect(sandbox.run("config", "set", "kind", "basal").status == 0)
        #expect(sandbox.run("add", "36.47").output.hasPrefix("Recorded basal 36.47 °C at 07:31"))
        #expect(
            sandbox.run(["add", "36.5", "--at", "07:00"], environment: ["TEMPLOG_KIND": "body"])
                .output.hasPrefix("Recorded 36.5 °C at 07:00"))
        #expect(sandbox.readings.map(\.kind) == [.body, .basal])
    }

    @Test func todayAsksAboutTheKindThePersonLogs() {
        sandbox.directory.write("readings.jsonl", Self.lines[2] + "\n")
        #expect(sandbox.run("today", "--quiet").status == 1)
        #expect(
            sandbox.run(["today", "--quiet"], environment: ["TEMPLOG_KIND": "basal"]).status == 0)
        #expect(sandbox.run("today", "--quiet", "--kind", "basal").status == 0)
        #expect(
            sandbox.run(
                ["today", "--quiet", "--kind", "body"], environment: ["TEMPLOG_KIND": "basal"]
            )
            .status == 1)
    }

    @Test func aBadKindIsRefusedAndNothingIsStored() {
        let setting = sandbox.run(["add", "36.5"], environment: ["TEMPLOG_KIND": "warm"])
        #expect(setting.status == 65)
        #expect(
            setting.error == "Error: TEMPLOG_KIND='warm' is not valid (accepted: body, basal)\n")
        let option = sandbox.run("add", "36.5", "--kind", "all")
        #expect(option.status == 64)
        #expect(
            option.error.hasPrefix(
                "Error: The value 'all' is invalid for '--kind <kind>' (accepted: body, basal)\nUsage: templog add"
            ))
        let both = sandbox.run("add", "36.5", "--basal", "--kind", "body")
        #expect(both.status == 64)
        #expect(both.error.hasPrefix("Error: '--basal' and '--kind' cannot be used together\n"))
        #expect(sandbox.store == nil)
    }

    @Test func recentShowsTheKindOnlyWhenABasalReadingIsShown() {
        seed()
        expectSnapshot(sandbox.run("recent").output, named: "recent-with-basal-readings")
        #expect(
            sandbox.run("recent", "--kind", "body").output == """
                DATE            TIME   TEMP     FEVER  ID
                2026-11-29 Sun  07:00  37.8 °C  fever  a00000
                2026-11-28 Sat  07:00  36.5 °C         a00000

                """)
        #expect(
            sandbox.run("recent", "--kind", "basal", "-n", "1").output == """
                DATE            TIME   TEMP      KIND   ID
                2026-11-29 Sun  06:30  37.62 °C  basal  b00000

                """)
        let bad = sandbox.run("recent", "--kind", "warm")
        #expect(bad.status == 64)
        #expect(
            bad.error.hasPrefix(
                "Error: The value 'warm' is invalid for '--kind <kind>' (accepted: body, basal, all)\n"
            ))
    }

    @Test func todayReportAndStatsLookAtBodyReadingsUnlessAskedOtherwise() {
        seed()
        #expect(
            sandbox.run("today").output == """
                DATE            TIME   TEMP     FEVER  ID
                2026-11-29 Sun  07:00  37.8 °C  fever  a00000

                """)
        #expect(
            sandbox.run("today", "--kind", "basal").output == """
                DATE            TIME   TEMP      KIND   ID
                2026-11-29 Sun  06:30  37.62 °C  basal  b00000

                """)
        #expect(
            sandbox.run("report", "--days", "2", "--text").output == """
                2026-11-28 (Sat) morning 07:00 36.5 °C
                2026-11-29 (Sun) morning 07:00 37.8 °C (fever)

                """)
        #expect(
            sandbox.run("report", "--days", "2", "--text", "--kind", "all").output == """
                2026-11-28 (Sat) morning 06:30 36.31 °C
                2026-11-29 (Sun) morning 06:30 37.62 °C; the day's highest 37.8 °C at 07:00

                """)
        expectSnapshot(
            sandbox.run("report", "--days", "2", "--csv", "--kind", "basal").output,
            named: "report-basal-csv")
        let stats = sandbox.run("stats", "--days", "2").output
        #expect(stats.contains("  readings           2 on 2 days; 0 missing\n"))
        #expect(stats.contains("  fever readings     1 (at or above 37.5 °C)\n"))
        let basal = sandbox.run("stats", "--days", "2", "--kind", "basal").output
        #expect(basal.contains("  lowest             36.31 °C\n"))
        #expect(basal.contains("  average            36.97 °C\n"))
        #expect(basal.contains("  fever readings     0 (at or above 37.5 °C)\n"))
        #expect(basal.contains("  fever episodes     none\n"))
    }

    @Test func exportShowsEveryKindAndFiltersByKind() {
        seed()
        let all = sandbox.run("export", "--no-header").output
        let kind = DelimitedFormat.columns.firstIndex(of: "kind")!
        #expect(
            all.split(separator: "\n").map {
                $0.split(separator: ",", omittingEmptySubsequences: false)[kind]
            } == [
                "basal", "body", "basal", "body",
            ])
        #expect(all.hasPrefix("2026-11-28,06:30,36.31,97.36,false,"))
        let basal = sandbox.run("export", "--jsonl", "--kind", "basal").output
        #expect(
            basal
                == [Self.lines[0], Self.lines[2]].map { Sandbox.exported($0) + "\n" }.joined())
    }
}
