import Foundation
import TempLogCore
import TestSupport
import Testing

/// Strict at every entrance, safe at every exit: every example of issue 11, each as a test.
@Suite struct StrictInputTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    func line(_ id: String, _ taken: String, _ extra: String = "") -> String {
        #"{"id":"\#(id)","takenAt":"2026-11-\#(taken):00+09:00","celsius":36.5\#(extra)}"#
    }

    // MARK: - Imports lose nothing

    @Test func readingsThatDifferOnlyInTheirNotesAreBothImported() {
        let file = sandbox.directory.write(
            "two.jsonl",
            line("aaaaaaaaaaa1", "28T07:00", #","note":"first""#) + "\n"
                + line("aaaaaaaaaaa2", "28T07:00", #","note":"second""#) + "\n")
        let result = sandbox.run("import", file)
        #expect(
            result.output
                == "  rows without a name (from two.jsonl) → me: 2 added\nAdded 2 readings; skipped 0 already in the store and 0 repeated in the files; rejected 0.\n"
        )
        #expect(sandbox.readings.compactMap(\.note) == ["first", "second"])
    }

    @Test func rowsRepeatedInAFileAreNotAlreadyInTheStore() {
        let file = sandbox.directory.write(
            "rows.csv",
            "date,time,celsius\n2026-11-28,07:00,36.5\n2026-11-28,07:00,36.5\n2026-11-28,07:10,36.5\n"
        )
        let result = sandbox.run("import", file)
        #expect(
            result.output
                == "  rows without a name (from rows.csv) → me: 2 added\nAdded 2 readings; skipped 0 already in the store and 1 repeated in the files; rejected 0.\n"
        )
        #expect(
            sandbox.run("import", file).output
                == "  rows without a name (from rows.csv) → me: 0 added, 3 already in the store\nAdded 0 readings; skipped 3 already in the store and 0 repeated in the files; rejected 0.\n"
        )
    }

    @Test func idsAreExactStringsAndForeignIDsAreReplaced() {
        sandbox.directory.write(
            "readings.jsonl",
            [
                line("a", "20T07:00"), line("0a", "21T07:00"), line("000a", "22T07:00"),
                line("-0", "23T07:00"),
            ]
            .joined(separator: "\n") + "\n")
        #expect(!sandbox.run("check").output.contains(" is on lines "))
        let foreign = sandbox.directory.write(
            "foreign.jsonl", line("0", "24T07:00") + "\n" + line("b00000000001", "25T07:00") + "\n")
        #expect(
            sandbox.run("import", foreign).output.hasPrefix(
                "  rows without a name (from foreign.jsonl) → me: 2 added\nAdded 2 readings;"))
        let ids = sandbox.readings.map(\.id)
        #expect(ids.prefix(4) == ["a", "0a", "000a", "-0"])
        #expect(ids[4] != "0" && Reading.isTemplogID(ids[4]))
        #expect(ids[5] == "b00000000001")
    }

    @Test func aBadRowIsRejectedByLineAndEveryOtherRowIsRead() {
        let file = sandbox.directory.write(
            "notes.csv",
            """
            date,time,celsius,note
            2026-11-20,07:00,36.5,"5"" thermometer"
            2026-11-21,07:00,36.6,5" thermometer
            2026-11-22,07:00,36.7,say "hi"
            2026-11-23,07:00,36.8,a"b,c"d
            2026-11-24,07:00,36.9,"two
            lines"
            2026-11-25,07:00,37.0
            2026-11-26,07:00,37.1,fine

            """)
        let result = sandbox.run("import", file)
        #expect(
            result.output
                == "  rows without a name (from notes.csv) → me: 2 added\nAdded 2 readings; skipped 0 already in the store and 0 repeated in the files; rejected 5.\n"
        )
        #expect(
            result.error == """
                warning: rejected \(file):3: a quote inside the unquoted field in column 4 (quote the whole field, doubling the quotes inside it)
                warning: rejected \(file):4: a quote inside the unquoted field in column 4 (quote the whole field, doubling the quotes inside it)
                warning: rejected \(file):5: a quote inside the unquoted field in column 4 (quote the whole field, doubling the quotes inside it)
                warning: rejected \(file):6: the note contains a control character (U+000A); a note is one line of text
                warning: rejected \(file):8: the row has 3 fields where the header has 4

                """)
        #expect(sandbox.readings.compactMap(\.note) == [#"5" thermometer"#, "fine"])
    }

    @Test func anUnclosedQuoteCostsOneRowNotTheRestOfTheFile() {
        let file = sandbox.directory.write(
            "open.csv",
            "date,time,celsius,note\n2026-11-20,07:00,36.5,\"never closed\n2026-11-21,07:00,36.6,ok\n"
        )
        let result = sandbox.run("import", file)
        #expect(
            result.output.hasPrefix(
                "  rows without a name (from open.csv) → me: 1 added\nAdded 1 reading;"))
        #expect(result.error == "warning: rejected \(file):2: a quoted field is never closed\n")
    }

    /// A file that is not UTF-8 in one row (a Latin-1 `é`) is refused whole, saying how to save
    /// it, rather than losing that row among warnings; the replacement character is text.
    @Test func invalidUTF8RefusesTheFileAndTheReplacementCharacterIsText() throws {
        var bytes = Array("date,time,celsius,note\n2026-11-20,07:00,36.5,caf".utf8) + [0xE9]
        bytes += Array("\n2026-11-21,07:00,36.6,\u{FFFD} kept\n".utf8)
        let path = sandbox.directory.file("latin1.csv")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = sandbox.run("import", path)
        #expect(result.status == 65)
        #expect(
            result.error
                == "Error: '\(path)' is neither UTF-8 text nor Shift_JIS (CP932) as Japanese Excel saves it: save it as 'CSV UTF-8 (Comma delimited)' and import it again\n"
        )
        #expect(sandbox.store == nil)
        let fixed = sandbox.directory.write(
            "fixed.csv", "date,time,celsius,note\n2026-11-21,07:00,36.6,\u{FFFD} kept\n")
        #expect(sandbox.run("import", fixed).status == 0)
        #expect(sandbox.readings.map(\.note) == ["\u{FFFD} kept"])
        #expect(sandbox.run("add", "36.5", "--note", "\u{FFFD}").status == 0)
    }

    @Test func numbersOtherProgramsWriteAreRoundedToTwoDecimals() {
        let file = sandbox.directory.write(
            "numbers.csv",
            "date,time,celsius\n2026-11-20,07:00,36.66666666666667\n2026-11-21,07:00,3.65e1\n2026-11-22,07:00,4.5e1\n"
        )
        let result = sandbox.run("import", file)
        #expect(
            result.output.hasPrefix(
                "  rows without a name (from numbers.csv) → me: 2 added\nAdded 2 readings;"))
        #expect(sandbox.readings.map(\.temperature.centiCelsius) == [3667, 3650])
        #expect(result.error.contains("'4.5e1' is not a plausible body temperature"))
        // add keeps its rules for what a person types.
        #expect(sandbox.run("add", "3.65e1").status == 65)
    }

    // MARK: - Any spreadsheet's CSV

    @Test func aJapaneseSpreadsheetImportsAsLocalTime() {
        let file = sandbox.directory.write(
            "体温.csv", "\u{FEFF}日付,時刻,体温,メモ\r\n2026/11/28,7:30,36.5,朝\r\n2026/11/29,7時05分,３６．８,\r\n")
        let dry = sandbox.run("import", "--dry-run", file)
        #expect(
            dry.output.hasPrefix(
                "\(file): comma-separated; read 1 \"日付\" → date, 2 \"時刻\" → time, 3 \"体温\" → temperature, 4 \"メモ\" → note; ignored -\n"
            ))
        #expect(sandbox.run("import", file).status == 0)
        #expect(
            sandbox.readings.map(\.takenAt.rfc3339) == [
                "2026-11-28T07:30:00+09:00", "2026-11-29T07:05:00+09:00",
            ])
        #expect(sandbox.readings.map(\.note) == ["朝", nil])
        #expect(sandbox.readings.map(\.temperature.centiCelsius) == [3650, 3680])
    }

    @Test(arguments: [
        "Date,Time,Temperature (°F),Notes\n2026-11-28,7:30 PM,100.4,evening\n",
        "DATE;TIME;CELSIUS;NOTE\n2026-11-28;19:30;38,0;evening\n",
        "datetime\ttemp\tcomment\n2026-11-28 19:30\t38.0C\tevening\n",
        "timestamp,fahrenheit\n2026-11-28T19:30:00+09:00,100.4\n",
    ])
    func englishAndEuropeanSpreadsheetsImport(text: String) {
        let file = sandbox.directory.write("sheet.csv", text)
        let result = sandbox.run("import", file)
        #expect(result.status == 0 && result.error == "", "\(result.error)")
        #expect(sandbox.readings.map(\.temperature.centiCelsius) == [3800])
        #expect(sandbox.readings.map(\.takenAt.rfc3339) == ["2026-11-28T19:30:00+09:00"])
    }

    @Test func templogsOwnTSVImportsBack() {
        #expect(
            sandbox.run(
                "add", "36.5", "--at", "07:00", "--note", "tab\there".replacing("\t", with: " ")
            ).status == 0)
        #expect(
            sandbox.run("add", "37.9", "--who", "hana", "--at", "07:10", "--note", #"back\slash"#)
                .status == 0)
        let tsv = sandbox.directory.write("export.tsv", sandbox.run("export", "--tsv").output)
        let other = Sandbox(now: "2026-11-29T08:00:00+09:00")
        let result = other.run("import", tsv)
        #expect(
            result.output
                == "  me (this store, from export.tsv) → me: 1 added\n  hana (this store, from export.tsv) → hana: 1 added\nAdded 2 readings; skipped 0 already in the store and 0 repeated in the files; rejected 0.\n"
        )
        #expect(other.store == sandbox.store)
    }

    // MARK: - The store: one definition of a valid reading

    static let badLines = [
        #"{"id":"b1","takenAt":"2026-11-20T07:00:00+09:00","celsius":36.5,"note":"n",}"#,
        #"{"id":"b2","takenAt":"2026-11-20T07:00:00+09:00","celsius":36.5,"x":[1,]}"#,
        #"{"id":"b3","takenAt":"2026-11-20T07:00:00+09:00","celsius":1}"#,
        #"{"id":"b4","takenAt":"2026-11-20T07:00:00+09:00","celsius":36.5,"unit":"K"}"#,
        #"{"id":"b5","takenAt":"2026-11-20T07:00:00+09:00","celsius":36.5,"who":5}"#,
        #"{"id":"b6","takenAt":"2026-11-20T07:00:00+09:00","celsius":99.0}"#,
        #"{"id":"\u001b[31mb7","takenAt":"2026-11-20T07:00:00+09:00","celsius":36.5}"#,
        #"{"id":"b8\u202e","takenAt":"2026-11-20T07:00:00+09:00","celsius":36.5}"#,
    ]

    @Test func checkReportsEveryKindOfInvalidLineAndRepairMovesThemAside() {
        let good = line("aaaaaaaaaaa1", "21T07:00", #","recordedAt":null,"site":null,"who":null"#)
        sandbox.directory.write(
            "readings.jsonl", (Self.badLines + [good]).joined(separator: "\n") + "\n")
        #expect(sandbox.run("recent").output.contains("aaaaaa"))
        let check = sandbox.run("check")
        #expect(check.status == 65)
        for number in 1...8 {
            #expect(check.output.contains("  line \(number): not a valid reading, "))
        }
        #expect(!check.output.contains("line 9"))
        let repair = sandbox.run("check", "--repair")
        #expect(repair.status == 0)
        #expect(repair.output.contains("  - moved 8 unreadable lines to "))
        #expect(sandbox.store == good + "\n")
    }

    /// A reading appended by hand out of time order hides nothing: not today's reading, not
    /// the later days of a report, not itself once `add` has appended after it.
    @Test func aReadingAppendedByHandOutOfOrderHidesNothing() {
        for day in ["20", "22", "24", "26"] {
            #expect(sandbox.run("add", "36.4", "--at", "2026-11-\(day) 07:00").status == 0)
        }
        #expect(sandbox.run("add", "36.5", "--at", "07:00").status == 0)
        let forgotten = line("eeeeeeeeee01", "21T07:00", #","note":"forgotten""#)
        sandbox.directory.write("readings.jsonl", (sandbox.store ?? "") + forgotten + "\n")
        #expect(sandbox.run("today", "-q").status == 0)
        #expect(sandbox.run("recent", "-n", "1").output.contains("2026-11-29 Sun  07:00"))
        #expect(sandbox.run("add", "36.6", "--at", "2026-11-28 07:00").status == 0)
        expectSnapshot(
            sandbox.run("report", "--text", "--since", "2026-11-20").output,
            named: "report-text-since")
        #expect(sandbox.run("export", "--date", "2026-11-21").output.contains("eeeeeeeeee01"))
        #expect(
            sandbox.run("stats", "--date", "2026-11-21").output.contains("readings           1"))
    }

    // MARK: - Nothing crashes

    @Test(arguments: ["stats", "report", "chart", "export"])
    func hugeDayCountsAreUsageErrors(command: String) {
        for days in ["99999999999999", "9223372036854775807", "36501", "-1", "1e3"] {
            let result = sandbox.run(command, "--days", days)
            #expect(result.status == 64, "\(command) --days \(days)")
            #expect(
                result.error.hasPrefix(
                    "Error: The value '\(days)' is invalid for '--days <n>' (accepted: a whole number from 1 to 36500)\n"
                ))
        }
    }

    @Test(arguments: ["stats", "report", "export"])
    func daysBefore1970AndRangesOfMillionsOfDaysAreRefused(command: String) {
        let early = sandbox.run(command, "--since", "0001-01-01")
        #expect(early.status == 65)
        #expect(
            early.error
                == "Error: --since: '0001-01-01' is before 1970 (accepted: times from 1970-01-01 on)\n"
        )
        let long = sandbox.run(command, "--since", "1970-01-01", "--until", "9999-12-31")
        if command == "export" {
            // Export lists readings, not days: a wide range is just a filter.
            #expect(long.status == 0)
        } else {
            #expect(long.status == 64)
            #expect(
                long.error.hasPrefix(
                    "Error: 1970-01-01 to 9999-12-31 is 2932897 days; a range covers at most 36500 days (choose a shorter one)\nUsage: templog \(command) "
                ))
        }
    }

    @Test func aNegativeTemperatureIsATemperatureErrorNotAnUnknownOption() {
        for value in ["-5", "-36.5"] {
            let result = sandbox.run("add", value)
            #expect(result.status == 65)
            #expect(
                result.error
                    == "Error: '\(value)' is not a temperature (expected a number like 36.5, 36,5, 98.6F, 36.5度 or 36度5分)\n"
            )
        }
        // Only numbers: anything else that starts with a dash is still an unknown option.
        #expect(sandbox.run("add", "-5e").error.hasPrefix("Error: Unknown option '-5e'\n"))
        #expect(sandbox.store == nil)
    }

    /// A reading taken on a later day by another zone's wall clock (Tokyo's 30 Nov while it is
    /// still 29 Nov in New York) stays inside the stats period; days before 1970 are never
    /// listed.
    @Test func statsPeriodsHoldEveryReadingAndStartIn1970AtTheEarliest() {
        let newYork = ["TZ": "America/New_York", "TEMPLOG_NOW": "2026-11-30T03:00:00Z"]
        for at in ["2026-11-29 07:00", "2026-11-30T09:00+09:00"] {
            #expect(sandbox.run(["add", "36.5", "--at", at], environment: newYork).status == 0)
        }
        let stats = sandbox.run(["stats"], environment: newYork).output
        #expect(stats.hasPrefix("me: 2026-11-29 to 2026-11-30 (2 days)\n"))
        #expect(stats.contains("readings           2 on 2 days; 0 missing\n"))
        let early = sandbox.run(
            ["report", "--days", "36500", "--csv"],
            environment: ["TEMPLOG_NOW": "1970-01-02T12:00:00+09:00"]
        ).output
        #expect(early.split(separator: "\n").dropFirst().first?.hasPrefix("1970-01-01,") == true)
    }

    @Test func aPinnedClockOutsideWhatTheStoreHoldsIsRefused() {
        for now in ["0001-01-01T00:00:00Z", "1969-12-31T23:59:59Z"] {
            let result = sandbox.run(["add", "36.5"], environment: ["TEMPLOG_NOW": now])
            #expect(result.status == 65, "\(now)")
        }
        let late = sandbox.run(
            ["add", "36.5"], environment: ["TEMPLOG_NOW": "9999-12-31T23:59:59-23:59", "TZ": "UTC"])
        #expect(late.status == 65)
        #expect(sandbox.store == nil)
    }

    @Test(arguments: [
        ("TEMPLOG_LANG", "fr", "Error: TEMPLOG_LANG='fr' is not valid (accepted: en, ja)\n"),
        (
            "TEMPLOG_LOCK_TIMEOUT", "abc",
            "Error: TEMPLOG_LOCK_TIMEOUT='abc' is not valid (accepted: a number of seconds from 0 to 3600)\n"
        ),
        (
            "TEMPLOG_LOCK_TIMEOUT", "nan",
            "Error: TEMPLOG_LOCK_TIMEOUT='nan' is not valid (accepted: a number of seconds from 0 to 3600)\n"
        ),
        (
            "TZ", "Mars/Olympus",
            "Error: TZ='Mars/Olympus' is not valid (accepted: a zone name like Asia/Tokyo or America/New_York, or a rule like JST-9)\n"
        ),
        (
            "TEMPLOG_NOW", "soon",
            "Error: TEMPLOG_NOW='soon' is not an RFC 3339 time from 1970 to 9999 (e.g. 2026-11-29T07:30:00+09:00)\n"
        ),
    ])
    func badSettingsStopWithExit65NamingTheVariable(
        variable: String, value: String, message: String
    ) {
        let result = sandbox.run(["add", "36.5"], environment: [variable: value])
        #expect(result.status == 65)
        #expect(result.error == message)
        #expect(sandbox.store == nil)
    }

    @Test func textFromTheStoreIsNeverReadAsAPlaceholder() {
        sandbox.directory.write("readings.jsonl", "{1} {2} {3} not json\n")
        let result = sandbox.run("recent")
        #expect(
            result.error
                == "warning: skipped line 1 of '\(sandbox.storePath)': not a valid reading, not one JSON object ({1} {2} {3} not json)\n"
        )
    }
}
