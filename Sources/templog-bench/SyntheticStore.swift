import Foundation
import TempLogCore

/// Writes realistic stores: several people, sites, notes with commas, quotes and Japanese
/// text, and readings on both sides of a DST change, in `takenAt` order like templog keeps them.
enum SyntheticStore {
    static let people: [String?] = [nil, "hana", "taro", "sora", "mei"]
    static let notes = [
        "after breakfast", "felt warm, took it twice", #"she said "I'm fine""#, "熱っぽい", "朝の検温, 元気",
        "back from the park", "before nap",
    ]
    static let newYork = TimeZone(identifier: "America/New_York")!

    /// The first reading's instant: 2022-11-29T00:00:00Z, so a million readings spaced ~2 min
    /// apart end near 2026-11-29 and cross several DST changes.
    static let start = 1_669_680_000

    /// Writes `count` readings to `path` and returns the last reading's instant.
    static func write(count: Int, to path: String, seed: UInt64 = 2026) throws -> Int {
        var generator = SplitMix64(state: seed)
        var output: [UInt8] = []
        output.reserveCapacity(1 << 22)
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw BenchmarkError("cannot create '\(path)'")
        }
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? file.close() }
        var seconds = start
        let spacing = max(1, 126_000_000 / max(count, 1))
        for index in 0..<count {
            seconds += Int.random(in: spacing / 2...spacing * 3 / 2, using: &generator)
            let who = people[index % people.count]
            let offset =
                who == "sora"
                ? newYork.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))) : 32_400
            let takenAt = Timestamp(secondsSince1970: seconds, utcOffsetSeconds: offset)
            let reading = Reading(
                id: Reading.makeID(using: &generator),
                takenAt: takenAt,
                temperature: Temperature(
                    centiCelsius: Int.random(in: 3580...3890, using: &generator)),
                unit: index % 11 == 0 ? .fahrenheit : .celsius,
                recordedAt: Timestamp(
                    secondsSince1970: seconds + Int.random(in: 0...300, using: &generator),
                    utcOffsetSeconds: offset),
                site: [nil, .armpit, .ear, .mouth][index % 4],
                person: Person(who: who),
                note: index % 5 == 0 ? notes.randomElement(using: &generator) : nil
            )
            ReadingLine.encode(reading, into: &output)
            if output.count >= 1 << 22 {
                file.write(Data(output))
                output.removeAll(keepingCapacity: true)
            }
        }
        file.write(Data(output))
        return seconds
    }
}

/// Writes a family's store: five people (one in New York), four readings a day each —
/// morning, noon, evening and night, a few minutes either way — for the ten years up to
/// `now`, with notes, sites, a fever every few months and symptoms while it lasts, in
/// `takenAt` order. About 73,000 readings: the scale of the people templog is for.
enum FamilyStore {
    static let people: [String?] = [nil, "hana", "taro", "sora", "mei"]
    static let years = 10
    /// The wall-clock second of each day's readings, before a few minutes either way.
    static let clocks = [7 * 3600, 12 * 3600 + 1800, 18 * 3600, 21 * 3600 + 1800]
    static let notes = [
        "after breakfast", "felt warm, took it twice", #"said "I'm fine""#, "熱っぽい",
        "朝の検温, 元気", "before nap", "after the bath",
    ]

    /// The store's "now": 23:00 in Tokyo, after everyone's readings of the day there.
    static let now = Timestamp(secondsSince1970: 1_795_960_800, utcOffsetSeconds: 32_400)

    /// Writes the store to `path`.
    static func write(to path: String, seed: UInt64 = 2026) throws {
        var generator = SplitMix64(state: seed)
        let lastDay = now.localDate
        let firstDay = lastDay.adding(days: -(365 * years + years / 4) + 1)
        var readings: [Reading] = []
        var feverUntil = [Int](repeating: -1, count: people.count)
        for dayNumber in firstDay.dayNumber...lastDay.dayNumber {
            for (index, who) in people.enumerated() {
                if Int.random(in: 0..<120, using: &generator) == 0 {
                    feverUntil[index] = dayNumber + Int.random(in: 2...5, using: &generator)
                }
                let hasFever = dayNumber <= feverUntil[index]
                for clock in clocks {
                    let wallSecond =
                        dayNumber * 86_400 + clock
                        + Int.random(in: -1200...1200, using: &generator)
                    let offset =
                        who == "sora"
                        ? SyntheticStore.newYork.secondsFromGMT(
                            for: Date(timeIntervalSince1970: Double(wallSecond - 18_000)))
                        : 32_400
                    let takenAt = Timestamp(
                        secondsSince1970: wallSecond - offset, utcOffsetSeconds: offset)
                    let centiCelsius =
                        hasFever
                        ? Int.random(in: 3750...3950, using: &generator)
                        : Int.random(in: 3590...3720, using: &generator)
                    readings.append(
                        Reading(
                            id: Reading.makeID(using: &generator), takenAt: takenAt,
                            temperature: Temperature(centiCelsius: centiCelsius),
                            unit: who == "sora" ? .fahrenheit : .celsius,
                            recordedAt: Timestamp(
                                secondsSince1970: takenAt.secondsSince1970
                                    + Int.random(in: 0...120, using: &generator),
                                utcOffsetSeconds: offset),
                            site: [nil, nil, .armpit, .ear][
                                Int.random(in: 0..<4, using: &generator)],
                            person: Person(who: who),
                            note: Int.random(in: 0..<10, using: &generator) == 0
                                ? notes.randomElement(using: &generator) : nil,
                            symptoms: hasFever ? [.cough] : nil))
                }
            }
        }
        readings.removeAll { $0.takenAt > now }
        readings.sort { $0.takenAt.secondsSince1970 < $1.takenAt.secondsSince1970 }
        var output: [UInt8] = []
        output.reserveCapacity(readings.count * 160)
        for reading in readings { ReadingLine.encode(reading, into: &output) }
        guard FileManager.default.createFile(atPath: path, contents: Data(output)) else {
            throw BenchmarkError("cannot create '\(path)'")
        }
    }
}

/// A small deterministic generator, so every run benchmarks the same stores.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Timestamp {
    /// An instant on a Tokyo wall clock, where the synthetic stores' "now" is.
    init(secondsSinceEpoch seconds: Int) {
        self.init(secondsSince1970: seconds, utcOffsetSeconds: 32_400)
    }
}

/// The reading the printf baseline appends: the same bytes `add` would write.
enum SyntheticReading {
    static func sample(at now: Timestamp) -> Reading {
        Reading(
            id: "be0c4a1f2d3e", takenAt: now, temperature: Temperature(centiCelsius: 3660),
            unit: .celsius,
            recordedAt: now, note: "bench"
        )
    }
}

/// Writes an Apple Health `export.xml` of about `megabytes` MB: mostly step counts and heart
/// rates, with a body temperature record (and its sensor metadata) every 400th record.
enum SyntheticHealthExport {
    static func write(megabytes: Int, to path: String) throws -> (bytes: Int, temperatures: Int) {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw BenchmarkError("cannot create '\(path)'")
        }
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? file.close() }
        var output = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout)*)>
            ]>
            <HealthData locale="en_US">
             <ExportDate value="2026-11-29 08:00:00 +0900"/>

            """.utf8)
        var written = 0
        var temperatures = 0
        var index = 0
        var seconds = 1_700_000_000
        while written + output.count < megabytes * 1_000_000 {
            seconds += 97
            let stamp = Timestamp(secondsSince1970: seconds, utcOffsetSeconds: 32_400)
            let date =
                String(stamp.rfc3339.prefix(19)).replacing("T", with: " ") + " +0900"
            if index % 400 == 0 {
                temperatures += 1
                output += Array(
                    """
                     <Record type="HKQuantityTypeIdentifierBodyTemperature" sourceName="Thermometer" sourceVersion="2.1" unit="degC" creationDate="\(date)" startDate="\(date)" endDate="\(date)" value="36.\(index % 10)">
                      <MetadataEntry key="HKBodyTemperatureSensorLocation" value="1"/>
                     </Record>

                    """.utf8)
            } else if index % 2 == 0 {
                output += Array(
                    """
                     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" sourceVersion="17.1" device="&lt;&lt;HKDevice: 0x283ca6e90&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone&gt;" unit="count" creationDate="\(date)" startDate="\(date)" endDate="\(date)" value="\(index % 300)"/>

                    """.utf8)
            } else {
                output += Array(
                    """
                     <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" sourceVersion="10.1" unit="count/min" creationDate="\(date)" startDate="\(date)" endDate="\(date)" value="\(60 + index % 40)">
                      <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>
                     </Record>

                    """.utf8)
            }
            index += 1
            if output.count >= 1 << 22 {
                file.write(Data(output))
                written += output.count
                output.removeAll(keepingCapacity: true)
            }
        }
        output += Array("</HealthData>\n".utf8)
        file.write(Data(output))
        return (written + output.count, temperatures)
    }
}

/// Stores for `sheet`'s cost in the readings of one day: `count` readings of the owner, each
/// with a note of its own, all on `last` or spread evenly over the `days` days up to it.
enum SyntheticSheetStore {
    static func write(count: Int, days: Int, last: LocalDate, to path: String) throws {
        var output: [UInt8] = []
        let first = last.adding(days: 1 - days).dayNumber
        let perDay = count / days
        for index in 0..<count {
            let day = LocalDate(dayNumber: first + index / perDay)
            let second = (index % perDay) * 86_399 / perDay
            let takenAt = Timestamp(localDate: day, secondOfDay: second, utcOffsetSeconds: 32_400)
            let reading = Reading(
                id: String(format: "%012x", index + 1), takenAt: takenAt,
                temperature: Temperature(centiCelsius: 3600 + index % 150), unit: .celsius,
                recordedAt: takenAt, note: "note \(index)")
            ReadingLine.encode(reading, into: &output)
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(output)) else {
            throw BenchmarkError("cannot create '\(path)'")
        }
    }
}

/// An Apple Health export whose one `<Other>` tag has `attributes` attributes: what the import
/// must refuse at once.
enum SyntheticAttributeFlood {
    static func write(attributes: Int, to path: String) throws {
        var output = Array("<HealthData>\n<Other".utf8)
        for index in 0..<attributes { output += Array(" a\(index)=\"1\"".utf8) }
        output += Array("/>\n</HealthData>\n".utf8)
        guard FileManager.default.createFile(atPath: path, contents: Data(output)) else {
            throw BenchmarkError("cannot create '\(path)'")
        }
    }
}
