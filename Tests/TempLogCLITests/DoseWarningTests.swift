import TestSupport
import Testing

@testable import TempLogCLI

/// What `dose` tells on stderr of the medicine recorded: that templog does not know it as a
/// fever reducer, or that the same fever reducer was given under another name.
@Suite struct DoseWarningTests {
    let sandbox = Sandbox()
    let japanese = ["TEMPLOG_LANG": "ja"]

    @Test func aMedicineNotKnownAsAFeverReducerGetsANoteOfOneLine() {
        let cough = sandbox.run("dose", "ムコダイン", "1錠", "--who", "hana", "--at", "6:00")
        #expect(cough.status == 0)
        #expect(
            cough.error
                == "note: templog does not know 'ムコダイン' as a fever reducer; if it brings a fever down, record it with --fever-reducer (it moves the day the fever went down)\n"
        )
        let japanese = sandbox.run(["dose", "せき止め", "--at", "6:10"], environment: japanese)
        #expect(
            japanese.error
                == "お知らせ: templog は「せき止め」を解熱剤として知りません。熱を下げる薬なら --fever-reducer を付けて記録してください（解熱日が変わります）。\n"
        )
        let marked = sandbox.run("dose", "Odd syrup", "--fever-reducer", "--at", "6:20")
        #expect(marked.error == "")
        let known = sandbox.run("dose", "小児用バファリンCII", "2錠", "--at", "6:30")
        #expect(known.error == "")
        #expect(known.output.hasPrefix("Recorded fever reducer 小児用バファリンCII 2錠 at 06:30"))
    }

    @Test func theSameFeverReducerUnderAnotherNameWithin24HoursIsNamed() {
        let morning = Sandbox(now: "2026-11-29T08:00:00+09:00")
        morning.run("dose", "カロナール", "200mg", "--who", "hana", "--at", "7:10", "--every", "6h")
        // Another person's, another medicine's and the same name's doses say nothing.
        #expect(morning.run("dose", "アンヒバ坐剤", "--at", "7:20").error == "")
        #expect(morning.run("dose", "ブルフェン", "--who", "hana", "--at", "7:30").error == "")
        let suppository = morning.run("dose", "アンヒバ坐剤", "100mg", "--who", "hana", "--at", "7:40")
        #expect(suppository.status == 0)
        #expect(
            suppository.error
                == "warning: アンヒバ坐剤 is paracetamol, like カロナール given at 07:10 (30 min before)\n"
        )
        morning.run("undo")
        let japanese = morning.run(
            ["dose", "アンヒバ坐剤", "100mg", "--who", "hana", "--at", "7:40"],
            environment: japanese)
        #expect(
            japanese.error
                == "警告: アンヒバ坐剤 はアセトアミノフェンで、30 分前（7:10）に使った カロナール と同じ成分です。\n"
        )
    }
}
