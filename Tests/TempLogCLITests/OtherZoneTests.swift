import Foundation
import TempLogCore
import TestSupport
import Testing

/// Issue 30, finding 9: a reading taken on a clock at another UTC offset than the zone shown
/// in had at that instant shows its offset wherever a time is shown to people, so Tokyo's
/// 07:00 never reads as New York's.
@Suite struct OtherZoneTests {
    /// Back in New York on Sunday 29 November 2026, 08:00, after a week in Tokyo.
    let sandbox = Sandbox(now: "2026-11-29T08:00:00-05:00", timeZone: "America/New_York")

    /// A morning reading each day of the week in Tokyo (22–28 November, +09:00), then this
    /// morning's in New York. The last Tokyo reading, 07:00 on the 29th there, was the 28th's
    /// evening in New York; by the day rule it is the 29th's, as its clock said.
    func addTheWeek() {
        for day in 23...29 {
            #expect(
                sandbox.run("add", "36.\(day - 20)", "--at", "2026-11-\(day)T07:00:00+09:00")
                    .status == 0)
        }
        #expect(sandbox.run("add", "36.5", "--at", "07:40").status == 0)
    }

    func id(_ index: Int) -> String { String(sandbox.readings[index].id.prefix(6)) }

    @Test func aWeekInTokyoShowsItsOffsetBackInNewYork() {
        addTheWeek()
        #expect(
            sandbox.run("today").output == """
                DATE            TIME            TEMP     ID
                2026-11-29 Sun  07:00 (+09:00)  36.9 °C  \(id(6))
                2026-11-29 Sun  07:40           36.5 °C  \(id(7))

                """)
        #expect(
            sandbox.run("recent", "-n", "3").output == """
                DATE            TIME            TEMP     ID
                2026-11-29 Sun  07:40           36.5 °C  \(id(7))
                2026-11-29 Sun  07:00 (+09:00)  36.9 °C  \(id(6))
                2026-11-28 Sat  07:00 (+09:00)  36.8 °C  \(id(5))

                """)
        #expect(
            sandbox.run("report", "--since", "2026-11-27", "--text").output == """
                2026-11-27 (Fri) morning 07:00 (+09:00) 36.7 °C
                2026-11-28 (Sat) morning 07:00 (+09:00) 36.8 °C
                2026-11-29 (Sun) morning 07:00 (+09:00) 36.9 °C

                """)
        let list = sandbox.run("undo", "--list").output.split(separator: "\n")
        #expect(
            list[0] == "1. 08:00 (Sun 29 Nov): added 36.5 °C at 07:40 (Sun 29 Nov) · id \(id(7))")
        #expect(
            list[1]
                == "2. 08:00 (Sun 29 Nov): added 36.9 °C at 07:00 (+09:00) (Sun 29 Nov) · id \(id(6))"
        )
        let sheet = sandbox.run("sheet", "--since", "2026-11-23", "--until", "today").output
        #expect(sheet.components(separatedBy: "<td class=\"time\">07:00 (+09:00)</td>").count == 8)
        #expect(sheet.contains("<div class=\"others\">other readings: <span>07:40 36.5 °C</span>"))
        let japanese = sandbox.run(
            ["report", "--date", "2026-11-28", "--text"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.output == "2026/11/28(土) 朝 7:00（+09:00） 36.8℃\n")
        #expect(sandbox.run("today", "--everyone").output.contains("me   07:40  36.5 °C"))
    }

    /// A flight from Tokyo to New York: the morning reading in Tokyo on 2 March comes first
    /// in time, the evening one in New York on 1 March after it. Both days are covered, by the
    /// report and by the statistics alike.
    @Test func aReadingOnAnEarlierDayAfterAFlightIsStillCovered() {
        let newYork = Sandbox(now: "2026-03-03T08:00:00-05:00", timeZone: "America/New_York")
        #expect(newYork.run("add", "36.6", "--at", "2026-03-02T08:00:00+09:00").status == 0)
        #expect(newYork.run("add", "37.9", "--at", "2026-03-01T20:00:00-05:00").status == 0)
        let report = newYork.run("report", "--since", "2026-02-28", "--text").output
        #expect(report.contains("2026-03-01 (Sun)"))
        #expect(report.contains("37.9 °C"))
        #expect(report.contains("2026-03-02 (Mon) morning 08:00 (+09:00) 36.6 °C"))
        let stats = newYork.run("stats").output
        #expect(stats.contains("2026-03-01 to 2026-03-03"))
        #expect(stats.contains("2 on 2 days"))
    }

    /// The same readings seen in Tokyo: there the week's readings are local and New York's
    /// shows its offset.
    @Test func seenFromTokyoNewYorksReadingShowsItsOffset() {
        addTheWeek()
        let tokyo = ["TZ": "Asia/Tokyo", "TEMPLOG_NOW": "2026-11-29T22:00:00+09:00"]
        #expect(
            sandbox.run(["recent", "-n", "2"], environment: tokyo).output == """
                DATE            TIME            TEMP     ID
                2026-11-29 Sun  07:40 (-05:00)  36.5 °C  \(id(7))
                2026-11-29 Sun  07:00           36.9 °C  \(id(6))

                """)
    }

    /// A DST day is no other zone: New York's readings before and after the clocks go
    /// forward (−05:00, then −04:00) are its own clock's, shown without an offset.
    @Test func aDSTDaysReadingsAreTheZonesOwn() {
        let spring = Sandbox(now: "2026-03-08T20:00:00-04:00", timeZone: "America/New_York")
        #expect(spring.run("add", "36.4", "--at", "01:30").status == 0)
        #expect(spring.run("add", "36.6", "--at", "07:00").status == 0)
        #expect(
            spring.readings.map(\.takenAt.rfc3339) == [
                "2026-03-08T01:30:00-05:00", "2026-03-08T07:00:00-04:00",
            ])
        let recent = spring.run("recent").output
        #expect(!recent.contains("(-0"))
        #expect(recent.contains("2026-03-08 Sun  01:30  36.4 °C"))
        #expect(
            spring.run("report", "--text", "--date", "today").output
                == "2026-03-08 (Sun) morning 07:00 36.6 °C\n")
    }
}
