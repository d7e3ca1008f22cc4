import Foundation
import TestSupport
import Testing

@testable import TempLogCore

/// `recent`'s read: one backwards pass that collects the readings it returns and checks the
/// last 100 lines' time order on the way. It finds what two passes would — the order check
/// over the last 100 readings, then the read — on random stores of several people with
/// damaged, blank, escaped and hand-appended lines.
@Suite struct NewestFirstTests {
    let directory = TemporaryDirectory()
    var store: ReadingStore { ReadingStore(path: directory.file("readings.jsonl")) }

    /// A line templog writes, or one a hand edit or a damaged disk left, taken at `instant`.
    static func line(at instant: Int, index: Int, using random: inout SeededGenerator) -> String {
        let offsets = [32_400, -18_000, -14_400, 20_700, 0]
        let taken = Timestamp(
            secondsSince1970: instant, utcOffsetSeconds: offsets.randomElement(using: &random)!
        ).rfc3339
        let people: [String?] = [nil, "hana", "HANA", "はな", "taro", "hana "]
        let notes: [String?] = [
            nil, nil, "after breakfast", "熱っぽい", " padded ", "tab\there", "a\u{202E}b",
        ]
        let reading = Reading(
            id: String(format: "%012x", index),
            takenAt: Timestamp.parse(rfc3339: Array(taken.utf8))!,
            temperature: Temperature(centiCelsius: Int.random(in: 3500...3990, using: &random)),
            unit: Bool.random(using: &random) ? .celsius : .fahrenheit,
            recordedAt: Timestamp.parse(rfc3339: Array(taken.utf8))!, site: nil,
            person: Person(who: people.randomElement(using: &random)!),
            note: notes.randomElement(using: &random)!,
            kind: Int.random(in: 0..<5, using: &random) == 0 ? .basal : .body)
        let encoded = String(decoding: ReadingLine.encode(reading).dropLast(), as: UTF8.self)
        let body = encoded.dropLast()  // without its closing brace
        let id = String(format: "%012x", index)
        switch Int.random(in: 0..<16, using: &random) {
        case 0: return ""
        case 1: return "   \r"
        case 2: return String(encoded.prefix(Int.random(in: 1..<encoded.count, using: &random)))
        case 3: return #"{"id":"\#(id)","takenAt":"\#(taken)","unit":"C"}"#
        case 4: return #"{"id":"\#(id)","takenAt":"yesterday","celsius":36.5}"#
        // The last of a key given twice counts: a time an hour later, or none that is valid.
        case 5:
            let later = Timestamp(secondsSince1970: instant + 3_600, utcOffsetSeconds: 32_400)
            return body + #","takenAt":"\#(later.rfc3339)"}"#
        case 6: return body + #","takenAt":"2026-13-01T00:00:00Z"}"#
        // Escapes, white space, members templog does not know, `null` for an optional key.
        case 7: return #"{ "i\u0064" : "\#(id)", "takenAt":"\#(taken)", "celsius":36.6 }"#
        case 8: return body + #","extra":{"takenAt":"1999-01-01T00:00:00Z"},"site":null}"#
        case 9: return #"{"id":"\#(id)","takenAt":"\#(taken)","celsius":36.6,"note":"x\u0007y"}"#
        default: return encoded
        }
    }

    /// A store of `count` lines in time order, `moved` of them (counted from the end) taken
    /// from earlier or later, as hand edits leave them.
    static func storeText(count: Int, moved: [Int], seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        var instant = 1_790_000_000
        var lines: [String] = []
        for index in 0..<count {
            instant += Int.random(in: 0...7_200, using: &random)
            var taken = instant
            if moved.contains(count - index) {
                taken += Int.random(in: -400_000...400_000, using: &random)
            }
            lines.append(line(at: taken, index: index, using: &random))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The read as it was: the last 100 readings decoded for the order check, then a second
    /// pass decoding from the end again.
    func referenceNewestFirst(limit: Int, matching query: Query) throws -> StoreRead {
        guard let file = try store.openForReading() else {
            return StoreRead(readings: [], malformedLines: [])
        }
        let size = try file.size()
        var later = Int.max
        var ordered = true
        var count = 0
        try StoreLine.forEachBackwards(in: file, size: size) { line in
            guard let reading = line.reading else { return true }
            ordered = reading.takenAt.secondsSince1970 <= later
            later = reading.takenAt.secondsSince1970
            count += 1
            return ordered && count < 100
        }
        var readings: [Reading] = []
        var skipped: [SkippedLine] = []
        try StoreLine.forEachBackwards(in: file, size: size) { line in
            guard let reading = line.reading(notingInvalidIn: &skipped) else { return true }
            if ordered, let start = query.earliestInstant,
                reading.takenAt.secondsSince1970 < start
            {
                return false
            }
            if query.matches(reading) { readings.append(reading) }
            return !ordered || readings.count < limit
        }
        if !ordered {
            readings = Array(ReadingStore.oldestFirst(readings).reversed().prefix(limit))
        }
        return StoreRead(
            readings: readings,
            malformedLines: try store.numbered(skipped.reversed(), in: file))
    }

    static let queries: [Query] = [
        Query(), Query(people: [.named("hana")]), Query(people: [.owner], kinds: [.body]),
        Query(kinds: [.basal]), Query(since: LocalDate.parse(iso: "2026-09-24")),
        Query(since: LocalDate.parse(iso: "2026-09-28"), people: [.named("taro")]),
    ]

    @Test(arguments: 0..<40)
    func theOnePassReadFindsWhatTheTwoPassesFound(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let count = [3, 12, 99, 100, 101, 180, 400][seed % 7]
        let moved = (0..<Int.random(in: 0...2, using: &random)).map { _ in
            Int.random(in: 1...min(count, 130), using: &random)
        }
        var text = Self.storeText(count: count, moved: moved, seed: UInt64(seed))
        if seed % 5 == 0 { text = "\u{FEFF}" + text }
        directory.write("readings.jsonl", text)
        for query in Self.queries {
            for limit in [1, 3, 10, 50, 1000] {
                let found = try store.newestFirst(limit: limit, matching: query)
                let expected = try referenceNewestFirst(limit: limit, matching: query)
                #expect(found.readings == expected.readings, "limit \(limit), \(query)")
                #expect(found.malformedLines == expected.malformedLines, "limit \(limit)")
            }
        }
    }

    /// Only the last 100 readings decide whether the end is in order: a reading out of order
    /// deeper down leaves a read of more than 100 in file order, as the two passes left it.
    @Test(arguments: [1, 100, 150, 200, 1000])
    func aReadingOutOfOrderDeeperThanTheLast100LeavesTheOrderAsItWas(limit: Int) throws {
        let lines = (0..<200).map { index in
            // Readings an hour apart; the one 150 from the end a week later than its place.
            let instant = 1_790_000_000 + index * 3_600 + (200 - index == 150 ? 604_800 : 0)
            let takenAt = Timestamp(secondsSince1970: instant, utcOffsetSeconds: 32_400)
            let reading = Reading(
                id: String(format: "%012x", index), takenAt: takenAt,
                temperature: Temperature(centiCelsius: 3650), unit: .celsius,
                recordedAt: takenAt)
            return String(decoding: ReadingLine.encode(reading), as: UTF8.self)
        }
        directory.write("readings.jsonl", lines.joined())
        for query in [Query(), Query(people: [.owner])] {
            let found = try store.newestFirst(limit: limit, matching: query)
            let expected = try referenceNewestFirst(limit: limit, matching: query)
            #expect(found.readings == expected.readings, "limit \(limit), \(query)")
            #expect(found.readings.count == min(limit, 200))
        }
    }

    /// The backwards read finds the last newline eight bytes at a time: the one a byte-by-byte
    /// look finds, among bytes one bit or one borrow away from a newline.
    @Test func theLastNewlineIsTheOneAByteByByteLookFinds() {
        var random = SeededGenerator(seed: 22)
        let alphabet: [UInt8] = [0x0A, 0x0B, 0x08, 0x09, 0x8A, 0x0A ^ 0x80, 0x00, 0xFF, 0x41]
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &random)
            let bytes = (0..<count).map { _ in
                Int.random(in: 0..<4, using: &random) == 0
                    ? alphabet.randomElement(using: &random)! : UInt8(ascii: "x")
            }
            let end = Int.random(in: 0...count, using: &random)
            bytes.withUnsafeBufferPointer { buffer in
                #expect(
                    LineReader.lastNewline(in: buffer, before: end)
                        == bytes[..<end].lastIndex(of: 0x0A), "\(bytes) \(end)")
            }
        }
    }

    /// A line out of order as the 11th to the 100th reading from the end, past the readings
    /// shown: the disorder is seen and the whole file sorted, whether the line is as templog
    /// writes it or has a note that breaks the text rules.
    @Test(arguments: [11, 57, 100], ["", #","note":"x\u0007y""#])
    func aReadingOutOfOrderAmongTheLast100IsSeenPastTheReadingsShown(
        fromEnd position: Int, note: String
    ) throws {
        var lines = (0..<150).map { index in
            let taken = Timestamp(
                secondsSince1970: 1_790_000_000 + index * 3_600, utcOffsetSeconds: 32_400)
            return #"{"id":"\#(String(format: "%012x", index))","takenAt":"\#(taken.rfc3339)","#
                + #""celsius":36.5,"unit":"C""# + "}"
        }
        let late = Timestamp(
            secondsSince1970: 1_790_000_000 + 200 * 3_600, utcOffsetSeconds: 32_400)
        lines[150 - position] =
            #"{"id":"eeeeeeeeeeee","takenAt":"\#(late.rfc3339)","celsius":36.5,"unit":"C""#
            + note + "}"
        directory.write("readings.jsonl", lines.map { $0 + "\n" }.joined())
        let found = try store.newestFirst(limit: 2, matching: Query())
        #expect(found.readings.map(\.id) == ["eeeeeeeeeeee", String(format: "%012x", 149)])
    }

    /// A damaged line among the last 100 whose time is out of order is not a reading: the file
    /// still counts as in order, and only the lines passed on the way are reported.
    @Test func aDamagedLineOutOfOrderAmongTheLast100IsNotTakenForDisorder() throws {
        var lines = (0..<150).map { index in
            let taken = Timestamp(
                secondsSince1970: 1_790_000_000 + index * 3_600, utcOffsetSeconds: 32_400)
            return #"{"id":"\#(String(format: "%012x", index))","takenAt":"\#(taken.rfc3339)","#
                + #""celsius":36.5,"unit":"C"}"#
        }
        lines[120] = #"{"id":"eeeeeeeeeeee","takenAt":"2027-01-01T00:00:00Z","celsius":99}"#
        directory.write("readings.jsonl", lines.map { $0 + "\n" }.joined())
        let found = try store.newestFirst(limit: 3, matching: Query())
        #expect(
            found.readings.map(\.id) == (147...149).reversed().map { String(format: "%012x", $0) })
        #expect(found.malformedLines.isEmpty)
        let file = try #require(try store.openForReading())
        #expect(try store.endIsInTimeOrder(file, size: try file.size()))
    }
}
