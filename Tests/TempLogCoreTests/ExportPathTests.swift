import Foundation
import TestSupport
import Testing

@testable import TempLogCore

/// Store lines of every shape JSON allows read as an independent decoder reads them; the
/// export's parallel chunks, the seek for `--since` and the stop past `--until` find, byte
/// for byte, what a plain scan of every line finds.
@Suite struct ExportPathTests {
    /// A line for `reading` as another tool might write it: keys shuffled, optional keys
    /// missing or null (`kind` also written as `body`), symptoms in any order, and text
    /// escaped in every way JSON allows; `spoiled` replaces one key's JSON value.
    static func handWritten(
        _ reading: Reading, spoiled: (key: String, json: String)? = nil,
        using generator: inout SeededGenerator
    ) -> String {
        func escaped(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += #"\""#
                case "\\": result += #"\\"#
                case "\n": result += #"\n"#
                case "\t": result += #"\t"#
                case "/": result += Bool.random(using: &generator) ? #"\/"# : "/"
                default:
                    if scalar.value < 0x20
                        || (scalar.value > 0x7F && Bool.random(using: &generator))
                    {
                        for unit in String(scalar).utf16 {
                            result += String(format: "\\u%04x", unit)
                        }
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
            return result + "\""
        }
        let symptoms = reading.symptoms.map { symptoms in
            "["
                + symptoms.shuffled(using: &generator).map { escaped($0.rawValue) }
                .joined(separator: ",") + "]"
        }
        let writesKind = reading.kind == .basal || Bool.random(using: &generator)
        var values: [(key: String, json: String?)] = [
            ("id", escaped(reading.id)),
            ("takenAt", #""\#(reading.takenAt.rfc3339)""#),
            ("celsius", reading.temperature.storedText),
            ("unit", #""\#(reading.unit.rawValue)""#),
            ("recordedAt", #""\#(reading.recordedAt.rfc3339)""#),
            ("site", reading.site.map { escaped($0.rawValue) }),
            ("who", reading.person.who.map { escaped($0) }),
            ("note", reading.note.map { escaped($0) }),
            ("symptoms", symptoms),
            ("kind", writesKind ? escaped(reading.kind.rawValue) : nil),
        ]
        if let spoiled {
            values[values.firstIndex { $0.key == spoiled.key }!].json = spoiled.json
        }
        var pairs: [String] = []
        for (key, json) in values {
            if let json {
                pairs.append(#""\#(key)":\#(json)"#)
            } else if Bool.random(using: &generator) {
                pairs.append(#""\#(key)":null"#)
            }
        }
        if Bool.random(using: &generator) { pairs.append(#""extra":{"nested":[1,"}"]}"#) }
        pairs.shuffle(using: &generator)
        return "{" + pairs.joined(separator: Bool.random(using: &generator) ? "," : " , ") + "}"
    }

    /// `reading` with symptoms (none asked, "checked: none", or some ticked) and a kind.
    static func withSymptomsAndKind(_ reading: Reading, using generator: inout SeededGenerator)
        -> Reading
    {
        var reading = reading
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: reading.symptoms = nil
        case 1: reading.symptoms = [.none]
        default:
            let ticked = Symptom.allCases.filter { $0 != .none && Bool.random(using: &generator) }
            reading.symptoms = ticked.isEmpty ? nil : ticked
        }
        reading.kind = Bool.random(using: &generator) ? .basal : .body
        return reading
    }

    /// Generated lines in every shape JSON allows (keys shuffled, optional keys missing or
    /// null, every kind of escape, nested unknown keys) read as the readings they were written
    /// from, and as an independent decoder reads them.
    @Test func handWrittenLinesReadAsWrittenAndAsAnIndependentDecoderReadsThem() {
        var generator = SeededGenerator(seed: 11)
        for reading in PropertyTests.readings(2000, seed: 12) {
            let reading = Self.withSymptomsAndKind(reading, using: &generator)
            let line = Self.handWritten(reading, using: &generator)
            let decoded = Array(line.utf8).withUnsafeBufferPointer { ReadingLine.decode($0) }
            #expect(decoded == reading, "\(line)")
            #expect(referenceReading(line) == reading, "\(line)")
        }
    }

    /// Values of each key that the valid-reading definition refuses.
    static let refusedValues: [(key: String, json: String)] = [
        ("id", #""""#), ("id", "null"), ("id", "5"),
        ("takenAt", "null"), ("takenAt", #""1969-12-31T23:59:59Z""#),
        ("takenAt", #""2026-11-29T07:31:00+0900""#),
        ("celsius", #""36.5""#), ("celsius", "99"), ("celsius", "true"),
        ("unit", #""c""#), ("unit", #""K""#),
        ("recordedAt", #""yesterday""#), ("recordedAt", #""2026-02-29T07:00:00Z""#),
        ("site", #""toe""#), ("site", "1"),
        ("who", "5"), ("who", "[]"), ("note", "5"), ("note", "{}"),
        ("symptoms", "[]"), ("symptoms", #"["none","cough"]"#),
        ("symptoms", #"["cough","cough"]"#), ("symptoms", #"["Cough"]"#),
        ("symptoms", #""cough""#), ("symptoms", "[1]"),
        ("kind", #""Basal""#), ("kind", #""bbt""#), ("kind", #""""#), ("kind", "1"),
        ("kind", #"["basal"]"#),
    ]

    /// Free text that breaks the rules new text is held to: never a reason to hide a reading.
    static let brokenText: [(key: String, json: String)] = [
        ("who", #""me""#), ("who", #""ｈａｎａ""#), ("who", #""a b""#), ("who", #""""#),
        ("who", #""a\u2028b""#), ("who", #""\#(String(repeating: "a", count: 33))""#),
        ("who", #"" hana ""#), ("who", #""ha\u0007na""#),
        ("note", #""a\nb""#), ("note", #"" padded""#), ("note", #""a\u2029b""#),
        ("note", #""asd ""#), ("note", #""tab\there""#), ("note", #""\u001b[31mred""#),
        ("note", #""\#(String(repeating: "あ", count: 501))""#), ("note", #""   ""#),
    ]

    /// The same generated lines with broken free text are readings for both decoders, the
    /// text cleaned the same way.
    @Test func handWrittenLinesWithBrokenTextAreReadingsForBothDecoders() {
        var generator = SeededGenerator(seed: 15)
        let readings = PropertyTests.readings(Self.brokenText.count * 20, seed: 16)
        for (index, reading) in readings.enumerated() {
            let reading = Self.withSymptomsAndKind(reading, using: &generator)
            let spoiled = Self.brokenText[index % Self.brokenText.count]
            let line = Self.handWritten(reading, spoiled: spoiled, using: &generator)
            let decoded = Array(line.utf8).withUnsafeBufferPointer { ReadingLine.decode($0) }
            #expect(decoded != nil, "\(line)")
            #expect(decoded == referenceReading(line), "\(line)")
        }
    }

    /// The same generated lines with one refused value are no reading, for either decoder.
    @Test func handWrittenLinesWithARefusedValueAreNoReadingForEitherDecoder() {
        var generator = SeededGenerator(seed: 13)
        let readings = PropertyTests.readings(Self.refusedValues.count * 20, seed: 14)
        for (index, reading) in readings.enumerated() {
            let reading = Self.withSymptomsAndKind(reading, using: &generator)
            let spoiled = Self.refusedValues[index % Self.refusedValues.count]
            let line = Self.handWritten(reading, spoiled: spoiled, using: &generator)
            #expect(
                Array(line.utf8).withUnsafeBufferPointer { ReadingLine.decode($0) } == nil,
                "\(line)")
            #expect(referenceReading(line) == nil, "\(line)")
        }
    }

    /// A sorted store of 3,000 readings (about 500 KB, so the binary search has work to do),
    /// with a malformed line, a blank line and a torn tail.
    func makeStore() -> (TemporaryDirectory, ReadingStore, [Reading]) {
        let directory = TemporaryDirectory()
        let readings = PropertyTests.readings(3000, seed: 21)
        var text = ""
        for (index, reading) in readings.enumerated() {
            text += String(decoding: ReadingLine.encode(reading), as: UTF8.self)
            if index == 1234 { text += "{broken\n\n" }
        }
        directory.write("readings.jsonl", text + #"{"id":"torn","takenAt":"20"#)
        return (directory, ReadingStore(path: directory.file("readings.jsonl")), readings)
    }

    func serialCSV(_ store: ReadingStore, _ query: Query) throws -> ([UInt8], [MalformedLine]) {
        var bytes: [UInt8] = []
        let skipped = try store.forEach(matching: query) {
            DelimitedFormat.csv.appendRow(
                $0, fevers: FeverThresholds(.standard(in: .celsius)), store: nil, doses: DoseLog(),
                to: &bytes)
        }
        return (bytes, skipped)
    }

    func parallelCSV(_ store: ReadingStore, _ query: Query, workers: Int, chunkSize: Int) throws
        -> ([UInt8], [MalformedLine])
    {
        var bytes: [UInt8] = []
        let skipped = try store.format(
            matching: query, workers: workers, chunkSize: chunkSize,
            { reading, output in
                DelimitedFormat.csv.appendRow(
                    reading, fevers: FeverThresholds(.standard(in: .celsius)), store: nil,
                    doses: DoseLog(),
                    to: &output)
            }, emit: { bytes += $0 })
        return (bytes, skipped)
    }

    @Test(arguments: [(1, 1 << 21), (2, 4096), (3, 97), (2, 1)])
    func parallelFormattingMatchesSerialReading(workers: Int, chunkSize: Int) throws {
        let (directory, store, _) = makeStore()
        _ = directory
        let serial = try serialCSV(store, Query())
        let parallel = try parallelCSV(store, Query(), workers: workers, chunkSize: chunkSize)
        #expect(parallel.0 == serial.0)
        #expect(parallel.1 == serial.1)
        #expect(serial.1.map(\.lineNumber) == [1236, 3003])
    }

    /// The seek for `--since` and the early stop for `--until` against a scan of every line
    /// from the top, filtered here by each reading's local day.
    @Test func sinceAndUntilSeekButFindExactlyWhatAFullScanFinds() throws {
        let (directory, store, readings) = makeStore()
        _ = directory
        var everything: [Reading] = []
        _ = try store.forEach(matching: Query()) { everything.append($0) }
        #expect(everything == readings)
        let first = readings.first!.takenAt.localDate
        let last = readings.last!.takenAt.localDate
        var days = [first, first.adding(days: -3), last, last.adding(days: 2)]
        for step in stride(from: 0, to: last.dayNumber - first.dayNumber, by: 600) {
            days.append(first.adding(days: step))
        }
        for since in days {
            for until in [nil, since, since.adding(days: 30), last] {
                var scanned: [UInt8] = []
                for reading in everything {
                    let day = reading.takenAt.localDate
                    guard since <= day, until.map({ day <= $0 }) ?? true else { continue }
                    DelimitedFormat.csv.appendRow(
                        reading, fevers: FeverThresholds(.standard(in: .celsius)), store: nil,
                        doses: DoseLog(),
                        to: &scanned)
                }
                let query = Query(since: since, until: until)
                #expect(
                    try serialCSV(store, query).0 == scanned,
                    "since \(since.isoText) until \(until?.isoText ?? "-")")
                let parallel = try parallelCSV(store, query, workers: 2, chunkSize: 8192)
                #expect(
                    parallel.0 == scanned, "since \(since.isoText) until \(until?.isoText ?? "-")")
            }
        }
    }

    /// A reading with an offset no zone has (+23:30, written by hand) lies a day away from its
    /// local day in UTC; on a store crowded enough for the binary search to pass it, the seek
    /// still starts before it.
    @Test func aReadingWithAnyOffsetTheStoreAcceptsIsFoundBySince() throws {
        let directory = TemporaryDirectory()
        func reading(_ id: String, at seconds: Int, offset: Int) -> Reading {
            let takenAt = Timestamp(secondsSince1970: seconds, utcOffsetSeconds: offset)
            return Reading(
                id: id, takenAt: takenAt, temperature: Temperature(centiCelsius: 3650),
                unit: .celsius, recordedAt: takenAt)
        }
        // A reading every 30 seconds from 2026-11-18 12:00 UTC, Tokyo time, for 33 hours; and
        // one taken at 00:30 on 2026-11-20 at +23:30, that is 2026-11-19 01:00 UTC, in its
        // place.
        let start = 1_795_003_200
        let odd = reading("odd0000000ff", at: start + 13 * 3600, offset: 23 * 3600 + 1800)
        var readings = (0..<4000).map { reading("\($0)", at: start + $0 * 30, offset: 9 * 3600) }
        readings.insert(odd, at: 13 * 120 + 1)
        directory.write(
            "readings.jsonl",
            readings.map { String(decoding: ReadingLine.encode($0), as: UTF8.self) }.joined())
        let store = ReadingStore(path: directory.file("readings.jsonl"))
        let since = try #require(LocalDate.parse(iso: "2026-11-20"))
        var found: [Reading] = []
        _ = try store.forEach(matching: Query(since: since)) { found.append($0) }
        #expect(found == readings.filter { $0.takenAt.localDate >= since })
        #expect(found.contains(odd))
        let newest = try store.newestFirst(limit: 5000, matching: Query(since: since))
        #expect(newest.readings.contains(odd))
    }

    @Test func theSeekStartsNearTheDayInsteadOfAtTheTop() throws {
        let (directory, store, readings) = makeStore()
        _ = directory
        let file = try OpenFile(path: store.path, flags: O_RDONLY)
        let size = try file.size()
        let lastDay = readings.last!.takenAt.localDate
        let offset = try store.offset(ofFirstReadingFrom: lastDay, in: file, size: size)
        // The search stops within one 64 KiB window of the answer.
        #expect(size - offset <= (1 << 16) + 4096)
        #expect(
            try store.offset(
                ofFirstReadingFrom: readings[0].takenAt.localDate, in: file, size: size) == 0)
    }
}
