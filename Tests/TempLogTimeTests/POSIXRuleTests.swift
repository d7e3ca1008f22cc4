import Foundation
import TestSupport
import Testing

@testable import TempLogTime

/// Zones given as POSIX TZ strings.
@Suite struct POSIXRuleTests {
    /// TZ strings that are the current rules of a real zone, and the years they hold in.
    @Test(arguments: [
        ("JST-9", "Asia/Tokyo", 1952, 2100),
        ("EST5EDT,M3.2.0,M11.1.0", "America/New_York", 2007, 2100),
        // Daylight saving time without rules gets the United States rules, as in glibc.
        ("XST5XDT", "America/New_York", 2007, 2100),
        ("<+0330>-3:30", "Asia/Tehran", 2023, 2100),
        ("<+0545>-5:45", "Asia/Kathmandu", 1987, 2100),
        ("HST10", "Pacific/Honolulu", 1948, 2100),
        // Southern hemisphere: daylight saving time starts late in the year.
        ("AEST-10AEDT,M10.1.0,M4.1.0/3", "Australia/Sydney", 2008, 2100),
        ("NZST-12NZDT,M9.5.0,M4.1.0/3", "Pacific/Auckland", 2008, 2100),
        ("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", "Pacific/Chatham", 2008, 2100),
        // Negative daylight saving time: Irish Standard Time is the summer time.
        ("IST-1GMT0,M10.5.0,M3.5.0/1", "Europe/Dublin", 1997, 2100),
        // Negative transition times (RFC 8536): Greenland's rules before and after 2023.
        ("WGT3WGST,M3.5.0/-2,M10.5.0/-1", "America/Nuuk", 1997, 2022),
        ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "America/Nuuk", 2024, 2100),
        // Transition times of a day or more (RFC 8536).
        ("IST-2IDT,M3.4.4/26,M10.5.0", "Asia/Jerusalem", 2013, 2100),
        ("<-04>4<-03>,M9.1.6/24,M4.1.6/24", "America/Santiago", 2023, 2100),
    ])
    func agreesWithFoundationsZone(
        rule: String,
        zoneName: String,
        firstYear: Int,
        lastYear: Int
    ) throws {
        let zone = try #require(ZoneRules.named(rule))
        let reference = try foundationZone(zoneName)
        let start = utcSeconds(firstYear, 1, 1)
        let end = utcSeconds(lastYear + 1, 1, 1)
        let referenceTransitions = foundationTransitions(reference, from: start, to: end)
        #expect(zone.transitions(from: start, to: end) == referenceTransitions)
        var instants = referenceTransitions.flatMap { [$0 - 1, $0] }
        var generator = SeededGenerator(seed: 0xB05E_0001)
        for _ in 0..<500 {
            instants.append(Int.random(in: start..<end, using: &generator))
        }
        for instant in instants {
            let expected = reference.secondsFromGMT(for: Date(seconds: instant))
            #expect(zone.offset(at: instant) == expected, "\(rule) at \(instant)")
        }
        for transition in zone.transitions(from: start + 86400, to: end - 86400).prefix(40) {
            for wallSeconds in zone.wallTimesAround(transition: transition) {
                try expectAgreesWithFoundation(zone, wallSeconds: wallSeconds, reference: reference)
            }
        }
    }

    @Test func aZoneFileWinsOverTheSameTZString() throws {
        // The EST5EDT file has the history of the US rules, such as daylight time in
        // January 1974; the TZ string alone would give standard time then.
        let file = try #require(ZoneRules.named("EST5EDT"))
        #expect(file.offset(at: utcSeconds(1974, 1, 15)) == -4 * 3600)
        let rule = try #require(ZoneRules.named("EST5EDT,M3.2.0,M11.1.0"))
        #expect(rule.offset(at: utcSeconds(1974, 1, 15)) == -5 * 3600)
        let ruleOnly = try #require(ZoneRules.named("EST5EDT", searching: []))
        #expect(ruleOnly.offset(at: utcSeconds(1974, 1, 15)) == -5 * 3600)
        #expect(ruleOnly.offset(at: utcSeconds(2026, 7, 1)) == -4 * 3600)
    }

    /// `Jn` never counts February 29; `n` counts it, from 0.
    @Test(arguments: [
        ("CET-1CEST,J60/2,J300/3", 2024, [3, 1], [10, 27]),
        ("CET-1CEST,J60/2,J300/3", 2023, [3, 1], [10, 27]),
        ("CET-1CEST,59/2,299/3", 2024, [2, 29], [10, 26]),
        ("CET-1CEST,59/2,299/3", 2023, [3, 1], [10, 27]),
    ])
    func dayOfYearForms(rule: String, year: Int, startDay: [Int], endDay: [Int]) throws {
        let zone = try #require(ZoneRules.named(rule))
        // 02:00 CET and 03:00 CEST are both 01:00 UTC.
        let start = utcSeconds(year, startDay[0], startDay[1], 1)
        let end = utcSeconds(year, endDay[0], endDay[1], 1)
        #expect(zone.offset(at: start - 1) == 3600)
        #expect(zone.offset(at: start) == 7200)
        #expect(zone.offset(at: end - 1) == 7200)
        #expect(zone.offset(at: end) == 3600)
    }

    @Test func transitionTimesOfAWeek() throws {
        // Starts 167 hours after 00:00 EST on 2026-03-08 (2026-03-15T04:00Z), ends 167 hours
        // before 00:00 EDT on 2026-11-01 (2026-10-25T05:00Z).
        let zone = try #require(ZoneRules.named("EST5EDT,M3.2.0/167,M11.1.0/-167"))
        #expect(zone.offset(at: utcSeconds(2026, 3, 15, 4) - 1) == -5 * 3600)
        #expect(zone.offset(at: utcSeconds(2026, 3, 15, 4)) == -4 * 3600)
        #expect(zone.offset(at: utcSeconds(2026, 10, 25, 5) - 1) == -4 * 3600)
        #expect(zone.offset(at: utcSeconds(2026, 10, 25, 5)) == -5 * 3600)
    }

    @Test func offsetsWithMinutesAndSeconds() throws {
        #expect(ZoneRules.named("LMT+0:16:08")?.offset(at: 0) == -968)
        #expect(ZoneRules.named("<+0130>-1:30:15")?.offset(at: 0) == 5415)
        #expect(ZoneRules.named("<-00>0")?.offset(at: 0) == 0)
        let daylight = try #require(ZoneRules.named("AAA-1BBB-2:30,M3.5.0,M10.5.0"))
        #expect(daylight.offset(at: utcSeconds(2026, 7, 1)) == 9000)
    }

    /// RFC 8536 §3.3.1: a rule that starts on January 1 at 00:00 and ends on December 31 at
    /// 24:00 plus the daylight saving shift is daylight saving time all year.
    @Test func daylightSavingTimeAllYear() throws {
        let zone = try #require(ZoneRules.named("EST5EDT4,0/0,J365/25"))
        for year in 1969...2101 {
            for instant in [
                utcSeconds(year, 1, 1), utcSeconds(year, 1, 1, 5) - 1, utcSeconds(year, 1, 1, 5),
                utcSeconds(year, 7, 1), utcSeconds(year, 12, 31, 23, 59, 59),
            ] {
                #expect(zone.offset(at: instant) == -4 * 3600, "at \(instant)")
            }
        }
        let newYearsDay = WallTimeResolution.unique(secondsSince1970: utcSeconds(2026, 1, 1, 4))
        #expect(zone.resolve(wallSeconds: utcSeconds(2026, 1, 1)) == newYearsDay)
    }

    /// Rules whose daylight saving time spans the new year, with the offsets tzcode gives
    /// them from 2023 through 2027: the offset at 2023-01-01T00:00Z, then each change (UTC).
    ///
    /// Generated once with the reference implementation of RFC 8536, tzcode's localtime.c
    /// (github.com/eggert/tz at b9bc7a87): a small C program linked with localtime.o set TZ
    /// to the rule, stepped through the years in 10-minute steps and bisected each change to
    /// the second. glibc (which reads only the UTC year's transitions) and Python's zoneinfo
    /// each disagree with it, and with RFC 8536, on some of these new-year hours.
    @Test(arguments: [
        // zic's idiom for permanent daylight saving time: the period runs from before the
        // year starts to after it ends, so it is daylight time all year (RFC 8536 §3.3.1).
        ("AAA3BBB,J1/-24,J365/24", -7200, [String]()),
        ("EST5EDT,0/0,J365/25", -14400, []),
        // Three hours short of a year: standard time from 00:00 to 03:00 UTC on 1 January.
        (
            "AAA3BBB,J1/0,J365/22", -10800,
            [
                "2023-01-01 03:00 -7200", "2024-01-01 00:00 -10800", "2024-01-01 03:00 -7200",
                "2025-01-01 00:00 -10800", "2025-01-01 03:00 -7200", "2026-01-01 00:00 -10800",
                "2026-01-01 03:00 -7200", "2027-01-01 00:00 -10800", "2027-01-01 03:00 -7200",
            ]
        ),
        // One hour of daylight time across midnight on New Year's Eve.
        (
            "AAA3BBB,J365/23,J1/1", -10800,
            [
                "2023-01-01 02:00 -7200", "2023-01-01 03:00 -10800", "2024-01-01 02:00 -7200",
                "2024-01-01 03:00 -10800", "2025-01-01 02:00 -7200", "2025-01-01 03:00 -10800",
                "2026-01-01 02:00 -7200", "2026-01-01 03:00 -10800", "2027-01-01 02:00 -7200",
                "2027-01-01 03:00 -10800",
            ]
        ),
        // Southern-hemisphere rules: daylight time starts late in a year, ends in the next.
        (
            "AEST-10AEDT,M10.1.0,M4.1.0/3", 39600,
            [
                "2023-04-01 16:00 36000", "2023-09-30 16:00 39600", "2024-04-06 16:00 36000",
                "2024-10-05 16:00 39600", "2025-04-05 16:00 36000", "2025-10-04 16:00 39600",
                "2026-04-04 16:00 36000", "2026-10-03 16:00 39600", "2027-04-03 16:00 36000",
                "2027-10-02 16:00 39600",
            ]
        ),
        (
            "<+13>-13<+14>,M11.1.0,M1.3.0/3", 50400,
            [
                "2023-01-14 13:00 46800", "2023-11-04 13:00 50400", "2024-01-20 13:00 46800",
                "2024-11-02 13:00 50400", "2025-01-18 13:00 46800", "2025-11-01 13:00 50400",
                "2026-01-17 13:00 46800", "2026-10-31 13:00 50400", "2027-01-16 13:00 46800",
                "2027-11-06 13:00 50400",
            ]
        ),
    ])
    func daylightSavingTimeAcrossTheNewYearAgreesWithTzcode(
        rule: String, initialOffset: Int, changes: [String]
    ) throws {
        let zone = try #require(ZoneRules.named(rule, searching: []))
        let start = utcSeconds(2023, 1, 1)
        let end = utcSeconds(2028, 1, 1)
        let expected = changes.map { change in
            let fields = change.split(separator: " ")
            return (instant: utcSeconds("\(fields[0]) \(fields[1])"), offset: Int(fields[2])!)
        }
        #expect(zone.offset(at: start) == initialOffset)
        #expect(zone.transitions(from: start + 1, to: end) == expected.map(\.instant))
        var previous = initialOffset
        for change in expected {
            #expect(zone.offset(at: change.instant - 1) == previous, "\(rule) \(change)")
            #expect(zone.offset(at: change.instant) == change.offset, "\(rule) \(change)")
            previous = change.offset
        }
        #expect(zone.offset(at: end - 1) == previous)
    }

    @Test func negativeDaylightSavingTimeResolvesLikeAnyOther() throws {
        let zone = try #require(ZoneRules.named("IST-1GMT0,M10.5.0,M3.5.0/1"))
        let spring = WallTimeResolution.skipped(
            movedTo: utcSeconds("2026-03-29 01:30"), gapSeconds: 3600)
        #expect(zone.resolve(wallSeconds: utcSeconds("2026-03-29 01:30")) == spring)
        let autumn = WallTimeResolution.repeated(
            earlier: utcSeconds("2026-10-25 00:30"), later: utcSeconds("2026-10-25 01:30"))
        #expect(zone.resolve(wallSeconds: utcSeconds("2026-10-25 01:30")) == autumn)
    }

    @Test(arguments: [
        "JST", "JST-", "JST-25", "JST-9x", "JST-9,", " JST-9", "JS-9", "J1T-9", "<JS>-9",
        "<+03", "<+0?3>-3", "JST-9:60", "JST-9:00:60", "JST-9:1:2:3", "JST-100",
        "EST5EDT,", "EST5EDT,M3.2.0", "EST5EDT,M3.2.0,", "EST5EDT,M3.2.0,M11.1.0,",
        "EST5EDT,M13.2.0,M11.1.0", "EST5EDT,M0.2.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0",
        "EST5EDT,M3.0.0,M11.1.0", "EST5EDT,M3.2.7,M11.1.0", "EST5EDT,M3.2,M11.1.0",
        "EST5EDT,J0,J100", "EST5EDT,J366,J100", "EST5EDT,366,100", "EST5EDT,-1,100",
        "EST5EDT,M3.2.0/168,M11.1.0", "EST5EDT,M3.2.0/-168,M11.1.0", "EST5EDT,M3.2.0/2:60,M11.1.0",
        "EST5,M3.2.0,M11.1.0", "EST5EDT4EDT", "EST5EDT25",
    ])
    func invalidTZStrings(text: String) {
        #expect(ZoneRules.named(text, searching: []) == nil)
        #expect(POSIXTimeZoneRule(text) == nil)
    }
}
