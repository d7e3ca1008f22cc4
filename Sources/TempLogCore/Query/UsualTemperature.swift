/// A person's usual temperature (平熱): the median of their morning readings over the 30 days
/// before a period, when there are at least 5 of them — the yardstick a health card writes at
/// its top, and that schools measure a rise against.
public enum UsualTemperature {
    /// How many days before the period are looked at.
    public static let days = 30
    /// How many morning readings it takes.
    public static let minimumMornings = 5

    /// The days to read for a period starting on `start`: the 30 days before it.
    public static func window(before start: LocalDate) -> ClosedRange<LocalDate> {
        start.adding(days: -days)...start.adding(days: -1)
    }

    /// The median morning of `readings` (one person's body readings in the window); nil with
    /// fewer than 5 mornings. An even count takes the mean of the middle two, rounded.
    public static func of(_ readings: [Reading]) -> Temperature? {
        var byDay: [LocalDate: [Reading]] = [:]
        for reading in readings where reading.kind == .body {
            byDay[reading.takenAt.localDate, default: []].append(reading)
        }
        let mornings = byDay.values.compactMap {
            DayParts.morning(of: $0)?.temperature.centiCelsius
        }
        .sorted()
        guard mornings.count >= minimumMornings else { return nil }
        let middle = divideRounded(
            mornings[(mornings.count - 1) / 2] + mornings[mornings.count / 2], by: 2)
        return Temperature(centiCelsius: middle)
    }
}
