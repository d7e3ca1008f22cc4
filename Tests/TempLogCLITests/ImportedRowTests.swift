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
}
