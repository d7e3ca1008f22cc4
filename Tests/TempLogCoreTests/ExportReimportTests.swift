import TestSupport
import Testing

@testable import TempLogCore

/// What `export` writes, read back by `import`.
@Suite struct ExportReimportTests {
    let directory = TemporaryDirectory()

    /// Every plausible temperature, body and basal, entered in °C and in °F: its exported row
    /// has Celsius and Fahrenheit cells that agree, and imports as the reading it came from.
    @Test(arguments: [DelimitedFormat.csv, .excel, .tsv])
    func everyExportedTemperatureReimportsWithoutAConflict(format: DelimitedFormat) throws {
        var readings: [Reading] = []
        for centi in Temperature.plausibleCentiCelsius {
            for kind in [ReadingKind.body, .basal] {
                for unit in TemperatureUnit.allCases {
                    let number = String(readings.count, radix: 16)
                    let id = "a" + String(repeating: "0", count: 11 - number.count) + number
                    var reading = sampleReading(id: id, centi: centi, unit: unit)
                    reading.kind = kind
                    readings.append(reading)
                }
            }
        }
        var bytes: [UInt8] = []
        format.appendHeader(to: &bytes)
        for reading in readings {
            format.appendRow(
                reading, fevers: FeverThresholds(.standard(in: .celsius)), store: nil,
                doses: DoseLog(), to: &bytes)
        }
        directory.write("export", String(decoding: bytes, as: UTF8.self))
        var batch = ImportBatch()
        try ReadingImport.read(
            directory.file("export"), format: .csv,
            context: TimeContext(now: 1_800_000_000, zone: .utc), into: &batch)
        #expect(batch.rejected == [])
        #expect(batch.rows.map(\.reading.id) == readings.map(\.id))
        #expect(batch.rows.map(\.reading.unit) == readings.map(\.unit))
        let shown = { (reading: Reading) in
            reading.temperature.text(
                in: reading.unit, decimals: reading.kind == .basal ? 2 : 1)
        }
        #expect(batch.rows.map(\.reading).map(shown) == readings.map(shown))
    }
}
