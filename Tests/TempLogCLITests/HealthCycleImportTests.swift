import Foundation
import TempLogCore
import TestSupport
import Testing

/// Apple Health's cycle and sites: the menstrual flow records of an export become cycle
/// starts, and sensor locations given by name or number become sites.
@Suite struct HealthCycleImportTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    static let firstPeriod = LocalDate(year: 2025, month: 1, day: 5)!
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    /// The first day of every period: every 28 days from 5 January 2025, to today.
    static let periodStarts = stride(from: 0, to: 700, by: 28).map { firstPeriod.adding(days: $0) }
        .filter { $0 < today }

    /// The locations the export names, in turn, each with the site it is read as.
    static let locations: [(String, Site)] = [
        ("HKBodyTemperatureSensorLocationMouth", .mouth),
        ("HKBodyTemperatureSensorLocationArmpit", .armpit),
        ("HKBodyTemperatureSensorLocationEar", .ear),
        ("HKBodyTemperatureSensorLocationEarDrum", .ear),
        ("HKBodyTemperatureSensorLocationTemporalArtery", .forehead),
        ("HKBodyTemperatureSensorLocationForehead", .forehead),
        ("HKBodyTemperatureSensorLocationRectum", .rectum),
        ("HKBodyTemperatureSensorLocationFinger", .other),
        ("HKBodyTemperatureSensorLocationToe", .other),
        ("HKBodyTemperatureSensorLocationBody", .other),
        ("6", .mouth), ("9", .ear),
    ]

    /// Two years of a Health export: each period's five days of flow (then a day recorded as
    /// none), a basal reading every morning — in °F in 2025, in °C in 2026 — at the sensor
    /// locations in turn, and one body reading at a location HealthKit does not define.
    static let export: String = {
        var records: [String] = []
        func date(_ day: LocalDate, _ time: String) -> String { "\(day.isoText) \(time) +0900" }
        for start in periodStarts {
            for offset in 0..<6 {
                let day = start.adding(days: offset)
                let value =
                    offset < 5
                    ? ["Heavy", "Medium", "Light", "Unspecified", "Light"][offset] : "None"
                records.append(
                    #"<Record type="HKCategoryTypeIdentifierMenstrualFlow" sourceName="Health" creationDate="\#(date(day, "09:00:00"))" startDate="\#(date(day, "00:00:00"))" endDate="\#(date(day, "23:59:59"))" value="HKCategoryValueMenstrualFlow\#(value)"><MetadataEntry key="HKMenstrualCycleStart" value="\#(offset == 0 ? 1 : 0)"/></Record>"#
                )
            }
        }
        var day = firstPeriod
        var index = 0
        while day < today {
            let (location, _) = locations[index % locations.count]
            let fahrenheit = day.year == 2025
            let value = fahrenheit ? "97.\(50 + index % 40)" : "36.\(30 + index % 50)"
            records.append(
                #"<Record type="HKQuantityTypeIdentifierBasalBodyTemperature" sourceName="Thermometer" unit="\#(fahrenheit ? "degF" : "degC")" creationDate="\#(date(day, "06:31:00"))" startDate="\#(date(day, "06:30:00"))" endDate="\#(date(day, "06:30:00"))" value="\#(value)"><MetadataEntry key="HKMetadataKeyBodyTemperatureSensorLocation" value="\#(location)"/></Record>"#
            )
            day = day.adding(days: 1)
            index += 1
        }
        records.append(
            #"<Record type="HKQuantityTypeIdentifierBodyTemperature" sourceName="Thermometer" unit="degC" creationDate="2026-11-28 20:00:00 +0900" startDate="2026-11-28 20:00:00 +0900" endDate="2026-11-28 20:00:00 +0900" value="37.9"><MetadataEntry key="HKMetadataKeyBodyTemperatureSensorLocation" value="HKBodyTemperatureSensorLocationNose"/></Record>"#
        )
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout)*)>
            ]>
            <HealthData locale="ja_JP">
             <ExportDate value="2026-11-29 07:00:00 +0900"/>
            \(records.joined(separator: "\n"))
            </HealthData>

            """
    }()

    static let basalCount = today.dayNumber - firstPeriod.dayNumber

    var starts: [LocalDate] {
        (try? ReadingStore(path: sandbox.storePath).cycleStarts().starts.map(\.day)) ?? []
    }

    @Test func aTwoYearExportImportsWithEveryCycleStartAndSiteAndASecondImportAddsNothing() {
        let path = sandbox.directory.write("export.xml", Self.export)
        let first = sandbox.run("import", path, "--who", "me")
        #expect(first.status == 0, "\(first.error)")
        let days = Self.periodStarts.map(\.isoText).joined(separator: ", ")
        #expect(
            first.output
                == "  rows without a name (from export.xml) → me: \(Self.basalCount + 1) added\n"
                + "Added \(Self.basalCount + 1) readings; skipped 0 already in the store and 0 repeated in the files; rejected 0.\n"
                + "Marked \(Self.periodStarts.count) cycle starts from the periods in the files: \(days)\n"
        )
        #expect(
            first.error
                == "note: 1 record of '\(path)' names a sensor location templog does not know (HKBodyTemperatureSensorLocationNose): imported without a site, the location kept in the note\n"
        )
        #expect(starts == Self.periodStarts)
        let basal = sandbox.readings.filter { $0.kind == .basal }
        #expect(basal.count == Self.basalCount)
        for (index, reading) in basal.enumerated() {
            #expect(reading.site == Self.locations[index % Self.locations.count].1)
            #expect(
                reading.unit == (reading.takenAt.localDate.year == 2025 ? .fahrenheit : .celsius))
        }
        let body = sandbox.readings.filter { $0.kind == .body }
        #expect(body.map(\.site) == [nil])
        #expect(
            body.map(\.note)
                == [
                    "Apple Health: Thermometer (sensor location: HKBodyTemperatureSensorLocationNose)"
                ])

        let store = sandbox.store
        let cycles = sandbox.directory.read("readings.jsonl.cycles")
        let second = sandbox.run("import", path)
        #expect(
            second.output
                == "  rows without a name (from export.xml) → me: 0 added, \(Self.basalCount + 1) already in the store\n"
                + "Added 0 readings; skipped \(Self.basalCount + 1) already in the store and 0 repeated in the files; rejected 0.\n"
        )
        #expect(sandbox.store == store)
        #expect(sandbox.directory.read("readings.jsonl.cycles") == cycles)
        let lines = sandbox.run("stats", "--basal", "--json").output.split(separator: "\n")
        #expect(lines.count == Self.periodStarts.count)
        #expect(lines.contains { $0.contains(#""start":"2025-01-05","end":"2025-02-01""#) })
    }

    @Test func aDryRunListsTheStartsAndMarksNothing() {
        let path = sandbox.directory.write("export.xml", Self.export)
        let result = sandbox.run("import", path, "--dry-run", "--who", "hana")
        #expect(
            result.output.contains(
                "Would mark \(Self.periodStarts.count) cycle starts for hana from the periods in the files: 2025-01-05, 2025-02-02, "
            ))
        #expect(sandbox.directory.read("readings.jsonl.cycles") == nil)
        #expect(sandbox.store == nil)
    }

    @Test func aPeriodAlreadyMarkedKeepsItsMarkAndGetsNoOther() {
        // Marked a day late, by hand, before the import.
        sandbox.run("cycle", "start", "--at", "2025-01-06")
        let path = sandbox.directory.write("export.xml", Self.export)
        #expect(sandbox.run("import", path).status == 0)
        #expect(
            starts == [LocalDate(year: 2025, month: 1, day: 6)!] + Self.periodStarts.dropFirst())
    }

    /// The import is one change: one `undo` takes back its readings and its marks, saying
    /// both, and leaves the cycle mark made before it.
    @Test func oneUndoTakesTheWholeImportBackReadingsAndMarks() {
        sandbox.run("cycle", "start", "--at", "2024-12-01")
        let path = sandbox.directory.write("export.xml", Self.export)
        sandbox.run("import", path)
        let count = Self.periodStarts.count
        #expect(
            sandbox.run("undo", "--list").output.hasPrefix(
                "1. 08:00 (Sun 29 Nov): imported \(Self.basalCount + 1) readings from \(path); marked \(count) cycle starts from \(path)\n"
                    + "2. 08:00 (Sun 29 Nov): marked Sun 1 Dec 2024 as day 1 of a cycle\n"))
        let undo = sandbox.run("undo")
        #expect(undo.status == 0)
        #expect(
            undo.output
                == "Removed the \(Self.basalCount + 1) readings imported from \(path) at 08:00 (Sun 29 Nov)\n"
                + "Removed the \(count) cycle starts marked from \(path)\n")
        #expect(sandbox.readings.isEmpty)
        #expect(starts == [LocalDate(year: 2024, month: 12, day: 1)!])
        #expect(
            sandbox.run("undo", "--list").output
                == "1. 08:00 (Sun 29 Nov): marked Sun 1 Dec 2024 as day 1 of a cycle\n")
    }

    /// An import whose readings the store has already adds only the marks: one change, which
    /// `undo` takes back alone. In Japanese, the same.
    @Test func anImportOfMarksAloneIsUndoneAlone() {
        let path = sandbox.directory.write("export.xml", Self.export)
        sandbox.run("import", path)
        let cycles = sandbox.directory.file("readings.jsonl.cycles")
        try? FileManager.default.removeItem(atPath: cycles)
        let store = sandbox.store
        let again = sandbox.run("import", path)
        #expect(
            again.output.hasSuffix(
                "from the periods in the files: \(Self.periodStarts.map(\.isoText).joined(separator: ", "))\n"
            ))
        #expect(starts == Self.periodStarts)
        let japanese = ["LANG": "ja_JP.UTF-8"]
        #expect(
            sandbox.run(["undo", "--list"], environment: japanese).output.hasPrefix(
                "1. 2026/11/29(日) 8:00 生理開始日の記録: \(path) から \(Self.periodStarts.count) 件\n"))
        let undo = sandbox.run(["undo"], environment: japanese)
        #expect(
            undo.output
                == "\(path) から記録した生理開始日 \(Self.periodStarts.count) 件を取り消しました。\n")
        #expect(starts.isEmpty)
        #expect(sandbox.store == store)
    }

    /// An import cut short between the store and the cycles file (its entry never marked done,
    /// its readings in, its marks not) is undone by its readings, and says only those; marks
    /// left without the import's readings (deleted by hand) are refused, naming a reading.
    @Test func undoTakesBackWhatAnImportCutShortMadeAndRefusesMarksWithoutReadings() throws {
        let path = sandbox.directory.write("export.xml", Self.export)
        sandbox.run("import", path)
        let journal = try #require(sandbox.directory.read("readings.jsonl.journal"))
        let cycles = try #require(sandbox.directory.read("readings.jsonl.cycles"))
        sandbox.directory.write(
            "readings.jsonl.journal", journal.replacing(#""done":1"#, with: #""done":0"#))
        sandbox.directory.write("readings.jsonl.cycles", "")
        let undo = sandbox.run("undo")
        #expect(undo.status == 0)
        #expect(
            undo.output
                == "Removed the \(Self.basalCount + 1) readings imported from \(path) at 08:00 (Sun 29 Nov)\n"
        )
        #expect(sandbox.readings.isEmpty)

        sandbox.run("import", path)
        let id = try #require(sandbox.readings.first?.id)
        sandbox.directory.write("readings.jsonl", "")
        #expect(sandbox.directory.read("readings.jsonl.cycles") == cycles)
        let refused = sandbox.run("undo")
        #expect(refused.status == 65)
        #expect(refused.error.contains("reading \(id) that it added is gone"), "\(refused.error)")
        #expect(sandbox.directory.read("readings.jsonl.cycles") == cycles)
    }

    @Test(arguments: [
        ("HKBodyTemperatureSensorLocationMouth", Site.mouth), ("1", .armpit), ("3", .ear),
        ("HKBodyTemperatureSensorLocationEarDrum", .ear), ("10", .forehead),
        ("HKBodyTemperatureSensorLocationTemporalArtery", .forehead), ("7", .rectum),
        ("HKBodyTemperatureSensorLocationGastroIntestinal", .other), ("0", .other),
    ])
    func everySensorLocationIsReadByNameOrNumber(location: String, site: Site) {
        let path = sandbox.directory.write(
            "export.xml",
            #"<HealthData><Record type="HKQuantityTypeIdentifierBodyTemperature" unit="degC" startDate="2026-11-28 07:00:00 +0900" value="36.6"><MetadataEntry key="HKMetadataKeyBodyTemperatureSensorLocation" value="\#(location)"/></Record></HealthData>"#
        )
        #expect(sandbox.run("import", path).status == 0)
        #expect(sandbox.readings.map(\.site) == [site])
    }
}
