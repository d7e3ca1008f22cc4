/// A person's readings over a range of days, summed up.
public struct ReadingStatistics: Equatable, Sendable {
    /// Consecutive days with a reading at or above the fever threshold.
    public struct FeverEpisode: Equatable, Sendable {
        /// The first day with a fever reading.
        public let start: LocalDate
        /// The last day, consecutive with the first.
        public let end: LocalDate
        /// The highest reading of the episode.
        public let peak: Temperature
    }

    /// Whose readings these are.
    public let person: Person
    /// The days looked at.
    public let days: [LocalDate]
    /// How many readings there are.
    public let count: Int
    /// Days with at least one reading.
    public let daysCovered: Int
    /// The lowest reading.
    public let minimum: Temperature?
    /// The highest reading.
    public let maximum: Temperature?
    /// The average, in hundredths of a degree.
    public let mean: Temperature?
    /// The person's usual temperature (see `UsualTemperature`) over the 30 days before the
    /// period; nil without enough morning readings then.
    public let usualTemperature: Temperature?
    /// The fever threshold the counts use.
    public let fever: FeverThreshold
    /// How many readings are at or above the threshold.
    public let feverReadings: Int
    /// Runs of consecutive days with a fever reading, a fever past midnight being one.
    public let feverEpisodes: [FeverEpisode]
    /// The first day with a reading.
    public let firstDay: LocalDate?
    /// The last day with a reading.
    public let lastDay: LocalDate?

    /// Days of the period without a reading.
    public var daysMissing: Int { days.count - daysCovered }

    /// Sums up one person's `readings` (oldest first) over `days`, with the usual temperature
    /// found before them; only body readings count as fevers, judged by `fever`.
    public init(
        person: Person, readings: [Reading], days: [LocalDate], fever: FeverThreshold,
        usualTemperature: Temperature?
    ) {
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
        self.usualTemperature = usualTemperature
        feverReadings = readings.filter { $0.isFever(fever) }.count
        var episodes: [FeverEpisode] = []
        for day in byDay.keys.sorted() {
            guard
                let peak = byDay[day]!.filter({ $0.isFever(fever) })
                    .map(\.temperature)
                    .max()
            else { continue }
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
