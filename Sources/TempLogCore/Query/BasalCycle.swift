/// One menstrual cycle of basal body temperatures, and what the three-over-six rule observes in it.
///
/// A cycle runs from a marked day 1 to the day before the next mark (the current cycle: to the
/// last day looked at, today). Each day counts one reading: its first basal reading (the one
/// taken on waking); body readings are looked at only to find fevers.
///
/// **Disturbed days.** A day's reading is left out of the rule when it is *disturbed*: marked so
/// by the person (`Reading.disturbance`), taken on a day the same person has a body reading at
/// or above the fever threshold, or taken more than 90 minutes from the cycle's usual basal time
/// (`usualTime`). A left-out day counts as a day without a reading: it never completes a shift,
/// never sets the baseline or the coverline, and is not in the phase means.
///
/// **The rule.** The shift is on the first day *d* of the cycle such that
/// - *d*, *d*+1 and *d*+2 each have a reading (three consecutive calendar days: a missing day
///   breaks the run), and
/// - each of those three readings is strictly higher than the highest of the six readings before
///   *d* — the six latest *recorded* days of the cycle before *d*, however many days without a
///   reading lie between them (so *d* needs at least six recorded days before it in the cycle).
///
/// The coverline is drawn 0.05 °C above that highest reading (`coverlineMargin`); it is a line to
/// read the chart by, and the rule compares with the highest reading itself. The low phase is
/// the recorded days before the shift day, the high phase the shift day to the end of the cycle.
/// This is an observation from the readings, not medical or contraceptive advice.
public struct BasalCycle: Equatable, Sendable {
    /// One day of the cycle.
    public struct Day: Equatable, Sendable {
        /// The day's number in the cycle, day 1 being the marked first day.
        public let number: Int
        /// The calendar day.
        public let date: LocalDate
        /// The day's first basal reading; nil for a day without one.
        public let temperature: Temperature?
        /// Where that reading was taken, when it says.
        public let site: Site?
        /// Why the reading is left out of the rule; nil when it counts (or there is none).
        public let disturbance: BasalDisturbance?

        /// The reading the rule counts: the day's reading unless it is disturbed.
        public var counted: Temperature? { disturbance == nil ? temperature : nil }
    }

    /// The first change of measuring site between the cycle's readings.
    public struct SiteChange: Equatable, Sendable {
        /// The number of the first day read at the new site.
        public let day: Int
        /// The site read before it.
        public let from: Site
        /// The site read from that day.
        public let to: Site
    }

    /// What the three-over-six rule observed.
    public struct Shift: Equatable, Sendable {
        /// The number of the first of the three higher days.
        public let day: Int
        /// The highest of the six readings before the shift day.
        public let baseline: Temperature
        /// The line drawn just above the baseline: baseline + `coverlineMargin`.
        public let coverline: Temperature
    }

    /// How many recorded days before the shift day the rule compares with.
    public static let baselineDays = 6
    /// How many consecutive days must read higher.
    public static let risingDays = 3
    /// How far above the baseline the coverline is drawn: 0.05 °C.
    public static let coverlineMargin = Temperature(centiCelsius: 5)
    /// How far a reading's time of day may be from the cycle's usual basal time before it is
    /// disturbed: 90 minutes, in seconds.
    public static let usualTimeTolerance = 90 * 60
    /// How many readings a cycle needs before it has a usual basal time.
    public static let usualTimeReadings = 3

    /// The cycle's first day (day 1).
    public let start: LocalDate
    /// Whether the cycle is still going: no later day 1 is marked.
    public let isCurrent: Bool
    /// Every day of the cycle in order, from day 1 to its last day (or the last day looked at).
    public let days: [Day]
    /// The shift, when the readings show one.
    public let shift: Shift?
    /// The mean of the low phase's readings (before the shift day); nil without a shift.
    public let lowPhaseMean: Temperature?
    /// The mean of the high phase's readings (from the shift day on); nil without a shift.
    public let highPhaseMean: Temperature?
    /// The usual basal time of the cycle, in seconds from midnight: the median time of day of
    /// its days' readings (each on its own wall clock; with an even number of readings, the
    /// mean of the middle two, to the second); nil with fewer than `usualTimeReadings`.
    public let usualTime: Int?
    /// The first change of site between the days' readings that name one; nil when they all
    /// name the same site (or none).
    public let siteChange: SiteChange?

    /// The cycle's last day (for the current cycle, the last day looked at).
    public var end: LocalDate { days.last?.date ?? start }

    /// How many days the cycle has (so far, for the current cycle).
    public var length: Int { days.count }

    /// How many of its days have a reading.
    public var recordedDays: Int { days.filter { $0.temperature != nil }.count }

    /// The days whose reading is left out of the rule, in order.
    public var leftOutDays: [Day] { days.filter { $0.temperature != nil && $0.disturbance != nil } }

    /// The cycle from `start` to `end` (both included) of one person's `readings`. Its days
    /// are their first basal readings; a body reading that is a fever by `fever` (the person's
    /// threshold) disturbs its day (nil: fevers are not looked for).
    package init(
        start: LocalDate, end: LocalDate, isCurrent: Bool, readings: [Reading],
        fever: FeverThreshold? = nil
    ) {
        self.start = start
        self.isCurrent = isCurrent
        var first: [LocalDate: Reading] = [:]
        var fevers: [LocalDate: Temperature] = [:]
        for reading in readings {
            let date = reading.takenAt.localDate
            guard start <= date, date <= end else { continue }
            if reading.kind == .body {
                if let fever, reading.isFever(fever) {
                    fevers[date] = max(fevers[date] ?? reading.temperature, reading.temperature)
                }
                continue
            }
            if let earlier = first[date], earlier.takenAt <= reading.takenAt { continue }
            first[date] = reading
        }
        let usualTime = Self.median(first.values.map(\.takenAt.secondOfDay))
        self.usualTime = usualTime
        let count = max(0, end.dayNumber - start.dayNumber + 1)
        days = (0..<count).map { offset in
            let date = start.adding(days: offset)
            let reading = first[date]
            return Day(
                number: offset + 1, date: date, temperature: reading?.temperature,
                site: reading?.site,
                disturbance: reading.flatMap { reading in
                    BasalDisturbance(reading, fever: fevers[date], usualTime: usualTime)
                })
        }
        siteChange = Self.firstSiteChange(in: days)
        let shift = Self.shift(in: days)
        self.shift = shift
        let recorded = days.compactMap { day in day.counted.map { (day.number, $0) } }
        if let shift {
            lowPhaseMean = Self.mean(recorded.filter { $0.0 < shift.day }.map(\.1))
            highPhaseMean = Self.mean(recorded.filter { $0.0 >= shift.day }.map(\.1))
        } else {
            lowPhaseMean = nil
            highPhaseMean = nil
        }
    }

    /// One person's cycles: one from each of `starts` (their days, in any order) to the day
    /// before the next, the last one current up to `today`. Starts after `today` are left out.
    public static func cycles(
        starting starts: [LocalDate], readings: [Reading], through today: LocalDate,
        fever: FeverThreshold? = nil
    ) -> [BasalCycle] {
        let days = Array(Set(starts.filter { $0 <= today })).sorted()
        return days.enumerated().map { index, start in
            let next = index + 1 < days.count ? days[index + 1] : nil
            return BasalCycle(
                start: start, end: next?.adding(days: -1) ?? today, isCurrent: next == nil,
                readings: readings, fever: fever)
        }
    }

    /// The first day the three-over-six rule holds for, if any.
    static func shift(in days: [Day]) -> Shift? {
        let recorded = days.compactMap { day in day.counted.map { (day.number, $0) } }
        guard recorded.count >= baselineDays + risingDays else { return nil }
        for index in baselineDays...(recorded.count - risingDays) {
            let rising = recorded[index..<(index + risingDays)]
            let first = recorded[index].0
            guard rising.enumerated().allSatisfy({ $0.element.0 == first + $0.offset }) else {
                continue
            }
            let baseline = recorded[(index - baselineDays)..<index].map(\.1).max()!
            guard rising.allSatisfy({ $0.1 > baseline }) else { continue }
            return Shift(
                day: first, baseline: baseline,
                coverline: Temperature(
                    centiCelsius: baseline.centiCelsius + coverlineMargin.centiCelsius))
        }
        return nil
    }

    /// The mean, rounded to a hundredth of a degree; nil for no values.
    static func mean(_ values: [Temperature]) -> Temperature? {
        guard !values.isEmpty else { return nil }
        let total = values.reduce(0) { $0 + $1.centiCelsius }
        return Temperature(centiCelsius: divideRounded(total, by: values.count))
    }

    /// The median of `times` (seconds from midnight), the mean of the middle two for an even
    /// count; nil for fewer than `usualTimeReadings`.
    static func median(_ times: [Int]) -> Int? {
        guard times.count >= usualTimeReadings else { return nil }
        let sorted = times.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The first day whose reading names another site than the reading before it that names
    /// one.
    static func firstSiteChange(in days: [Day]) -> SiteChange? {
        var previous: Site?
        for day in days {
            guard let site = day.site else { continue }
            if let previous, previous != site {
                return SiteChange(day: day.number, from: previous, to: site)
            }
            previous = site
        }
        return nil
    }
}
