import Foundation
import TempLogCore
import TestSupport
import Testing

/// 本人, あなた and 自分 name the owner, as `me` does, in every command that takes a name
/// (issue 24, wrong answer 1); a store written before keeps such a person apart until a
/// repair.
@Suite struct OwnerWordTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")
    let japanese = ["TEMPLOG_LANG": "ja"]

    @Test(arguments: ["本人", "あなた", "自分", "ＭＥ"])
    func addFilesAnOwnerWordUnderTheOwner(word: String) {
        #expect(sandbox.run("add", "36.5", "--at", "07:00").status == 0)
        let added = sandbox.run("add", "36.6", "--who", word, "--at", "07:10")
        #expect(added.status == 0)
        #expect(added.output.hasPrefix("Recorded 36.6 °C at 07:10 (Sun 29 Nov)"))
        #expect(sandbox.readings.map(\.person.who) == [nil, nil])
        #expect(sandbox.run("people", "--names").output == "me\n")
        #expect(sandbox.run("people").output.split(separator: "\n").count == 2)
    }

    @Test func theWhoSettingAndImportTakeTheOwnerWordsToo() {
        #expect(sandbox.run("config", "set", "who", "本人").status == 0)
        #expect(sandbox.run("add", "36.5", "--at", "07:00").status == 0)
        #expect(sandbox.readings.map(\.person.who) == [nil])
        #expect(sandbox.run("config").output.hasPrefix("who = me (config file "))
        sandbox.directory.write(
            "rows.csv",
            "date,time,celsius,who\n2026-11-28,07:00,36.4,自分\n2026-11-27,07:00,36.3,hana\n")
        let imported = sandbox.run("import", sandbox.directory.file("rows.csv"))
        #expect(imported.status == 0, "\(imported.error)")
        sandbox.directory.write("more.csv", "date,time,celsius\n2026-11-26,07:00,36.2\n")
        #expect(
            sandbox.run("import", "--who", "あなた", sandbox.directory.file("more.csv")).status == 0)
        #expect(sandbox.readings.map(\.person.who) == [nil, "hana", nil, nil])
    }

    @Test func aPersonStoredAs本人BeforeIsKeptApartReportedAndFiledByARepair() {
        sandbox.directory.write(
            "readings.jsonl",
            """
            {"id":"a00000000001","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.5,"who":"本人"}
            {"id":"a00000000002","takenAt":"2026-11-29T07:00:00+09:00","celsius":36.6}

            """)
        let people = sandbox.run("people")
        #expect(
            people.output == """
                WHO   READINGS  LAST READING
                me           1  2026-11-29 Sun 07:00  36.6 °C
                本人         1  2026-11-28 Sat 07:00  36.5 °C

                """)
        #expect(
            people.error
                == "note: '本人' is a name recorded before it meant you; its readings are kept apart from yours: 'templog check --repair' files them as yours\n"
        )
        let check = sandbox.run("check")
        #expect(check.status == 65)
        #expect(
            check.output.contains(
                "  1 reading is filed under '本人', a word that now means you; they are kept apart from yours until 'templog check --repair' files them as yours\n"
            ))
        let checkJapanese = sandbox.run("check", environment: japanese)
        #expect(
            checkJapanese.output.contains(
                "「本人」という名前で 1 件が記録されています。今はあなたを指す言葉のため、あなたの記録とは分けています。templog check --repair であなたの記録にまとめられます。"
            ))
        let repair = sandbox.run("check", "--repair")
        #expect(repair.output.contains("  - filed 1 reading of '本人' as yours\n"))
        #expect(sandbox.readings.map(\.person.who) == [nil, nil])
        #expect(sandbox.run("people").error == "")
        #expect(sandbox.run("check").status == 0)
    }
}
