import TestSupport
import Testing

@testable import TempLogCore

/// The three-over-six rule and the phases of a cycle, on synthetic cycles.
@Suite struct BasalCycleTests {
    static let start = LocalDate(year: 2026, month: 11, day: 1)!

    /// Fourteen low days around 36.3 (the highest 36.40, on day 9), then a rise to about 36.7
    /// from day 15: a 28-day cycle.
    static let lowDays = [
        3625, 3632, 3628, 3635, 3630, 3627, 3633, 3629, 3640, 3631, 3626, 3634, 3630, 3628,
    ]
    static let highDays = [
        3668, 3672, 3670, 3675, 3666, 3671, 3669, 3674, 3670, 3667, 3673, 3668, 3662, 3655,
    ]

    /// A basal reading on day `number` of the cycle at 06:30 Tokyo time.
    static func reading(
        day number: Int, _ centi: Int, kind: ReadingKind = .basal, time: String = "06:30"
    ) -> Reading {
        let day = start.adding(days: number - 1)
        var reading = sampleReading(
            id: "d\(number)-\(time)-\(kind)", taken: "\(day.isoText)T\(time):00+09:00",
            centi: centi)
        reading.kind = kind
        return reading
    }

    /// Readings for days 1… from `values`, nil leaving a day without one.
    static func readings(_ values: [Int?]) -> [Reading] {
        values.enumerated().compactMap { index, value in
            value.map { reading(day: index + 1, $0) }
        }
    }

    static func cycle(_ readings: [Reading], days: Int = 28) -> BasalCycle {
        BasalCycle(
            start: start, end: start.adding(days: days - 1), isCurrent: false, readings: readings)
    }

    @Test func aRiseOnDayFifteenIsTheShiftWithTheCoverlineJustAboveTheSixBefore() {
        let cycle = Self.cycle(Self.readings(Self.lowDays + Self.highDays))
        #expect(cycle.length == 28)
        #expect(cycle.days.map(\.number) == Array(1...28))
        #expect(cycle.days.last?.date == LocalDate(year: 2026, month: 11, day: 28))
        #expect(
            cycle.shift
                == BasalCycle.Shift(
                    day: 15, baseline: Temperature(centiCelsius: 3640),
                    coverline: Temperature(centiCelsius: 3645)))
        // (36.25 + … + 36.28) / 14 = 36.3057…; (36.68 + … + 36.55) / 14 = 36.6857…
        #expect(cycle.lowPhaseMean == Temperature(centiCelsius: 3631))
        #expect(cycle.highPhaseMean == Temperature(centiCelsius: 3669))
        #expect(cycle.recordedDays == 28)
    }

    @Test func aFlatCycleHasNoShiftAndNoPhases() {
        let flat = Self.cycle(Self.readings(Array(repeating: 3640, count: 28)))
        #expect(flat.shift == nil)
        #expect(flat.lowPhaseMean == nil && flat.highPhaseMean == nil)
        let wobbling = Self.cycle(Self.readings((0..<28).map { 3630 + ($0 % 3) * 4 }))
        #expect(wobbling.shift == nil)
    }

    @Test func theRisingDaysMustBeStrictlyAboveTheHighestOfTheSix() {
        var values = Self.lowDays + Self.highDays
        values[15] = 3641  // day 16 just above the highest of days 9–14
        #expect(Self.cycle(Self.readings(values)).shift?.day == 15)
        values[15] = 3640  // day 16 equal to it: no run starts on day 15, …
        let cycle = Self.cycle(Self.readings(values))
        // … and every later day is compared with six days that include the high ones.
        #expect(cycle.shift == nil)
        #expect(cycle.lowPhaseMean == nil)
    }

    @Test func theSixBeforeAreTheLatestRecordedDaysWhateverTheGaps() {
        var values: [Int?] = Self.lowDays + Self.highDays
        values[9] = nil  // day 10
        values[11] = nil  // day 12
        let cycle = Self.cycle(Self.readings(values))
        // Before day 15 the six recorded days are 7, 8, 9, 11, 13 and 14: highest 36.40.
        #expect(cycle.shift?.day == 15)
        #expect(cycle.shift?.coverline == Temperature(centiCelsius: 3645))
        #expect(cycle.recordedDays == 26)
        #expect(cycle.days[9].temperature == nil)
    }

    @Test func aMissingDayAmongTheThreeBreaksTheRun() {
        var values: [Int?] = Self.lowDays + Self.highDays
        values[15] = nil  // day 16
        // 15, 17, 18 are not three days in a row; from day 17 on, the six recorded days
        // before include high-phase readings, and no three days in a row rise above them.
        #expect(Self.cycle(Self.readings(values)).shift == nil)
    }

    @Test func sixRecordedDaysAreNeededBeforeTheShift() {
        // A rise on day 6 has only five days before it: it is not a shift.
        let early = Self.cycle(
            Self.readings([3630, 3630, 3630, 3630, 3630, 3670, 3670, 3670, 3670, 3670]), days: 10)
        #expect(early.shift?.day == nil)
        let seventh = Self.cycle(
            Self.readings([3630, 3630, 3630, 3630, 3630, 3630, 3670, 3670, 3670]), days: 9)
        #expect(seventh.shift?.day == 7)
    }

    @Test func eachDayCountsItsFirstBasalReadingOnly() {
        var readings = Self.readings(Self.lowDays + Self.highDays)
        // A later basal reading and an earlier body fever on day 15 change nothing; an
        // earlier basal reading on day 16 is that day's.
        readings.append(Self.reading(day: 15, 3600, time: "21:00"))
        readings.append(Self.reading(day: 15, 3810, kind: .body, time: "05:00"))
        readings.append(Self.reading(day: 16, 3690, time: "05:00"))
        let cycle = Self.cycle(readings)
        #expect(cycle.days[14].temperature == Temperature(centiCelsius: 3668))
        #expect(cycle.days[15].temperature == Temperature(centiCelsius: 3690))
        #expect(cycle.shift?.day == 15)
        #expect(cycle.highPhaseMean == Temperature(centiCelsius: 3670))
    }

    @Test func twoCyclesSplitAtTheSecondStartAndTheLastIsCurrent() {
        var values: [Int?] = Self.lowDays + Self.highDays
        values += [3630, 3628, nil, 3631]
        let second = Self.start.adding(days: 28)
        let today = Self.start.adding(days: 31)
        let cycles = BasalCycle.cycles(
            starting: [second, Self.start, second, today.adding(days: 1)],
            readings: Self.readings(values), through: today)
        #expect(cycles.map(\.start) == [Self.start, second])
        #expect(cycles.map(\.length) == [28, 4])
        #expect(cycles.map(\.isCurrent) == [false, true])
        #expect(cycles[0].shift?.day == 15)
        #expect(cycles[1].shift == nil)
        #expect(cycles[1].recordedDays == 3)
        #expect(cycles[1].days.map { $0.temperature?.centiCelsius } == [3630, 3628, nil, 3631])
    }

    @Test func noStartsNoCycles() {
        #expect(BasalCycle.cycles(starting: [], readings: [], through: Self.start).isEmpty)
    }

    @Test func theJSONLineHasEveryFigure() {
        let cycle = Self.cycle(Self.readings(Self.lowDays + Self.highDays))
        #expect(
            cycle.jsonLine(of: .named("hana"), number: 1)
                == #"{"who":"hana","cycle":1,"start":"2026-11-01","end":"2026-11-28","current":false,"days":28,"recordedDays":28,"shiftDay":15,"baselineCelsius":36.40,"coverlineCelsius":36.45,"lowPhaseMeanCelsius":36.31,"highPhaseMeanCelsius":36.69,"leftOutDays":0,"leftOut":{},"siteChange":null}"#
                + "\n")
        let flat = Self.cycle([], days: 3)
        #expect(
            flat.jsonLine(of: .owner, number: 0)
                == #"{"who":null,"cycle":0,"start":"2026-11-01","end":"2026-11-03","current":false,"days":3,"recordedDays":0,"shiftDay":null,"baselineCelsius":null,"coverlineCelsius":null,"lowPhaseMeanCelsius":null,"highPhaseMeanCelsius":null,"leftOutDays":0,"leftOut":{},"siteChange":null}"#
                + "\n")
    }
}
