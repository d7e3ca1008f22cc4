import Foundation
import TempLogCore
import TestSupport
import Testing

/// A parent who logs their own reading and a child's: whose reading it is must be right
/// everywhere it is shown, pasted or exported.
@Suite struct PeopleTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    @discardableResult
    func run(_ arguments: String..., environment: [String: String] = [:]) -> RunResult {
        sandbox.run(arguments, environment: environment)
    }

    /// The owner on the 26th, hana (only) on the 27th.
    func seedParentAndChild() {
        #expect(run("add", "36.5", "--at", "2026-11-26 07:00").status == 0)
        #expect(run("add", "37.7", "--who", "hana", "--at", "2026-11-27 07:00").status == 0)
    }

    @Test func aOneDayReportNamesTheChildAndShowsTheParentMissing() {
        seedParentAndChild()
        #expect(
            run("report", "--date", "2026-11-27", "--text").output == """
                me
                2026-11-27 (Fri) no reading

                hana
                2026-11-27 (Fri) morning 07:00 37.7 °C (fever)

                """)
        #expect(
            run("report", "--date", "2026-11-27", "--text", "--lang", "ja").output == """
                本人
                2026/11/27(金) 記録なし

                hana
                2026/11/27(金) 朝 7:00 37.7℃（発熱）

                """)
        #expect(
            run("report", "--date", "2026-11-27", "--text", "--who", "me").output
                == "2026-11-27 (Fri) no reading\n")
        #expect(
            run("report", "--date", "2026-11-27", "--text", "--who", "me", "--lang", "ja").output
                == "2026/11/27(金) 記録なし\n")
        // A range lists the same people as one of its days does.
        expectSnapshot(
            run("report", "--since", "2026-11-26", "--until", "2026-11-27", "--text").output,
            named: "report-range-text")
        // Days with none of the children's readings are the owner's alone: unheaded.
        #expect(
            run("report", "--days", "2", "--text").output
                == "2026-11-28 (Sat) no reading\n2026-11-29 (Sun) no reading\n")
    }

    @Test func aStoreOfOnlyChildrenReportsNoOwnerBlock() {
        #expect(run("add", "37.0", "--who", "hana", "--at", "07:00").status == 0)
        #expect(run("report", "--text").output == "hana\n2026-11-29 (Sun) morning 07:00 37.0 °C\n")
        // A day without anyone's reading still says that yours is missing.
        #expect(
            run("report", "--text", "--date", "2026-11-28").output
                == "2026-11-28 (Sat) no reading\n")
        #expect(
            Sandbox(now: "2026-11-29T08:00:00+09:00").run("report", "--csv").output.hasSuffix(
                "\n2026-11-29,Sun,,missing,,,,,0,,,,,,,,,37.5,\n"))
    }

    @Test func todayAnswersForOnePersonOrForEveryone() {
        #expect(run("add", "36.6", "--who", "hana", "--at", "07:00").status == 0)
        #expect(run("today", "-q").status == 1)
        #expect(run("today", "-q", "--who", "hana").status == 0)
        #expect(run("today", "-q", environment: ["TEMPLOG_WHO": "hana"]).status == 0)
        // You are counted only once you have a reading in the last 30 days.
        let everyone = run("today", "--everyone")
        #expect(everyone.status == 0)
        #expect(
            everyone.output == """
                WHO   LATEST TODAY
                hana  07:00  36.6 °C

                """)
        #expect(run("add", "36.4", "--at", "07:30").status == 0)
        #expect(run("today", "--everyone", "-q").status == 0)
        // Someone seen in the last 30 days who has not logged today makes it answer no.
        #expect(run("add", "36.9", "--who", "taro", "--at", "2026-11-01 07:00").status == 0)
        #expect(run("today", "--everyone", "-q").status == 1)
        #expect(run("add", "36.9", "--who", "jiro", "--at", "2026-10-29 07:00").status == 0)
        #expect(!run("today", "--everyone").output.contains("jiro"))
        let refused = run("today", "--everyone", "--who", "hana")
        #expect(refused.status == 64)
        #expect(
            refused.error.hasPrefix("Error: '--everyone' and '--who' cannot be used together\n"))
    }

    @Test func chartDrawsThePersonAskedForAndNeverFailsBecauseOthersExist() {
        #expect(run("add", "36.5", "--at", "07:00").status == 0)
        #expect(run("add", "38.1", "--who", "hana", "--at", "07:10").status == 0)
        let mine = run("chart", "--days", "7")
        #expect(mine.status == 0)
        #expect(mine.output.hasPrefix("me: daily highest; fever line 37.5 C\n 37.5 +"))
        #expect(!mine.output.contains(" 38.1 "))
        let hers = run("chart", "--days", "7", "--who", "hana")
        #expect(hers.output.hasPrefix("hana: daily highest; fever line 37.5 C\n 38.1 |"))
        let nobody = Sandbox(now: "2026-11-29T08:00:00+09:00")
        nobody.run("add", "38.1", "--who", "hana", "--at", "07:10")
        #expect(
            nobody.run("chart").output
                == "No readings of me in these days; there are readings of hana (choose with --who).\n"
        )
    }

    @Test func theOwnerCanBeNamedEverywhere() {
        seedParentAndChild()
        let lines = run("export", "--who", "me", "--no-header").output.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("2026-11-26,07:00,36.5"))
        #expect(
            run("export", "--who", "ME", "--who", "hana", "--no-header").output.split(
                separator: "\n"
            ).count == 2)
        #expect(run("recent", "--who", "me").output.contains("36.5 °C"))
        #expect(!run("recent", "--who", "me").output.contains("37.7"))
        #expect(
            run("stats", "--who", "me").output.hasPrefix("me: 2026-11-26 to 2026-11-29 (4 days)\n"))
        // TEMPLOG_WHO narrows, --everyone widens again.
        let environment = ["TEMPLOG_WHO": "hana"]
        #expect(
            run("export", "--no-header", environment: environment).output.split(separator: "\n")
                .count == 1)
        #expect(
            run("export", "--no-header", "--everyone", environment: environment).output.split(
                separator: "\n"
            )
            .count == 2)
        let reserved = run(
            "add", "36.5", "--who", "hana", "--note", "x", environment: ["TEMPLOG_WHO": "Me"])
        #expect(reserved.status == 0)
        let mine = sandbox.directory.write(
            "mine.jsonl",
            #"{"id":"abcdefabcdef","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.5}"# + "\n")
        #expect(run("import", "--who", "me", "--dry-run", mine).status == 0)
        #expect(run("import", "--as", "me=Me", "--dry-run", mine).status == 0)
    }

    @Test func meIsNeverAnotherPersonsName() {
        let result = run("add", "36.5", "--who", "ＭＥ")
        #expect(result.status == 0)
        #expect(sandbox.readings.map(\.person.who) == [nil])
        #expect(run("import", "--who", "ME", sandbox.storePath).status == 0)
        sandbox.directory.write(
            "other.jsonl",
            #"{"id":"abcdefabcdef","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.5,"who":"Me"}"#
                + "\n")
        // A store line whose who says Me is the owner's reading.
        let imported = run("import", sandbox.directory.file("other.jsonl"))
        #expect(
            imported.output
                == "  rows without a name (from other.jsonl) → me: 1 added\n"
                + "Added 1 reading; skipped 0 already in the store and 0 repeated in the files; rejected 0.\n"
        )
        #expect(sandbox.readings.map(\.person.who) == [nil, nil])
    }

    @Test func aNameKeepsItsFirstSpelling() {
        #expect(run("add", "36.5", "--who", "hana", "--at", "07:00").status == 0)
        let second = run("add", "36.6", "--who", "HANA", "--at", "07:20")
        #expect(second.status == 0)
        #expect(second.output.hasPrefix("Recorded 36.6 °C for hana at 07:20"))
        #expect(
            second.error
                == "note: recorded as 'hana', the spelling already in the store (not 'HANA')\n")
        let export = run("export", "--no-header").output.split(separator: "\n")
        #expect(
            export.map { $0.split(separator: ",", omittingEmptySubsequences: false)[6] } == [
                "hana", "hana",
            ])
        #expect(run("add", "36.7", "--who", "Hana", "--at", "07:40").error.contains("not 'Hana'"))
        #expect(run("people").output.contains("\nhana         3  "))
    }

    /// A hand-edited store that mixes spellings still has one hana in every command.
    @Test func mixedSpellingsAreOnePersonBeforeARepair() {
        sandbox.directory.write(
            "readings.jsonl",
            """
            {"id":"a00000000001","takenAt":"2026-11-27T07:00:00+09:00","celsius":36.5,"who":"Hana"}
            {"id":"a00000000002","takenAt":"2026-11-29T07:00:00+09:00","celsius":36.6,"who":"hana"}
            {"id":"a00000000003","takenAt":"2026-11-29T07:10:00+09:00","celsius":36.4}

            """)
        let today = run("today", "--everyone")
        #expect(today.status == 0)
        #expect(
            today.output == """
                WHO   LATEST TODAY
                me    07:10  36.4 °C
                Hana  07:00  36.6 °C

                """)
        #expect(run("today", "-q", "--who", "HANA").status == 0)
        #expect(run("chart", "--who", "hana", "--days", "3").output.hasPrefix("Hana: "))
    }

    @Test func checkFindsMixedSpellingsAndRepairUnifiesThemKeepingEveryOtherKey() {
        sandbox.directory.write(
            "readings.jsonl",
            """
            {"id":"a00000000001","takenAt":"2026-11-27T07:00:00+09:00","celsius":36.5,"who":"hana"}
            {"id":"a00000000002","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.6,"who":"Hana","device":{"model":"T-1"}}
            {"id":"a00000000003","takenAt":"2026-11-29T07:00:00+09:00","celsius":36.7,"who":"HANA"}

            """)
        let check = sandbox.run("check")
        #expect(check.status == 65)
        #expect(
            check.output.contains(
                "  one person's name is spelled 3 ways (hana, Hana, HANA); a repair keeps the first, hana\n"
            ))
        let repair = sandbox.run("check", "--repair")
        #expect(repair.output.contains("  - spelled 2 readings of hana as first recorded\n"))
        #expect(
            repair.error
                == "note: A repair cannot be undone with 'templog undo'; the lines it moves are kept in a .rejected file.\n"
        )
        #expect(
            sandbox.store == """
                {"id":"a00000000001","takenAt":"2026-11-27T07:00:00+09:00","celsius":36.5,"who":"hana"}
                {"id":"a00000000002","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.6,"who":"hana","device":{"model":"T-1"}}
                {"id":"a00000000003","takenAt":"2026-11-29T07:00:00+09:00","celsius":36.7,"who":"hana"}

                """)
        #expect(sandbox.run("check").status == 0)
    }

    @Test func theSameReadingTwiceIsKeptWithAWarning() {
        let first = run("add", "36.5", "--at", "07:31")
        #expect(first.error == "")
        let second = run("add", "36.5", "--at", "07:32")
        #expect(second.status == 0)
        let id = String(first.output.suffix(7).dropLast())
        #expect(
            second.error
                == "warning: 36.5 °C at 07:32 repeats the reading at 07:31 (Sun 29 Nov) (id \(id)); if it was entered twice, 'templog undo' removes this one\n"
        )
        #expect(sandbox.readings.count == 2)
        // Another person, another value or more than ten minutes apart is not a repeat.
        #expect(run("add", "36.5", "--who", "hana", "--at", "07:33").error == "")
        #expect(run("add", "36.6", "--at", "07:34").error == "")
        #expect(run("add", "36.5", "--at", "07:50").error == "")
        // A back-dated repeat is found too.
        #expect(run("add", "36.6", "--at", "07:30").error.contains("repeats the reading at 07:34"))
    }

    @Test func timesLongAgoAreWarnedAboutAndBefore1970Refused() {
        let old = run("add", "36.5", "--at", "1900-01-01 07:00")
        #expect(old.status == 65)
        #expect(
            old.error
                == "Error: --at: '1900-01-01 07:00' is before 1970 (accepted: times from 1970-01-01 on)\n"
        )
        #expect(sandbox.store == nil)
        let weeks = run("add", "36.5", "--at", "2026-10-15 07:00")
        #expect(weeks.status == 0)
        #expect(
            weeks.error
                == "warning: '2026-10-15 07:00' is 45 days ago: Thu 15 Oct 2026; if that is not what you meant, 'templog undo' removes it\n"
        )
        let years = run("add", "36.5", "--at", "2024-01-01 07:00")
        #expect(years.error.contains("'2024-01-01 07:00' is 2 years ago: Mon 1 Jan 2024;"))
        #expect(run("add", "36.5", "--at", "2026-10-31 07:00").error == "")
    }
}
