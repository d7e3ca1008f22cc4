import Foundation
import TempLogCore
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `templog import`: templog's own CSV and JSON Lines, other stores, and Apple Health exports.
@Suite struct ImportTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    @Test func ownCSVRoundTripsAndImportingTwiceAddsNothing() {
        let source = Sandbox(now: "2026-11-29T08:00:00+09:00")
        source.directory.write(
            "readings.jsonl", DailyWorkflowTests.lines.map { $0 + "\n" }.joined())
        let csv = sandbox.directory.write("export.csv", source.run("export", "--csv").output)
        let first = sandbox.run("import", csv)
        #expect(first.status == 0)
        #expect(
            first.output == """
                  me (this store, from export.csv) → me: 4 added
                  hana (this store, from export.csv) → hana: 4 added
                Added 8 readings; skipped 0 already in the store and 0 repeated in the files; rejected 0.

                """)
        #expect(sandbox.run("export", "--csv").output == source.run("export", "--csv").output)
        let excel = sandbox.directory.write(
            "export-excel.csv", source.run("export", "--excel").output)
        #expect(
            sandbox.run("import", csv, excel).output == """
                  me (this store, from export.csv, export-excel.csv) → me: 0 added, 8 already in the store
                  hana (this store, from export.csv, export-excel.csv) → hana: 0 added, 8 already in the store
                Added 0 readings; skipped 16 already in the store and 0 repeated in the files; rejected 0.

                """)
    }

    @Test func anotherStoreMergesInTimeOrderKeepingEveryLine() {
        let existing = [
            #"{"id":"e00000000001","takenAt":"2026-11-26T07:00:00+09:00","celsius":36.4,"future":{"kept":true}}"#,
            #"{"id":"e00000000002","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.6}"#,
        ]
        sandbox.directory.write("readings.jsonl", existing.map { $0 + "\n" }.joined())
        let other = sandbox.directory.write(
            "laptop.jsonl",
            [
                #"{"id":"f00000000001","takenAt":"2026-11-27T07:00:00+09:00","celsius":36.5}"#,
                #"{"id":"e00000000002","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.6}"#,
                #"{"id":"f00000000003","takenAt":"2026-11-26T07:00:00+09:00","celsius":36.4}"#,
                #"{"id":"f00000000004","takenAt":"2026-11-29T07:00:00+09:00","celsius":36.7,"who":"hana"}"#,
                "not json",
            ].joined(separator: "\n") + "\n")
        let result = sandbox.run("import", other)
        #expect(
            result.output == """
                  rows without a name (from laptop.jsonl) → me: 1 added, 2 already in the store
                  hana (from laptop.jsonl) → hana: 1 added
                Added 2 readings; skipped 2 already in the store and 0 repeated in the files; rejected 1.

                """)
        #expect(result.error == "warning: rejected \(other):5: not a valid reading\n")
        let lines = (sandbox.store ?? "").split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == existing[0])
        #expect(lines[1].hasPrefix(#"{"id":"f00000000001","takenAt":"2026-11-27T07:00:00+09:00""#))
        #expect(lines[2] == existing[1])
        #expect(lines[3].hasPrefix(#"{"id":"f00000000004""#))
    }

    @Test func rowsAreCheckedLikeAddAndDryRunChangesNothing() {
        let header =
            "date,time,celsius,fahrenheit,fever,site,who,note,id,taken_at,unit,recorded_at\n"
        let csv = sandbox.directory.write(
            "rows.csv",
            header
                + "2026-11-20,07:00,365,,,,,,,2026-11-20T07:00:00+09:00,C,\n"
                + "2026-11-21,07:00,36.5,,,toe,,,,2026-11-21T07:00:00+09:00,C,\n"
                + "2026-11-22,07:00,36.5,,,,a b,,,2026-11-22T07:00:00+09:00,C,\n"
                + "2026-12-22,07:00,36.5,,,,,,,2026-12-22T07:00:00+09:00,C,\n"
                + "2026-11-23,07:00,,98.6,,oral,,\"'=cmd, \"\"quoted\"\"\",,2026-11-23T07:00:00+09:00,F,\n"
        )
        let dry = sandbox.run("import", "--dry-run", csv)
        #expect(dry.status == 0)
        #expect(
            dry.output == """
                \(csv): comma-separated; read 1 "date" → date, 2 "time" → time, 3 "celsius" → celsius, 4 "fahrenheit" → fahrenheit, 6 "site" → site, 7 "who" → who, 8 "note" → note, 9 "id" → id, 10 "taken_at" → takenAt, 11 "unit" → unit, 12 "recorded_at" → recordedAt; ignored 5 "fever"
                  rows without a name (from rows.csv) → me: would add 1
                Would add 1 reading; skipped 0 already in the store and 0 repeated in the files; rejected 4. Nothing was changed (--dry-run).

                """
        )
        #expect(
            dry.error == """
                warning: rejected \(csv):2: '365' is not a plausible body temperature (accepted: 32.0–43.0 °C). Did you mean 36.5?
                warning: rejected \(csv):3: 'toe' is not a measuring site (accepted: armpit, mouth, ear, forehead, rectum, other; also oral, underarm, tympanic, rectal)
                warning: rejected \(csv):4: 'a b' is not a name: a name has no spaces (accepted: 1–32 letters, digits, '-', '_', '.', apostrophe); to print a full name, record under a short name and give it a display name: templog people set <name> --display-name "a b"
                warning: rejected \(csv):5: '2026-12-22T07:00:00+09:00' is in the future

                """)
        #expect(sandbox.store == nil)
        #expect(sandbox.run("import", csv).status == 0)
        let reading = sandbox.readings.first
        #expect(
            reading?.temperature.centiCelsius == 3700 && reading?.unit == .fahrenheit
                && reading?.site == .mouth)
        #expect(reading?.note == #"=cmd, "quoted""#)
    }

    @Test func aRowBefore1970IsRejectedSayingSo() {
        let csv = sandbox.directory.write(
            "old.csv", "date,time,celsius\n1960-01-01,07:00,36.5\n2026-11-01,07:00,36.6\n")
        let result = sandbox.run("import", csv)
        #expect(
            result.error
                == "warning: rejected \(csv):2: '1960-01-01T07:00:00+09:00' is before 1970 (accepted: times from 1970-01-01 on)\n"
        )
        #expect(sandbox.readings.count == 1)
    }

    /// A cell with terminal escapes is quoted in the warning, not sent to the terminal.
    @Test func controlCharactersInRejectedCellsAreShownNotSent() {
        let csv = sandbox.directory.write(
            "escape.csv",
            "date,time,celsius,site\n2026-11-20,07:00,36.5,\u{1B}[2J\u{1B}]0;pwned\u{07}\n")
        let result = sandbox.run("import", csv)
        #expect(result.output.hasSuffix("rejected 1.\n"))
        #expect(!result.error.contains("\u{1B}"))
        #expect(!result.error.contains("\u{07}"))
        #expect(result.error.contains("'?[2J?]0;pwned?'"))
        #expect(sandbox.store == nil)
    }

    @Test(arguments: [
        (
            ["import", "/no/such/file.csv"], 66,
            "Error: cannot open '/no/such/file.csv': No such file or directory"
        ),
        (
            ["import", "--format", "xlsx", "x"], 64,
            "Error: The value 'xlsx' is invalid for '--format <format>' (accepted: auto, csv, jsonl, apple-health)"
        ),
        (["import"], 64, "Error: Missing expected argument '<file>'"),
    ])
    func badFilesAndOptionsChangeNothing(arguments: [String], status: Int32, message: String) {
        sandbox.directory.write("readings.jsonl", DailyWorkflowTests.lines[0] + "\n")
        let before = sandbox.store
        let result = sandbox.run(arguments)
        #expect(result.status == status)
        #expect(result.error.hasPrefix(message + "\n"))
        #expect(sandbox.store == before)
    }

    @Test func aFileThatIsNeitherIsADataErrorAndAMissingSecondFileAbortsTheWhole() {
        let binary = sandbox.directory.write("photo.jpg", "\u{0}\u{1}JFIF\n")
        #expect(
            sandbox.run("import", binary).error
                == "Error: '\(binary)' is not a templog CSV or JSON Lines file or an Apple Health export (give --format to say which)\n"
        )
        #expect(sandbox.run("import", binary).status == 65)
        let headless = sandbox.directory.write("headless.csv", "a,b\n1,2\n")
        #expect(
            sandbox.run("import", "--format", "csv", headless).error
                == "Error: '\(headless)' has no header row templog can read: it needs a time column (taken_at, datetime, or date with time; 日付 with 時刻) and a temperature column (celsius, fahrenheit, temperature, 体温) (columns found: 1 \"a\", 2 \"b\"; every accepted name: 'templog import --help')\n"
        )
        #expect(sandbox.run("import", headless).status == 65)
        let good = sandbox.directory.write("good.jsonl", DailyWorkflowTests.lines[0] + "\n")
        #expect(sandbox.run("import", good, sandbox.directory.file("missing.jsonl")).status == 66)
        #expect(sandbox.store == nil)
    }

    @Test func appleHealthBodyTemperaturesAreImported() {
        let path = sandbox.directory.write("export.xml", Fixtures.healthExport)
        let result = sandbox.run("import", path, "--who", "hana")
        #expect(
            result.output == """
                  rows without a name (from export.xml) → hana: 3 added
                Added 3 readings; skipped 0 already in the store and 0 repeated in the files; rejected 1.

                """)
        #expect(
            result.error
                == "warning: rejected \(path):25: '365' is not a plausible body temperature (accepted: 32.0–43.0 °C). Did you mean 36.5?\n"
        )
        let readings = sandbox.readings
        #expect(
            readings.map(\.takenAt.rfc3339) == [
                "2021-12-11T18:04:48-07:00", "2021-12-12T06:30:00-07:00",
                "2021-12-13T07:10:00-07:00",
            ])
        #expect(readings.map(\.temperature.centiCelsius) == [3660, 3661, 3810])
        #expect(readings.map { $0.site?.rawValue } == ["armpit", nil, "ear"])
        #expect(
            readings.map(\.note) == [
                "Apple Health: Hana's Watch", "Apple Health: Health",
                "Apple Health: Thermometer & Co",
            ])
        #expect(readings.map(\.kind) == [.body, .basal, .body])
        #expect(readings.allSatisfy { $0.person.who == "hana" })
        #expect(readings[0].recordedAt.rfc3339 == "2021-12-11T18:05:12-07:00")
        #expect(
            sandbox.run("import", path, "--who", "hana").output == """
                  rows without a name (from export.xml) → hana: 0 added, 3 already in the store
                Added 0 readings; skipped 3 already in the store and 0 repeated in the files; rejected 1.

                """)
    }
}

/// A row whose id the store has with other values: listed field by field, written by
/// `--update` (a column the file lacks leaves its field alone), undone by `undo`.
@Suite struct ImportUpdateTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    static let stored = [
        #"{"id":"e00000000001","takenAt":"2026-11-27T07:00:00+09:00","celsius":36.4,"unit":"C","recordedAt":"2026-11-27T07:00:00+09:00","note":"kept","future":{"x":1}}"#,
        #"{"id":"e00000000002","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.6,"unit":"C","recordedAt":"2026-11-28T07:00:00+09:00","who":"hana"}"#,
    ]

    init() {
        sandbox.directory.write("readings.jsonl", Self.stored.map { $0 + "\n" }.joined())
    }

    @Test func aCorrectedValueIsListedAndChangesNothingWithoutUpdate() {
        let csv = sandbox.directory.write(
            "fix.csv", "id,date,time,celsius\ne00000000001,2026-11-27,07:00,36.9\n")
        let result = sandbox.run("import", csv)
        #expect(result.status == 0)
        expectSnapshot(result.output, named: "import-corrected-value")
        #expect(sandbox.store == Self.stored.map { $0 + "\n" }.joined())
    }

    @Test func updateReplacesTheLineKeepingWhatTheFileDoesNotSayAndUndoPutsItBack() {
        let csv = sandbox.directory.write(
            "fix.csv",
            "id,date,time,celsius,note\ne00000000001,2026-11-27,06:45,36.9,\n"
                + ",2026/11/29,7:45,36.6,new\n")
        let before = sandbox.store
        let result = sandbox.run("import", csv, "--update")
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                """
                Readings in the files whose id the store has with other values (1):
                  e00000 (2026-11-27T07:00:00+09:00, me): takenAt 2026-11-27T07:00:00+09:00 → 2026-11-27T06:45:00+09:00; temperature 36.4 °C → 36.9 °C; note 'kept' → (none)
                Updated 1 reading.

                """))
        let lines = (sandbox.store ?? "").split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines[0]
                == #"{"id":"e00000000001","takenAt":"2026-11-27T06:45:00+09:00","celsius":36.9,"unit":"C","recordedAt":"2026-11-27T07:00:00+09:00","future":{"x":1}}"#
        )
        #expect(lines[1] == Self.stored[1])
        #expect(lines[2].contains(#""takenAt":"2026-11-29T07:45:00+09:00","celsius":36.6,"#))
        #expect(lines[2].hasSuffix(#""note":"new"}"#))
        #expect(
            sandbox.run("undo", "--list").output.hasPrefix(
                "1. 08:00 (Sun 29 Nov): updated 1 reading and added 1 from "))
        #expect(sandbox.run("undo").status == 0)
        #expect(sandbox.store == before)
    }

    @Test func aJSONLinesRowWithTheSameContentIsAlreadyThere() {
        let jsonl = sandbox.directory.write("same.jsonl", Self.stored.map { $0 + "\n" }.joined())
        #expect(
            sandbox.run("import", jsonl, "--update").output == """
                  rows without a name (from same.jsonl) → me: 0 added, 1 already in the store
                  hana (from same.jsonl) → hana: 0 added, 1 already in the store
                Added 0 readings; skipped 2 already in the store and 0 repeated in the files; rejected 0.

                """)
    }

    @Test func aCorrectedDateInTheFutureOrBefore1970IsRefused() {
        let csv = sandbox.directory.write(
            "dates.csv",
            "id,date,time,celsius,taken_at\n"
                + "e00000000001,2027-11-27,07:00,36.4,2026-11-27T07:00:00+09:00\n"
                + "e00000000002,1960-11-28,07:00,36.6,2026-11-28T07:00:00+09:00\n")
        let before = sandbox.store
        let result = sandbox.run("import", csv, "--update")
        #expect(result.status == 0)
        #expect(
            result.error.contains(
                "warning: rejected \(csv):2: '2027-11-27T07:00:00+09:00' is in the future"))
        #expect(result.error.contains("warning: rejected \(csv):3: "))
        #expect(result.output.hasSuffix("rejected 2.\n"))
        #expect(sandbox.store == before)
    }

    @Test func aRecordedAtCellASpreadsheetReformattedIsNoCorrection() {
        let csv = sandbox.directory.write(
            "recorded.csv",
            "id,taken_at,celsius,recorded_at\n"
                + "e00000000001,2026-11-27T07:00:00+09:00,36.4,2026-11-27T07:00:00+09:00\n"
                + "e00000000002,2026-11-28T07:00:00+09:00,36.6,28/11/2026 07:00\n")
        let result = sandbox.run("import", csv, "--update")
        #expect(
            result.error
                == "warning: rejected \(csv):3: '28/11/2026 07:00' is not a date and time (accepted: 2026-11-29T07:30:00+09:00, 2026-11-29 07:30, 2026/11/29 7:30, 2026年11月29日 7時30分, 11/29 7:30, 11月29日 7時30分)\n"
        )
        #expect(result.output.contains("\nAdded 0 readings; skipped 1 already in the store"))
    }
}
