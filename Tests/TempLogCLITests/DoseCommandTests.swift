import Foundation
import TestSupport
import Testing

@testable import TempLogCLI

/// `templog dose`: recording a medicine given, refusing what is not one, the intervals the
/// user sets, and the doses beside the readings in `recent`, `today` and `export`.
@Suite struct DoseCommandTests {
    var sandbox = Sandbox()
    let japanese = ["TEMPLOG_LANG": "ja"]

    /// Hana's fever on Saturday evening, paracetamol at 20:00, a reading two hours after it.
    func seed() {
        sandbox.run("add", "38.6", "--who", "hana", "--at", "yesterday 19:00")
        sandbox.run("dose", "カロナール", "200mg", "--who", "hana", "--at", "yesterday 20:00")
        sandbox.run("add", "37.2", "--who", "hana", "--at", "yesterday 22:05")
        sandbox.run("add", "36.4", "--at", "7:00")
    }

    var doseIDs: [String] {
        (sandbox.directory.read("readings.jsonl.doses") ?? "").split(separator: "\n").map {
            String($0.dropFirst(7).prefix(6))
        }
    }

    @Test func aDoseIsRecordedAndConfirmed() {
        let result = sandbox.run("dose", "カロナール", "２００ｍｇ", "--who", "hana", "--at", "6:00")
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.output
                == "Recorded fever reducer カロナール 200mg for hana at 06:00 (Sun 29 Nov) · id \(doseIDs[0])\n"
        )
        let japanese = sandbox.run(
            ["dose", "せき止め", "--note", "寝る前"], environment: japanese)
        #expect(
            japanese.output
                == "服薬「せき止め」を記録しました（2026/11/29(日) 7:31、ID: \(doseIDs[1])）。\n")
        #expect(sandbox.store == nil)
    }

    @Test(arguments: [
        (
            ["dose"], 64,
            "Error: no medicine given: name it first, as in 'templog dose カロナール 200mg'"
        ),
        (
            ["dose", "200mg"], 65,
            "Error: '200mg' is an amount, not a medicine: name the medicine first, as in 'templog dose カロナール 200mg'"
        ),
        (
            ["dose", "カロナール", "200"], 65,
            "Error: '200' is not an amount: a number above 0 and a unit (accepted units: mg, g, mcg, ml, 錠, tablets, 包, packets, カプセル, capsules, 個, suppositories, 滴, drops), as in 200mg, 5ml, 1錠 or '2 tablets'"
        ),
        (
            ["dose", "カロナール", "2 spoons"], 65,
            "Error: '2 spoons' is not an amount: a number above 0 and a unit (accepted units: mg, g, mcg, ml, 錠, tablets, 包, packets, カプセル, capsules, 個, suppositories, 滴, drops), as in 200mg, 5ml, 1錠 or '2 tablets'"
        ),
        (
            ["dose", "カロナール", "20000mg"], 65,
            "Error: '20000mg' is more than one dose can be (accepted: up to 10000mg); check for an extra digit"
        ),
        (
            ["dose", "60 tablets"], 65,
            "Error: '60 tablets' is an amount, not a medicine: name the medicine first, as in 'templog dose カロナール 200mg'"
        ),
        (
            ["dose", "カロナール", "--every", "0h"], 65,
            "Error: --every: '0h' is not an interval: more than 0 and at most 72 hours, as in 6h, 4h30m, 90m or 6時間"
        ),
        (
            ["dose", "カロナール", "--max", "0"], 65,
            "Error: --max: '0' is not a number of doses: a whole number from 1 to 24"
        ),
        (
            ["dose", "カロナール", "--at", "9:00"], 65,
            "Error: --at: '9:00' is in the future (it is now 2026-11-29 07:31); for an earlier day write 'yesterday 09:00' or '2026-11-28 09:00'"
        ),
        (
            ["dose", "カロナール", "--who", "hnaa"], 65,
            "Error: 'hnaa' has no readings, profile or doses here; did you mean hana (--who hana)? Nothing was recorded"
        ),
        (
            ["dose", "カロナール", "--next"], 64,
            "Error: Unexpected argument 'カロナール'"
        ),
    ])
    func badInputIsRefusedInOneLineAndNothingIsWritten(
        arguments: [String], status: Int32, error: String
    ) {
        sandbox.run("add", "36.5", "--who", "hana", "--at", "7:00")
        let journal = sandbox.directory.read("readings.jsonl.journal")
        let result = sandbox.run(arguments)
        #expect(result.status == status)
        #expect(result.error.split(separator: "\n").first.map(String.init) == error)
        #expect(result.output == "")
        #expect(sandbox.directory.read("readings.jsonl.doses") == nil)
        #expect(sandbox.directory.read("readings.jsonl.journal") == journal)
    }

    @Test func aDoseSoonerThanTheIntervalSetIsRecordedWithAWarning() {
        sandbox.run("dose", "Calpol", "5ml", "--at", "1:00", "--every", "6h", "--max", "4")
        let sooner = sandbox.run("dose", "calpol", "5ml", "--at", "5:00")
        #expect(sooner.status == 0)
        #expect(
            sooner.error
                == "warning: this dose of calpol comes sooner than the interval you set: the last was at 01:00 (Sun 29 Nov), the next from 07:00 (Sun 29 Nov); recorded as given\n"
        )
        #expect(doseIDs.count == 2)
        let next = sandbox.run("dose", "--next")
        #expect(
            next.output == """
                MEDICINE  LAST DOSE           NEXT FROM           INTERVAL YOU SET
                calpol    05:00 (Sun 29 Nov)  11:00 (Sun 29 Nov)  every 6 h, at most 4 in 24 h
                Times from the interval you set, not medical advice; templog never suggests an amount.

                """)
        let japanese = sandbox.run(["dose", "--next"], environment: japanese)
        #expect(
            japanese.output == """
                薬      前回                 次回                  設定した間隔
                calpol  2026/11/29(日) 5:00  2026/11/29(日) 11:00  6 時間ごと、24 時間に 4 回まで
                あなたが設定した間隔から計算した時刻で、医学的な助言ではありません。templog は量を提案しません。

                """)
    }

    @Test func recentAndTodayShowTheDosesBesideTheReadingsAndMarkThoseSoonAfter() {
        seed()
        let recent = sandbox.run("recent")
        #expect(
            recent.output == """
                DATE            TIME   TEMP     FEVER  MEDICINE                        WHO   ID
                2026-11-29 Sun  07:00  36.4 °C                                         me    \(sandbox.readings[2].shortID)
                2026-11-28 Sat  22:05  37.2 °C         2 h after カロナール            hana  \(sandbox.readings[1].shortID)
                2026-11-28 Sat  20:00                  fever reducer カロナール 200mg  hana  \(doseIDs[0])
                2026-11-28 Sat  19:00  38.6 °C  fever                                  hana  \(sandbox.readings[0].shortID)

                """)
        sandbox.run("dose", "ムコダイン", "1錠", "--at", "7:10")
        let today = sandbox.run("today")
        #expect(
            today.output == """
                DATE            TIME   TEMP     MEDICINE        ID
                2026-11-29 Sun  07:00  36.4 °C                  \(sandbox.readings[2].shortID)
                2026-11-29 Sun  07:10           ムコダイン 1錠  \(doseIDs[1])

                """)
        let japanese = sandbox.run(["recent", "--who", "hana"], environment: japanese)
        #expect(
            japanese.output == """
                日付            時刻   体温   発熱  服薬                             名前  ID
                2026/11/28(土)  22:05  37.2℃        解熱剤（カロナール）の 2 時間後  hana  \(sandbox.readings[1].shortID)
                2026/11/28(土)  20:00               解熱剤 カロナール 200mg          hana  \(doseIDs[0])
                2026/11/28(土)  19:00  38.6℃  発熱                                   hana  \(sandbox.readings[0].shortID)

                """)
    }

    @Test func everyReadingsExportSaysTheHoursSinceTheLastFeverReducer() {
        seed()
        let csv = sandbox.run("export", "--who", "hana").output.split(separator: "\n")
        #expect(csv[0].hasSuffix(",fever_threshold_celsius,fever_reducer_hours,disturbed"))
        #expect(csv[1].hasSuffix(",body,\(Sandbox.identity),37.5,,"))
        #expect(csv[2].hasSuffix(",body,\(Sandbox.identity),37.5,2.1,"))
        let jsonl = sandbox.run("export", "--jsonl", "--who", "hana").output
        #expect(
            jsonl.contains(#""who":"hana","feverReducerHours":2.1,"store":"\#(Sandbox.identity)"}"#)
        )
        #expect(!jsonl.split(separator: "\n")[0].contains("feverReducerHours"))
        let doses = sandbox.run("export", "--doses").output
        #expect(
            doses == """
                date,time,who,medicine,amount,fever_reducer,note,id,taken_at,recorded_at
                2026-11-28,20:00,hana,カロナール,200mg,true,,\(doseIDs[0])\(sandbox.directory.read("readings.jsonl.doses")!.dropFirst(13).prefix(6)),2026-11-28T20:00:00+09:00,2026-11-29T07:31:00+09:00

                """)
    }

    /// A reading at the same minute as a fever reducer is the one it was given after: it is
    /// not marked as read soon after the dose, and has no hours since one.
    @Test func aReadingAtTheMinuteOfADoseIsNotMarkedAfterIt() {
        sandbox.run("add", "39.0", "--who", "hana", "--at", "yesterday 19:00")
        sandbox.run("dose", "カロナール", "200mg", "--who", "hana", "--at", "yesterday 19:00")
        sandbox.run("add", "38.1", "--who", "hana", "--at", "yesterday 21:00")
        #expect(
            sandbox.run("recent", "--who", "hana").output == """
                DATE            TIME   TEMP     FEVER  MEDICINE                        WHO   ID
                2026-11-28 Sat  21:00  38.1 °C  fever  2 h after カロナール            hana  \(sandbox.readings[1].shortID)
                2026-11-28 Sat  19:00  39.0 °C  fever                                  hana  \(sandbox.readings[0].shortID)
                2026-11-28 Sat  19:00                  fever reducer カロナール 200mg  hana  \(doseIDs[0])

                """)
        let csv = sandbox.run("export", "--who", "hana").output.split(separator: "\n")
        #expect(csv[1].hasSuffix(",body,\(Sandbox.identity),37.5,,"))
        #expect(csv[2].hasSuffix(",body,\(Sandbox.identity),37.5,2.0,"))
    }

    @Test func undoAndDeleteTakeADoseBack() {
        seed()
        let before = sandbox.directory.read("readings.jsonl.doses")
        sandbox.run("dose", "ムコダイン", "1錠", "--who", "hana")
        let undo = sandbox.run("undo")
        #expect(undo.status == 0)
        #expect(
            undo.output
                == "Removed the dose of ムコダイン 1錠 for hana at 07:31 (Sun 29 Nov) · id \(undo.output.suffix(7).prefix(6))\n"
        )
        #expect(sandbox.directory.read("readings.jsonl.doses") == before)
        let id = doseIDs[0]
        let delete = sandbox.run("delete", id)
        #expect(
            delete.output
                == "Deleted the dose of fever reducer カロナール 200mg for hana at 20:00 (Sat 28 Nov) · id \(id)\n"
        )
        #expect(doseIDs.isEmpty)
        #expect(sandbox.run("undo").status == 0)
        #expect(sandbox.directory.read("readings.jsonl.doses") == before)
    }

    @Test func checkReportsADamagedDoseLineAndRepairMovesItAside() {
        seed()
        let good = sandbox.directory.read("readings.jsonl.doses")!
        sandbox.directory.write("readings.jsonl.doses", good + "{\"medicine\":1}\n")
        let check = sandbox.run("check")
        #expect(check.status == 65)
        #expect(
            check.output.contains(
                "\(sandbox.storePath).doses:2: not a dose: {\"medicine\":1}"))
        #expect(sandbox.run("check", "--repair").status == 0)
        #expect(sandbox.directory.read("readings.jsonl.doses") == good)
    }
}

/// Doses in `report --text`, the sheet's remarks, and `export --doses` read back by `import`.
@Suite struct DoseReportTests {
    let sandbox = Sandbox()

    @Test func reportTextEndsADayWithItsDosesAndMarksAReadingSoonAfterOne() {
        DoseCommandTests(sandbox: sandbox).seed()
        #expect(
            sandbox.run("report", "--text", "--date", "yesterday", "--who", "hana").output == """
                hana
                2026-11-28 (Sat) 19:00 38.6 °C (fever), evening 22:05 37.2 °C (2 h after カロナール); given: fever reducer カロナール 200mg at 20:00

                """)
        #expect(
            sandbox.run(
                ["report", "--text", "--date", "yesterday", "--who", "hana"],
                environment: ["TEMPLOG_LANG": "ja"]
            ).output == """
                hana
                2026/11/28(土) 19:00 38.6℃（発熱）、夜 22:05 37.2℃（解熱剤（カロナール）の 2 時間後）、服薬 解熱剤 20:00 カロナール 200mg

                """)
    }

    @Test func theSheetsRemarksListTheDaysDoses() {
        DoseCommandTests(sandbox: sandbox).seed()
        let sheet = sandbox.run(["sheet", "--who", "hana"], environment: ["TEMPLOG_LANG": "ja"])
        #expect(sheet.status == 0)
        #expect(sheet.output.contains("<div class=\"notes\">解熱剤 20:00 カロナール 200mg</div>"))
        let english = sandbox.run("sheet", "--who", "hana").output
        #expect(english.contains("<div class=\"notes\">fever reducer 20:00 カロナール 200mg</div>"))
    }

    @Test func theSheetsChartMarksEachDoseAndItsLegendNamesTheKind() {
        DoseCommandTests(sandbox: sandbox).seed()
        sandbox.run("dose", "ムコダイン", "1錠", "--who", "hana", "--at", "yesterday 8:00")
        let japanese = sandbox.run(["sheet", "--who", "hana"], environment: ["TEMPLOG_LANG": "ja"])
        let chart = japanese.output.components(separatedBy: "<svg class=\"chart\"")[1]
            .components(separatedBy: "</svg>")[0]
        // Sat 28 Nov, the 13th of 14 columns: the 08:00 medicine, then the 20:00 fever reducer.
        #expect(
            chart.components(separatedBy: "<rect class=\"dose ").dropFirst()
                .map { $0.prefix { $0 != "\"" } } == ["other-medicine", "fever-reducer"])
        #expect(chart.contains("その日の服薬の時刻（塗りつぶしは解熱剤、白抜きはその他の薬）"))
        for (kind, name) in [("fever-reducer", "解熱剤"), ("other-medicine", "その他の薬")] {
            #expect(
                japanese.output.contains(
                    "\(kind)\" x=\"25\" y=\"4\" width=\"10\" height=\"22\" rx=\"5\"/></svg> \(name)</span>"
                ))
        }
        let english = sandbox.run("sheet", "--who", "hana", "--days", "31").output
        #expect(english.contains("</svg> Fever reducer</span>"))
        #expect(english.contains("</svg> Other medicine</span>"))
        #expect(english.contains("and each dose under its day at its time of day"))
        // Before the doses, a sheet has no pill, no legend for them.
        let before = sandbox.run("sheet", "--who", "hana", "--days", "1").output
        #expect(!before.contains("<rect class=\"dose"))
        #expect(!before.contains("Fever reducer"))
    }

    @Test(arguments: ["--csv", "--tsv", "--jsonl"])
    func exportedDosesImportBackOnceIntoAnotherStore(format: String) {
        DoseCommandTests(sandbox: sandbox).seed()
        sandbox.run("dose", "Odd, \"syrup\"", "2 tablets", "--note", "=1+1", "--fever-reducer")
        let exported = sandbox.run("export", "--doses", format).output
        sandbox.directory.write("doses.txt", exported)
        let other = Sandbox()
        let file = sandbox.directory.file("doses.txt")
        let first = other.run("import", file)
        #expect(first.output == "Imported 2 doses (0 already recorded, 0 rejected)\n")
        #expect(first.error == "")
        #expect(other.run("export", "--doses", format).output == exported)
        #expect(
            other.run("import", file).output
                == "Imported 0 doses (2 already recorded, 0 rejected)\n")
        #expect(other.run("undo").status == 0)
        #expect(other.run("export", "--doses", "--jsonl").output == "")
    }

    @Test func aRowThatIsNotADoseIsReportedWithItsLine() {
        sandbox.directory.write(
            "doses.csv",
            "date,time,who,medicine,amount,fever_reducer,note,id,taken_at,recorded_at\n"
                + "2026-11-28,20:00,hana,x,200,true,,,2026-11-28T20:00:00+09:00,\n"
                + "2026-11-28,20:00,hana,x,,true,,,,\n")
        let result = sandbox.run("import", sandbox.directory.file("doses.csv"))
        #expect(result.status == 0)
        #expect(result.output == "Imported 0 doses (0 already recorded, 2 rejected)\n")
        #expect(
            result.error.hasSuffix(
                "doses.csv:3: no taken_at time (as in 2026-11-28T20:00:00+09:00)\n"))
        #expect(sandbox.directory.read("readings.jsonl.doses") == nil)
    }

    /// Whether a file holds doses is told by its first line; one longer than that first read
    /// is then read whole, its last row without a newline too.
    @Test func aLongDosesFileImportsEveryRow() {
        let rows = (0..<1500).map { index in
            let minute = index % 60
            let hour = index / 60 % 24
            let day = 1 + index / 1440
            let time =
                "2026-11-0\(day)T\(hour < 10 ? "0" : "")\(hour):"
                + "\(minute < 10 ? "0" : "")\(minute):00+09:00"
            return "hana,カロナール,200mg,\(time)"
        }
        sandbox.directory.write(
            "doses.csv", "who,medicine,amount,taken_at\n" + rows.joined(separator: "\n"))
        let result = sandbox.run("import", sandbox.directory.file("doses.csv"))
        #expect(result.output == "Imported 1500 doses (0 already recorded, 0 rejected)\n")
        #expect(result.error == "")
        #expect(
            sandbox.run("export", "--doses", "--jsonl").output.split(separator: "\n").count == 1500)
    }

    /// A doses file whose first line comes after more blank lines than the first read holds is
    /// still a doses file.
    @Test func aDosesFileAfterManyBlankLinesIsStillOne() {
        sandbox.directory.write(
            "doses.csv",
            String(repeating: "\n", count: 70_000) + "who,medicine,amount,taken_at\n"
                + "hana,カロナール,200mg,2026-11-28T20:00:00+09:00\n")
        let result = sandbox.run("import", sandbox.directory.file("doses.csv"))
        #expect(result.output == "Imported 1 dose (0 already recorded, 0 rejected)\n")
        #expect(result.error == "")
    }

    /// A doses file names no store: `--as` files its people's doses as it files readings, and
    /// an import refused until the user says who a person of another store is writes no dose.
    @Test func aDosesFileFollowsTheImportsAnswers() {
        DoseCommandTests(sandbox: sandbox).seed()
        let doses = sandbox.directory.write("doses.csv", sandbox.run("export", "--doses").output)
        let readings = sandbox.directory.write(
            "hana.csv", sandbox.run("export", "--who", "hana").output)
        let stranger = Sandbox(identity: "aaaa0000aaaa")
        stranger.run("add", "36.6", "--who", "hana", "--at", "6:00")
        let refused = stranger.run("import", readings, doses)
        #expect(refused.status == 65)
        #expect(refused.output == "")
        #expect(stranger.directory.read("readings.jsonl.doses") == nil)
        let answered = stranger.run("import", doses, "--as", "hana=sato-hana")
        #expect(answered.output == "Imported 1 dose (0 already recorded, 0 rejected)\n")
        #expect(
            stranger.run("export", "--doses", "--jsonl").output.contains(#""who":"sato-hana""#))
    }
}
