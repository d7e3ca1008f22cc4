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
        var tally = Tally(fever: fever)
        for reading in readings { tally.add(reading) }
        self.init(person: person, tally: tally, days: days, usualTemperature: usualTemperature)
    }

    /// Sums up what `tally` counted of one person's readings over `days`, with the usual
    /// temperature found before them.
    public init(person: Person, tally: Tally, days: [LocalDate], usualTemperature: Temperature?) {
        self.person = person
        self.days = days
        fever = tally.fever
        count = tally.count
        daysCovered = tally.days.count
        minimum = tally.minimum
        maximum = tally.maximum
        mean =
            tally.count == 0
            ? nil
            : Temperature(centiCelsius: divideRounded(tally.sum, by: tally.count))
        self.usualTemperature = usualTemperature
        feverReadings = tally.feverReadings
        var episodes: [FeverEpisode] = []
        for (day, peak) in tally.feverPeaks.sorted(by: { $0.key < $1.key }) {
            if let last = episodes.last, last.end.adding(days: 1) == day {
                episodes[episodes.count - 1] = FeverEpisode(
                    start: last.start, end: day, peak: max(last.peak, peak))
            } else {
                episodes.append(FeverEpisode(start: day, end: day, peak: peak))
            }
        }
        feverEpisodes = episodes
        firstDay = tally.firstDay
        lastDay = tally.lastDay
    }

    /// What the statistics need of one person's readings, counted as they are read, so a
    /// summary of ten years holds a few numbers a day rather than every reading.
    public struct Tally: Sendable {
        /// The fever threshold the counts use.
        public let fever: FeverThreshold
        /// How many readings were counted.
        public private(set) var count = 0
        /// Whether a basal reading was among them.
        public private(set) var hasBasal = false
        var sum = 0
        var minimum: Temperature?
        var maximum: Temperature?
        var feverReadings = 0
        var days: Set<LocalDate> = []
        /// Each day with a fever reading, and its highest.
        var feverPeaks: [LocalDate: Temperature] = [:]

        /// The first day with a reading.
        public var firstDay: LocalDate? { days.min() }
        /// The last day with a reading.
        public var lastDay: LocalDate? { days.max() }

        /// Nothing counted yet; fevers are judged by `fever`.
        public init(fever: FeverThreshold) {
            self.fever = fever
        }

        /// Counts `reading`; only a body reading can be a fever.
        public mutating func add(_ reading: Reading) {
            let temperature = reading.temperature
            count += 1
            hasBasal = hasBasal || reading.kind == .basal
            sum += temperature.centiCelsius
            minimum = min(minimum ?? temperature, temperature)
            maximum = max(maximum ?? temperature, temperature)
            let day = reading.takenAt.localDate
            days.insert(day)
            if reading.isFever(fever) {
                feverReadings += 1
                feverPeaks[day] = max(feverPeaks[day] ?? temperature, temperature)
            }
        }
    }
}
