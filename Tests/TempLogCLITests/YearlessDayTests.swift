import Foundation
import TestSupport
import Testing

/// Issue 30, finding 6: dates as people mean them. A date without a year is this year's; a
/// reading on a day still to come is refused, never filed last year; a day to look back on is
/// last year's only with a note saying so; `--until` before `--since` is refused everywhere;
/// and every time an error suggests is one the command takes at that moment.
@Suite struct YearlessDayTests {
    /// Saturday 7 November 2026, 07:30 in Tokyo.
    let sandbox = Sandbox(now: "2026-11-07T07:30:00+09:00")

    @Test func aReadingOnADayWithoutAYearStillToComeIsRefusedWithLastYearsForm() {
        let refused = sandbox.run("add", "36.5", "--at", "11/8 7:00")
        #expect(refused.status == 65)
        #expect(
            refused.error
                == "Error: --at: '11/8 7:00' is 2026-11-08, which has not come yet (today is "
                + "2026-11-07); for last year's, write '2025/11/8 7:00'\n")
        #expect(sandbox.store == nil)
        let japanese = sandbox.run(
            ["add", "36.5", "--at", "11月8日 7時"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.status == 65)
        #expect(
            japanese.error
                == "エラー: --at: 「11月8日 7時」は 2026/11/08(日) で、まだ来ていない日です（今日は "
                + "2026/11/07(土)）。去年の日なら「2025年11月8日 7時」のように年を付けて入力してください。\n")
        #expect(sandbox.store == nil)
        // What the error suggests is taken as it says.
        #expect(sandbox.run("add", "36.5", "--at", "2025/11/8 7:00").status == 0)
        #expect(sandbox.readings.map(\.takenAt.rfc3339) == ["2025-11-08T07:00:00+09:00"])
        // A day of this year that has come is this year's, without a word.
        let thisYear = sandbox.run("add", "36.6", "--at", "11/6 7:00")
        #expect(thisYear.error == "")
        #expect(sandbox.readings.last?.takenAt.rfc3339 == "2026-11-06T07:00:00+09:00")
        #expect(
            sandbox.run("cycle", "start", "12/1").error
                == "Error: '12/1' is 2026-12-01, which has not come yet (today is 2026-11-07); "
                + "for last year's, write '2025/12/1'\n")
    }

    /// A spreadsheet's date without a year is read as `add --at` reads it: this year's, and a
    /// row on a day still to come is rejected with last year's form, never filed last year.
    @Test func anImportedRowOnADayWithoutAYearStillToComeIsRejected() {
        let card = sandbox.directory.write(
            "card.csv",
            "date,time,temperature\n11/8,07:00,36.5\n11/6,07:00,36.7\n11月8日,7:00,36.6\n")
        let stamped = sandbox.directory.write(
            "stamped.csv", "taken_at,temperature\n11/8 07:00,36.8\n")
        let imported = sandbox.run("import", card, stamped)
        #expect(imported.status == 0)
        #expect(
            imported.error
                == "warning: rejected \(card):2: '11/8' is 2026-11-08, which has not come yet "
                + "(today is 2026-11-07); for last year's, write '2025/11/8'\n"
                + "warning: rejected \(card):4: '11月8日' is 2026-11-08, which has not come yet "
                + "(today is 2026-11-07); for last year's, write '2025年11月8日'\n"
                + "warning: rejected \(stamped):2: '11/8 07:00' is 2026-11-08, which has not come "
                + "yet (today is 2026-11-07); for last year's, write '2025/11/8 07:00'\n")
        #expect(sandbox.readings.map(\.takenAt.rfc3339) == ["2026-11-06T07:00:00+09:00"])
        // What the warnings suggest is taken as they say.
        let lastYears = sandbox.directory.write(
            "last.csv", "date,time,temperature\n2025/11/8,07:00,36.5\n")
        #expect(sandbox.run("import", lastYears).error == "")
        let lastYearsStamp = sandbox.directory.write(
            "last-stamped.csv", "taken_at,temperature\n2025/11/8 07:00,36.8\n")
        #expect(sandbox.run("import", lastYearsStamp).error == "")
        #expect(
            sandbox.readings.map(\.takenAt.rfc3339).sorted().first == "2025-11-08T07:00:00+09:00")
        // Month-first dates with a year stay refused as ambiguous.
        let american = sandbox.directory.write(
            "us.csv", "date,time,temperature\n11/6/2026,7:40,36.8\n")
        #expect(sandbox.run("import", american).error.contains("'11/6/2026' is not a date"))
    }

    /// `report --date 12/25` on 7 November is last Christmas: said on stderr, in every
    /// command that takes days, and in Japanese.
    @Test func aDayToLookBackOnSaysWhichYearItTookWhenItIsNotThisYear() {
        let report = sandbox.run("report", "--date", "12/25", "--csv")
        #expect(report.status == 0)
        #expect(
            report.error
                == "note: --date 12/25 is taken as 2025-12-25: that day has not come yet this year\n"
        )
        #expect(report.output.hasSuffix("\n2025-12-25,Thu,,missing,,,,,0,,,,,,,,,37.5,\n"))
        for arguments in [
            ["export", "--since", "12/1"], ["stats", "--since", "12/1"],
            ["people", "--since", "12/1"], ["stats", "--basal", "--since", "12/1"],
        ] {
            #expect(
                sandbox.run(arguments).error
                    == "note: --since 12/1 is taken as 2025-12-01: that day has not come yet this "
                    + "year\n", "\(arguments)")
        }
        #expect(
            sandbox.run("sheet", "--date", "12/1").error
                == "note: --date 12/1 is taken as 2025-12-01: that day has not come yet this year\n"
        )
        // This year's days, and days with their year, go without a note.
        #expect(sandbox.run("report", "--date", "11/7", "--csv").error == "")
        #expect(sandbox.run("report", "--date", "2026/12/25", "--csv").error == "")
        // A year-less end is in the start's year, come or not: last December's end of year.
        let winter = sandbox.run("report", "--since", "12/30", "--until", "12/31", "--csv")
        #expect(winter.status == 0)
        #expect(winter.output.split(separator: "\n").count == 3)
        #expect(winter.output.hasSuffix("\n2025-12-31,Wed,,missing,,,,,0,,,,,,,,,37.5,\n"))
        // This year's end of November, not come yet, ends a range that starts this month.
        let november = sandbox.run("report", "--since", "11/1", "--until", "11/30", "--csv")
        #expect(november.error == "")
        #expect(november.output.hasSuffix("\n2026-11-30,Mon,,missing,,,,,0,,,,,,,,,37.5,\n"))
        let japanese = sandbox.run(
            ["report", "--date", "12月25日", "--csv"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(
            japanese.error
                == "お知らせ: --date 12月25日 は、今年はまだ来ていない日なので 2025/12/25(木) とします。\n")
    }

    /// `--since 11/20 --until 11/10` once spanned 356 days to next November; `--until` before
    /// `--since` is now a usage error, whatever the command, with nothing on stdout.
    @Test(arguments: [
        ["report"], ["report", "--text"], ["export"], ["stats"], ["stats", "--basal"],
        ["people"], ["sheet"],
    ])
    func anUntilBeforeTheSinceIsRefusedInEveryCommand(command: [String]) {
        let refused = sandbox.run(command + ["--since", "2026-11-05", "--until", "2026-11-01"])
        #expect(refused.status == 64)
        #expect(refused.output == "")
        #expect(
            refused.error.hasPrefix(
                "Error: --until 2026-11-01 is before --since 2026-11-05 (for a range across the "
                    + "new year, give the years)\nUsage: templog "))
        let yearless = sandbox.run(command + ["--since", "11/20", "--until", "11/10"])
        #expect(yearless.status == 64)
        #expect(yearless.output == "")
        #expect(
            yearless.error.contains(
                "Error: --until 2025-11-10 is before --since 2025-11-20 (for a range across the "
                    + "new year, give the years)\n"))
    }

    /// Every time an error suggests is taken by `add` at that moment: at dawn before 7:30, on
    /// New Year's Day and late at night.
    @Test(arguments: [
        "2026-11-07T06:05:00+09:00", "2027-01-01T00:30:00+09:00", "2026-11-07T23:59:00+09:00",
    ])
    func everyTimeAnErrorSuggestsIsAcceptedAtThatMoment(now: String) throws {
        let sandbox = Sandbox(now: now)
        var suggested: [String] = []
        for typed in ["25:00", "23:59:59 tomorrow", "today", "昨日", "12/31 7:00", "12/31", "11/8"]
            + ["2026-12-01", "23:59", "2027-01-01T23:00+09:00"]
        {
            for language in ["en_US.UTF-8", "ja_JP.UTF-8"] {
                let refused = sandbox.run(
                    ["add", "36.5", "--at", typed], environment: ["LANG": language])
                guard refused.status != 0 else { continue }
                suggested += Self.examples(in: refused.error).filter { $0 != typed }
            }
        }
        #expect(suggested.count > 20)
        for example in Set(suggested) {
            let added = sandbox.run("add", "36.5", "--at", example)
            #expect(added.status == 0, "\(now): '\(example)' \(added.error)")
        }
    }

    /// The times an error message quotes (what was typed among them): in '…' or 「…」, and
    /// ISO 8601 after "like" or before 「のような」.
    static func examples(in error: String) -> [String] {
        var found: [String] = []
        for pattern in [
            #"'([^']*\d[^']*)'"#, #"「([^」]*\d[^」]*)」"#, #"like (\S+T\S+)\)"#, #"、(\S+T\S+) のような"#,
        ] {
            let regex = try! NSRegularExpression(pattern: pattern)
            let range = NSRange(error.startIndex..., in: error)
            for match in regex.matches(in: error, range: range) {
                let text = String(error[Range(match.range(at: 1), in: error)!])
                if text.contains(":") || text.contains("時") {
                    found.append(text)
                }
            }
        }
        return found
    }
}
