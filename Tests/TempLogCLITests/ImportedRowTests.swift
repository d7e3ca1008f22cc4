import Foundation
import TempLogCore
import TestSupport
import Testing

/// Rows as people and other programs write them: Apple Health's long numbers, a row typed into
/// an exported spreadsheet, and Celsius and Fahrenheit cells that disagree.
@Suite struct ImportedRowTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    func write(_ name: String, _ text: String) -> String {
        sandbox.directory.write(name, text)
        return sandbox.directory.file(name)
    }

    // MARK: - Apple Health numbers

    @Test func healthExportWithRepeatingDecimalAndExponentValuesImports() {
        func record(unit: String, value: String, at time: String) -> String {
            #"<Record type="HKQuantityTypeIdentifierBodyTemperature" sourceName="Health" unit="\#(unit)" creationDate="2026-11-2\#(time) -0500" startDate="2026-11-2\#(time) -0500" endDate="2026-11-2\#(time) -0500" value="\#(value)"/>"#
        }
        let path = write(
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
                == "Added 2 readings; skipped 0 already in the store and 0 repeated in the files; rejected 0.\n"
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
        let typed = (["2026/11/5", "7:45", "36.6"] + Array(repeating: "", count: 11))
            .joined(separator: separator)
        let exported = sandbox.run("export", format).output
        let path = write("edited.csv", exported + typed + lineEnd)
        let before = Set(sandbox.readings.map(\.id))
        let result = sandbox.run("import", path)
        #expect(result.error == "")
        #expect(
            result.output
                == "Added 1 reading; skipped 8 already in the store and 0 repeated in the files; rejected 0.\n"
        )
        let added = try #require(sandbox.readings.first { !before.contains($0.id) })
        #expect(added.takenAt.rfc3339 == "2026-11-05T07:45:00+09:00")
        #expect(added.temperature.centiCelsius == 3660 && added.unit == .celsius)
        #expect(added.kind == .body && added.who == nil && added.note == nil)
        #expect(Reading.isTemplogID(added.id))
        #expect(added.recordedAt.rfc3339 == "2026-11-29T08:00:00+09:00")
        #expect(sandbox.run("import", path).output.hasPrefix("Added 0 readings; skipped 9"))
    }

    @Test func aRowWithoutAnyTimeIsRejectedSayingSo() {
        let path = write(
            "typed.csv", "date,time,celsius,id,taken_at\n,,36.6,,\n2026-11-20,7:00,36.5,,\n")
        let result = sandbox.run("import", path)
        #expect(
            result.error
                == "warning: rejected \(path):2: the row has no date and time (fill in taken_at, or date and time)\n"
        )
        #expect(sandbox.readings.map(\.takenAt.rfc3339) == ["2026-11-20T07:00:00+09:00"])
    }
}
