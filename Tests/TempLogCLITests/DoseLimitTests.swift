import TestSupport
import Testing

@testable import TempLogCLI

/// The intervals the user sets for a medicine: the warning for a dose sooner or over the count,
/// and `dose --next`, also across a change of clocks.
@Suite struct DoseLimitTests {
    /// A US parent at 01:40 EST on the night the clocks go back (2026-11-01).
    let newYork = Sandbox(now: "2026-11-01T01:40:00-05:00", timeZone: "America/New_York")

    @Test func theNextTimeIsOnTheClockInForceThenNotTheLastDoses() {
        newYork.run("dose", "Motrin", "--at", "0:35", "--every", "6h")
        let next = newYork.run("dose", "--next")
        #expect(
            next.output == """
                MEDICINE  LAST DOSE          NEXT FROM          INTERVAL YOU SET
                Motrin    00:35 (Sun 1 Nov)  05:35 (Sun 1 Nov)  every 6 h
                Times from the interval you set, not medical advice; templog never suggests an amount.

                """)
        let sooner = newYork.run("dose", "Motrin")
        #expect(
            sooner.error
                == "warning: this dose of Motrin comes sooner than the interval you set: the last was at 00:35 (Sun 1 Nov), the next from 05:35 (Sun 1 Nov); recorded as given\n"
        )
    }

    /// Tylenol every 4 hours, at most 5 in 24 hours: five doses from Saturday 16:00 on.
    func fiveTylenol() -> Sandbox {
        let sandbox = Sandbox(now: "2026-11-29T15:00:00+09:00")
        sandbox.run("dose", "Tylenol", "--at", "yesterday 16:00", "--every", "4h", "--max", "5")
        for time in ["yesterday 20:00", "0:00", "6:00", "10:00"] {
            #expect(sandbox.run("dose", "Tylenol", "--at", time).error == "")
        }
        return sandbox
    }

    @Test func aDoseOverTheCountSetSaysItIsTheCountNotTheInterval() {
        let sandbox = fiveTylenol()
        let sixth = sandbox.run("dose", "Tylenol", "--at", "14:00")
        #expect(sixth.status == 0)
        #expect(
            sixth.error
                == "warning: this is the 6th dose of Tylenol in 24 hours, and you set at most 5: the next from 16:00 (Sun 29 Nov); recorded as given\n"
        )
        sandbox.run("undo")
        let japanese = sandbox.run(
            ["dose", "Tylenol", "--at", "14:00"], environment: ["TEMPLOG_LANG": "ja"])
        #expect(
            japanese.error
                == "警告: 24 時間で 6 回目の Tylenol の服薬で、設定した 5 回を超えています（次回は 2026/11/29(日) 16:00 から）。記録はしました。\n"
        )
    }

    @Test func aDoseSoonerThanTheIntervalAndOverTheCountNamesBoth() {
        let sandbox = fiveTylenol()
        sandbox.run("dose", "Tylenol", "--at", "14:00")
        let seventh = sandbox.run("dose", "Tylenol", "--at", "14:30")
        #expect(
            seventh.error
                == "warning: this dose of Tylenol comes sooner than the interval you set and is the 7th in 24 hours, where you set at most 5: the last was at 14:00 (Sun 29 Nov), the next from 20:00 (Sun 29 Nov); recorded as given\n"
        )
        sandbox.run("undo")
        let japanese = sandbox.run(
            ["dose", "Tylenol", "--at", "14:30"], environment: ["TEMPLOG_LANG": "ja"])
        #expect(
            japanese.error
                == "警告: 設定した間隔より早く、24 時間で 7 回目の Tylenol の服薬で、設定した 5 回も超えています（前回は 2026/11/29(日) 14:00、次回は 2026/11/29(日) 20:00 から）。記録はしました。\n"
        )
    }
}
