import Foundation
import TempLogCore
import TestSupport
import Testing

/// Rows as people and other programs write them: Apple Health's long numbers, a row typed into
/// an exported spreadsheet, and Celsius and Fahrenheit cells that disagree.
@Suite struct ImportedRowTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    // MARK: - Apple Health numbers

    @Test func healthExportWithRepeatingDecimalAndExponentValuesImports() {
        func record(unit: String, value: String, at time: String) -> String {
            #"<Record type="HKQuantityTypeIdentifierBodyTemperature" sourceName="Health" unit="\#(unit)" creationDate="2026-11-2\#(time) -0500" startDate="2026-11-2\#(time) -0500" endDate="2026-11-2\#(time) -0500" value="\#(value)"/>"#
        }
        let path = sandbox.directory.write(
            "export.xml",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_US">
             \(record(unit: "degC", value: "36.66666666666667", at: "7 07:00:00"))
             \(record(unit: "degF", value: "9.77e1", at: "8 07:00:00"))
            </HealthData>

            """)
        let result = sandbox.run("import", path)
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.output
                == "  rows without a name (from export.xml) → me: 2 added\n"
                + "Added 2 readings; skipped 0 already in the store and 0 repeated in the files; rejected 0.\n"
        )
        let stored = (sandbox.store ?? "").split(separator: "\n")
        #expect(stored.count == 2)
        #expect(
            stored.first?.contains(
                #""takenAt":"2026-11-27T07:00:00-05:00","celsius":36.67,"unit":"C""#) == true)
        #expect(
            stored.last?.contains(
                #""takenAt":"2026-11-28T07:00:00-05:00","celsius":36.5,"unit":"F""#) == true)
        #expect(
            sandbox.run("export", "--csv").output.split(separator: "\n").dropFirst().map {
                $0.split(separator: ",").prefix(4).joined(separator: ",")
            } == ["2026-11-27,07:00,36.7,98.0", "2026-11-28,07:00,36.5,97.7"])
    }

    // MARK: - A row typed into an export

    /// `date` and `time` typed, `celsius` typed, every other cell (id, taken_at) left empty.
    @Test(arguments: ["--csv", "--excel", "--tsv"])
    func aRowTypedIntoAnExportImportsAtItsDateAndTime(format: String) throws {
        sandbox.directory.write(
            "readings.jsonl", DailyWorkflowTests.lines.map { $0 + "\n" }.joined())
        let separator = format == "--tsv" ? "\t" : ","
        let lineEnd = format == "--excel" ? "\r\n" : "\n"
        let typed =
            (["2026/11/5", "7:45", "36.6"]
            + Array(repeating: "", count: DelimitedFormat.columns.count - 3))
            .joined(separator: separator)
        let exported = sandbox.run("export", format).output
        let path = sandbox.directory.write("edited.csv", exported + typed + lineEnd)
        let before = Set(sandbox.readings.map(\.id))
        let result = sandbox.run("import", path)
        #expect(result.error == "")
        #expect(
            result.output
                == "  me (this store, from edited.csv) → me: 1 added, 4 already in the store\n"
                + "  hana (this store, from edited.csv) → hana: 0 added, 4 already in the store\n"
                + "Added 1 reading; skipped 8 already in the store and 0 repeated in the files; rejected 0.\n"
        )
        let added = try #require(sandbox.readings.first { !before.contains($0.id) })
        #expect(added.takenAt.rfc3339 == "2026-11-05T07:45:00+09:00")
        #expect(added.temperature.centiCelsius == 3660 && added.unit == .celsius)
        #expect(added.kind == .body && added.person == .owner && added.note == nil)
        #expect(Reading.isTemplogID(added.id))
        #expect(added.recordedAt.rfc3339 == "2026-11-29T08:00:00+09:00")
        #expect(sandbox.run("import", path).output.contains("\nAdded 0 readings; skipped 9"))
    }

    @Test func aRowWithoutAnyTimeIsRejectedSayingSo() {
        let path = sandbox.directory.write(
            "typed.csv", "date,time,celsius,id,taken_at\n,,36.6,,\n2026-11-20,7:00,36.5,,\n")
        let result = sandbox.run("import", path)
        #expect(
            result.error
                == "warning: rejected \(path):2: the row has no date and time (fill in taken_at, or date and time)\n"
        )
        #expect(sandbox.readings.map(\.takenAt.rfc3339) == ["2026-11-20T07:00:00+09:00"])
    }

    // MARK: - Date and time beside taken_at

    /// `export` writes `date` and `time` beside `taken_at`; a spreadsheet edit to them must not
    /// be passed over while `taken_at` still says the old time: it is a correction.
    @Test func anEditedDateOrTimeBesideTheStoredTakenAtIsACorrection() {
        sandbox.directory.write(
            "readings.jsonl", DailyWorkflowTests.lines.map { $0 + "\n" }.joined())
        let before = sandbox.store
        let edited = sandbox.run("export", "--csv").output
            .replacingOccurrences(of: "2026-11-25,07:00,", with: "2026-11-25,07:30,")
            .replacingOccurrences(of: "2026-11-26,23:30,", with: "2026/11/27,23:30,")
            .replacingOccurrences(of: "2026-11-27,00:40,", with: "2026/11/27,0:40:59,")
        let path = sandbox.directory.write("edited.csv", edited)
        let result = sandbox.run("import", path)
        #expect(result.error == "")
        expectSnapshot(result.output, named: "import-edited-date-or-time")
        #expect(sandbox.store == before)
        #expect(sandbox.run("import", path, "--update").status == 0)
        #expect(
            sandbox.readings.map(\.takenAt.rfc3339).prefix(2) == [
                "2026-11-25T07:30:00+09:00", "2026-11-27T00:40:00+09:00",
            ])
        // Both cells changed: which is meant cannot be told, so the row is refused.
        let both = sandbox.directory.write(
            "both.csv",
            "date,time,celsius,id,taken_at\n2026-11-25,08:00,36.4,a00000000001,2026-11-25T09:00:00+09:00\n"
        )
        let refused = sandbox.run("import", both, "--update")
        #expect(
            refused.error
                == "warning: rejected \(both):2: date 2026-11-25 and time 08:00 disagree with taken_at 2026-11-25T09:00:00+09:00 (correct both, or empty taken_at to use date and time)\n"
        )
    }

    @Test func aDateCellThatDisagreesWithTakenAtRejectsTheRow() {
        let path = sandbox.directory.write(
            "dated.csv",
            "Day,taken_at,celsius\n2026-11-21,2026-11-20T07:00:00+09:00,36.5\n"
                + "2026-11-20,2026-11-20T07:00:00+09:00,36.5\n")
        let result = sandbox.run(["import", path], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(
            result.error
                == "警告: \(path) の 2 行目を取り込みませんでした: Day の 2026-11-21 が taken_at の 2026-11-20T07:00:00+09:00 と食い違っています。両方を直すか、taken_at を空にしてください（空なら Day を使います）。\n"
        )
        #expect(sandbox.readings.map(\.takenAt.rfc3339) == ["2026-11-20T07:00:00+09:00"])
    }

    // MARK: - Celsius and Fahrenheit columns

    @Test func aRowWithOnlyItsFahrenheitCellFilledImportsInFahrenheit() {
        let path = sandbox.directory.write(
            "typed.csv",
            "date,time,celsius,fahrenheit,id,taken_at,unit\n2026-11-20,07:00,,99.5,,,\n")
        #expect(
            sandbox.run("import", path).output.hasPrefix(
                "  rows without a name (from typed.csv) → me: 1 added\nAdded 1 reading;"))
        #expect(sandbox.readings.map(\.temperature.centiCelsius) == [3750])
        #expect(sandbox.readings.map(\.unit) == [.fahrenheit])
    }

    /// Shown in °F to one decimal, the two cells may be 0.1 °F apart (37.1 °C is 98.8 °F, so
    /// 98.7 and 98.9 agree with it) and no more.
    @Test func celsiusAndFahrenheitCellsThatDisagreeRejectTheRow() {
        let path = sandbox.directory.write(
            "a.csv",
            """
            date,time,Celsius,Temp (°F),unit
            2026-11-20,07:00,36.2,99.5,
            2026-11-20,08:00,36.2,99.5,F
            2026-11-21,07:00,37.1,98.7,F
            2026-11-22,07:00,37.1,98.9,C
            2026-11-23,07:00,37.1,99.0,C
            2026-11-24,07:00,37.1,98.6,F
            2026-11-25,07:00,36.2,36.2,

            """)
        let result = sandbox.run("import", path)
        #expect(result.status == 0)
        #expect(
            result.error == """
                warning: rejected \(path):2: Celsius 36.2 and Temp (°F) 99.5 disagree (36.2 °C is 97.2 °F)
                warning: rejected \(path):3: Celsius 36.2 and Temp (°F) 99.5 disagree (36.2 °C is 97.2 °F)
                warning: rejected \(path):6: Celsius 37.1 and Temp (°F) 99.0 disagree (37.1 °C is 98.8 °F)
                warning: rejected \(path):7: Celsius 37.1 and Temp (°F) 98.6 disagree (37.1 °C is 98.8 °F)
                warning: rejected \(path):8: '36.2' is not a plausible body temperature (accepted: 89.6–109.4 °F)

                """)
        #expect(
            result.output
                == "  rows without a name (from a.csv) → me: 2 added\n"
                + "Added 2 readings; skipped 0 already in the store and 0 repeated in the files; rejected 5.\n"
        )
        let readings = sandbox.readings.sorted { $0.takenAt.rfc3339 < $1.takenAt.rfc3339 }
        #expect(readings.map(\.temperature.centiCelsius) == [3706, 3710])
        #expect(readings.map(\.unit) == [.fahrenheit, .celsius])
    }

    @Test func disagreeingCellsAreReportedInJapanese() {
        let path = sandbox.directory.write(
            "a.csv", "date,time,celsius,fahrenheit\n2026-11-20,07:00,36.2,99.5\n")
        let result = sandbox.run(["import", path], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(
            result.error.contains(
                "\(path) の 2 行目を取り込みませんでした: celsius の 36.2 と fahrenheit の 99.5 が食い違っています（36.2℃ は 97.2°F です）。"
            ))
        #expect(sandbox.store == nil)
    }

    /// Every row `export` writes has both columns, rounded to one decimal (two for basal
    /// readings): none of them may be taken for a conflict.
    @Test(arguments: ["--csv", "--excel", "--tsv"])
    func everyRowExportWritesReimportsAsAlreadyInTheStore(format: String) {
        sandbox.directory.write("readings.jsonl", Self.variedStore.map { $0 + "\n" }.joined())
        let before = sandbox.store
        let path = sandbox.directory.write("export", sandbox.run("export", format).output)
        let result = sandbox.run("import", path)
        #expect(result.error == "")
        #expect(
            result.output.hasSuffix(
                "\nAdded 0 readings; skipped \(Self.variedStore.count) already in the store and 0 repeated in the files; rejected 0.\n"
            ))
        #expect(
            !result.output.contains(where: { _ in false }) && !result.output.contains(": 1 added"))
        #expect(sandbox.store == before)
    }

    /// Body and basal readings in both units, at the edges of rounding and of the plausible
    /// range, in several zones, with text that has to be quoted or escaped.
    static let variedStore = [
        #"{"id":"a00000000001","takenAt":"2026-11-01T07:00:00-05:00","celsius":32.0,"unit":"C","recordedAt":"2026-11-01T07:00:00-05:00"}"#,
        #"{"id":"a00000000002","takenAt":"2026-11-02T07:00:00+05:45","celsius":36.55,"unit":"C","recordedAt":"2026-11-02T07:00:00+05:45","note":"two decimals, typed"}"#,
        #"{"id":"a00000000003","takenAt":"2026-11-03T07:00:00+00:00","celsius":37.45,"unit":"C","recordedAt":"2026-11-03T07:00:00+00:00","site":"armpit","who":"hana","note":"=SUM(A1), \"quoted\""}"#,
        #"{"id":"a00000000004","takenAt":"2026-11-04T07:00:00+09:00","celsius":37.06,"unit":"F","recordedAt":"2026-11-04T07:00:00+09:00","note":"@home; 98.7 °F"}"#,
        #"{"id":"a00000000005","takenAt":"2026-11-05T07:00:00+09:00","celsius":37.5,"unit":"F","recordedAt":"2026-11-05T07:00:00+09:00","symptoms":["cough","headache"]}"#,
        #"{"id":"a00000000006","takenAt":"2026-11-06T07:00:00+09:00","celsius":36.53,"unit":"F","recordedAt":"2026-11-06T07:00:00+09:00","note":"97.75 °F"}"#,
        #"{"id":"a00000000007","takenAt":"2026-11-07T06:30:00+09:00","celsius":36.47,"unit":"C","recordedAt":"2026-11-07T06:30:00+09:00","kind":"basal"}"#,
        #"{"id":"a00000000008","takenAt":"2026-11-08T06:30:00+09:00","celsius":36.41,"unit":"F","recordedAt":"2026-11-08T06:30:00+09:00","kind":"basal","note":"97.53 °F"}"#,
        #"{"id":"a00000000009","takenAt":"2026-11-09T06:30:00+09:00","celsius":36.95,"unit":"F","recordedAt":"2026-11-09T06:30:00+09:00","kind":"basal"}"#,
        #"{"id":"a00000000010","takenAt":"2026-11-10T21:00:00+09:00","celsius":43.0,"unit":"F","recordedAt":"2026-11-10T21:00:00+09:00","who":"はな","note":"熱、高い"}"#,
        #"{"id":"a00000000011","takenAt":"2026-11-11T21:00:00+09:00","celsius":38.05,"unit":"C","recordedAt":"2026-11-11T21:00:00+09:00","site":"ear"}"#,
    ]
}
