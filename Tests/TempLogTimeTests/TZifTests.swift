import Foundation
import TestSupport
import Testing

@testable import TempLogTime

/// Reading TZif bytes (RFC 8536), well-formed and not.
@Suite struct TZifTests {
    /// A zone file is read whole however much its first read asks for (as when it grew since
    /// `fstat` said its size, or its file system tells none), and nothing larger than 1 MiB.
    @Test func aZoneFileIsReadWholeWhateverItsFirstReadAsksFor() throws {
        let path = "/usr/share/zoneinfo/America/New_York"
        let expected = try #require(FileManager.default.contents(atPath: path))
        for firstRead in [nil, 1, 7, 4096, 1 << 20] {
            #expect(ZoneRules.readZoneFile(atPath: path, firstRead: firstRead) == Array(expected))
        }
        let directory = TemporaryDirectory()
        try directory.write(Array(repeating: 7, count: 1 << 20), to: "largest")
        try directory.write(Array(repeating: 7, count: (1 << 20) + 1), to: "larger")
        for firstRead in [nil, 1, 1000] {
            let largest = ZoneRules.readZoneFile(
                atPath: directory.file("largest"), firstRead: firstRead)
            #expect(largest?.count == 1 << 20)
            #expect(
                ZoneRules.readZoneFile(atPath: directory.file("larger"), firstRead: firstRead)
                    == nil)
        }
    }

    @Test func version1FilesUseTheir32BitData() throws {
        let file = TZifFile(
            version: 0,
            transitions: [(100, 1), (200, 0)],
            types: [(3600, false), (7200, true)]
        )
        let zone = try #require(ZoneRules(name: "v1", tzifBytes: file.bytes))
        let offsets = [99, 100, 199, 200, 1 << 40].map(zone.offset(at:))
        #expect(offsets == [3600, 7200, 7200, 3600, 3600])
    }

    @Test(arguments: ["2", "3", "4"])
    func laterVersionsUseThe64BitDataAndTheFooter(version: Character) throws {
        let file = TZifFile(
            version: UInt8(ascii: version.unicodeScalars.first!),
            transitions: [(-(1 << 40), 1), (1 << 33, 0)],
            types: [(-3600, false), (0, false)],
            footer: "<-01>1<+00>,M3.5.0/0,M10.5.0/1"
        )
        let zone = try #require(ZoneRules(name: "later", tzifBytes: file.bytes))
        #expect(zone.offset(at: -(1 << 40) - 1) == -3600)
        #expect(zone.offset(at: -(1 << 40)) == 0)
        #expect(zone.offset(at: (1 << 33) - 1) == 0)
        // From the last transition on (in the year 2242), the footer's rule is in force.
        let january = utcSeconds(2243, 1, 15)
        let july = utcSeconds(2243, 7, 15)
        #expect(zone.offset(at: january) == -3600)
        #expect(zone.offset(at: july) == 0)
    }

    @Test func leapSecondRecordsAreSkipped() throws {
        let transitions: [(Int64, UInt8)] = [(1_000_000, 1)]
        let types: [(Int32, Bool)] = [(0, false), (3600, false)]
        let plain = TZifFile(transitions: transitions, types: types)
        var withLeapSeconds = plain
        withLeapSeconds.leapSeconds = [(78_796_800, 1), (94_694_401, 2)]
        let zone = try #require(ZoneRules(name: "zone", tzifBytes: plain.bytes))
        #expect(ZoneRules(name: "zone", tzifBytes: withLeapSeconds.bytes) == zone)
        let version1 = TZifFile(
            version: 0, transitions: transitions, types: types, leapSeconds: [(78_796_800, 1)])
        #expect(ZoneRules(name: "zone", tzifBytes: version1.bytes)?.offset(at: 1_000_000) == 3600)
    }

    @Test func aFileWithoutTransitionsUsesItsFooterThroughout() throws {
        let file = TZifFile(types: [(0, false)], footer: "EST5EDT,M3.2.0,M11.1.0")
        let zone = try #require(ZoneRules(name: "rule", tzifBytes: file.bytes))
        #expect(zone.offset(at: utcSeconds(1900, 7, 1)) == -4 * 3600)
        #expect(zone.offset(at: utcSeconds(2026, 1, 1)) == -5 * 3600)
    }

    @Test func withAnEmptyFooterTheLastTypeLastsForever() throws {
        let file = TZifFile(transitions: [(0, 1)], types: [(0, false), (-7200, true)])
        let zone = try #require(ZoneRules(name: "zone", tzifBytes: file.bytes))
        #expect(zone.offset(at: -1) == 0)
        #expect(zone.offset(at: Int.max) == -7200)
    }

    /// RFC 8536 §3.2: before the first transition, time type 0 is in force, even when it is
    /// daylight saving time (glibc would take the first standard-time type instead; every
    /// file in tzdata starts with a standard-time type 0, where the two agree).
    @Test func beforeTheFirstTransitionTypeZeroIsInForce() throws {
        let file = TZifFile(
            transitions: [(1000, 1), (2000, 2)],
            types: [(7200, true), (3600, false), (0, false)]
        )
        let zone = try #require(ZoneRules(name: "zone", tzifBytes: file.bytes))
        #expect([999, 1000, 2000].map(zone.offset(at:)) == [7200, 3600, 0])
    }

    @Test func extremeTransitionInstantsDoNotOverflow() throws {
        let file = TZifFile(
            transitions: [(Int64.min, 1), (-(1 << 62), 0), (1 << 62, 1), (Int64.max, 0)],
            types: [(-89999, false), (93599, true)],
            footer: "<-2459>24:59<+2459>-24:59,J1/-167,J365/167"
        )
        let zone = try #require(ZoneRules(name: "extreme", tzifBytes: file.bytes))
        for value in [Int.min, -(1 << 62), -(1 << 62) + 1, 0, (1 << 62) - 1, 1 << 62, Int.max] {
            _ = zone.offset(at: value)
            _ = zone.resolve(wallSeconds: value)
        }
    }

    /// Ways to spoil a well-formed file.
    enum Damage: CaseIterable, Sendable {
        case badMagic, unknownVersion, noTimeTypes, indicatorCountNeitherZeroNorTypeCount
        case unsortedTransitions, repeatedTransition, typeIndexOutOfRange, offsetOfMinus2To31
        case daylightSavingFlagOf2, abbreviationIndexOutOfRange
        case footerWithoutNewlines, footerWithoutFinalNewline, invalidFooter, zoneNameAsFooter

        func apply(to file: inout TZifFile) {
            switch self {
            case .badMagic: file.magic = "TZIF"
            case .unknownVersion: file.version = UInt8(ascii: "1")
            case .noTimeTypes: (file.types, file.transitions) = ([], [])
            case .indicatorCountNeitherZeroNorTypeCount: file.utIndicatorCount = 1
            case .unsortedTransitions: file.transitions = [(200, 0), (100, 0)]
            case .repeatedTransition: file.transitions = [(100, 0), (100, 0)]
            case .typeIndexOutOfRange: file.transitions = [(100, 2)]
            case .offsetOfMinus2To31: file.types = [(Int32.min, false)]
            case .daylightSavingFlagOf2: file.isDaylightSavingFlag = 2
            case .abbreviationIndexOutOfRange: file.abbreviationIndex = 4
            case .footerWithoutNewlines: file.footerFraming = ("", "")
            case .footerWithoutFinalNewline: file.footerFraming = ("\n", "")
            case .invalidFooter: file.footer = "EST5EDT,M13.2.0,M11.1.0"
            case .zoneNameAsFooter: file.footer = "America/New_York"
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func malformedFilesAreRejected(damage: Damage) {
        var file = TZifFile(transitions: [(100, 1)], types: [(0, false), (3600, true)])
        #expect(ZoneRules(name: "good", tzifBytes: file.bytes) != nil)
        damage.apply(to: &file)
        #expect(ZoneRules(name: "damaged", tzifBytes: file.bytes) == nil)
    }

    @Test(arguments: ["America/New_York", "Australia/Lord_Howe", "Europe/Dublin", "Etc/UTC"])
    func everyTruncationOfARealFileIsRejected(name: String) throws {
        let bytes = try tzifBytes(name)
        #expect(ZoneRules(name: name, tzifBytes: bytes) != nil)
        for length in 0..<bytes.count {
            #expect(ZoneRules(name: name, tzifBytes: Array(bytes.prefix(length))) == nil)
        }
    }

    @Test func hugeCountsAreRejected() throws {
        let bytes = try tzifBytes("America/New_York")
        for countOffset in stride(from: 20, to: 44, by: 4) {
            for count: [UInt8] in [[0xFF, 0xFF, 0xFF, 0xFF], [0x7F, 0xFF, 0xFF, 0xFF]] {
                var damaged = bytes
                damaged.replaceSubrange(countOffset..<countOffset + 4, with: count)
                #expect(ZoneRules(name: "huge", tzifBytes: damaged) == nil)
            }
        }
    }

    /// Random damage to real files: whatever parses must answer without trapping.
    @Test func randomlyDamagedFilesNeverCrash() throws {
        var generator = SeededGenerator(seed: 0xDA4A_6E)
        let originals = try ["America/New_York", "Pacific/Apia", "Europe/Dublin", "Asia/Tokyo"]
            .map(tzifBytes)
        var parsedCount = 0
        for _ in 0..<3000 {
            var bytes = originals.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = .random(
                    in: 0...255, using: &generator)
            }
            guard let zone = ZoneRules(name: "damaged", tzifBytes: bytes) else { continue }
            parsedCount += 1
            for value in [Int.min, -(1 << 40), 0, 1_800_000_000, 1 << 40, Int.max] {
                _ = zone.offset(at: value)
                switch zone.resolve(wallSeconds: value) {
                case .unique(let instant) where value.magnitude < 1 << 41:
                    #expect(instant + zone.offset(at: instant) == value)
                case .repeated(let earlier, let later) where value.magnitude < 1 << 41:
                    #expect(earlier + zone.offset(at: earlier) == value)
                    #expect(later + zone.offset(at: later) == value)
                default:
                    break
                }
            }
        }
        // Most flips land in transition times, offsets or names, which stay well-formed.
        #expect(parsedCount > 500)
    }
}

/// A TZif file to build test bytes from, by default version 2 with one standard time type.
struct TZifFile {
    var magic = "TZif"
    /// 0 for version 1, otherwise the ASCII digit.
    var version = UInt8(ascii: "2")
    var transitions: [(instant: Int64, type: UInt8)] = []
    var types: [(offset: Int32, isDaylightSaving: Bool)] = [(0, false)]
    var leapSeconds: [(instant: Int64, correction: Int32)] = []
    var footer = ""
    /// Overrides that damage the file.
    var utIndicatorCount: UInt32?
    var isDaylightSavingFlag: UInt8?
    var abbreviationIndex: UInt8?
    var footerFraming = ("\n", "\n")

    var bytes: [UInt8] {
        var bytes = block(timeSize: 4)
        if version != 0 {
            bytes += block(timeSize: 8)
            bytes += Array((footerFraming.0 + footer + footerFraming.1).utf8)
        }
        return bytes
    }

    /// A header and data block with `timeSize`-byte times; version 1 data keeps only the
    /// transitions and leap seconds that fit in 32 bits, as zic does.
    private func block(timeSize: Int) -> [UInt8] {
        let fits = { (instant: Int64) in
            timeSize == 8 || Int64(Int32(truncatingIfNeeded: instant)) == instant
        }
        let blockTransitions = transitions.filter { fits($0.instant) }
        let blockLeapSeconds = leapSeconds.filter { fits($0.instant) }
        let abbreviations = Array("UTC\0".utf8)
        let counts = [
            utIndicatorCount ?? UInt32(types.count), UInt32(types.count),
            UInt32(blockLeapSeconds.count), UInt32(blockTransitions.count), UInt32(types.count),
            UInt32(abbreviations.count),
        ]
        var bytes = Array(magic.utf8) + [version] + Array(repeating: 0, count: 15)
        bytes += counts.flatMap(bigEndian)
        for transition in blockTransitions {
            bytes += time(transition.instant, size: timeSize)
        }
        bytes += blockTransitions.map(\.type)
        for type in types {
            bytes += bigEndian(type.offset)
            bytes.append(isDaylightSavingFlag ?? (type.isDaylightSaving ? 1 : 0))
            bytes.append(abbreviationIndex ?? 0)
        }
        bytes += abbreviations
        for leapSecond in blockLeapSeconds {
            bytes += time(leapSecond.instant, size: timeSize) + bigEndian(leapSecond.correction)
        }
        return bytes + Array(repeating: 0, count: Int(counts[0]) + types.count)
    }

    private func time(_ instant: Int64, size: Int) -> [UInt8] {
        size == 8 ? bigEndian(instant) : bigEndian(Int32(truncatingIfNeeded: instant))
    }

    private func bigEndian<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
        withUnsafeBytes(of: value.bigEndian) { Array($0) }
    }
}
