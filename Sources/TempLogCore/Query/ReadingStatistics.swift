/// A person's readings over a range of days, summed up.
public struct ReadingStatistics: Equatable, Sendable {
    /// Consecutive days with a reading at or above the fever threshold.
    public struct FeverEpisode: Equatable, Sendable {
        public let start: LocalDate
        public let end: LocalDate
        public let peak: Temperature
    }

    /// Whose readings these are.
    public let person: Person
    /// The days looked at.
    public let days: [LocalDate]
    public let count: Int
    /// Days with at least one reading.
    public let daysCovered: Int
    public let minimum: Temperature?
    public let maximum: Temperature?
    /// The average, in hundredths of a degree.
    public let mean: Temperature?
    /// The median of each day's first reading: the person's usual morning temperature.
    public let usualMorning: Temperature?
    public let fever: Temperature
    public let feverReadings: Int
    public let feverEpisodes: [FeverEpisode]
    public let firstDay: LocalDate?
    public let lastDay: LocalDate?

    public var daysMissing: Int { days.count - daysCovered }

    /// Sums up one person's `readings` (oldest first) over `days`.
    public init(person: Person, readings: [Reading], days: [LocalDate], fever: Temperature) {
        self.person = person
        self.days = days
        self.fever = fever
        count = readings.count
        var byDay: [LocalDate: [Reading]] = [:]
        for reading in readings { byDay[reading.takenAt.localDate, default: []].append(reading) }
        daysCovered = byDay.count
        let temperatures = readings.map(\.temperature.centiCelsius)
        minimum = temperatures.min().map(Temperature.init)
        maximum = temperatures.max().map(Temperature.init)
        mean =
            temperatures.isEmpty
            ? nil
            : Temperature(
                centiCelsius: divideRounded(temperatures.reduce(0, +), by: temperatures.count))
        let mornings = byDay.values.compactMap {
            $0.min { $0.takenAt < $1.takenAt }?.temperature.centiCelsius
        }.sorted()
        usualMorning =
            mornings.isEmpty
            ? nil
            : Temperature(
                centiCelsius: divideRounded(
                    mornings[(mornings.count - 1) / 2] + mornings[mornings.count / 2], by: 2))
        feverReadings = readings.filter { $0.temperature >= fever }.count
        var episodes: [FeverEpisode] = []
        for day in byDay.keys.sorted() {
            guard let peak = byDay[day]!.map(\.temperature).max(), peak >= fever else { continue }
            if let last = episodes.last, last.end.adding(days: 1) == day {
                episodes[episodes.count - 1] = FeverEpisode(
                    start: last.start, end: day, peak: max(last.peak, peak))
            } else {
                episodes.append(FeverEpisode(start: day, end: day, peak: peak))
            }
        }
        feverEpisodes = episodes
        firstDay = byDay.keys.min()
        lastDay = byDay.keys.max()
    }
}
