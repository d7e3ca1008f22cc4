import Foundation
import TestSupport
import Testing

@testable import TempLogTime

/// Every zone file on the system, compared with Foundation's `TimeZone` (ICU's copy of the
/// same tzdata release) and, where the two disagree, with glibc's zdump reading the same files.
@Suite struct SystemZoneTests {
    /// Zones whose files here keep rules that Foundation no longer has. Debian's tzdata 2025b
    /// still builds EET and WET from their pre-2024b definitions (EU rules from 1977), while
    /// Foundation's ICU data follows tzdata 2024b, which made them links to Europe/Athens and
    /// Europe/Lisbon. Foundation is the odd one out: glibc reads the files as ZoneRules does.
    static let zonesFoundationDefinesDifferently = ["EET", "WET"]

    @Test func theSystemHasTheZoneFilesThisSuiteNeeds() {
        #expect(systemZoneNames.count > 500)
        #expect(systemZoneNames.contains("America/New_York"))
        #expect(!systemZoneNames.contains("zone.tab"))
        #expect(!systemZoneNames.contains("posixrules"))
    }

    @Test func foundationHasTheSameTzdataRelease() throws {
        let source = try String(contentsOfFile: zoneDirectory + "/tzdata.zi", encoding: .utf8)
        // tzdata.zi starts with "# version 2025b".
        let firstLine = source.prefix { $0 != "\n" }
        #expect(firstLine == "# version \(TimeZone.timeZoneDataVersion)")
    }

    @Test func everyZoneFileLoads() {
        let unreadable = systemZoneNames.filter { ZoneRules.named($0) == nil }
        #expect(unreadable.isEmpty, "unreadable zone files: \(unreadable)")
    }

    /// At every transition in 1970–2037 (ZoneRules' and Foundation's), a second either side,
    /// and at 300 pseudo-random instants in 1970–2100, the offsets agree with Foundation's.
    @Test func offsetsFrom1970To2100AgreeWithFoundation() throws {
        let start = utcSeconds(1970, 1, 1)
        let transitionsEnd = utcSeconds(2038, 1, 1)
        let randomEnd = utcSeconds(2101, 1, 1)
        var generator = SeededGenerator(seed: 0x7E3A_1060)
        var disagreements: [String] = []
        var comparisonCount = 0
        for name in systemZoneNames where !Self.zonesFoundationDefinesDifferently.contains(name) {
            let zone = try #require(ZoneRules.named(name))
            let reference = try foundationZone(name)
            var instants: [Int] = []
            for transition in zone.transitions(from: start, to: transitionsEnd)
                + foundationTransitions(reference, from: start, to: transitionsEnd)
            {
                instants += [transition - 1, transition, transition + 1]
            }
            for _ in 0..<300 {
                instants.append(Int.random(in: start..<randomEnd, using: &generator))
            }
            for instant in instants {
                let expected = reference.secondsFromGMT(for: Date(seconds: instant))
                comparisonCount += 1
                if zone.offset(at: instant) != expected {
                    disagreements.append("\(name) at \(instant): \(zone.offset(at: instant))")
                }
            }
        }
        #expect(comparisonCount > 300_000)
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(40))")
    }

    @Test(arguments: zonesFoundationDefinesDifferently)
    func zonesFoundationDefinesDifferentlyAgreeWithGlibc(name: String) throws {
        let zone = try #require(ZoneRules.named(name))
        let glibcOffsets = try glibcTransitionOffsets(zones: [name], startYear: 1970, endYear: 2038)
        #expect(glibcOffsets.count > 200)
        for reported in glibcOffsets {
            #expect(zone.offset(at: reported.instant) == reported.offset, "at \(reported.instant)")
        }
        // If this starts failing, Foundation reads these zones like the files again: drop them
        // from `zonesFoundationDefinesDifferently`.
        let reference = try foundationZone(name)
        let disagreement = glibcOffsets.first {
            reference.secondsFromGMT(for: Date(seconds: $0.instant)) != $0.offset
        }
        #expect(disagreement != nil)
    }

    /// Before 1970 Foundation's ICU data folds about a hundred zones into others (tzdata's
    /// backward links: Africa/Accra is Africa/Abidjan there), while Debian builds the files from
    /// the fuller `backzone` history. Where Foundation disagrees, glibc must agree with
    /// ZoneRules at every transition from 1800 to 1970, including the first (local mean time,
    /// before the first transition, comes from time type 0).
    @Test func offsetsBefore1970AgreeWithFoundationOrElseGlibc() throws {
        let start = utcSeconds(1800, 1, 1)
        let end = utcSeconds(1970, 1, 1)
        var generator = SeededGenerator(seed: 0x1800_1970)
        var zonesFoundationDisagreesWith: [String] = []
        for name in systemZoneNames {
            let zone = try #require(ZoneRules.named(name))
            let reference = try foundationZone(name)
            var instants = zone.transitions(from: start, to: end).flatMap { [$0 - 1, $0] }
            for _ in 0..<100 {
                instants.append(Int.random(in: start..<end, using: &generator))
            }
            let agrees = instants.allSatisfy {
                zone.offset(at: $0) == reference.secondsFromGMT(for: Date(seconds: $0))
            }
            if !agrees {
                zonesFoundationDisagreesWith.append(name)
            }
        }
        #expect(zonesFoundationDisagreesWith.count < 150)
        let glibcOffsets = try glibcTransitionOffsets(
            zones: zonesFoundationDisagreesWith, startYear: 1800, endYear: 1970)
        // Zones with a fixed offset before 1970 in these files have no zdump lines: EST, MST
        // and HST, which ICU makes America/Panama, America/Phoenix and Pacific/Honolulu, and
        // EET and WET (see above). ZoneRules must find no transitions there either.
        let zonesGlibcReports = Set(glibcOffsets.map(\.zone))
        for name in zonesFoundationDisagreesWith where !zonesGlibcReports.contains(name) {
            let zone = try #require(ZoneRules.named(name))
            #expect(zone.transitions(from: start, to: end).isEmpty, "\(name)")
            #expect(zone.offset(at: start) == zone.offset(at: end), "\(name)")
        }
        var disagreements: [String] = []
        for reported in glibcOffsets {
            let offset = try #require(ZoneRules.named(reported.zone)).offset(at: reported.instant)
            if offset != reported.offset {
                disagreements.append("\(reported.zone) at \(reported.instant): \(offset)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(40))")
    }

    @Test func extremeInstantsAreClampedInEveryZone() throws {
        let limit = 1 << 62
        for name in systemZoneNames {
            let zone = try #require(ZoneRules.named(name))
            #expect(zone.offset(at: Int.max) == zone.offset(at: limit))
            #expect(zone.offset(at: Int.min) == zone.offset(at: -limit))
            for wall in [Int.min, -limit, limit, Int.max] {
                _ = zone.resolve(wallSeconds: wall)
            }
        }
    }
}

/// The installed files are "fat": they list every transition up to 2037. zic's "slim" output
/// of the tzdata.zi source installed beside them stops listing transitions where the footer's
/// rule takes over (2007 for New York), so comparing the two exercises every zone's footer.
@Suite struct SlimZoneFileTests {
    @Test func slimFilesAgreeWithTheInstalledFatFilesOrElseGlibc() throws {
        let directory = TemporaryDirectory()
        let zic = Process()
        zic.executableURL = URL(fileURLWithPath: "/usr/sbin/zic")
        zic.arguments = ["-b", "slim", "-d", directory.path, zoneDirectory + "/tzdata.zi"]
        try zic.run()
        zic.waitUntilExit()
        #expect(zic.terminationStatus == 0)
        let start = utcSeconds(1800, 1, 1)
        let end = utcSeconds(2101, 1, 1)
        var generator = SeededGenerator(seed: 0x5114_FA7)
        var slimmerCount = 0
        var zonesThatDiffer: [String] = []
        for name in systemZoneNames {
            let slimPath = directory.path + "/" + name
            let fat = try #require(ZoneRules.named(name))
            let slim = try #require(ZoneRules.named(slimPath))
            let slimSize = FileManager.default.contents(atPath: slimPath)?.count ?? 0
            if try tzifBytes(name).count > slimSize {
                slimmerCount += 1
            }
            var instants =
                (fat.transitions(from: start, to: end)
                + slim.transitions(from: start, to: end)).flatMap { [$0 - 1, $0] }
            for _ in 0..<100 {
                instants.append(Int.random(in: start..<utcSeconds(2400, 1, 1), using: &generator))
            }
            var walls: [Int] = []
            for transition in slim.transitions(from: utcSeconds(2030, 1, 1), to: end).prefix(10) {
                walls += fat.wallTimesAround(transition: transition)
            }
            let agrees =
                instants.allSatisfy { fat.offset(at: $0) == slim.offset(at: $0) }
                && walls.allSatisfy {
                    fat.resolve(wallSeconds: $0) == slim.resolve(wallSeconds: $0)
                }
            if !agrees {
                zonesThatDiffer.append(slimPath)
            }
        }
        #expect(slimmerCount > 300)
        // The installed files and tzdata.zi differ for a few zones (America/Ojinaga from
        // 2022-10-30; Asia/Gaza and Asia/Hebron after 2072), as glibc's zdump shows too.
        // There, glibc must read the slim files as ZoneRules does.
        #expect(zonesThatDiffer.count <= 5, "\(zonesThatDiffer)")
        let glibcOffsets = try glibcTransitionOffsets(
            zones: zonesThatDiffer, startYear: 1970, endYear: 2101)
        #expect(Set(glibcOffsets.map(\.zone)) == Set(zonesThatDiffer))
        for reported in glibcOffsets {
            let offset = try #require(ZoneRules.named(reported.zone)).offset(at: reported.instant)
            #expect(offset == reported.offset, "\(reported.zone) at \(reported.instant)")
        }
    }
}
