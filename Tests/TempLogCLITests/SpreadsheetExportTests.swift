import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// `export --excel` and `export --json`, and a round trip through LibreOffice when it is here.
@Suite struct SpreadsheetExportTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    init() {
        sandbox.directory.write(
            "readings.jsonl", DailyWorkflowTests.lines.map { $0 + "\n" }.joined())
    }

    @Test func excelCSVHasAByteOrderMarkAndCRLFLineEnds() {
        let result = sandbox.run("export", "--excel", "--date", "2026-11-27", "--who", "hana")
        #expect(result.status == 0)
        #expect(
            result.output == "\u{FEFF}"
                + "date,time,celsius,fahrenheit,fever,site,who,note,id,taken_at,unit,recorded_at,symptoms,kind,store,fever_threshold_celsius,fever_reducer_hours,disturbed\r\n"
                + "2026-11-27,00:40,38.3,100.9,true,,hana,,b00000000002,2026-11-27T00:40:00+09:00,C,2026-11-27T00:40:00+09:00,,body,5a7d0b0c0e01,37.5,,\r\n"
                + "2026-11-27,07:30,37.6,99.7,true,armpit,hana,still warm,b00000000003,2026-11-27T07:30:00+09:00,C,2026-11-27T07:30:00+09:00,,body,5a7d0b0c0e01,37.5,,\r\n"
        )
        #expect(
            sandbox.run("export", "--excel", "--no-header", "--who", "hana", "--date", "2026-11-01")
                .output == "\u{FEFF}")
    }

    /// The member every exported object ends with.
    static let store = #","store":"\#(Sandbox.identity)"}"#

    @Test func jsonIsOneArrayOfReadings() throws {
        let result = sandbox.run("export", "--json", "--date", "2026-11-29")
        #expect(
            result.output == "[\n" + DailyWorkflowTests.lines[6].dropLast() + Self.store + ",\n"
                + DailyWorkflowTests.lines[7].dropLast() + Self.store + "\n]\n")
        let all =
            try JSONSerialization.jsonObject(
                with: Data(sandbox.run("export", "--json").output.utf8)) as? [Any]
        #expect(all?.count == DailyWorkflowTests.lines.count)
        #expect(
            sandbox.run("export", "--json", "--who", "hana", "--date", "2026-11-01").output
                == "[\n]\n")
        #expect(sandbox.run("export", "--json", "--jsonl").status == 64)
    }

    /// LibreOffice opens the Excel CSV and saves it as CSV again: the values, Japanese text
    /// included, must survive. (Headless conversion does not sniff the byte order mark as
    /// Excel and LibreOffice's import dialog do, so the import options name UTF-8.)
    @Test(
        .enabled(
            if: SpreadsheetExportTests.soffice != nil, "LibreOffice (soffice) is not installed"))
    func libreOfficeReadsTheExcelCSVBack() throws {
        let note = "熱っぽい, \"だるい\""
        sandbox.run("add", "37.2", "--who", "はな", "--note", note, "--at", "07:00")
        let path = sandbox.directory.file("readings.csv")
        precondition(
            FileManager.default.createFile(
                atPath: path, contents: Data(sandbox.run("export", "--excel").output.utf8)))
        let outputDirectory = sandbox.directory.file("converted")
        let result = try runProcess(
            Self.soffice!,
            [
                "--headless",
                "-env:UserInstallation=file://\(sandbox.directory.file("lo-profile"))",
                "--infilter=CSV:44,34,76,1", "--convert-to",
                "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false", "--outdir",
                outputDirectory, path,
            ],
            environment: ["HOME": sandbox.directory.path, "PATH": "/usr/bin:/bin"]
        )
        #expect(result.status == 0, "\(result.error)")
        let converted = try String(
            contentsOfFile: outputDirectory + "/readings.csv", encoding: .utf8)
        let rows = try parseCSV(converted.replacingOccurrences(of: "\r\n", with: "\n"))
        let original = try parseCSV(sandbox.run("export", "--csv").output)
        // A spreadsheet keeps values, not their spelling: 100.0 comes back as 100, false as
        // FALSE and 23:30 as 11:30:00 PM.
        func clock(_ text: String) -> String? {
            let parts = text.split(whereSeparator: { $0 == ":" || $0.isWhitespace })
            guard parts.count == 4, var hour = Int(parts[0]), let minute = Int(parts[1]) else {
                return nil
            }
            if parts[3] == "PM", hour < 12 { hour += 12 }
            if parts[3] == "AM", hour == 12 { hour = 0 }
            return String(format: "%02d:%02d", hour, minute)
        }
        func same(_ value: String, _ expected: String) -> Bool {
            value.lowercased() == expected.lowercased()
                || (Double(value) != nil && Double(value) == Double(expected))
                || clock(value) == expected
        }
        #expect(rows.count == original.count)
        for (row, expected) in zip(rows, original) {
            #expect(
                row.count == expected.count && zip(row, expected).allSatisfy(same),
                "\(row) vs \(expected)")
        }
        #expect(rows.contains { $0.contains(note) && $0.contains("はな") })
    }

    /// The round trip a person makes to correct last week: export for Excel, change one value
    /// in LibreOffice and save as CSV, import. The correction is listed (never skipped in
    /// silence), written only with --update, and undone by undo, byte for byte.
    @Test(
        .enabled(
            if: SpreadsheetExportTests.soffice != nil, "LibreOffice (soffice) is not installed"))
    func aValueCorrectedInLibreOfficeIsListedThenUpdatedAndUndone() throws {
        let path = sandbox.directory.file("week.csv")
        precondition(
            FileManager.default.createFile(
                atPath: path, contents: Data(sandbox.run("export", "--excel").output.utf8)))
        let profile = "-env:UserInstallation=file://\(sandbox.directory.file("lo-profile"))"
        let environment = ["HOME": sandbox.directory.path, "PATH": "/usr/bin:/bin"]
        let converted = sandbox.directory.file("converted")
        let opened = try runProcess(
            Self.soffice!,
            [
                "--headless", profile, "--infilter=CSV:44,34,76,1", "--convert-to", "fods",
                "--outdir", converted, path,
            ], environment: environment)
        #expect(opened.status == 0, "\(opened.error)")
        // The person types 36.3 over 36.4 (the only 36.4 in the store).
        let sheet = try String(contentsOfFile: converted + "/week.fods", encoding: .utf8)
        let edited = sheet.replacingOccurrences(
            of: #"office:value="36.4""#, with: #"office:value="36.3""#
        ).replacingOccurrences(of: "<text:p>36.4</text:p>", with: "<text:p>36.3</text:p>")
        #expect(edited != sheet)
        try edited.write(toFile: converted + "/edited.fods", atomically: true, encoding: .utf8)
        let saved = try runProcess(
            Self.soffice!,
            [
                "--headless", profile, "--convert-to",
                "csv:Text - txt - csv (StarCalc):44,34,76,1", "--outdir", converted,
                converted + "/edited.fods",
            ], environment: environment)
        #expect(saved.status == 0, "\(saved.error)")
        let csv = converted + "/edited.csv"
        let before = sandbox.store
        let listed = sandbox.run("import", csv)
        #expect(listed.status == 0)
        expectSnapshot(listed.output, named: "import-libreoffice-correction")
        #expect(sandbox.store == before)
        let dryRun = sandbox.run("import", csv, "--update", "--dry-run")
        #expect(dryRun.output.contains("Would update 1 reading.\n"))
        #expect(sandbox.store == before)
        let update = sandbox.run("import", csv, "--update")
        #expect(update.status == 0)
        #expect(update.output.contains("Updated 1 reading.\n"))
        #expect(
            sandbox.store
                == before?.replacingOccurrences(of: #""celsius":36.4"#, with: #""celsius":36.3"#))
        // Imported again, the row's stale °F cell no longer shows the stored value: which cell
        // is meant cannot be told, so the row is refused and nothing changes.
        let updated = sandbox.store
        let again = sandbox.run("import", csv, "--update")
        #expect(
            again.error
                == "warning: rejected \(csv):2: celsius 36.3 and fahrenheit 97.5 disagree (36.3 °C is 97.3 °F)\n"
        )
        #expect(sandbox.store == updated)
        let undo = sandbox.run("undo")
        #expect(undo.status == 0)
        #expect(
            undo.output.hasPrefix(
                "Put back 1 reading as before the update from \(csv) at 08:00 (Sun 29 Nov)"))
        #expect(sandbox.store == before)
    }

    static let soffice: String? = [
        "/usr/bin/soffice", "/usr/bin/libreoffice",
        "/Applications/LibreOffice.app/Contents/MacOS/soffice",
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}
