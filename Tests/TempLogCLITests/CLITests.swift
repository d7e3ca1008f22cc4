import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

@Suite struct AddCommandTests {
    let sandbox = Sandbox()

    @Test func recordsOneReadingAndConfirmsIt() throws {
        let result = sandbox.run("add", "36.5")
        let reading = try #require(sandbox.readings.first)
        #expect(result.status == 0)
        #expect(result.output == "Recorded 36.5 °C at 07:31 (Sun 29 Nov) · id \(reading.shortID)\n")
        #expect(result.error == "")
        #expect(sandbox.store == String(decoding: ReadingLine.encode(reading), as: UTF8.self))
        #expect(reading.id.count == 12)
        #expect(reading.takenAt.rfc3339 == "2026-11-29T07:31:00+09:00")
        #expect(reading.recordedAt == reading.takenAt)
        #expect(reading.unit == .celsius)
    }

    @Test func convertsFahrenheitAndSaysSo() throws {
        let result = sandbox.run("add", "98.6")
        let reading = try #require(sandbox.readings.first)
        #expect(
            result.output
                == "Recorded 37.0 °C (from 98.6 °F) at 07:31 (Sun 29 Nov) · id \(reading.shortID)\n"
        )
        #expect(reading.unit == .fahrenheit)
        #expect(reading.temperature.centiCelsius == 3700)
    }

    @Test func storesEveryOptionAndFlagsAFever() throws {
        let result = sandbox.run(
            "add", "37,8", "--at", "yesterday 21:10", "--note", "after bath", "--site=oral",
            "--who", "hana"
        )
        let reading = try #require(sandbox.readings.first)
        #expect(
            result.output == """
                Recorded 37.8 °C for hana at 21:10 (Sat 28 Nov) · id \(reading.shortID)
                Fever: 37.8 °C is at or above the threshold of 37.5 °C.

                """)
        #expect(reading.takenAt.rfc3339 == "2026-11-28T21:10:00+09:00")
        #expect(reading.recordedAt.rfc3339 == "2026-11-29T07:31:00+09:00")
        #expect(reading.site == .mouth)
        #expect(reading.person.who == "hana")
        #expect(reading.note == "after bath")
    }

    @Test func theFeverThresholdComesFromTheOptionOrTheEnvironment() {
        #expect(
            !sandbox.run("add", "37.8", environment: ["TEMPLOG_FEVER": "38"]).output.contains(
                "Fever"))
        #expect(
            sandbox.run("add", "38.0", "--fever", "100.4F").output.contains(
                "Fever: 38.0 °C (100.4 °F) is at or above the threshold of 100.4 °F."
            ))
        // Judged in the threshold's unit, and told in it: 37.47 °C reaches 37.5 °C, though
        // it shows as 99.4 °F, under 37.5 °C converted (99.5 °F).
        #expect(
            sandbox.run("add", "99.45F", "--fever", "37.5", "--unit", "f").output.hasSuffix(
                "Fever: 99.4 °F (37.5 °C) is at or above the threshold of 37.5 °C.\n"))
        let basal = sandbox.run(
            ["add", "99.45F", "--fever", "37.5", "--unit", "f", "--at", "7:00"],
            environment: ["TEMPLOG_KIND": "basal"])
        #expect(
            basal.error.contains(
                "and 99.4 °F (37.5 °C) is at or above the fever threshold of 37.5 °C;"))
        #expect(sandbox.run("add", "37.5").output.contains("Fever"))
        #expect(!sandbox.run("add", "37.4").output.contains("Fever"))
    }

    @Test func colorsTheFeverNoticeOnlyOnATerminalWithoutNO_COLOR() {
        #expect(sandbox.run("add", "38.5", terminal: true).output.contains("\u{1B}[1;31mFever"))
        #expect(
            !sandbox.run("add", "38.5", terminal: true, environment: ["NO_COLOR": "1"]).output
                .contains("\u{1B}"))
        #expect(
            !sandbox.run("add", "38.5", terminal: true, environment: ["TERM": "dumb"]).output
                .contains("\u{1B}"))
        #expect(!sandbox.run("add", "38.5").output.contains("\u{1B}"))
    }

    @Test func aDateInAnotherYearShowsTheYear() throws {
        let result = sandbox.run("add", "36.5", "--at", "2025-12-31 23:00")
        #expect(result.output.hasPrefix("Recorded 36.5 °C at 23:00 (Wed 31 Dec 2025) · id "))
    }

    @Test func theDefaultPersonComesFromTEMPLOG_WHO() throws {
        sandbox.run("add", "36.5", environment: ["TEMPLOG_WHO": "hana"])
        #expect(sandbox.readings.first?.person.who == "hana")
    }

    @Test func twelveHourTimesAreRecordedAtTheirHour() throws {
        let evening = sandbox.run("add", "98.6", "--at", "yesterday 7:30 pm")
        #expect(evening.output.hasPrefix("Recorded 37.0 °C (from 98.6 °F) at 19:30 (Sat 28 Nov)"))
        sandbox.run("add", "36.5", "--at", "12am")
        sandbox.run("add", "36.6", "--at", "yesterday noon")
        #expect(
            sandbox.readings.map(\.takenAt.rfc3339) == [
                "2026-11-28T12:00:00+09:00", "2026-11-28T19:30:00+09:00",
                "2026-11-29T00:00:00+09:00",
            ])
    }

    @Test func aBackDatedReadingIsStoredInOrder() {
        sandbox.run("add", "36.5", "--at", "07:00")
        sandbox.run("add", "36.7", "--at", "yesterday 07:00")
        sandbox.run("add", "36.6", "--at", "07:10")
        #expect(sandbox.readings.map(\.temperature.centiCelsius) == [3670, 3650, 3660])
    }

    static let usageTail = "  See 'templog add --help' for more information.\n"

    @Test(arguments: [
        (
            ["add"], 64,
            "Error: Missing expected argument '<temperature>' (templog asks for it only when run on a terminal)"
        ),
        (
            ["add", "365"], 65,
            "Error: '365' is not a plausible body temperature (accepted: 32.0–43.0 °C or 89.6–109.4 °F). Did you mean 36.5?"
        ),
        (
            ["add", "nan"], 65,
            "Error: 'nan' is not a temperature (expected a number like 36.5, 36,5, 98.6F, 36.5度 or 36度5分)"
        ),
        (
            ["add", "--", "-1"], 65,
            "Error: '-1' is not a temperature (expected a number like 36.5, 36,5, 98.6F, 36.5度 or 36度5分)"
        ),
        (
            ["add", "-1"], 65,
            "Error: '-1' is not a temperature (expected a number like 36.5, 36,5, 98.6F, 36.5度 or 36度5分)"
        ),
        (["add", "36.5", "--bogus=1"], 64, "Error: Unknown option '--bogus'"),
        (["add", "36.5", "--at"], 64, "Error: Missing value for '--at <time>'"),
        (["add", "36.5", "--at", "--who", "x"], 64, "Error: Missing value for '--at <time>'"),
        (["add", "36.5", "37.0"], 64, "Error: Unexpected argument '37.0'"),
        (
            ["add", "36.5", "--unit", "k"], 64,
            "Error: The value 'k' is invalid for '--unit <unit>' (accepted: c, f)"
        ),
        (["add", "36.5C", "--unit", "f"], 65, "Error: '36.5C' is in °C but --unit f was given"),
        (
            ["add", "36.5", "--at", "25:00"], 65,
            "Error: --at: '25:00' is not a time (accepted: a time today that has come, as 7:30, 19:30, 7am, 7:30 pm, noon, midnight, 7時半 or 午後9時10分; an earlier day's after the day: 'yesterday 7am', '昨日 7時半', '2026-11-28 7:30', '2026/11/28 7:30', '11/28 7:30', '11月28日 7:30'; or ISO 8601 like 2026-11-28T07:30:00+09:00)"
        ),
        (
            ["add", "36.5", "--at", "13pm"], 65,
            "Error: --at: '13pm' is not a time (accepted: a time today that has come, as 7:30, 19:30, 7am, 7:30 pm, noon, midnight, 7時半 or 午後9時10分; an earlier day's after the day: 'yesterday 7am', '昨日 7時半', '2026-11-28 7:30', '2026/11/28 7:30', '11/28 7:30', '11月28日 7:30'; or ISO 8601 like 2026-11-28T07:30:00+09:00)"
        ),
        (
            ["add", "36.5", "--at", "yesterday"], 65,
            "Error: --at: 'yesterday' is a day without a time; add the time, like 'yesterday 7:30'"
        ),
        (
            ["add", "36.5", "--at", "08:00"], 65,
            "Error: --at: '08:00' is in the future (it is now 2026-11-29 07:31); for an earlier day write 'yesterday 08:00' or '2026-11-28 08:00'"
        ),
        (
            ["add", "36.5", "--site", "toe"], 65,
            "Error: --site: 'toe' is not a measuring site (accepted: armpit, mouth, ear, forehead, rectum, other; also oral, underarm, tympanic, rectal)"
        ),
        (
            ["add", "36.5", "--who", "a b"], 65,
            "Error: --who: 'a b' is not a name: a name has no spaces (accepted: 1–32 letters, digits, '-', '_', '.', apostrophe); to print a full name, record under a short name and give it a display name: templog people set <name> --display-name \"a b\""
        ),
        (
            ["add", "36.5", "--note", String(repeating: "x", count: 501)], 65,
            "Error: --note: the note is 501 characters long (accepted: at most 500)"
        ),
        (
            ["add", "36.5", "--fever", "hot"], 65,
            "Error: --fever: 'hot' is not a temperature (expected a number like 36.5, 36,5, 98.6F, 36.5度 or 36度5分)"
        ),
        (["add", "36.5", "--file="], 64, "Error: The value '' is invalid for '--file <path>'"),
    ])
    func rejectsBadInputAndLeavesTheStoreAlone(arguments: [String], status: Int32, message: String)
    {
        sandbox.run("add", "36.0", "--at", "06:00")
        let before = sandbox.store
        let result = sandbox.run(arguments)
        #expect(result.status == status)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(message + "\n"))
        if status == 64 {
            #expect(result.error.hasSuffix("\n" + Self.usageTail))
            #expect(result.error.contains("\nUsage: templog add [<temperature>] [--at <time>]"))
        } else {
            #expect(result.error == message + "\n")
        }
        #expect(sandbox.store == before)
    }

    @Test(arguments: [
        (
            ["TEMPLOG_NOW": "tomorrow"],
            "Error: TEMPLOG_NOW='tomorrow' is not an RFC 3339 time from 1970 to 9999 (e.g. 2026-11-29T07:30:00+09:00)\n"
        ),
        (
            ["TEMPLOG_FEVER": "warm"],
            "Error: TEMPLOG_FEVER: 'warm' is not a temperature (expected a number like 36.5, 36,5, 98.6F, 36.5度 or 36度5分)\n"
        ),
        (
            ["TEMPLOG_WHO": "a/b"],
            "Error: TEMPLOG_WHO: 'a/b' is not a name (accepted: 1–32 letters, digits, '-', '_', '.', apostrophe)\n"
        ),
    ])
    func rejectsABadEnvironmentVariable(environment: [String: String], message: String) {
        let result = sandbox.run(["add", "36.5"], environment: environment)
        #expect(result.status == 65)
        #expect(result.error == message)
        #expect(sandbox.store == nil)
        // Every command checks every setting, used or not.
        for command in [["recent"], ["people"], ["path"]] {
            let other = sandbox.run(command, environment: environment)
            #expect(other.status == 65, "\(command)")
            #expect(other.error == message, "\(command)")
        }
    }

    @Test func aTimeZoneThatNamesNoZoneStopsEveryCommand() {
        for command in [["add", "36.5"], ["recent"], ["export"]] {
            let result = sandbox.run(command, environment: ["TZ": "Mars/Olympus"])
            #expect(result.status == 65, "\(command)")
            #expect(result.output == "")
            #expect(result.error.hasPrefix("Error: TZ='Mars/Olympus' is not valid (accepted: "))
        }
        #expect(sandbox.store == nil)
    }

    @Test func aHeldLockIsExit75() throws {
        let holder = open(sandbox.storePath + ".lock", O_RDWR | O_CREAT, 0o600)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let result = sandbox.run(["add", "36.5"], environment: ["TEMPLOG_LOCK_TIMEOUT": "0.05"])
        #expect(result.status == 75)
        #expect(result.error.hasPrefix("Error: store is busy (locked by another templog?)"))
        #expect(sandbox.store == nil)
    }
}

@Suite struct RecentCommandTests {
    let sandbox = Sandbox()

    func seed(_ lines: [String]) {
        sandbox.directory.write("readings.jsonl", lines.map { $0 + "\n" }.joined())
    }

    static let lines = [
        #"{"id":"aaaaaa111111","takenAt":"2026-11-27T07:30:00+09:00","celsius":36.4,"unit":"C","recordedAt":"2026-11-27T07:30:00+09:00"}"#,
        #"{"id":"bbbbbb222222","takenAt":"2026-11-28T07:40:00+09:00","celsius":38.2,"unit":"C","recordedAt":"2026-11-28T07:40:00+09:00","site":"mouth","who":"hana","note":"熱っぽい, tired"}"#,
        #"{"id":"cccccc333333","takenAt":"2026-11-29T07:31:00+09:00","celsius":37.0,"unit":"F","recordedAt":"2026-11-29T07:31:00+09:00"}"#,
    ]

    @Test func printsATableNewestFirstWithFeversMarked() {
        seed(Self.lines)
        let result = sandbox.run("recent")
        #expect(result.status == 0)
        #expect(result.error == "")
        expectSnapshot(result.output, named: "recent-table")
    }

    @Test func leavesOutColumnsNoReadingNeeds() {
        seed([Self.lines[0], Self.lines[2]])
        #expect(
            sandbox.run("recent").output == """
                DATE            TIME   TEMP     ID
                2026-11-29 Sun  07:31  37.0 °C  cccccc
                2026-11-27 Fri  07:30  36.4 °C  aaaaaa

                """)
    }

    @Test func countAndPersonNarrowIt() {
        seed(Self.lines)
        #expect(
            sandbox.run("recent", "-n", "1").output == """
                DATE            TIME   TEMP     ID
                2026-11-29 Sun  07:31  37.0 °C  cccccc

                """)
        #expect(sandbox.run("recent", "-n1").output == sandbox.run("recent", "--count=1").output)
        #expect(sandbox.run("recent", "--who", "Hana").output.contains("bbbbbb"))
        #expect(!sandbox.run("recent", "--who", "hana").output.contains("cccccc"))
        #expect(
            sandbox.run("recent", "--who", "hana", "--kind", "basal").output
                == "No readings for hana yet.\n")
    }

    @Test func printsJSONLinesNewestFirst() {
        seed(Self.lines)
        #expect(
            sandbox.run("recent", "--json", "-n", "2").output == Self.lines[2] + "\n"
                + Self.lines[1] + "\n")
    }

    @Test func anEmptyStoreGetsAFriendlyHint() {
        let result = sandbox.run("recent")
        #expect(result.status == 0)
        #expect(result.output == "No readings yet. Record one with: templog add 36.5\n")
        #expect(sandbox.run("recent", "--json").output == "")
    }

    @Test func warnsAboutAMalformedLineAndShowsTheRest() {
        seed([Self.lines[0], "{garbage", Self.lines[2]])
        let before = sandbox.store
        let result = sandbox.run("recent")
        #expect(result.status == 0)
        #expect(result.output.contains("aaaaaa") && result.output.contains("cccccc"))
        #expect(
            result.error
                == "warning: skipped line 2 of '\(sandbox.storePath)': not a valid reading, not one JSON object ({garbage)\n"
        )
        #expect(sandbox.store == before)
    }

    /// A hand-edited line with control characters is no valid reading; the warning that
    /// quotes it never sends them to the terminal either.
    @Test func neverPrintsControlCharactersFromAHandEditedStore() {
        seed([
            "{\"note\":\"\u{1B}[2Jgone\u{202E}\u{9B}\",\"id\":\"dddddd444444\",\"takenAt\":\"2026-11-29T07:00:00+09:00\",\"celsius\":36.5}"
        ])
        let result = sandbox.run("recent")
        #expect(result.error.contains("?[2Jgone??"))
        #expect(
            !(result.output + result.error).unicodeScalars.contains {
                $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x9B
            })
    }

    @Test func colorsFeverOnlyOnATerminal() {
        seed(Self.lines)
        #expect(sandbox.run("recent", terminal: true).output.contains("\u{1B}[1;31mfever\u{1B}[0m"))
        #expect(
            !sandbox.run("recent", terminal: true, environment: ["NO_COLOR": "1"]).output.contains(
                "\u{1B}"))
    }

    @Test(arguments: [
        (
            ["recent", "-n", "0"],
            "Error: The value '0' is invalid for '-n <count>' (accepted: a whole number from 1 to 1000000)"
        ),
        (
            ["recent", "-n", "ten"],
            "Error: The value 'ten' is invalid for '-n <count>' (accepted: a whole number from 1 to 1000000)"
        ),
        (["recent", "--json=yes"], "Error: The option '--json' does not take a value"),
        (["recent", "extra"], "Error: Unexpected argument 'extra'"),
    ])
    func rejectsBadOptions(arguments: [String], message: String) {
        let result = sandbox.run(arguments)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix(message + "\nUsage: templog recent [-n <count>]"))
        #expect(result.error.hasSuffix("  See 'templog recent --help' for more information.\n"))
    }
}

@Suite struct ExportCommandTests {
    let sandbox = Sandbox()

    init() {
        sandbox.directory.write(
            "readings.jsonl", RecentCommandTests.lines.map { $0 + "\n" }.joined())
    }

    static let header =
        "date,time,celsius,fahrenheit,fever,site,who,note,id,taken_at,unit,recorded_at,symptoms,kind,store,fever_threshold_celsius,fever_reducer_hours,disturbed\n"
    static let rows = [
        "2026-11-27,07:30,36.4,97.5,false,,,,aaaaaa111111,2026-11-27T07:30:00+09:00,C,2026-11-27T07:30:00+09:00,,body,5a7d0b0c0e01,37.5,,\n",
        "2026-11-28,07:40,38.2,100.8,true,mouth,hana,\"熱っぽい, tired\",bbbbbb222222,2026-11-28T07:40:00+09:00,C,2026-11-28T07:40:00+09:00,,body,5a7d0b0c0e01,37.5,,\n",
        "2026-11-29,07:31,37.0,98.6,false,,,,cccccc333333,2026-11-29T07:31:00+09:00,F,2026-11-29T07:31:00+09:00,,body,5a7d0b0c0e01,37.5,,\n",
    ]

    @Test func printsCSVOldestFirstByDefault() {
        let result = sandbox.run("export")
        #expect(result.status == 0)
        #expect(result.output == Self.header + Self.rows.joined())
        #expect(sandbox.run("export", "--csv").output == result.output)
    }

    @Test func filtersByLocalDayAndPerson() {
        #expect(
            sandbox.run("export", "--since", "yesterday").output == Self.header + Self.rows[1]
                + Self.rows[2])
        #expect(
            sandbox.run("export", "--until", "2026-11-28").output == Self.header + Self.rows[0]
                + Self.rows[1])
        #expect(
            sandbox.run("export", "--since", "today", "--until", "today").output == Self.header
                + Self.rows[2])
        #expect(sandbox.run("export", "--who", "hana", "--no-header").output == Self.rows[1])
    }

    @Test func anEmptyResultIsTheHeaderAlone() {
        let result = sandbox.run("export", "--since", "2027-01-01")
        #expect(result.status == 0)
        #expect(result.output == Self.header)
    }

    @Test func printsTSVAndJSONLines() {
        expectSnapshot(
            sandbox.run("export", "--tsv", "--who", "hana").output, named: "export-tsv-hana")
        #expect(
            sandbox.run("export", "--jsonl").output
                == RecentCommandTests.lines.map { Sandbox.exported($0) + "\n" }.joined())
    }

    @Test func theFeverColumnFollowsTheThreshold() {
        #expect(
            sandbox.run("export", "--fever", "39", "--who", "hana", "--no-header").output.contains(
                ",false,mouth,"))
    }

    @Test(arguments: [
        (["export", "--csv", "--tsv"], 64, "Error: '--csv' and '--tsv' cannot be used together"),
        (
            ["export", "--since", "tomorrow"], 65,
            "Error: --since: 'tomorrow' is not a day (accepted: YYYY-MM-DD, YYYY/MM/DD, MM/DD, M月D日, YYYY年M月D日, with the right weekday if one is given as in 2026/11/29(日); today, yesterday, 今日, 昨日, 一昨日)"
        ),
        (
            ["export", "--since", "2026-11-29", "--until", "2026-11-28"], 64,
            "Error: --until 2026-11-28 is before --since 2026-11-29 (for a range across the new year, give the years)"
        ),
    ])
    func rejectsBadOptions(arguments: [String], status: Int32, message: String) {
        let result = sandbox.run(arguments)
        #expect(result.status == status)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(message + "\n"))
    }
}
