import Foundation
import Testing

@testable import TempLogTime

/// The directory whose zone files the tests compare with Foundation.
let zoneDirectory = "/usr/share/zoneinfo"

/// The IANA names of every TZif file under `zoneDirectory`, sorted, leaving out the posix/ and
/// right/ trees, the posixrules and localtime links, and files that are not TZif
/// (zone.tab, iso3166.tab, leapseconds, tzdata.zi, …).
let systemZoneNames: [String] = {
    let paths = FileManager.default.subpaths(atPath: zoneDirectory) ?? []
    return paths.filter { path in
        !path.hasPrefix("posix/") && !path.hasPrefix("right/") && path != "posix"
            && path != "right" && path != "posixrules" && path != "localtime"
            && (try? tzifBytes(path))?.starts(with: "TZif".utf8) == true
    }.sorted()
}()

/// The bytes of the zone file `name` under `zoneDirectory`.
func tzifBytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: zoneDirectory + "/" + name)))
}

/// Foundation's zone for `name`, or a failed expectation when it has none.
func foundationZone(
    _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> TimeZone {
    try #require(TimeZone(identifier: name), sourceLocation: sourceLocation)
}

/// Seconds since 1970 of `year`-`month`-`day` `hour`:`minute`:`second` on a clock at UTC.
func utcSeconds(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0
) -> Int {
    LocalDate.dayNumber(year: year, month: month, day: day) * 86400 + hour * 3600
        + minute * 60 + second
}

/// Seconds since 1970 of a time on a clock at UTC written "yyyy-mm-dd hh:mm".
func utcSeconds(_ text: String) -> Int {
    let fields = text.split { $0 == "-" || $0 == " " || $0 == ":" }.map { Int($0) ?? 0 }
    return utcSeconds(fields[0], fields[1], fields[2], fields[3], fields[4])
}

/// An offset that glibc's zdump reports for a zone at an instant.
struct GlibcOffset {
    let zone: String
    let instant: Int
    let offset: Int
}

/// What glibc's zdump (reading the same zone files) reports for `zones` in the years
/// `startYear..<endYear`: for each transition, the offsets a second before it and at it.
func glibcTransitionOffsets(
    zones: [String],
    startYear: Int,
    endYear: Int
) throws -> [GlibcOffset] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/zdump")
    process.arguments = ["-v", "-c", "\(startYear),\(endYear)"] + zones
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    // "Europe/Paris  Sun Mar 30 00:59:59 1980 UT = Sun Mar 30 01:59:59 1980 CET isdst=0
    // gmtoff=3600"; the lines for the limits of time read "Europe/Paris  -92233… = NULL".
    return text.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: " ")
        guard fields.count >= 8, fields[6] == "UT",
            let month = months.firstIndex(of: String(fields[2])),
            let day = Int(fields[3]), let year = Int(fields[5]),
            let offset = fields.last.flatMap({ Int($0.dropFirst("gmtoff=".count)) })
        else { return nil }
        let time = fields[4].split(separator: ":").compactMap { Int($0) }
        return GlibcOffset(
            zone: String(fields[0]),
            instant: utcSeconds(year, month + 1, day, time[0], time[1], time[2]),
            offset: offset
        )
    }
}

/// Checks `zone.resolve(wallSeconds:)` against Foundation's `reference` (by default the zone
/// of the same name): the instants whose offset shows it (found from
/// `TimeZone` alone), and for a skipped time the instant `Calendar.date(from:)` moves to.
func expectAgreesWithFoundation(
    _ zone: ZoneRules,
    wallSeconds: Int,
    reference: TimeZone? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let reference = try reference ?? foundationZone(zone.name)
    let calendarInstant = try calendarInstant(reference, wallSeconds: wallSeconds)
    let instants = foundationInstants(showing: wallSeconds, in: reference)
    let expected: WallTimeResolution
    switch instants.count {
    case 0:
        let offset = reference.secondsFromGMT(for: Date(seconds: calendarInstant))
        expected = .skipped(
            movedTo: calendarInstant, gapSeconds: calendarInstant + offset - wallSeconds)
    case 1:
        expected = .unique(secondsSince1970: instants[0])
    default:
        expected = .repeated(earlier: instants[0], later: instants[instants.count - 1])
    }
    #expect(
        zone.resolve(wallSeconds: wallSeconds) == expected,
        "\(zone.name) at wall \(wallSeconds)", sourceLocation: sourceLocation)
    if let earliest = instants.first {
        #expect(calendarInstant == earliest, sourceLocation: sourceLocation)
    }
}

/// The instants at which Foundation's `zone` shows the wall time `wallSeconds`: each is
/// `wallSeconds - offset` for an offset the zone has within 30 hours, the most any has.
func foundationInstants(showing wallSeconds: Int, in zone: TimeZone) -> [Int] {
    let window = 30 * 3600
    var offsets: Set<Int> = [zone.secondsFromGMT(for: Date(seconds: wallSeconds - window))]
    for transition in foundationTransitions(
        zone, from: wallSeconds - window, to: wallSeconds + window)
    {
        offsets.insert(zone.secondsFromGMT(for: Date(seconds: transition)))
    }
    return offsets.map { wallSeconds - $0 }.filter {
        $0 + zone.secondsFromGMT(for: Date(seconds: $0)) == wallSeconds
    }.sorted()
}

/// The instant Foundation's Gregorian calendar in `zone` gives the wall time.
func calendarInstant(_ zone: TimeZone, wallSeconds: Int) throws -> Int {
    var utcCalendar = Calendar(identifier: .gregorian)
    utcCalendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let components = utcCalendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: Date(seconds: wallSeconds))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let date = try #require(calendar.date(from: components))
    return Int(date.timeIntervalSince1970)
}

extension ZoneRules {
    /// The instants in `start..<end` at which the offset may change.
    func transitions(from start: Int, to end: Int) -> [Int] {
        var instants: [Int] = []
        var transition = nextTransition(after: start - 1)
        while let next = transition, next.instant < end {
            instants.append(next.instant)
            transition = nextTransition(after: next.instant)
        }
        return instants
    }

    /// The wall times at and just before the start and the end of the gap or overlap that
    /// `transition` makes.
    func wallTimesAround(transition: Int) -> [Int] {
        let offsets = [offset(at: transition - 1), offset(at: transition)]
        let start = transition + (offsets.min() ?? 0)
        let end = transition + (offsets.max() ?? 0)
        return [start - 1, start, end - 1, end]
    }
}

/// The instants in `start..<end` at which Foundation's `zone` changes offset or daylight time.
func foundationTransitions(_ zone: TimeZone, from start: Int, to end: Int) -> [Int] {
    var instants: [Int] = []
    var date = Date(seconds: start - 1)
    while let next = zone.nextDaylightSavingTimeTransition(after: date),
        next.timeIntervalSince1970 < Double(end)
    {
        instants.append(Int(next.timeIntervalSince1970))
        date = next
    }
    return instants
}

extension Date {
    /// The instant `seconds` seconds after 1970-01-01T00:00:00Z.
    init(seconds: Int) {
        self.init(timeIntervalSince1970: Double(seconds))
    }
}
