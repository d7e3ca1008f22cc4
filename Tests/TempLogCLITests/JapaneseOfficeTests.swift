import Foundation
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
        #expect(kanji.output.hasPrefix("36.7℃ を記録しました（2026/11/08(日) 21:30、ID: "))
        let report = sandbox.run("report", "--date", "2026/11/08", environment: japanese)
        #expect(report.status == 0)
        #expect(report.output.contains("\n2026-11-08,Sun,,ok,07:30,36.5,"))
        let printed = sandbox.run("report", "--date", "2026/11/08(日)", environment: japanese)
        #expect(printed.output == report.output)
        let wrongWeekday = sandbox.run("report", "--date", "2026/11/08(月)")
        #expect(wrongWeekday.status == 65)
        #expect(
            wrongWeekday.error.hasPrefix(
                "Error: --date: 2026-11-08 is a Sunday ('(月)' does not match it)\n"))
        let japaneseWeekday = sandbox.run(
            ["report", "--date", "11/20(木)"],
            environment: japanese.merging(["TEMPLOG_NOW": "2026-11-29T08:00:00+09:00"]) { $1 })
        #expect(japaneseWeekday.status == 65)
        #expect(
            japaneseWeekday.error.hasPrefix(
                "エラー: --date: 2026/11/20 は金曜日です（「(木)」と合いません）。\n"))
    }

    @Test func aFeverFiledAsBasalOnlyByTheSettingSaysSo() {
        let basal = sandbox.run(
            ["add", "38.5", "--at", "07:00"], environment: ["TEMPLOG_KIND": "basal"])
        #expect(basal.status == 0)
        #expect(basal.output.hasPrefix("Recorded basal 38.50 °C at 07:00 (Sun 29 Nov) · id "))
        #expect(
            basal.error
                == "warning: recorded as basal only because TEMPLOG_KIND says so, and 38.5 °C is at or above the fever threshold of 37.5 °C; if it is a body temperature, run 'templog undo' and add it again with --kind body\n"
        )
        #expect(sandbox.run("config", "set", "kind", "basal").status == 0)
        let setting = sandbox.run(["add", "37.6", "--at", "07:10"], environment: japanese)
        #expect(
            setting.error
                == "警告: 設定の kind の指定で基礎体温として記録しました。37.6℃ は発熱の目安（37.5℃）以上です。ふだんの体温なら templog undo で取り消し、--kind body を付けて記録し直してください。\n"
        )
        // Asked for: no hint. Below the threshold: none either.
        #expect(sandbox.run("add", "38.5", "--basal", "--at", "07:20").error == "")
        #expect(sandbox.run("add", "38.6", "--kind", "basal", "--at", "07:40").error == "")
        #expect(sandbox.run("add", "36.5", "--at", "07:50").error == "")
    }

    @Test func everyoneCountsYouOnlyWhenYouLogOrNobodyDoes() {
        #expect(
            sandbox.run("today", "--everyone").output == "WHO  LATEST TODAY\nme   no reading yet\n")
        sandbox.run("add", "37.0", "--who", "hana", "--at", "07:00")
        sandbox.run("add", "36.6", "--who", "ken", "--at", "07:05")
        let children = sandbox.run("today", "--everyone")
        #expect(children.status == 0)
        #expect(
            children.output == "WHO   LATEST TODAY\nhana  07:00  37.0 °C\nken   07:05  36.6 °C\n")
        sandbox.run("add", "36.4", "--at", "2026-11-20 07:00")
        let withMe = sandbox.run("today", "--everyone")
        #expect(withMe.status == 1)
        #expect(withMe.output.hasPrefix("WHO   LATEST TODAY\nme    no reading yet\n"))
    }

    @Test func aNameOneSlipFromSomeoneInTheStoreIsRecordedWithANotice() {
        sandbox.run("add", "36.6", "--who", "ken", "--at", "07:00")
        sandbox.run("add", "36.8", "--who", "hana", "--at", "07:05")
        let typo = sandbox.run("add", "36.5", "--who", "kenn", "--at", "07:10")
        #expect(typo.status == 0)
        #expect(
            typo.error
                == "note: new person 'kenn' — did you mean ken? If so, 'templog undo' takes the "
                + "reading back; record it again with --who ken\n")
        let kanaName = sandbox.run(
            ["add", "36.5", "--who", "はな", "--at", "07:20"], environment: japanese)
        #expect(kanaName.error == "")
        let slip = sandbox.run(
            ["add", "36.5", "--who", "hanna", "--at", "07:30"], environment: japanese)
        #expect(
            slip.error
                == "お知らせ: 新しい人「hanna」として記録しました。「hana」の間違いなら、templog undo で"
                + "取り消し、--who hana で記録し直してください。\n")
        // Case and width variants fold to the first spelling, with the same notice.
        let wide = sandbox.run("add", "36.7", "--who", "ｋｅｎ", "--at", "07:40")
        #expect(
            wide.error == "note: recorded as 'ken', the spelling already in the store (not 'ｋｅｎ')\n"
        )
        let upper = sandbox.run("add", "36.9", "--who", "KEN", "--at", "07:50")
        #expect(
            upper.error
                == "note: recorded as 'ken', the spelling already in the store (not 'KEN')\n")
        // Far from every name: no notice.
        #expect(sandbox.run("add", "36.5", "--who", "taro", "--at", "07:55").error == "")
    }

    @Test(arguments: [
        ["sheet", "--who", "hanna"], ["report", "--who", "hanna"], ["chart", "--who", "hanna"],
        ["stats", "--who", "hanna"], ["today", "--who", "hanna"],
        ["report", "--who", "hana", "--who", "hanna"],
    ])
    func readCommandsRefuseANameWithNoReadings(arguments: [String]) {
        sandbox.run("add", "36.6", "--who", "ken", "--at", "07:00")
        sandbox.run("add", "36.8", "--who", "hana", "--at", "07:05")
        let before = sandbox.store
        let result = sandbox.run(arguments)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error == "Error: no readings for 'hanna'; the store has: hana, ken\n")
        #expect(sandbox.store == before)
        let inJapanese = sandbox.run(arguments, environment: japanese)
        #expect(
            inJapanese.error == "エラー: 「hanna」の記録はありません。記録のある人（hana、ken）から選んでください。\n")
    }

    @Test func aNameInAnEmptyStoreIsRefusedToo() {
        let result = sandbox.run("sheet", "--who", "hana")
        #expect(result.status == 1)
        #expect(result.error == "Error: no readings for 'hana'; the store has none yet\n")
    }

    @Test func symptomsAsPeopleWriteThemAreRecorded() {
        let added = sandbox.run(
            ["add", "37.8", "--symptoms", "咳・のど だるい", "--at", "07:00"], environment: japanese)
        #expect(added.status == 0)
        #expect(
            sandbox.store?.contains(#""symptoms":["cough","sore-throat","fatigue"]"#) == true)
        let feverish = sandbox.run("add", "37.2", "--symptoms", "熱っぽい、鼻づまり", "--at", "07:10")
        #expect(feverish.status == 0)
        #expect(sandbox.store?.contains(#""symptoms":["stuffy-nose","feverish"]"#) == true)
        let before = sandbox.store
        let refused = sandbox.run("add", "37.2", "--symptoms", "咳・腰痛")
        #expect(refused.status == 65)
        #expect(refused.error.hasPrefix("Error: --symptoms: '腰痛' is not a symptom on the list"))
        #expect(sandbox.store == before)
        let help = sandbox.run("add", "--help").output.split(separator: "\n")
            .map { $0.drop { $0 == " " } }.joined(separator: " ")
        #expect(help.contains("headache (頭痛, ずつう, 頭が痛い, あたまがいたい);"))
    }

    /// `Tests/Fixtures/card-cp932.csv`, written by Python's cp932 codec.
    var card: Data {
        get throws {
            try Data(
                contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .deletingLastPathComponent().appendingPathComponent("Fixtures/card-cp932.csv"))
        }
    }

    @Test func aShiftJISCardFromJapaneseExcelImports() throws {
        let path = sandbox.directory.file("card.csv")
        try card.write(to: URL(fileURLWithPath: path))
        for arguments in [["import", path], ["import", path, "--format", "csv"]] {
            let result = sandbox.run(arguments + ["--dry-run"])
            #expect(result.status == 0)
            #expect(
                result.output.hasSuffix(
                    "Would add 3 readings; skipped 0 already in the store and 0 repeated in the files; rejected 0. Nothing was changed (--dry-run).\n"
                ))
        }
        let imported = sandbox.run("import", path, "--encoding", "cp932", "--who", "hana")
        #expect(imported.status == 0)
        #expect(sandbox.readings.map(\.note) == [nil, "ｶｾﾞ気味", "①回目の検温"])
        #expect(sandbox.readings.map(\.symptoms) == [nil, [.cough, .soreThroat], [.none]])
    }

    @Test func aFileInAnotherEncodingIsRefusedNamingTheEncoding() throws {
        let path = sandbox.directory.file("latin1.csv")
        try Data([0x64, 0x61, 0x74, 0xE9, 0x2C, 0x63, 0x0A, 0x31, 0x2C, 0x32, 0x0A])
            .write(to: URL(fileURLWithPath: path))
        let refused = sandbox.run("import", path, "--format", "csv")
        #expect(refused.status == 65)
        #expect(
            refused.error
                == "Error: '\(path)' is neither UTF-8 text nor Shift_JIS (CP932) as Japanese Excel saves it: save it as 'CSV UTF-8 (Comma delimited)' and import it again\n"
        )
        #expect(sandbox.run("import", path).error == refused.error)
        let forced = sandbox.run("import", path, "--encoding", "cp932")
        #expect(forced.status == 65)
        #expect(forced.error.hasPrefix("Error: '\(path)' is not Shift_JIS (CP932) text"))
        // UTF-8 Japanese with one stray Latin-1 byte is not taken for CP932 either.
        let stray = sandbox.directory.file("stray.csv")
        try Data(
            Array("date,time,temperature,who\n2026-11-05,07:40,36.8,はな\n".utf8) + [
                0x63, 0x61, 0x66, 0xE9, 0x0A,
            ]
        ).write(to: URL(fileURLWithPath: stray))
        #expect(sandbox.run("import", stray).status == 65)
        // Latin-1 and Windows-1252 text that also reads as CP932 is not taken for Japanese.
        for (name, text) in [
            ("fr.csv", "date,time,temperature,note\n2026-11-05,07:40,36.8,fièvre légère\n"),
            ("ca.csv", "date,time,temperature,note\n2026-11-05,07:40,36.8,Ça va\n"),
            ("cafe.csv", "date,time,temperature,note\n2026-11-05,07:40,36.8,après le café\n"),
            ("heure.csv", "date,heure,température,remarque\n2026-11-05,07:40,36.8,\n"),
            ("quote.csv", "date,time,temperature,note\n2026-11-05,07:40,36.8,it’s fine\n"),
        ] {
            let file = sandbox.directory.file(name)
            let encoding: String.Encoding = name == "quote.csv" ? .windowsCP1252 : .isoLatin1
            try #require(text.data(using: encoding)).write(to: URL(fileURLWithPath: file))
            let result = sandbox.run("import", file)
            #expect(result.status == 65, "\(name)")
            // Bytes that CP932 can read are said to be perhaps CP932 (with how to import them
            // so); never read as CP932 without `--encoding cp932`.
            let reason =
                name == "cafe.csv"
                ? "is neither UTF-8 text nor Shift_JIS (CP932) as Japanese Excel saves it: save it"
                : "is not UTF-8 text; it may be Shift_JIS (CP932) as Japanese Excel saves it, but "
                    + "holds too little Japanese to tell: if it is, import it with --encoding "
                    + "cp932; else save it"
            #expect(
                result.error
                    == "Error: '\(file)' \(reason) as 'CSV UTF-8 (Comma delimited)' and import it again\n",
                "\(name)")
        }
        let utf8 = sandbox.run("import", sandbox.directory.file("card.csv"), "--encoding", "latin1")
        #expect(utf8.status == 64)
        #expect(sandbox.store == nil)
    }

    /// A Shift_JIS file with a word or two of Japanese (LibreOffice saving templog's own export,
    /// whose header is ASCII) cannot be told from Latin-1 by its content: the error says it may
    /// be CP932 and how to import it so, and `--encoding cp932` does.
    @Test func aShiftJISFileWithLittleJapaneseSaysHowToImportItAsCP932() throws {
        let path = sandbox.directory.file("short.csv")
        let text = "date,time,celsius,note\n2026-11-20,7:30,36.4,朝\n2026-11-21,7:30,36.5,熱\n"
        try #require(text.data(using: .shiftJIS)).write(to: URL(fileURLWithPath: path))
        let refused = sandbox.run("import", path)
        #expect(refused.status == 65)
        #expect(
            refused.error
                == "Error: '\(path)' is not UTF-8 text; it may be Shift_JIS (CP932) as Japanese Excel saves it, but holds too little Japanese to tell: if it is, import it with --encoding cp932; else save it as 'CSV UTF-8 (Comma delimited)' and import it again\n"
        )
        #expect(sandbox.store == nil)
        #expect(sandbox.run("import", path, "--encoding", "cp932").status == 0)
        #expect(sandbox.readings.map(\.note) == ["朝", "熱"])
    }

    @Test(arguments: [
        ("recnt", "recent"), ("reprot", "report"), ("todya", "today"), ("undoo", "undo"),
        ("shet", "sheet"), ("ｒｅｃｎｔ", "recent"),
    ])
    func aMistypedCommandGetsTheNearestOne(typed: String, meant: String) {
        let result = sandbox.run(typed)
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix("Error: Unknown command '\(typed)'. Did you mean '\(meant)'?\n"))
        let inJapanese = sandbox.run([typed], environment: japanese)
        #expect(
            inJapanese.error.hasPrefix(
                "エラー: 「\(typed)」というコマンドはありません。もしかして \(meant) ですか？\n"))
    }

    @Test func aMistypedOptionGetsTheNearestOneAndNothingFarAway() {
        let option = sandbox.run("add", "36.5", "--woh", "hana")
        #expect(option.status == 64)
        #expect(option.error.hasPrefix("Error: Unknown option '--woh'. Did you mean '--who'?\n"))
        let sinse = sandbox.run(["report", "--sinse", "11/1"], environment: japanese)
        #expect(
            sinse.error.hasPrefix("エラー: 「--sinse」というオプションはありません。もしかして --since ですか？\n"))
        #expect(sandbox.run("xyz").error.hasPrefix("Error: Unknown command 'xyz'\n"))
        #expect(sandbox.run("add", "--bogus").error.hasPrefix("Error: Unknown option '--bogus'\n"))
        #expect(sandbox.store == nil)
    }
}
