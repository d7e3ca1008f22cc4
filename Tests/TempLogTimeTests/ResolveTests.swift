import Foundation
import TestSupport
import Testing

@testable import TempLogTime

/// `resolve(wallSeconds:)` compared with Foundation: `TimeZone` offsets give the instants that
/// show a wall time, and `Calendar.date(from:)` (which picks the earlier of a repeated time and
/// moves a skipped one forward by the gap) gives where a skipped time goes.
@Suite struct ResolveTests {
    /// What a named wall time resolves to, with times written as UTC "yyyy-mm-dd hh:mm".
    enum Expected: Sendable {
        case unique(String)
        case skipped(to: String, gap: Int)
        case repeated(String, String)

        var resolution: WallTimeResolution {
            switch self {
            case .unique(let instant):
                .unique(secondsSince1970: utcSeconds(instant))
            case .skipped(let movedTo, let gapSeconds):
                .skipped(movedTo: utcSeconds(movedTo), gapSeconds: gapSeconds)
            case .repeated(let earlier, let later):
                .repeated(earlier: utcSeconds(earlier), later: utcSeconds(later))
            }
        }
    }

    @Test(
        arguments: [
            // New York: 02:30 on a spring-forward day becomes 03:30 EDT (07:30Z).
            ("America/New_York", "2026-03-08 02:30", .skipped(to: "2026-03-08 07:30", gap: 3600)),
            (
                "America/New_York", "2026-11-01 01:30",
                .repeated("2026-11-01 05:30", "2026-11-01 06:30")
            ),
            ("America/New_York", "2026-07-04 12:00", .unique("2026-07-04 16:00")),
            ("Europe/London", "2026-03-29 01:30", .skipped(to: "2026-03-29 01:30", gap: 3600)),
            (
                "Europe/London", "2026-10-25 01:30",
                .repeated("2026-10-25 00:30", "2026-10-25 01:30")
            ),
            // Lord Howe Island moves its clocks by half an hour.
            (
                "Australia/Lord_Howe", "2026-10-04 02:15",
                .skipped(to: "2026-10-03 15:45", gap: 1800)
            ),
            (
                "Australia/Lord_Howe", "2026-04-05 01:45",
                .repeated("2026-04-04 14:45", "2026-04-04 15:15")
            ),
            ("Asia/Tokyo", "2026-03-08 02:30", .unique("2026-03-07 17:30")),
            // São Paulo kept daylight saving time until 2019, starting it at midnight.
            ("America/Sao_Paulo", "2018-11-04 00:30", .skipped(to: "2018-11-04 03:30", gap: 3600)),
            (
                "America/Sao_Paulo", "2019-02-16 23:30",
                .repeated("2019-02-17 01:30", "2019-02-17 02:30")
            ),
            // Samoa skipped 2011-12-30, moving from −10 (daylight saving time) to +14.
            ("Pacific/Apia", "2011-12-30 12:00", .skipped(to: "2011-12-30 22:00", gap: 86400)),
            ("Pacific/Apia", "2011-12-29 23:59", .unique("2011-12-30 09:59")),
            ("Pacific/Apia", "2011-12-31 00:00", .unique("2011-12-30 10:00")),
            // Dublin's winter time is negative daylight saving time; wall times act as usual.
            ("Europe/Dublin", "2026-03-29 01:30", .skipped(to: "2026-03-29 01:30", gap: 3600)),
            (
                "Europe/Dublin", "2026-10-25 01:30",
                .repeated("2026-10-25 00:30", "2026-10-25 01:30")
            ),
        ] as [(String, String, Expected)])
    func namedWallTime(zoneName: String, wall: String, expected: Expected) throws {
        let zone = try #require(ZoneRules.named(zoneName))
        #expect(zone.resolve(wallSeconds: utcSeconds(wall)) == expected.resolution)
        try expectAgreesWithFoundation(zone, wallSeconds: utcSeconds(wall))
    }

    /// Around every transition in 1970–2037 of every zone: the wall times at and just before
    /// the start and the end of the gap or overlap.
    @Test func wallTimesAroundEveryTransitionAgreeWithFoundation() throws {
        var checkedCount = 0
        for name in systemZoneNames
        where !SystemZoneTests.zonesFoundationDefinesDifferently
            .contains(name)
        {
            let zone = try #require(ZoneRules.named(name))
            for transition in zone.transitions(
                from: utcSeconds(1970, 1, 1), to: utcSeconds(2038, 1, 1))
            {
                for wallSeconds in zone.wallTimesAround(transition: transition) {
                    try expectAgreesWithFoundation(zone, wallSeconds: wallSeconds)
                    checkedCount += 1
                }
            }
        }
        #expect(checkedCount > 100_000)
    }

    @Test func pseudoRandomWallTimesAgreeWithFoundation() throws {
        var generator = SeededGenerator(seed: 0xCA1E_DA12)
        let names = systemZoneNames.filter {
            !SystemZoneTests.zonesFoundationDefinesDifferently.contains($0)
        }
        for _ in 0..<5000 {
            let zone = try #require(ZoneRules.named(names.randomElement(using: &generator)!))
            let wallSeconds = Int.random(
                in: utcSeconds(1970, 1, 2)..<utcSeconds(2100, 1, 1), using: &generator)
            try expectAgreesWithFoundation(zone, wallSeconds: wallSeconds)
        }
    }

    @Test func resolvingTheWallTimeOfAnInstantFindsTheInstant() throws {
        var generator = SeededGenerator(seed: 0x1257_A47)
        for name in ["America/New_York", "Australia/Lord_Howe", "Pacific/Apia", "JST-9"] {
            let zone = try #require(ZoneRules.named(name))
            for _ in 0..<2000 {
                let instant = Int.random(in: -(1 << 36)..<(1 << 36), using: &generator)
                let wallSeconds = instant + zone.offset(at: instant)
                switch zone.resolve(wallSeconds: wallSeconds) {
                case .unique(let found):
                    #expect(found == instant)
                case .repeated(let earlier, let later):
                    #expect(earlier == instant || later == instant)
                case .skipped:
                    Issue.record("\(name): the wall time of \(instant) is not skipped")
                }
            }
        }
    }

    @Test func extremeWallTimesAreClamped() {
        let limit = 1 << 62
        let zone = ZoneRules.named("EST5EDT,M3.2.0,M11.1.0")
        #expect(zone?.resolve(wallSeconds: Int.max) == zone?.resolve(wallSeconds: limit))
        #expect(zone?.resolve(wallSeconds: Int.min) == zone?.resolve(wallSeconds: -limit))
        #expect(ZoneRules.utc.resolve(wallSeconds: Int.max) == .unique(secondsSince1970: limit))
    }
}
