import TempLogTime
import TestSupport
import Testing

@testable import TempLogCore

/// `add`'s read of the usual temperature reads only the window's lines (from a binary-searched
/// start to past its last day): over generated stores of every awkward kind it gives the usual
/// temperature a decode of every line gives.
@Suite struct UsualTemperatureReadTests {
    @Test(arguments: 1...16 as ClosedRange<UInt64>)
    func theUsualTemperatureIsTheOneADecodeOfEveryLineGives(seed: UInt64) throws {
        let directory = TemporaryDirectory()
        let store = ReadingStore(path: directory.file("readings.jsonl"))
        var generator = SeededGenerator(seed: seed)
        // A third of the stores have three lines out of order in the middle (a hand edit): the
        // windowed read relies on time order there, so only the others are held to a decode
        // of every line.
        let isOrderedInTheMiddle = seed % 3 != 0
        let lines = GeneratedStore.lines(
            using: &generator, orderedInTheMiddle: isOrderedInTheMiddle)
        directory.write("readings.jsonl", lines.joined())
        // Every line decoded: what the windowed read is held to.
        let decoded = lines.compactMap { line in
            Array(line.utf8.dropLast()).withUnsafeBufferPointer { ReadingLine.decode($0) }
        }
        let file = try #require(try store.openForReading())
        let size = try file.size()
        let first = try #require(LocalDate.parse(iso: "2026-10-20"))
        for person in [Person.owner, .named("hana"), .named("taro"), .named("sora")] {
            for offset in [0, 9, 15, 23, 31, 40, 47, 55] {
                let day = first.adding(days: offset)
                let window = UsualTemperature.window(before: day)
                let query = Query(
                    since: window.lowerBound, until: window.upperBound, people: [person],
                    kinds: [.body], hours: .mornings)
                let everyLine = UsualTemperature.of(decoded.filter(query.matches))
                let windowed = try store.usualTemperature(
                    of: person, before: day, in: file, size: size)
                let context = "seed \(seed), \(person.key) before \(day.isoText)"
                #expect(
                    try store.usualTemperatures(before: [person: day]).temperatures[person]
                        == windowed)
                if isOrderedInTheMiddle { #expect(windowed == everyLine, "\(context)") }
            }
        }
    }

    /// `sheet`'s one read of a period with the usual temperatures before it hands the readings
    /// a read of the period alone hands, the lines a read of the period and a read of the 30
    /// days before it skip, each once, and each person the usual temperature a read for them
    /// alone gives: for the people named (one spelt in another case) and for everyone.
    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func oneReadOfAPeriodAndItsUsualTemperaturesGivesWhatSeparateReadsGive(seed: UInt64) throws {
        let directory = TemporaryDirectory()
        let store = ReadingStore(path: directory.file("readings.jsonl"))
        var generator = SeededGenerator(seed: seed)
        let lines = GeneratedStore.lines(using: &generator, orderedInTheMiddle: seed % 3 != 0)
        directory.write("readings.jsonl", lines.joined())
        let people = [Person.owner, .named("HANA"), .named("taro"), .named("sora"), .named("mei")]
        let first = try #require(LocalDate.parse(iso: "2026-10-20"))
        for offset in [0, 15, 31, 47] {
            let day = first.adding(days: offset)
            for named in [Set(people), nil] {
                let query = Query(
                    since: day, until: day.adding(days: 13), people: named, kinds: [.body])
                let together = try store.readings(matching: query, withUsualTemperaturesBefore: day)
                var alone: [Reading] = []
                let skippedAlone = try store.forEach(matching: query) { alone.append($0) }
                let window = UsualTemperature.window(before: day)
                let skippedBefore = try store.forEach(
                    matching: Query(
                        since: window.lowerBound, until: window.upperBound, people: named,
                        kinds: [.body], hours: .mornings)
                ) { _ in }
                var skippedEither: [MalformedLine] = []
                for line in (skippedBefore + skippedAlone).sorted(by: {
                    $0.lineNumber < $1.lineNumber
                })
                where skippedEither.last != line {
                    skippedEither.append(line)
                }
                let context =
                    "seed \(seed), from \(day.isoText), \(named == nil ? "everyone" : "named")"
                #expect(together.readings == alone, "\(context)")
                #expect(together.malformedLines == skippedEither, "\(context)")
                for person in people {
                    #expect(
                        together.usualTemperatures[person]
                            == (try store.usualTemperatures(before: [person: day]).temperatures[
                                person]),
                        "\(context): \(person.key)")
                }
                // Several people, each before a day of their own, in one read: as each alone,
                // each skipped line once.
                let days = Dictionary(
                    uniqueKeysWithValues: people.enumerated().map { ($1, day.adding(days: $0 * 3)) }
                )
                let several = try store.usualTemperatures(before: days)
                var eachAlone: [MalformedLine] = []
                for (person, own) in days {
                    let single = try store.usualTemperatures(before: [person: own])
                    #expect(
                        several.temperatures[person] == single.temperatures[person], "\(context)")
                    eachAlone += single.malformedLines
                }
                var once: [MalformedLine] = []
                for line in eachAlone.sorted(by: { $0.lineNumber < $1.lineNumber })
                where once.last != line {
                    once.append(line)
                }
                #expect(several.malformedLines == once, "\(context)")
            }
        }
    }

    /// What `sheet` and `stats` ask of a store not written yet: no usual temperature, and no
    /// file made for the asking.
    @Test func aStoreNotWrittenYetHasNoUsualTemperatureAndStaysUnwritten() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("readings.jsonl")
        let store = ReadingStore(path: path)
        let day = try #require(LocalDate.parse(iso: "2026-11-29"))
        let usual = try store.usualTemperatures(before: [.owner: day])
        #expect(usual.temperatures.isEmpty)
        #expect(usual.malformedLines.isEmpty)
        let read = try store.readings(
            matching: Query(since: day, until: day), withUsualTemperaturesBefore: day)
        #expect(read.readings.isEmpty)
        #expect(read.usualTemperatures.isEmpty)
        #expect(read.malformedLines.isEmpty)
        #expect(directory.read("readings.jsonl") == nil)
    }
}

/// Stores of two months of crowded mornings: four people, one of them on New York time
/// across the clocks going back and one who flies from UTC+14 to UTC−12 mid-month; readings
/// at 03:59:59, 04:00, 11:59:59 and 12:00, ties, damaged lines, repeated and escaped keys,
/// notes that quote members, blank lines; in time order, but for some an out-of-order end
/// or three lines out of order in the middle, and a byte order mark.
private enum GeneratedStore {
    static let first = LocalDate.parse(iso: "2026-10-01")!
    static let clocks = [
        14_399, 14_400, 43_199, 43_200, 25_200, 25_200, 30_000, 0, 82_800, 3_600, 39_600,
    ]

    static func offset(of who: String?, day: Int, second: Int) -> Int {
        switch who {
        case "hana": day < 35 ? 14 * 3600 : -12 * 3600
        case "taro": [20_700, 0, -12_600][day % 3]
        // New York: the clocks go back at 02:00 on 1 Nov 2026 (day 31).
        case "sora": day < 31 || day == 31 && second < 3600 ? -4 * 3600 : -5 * 3600
        default: 9 * 3600
        }
    }

    static func lines(using generator: inout SeededGenerator, orderedInTheMiddle: Bool)
        -> [String]
    {
        var lines: [(instant: Int, text: String)] = []
        for day in 0..<60 {
            let date = first.adding(days: day)
            for who in [nil, "hana", "HANA", "taro", "sora"] {
                for _ in 0..<Int.random(in: 0...4, using: &generator) {
                    let second = clocks.randomElement(using: &generator)!
                    let offset = offset(of: who, day: day, second: second)
                    let takenAt = Timestamp(
                        secondsSince1970: date.dayNumber * 86_400 + second - offset,
                        utcOffsetSeconds: offset)
                    let reading = Reading(
                        id: Reading.makeID(using: &generator), takenAt: takenAt,
                        temperature: Temperature(
                            centiCelsius: Int.random(in: 3550...3750, using: &generator)),
                        unit: .celsius, recordedAt: takenAt, person: Person(who: who),
                        note: [nil, nil, #""who":"hana""#, #""takenAt":"2026-10-01T07:00:00Z""#]
                            .randomElement(using: &generator)!,
                        kind: Int.random(in: 0..<8, using: &generator) == 0 ? .basal : .body)
                    lines.append(awkward(reading, using: &generator))
                }
            }
        }
        var ordered = lines.enumerated().sorted {
            ($0.element.instant, $0.offset) < ($1.element.instant, $1.offset)
        }.map(\.element.text)
        if !orderedInTheMiddle {
            for _ in 0..<3 {
                ordered.insert(ordered.remove(at: ordered.count / 3), at: ordered.count / 2)
            }
        } else if Bool.random(using: &generator) {
            // Out of order at the end: the read falls back to every line, sorted.
            for _ in 0..<3 { ordered.append(ordered.remove(at: ordered.count / 2)) }
        }
        if Bool.random(using: &generator) { ordered[0] = "\u{FEFF}" + ordered[0] }
        return ordered
    }

    /// The reading's line, sometimes made awkward, with the instant it is ordered by: the
    /// time the decode reads.
    static func awkward(_ reading: Reading, using generator: inout SeededGenerator)
        -> (instant: Int, text: String)
    {
        let instant = reading.takenAt.secondsSince1970
        var text = String(decoding: ReadingLine.encode(reading).dropLast(2), as: UTF8.self)
        let later = Timestamp(secondsSince1970: instant + 5 * 3600, utcOffsetSeconds: 9 * 3600)
        switch Int.random(in: 0..<24, using: &generator) {
        case 0:
            return (instant, String(text.prefix(Int.random(in: 1...60, using: &generator))) + "\n")
        case 1: text += #","takenAt":"\#(later.rfc3339)""#
        case 2: text += #","taken\u0041t":"\#(later.rfc3339)""#
        case 3: text += #","who":"taro""#
        case 4: text += #","w\u0068o":"hana""#
        case 5: text += #","extra":{"who":"sora","takenAt":"\#(later.rfc3339)"}"#
        case 6: return (instant, "\n")
        default: break
        }
        text += "}"
        let decoded = Array(text.utf8).withUnsafeBufferPointer { ReadingLine.decode($0) }
        return (decoded?.takenAt.secondsSince1970 ?? instant, text + "\n")
    }
}
