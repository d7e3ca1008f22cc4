import Foundation
import TempLogCore
import TestSupport
import Testing

/// Issue 30, finding 7, and issue 35's per-person threshold: a reading's fever verdict is one,
/// the same on every screen, the sheet and in every machine output, and machine output says
/// which threshold it used.
@Suite struct FeverVerdictTests {
    let sandbox = Sandbox(now: "2026-11-29T07:31:00-05:00", timeZone: "America/New_York")
    let american = ["LANG": "en_US.UTF-8"]

    /// The cells of `csv`'s rows after the header, by column name.
    func rows(_ csv: String) throws -> [[String: String]] {
        let rows = try parseCSV(csv)
        return rows.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(rows[0], $0)) }
    }

    /// A US office worker's cron job: `add 99.5` in `LANG=en_US.UTF-8` is no fever on any
    /// screen (100.4 °F is the line there), and the CSV his employer's script reads says the
    /// same, with the threshold it used.
    @Test func anAmericansReadingIsNoFeverOnEveryScreenAndInTheCSV() throws {
        let added = sandbox.run(["add", "99.5"], environment: american)
        #expect(added.output == "Recorded 99.5 °F at 07:31 (Sun 29 Nov) · id \(shortID())\n")
        #expect(!sandbox.run(["recent"], environment: american).output.contains("fever"))
        #expect(!sandbox.run(["today"], environment: american).output.contains("fever"))
        #expect(
            sandbox.run(["report", "--text"], environment: american).output
                == "2026-11-29 (Sun) morning 07:31 99.5 °F\n")
        #expect(
            sandbox.run(["stats"], environment: american).output.contains(
                "fever readings     0 (at or above 100.4 °F)"))
        let sheet = sandbox.run(["sheet", "--date", "today"], environment: american).output
        #expect(sheet.contains("<td class=\"temp\">99.5</td>"))
        for format in ["--csv", "--excel", "--tsv"] {
            let export = sandbox.run(["export", format], environment: american).output
                .replacingOccurrences(of: "\u{FEFF}", with: "")
                .replacingOccurrences(of: "\r", with: "")
                .replacingOccurrences(of: "\t", with: ",")
            let row = try #require(try rows(export).first)
            #expect(row["fever"] == "false", "\(format)")
            #expect(row["fever_threshold_celsius"] == "38.0", "\(format)")
        }
        let report = try rows(sandbox.run(["report", "--csv"], environment: american).output)
        #expect(report.first?["fever"] == "false")
        #expect(report.first?["fever_threshold_celsius"] == "38.0")
        #expect(
            sandbox.run(["report", "--jsonl"], environment: american).output.contains(
                #""fever":false,"id":"#))
        #expect(
            sandbox.run(["report", "--jsonl"], environment: american).output.contains(
                #""feverThresholdCelsius":38.0}"#))
        #expect(
            sandbox.run(["stats", "--json"], environment: american).output.contains(
                #""feverThresholdCelsius":38.0,"feverReadings":0"#))
    }

    /// Pinned in the settings file, the cron job that runs without `LANG` judges as the
    /// terminal does.
    @Test func aThresholdPinnedInTheSettingsIsTheCronJobsToo() throws {
        #expect(sandbox.run(["config", "set", "fever", "100.4F"]).status == 0)
        sandbox.run(["add", "99.5F"])
        let plain = try rows(sandbox.run(["export"], environment: ["LANG": "C"]).output)
        #expect(plain.first?["fever"] == "false")
        #expect(plain.first?["fever_threshold_celsius"] == "38.0")
        #expect(
            sandbox.run(["export"], environment: american).output
                == sandbox.run(["export"], environment: ["LANG": "C"]).output)
    }

    /// `--unit` changes how temperatures are shown, never which reading is a fever: the
    /// threshold is judged in the unit it is set in (37.46 °C reads 37.5 °C, at the 37.5 °C line).
    @Test func theUnitShownNeverChangesAVerdict() throws {
        sandbox.run(["add", "37.46"])
        #expect(sandbox.run(["recent"]).output.contains("37.5 °C  fever"))
        #expect(sandbox.run(["recent", "--unit", "f"]).output.contains("99.4 °F  fever"))
        let row = try #require(try rows(sandbox.run(["export"]).output).first)
        #expect(row["fever"] == "true")
        // In °F the line is 100.4 °F, and 37.96 °C reads 100.3 °F: no fever on any output.
        sandbox.run(["add", "37.96", "--at", "07:00"])
        #expect(
            !sandbox.run(["recent", "--unit", "c"], environment: american).output.contains(
                "38.0 °C  fever"))
        let rows = try rows(sandbox.run(["export"], environment: american).output)
        #expect(rows.first?["celsius"] == "38.0")
        #expect(rows.first?["fahrenheit"] == "100.3")
        #expect(rows.first?["fever"] == "false")
    }

    /// A school's 37.0 °C for hana, the settings' 37.5 °C for her parent: each reading is
    /// judged by its person's threshold on every output, and `--fever` judges everyone alike.
    @Test func aPersonsOwnThresholdJudgesTheirReadingsEverywhere() throws {
        let set = sandbox.run("people", "set", "hana", "--fever", "37.0")
        #expect(set.status == 0)
        #expect(set.output == "Saved the profile of hana: fever threshold 37.0 °C\n")
        let added = sandbox.run("add", "37.2", "--who", "hana", "--at", "07:00")
        #expect(
            added.output.hasSuffix("\nFever: 37.2 °C is at or above the threshold of 37.0 °C.\n"))
        #expect(!sandbox.run("add", "37.2", "--at", "07:05").output.contains("Fever"))
        let recent = sandbox.run("recent").output
        #expect(recent.contains("07:05  37.2 °C         me  "))
        #expect(recent.contains("07:00  37.2 °C  fever  hana"))
        #expect(sandbox.run("today", "--who", "hana").output.contains("37.2 °C  fever"))
        #expect(sandbox.run("today", "--everyone").output.contains("hana  07:00  37.2 °C  fever"))
        let export = try rows(sandbox.run("export").output)
        #expect(export.map { $0["fever"] } == ["true", "false"])
        #expect(export.map { $0["fever_threshold_celsius"] } == ["37.0", "37.5"])
        let report = try rows(sandbox.run("report", "--csv").output)
        #expect(report.map { $0["who"] } == ["", "hana"])
        #expect(report.map { $0["fever"] } == ["false", "true"])
        #expect(report.map { $0["fever_threshold_celsius"] } == ["37.5", "37.0"])
        #expect(
            sandbox.run("report", "--text").output == """
                me
                2026-11-29 (Sun) morning 07:05 37.2 °C

                hana
                2026-11-29 (Sun) morning 07:00 37.2 °C (fever)

                """)
        #expect(
            sandbox.run("stats", "--who", "hana").output.contains(
                "fever readings     1 (at or above 37.0 °C)"))
        #expect(
            sandbox.run("stats", "--json", "--who", "me").output.contains(
                #""feverThresholdCelsius":37.5,"feverReadings":0"#))
        #expect(
            sandbox.run("chart", "--who", "hana", "--days", "2").output.hasPrefix(
                "hana: daily highest; fever line 37.0 C\n"))
        let sheet = sandbox.run("sheet", "--who", "hana", "--date", "today").output
        #expect(sheet.contains("<dd>37.0 °C</dd>"))
        #expect(sheet.contains("37.2 <span class=\"mark\">● fever</span>"))
        // --fever is everyone's: hana's 37.2 °C is no fever by 37.5 °C.
        let overridden = try rows(sandbox.run("export", "--fever", "37.5").output)
        #expect(overridden.map { $0["fever"] } == ["false", "false"])
        #expect(overridden.map { $0["fever_threshold_celsius"] } == ["37.5", "37.5"])
    }

    /// The threshold is one field of the profile, kept as the number in its unit, listed by
    /// `people`, removed by `people unset NAME fever` and taken back by `undo`.
    @Test func aPersonsThresholdIsSetListedRemovedAndUndone() throws {
        sandbox.run("add", "36.5", "--who", "hana", "--at", "07:00")
        #expect(sandbox.run("people", "set", "hana", "--fever", "99.5F").status == 0)
        #expect(
            sandbox.directory.read("readings.jsonl.people") == #"{"who":"hana","fever":99.5}"#
                + "\n")
        #expect(sandbox.run("people").output.contains("FEVER AT"))
        #expect(sandbox.run("people").output.contains("hana  99.5 °F"))
        let removed = sandbox.run("people", "unset", "hana", "fever")
        #expect(removed.output == "Removed the fever threshold of hana\n")
        #expect(sandbox.directory.read("readings.jsonl.people") == "")
        #expect(sandbox.run("undo").status == 0)
        #expect(
            sandbox.directory.read("readings.jsonl.people") == #"{"who":"hana","fever":99.5}"#
                + "\n")
        let refused = sandbox.run("people", "set", "hana", "--fever", "50")
        #expect(refused.status == 65)
        #expect(
            refused.error.hasPrefix(
                "Error: --fever: '50' is not a plausible body temperature (accepted: "))
        let japanese = sandbox.run(
            ["people", "set", "hana", "--fever", "37.0"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.output == "「hana」のプロフィールを保存しました（発熱の目安 37.0℃）。\n")
    }

    /// An export with the threshold column imports back as the same readings, the column
    /// ignored like `fever`.
    @Test func theThresholdColumnIsIgnoredOnImport() throws {
        sandbox.run("add", "37.9", "--who", "hana", "--at", "07:00")
        let file = sandbox.directory.write("week.csv", sandbox.run("export").output)
        let imported = sandbox.run("import", file, "--dry-run")
        #expect(imported.status == 0)
        #expect(imported.output.contains(#"ignored 5 "fever", 16 "fever_threshold_celsius""#))
        #expect(imported.output.contains("skipped 1 already in the store"))
    }

    func shortID(_ index: Int = 0) -> String {
        String(sandbox.readings[sandbox.readings.count - 1 - index].id.prefix(6))
    }
}
