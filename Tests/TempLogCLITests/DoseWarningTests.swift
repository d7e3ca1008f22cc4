import TestSupport
import Testing

@testable import TempLogCLI

/// What `dose` tells on stderr of the medicine recorded: that templog does not know it as a
/// fever reducer.
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
}
