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
}
