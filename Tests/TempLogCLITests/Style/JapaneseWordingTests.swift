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

    @Test func anImportSummaryLeavesOutTheCountsThatAreZero() {
        let file = sandbox.directory.file("new.jsonl")
        sandbox.directory.write("new.jsonl", DailyWorkflowTests.lines[0] + "\n{broken\n")
        let dryRun = sandbox.run(["import", file, "--dry-run"], environment: japanese)
        #expect(dryRun.output.hasSuffix("1 件を取り込めます（エラー: 1 件）。何も変更していません（--dry-run）。\n"))
        #expect(sandbox.store == nil)
        sandbox.directory.write(
            "new.jsonl", DailyWorkflowTests.lines[0...1].joined(separator: "\n"))
        #expect(sandbox.run(["import", file], environment: japanese).output == "2 件を取り込みました。\n")
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
        ]
        for (text, slip) in slips {
            let found = JapaneseStyleCheck.violations(in: text, sentence: true)
            #expect(found.count == 1 && found[0].hasPrefix(slip), "\(text): \(found)")
        }
        for text in [
            "「36度5分」と入力してください。", "7時30分 に 59 日前の記録です。", "36.5℃ を記録しました。",
            "templog undo で取り消せます。",
        ] {
            #expect(JapaneseStyleCheck.violations(in: text, sentence: true).isEmpty, "\(text)")
        }
    }
}
