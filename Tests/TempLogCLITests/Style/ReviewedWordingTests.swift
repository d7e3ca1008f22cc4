import Foundation
import TestSupport
import Testing

@testable import TempLogCLI

/// The wordings issue 35's Japanese reviewer asked for (items 6 to 15), each as a person meets
/// it: one fever term and one card, Japanese punctuation in lists, the report's day line, a
/// time tomorrow and a wrong weekday, profile and undo messages, help, the man page and
/// completions.
@Suite struct ReviewedWordingTests {
    /// Friday 13 November 2026, in the evening.
    let sandbox = Sandbox(now: "2026-11-13T21:00:00+09:00")
    let japanese = ["LANG": "ja_JP.UTF-8"]

    @Test func theFeverThresholdAndTheCardHaveOneNameEach() {
        let fever = sandbox.run(["add", "37.6", "--at", "7:00"], environment: japanese)
        #expect(fever.output.hasSuffix("\n37.6℃ は発熱の目安（37.5℃）以上です。\n"))
        let chart = sandbox.run(["chart", "--days", "3", "--ascii"], environment: japanese)
        #expect(chart.output.hasPrefix("本人: 日ごとの最高体温（発熱の目安 37.5℃）\n"))
        sandbox.run("add", "36.5", "--who", "hana", "--at", "7:00")
        let sheet = sandbox.run(["sheet", "--who", "hana", "--lang", "ja"], environment: japanese)
        #expect(sheet.output.contains("<h1>健康観察カード</h1>"))
        let help = sandbox.run(["sheet", "--help"], environment: japanese).output
        #expect(help.contains("健康観察カード") && !help.contains("観察表"))
        #expect(!help.contains("発熱の基準"))
    }

    @Test func listsInJapaneseAreSeparatedAsJapaneseIs() {
        sandbox.run("add", "36.5", "--at", "11/12 7:00")
        sandbox.run("add", "36.4", "--at", "11/13 7:00")
        let ids = sandbox.readings.map { String($0.id.prefix(6)) }
        #expect(sandbox.run(["delete"] + ids).status == 0)
        let list = sandbox.run(["undo", "--list"], environment: japanese).output
        #expect(!list.contains(";"))
        #expect(
            list.hasPrefix(
                "1. 2026/11/13(金) 21:00 削除: 36.5℃（2026/11/12(木) 7:00、ID: \(ids[0])）、36.4℃"
                    + "（2026/11/13(金) 7:00、"
                    + "ID: \(ids[1])）\n"), "\(list)")
        sandbox.run("undo")
        let stats = sandbox.run(["stats"], environment: japanese).output
        #expect(stats.contains("  最初と最後の記録  2026/11/12(木)、2026/11/13(金)\n"), "\(stats)")
        let unit = sandbox.run(["recent", "--unit", "x"], environment: japanese)
        #expect(unit.status == 64)
        #expect(
            unit.error.hasPrefix("エラー: 「x」は使えません。--unit には c（℃）か f（°F）を指定してください。\n"))
        #expect(
            sandbox.run("recent", "--unit", "x").error.hasPrefix(
                "Error: The value 'x' is invalid for '--unit <unit>' (accepted: c, f)\n"))
    }

    @Test func theReportsDayLineNamesTheMorningAndGivesThePeaksTime() {
        for (time, value) in [("6:30", "38.2"), ("13:10", "38.6"), ("20:00", "38.5")] {
            sandbox.run("add", value, "--at", time)
        }
        #expect(
            sandbox.run(["report", "--text"], environment: japanese).output
                == "2026/11/13(金) 朝 6:30 38.2℃（発熱）、夜 20:00 38.5℃（発熱）。この日の最高 38.6℃（13:10）\n")
        #expect(
            sandbox.run("report", "--text").output
                == "2026-11-13 (Fri) morning 06:30 38.2 °C (fever), evening 20:00 38.5 °C (fever);"
                + " the day's highest 38.6 °C at 13:10\n")
    }

    @Test func aTimeTomorrowIsRefusedAsSuchAndAnUnquotedOneGetsAHint() {
        let unquoted = sandbox.run(["add", "36.5", "--at", "明日", "7:00"], environment: japanese)
        #expect(unquoted.status == 64)
        #expect(
            unquoted.error.hasPrefix(
                "エラー: 余分な引数「7:00」があります。--at の値に空白を含めるときは --at \"明日 7:00\" "
                    + "のように引用符で囲んでください。\n"))
        // The second word may also be taken for the temperature.
        let asTemperature = sandbox.run(["add", "--at", "昨日", "7:00"])
        #expect(asTemperature.status == 64)
        #expect(
            asTemperature.error.hasPrefix(
                "Error: Unexpected argument '7:00'; a value of --at with a space in it is quoted: "
                    + "--at \"昨日 7:00\"\n"))
        let tomorrow = sandbox.run(["add", "36.5", "--at", "明日 7:00"], environment: japanese)
        #expect(tomorrow.status == 65)
        #expect(tomorrow.error == "エラー: --at: 明日の時刻は記録できません（未来の時刻です）。\n")
        #expect(
            sandbox.run("add", "36.5", "--at", "tomorrow 7am").error
                == "Error: --at: a time tomorrow cannot be recorded (it is in the future)\n")
        // On a later day, 11/20 is this year's, a Friday.
        let weekday = sandbox.run(
            ["report", "--date", "11/20(木)"],
            environment: japanese.merging(["TEMPLOG_NOW": "2026-11-29T08:00:00+09:00"]) { $1 })
        #expect(weekday.status == 65)
        #expect(weekday.error.hasPrefix("エラー: --date: 2026/11/20 は金曜日です（「(木)」と合いません）。\n"))
        #expect(sandbox.store == nil)
    }

    @Test func profileMessagesSayWhatChanged() {
        sandbox.run("people", "set", "hana", "--display-name", "山田 花子", "--number", "12")
        #expect(
            sandbox.run(["people", "set", "hana", "--number", "12"], environment: japanese).output
                == "「hana」のプロフィールはすでに指定どおりです。何も変更していません。\n")
        #expect(
            sandbox.run(["people", "unset", "hana", "number"], environment: japanese).output
                == "「hana」の番号を削除しました。\n")
    }

    @Test func undoSaysItTookTheChangeBack() {
        sandbox.run("add", "36.5", "--at", "7:00")
        let id = String(sandbox.readings[0].id.prefix(6))
        #expect(
            sandbox.run(["undo", "--list"], environment: japanese).output
                == "1. 2026/11/13(金) 21:00 追加: 36.5℃（2026/11/13(金) 7:00、ID: \(id)）\n")
        #expect(
            sandbox.run(["undo"], environment: japanese).output
                == "36.5℃ の記録を取り消しました（2026/11/13(金) 7:00、ID: \(id)）。\n")
        sandbox.run("add", "36.5", "--at", "7:00")
        let again = String(sandbox.readings[0].id.prefix(6))
        sandbox.run("delete", again)
        #expect(
            sandbox.run(["undo"], environment: japanese).output
                == "36.5℃ を復元しました（2026/11/13(金) 7:00、ID: \(again)）。\n")
        let help = sandbox.run(["delete", "--help"], environment: japanese).output
        #expect(help.contains("取り消せます") && !help.contains("戻せます"))
    }

    @Test func helpReadsAsWrittenInJapanese() {
        let add = sandbox.run(["add", "--help"], environment: japanese).output
        #expect(add.contains("発熱の目安以上のときはお知らせします。"))
        #expect(SheetCommand.spec.discussion?.ja.contains("期間は 1〜62 日の範囲で指定できます。") == true)
        let root = sandbox.run(["--help"], environment: japanese).output
        #expect(root.contains("現在の設定を表示します。"))
        let config = sandbox.run(["config"], environment: japanese).output
        #expect(config.contains("fever = 37.5℃（既定値）\n"))
        let manual = sandbox.run(["manual", "--help"], environment: japanese).output
        #expect(manual.contains("en（英語）か ja（日本語）"))
    }

    /// Every file templog keeps beside the store, and the settings file, is named in the
    /// manual's FILES: a change that makes a new kind of file must name it there (a command
    /// that writes one joins this scenario).
    @Test func theManualNamesEveryFileBesideTheStore() throws {
        sandbox.run("add", "36.5", "--at", "7:00")
        sandbox.run("cycle", "start", "--at", "today")
        sandbox.run("people", "set", "hana", "--display-name", "山田 花子")
        sandbox.run(
            ["config", "set", "unit", "c"],
            environment: ["XDG_CONFIG_HOME": sandbox.directory.file("config")])
        let store = try String(contentsOfFile: sandbox.storePath, encoding: .utf8)
        sandbox.directory.write("readings.jsonl", store + "{broken\n")
        sandbox.directory.write("readings.jsonl.cycles", "{broken\n")
        #expect(sandbox.run("check", "--repair").status == 0)
        let named = ManualPage.files.map(\.0)
        var seen: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path)
        where file.hasPrefix("readings.jsonl") {
            // `readings.jsonl.rejected-20261113T210000`: the time is the manual's `<time>`.
            let suffix = String(file.dropFirst("readings.jsonl".count))
            let pattern =
                suffix.split(separator: "-", maxSplits: 1).first.map {
                    suffix.contains("rejected-") ? $0 + "-<time>" : String($0)
                } ?? ""
            let kind = pattern.hasPrefix(".cycles.rejected") ? ".rejected-<time>" : pattern
            seen.insert(kind)
            #expect(named.contains("~/.local/share/templog/readings.jsonl" + kind), "\(file)")
        }
        #expect(
            seen == [
                "", ".journal", ".lock", ".people", ".cycles", ".identity", ".rejected-<time>",
            ])
        #expect(named.contains("~/.config/templog/config"))
    }

    @Test func theJapaneseManualShowsJapaneseExamplesAndHowToReadIt() {
        let page = JapaneseStyleTests.unescaped(sandbox.run(["manual", "--lang", "ja"]).output)
        #expect(page.contains("\ntemplog add 36度5分 --at \"昨日 7:30\" --who hana\n"))
        #expect(page.contains("groff -man -Tutf8"))
        #expect(page.contains("\n.B 0\n正常終了。\n"))
        let english = sandbox.run("manual").output
        #expect(english.contains("groff \\-man \\-Tutf8"))
    }

    /// Completions describe each option in one short line, in both languages.
    @Test(arguments: Language.allCases)
    func everyOptionHasAShortSummary(language: Language) {
        for spec in [CLI.rootSpec] + CLI.commands.map({ $0.spec }) {
            for option in spec.options {
                let summary = option.summary.text(language)
                #expect(
                    !summary.isEmpty && summary.count <= 60 && !summary.contains("\n"),
                    "\(spec.name) --\(option.long): \(summary)")
            }
        }
        let fish = CompletionScript.script(for: .fish, in: .ja)
        #expect(fish.contains("-l symptoms -r -f -a '(__templog_list !none\\t症状なし cough\\t咳 "))
        #expect(fish.contains("-l note -r -f -d '1 行のメモ'"))
    }
}
