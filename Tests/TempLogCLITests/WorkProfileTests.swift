import TempLogCore
import TestSupport
import Testing

/// `people set` for where a person goes: a department and staff number at work, a school or a
/// nursery, and a sheet rule of their own (issue 35, items 1 to 3).
@Suite struct WorkProfileTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")
    let japanese = ["TEMPLOG_LANG": "ja"]
    var profiles: String? { sandbox.directory.read("readings.jsonl.people") }

    init() {
        sandbox.run("add", "36.5", "--at", "2026-11-28 07:00")
        sandbox.run("add", "37.8", "--who", "hana", "--at", "07:00")
    }

    @Test func aDepartmentAndStaffNumberAreSavedListedAndTakenOut() {
        let set = sandbox.run(
            "people", "set", "me", "--department", "営業部 第一課", "--staff-number", "10234")
        #expect(set.status == 0)
        #expect(
            set.output
                == "Saved the profile of me: department '営業部 第一課', staff number '10234'\n")
        #expect(profiles == #"{"department":"営業部 第一課","staffNumber":"10234"}"# + "\n")
        #expect(
            sandbox.run("people").output == """
                WHO   DEPARTMENT     STAFF NO.  READINGS  LAST READING
                me    営業部 第一課  10234             1  2026-11-28 Sat 07:00  36.5 °C
                hana                                   1  2026-11-29 Sun 07:00  37.8 °C

                """)
        #expect(
            sandbox.run("people", environment: japanese).output.hasPrefix(
                "名前  所属           社員番号  記録数  最新の記録\n"))
        let unset = sandbox.run(
            ["people", "unset", "me", "staff-number", "department"], environment: japanese)
        #expect(unset.output == "「本人」の所属と社員番号を削除しました。\n")
        #expect(profiles == "")
        #expect(sandbox.run("undo").status == 0)
        #expect(profiles == #"{"department":"営業部 第一課","staffNumber":"10234"}"# + "\n")
    }

    @Test func aSchoolKindAndASheetRuleAreSavedInBothLanguages() {
        let set = sandbox.run(
            [
                "people", "set", "hana", "--school", "ひまわり保育園", "--school-kind", "Nursery",
                "--sheet-rule", " 37.0℃以上のときは登園を控えてください。 ",
            ], environment: japanese)
        #expect(set.status == 0)
        #expect(set.error == "")
        #expect(
            set.output
                == "「hana」のプロフィールを保存しました（園名「ひまわり保育園」、種別「園」、"
                + "注意書き「37.0℃以上のときは登園を控えてください。」）。\n")
        #expect(
            profiles
                == #"{"who":"hana","school":"ひまわり保育園","schoolKind":"nursery","sheetRule":"#
                + #""37.0℃以上のときは登園を控えてください。"}"# + "\n")
        let english = sandbox.run("people", "set", "hana", "--school-kind", "school")
        #expect(
            english.output
                == "Saved the profile of hana: school 'ひまわり保育園', school kind 'school', "
                + "sheet rule '37.0℃以上のときは登園を控えてください。'\n")
    }

    @Test(arguments: [
        ("ひまわり保育園", true), ("若葉幼稚園", true), ("Little Acorns Nursery", true),
        ("桜小学校", false), ("聖心学園", false),
    ])
    func aNurseryNamedWithoutItsKindIsToldHowToMakeTheCardANurserys(
        school: String, hinted: Bool
    ) {
        let set = sandbox.run("people", "set", "hana", "--school", school)
        #expect(set.status == 0)
        #expect(
            set.error
                == (hinted
                    ? "note: '\(school)' heads a school's card; for a nursery or kindergarten, "
                        + "'templog people set hana --school-kind nursery' makes it the "
                        + "nursery's\n" : ""))
        #expect(
            sandbox.run("people", "set", "ken", "--school", school, "--school-kind", "nursery")
                .error == "")
    }

    @Test func aCompanyAsASchoolIsRefusedInJapaneseTooAndOneReadBackIsKept() {
        let refused = sandbox.run(
            ["people", "set", "me", "--school", "（株）みらい商事"], environment: japanese)
        #expect(refused.status == 65)
        #expect(
            refused.error
                == "エラー: --school: 「（株）みらい商事」は会社名のようです。--school には学校名か"
                + "園名を指定してください。勤務先の所属は --department で指定できます（例: "
                + "--department 営業部）。\n")
        #expect(profiles == nil)
        // A profile an older templog saved with a company as the school is still read.
        sandbox.directory.write(
            "readings.jsonl.people", #"{"school":"株式会社みらい商事"}"# + "\n")
        #expect(sandbox.run("people").output.contains("株式会社みらい商事"))
        #expect(sandbox.run("check").status == 0)
    }

    @Test func completionsOfferTheSchoolKindsWithTheirMeanings() {
        let zsh = sandbox.run(["completions", "zsh"], environment: japanese).output
        #expect(
            zsh.contains(
                "--school-kind'[people set\\: 学校か園か]:kind:((school\\:学校 "
                    + "nursery\\:保育園・幼稚園・こども園))'"))
        #expect(zsh.contains("--school-kind"))
        #expect(zsh.contains("--staff-number"))
        let help = sandbox.run("people", "--help").output
        #expect(help.contains("  --department <text>     people set: the department at work"))
    }
}
