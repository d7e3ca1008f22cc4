import Foundation

/// The moment "now" and the time zone that words like `today` are read in.
public struct TimeContext: Sendable {
    public let now: Date
    public let timeZone: TimeZone

    public init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
    }

    /// Now, rounded down to whole seconds, on the local wall clock.
    public var nowTimestamp: Timestamp { Timestamp(now, in: timeZone) }

    /// The local calendar day it is now.
    public var today: LocalDate { nowTimestamp.localDate }

    /// The instant a local wall-clock time names; a time skipped by a DST change moves forward.
    public func instant(on day: LocalDate, secondOfDay: Int) -> Timestamp {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(
            year: day.year, month: day.month, day: day.day,
            hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60, second: secondOfDay % 60
        )
        guard let date = calendar.date(from: components) else {
            return Timestamp(localDate: day, secondOfDay: secondOfDay, utcOffsetSeconds: 0)
        }
        return Timestamp(date, in: timeZone)
    }
}

/// Turns `--at`, `--since` and `--until` words into instants and local days.
public enum TimeInput {
    /// How far ahead of now a reading may be, for clocks that disagree a little.
    public static let futureToleranceSeconds = 300

    /// Parses when a reading was taken: `07:30`, `yesterday 07:30`, `2026-11-29 07:30`,
    /// `2026-11-29T07:30:00+09:00`, `now`; rejects times more than 5 minutes ahead.
    public static func parseInstant(_ text: String, in context: TimeContext) throws -> Timestamp {
        let normalized = TextInput.normalized(text).lowercased()
        guard let timestamp = instant(normalized, in: context) else {
            throw TempLogError.data(Message.notATime("\(text)"))
        }
        let limit = context.nowTimestamp.secondsSince1970 + futureToleranceSeconds
        if timestamp.secondsSince1970 > limit {
            let now = context.nowTimestamp
            throw TempLogError.data(Message.timeInFuture("\(text)", "\(now.localDate.isoText) \(now.timeText)"))
        }
        return timestamp
    }

    /// Parses a local calendar day: `YYYY-MM-DD`, `today` or `yesterday`.
    public static func parseDay(_ text: String, in context: TimeContext) throws -> LocalDate {
        let normalized = TextInput.normalized(text).lowercased()
        switch normalized {
        case "today": return context.today
        case "yesterday": return context.today.adding(days: -1)
        default:
            if let day = LocalDate.parse(iso: Substring(normalized)) { return day }
            throw TempLogError.data(Message.notADay("\(text)"))
        }
    }

    private static func instant(_ text: String, in context: TimeContext) -> Timestamp? {
        if text == "now" { return context.nowTimestamp }
        let words = text.split(separator: " ", maxSplits: 1).map { TextInput.trimmed(String($0)) }
        if words.count == 2, let offset = ["today": 0, "yesterday": -1][words[0]] {
            guard let second = clockOnly(words[1]) else { return nil }
            return context.instant(on: context.today.adding(days: offset), secondOfDay: second)
        }
        if let second = clockOnly(text) {
            return context.instant(on: context.today, secondOfDay: second)
        }
        let bytes = Array(text.utf8)
        var scanner = TimestampScanner(bytes: bytes)
        guard let day = scanner.date(), scanner.take(["t", " "]) else { return nil }
        while scanner.take([" "]) {}
        guard let second = scanner.clock(requireSeconds: false) else { return nil }
        if scanner.atEnd { return context.instant(on: day, secondOfDay: second) }
        while scanner.take([" "]) {}
        guard let offset = scanner.offset(), scanner.atEnd else { return nil }
        return Timestamp(localDate: day, secondOfDay: second, utcOffsetSeconds: offset)
    }

    /// `7:30`, `07:30` or `07:30:15` as seconds of the day.
    private static func clockOnly(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        var scanner = TimestampScanner(bytes: bytes)
        guard let second = scanner.clock(requireSeconds: false), scanner.atEnd else { return nil }
        return second
    }
}
