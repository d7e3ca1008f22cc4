import TestSupport
import Testing

@testable import TempLogCLI

/// `recent --date DAY`: one day's readings, newest first, all of them unless `--count` says.
@Suite struct RecentDayTests {
    let sandbox = Sandbox()

    init() {
        // Twelve readings on Tue 24 Nov (a fever day, two people), one on each day around it.
        sandbox.run("add", "36.5", "--at", "2026-11-23 07:00")
        for hour in 8...19 {
            sandbox.run("add", "38.\(hour % 10)", "--who", "hana", "--at", "2026-11-24 \(hour):00")
        }
        sandbox.run("add", "36.4", "--at", "2026-11-24 07:10")
        sandbox.run("add", "36.6", "--at", "2026-11-25 07:00")
    }

    @Test func theDaysReadingsAreShownNewestFirstAllOfThem() {
        let result = sandbox.run("recent", "--date", "11/24")
        #expect(result.status == 0)
        #expect(result.error == "")
        let rows = result.output.split(separator: "\n").dropFirst()
        #expect(rows.count == 13)
        #expect(rows.allSatisfy { $0.hasPrefix("2026-11-24 Tue  ") })
        #expect(rows.first?.hasPrefix("2026-11-24 Tue  19:00  38.9 °C  fever  hana") == true)
        #expect(rows.last?.hasPrefix("2026-11-24 Tue  07:10  36.4 °C") == true)
    }

    @Test func countAndPersonNarrowTheDay() {
        let two = sandbox.run("recent", "--date", "2026-11-24", "-n", "2", "--who", "hana")
        #expect(
            two.output.split(separator: "\n").dropFirst().map { $0.prefix(30) } == [
                "2026-11-24 Tue  19:00  38.9 °C", "2026-11-24 Tue  18:00  38.8 °C",
            ])
        let mine = sandbox.run("recent", "--date", "昨日", "--who", "me", "--json")
        #expect(mine.output.split(separator: "\n").count == 0)
        let owner = sandbox.run("recent", "--date", "2026/11/24", "--who", "me", "--json")
        #expect(owner.output.hasPrefix(#"{"id":"#))
        #expect(owner.output.contains(#""takenAt":"2026-11-24T07:10:00+09:00""#))
        #expect(owner.output.split(separator: "\n").count == 1)
    }

    @Test func aDayWithoutReadingsSaysSoInEitherLanguage() {
        #expect(
            sandbox.run("recent", "--date", "11/20").output == "No readings on Fri 20 Nov 2026.\n")
        #expect(
            sandbox.run("recent", "--date", "11/23", "--who", "hana").output
                == "No readings for hana on Mon 23 Nov 2026.\n")
        #expect(
            sandbox.run(["recent", "--date", "11/20"], environment: ["LANG": "ja_JP.UTF-8"]).output
                == "2026/11/20(金) の記録はありません。\n")
    }

    @Test(
        arguments: [
            (["--date", "tomorrow-ish"], 65, "Error: --date: "),
            (["--date"], 64, "Error: Missing value for '--date <day>'"),
        ] as [([String], Int32, String)])
    func aBadDayIsRefused(arguments: [String], status: Int32, message: String) {
        let result = sandbox.run(["recent"] + arguments)
        #expect(result.status == status)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(message), "\(result.error)")
    }

    @Test func helpNamesTheOption() {
        let help = sandbox.run("recent", "--help").output
        #expect(
            help.contains(
                "\n  --date <day>            Only the readings of this day, newest first:"))
    }
}
