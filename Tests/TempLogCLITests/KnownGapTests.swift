import Foundation
import TempLogCore
import TestSupport
import Testing

/// Issue 21's known gaps: a year-less range in December, names the store does not have in
/// `recent` and `export`, Japanese symptom typos, an import from a pipe, and `--encoding`
/// given for a file that has no choice of encoding.
@Suite struct KnownGapTests {
    let sandbox = Sandbox(now: "2026-12-15T20:00:00+09:00")
    let japanese = ["LANG": "ja_JP.UTF-8"]

    func addHanaAndKen() {
        #expect(sandbox.run("add", "36.8", "--who", "hana", "--at", "2026-12-01 07:00").status == 0)
        #expect(sandbox.run("add", "36.6", "--who", "ken", "--at", "2026-12-10 07:00").status == 0)
    }

    @Test func aYearlessRangeEndIsInItsStartsYear() {
        addHanaAndKen()
        let december = sandbox.run("export", "--since", "12/1", "--until", "12/31", "--jsonl")
        #expect(december.status == 0)
        #expect(december.error == "")
        #expect(december.output.split(separator: "\n").count == 2)
        let dated = sandbox.run("report", "--since", "2026-12-01", "--until", "12/31", "--csv")
        #expect(dated.status == 0)
        #expect(dated.output.split(separator: "\n").count == 1 + 2 * 31)
        // Alone, a year-less end is this year's, come or not.
        let until = sandbox.run("export", "--until", "12月31日", "--jsonl")
        #expect(until.output == december.output)
        // Across the new year the years are needed: a year-less end is never the next year.
        let winter = sandbox.run("stats", "--since", "12/1", "--until", "1/31", "--json")
        #expect(winter.status == 64)
        #expect(
            winter.error.hasPrefix(
                "Error: --until 2026-01-31 is before --since 2026-12-01 (for a range across the "
                    + "new year, give the years)\n"))
        let withYears = sandbox.run("stats", "--since", "12/1", "--until", "2027/1/31", "--json")
        #expect(withYears.output.contains(#""since":"2026-12-01","until":"2027-01-31""#))
        // A start still to come is last year's, and the end is in its year; both are said.
        let lastYear = sandbox.run("export", "--since", "12/20", "--until", "12/31", "--jsonl")
        #expect(lastYear.status == 0)
        #expect(lastYear.output == "")
        #expect(
            lastYear.error == """
                note: --since 12/20 is taken as 2025-12-20: that day has not come yet this year
                note: --until 12/31 is taken as 2025-12-31, in the year of --since

                """)
        // A range given with years is refused the wrong way round.
        let inverted = sandbox.run("report", "--since", "2026-12-31", "--until", "2026-12-01")
        #expect(inverted.status == 64)
    }

    @Test func recentAndExportNameThePeopleTheStoreHas() {
        addHanaAndKen()
        let recent = sandbox.run("recent", "--who", "hanna")
        #expect(recent.status == 1)
        #expect(recent.output == "")
        #expect(recent.error == "Error: no readings for 'hanna'; the store has: hana, ken\n")
        let export = sandbox.run("export", "--who", "hanna")
        #expect(export.status == 1)
        #expect(export.output == "")
        #expect(export.error == "Error: no readings for 'hanna'; the store has: hana, ken\n")
        let japaneseRecent = sandbox.run(["recent", "--who", "hanna"], environment: japanese)
        #expect(
            japaneseRecent.error == "エラー: 「hanna」の記録はありません。記録のある人（hana、ken）から選んでください。\n")
        // A known person with nothing in range is not an error.
        let known = sandbox.run("export", "--who", "hana", "--date", "2026-12-02", "--no-header")
        #expect(known.status == 0)
        #expect(known.output == "")
        #expect(sandbox.run("recent", "--who", "hana", "--kind", "basal").status == 0)
    }

    @Test(arguments: [
        ("頭通", "頭痛"), ("関節通", "関節痛"), ("だるさい", "だるさ"), ("吐き毛", "吐き気"),
    ])
    func aJapaneseSymptomTypoGetsTheNearestName(typed: String, meant: String) {
        let result = sandbox.run("add", "37.0", "--symptoms", "咳・\(typed)")
        #expect(result.status == 65)
        #expect(
            result.error
                == "Error: --symptoms: '\(typed)' is not a symptom on the list. Did you mean \(meant)?\n"
        )
        #expect(sandbox.store == nil)
    }

    @Test func aJapaneseWordFarFromEveryNameGetsNoSuggestion() {
        for typed in ["腹", "胸痛", "腰痛", "めまい"] {
            let result = sandbox.run("add", "37.0", "--symptoms", typed)
            #expect(result.status == 65)
            #expect(
                result.error.hasPrefix(
                    "Error: --symptoms: '\(typed)' is not a symptom on the list (accepted: "))
        }
    }

    @Test func importReadsAPipe() throws {
        let fifo = sandbox.directory.file("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let csv = Array("date,time,temperature,who\n2026-12-14,07:40,36.8,hana\n".utf8)
        // The writer blocks in open(2) until the import opens the pipe to read it.
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            _ = csv.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        writer.start()
        let result = sandbox.run("import", fifo)
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.output
                == "  hana (from pipe) → hana: 1 added\n"
                + "Added 1 reading; skipped 0 already in the store and 0 repeated in the files; rejected 0.\n"
        )
        #expect(sandbox.readings.map(\.person.who) == ["hana"])
    }

    @Test func encodingIsRefusedForJSONLinesAndHealthExports() throws {
        addHanaAndKen()
        let before = sandbox.store
        let jsonl = sandbox.directory.write("more.jsonl", sandbox.run("export", "--jsonl").output)
        let refused = sandbox.run("import", jsonl, "--encoding", "cp932")
        #expect(refused.status == 64)
        #expect(
            refused.error.hasPrefix(
                "Error: '\(jsonl)' is JSON Lines, which is always UTF-8: '--encoding' is for CSV and TSV files only\nUsage: templog import "
            ))
        let health = sandbox.directory.write(
            "export.xml",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"ja_JP\">\n</HealthData>\n"
        )
        let healthRefused = sandbox.run(
            ["import", health, "--encoding", "utf-8"], environment: japanese)
        #expect(healthRefused.status == 64)
        #expect(
            healthRefused.error.hasPrefix(
                "エラー: 「\(health)」は Apple ヘルスケアの書き出しで、文字コードはファイル自身が示します。--encoding は CSV・TSV ファイルにだけ指定してください。\n"
            ))
        #expect(sandbox.store == before)
    }
}
