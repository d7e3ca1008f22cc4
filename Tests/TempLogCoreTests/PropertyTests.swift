import Foundation
import TempLogText
import TestSupport
import Testing

@testable import TempLogCore

/// Seeded properties over generated stores: no test here depends on luck.
@Suite struct PropertyTests {
    static let notes = [
        "plain", "comma, inside", #"quote " inside"#, "back\\slash", "日本語のメモ", "emoji 🤒",
        "=SUM(A1)",
        "-3 below", "@home", "+plus", "replacement \u{FFFD} char", "'=quoted",
    ]

    /// `count` readings in time order, with every kind of awkward text.
    static func readings(_ count: Int, seed: UInt64) -> [Reading] {
        var generator = SeededGenerator(seed: seed)
        var seconds = 1_790_000_000
        return (0..<count).map { _ in
            seconds += Int.random(in: 0...200_000, using: &generator)
            return Reading(
                id: Reading.makeID(using: &generator),
                takenAt: Timestamp(
                    secondsSince1970: seconds,
                    utcOffsetSeconds: [-25_200, -18_000, 0, 3_600, 19_800, 32_400].randomElement(
                        using: &generator)!
                ),
                temperature: Temperature(
                    centiCelsius: Int.random(in: 3400...4150, using: &generator)),
                unit: Bool.random(using: &generator) ? .celsius : .fahrenheit,
                recordedAt: Timestamp(secondsSince1970: seconds + 60, utcOffsetSeconds: 32_400),
                site: Bool.random(using: &generator)
                    ? Site.allCases.randomElement(using: &generator) : nil,
                person: Person(
                    who: [nil, "hana", "Taro", "はな", "-dash"].randomElement(using: &generator)!),
                note: Bool.random(using: &generator) ? notes.randomElement(using: &generator) : nil
            )
        }
    }

    @Test(arguments: [1 as UInt64, 2])
    func everyBytePrefixOfAStoreReadsAsAPrefixOfItsReadings(seed: UInt64) throws {
        let directory = TemporaryDirectory()
        let all = Self.readings(10, seed: seed)
        let bytes = all.flatMap { ReadingLine.encode($0) }
        let store = ReadingStore(path: directory.file("readings.jsonl"))
        for length in 0...bytes.count {
            let prefix = bytes.prefix(length)
            precondition(FileManager.default.createFile(atPath: store.path, contents: Data(prefix)))
            var read: [Reading] = []
            let skipped = try store.forEach(matching: Query()) { read.append($0) }
            let completeLines = prefix.filter { $0 == 0x0A }.count
            #expect(read == Array(all.prefix(read.count)), "prefix of \(length) bytes")
            #expect(
                (completeLines...completeLines + 1).contains(read.count),
                "prefix of \(length) bytes")
            #expect(skipped.count <= 1, "prefix of \(length) bytes")
            let newest = try store.newestFirst(limit: 3, matching: Query())
            #expect(newest.readings == Array(read.suffix(3).reversed()))
            #expect(newest.malformedLines == skipped)
        }
    }

    @Test(arguments: [4 as UInt64, 5])
    func exportedCSVParsesBackToTheSameValues(seed: UInt64) throws {
        let all = Self.readings(200, seed: seed)
        var csv: [UInt8] = []
        DelimitedFormat.csv.appendHeader(to: &csv)
        for reading in all {
            DelimitedFormat.csv.appendRow(
                reading, fevers: FeverThresholds(.standard(in: .celsius)), store: nil,
                doses: DoseLog(), to: &csv)
        }
        let rows = try parseCSV(String(decoding: csv, as: UTF8.self))
        #expect(rows.first == DelimitedFormat.columns)
        #expect(rows.count == all.count + 1)
        for (reading, row) in zip(all, rows.dropFirst()) {
            let cell = Dictionary(uniqueKeysWithValues: zip(DelimitedFormat.columns, row))
            #expect(cell["date"] == reading.takenAt.localDate.isoText)
            #expect(cell["time"] == reading.takenAt.timeText)
            #expect(cell["celsius"] == reading.temperature.celsiusText)
            #expect(cell["fahrenheit"] == reading.temperature.fahrenheitText)
            // A fever as the celsius column shows the value: 37.45 shows as 37.5.
            #expect(cell["fever"] == (reading.temperature.deciCelsius >= 375 ? "true" : "false"))
            #expect(cell["site"] == reading.site?.rawValue ?? "")
            #expect(unneutralised(cell["who"]!) == reading.person.who ?? "")
            #expect(unneutralised(cell["note"]!) == reading.note ?? "")
            #expect(cell["id"] == reading.id)
            #expect(cell["taken_at"] == reading.takenAt.rfc3339)
            #expect(cell["unit"] == reading.unit.rawValue)
            #expect(cell["recorded_at"] == reading.recordedAt.rfc3339)
        }
    }

    /// A cell's text without the `'` that guards a formula-like start.
    func unneutralised(_ cell: String) -> String {
        FormulaGuard.removed(from: cell)
    }
}
