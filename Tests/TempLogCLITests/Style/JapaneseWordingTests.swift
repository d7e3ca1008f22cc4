import Foundation
import TestSupport
import Testing

@testable import TempLogCLI

/// The wordings issue 24 asked for, as a person sees them, and the style check catching each
/// kind of slip it looks for.
@Suite struct JapaneseWordingTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")
    let japanese = ["LANG": "ja_JP.UTF-8"]

    @Test func checkSaysAnIDIsRepeatedAndOnWhichLines() {
        let line = DailyWorkflowTests.lines[0]
        sandbox.directory.write(
            "readings.jsonl", [line, DailyWorkflowTests.lines[1], line].map { $0 + "\n" }.joined())
        let before = sandbox.store
        let result = sandbox.run(["check"], environment: japanese)
        #expect(result.status == 65)
        #expect(result.output.contains("\n  ID a00000000001 が重複しています（1 行目と 3 行目）\n"))
        #expect(
            result.output.hasSuffix(
                "templog check --repair で修復できます（読めない行は .rejected ファイルに残します）。\n"))
        #expect(sandbox.store == before)
    }

    @Test func aSiteIsRefusedWithItsJapaneseNamesAndANearMissIsSuggested() {
        let slip = sandbox.run(["add", "36.5", "--site", "わきの下"], environment: japanese)
        #expect(slip.status == 65)
        #expect(slip.error == "エラー: --site: 「わきの下」は測定部位に使えません。もしかして「わき」ですか？\n")
        let typo = sandbox.run(["add", "36.5", "--site", "おでご"], environment: japanese)
        #expect(typo.error == "エラー: --site: 「おでご」は測定部位に使えません。もしかして「おでこ」ですか？\n")
        let unknown = sandbox.run(["add", "36.5", "--site", "目"], environment: japanese)
        #expect(unknown.status == 65)
        #expect(
            unknown.error
                == "エラー: --site: 「目」は測定部位に使えません。わき・口・耳・額・直腸・その他 のどれかを入力してください"
                + "（armpit・mouth・ear・forehead・rectum・other や oral・underarm・tympanic・rectal も使えます）。\n"
        )
        let english = sandbox.run("add", "36.5", "--site", "armpti")
        #expect(
            english.error
                == "Error: --site: 'armpti' is not a measuring site. Did you mean armpit?\n")
        #expect(sandbox.store == nil)
    }

    @Test func everySiteTheHelpListsIsTaken() {
        for (typed, site) in [("直腸", "rectum"), ("その他", "other"), ("わき", "armpit")] {
            #expect(
                sandbox.run(["add", "36.5", "--site", typed], environment: japanese).status == 0)
            #expect(sandbox.readings.last?.site?.rawValue == site)
        }
    }

    @Test func anImportSummaryLeavesOutTheCountsThatAreZero() {
        let file = sandbox.directory.file("new.jsonl")
        sandbox.directory.write("new.jsonl", DailyWorkflowTests.lines[0] + "\n{broken\n")
        let dryRun = sandbox.run(["import", file, "--dry-run"], environment: japanese)
        #expect(dryRun.output.hasSuffix("1 件を取り込めます（エラー: 1 件）。何も変更していません（--dry-run）。\n"))
        #expect(sandbox.store == nil)
        sandbox.directory.write(
            "new.jsonl", DailyWorkflowTests.lines[0...1].joined(separator: "\n"))
        #expect(
            sandbox.run(["import", file], environment: japanese).output
                == "  名前のない行（new.jsonl から）→ 本人: 1 件を取り込み\n"
                + "  hana（new.jsonl から）→ hana: 1 件を取り込み\n2 件を取り込みました。\n")
    }

    /// The owner is 本人 in tables, never 本人さん in a sentence.
    @Test func recentWithoutYourReadingsDoesNotCallYouSan() {
        sandbox.directory.write("readings.jsonl", DailyWorkflowTests.lines[1] + "\n")
        let result = sandbox.run(["recent", "--who", "me"], environment: japanese)
        #expect(result.output == "記録はまだありません（本人）。\n")
    }

    @Test func theStyleCheckFindsEachKindOfSlip() {
        let slips = [
            "わき, 口です。": "ASCII , between Japanese", "36.5°C です。": "°C instead of ℃",
            "36.5 ℃ です。": "space before ℃", "花子 さんの記録です。": "space before さん",
            "3件あります。": "no space between Japanese and Latin",
            "記録しました": "does not end with 。 or ？", "記録（ 7:30）です。": "space beside",
            "'templog undo' で取り消せます。": "a command in ASCII quotes",
            // Issue 35's review: one term for the fever threshold and one for the card.
            "37.6℃ は発熱の基準（37.5℃）以上です。": "「発熱の基準」",
            "花子: 日ごとの最高体温（発熱の目安と発熱ライン 37.5℃）です。": "「発熱ライン」",
            "1 人分の印刷できる健康観察表を書き出します。": "「観察表」",
            "発熱: 37.6℃ は発熱の目安（37.5℃）以上です。": "「発熱: 」",
            // Half-width punctuation between Japanese, with digits or brackets between.
            "36.5℃ の削除（11/29(日) 7:30）; 36.4℃ の削除（11/29(日) 7:40）です。":
                "ASCII ; separating items",
            "最初と最後は 2026/11/07(土) / 2026/11/20(金) です。": "ASCII / separating items",
            "単位は c（℃）, f（°F）のどちらかです。": "ASCII , separating items",
            "使える値は c, f です。": "ASCII , separating items",
            // A title with a dash, a placeholder after its option, brackets one after another.
            "健康観察カード – 山田 花子（11/07〜11/20）です。": "an en or em dash",
            "--unit <unit> に「x」は使えません。": "an option's placeholder",
            "6:30 38.2℃（発熱）（最高 38.6℃）です。": "brackets one after another",
            // Words that read translated.
            "プロフィールはすでにその内容です。何も変えていません。": "「変えていません」",
            "削除した記録は templog undo で戻せます。": "「で戻せます」",
        ]
        for (text, slip) in slips {
            let found = JapaneseStyleCheck.violations(in: text, sentence: true)
            #expect(found.count == 1 && found.first?.hasPrefix(slip) == true, "\(text): \(found)")
        }
        for text in [
            "「36度5分」と入力してください。", "7時30分 に 59 日前の記録です。", "36.5℃ を記録しました。",
            "templog undo で取り消せます。", "2026/11/07(土)〜2026/11/20(金) の 14 日間です。",
            "列 date/time と $XDG_DATA_HOME/templog を読みます。", "「36,5」と入力してください。",
            "--unit には c（℃）か f（°F）を指定してください。",
        ] {
            #expect(JapaneseStyleCheck.violations(in: text, sentence: true).isEmpty, "\(text)")
        }
    }

    /// Wrapped help keeps a particle with its word and a name, a command or a time on one
    /// line: what the review found in issue 35's help, caught.
    @Test func theWrappingCheckFindsASplitWordOrToken() {
        let cut = "あなた自身の記録は「本人」\nと表示します。\n（既定: なければあなた）\nは add で使います。"
        #expect(JapaneseStyleCheck.lineStartViolations(in: cut).count == 2)
        #expect(
            JapaneseStyleCheck.lineStartViolations(in: "値を使うとき\nは add で指定します。").count == 1)
        #expect(JapaneseStyleCheck.lineStartViolations(in: "表示します。\nまた、記録し\nます。").isEmpty)
        let source = "例: \"山田 花子\"。7:30 pm や ISO 8601 も使えます。templog undo で取り消せます。"
        let wrapped = "例: \"山田\n花子\"。7:30\npm や ISO\n8601 も使えます。templog\nundo で取り消せます。"
        #expect(
            JapaneseStyleCheck.splitTokens(of: source, in: wrapped).sorted()
                == ["\"山田 花子\"", "7:30 pm", "ISO 8601", "templog undo"])
        #expect(JapaneseStyleCheck.splitTokens(of: source, in: source).isEmpty)
    }
}
