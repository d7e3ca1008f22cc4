import TempLogCore
import TestSupport
import Testing

/// Issue 21, item 8: on the night the clocks go back, 01:30 happens twice. Rows whose wall time
/// another reading of the person's day shows at another UTC offset say their offset; every
/// other row reads as before.
@Suite struct RepeatedHourTests {
    let sandbox = Sandbox(now: "2026-11-01T20:00:00-05:00", timeZone: "America/New_York")

    /// hana: 01:30 EDT, 01:30 EST (a fever) and 08:00 on 1 November; ken: 01:30 EST alone.
    func addReadings() {
        for (value, time, who) in [
            ("37.2", "2026-11-01T01:30:00-04:00", "hana"),
            ("38.1", "2026-11-01T01:30:00-05:00", "hana"),
            ("36.6", "2026-11-01T08:00:00-05:00", "hana"),
            ("36.5", "2026-11-01T01:30:00-05:00", "ken"),
        ] {
            #expect(sandbox.run("add", value, "--at", time, "--who", who).status == 0)
        }
    }

    /// `--at 02:15` on the night the clocks go forward names no instant: it is refused, with
    /// the time a clock not yet put forward showed, and nothing is written.
    @Test func aSkippedWallTimeIsRefused() {
        let skipped = sandbox.run("add", "99.0F", "--at", "2026-03-08 02:15")
        #expect(skipped.status == 65)
        #expect(
            skipped.error
                == "Error: --at: '2026-03-08 02:15' never happened in America/New_York: the clocks went "
                + "forward over it; if the clock had not been put forward yet, write "
                + "'2026-03-08 03:15', or give the time with its UTC offset\n")
        #expect(sandbox.readings.isEmpty)
        #expect(sandbox.run("add", "99.0F", "--at", "2026-03-08 03:15").status == 0)
        #expect(sandbox.run("add", "99.1F", "--at", "2026-03-08T02:15-05:00").status == 0)
        #expect(
            sandbox.readings.map(\.takenAt.rfc3339) == [
                "2026-03-08T03:15:00-04:00", "2026-03-08T02:15:00-05:00",
            ])
    }

    /// A spreadsheet's row at a time the clocks skipped is rejected as `add` refuses it, naming
    /// its line; the file's other rows are imported.
    @Test func anImportedRowAtASkippedWallTimeIsRejected() {
        let file = sandbox.directory.write(
            "march.csv",
            "date,time,celsius\n2026-03-08,02:30,36.5\n2026-03-08,03:30,36.6\n")
        let result = sandbox.run("import", file)
        #expect(result.status == 0)
        #expect(
            result.error
                == "warning: rejected \(file):2: '2026-03-08 02:30' never happened in "
                + "America/New_York: the clocks went forward over it; if the clock had not been "
                + "put forward yet, write '2026-03-08 03:30', or give the time with its UTC "
                + "offset\n")
        #expect(sandbox.readings.map(\.takenAt.rfc3339) == ["2026-03-08T03:30:00-04:00"])
    }

    /// A spreadsheet's row at a time the clocks went back over is the first, as `add` takes
    /// it, with a note naming its line and how to give the second; a row already in the store
    /// gets no note.
    @Test func anImportedRowAtARepeatedWallTimeIsTheFirstAndSaysSo() {
        let file = sandbox.directory.write(
            "november.csv",
            "date,time,celsius\n2026-11-01,01:30,36.5\n2026-11-01,03:30,36.6\n"
                + "2026-11-01,01:45,36.7\n")
        let result = sandbox.run("import", file)
        #expect(result.status == 0)
        let note = { (line: Int, time: String) in
            "note: \(file):\(line): 2026-11-01 \(time) happens twice in America/New_York (the "
                + "clocks go back): read as the first, UTC-04:00; for the second, put "
                + "2026-11-01T\(time):00-05:00 in a taken_at column\n"
        }
        #expect(result.error == note(2, "01:30") + note(4, "01:45"))
        #expect(
            sandbox.readings.map(\.takenAt.rfc3339) == [
                "2026-11-01T01:30:00-04:00", "2026-11-01T01:45:00-04:00",
                "2026-11-01T03:30:00-05:00",
            ])
        let again = sandbox.run("import", file)
        #expect(again.status == 0)
        #expect(again.error == "")
        let japanese = sandbox.run(
            ["import", file, "--who", "hana", "--dry-run"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(
            japanese.error.hasPrefix(
                "お知らせ: \(file) の 2 行目: 2026/11/01(日) 1:30 は America/New_York では 2 回あります"
                    + "（時計を戻す日）。1 回目（UTC-04:00）として読みました。2 回目なら "
                    + "taken_at 列に 2026-11-01T01:30:00-05:00 と書いてください。\n"))
    }

    /// `--at 01:30` on that night is the first 01:30: recorded so, with a note saying how to
    /// give the second; a time with its offset, or any other time, gets no note.
    @Test func aRepeatedWallTimeIsTheFirstAndTheNoteSaysHowToGiveTheSecond() {
        let first = sandbox.run("add", "37.0", "--at", "2026-11-01 01:30")
        #expect(first.status == 0)
        #expect(
            first.error
                == "note: 2026-11-01 01:30 happens twice in America/New_York (the clocks go back): "
                + "recorded the first, UTC-04:00; for the second, give --at "
                + "2026-11-01T01:30:00-05:00\n")
        #expect(sandbox.readings.last?.takenAt.rfc3339 == "2026-11-01T01:30:00-04:00")
        let second = sandbox.run("add", "37.1", "--at", "2026-11-01T01:30:00-05:00")
        #expect(second.status == 0)
        #expect(second.error == "")
        #expect(sandbox.run("add", "37.2", "--at", "2026-11-01 03:30").error == "")
        let japanese = sandbox.run(
            ["add", "36.9", "--at", "11月1日 1時30分"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(
            japanese.error
                == "お知らせ: 2026/11/01(日) 1:30 は America/New_York では 2 回あります（時計を戻す日）。"
                + "1 回目（UTC-04:00）として記録しました。2 回目なら --at 2026-11-01T01:30:00-05:00 と"
                + "指定してください。\n")
    }

    @Test func recentShowsTheOffsetOnlyOnTheRepeatedRows() {
        addReadings()
        func id(_ celsius: String) -> String {
            String(
                sandbox.readings.first {
                    $0.temperature.text(in: .celsius, decimals: 1) == celsius
                }!.id.prefix(6))
        }
        #expect(
            sandbox.run("recent").output == """
                DATE            TIME            TEMP     FEVER  WHO   ID
                2026-11-01 Sun  08:00           36.6 °C         hana  \(id("36.6"))
                2026-11-01 Sun  01:30           36.5 °C         ken   \(id("36.5"))
                2026-11-01 Sun  01:30 (-05:00)  38.1 °C  fever  hana  \(id("38.1"))
                2026-11-01 Sun  01:30 (-04:00)  37.2 °C         hana  \(id("37.2"))

                """)
        #expect(
            sandbox.run("recent", "--who", "ken").output == """
                DATE            TIME   TEMP     WHO  ID
                2026-11-01 Sun  01:30  36.5 °C  ken  \(id("36.5"))

                """)
    }

    @Test func theReportShowsTheOffsetOfARepeatedTimeItPicks() {
        addReadings()
        #expect(
            sandbox.run("report", "--date", "2026-11-01", "--text", "--who", "hana").output
                == "hana\n2026-11-01 (Sun) morning 08:00 36.6 °C; the day's highest 38.1 °C at 01:30 (-05:00)\n"
        )
        #expect(
            sandbox.run(
                "report", "--date", "2026-11-01", "--text", "--pick", "max", "--who", "hana",
                "--who", "ken"
            ).output == """
                hana
                2026-11-01 (Sun) 01:30 (-05:00) 38.1 °C (fever)

                ken
                2026-11-01 (Sun) 01:30 36.5 °C

                """)
        #expect(
            sandbox.run(
                ["report", "--date", "2026-11-01", "--text", "--pick", "first", "--who", "ken"],
                environment: ["LANG": "ja_JP.UTF-8"]
            ).output == "ken\n2026/11/01(日) 1:30 36.5℃\n")
    }

    @Test func theSheetShowsTheOffsetOnTheRepeatedReadings() {
        addReadings()
        let html = sandbox.run("sheet", "--who", "hana", "--date", "2026-11-01").output
        #expect(html.contains("<td class=\"time\">08:00</td>"))
        #expect(
            html.contains(
                "<div class=\"others\">other readings: <span>01:30 (-04:00) 37.2 °C,</span> "
                    + "<span><span class=\"fever\">01:30 (-05:00) 38.1 °C (fever)</span></span>"
                    + "</div>"))
    }
}
