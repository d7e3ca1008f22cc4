import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// Human-facing output in Japanese when the locale (or TEMPLOG_LANG) asks for it; machine
/// output the same in every language.
@Suite struct JapaneseTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")
    let japanese = ["LANG": "ja_JP.UTF-8"]

    init() {
        sandbox.directory.write(
            "readings.jsonl", DailyWorkflowTests.lines.map { $0 + "\n" }.joined())
    }

    func run(_ arguments: String...) -> RunResult {
        sandbox.run(arguments, environment: japanese)
    }

    @Test(arguments: [
        (["TEMPLOG_LANG": "ja"], Language.ja),
        (["LANG": "ja_JP.UTF-8"], .ja),
        (["LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"], .ja),
        (["LC_MESSAGES": "ja_JP", "LANG": "C"], .ja),
        (["TEMPLOG_LANG": "en", "LANG": "ja_JP.UTF-8"], .en),
        (["LC_ALL": "C", "LANG": "ja_JP.UTF-8"], .en),
        ([:], .en),
    ])
    func theLanguageFollowsTEMPLOG_LANGThenTheLocale(
        environment: [String: String], expected: Language
    ) throws {
        #expect(try Settings.load(environment: environment).language.value == expected)
    }

    @Test func addConfirmsInJapanese() {
        let added = run("add", "36.5", "--at", "07:31")
        #expect(added.output.hasPrefix("36.5℃ を記録しました（2026/11/29(日) 7:31、ID: "))
        let fever = run("add", "37.8", "--who", "はな")
        #expect(fever.output.hasPrefix("はなさんの体温 37.8℃ を記録しました（2026/11/29(日) 8:00、ID: "))
        #expect(fever.output.hasSuffix("\n37.8℃ は発熱の目安（37.5℃）以上です。\n"))
        #expect(
            run("add", "98.6F", "--at", "2025-12-31 23:00").output
                .hasPrefix("37.0℃ を記録しました（98.6°F で入力、2025/12/31(水) 23:00、ID: "))
        // undo reverses the last change: the back-dated reading.
        #expect(
            run("undo").output.hasPrefix(
                "37.0℃ の記録を取り消しました（98.6°F で入力、2025/12/31(水) 23:00、ID: "))
    }

    @Test func errorsAreInJapaneseWithTheSameExitCodes() {
        let bad = run("add", "365")
        #expect(bad.status == 65)
        #expect(
            bad.error
                == "エラー: 「365」は体温の範囲外です（32.0〜43.0℃ か 89.6〜109.4°F で入力してください）。もしかして 36.5 ですか？\n"
        )
        let usage = run("add", "--bogus")
        #expect(usage.status == 64)
        #expect(
            usage.error.hasPrefix(
                "エラー: 「--bogus」というオプションはありません。\n使い方: templog add [<temperature>]"))
        #expect(usage.error.hasSuffix("\n  詳しくは templog add --help を見てください。\n"))
        let environment = sandbox.run(
            ["add", "36.5"], environment: ["LANG": "ja_JP.UTF-8", "TEMPLOG_FEVER": "hot"])
        #expect(
            environment.error
                == "エラー: TEMPLOG_FEVER: 「hot」は体温として読めません。36.5、36,5、36.5度、36度5分、98.6F のように入力してください。\n"
        )
    }

    @Test func addTakesTheJapaneseWaysOfWritingATemperatureAndATime() throws {
        let added = sandbox.run(
            ["add", "36度5分", "--at", "昨日 7時半"], environment: ["TEMPLOG_LANG": "ja"])
        #expect(added.status == 0)
        #expect(added.output.hasPrefix("36.5℃ を記録しました（2026/11/28(土) 7:30、ID: "))
        let reading = try #require(sandbox.readings.first { $0.takenAt.localDate.day == 28 })
        #expect(reading.takenAt.rfc3339 == "2026-11-28T07:30:00+09:00")
        #expect(reading.temperature.centiCelsius == 3650)
        #expect(reading.unit == .celsius)
        let store = try #require(sandbox.store)
        #expect(store.contains(#""takenAt":"2026-11-28T07:30:00+09:00""#))
        #expect(
            run("add", "３７度２分", "--at", "昨日午後７時").output.hasPrefix(
                "37.2℃ を記録しました（2026/11/28(土) 19:00、ID: "))
    }

    @Test func refusedJapaneseTimesLeaveTheStoreAlone() {
        let before = sandbox.store
        let twelveHour = run("add", "36.5", "--at", "13pm")
        #expect(twelveHour.status == 65)
        #expect(
            twelveHour.error
                == "エラー: --at: 「13pm」は時刻として読めません。今日のもう過ぎた時刻を 7:30、19:30、7時、7時半、午前7時、午後9時10分、正午、7am、7:30 pm のように入力してください。今日でなければ「昨日 7時半」「一昨日 21:10」「2026/11/28 7:30」「11/28 7:30」「11月28日 7:30」「2026-11-28 7:30」のように前に日付を付けるか、2026-11-28T07:30:00+09:00 のような ISO 8601 で入力してください。\n"
        )
        let dayAlone = run("add", "３６度５分", "--at", "きのう")
        #expect(dayAlone.status == 65)
        #expect(
            dayAlone.error
                == "エラー: --at: 「きのう」は日付だけで時刻がありません。「きのう 7:30」のように時刻を付けてください。\n")
        let twelve = run("add", "36.5", "--at", "午前12時")
        #expect(twelve.status == 65)
        #expect(twelve.error.hasPrefix("エラー: --at: 「午前12時」はあいまいです"))
        let tenths = run("add", "36度50分")
        #expect(tenths.status == 65)
        #expect(tenths.error.hasPrefix("エラー: 「36度50分」は体温として読めません"))
        #expect(sandbox.store == before)
    }

    @Test func dayOptionsTakeJapaneseDayWords() {
        for (word, date) in [("今日", "2026-11-29"), ("昨日", "2026-11-28"), ("おととい", "2026-11-27")] {
            #expect(
                run("export", "--date", word).output == run("export", "--date", date).output,
                "\(word)")
        }
        #expect(
            run("export", "--since", "一昨日", "--until", "きのう").output
                == run("export", "--since", "2026-11-27", "--until", "2026-11-28").output)
        let bad = run("export", "--since", "明日")
        #expect(bad.status == 65)
        #expect(
            bad.error
                == "エラー: --since: 「明日」は日付として読めません。2026/11/29、11/29、11月29日、2026年11月29日、2026-11-29、今日、昨日、一昨日 のように入力してください（曜日を付けるなら 2026/11/29(日) のように正しい曜日で）。\n"
        )
    }

    @Test func tablesAndTodayAreInJapanese() {
        #expect(
            run("recent", "-n", "2").output == """
                日付            時刻   体温   名前  ID
                2026/11/29(日)  07:40  36.9℃  hana  b00000
                2026/11/29(日)  07:05  36.5℃  本人  a00000

                """)
        _ = run("add", "36.5", "--who", "taro", "--at", "2026-10-01 07:00")
        let none = run("today", "--who", "taro")
        #expect(none.status == 1)
        #expect(none.output == "taroさんの今日の記録はまだありません。\n")
        #expect(
            run("people").output.hasPrefix(
                "名前  記録数  最新の記録\n本人       4  2026/11/29(日) 07:05  36.5℃\n"))
    }

    @Test func statsReportAndChartAreInJapanese() {
        expectSnapshot(run("stats", "--who", "hana").output, named: "stats-hana")
        #expect(
            sandbox.run(
                ["report", "--who", "hana", "--date", "2026-11-27"], terminal: true,
                environment: japanese
            ).output
                == "hana\n2026/11/27(金) 朝 7:30 37.6℃（発熱）。この日の最高 38.3℃（0:40）\n")
        #expect(
            sandbox.run(
                ["report", "--date", "2026-11-27", "--text", "--lang", "en", "--who", "hana"],
                environment: japanese
            ).output
                == "hana\n2026-11-27 (Fri) morning 07:30 37.6 °C (fever); the day's highest 38.3 °C at 00:40\n"
        )
        #expect(
            run("chart", "--who", "hana", "--days", "3").output.hasPrefix(
                "hana: 日ごとの最高体温（発熱の目安 37.5℃）\n"))
    }

    @Test func checkAndImportReportInJapanese() throws {
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o600], ofItemAtPath: sandbox.storePath)
        #expect(
            run("check").output
                == "\(sandbox.storePath): 記録 8 件、問題はありません。\n（取り消し履歴はまだありません。これからの変更は取り消せます）\n")
        let other = sandbox.directory.file("other.jsonl")
        sandbox.directory.write("other.jsonl", DailyWorkflowTests.lines[0] + "\n{broken\n")
        let imported = run("import", other)
        #expect(
            imported.output
                == "  名前のない行（other.jsonl から）→ 本人: 0 件を取り込み、1 件は記録済み\n"
                + "新しく取り込んだ記録はありません（スキップ: 記録済み 1 件、エラー: 1 件）。\n")
        #expect(imported.error == "警告: \(other) の 2 行目を取り込みませんでした: 記録として読めません。\n")
    }

    @Test func machineOutputIsTheSameInEveryLanguage() {
        for arguments in [
            ["export"], ["export", "--json"], ["export", "--tsv"],
            ["report", "--days", "3", "--csv"],
            ["stats", "--json"], ["recent", "--json"], ["people", "--names"],
        ] {
            #expect(
                sandbox.run(arguments, environment: japanese).output
                    == sandbox.run(arguments).output, "\(arguments)")
        }
    }

    // MARK: - Dates

    /// Tables, sentences, ranges and errors all write a day as 2026/11/29(日).
    @Test func everyJapaneseDateIsWrittenOneWay() {
        let outputs = [
            run("recent", "-n", "1").output,
            run("today").output,
            run("stats", "--who", "hana").output,
            run("report", "--text", "--who", "hana", "--date", "2026-11-27").output,
            run("people").output,
            run("add", "36.6", "--who", "taro").output,
            run("undo", "--list").output,
            run("stats", "--since", "2026-11-29", "--until", "2026-11-28").error,
            run("add", "36.5", "--at", "23:00").error,
            run("chart", "--who", "hana", "--days", "3").output,
        ]
        #expect(outputs[0].contains("\n2026/11/29(日)  07:40  36.9℃  hana  b00000\n"))
        #expect(outputs[1] == "日付            時刻   体温   ID\n2026/11/29(日)  07:05  36.5℃  a00000\n")
        #expect(outputs[2].hasPrefix("hana: 2026/11/26(木)〜2026/11/29(日)（4 日間）\n"))
        #expect(outputs[3] == "hana\n2026/11/27(金) 朝 7:30 37.6℃（発熱）。この日の最高 38.3℃（0:40）\n")
        #expect(outputs[4].contains("  2026/11/29(日) 07:05  36.5℃\n"))
        #expect(outputs[5].hasPrefix("taroさんの体温 36.6℃ を記録しました（2026/11/29(日) 8:00、ID: "))
        #expect(outputs[6].hasPrefix("1. 2026/11/29(日) 8:00 追加: "))
        #expect(
            outputs[7].hasPrefix(
                "エラー: --until 2026/11/28(土) が --since 2026/11/29(日) より前です。年をまたぐ期間なら、年も付けて指定してください。\n使い方: "
            ))
        #expect(outputs[8].contains("「23:00」は未来の時刻です（現在は 2026/11/29(日) 8:00）"))
        #expect(outputs[9].hasSuffix("\n       11/27\n"))
        for output in outputs {
            #expect(!output.contains("2026-11-") && !output.contains("月29日"), "\(output)")
        }
    }

    // MARK: - Errors from the system

    @Test func aMissingFileIsSaidInJapanese() {
        let missing = sandbox.directory.file("nowhere/readings.csv")
        let result = run("import", missing)
        #expect(result.status == 66)
        #expect(
            result.error == "エラー: 「\(missing)」を開けません（そのようなファイルやディレクトリはありません）。\n")
        #expect(
            sandbox.run("import", missing).error
                == "Error: cannot open '\(missing)': \(String(cString: strerror(ENOENT)))\n")
    }

    @Test func aSymbolicLinkLoopIsSaidInJapanese() throws {
        let loop = sandbox.directory.file("loop.jsonl")
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let result = sandbox.run(["recent", "--file", loop], environment: japanese)
        #expect(result.status == 74)
        #expect(result.error == "エラー: 「\(loop)」を読めません（シンボリックリンクの階層が多すぎます）。\n")
    }

    @Test(.enabled(if: getuid() != 0, "root is never refused permission"))
    func aDirectoryWithoutWritePermissionIsSaidInJapanese() throws {
        let directory = sandbox.directory.file("locked")
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o500])
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o700], ofItemAtPath: directory)
        }
        let store = directory + "/readings.jsonl"
        let result = sandbox.run(["add", "36.5", "--file", store], environment: japanese)
        #expect(result.status == 73)
        #expect(result.error == "エラー: 記録ファイル「\(store)」を作成できません: アクセスが拒否されました\n")
    }

    @Test(arguments: [
        (ENOENT, "そのようなファイルやディレクトリはありません"),
        (EACCES, "アクセスが拒否されました"),
        (EPERM, "操作が許可されていません"),
        (ENOSPC, "デバイスに空き容量がありません"),
        (EDQUOT, "ディスク使用量の上限を超えました"),
        (EROFS, "読み取り専用のファイルシステムです"),
        (EISDIR, "ディレクトリです"),
        (ENOTDIR, "ディレクトリではありません"),
        (ELOOP, "シンボリックリンクの階層が多すぎます"),
        (EMLINK, "リンクが多すぎます"),
        (EFBIG, "ファイルが大きすぎます"),
        (EIO, "入出力エラーが起きました"),
    ])
    func commonSystemErrorsAreTranslated(code: Int32, japanese: String) {
        let text = SystemError(code: code).text
        #expect(text.text(.ja) == japanese)
        #expect(text.text(.en) == String(cString: strerror(code)))
    }

    @Test func otherSystemErrorsKeepTheCLibrarysWords() {
        let busy = SystemError(code: EBUSY).text
        #expect(busy.text(.ja) == String(cString: strerror(EBUSY)))
        #expect(busy.text(.en) == String(cString: strerror(EBUSY)))
    }
}
