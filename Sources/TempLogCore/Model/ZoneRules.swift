import Foundation

/// A time zone's UTC offsets over time. (Backed by Foundation until the TZif reader lands.)
public struct ZoneRules: Sendable, Equatable {
    public let name: String
    private let zone: TimeZone

    public static func named(_ name: String) -> ZoneRules? {
        TimeZone(identifier: name).map { ZoneRules(name: name, zone: $0) }
    }

    public static func fromEnvironment(_ tz: String?) -> ZoneRules? {
        guard let tz else { return ZoneRules(name: TimeZone.current.identifier, zone: .current) }
        let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
        return named(name.isEmpty ? "UTC" : name)
    }

    public static let utc = ZoneRules(name: "UTC", zone: TimeZone(identifier: "UTC")!)

    public func offset(at secondsSince1970: Int) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(secondsSince1970)))
    }

    public func resolve(wallSeconds: Int) -> WallTimeResolution {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let day = LocalDate(dayNumber: floorDivide(wallSeconds, 86_400))
        let second = wallSeconds - day.dayNumber * 86_400
        let components = DateComponents(
            year: day.year, month: day.month, day: day.day,
            hour: second / 3600, minute: second / 60 % 60, second: second % 60
        )
        let date = calendar.date(from: components)!
        return .unique(secondsSince1970: Int(date.timeIntervalSince1970))
    }
}

public enum WallTimeResolution: Equatable, Sendable {
    case unique(secondsSince1970: Int)
    case skipped(movedTo: Int, gapSeconds: Int)
    case repeated(earlier: Int, later: Int)
}
