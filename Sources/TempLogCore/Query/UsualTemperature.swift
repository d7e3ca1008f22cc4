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
        // The body readings by day: sorted on their day, in the order given within a day.
        let body = readings.filter { $0.kind == .body }
        let days = body.map(\.takenAt.localDate)
        let order = body.indices.sorted { (days[$0], $0) < (days[$1], $1) }
        var mornings: [Int] = []
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, days[order[end]] == days[order[start]] { end += 1 }
            if let morning = DayParts.morning(of: order[start..<end].map { body[$0] }) {
                mornings.append(morning.temperature.centiCelsius)
            }
            start = end
        }
        mornings.sort()
        guard mornings.count >= minimumMornings else { return nil }
        let middle = divideRounded(
            mornings[(mornings.count - 1) / 2] + mornings[mornings.count / 2], by: 2)
        return Temperature(centiCelsius: middle)
    }
}
