/// Turns `--at`, `--since` and `--until` words into instants and local days.
public enum TimeInput {
    /// How far ahead of now a reading may be, for clocks that disagree a little.
    public static let futureToleranceSeconds = 300

    /// Parses when a reading was taken: `07:30`, `yesterday 07:30`, `2026-11-29 07:30`,
    /// `2026-11-29T07:30:00+09:00`, `now`; rejects times more than 5 minutes ahead.
    public static func parseInstant(
        _ text: String, in context: TimeContext
    ) throws(InputError) -> Timestamp {
        let normalized = TextInput.normalized(text).lowercased()
        guard let timestamp = instant(normalized, in: context) else {
            throw InputError.notATime(text)
        }
        guard timestamp.secondsSince1970 >= 0 else {
            throw InputError.timeBefore1970(text)
        }
        let limit = context.nowTimestamp.secondsSince1970 + futureToleranceSeconds
        if timestamp.secondsSince1970 > limit {
            throw InputError.timeInFuture(text, now: context.nowTimestamp)
        }
        return timestamp
    }

    /// Parses a local calendar day: `YYYY-MM-DD`, `today` or `yesterday`.
    public static func parseDay(
        _ text: String, in context: TimeContext
    ) throws(InputError) -> LocalDate {
        let normalized = TextInput.normalized(text).lowercased()
        switch normalized {
        case "today": return context.today
        case "yesterday": return context.today.adding(days: -1)
        default:
            if let day = LocalDate.parse(iso: Substring(normalized)) { return day }
            throw InputError.notADay(text)
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
