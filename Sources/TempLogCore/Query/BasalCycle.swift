/// One menstrual cycle of basal body temperatures, and what the three-over-six rule observes in it.
///
/// A cycle runs from a marked day 1 to the day before the next mark (the current cycle: to the
/// last day looked at, today). Each day counts one reading: its first basal reading (the one
/// taken on waking); body readings are not looked at.
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

    /// The cycle's last day (for the current cycle, the last day looked at).
    public var end: LocalDate { days.last?.date ?? start }

    /// How many days the cycle has (so far, for the current cycle).
    public var length: Int { days.count }

    /// How many of its days have a reading.
    public var recordedDays: Int { days.filter { $0.temperature != nil }.count }

    /// The cycle from `start` to `end` (both included) of one person's `readings`; only basal
    /// readings taken on those days are looked at.
    init(start: LocalDate, end: LocalDate, isCurrent: Bool, readings: [Reading]) {
        self.start = start
        self.isCurrent = isCurrent
        var first: [LocalDate: Reading] = [:]
        for reading in readings where reading.kind == .basal {
            let date = reading.takenAt.localDate
            guard start <= date, date <= end else { continue }
            if let earlier = first[date], earlier.takenAt <= reading.takenAt { continue }
            first[date] = reading
        }
        let count = max(0, end.dayNumber - start.dayNumber + 1)
        days = (0..<count).map { offset in
            let date = start.adding(days: offset)
            return Day(number: offset + 1, date: date, temperature: first[date]?.temperature)
        }
        let shift = Self.shift(in: days)
        self.shift = shift
        let recorded = days.compactMap { day in day.temperature.map { (day.number, $0) } }
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
        starting starts: [LocalDate], readings: [Reading], through today: LocalDate
    ) -> [BasalCycle] {
        let days = Array(Set(starts.filter { $0 <= today })).sorted()
        return days.enumerated().map { index, start in
            let next = index + 1 < days.count ? days[index + 1] : nil
            return BasalCycle(
                start: start, end: next?.adding(days: -1) ?? today, isCurrent: next == nil,
                readings: readings)
        }
    }

    /// The first day the three-over-six rule holds for, if any.
    static func shift(in days: [Day]) -> Shift? {
        let recorded = days.compactMap { day in day.temperature.map { (day.number, $0) } }
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
}
