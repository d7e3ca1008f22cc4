import Foundation
import TempLogCore
import TestSupport
import Testing

/// `people set` and `people unset` (issue 24, wrong answer 2): a display name with spaces and
/// any script, shown where people read names; the handle stays what `--who` takes.
@Suite struct ProfileCommandTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")
    let japanese = ["TEMPLOG_LANG": "ja"]
    var profiles: String? { sandbox.directory.read("readings.jsonl.people") }

    /// hana with a fever on the 29th, the owner normal on the 28th.
    func seed() {
        #expect(sandbox.run("add", "36.5", "--at", "2026-11-28 07:00").status == 0)
        #expect(sandbox.run("add", "37.8", "--who", "hana", "--at", "07:00").status == 0)
    }

    @Test func setSavesAProfileThatPeopleListsInBothLanguages() {
        seed()
        let set = sandbox.run(
            "people", "set", "hana", "--display-name", "山田 花子", "--school", "桜小学校",
            "--class", "3年2組", "--number", "12")
        #expect(set.status == 0)
        #expect(
            set.output
                == "Saved the profile of hana: display name '山田 花子', school '桜小学校', class '3年2組', number '12'\n"
        )
        #expect(
            profiles
                == #"{"who":"hana","displayName":"山田 花子","school":"桜小学校","class":"3年2組","number":"12"}"#
                + "\n")
        #expect(
            sandbox.run("people").output == """
                WHO   DISPLAY NAME  SCHOOL    CLASS   NO.  READINGS  LAST READING
                me                                                1  2026-11-28 Sat 07:00  36.5 °C
                hana  山田 花子     桜小学校  3年2組  12          1  2026-11-29 Sun 07:00  37.8 °C

                """)
        #expect(
            sandbox.run("people", environment: japanese).output == """
                名前  表示名     学校      学年・組  番号  記録数  最新の記録
                本人                                            1  2026/11/28(土) 07:00  36.5℃
                hana  山田 花子  桜小学校  3年2組    12         1  2026/11/29(日) 07:00  37.8℃

                """)
        #expect(
            sandbox.run("people", "set", "me", "--display-name", "山田 太郎", environment: japanese)
                .output == "「本人」のプロフィールを保存しました（表示名「山田 太郎」）。\n")
        #expect(sandbox.run("people", "--names").output == "me\nhana\n")
    }

    @Test func aProfileSetBeforeTheFirstReadingIsListed() {
        seed()
        #expect(sandbox.run("people", "set", "ken", "--display-name", "山田 健").status == 0)
        #expect(
            sandbox.run("people").output == """
                WHO   DISPLAY NAME  READINGS  LAST READING
                me                         1  2026-11-28 Sat 07:00  36.5 °C
                hana                       1  2026-11-29 Sun 07:00  37.8 °C
                ken   山田 健              0

                """)
        #expect(sandbox.run("people", "--names").output == "me\nhana\nken\n")
        // A range lists who has readings in it.
        #expect(!sandbox.run("people", "--days", "7").output.contains("ken"))
    }

    @Test func aProfileForANameOneEditFromAPersonSaysSo() {
        seed()
        let typo = sandbox.run("people", "set", "hanna", "--class", "3年2組")
        #expect(typo.status == 0)
        #expect(
            typo.error
                == "note: no readings of 'hanna' yet — did you mean hana? ('templog undo' takes the profile back)\n"
        )
        #expect(sandbox.run("people", "set", "taro", "--class", "3年2組").error == "")
    }

    @Test func unsetTakesFieldsOutAndAnEmptyProfileLeavesTheFile() {
        seed()
        sandbox.run("people", "set", "hana", "--display-name", "山田 花子", "--class", "3年2組")
        let unset = sandbox.run("people", "unset", "HANA", "class")
        #expect(unset.status == 0)
        #expect(unset.output == "Removed the class of hana\n")
        #expect(profiles == #"{"who":"hana","displayName":"山田 花子"}"# + "\n")
        #expect(
            sandbox.run("people", "unset", "hana", "display-name", environment: japanese).output
                == "「hana」の表示名を削除しました。\n")
        #expect(profiles == "")
        #expect(
            sandbox.run("people", "unset", "hana", "school").output
                == "hana has no school to remove; nothing changed\n")
        #expect(
            sandbox.run(["people", "unset", "hana", "school", "number"], environment: japanese)
                .output == "「hana」のプロフィールに学校名と番号はありません。何も変更していません。\n")
    }

    @Test func checkNamesADamagedProfileLineAndRepairMovesItAside() {
        seed()
        sandbox.directory.write("readings.jsonl.people", "{\"who\":\"hana\",\"number\":12}\n")
        let check = sandbox.run("check")
        #expect(check.status == 65)
        #expect(
            check.output.contains(
                "  \(sandbox.storePath).people:1: not a profile: {\"who\":\"hana\",\"number\":12}\n"
            ))
        #expect(sandbox.run("check", "--repair").output.contains("moved 1 unreadable line to "))
        #expect(profiles == "")
        #expect(sandbox.run("check").status == 0)
    }

    /// The confirmations name the person as every other view does: the display name the
    /// profile has once undone, else the handle.
    @Test func undoTakesAProfileChangeBack() {
        seed()
        sandbox.run("people", "set", "hana", "--display-name", "花子")
        sandbox.run("people", "set", "hana", "--display-name", "山田 花子")
        #expect(
            sandbox.run("undo", "--list").output.hasPrefix(
                "1. 08:00 (Sun 29 Nov): profile of 山田 花子 changed\n"))
        let undo = sandbox.run("undo")
        #expect(undo.status == 0)
        #expect(undo.output == "Put the profile of 花子 back as it was\n")
        #expect(profiles == #"{"who":"hana","displayName":"花子"}"# + "\n")
        #expect(
            sandbox.run("undo", environment: japanese).output == "「hana」のプロフィールを元に戻しました。\n")
        #expect(profiles == "")
        #expect(sandbox.run("undo").output.hasPrefix("Removed 37.8 °C for hana"))
    }

    @Test func aDisplayNameIsPrintedWhereNamesAreReadButExportKeepsTheHandle() {
        seed()
        sandbox.run("people", "set", "hana", "--display-name", "山田 花子")
        #expect(
            sandbox.run("report", "--text", "--since", "2026-11-28").output == """
                me
                2026-11-28 (Sat) morning 07:00 36.5 °C
                2026-11-29 (Sun) no reading

                山田 花子
                2026-11-28 (Sat) no reading
                2026-11-29 (Sun) morning 07:00 37.8 °C (fever)

                """)
        #expect(sandbox.run("recent").output.contains("  山田 花子  "))
        #expect(sandbox.run("today", "--everyone").output.contains("\n山田 花子  07:00  37.8 °C"))
        #expect(
            sandbox.run("add", "36.9", "--who", "hana", "--at", "2026-11-29 08:00").output
                .hasPrefix("Recorded 36.9 °C for 山田 花子 at 08:00 (Sun 29 Nov) · id "))
        #expect(
            sandbox.run(
                ["add", "36.8", "--who", "hana", "--at", "2026-11-29 06:10"],
                environment: ["TEMPLOG_LANG": "ja"]
            ).output.hasPrefix("山田 花子さんの体温 36.8℃ を記録しました（2026/11/29(日) 6:10、ID: "))
        #expect(sandbox.run("export", "--no-header").output.contains(",hana,"))
        #expect(!sandbox.run("export").output.contains("山田"))
        #expect(
            sandbox.run(["chart", "--who", "hana", "--days", "3"]).output.hasPrefix(
                "?? ??: daily highest; fever line 37.5 C\n"))
        let ascii = sandbox.run(
            ["chart", "--who", "hana", "--days", "3", "--ascii"],
            environment: ["LANG": "ja_JP.UTF-8"]
        ).output.split(separator: "\n")
        #expect(ascii.first == "山田 花子: 日ごとの最高体温（発熱の目安 37.5℃）")
        #expect(ascii.dropFirst().allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(sandbox.run("undo", "--list").output.contains("36.8 °C for 山田 花子"))
        #expect(sandbox.run("undo").output.hasPrefix("Removed 36.8 °C for 山田 花子"))
    }

    @Test func aFullNameAsWhoIsRefusedSayingHowToGiveADisplayName() {
        let refused = sandbox.run("add", "36.5", "--who", "山田 花子")
        #expect(refused.status == 65)
        #expect(
            refused.error
                == "Error: --who: '山田 花子' is not a name: a name has no spaces (accepted: 1–32 letters, digits, '-', '_', '.', apostrophe); to print a full name, record under a short name and give it a display name: templog people set <name> --display-name \"山田 花子\"\n"
        )
        #expect(
            sandbox.run("add", "36.5", "--who", "山田 花子", environment: japanese).error
                == "エラー: --who: 「山田 花子」は名前に使えません（名前に空白は使えません）。短い名前で記録し、表示名を付けてください（templog people set <名前> --display-name \"山田 花子\"）。\n"
        )
        #expect(sandbox.store == nil)
    }

    @Test(
        arguments: [
            (
                ["people", "set", "hana", "--display-name", ""], 65,
                "Error: --display-name: empty text is not accepted; to remove the display-name, use 'templog people unset <name> display-name'"
            ),
            (
                ["people", "set", "hana", "--display-name", "a\u{1B}b"], 65,
                "Error: --display-name: the text holds the control character U+001B (accepted: one line of text without control characters)"
            ),
            (
                ["people", "set", "hana", "--number", String(repeating: "1", count: 17)], 65,
                "Error: --number: the text is 17 characters long (accepted: at most 16)"
            ),
            (
                ["people", "set", "山田 花子", "--school", "x"], 65,
                "Error: '山田 花子' is not a name: a name has no spaces (accepted: 1–32 letters, digits, '-', '_', '.', apostrophe); to print a full name, record under a short name and give it a display name: templog people set <name> --display-name \"山田 花子\""
            ),
            (
                ["people", "set", "hana"], 64,
                "Error: 'people set' needs at least one of --display-name, --school, --school-kind, "
                    + "--class, --number, --department, --staff-number, --sheet-rule, --fever"
            ),
            (["people", "set"], 64, "Error: Missing expected argument '<name>'"),
            (["people", "unset", "hana"], 64, "Error: Missing expected argument '<field>'"),
            (
                ["people", "unset", "hana", "age"], 64,
                "Error: The value 'age' is invalid for '<field>' (accepted: display-name, school, "
                    + "school-kind, class, number, department, staff-number, sheet-rule, fever)"
            ),
            (
                ["people", "unset", "hana", "school", "--school", "x"], 64,
                "Error: '--school' is not used by 'people unset'"
            ),
            (
                ["people", "set", "hana", "--school", "x", "--days", "3"], 64,
                "Error: '--days' is not used by 'people set'"
            ),
            (["people", "--school", "x"], 64, "Error: '--school' is not used by 'people'"),
            (["people", "rename", "hana"], 64, "Error: Missing expected argument '<new name>'"),
            (
                ["people", "set", "me", "--school", "株式会社みらい商事"], 65,
                "Error: --school: '株式会社みらい商事' looks like a company, and --school is for a "
                    + "school or nursery: give a workplace with --department (like --department "
                    + "Sales)"
            ),
            (
                ["people", "set", "me", "--school", "Mirai Trading Co., Ltd."], 65,
                "Error: --school: 'Mirai Trading Co., Ltd.' looks like a company, and --school is "
                    + "for a school or nursery: give a workplace with --department (like "
                    + "--department Sales)"
            ),
            (
                ["people", "set", "ken", "--school-kind", "daycare"], 64,
                "Error: The value 'daycare' is invalid for '--school-kind <kind>' (accepted: "
                    + "school, nursery)"
            ),
            (
                ["people", "set", "hana", "--sheet-rule", String(repeating: "熱", count: 101)], 65,
                "Error: --sheet-rule: the text is 101 characters long (accepted: at most 100)"
            ),
            (
                ["people", "set", "hana", "--staff-number", String(repeating: "1", count: 17)],
                65, "Error: --staff-number: the text is 17 characters long (accepted: at most 16)"
            ),
            (
                ["people", "unset", "hana", "sheet-rule", "--sheet-rule", "none"], 64,
                "Error: '--sheet-rule' is not used by 'people unset'"
            ),
            (
                ["people", "remove", "hana"], 64,
                "Error: The value 'remove' is invalid for '<action>' (accepted: set, unset, rename)"
            ),
            (
                ["people", "rename", "hana", "hanako", "--school", "x"], 64,
                "Error: '--school' is not used by 'people rename'"
            ),
            (
                ["people", "set", "hana", "--merge"], 64,
                "Error: '--merge' is not used by 'people set'"
            ),
        ] as [([String], Int32, String)])
    func aBadProfileChangeIsRefusedAndChangesNothing(
        arguments: [String], status: Int32, message: String
    ) {
        let result = sandbox.run(arguments)
        #expect(result.status == status)
        #expect(result.error.hasPrefix(message + "\n"), "\(result.error)")
        #expect(profiles == nil)
        #expect(sandbox.directory.read("readings.jsonl.journal") == nil)
    }
}
