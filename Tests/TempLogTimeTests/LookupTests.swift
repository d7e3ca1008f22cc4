import Foundation
import TestSupport
import Testing

@testable import TempLogTime

/// Finding zones by name, path, TZ variable and /etc/localtime.
@Suite struct LookupTests {
    @Test(arguments: [
        "Mars/Olympus", "", "../../etc/passwd", "Asia/../../../etc/passwd", "..", "Asia/..",
        "/etc/passwd", "Asia/Tokyo\u{0}x", "Asia/Tokyo/", String(repeating: "a", count: 200),
        "Asia/" + String(repeating: "x", count: 195), "EST5EDT,M13.2.0,M11.1.0", "zone.tab",
        "America", "/usr/share/zoneinfo/America", "/usr/share/zoneinfo/zone.tab", "/dev/zero",
        "/dev/null", "/nonexistent/zone", "\u{0}", "UTC\u{0}",
    ])
    func namesOfNoZone(name: String) {
        #expect(ZoneRules.named(name) == nil)
    }

    @Test(arguments: ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "UCT", "Zulu", "Etc/Zulu", "Universal"])
    func namesOfUTCNeedNoZoneFiles(name: String) throws {
        let zone = try #require(ZoneRules.named(name, searching: []))
        #expect(zone.name == name)
        #expect(zone == ZoneRules.named(name))
        for instant in [Int.min, -(1 << 40), 0, 1_800_000_000, Int.max] {
            #expect(zone.offset(at: instant) == 0)
        }
        let expected = WallTimeResolution.unique(secondsSince1970: 1_800_000_000)
        #expect(zone.resolve(wallSeconds: 1_800_000_000) == expected)
    }

    @Test func utcIsNamedUTC() {
        #expect(ZoneRules.utc.name == "UTC")
        #expect(ZoneRules.utc == ZoneRules.named("UTC"))
        #expect(ZoneRules.utc.offset(at: 1_800_000_000) == 0)
    }

    @Test func anAbsolutePathNamesItsFile() throws {
        let path = zoneDirectory + "/Asia/Tokyo"
        let zone = try #require(ZoneRules.named(path))
        #expect(zone.name == path)
        #expect(zone.offset(at: utcSeconds(2026, 1, 1)) == 9 * 3600)
        #expect(zone.offset(at: utcSeconds(1950, 6, 1)) == 10 * 3600)
    }

    @Test func namesAreLookedUpInTheFirstDirectoryHoldingThem() throws {
        let first = TemporaryDirectory()
        let second = TemporaryDirectory()
        try first.write(tzifBytes("Asia/Tokyo"), to: "Test/Zone")
        try second.write(tzifBytes("America/New_York"), to: "Test/Zone")
        try first.write(Array("not a zone".utf8), to: "Test/Text")
        let summer = utcSeconds(2026, 7, 1)
        let tokyoFirst = ZoneRules.named("Test/Zone", searching: [first.path, second.path])
        #expect(tokyoFirst?.offset(at: summer) == 9 * 3600)
        #expect(tokyoFirst?.name == "Test/Zone")
        let newYorkFirst = ZoneRules.named("Test/Zone", searching: [second.path, first.path])
        #expect(newYorkFirst?.offset(at: summer) == -4 * 3600)
        let afterMissing = ZoneRules.named("Test/Zone", searching: ["/nonexistent", second.path])
        #expect(afterMissing?.offset(at: summer) == -4 * 3600)
        #expect(ZoneRules.named("Test/Text", searching: [first.path]) == nil)
        #expect(ZoneRules.named("Asia/Tokyo", searching: [first.path]) == nil)
    }

    @Test func theTZVariable() throws {
        #expect(ZoneRules.fromEnvironment(nil) == ZoneRules.system())
        #expect(ZoneRules.fromEnvironment("") == .utc)
        #expect(ZoneRules.fromEnvironment(":") == .utc)
        let tokyo = try #require(ZoneRules.named("Asia/Tokyo"))
        #expect(ZoneRules.fromEnvironment("Asia/Tokyo") == tokyo)
        #expect(ZoneRules.fromEnvironment(":Asia/Tokyo") == tokyo)
        #expect(ZoneRules.fromEnvironment("JST-9")?.offset(at: 0) == 9 * 3600)
        #expect(ZoneRules.fromEnvironment(":JST-9")?.name == "JST-9")
        #expect(ZoneRules.fromEnvironment("Mars/Olympus") == nil)
        #expect(ZoneRules.fromEnvironment("::Asia/Tokyo") == nil)
    }

    @Test func theSystemZoneIsNamedAfterTheLinkTarget() throws {
        let directory = TemporaryDirectory()
        let link = directory.path + "/localtime"
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: zoneDirectory + "/Asia/Tokyo")
        #expect(ZoneRules.system(localtimePath: link) == ZoneRules.named("Asia/Tokyo"))
    }

    @Test func aSystemZoneThatIsNoLinkIsNamedLocaltime() throws {
        let directory = TemporaryDirectory()
        try directory.write(tzifBytes("Europe/Paris"), to: "localtime")
        let zone = ZoneRules.system(localtimePath: directory.path + "/localtime")
        #expect(zone.name == "localtime")
        #expect(zone.offset(at: utcSeconds(2026, 7, 1)) == 2 * 3600)
    }

    @Test func withoutASystemZoneItIsUTC() throws {
        let directory = TemporaryDirectory()
        try directory.write(Array("garbage".utf8), to: "localtime")
        #expect(ZoneRules.system(localtimePath: directory.path + "/localtime") == .utc)
        #expect(ZoneRules.system(localtimePath: directory.path + "/missing") == .utc)
        #expect(ZoneRules.system(localtimePath: directory.path) == .utc)
    }

    @Test func aFIFOIsNoZoneAndDoesNotBlock() throws {
        let directory = TemporaryDirectory()
        let fifo = directory.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(ZoneRules.named(fifo) == nil)
        #expect(ZoneRules.system(localtimePath: fifo) == .utc)
    }
}
