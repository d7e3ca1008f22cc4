import TestSupport
import Testing

@testable import TempLogCore

/// Disturbed basal readings: left out of the three-over-six rule, found from a mark, a fever
/// that day or an unusual time; the cycle's usual time and change of site; and the cycle starts
/// that days of menstrual flow show.
@Suite struct BasalDisturbanceTests {
    typealias Cycle = BasalCycleTests

    /// Days 1–14 low, then high on days 15, 16 and 17: a cycle of 17 days so far.
    static let values = Cycle.lowDays + Cycle.highDays.prefix(3)

    static func cycle(_ readings: [Reading]) -> BasalCycle {
        BasalCycle(
            start: Cycle.start, end: Cycle.start.adding(days: 16), isCurrent: true,
            readings: readings, fever: .standard(in: .celsius))
    }

    @Test func aDisturbedHighDayThatWouldCompleteTheShiftDoesNotAndUndisturbedItDoes() {
        var readings = Cycle.readings(Self.values)
        #expect(Self.cycle(readings).shift?.day == 15)
        readings[16].disturbance = .alcohol
        let disturbed = Self.cycle(readings)
        #expect(disturbed.shift == nil)
        #expect(disturbed.days[16].temperature == Temperature(centiCelsius: 3670))
        #expect(disturbed.days[16].counted == nil)
        #expect(disturbed.days[16].disturbance == .marked(.alcohol))
        #expect(disturbed.leftOutDays.map(\.number) == [17])
    }

    @Test func aDisturbedDayNeverSetsTheBaseline() {
        var values = Cycle.lowDays + Cycle.highDays
        values[12] = 3690  // day 13: a high reading among the low days …
        var readings = Cycle.readings(values)
        #expect(Self.cycle(readings).shift == nil)
        readings[12].disturbance = .ill  // … left out: the six before day 15 are low again.
        let cycle = BasalCycle(
            start: Cycle.start, end: Cycle.start.adding(days: 27), isCurrent: false,
            readings: readings)
        #expect(cycle.shift?.day == 15)
        #expect(cycle.shift?.baseline == Temperature(centiCelsius: 3640))
        #expect(cycle.lowPhaseMean == Temperature(centiCelsius: 3631))
    }

    @Test func aFeverThatDayDisturbsTheBasalReading() {
        var readings = Cycle.readings(Self.values)
        readings.append(Cycle.reading(day: 17, 3820, kind: .body, time: "21:00"))
        readings.append(Cycle.reading(day: 17, 3750, kind: .body, time: "18:00"))
        readings.append(Cycle.reading(day: 16, 3740, kind: .body, time: "18:00"))
        let cycle = Self.cycle(readings)
        #expect(cycle.days[16].disturbance == .fever(Temperature(centiCelsius: 3820)))
        #expect(cycle.days[15].disturbance == nil)
        #expect(cycle.shift == nil)
        // Without a threshold, fevers are not looked for.
        let unchecked = BasalCycle(
            start: Cycle.start, end: Cycle.start.adding(days: 16), isCurrent: true,
            readings: readings)
        #expect(unchecked.shift?.day == 15)
    }

    @Test func theUsualTimeIsTheMedianAndNinetyMinutesAwayIsDisturbed() {
        var readings = Cycle.readings(Self.values)
        readings[16] = Cycle.reading(day: 17, 3670, time: "08:01")
        let late = Self.cycle(readings)
        #expect(late.usualTime == 6 * 3600 + 30 * 60)
        #expect(late.days[16].disturbance == .unusualTime(time: 8 * 3600 + 60, usual: 23_400))
        readings[16] = Cycle.reading(day: 17, 3670, time: "08:00")
        #expect(Self.cycle(readings).days[16].disturbance == nil)
        #expect(BasalCycle.median([100, 300, 200, 400]) == 250)
        #expect(BasalCycle.median([100, 300]) == nil)
    }

    @Test func theFirstChangeOfSiteIsFound() {
        var readings = Cycle.readings(Self.values)
        for index in readings.indices { readings[index].site = index < 5 ? .mouth : .armpit }
        readings[2].site = nil
        #expect(
            Self.cycle(readings).siteChange
                == BasalCycle.SiteChange(day: 6, from: .mouth, to: .armpit))
        #expect(Self.cycle(Cycle.readings(Self.values)).siteChange == nil)
    }

    @Test func leftOutDaysAreCountedByReasonAndInTheJSONLine() {
        var readings = Cycle.readings(Self.values)
        readings[3].disturbance = .shortSleep
        readings[5].disturbance = .shortSleep
        readings.append(Cycle.reading(day: 9, 3800, kind: .body, time: "20:00"))
        let cycle = Self.cycle(readings)
        #expect(cycle.leftOutCounts.map(\.reason) == [.marked(.shortSleep), .fever])
        #expect(cycle.leftOutCounts.map(\.count) == [2, 1])
        #expect(
            cycle.jsonLine(of: .owner, number: 0).hasSuffix(
                #""leftOutDays":3,"leftOut":{"short-sleep":2,"fever":1},"siteChange":null}"# + "\n")
        )
    }

    static func day(_ text: String) -> LocalDate { LocalDate.parse(iso: Substring(text))! }

    @Test func aPeriodStartsAfterTenDaysWithoutFlowAndAMarkedPeriodGetsNoOther() {
        let flow = ["2025-01-05", "2025-01-06", "2025-01-08", "2025-01-18", "2025-02-02"].map(
            Self.day)
        // 01-08 → 01-18: nine days between, the same period; 01-18 → 02-02: fourteen, a new one.
        #expect(
            PeriodStarts.newStarts(flowDays: flow, marked: []) == [
                Self.day("2025-01-05"), Self.day("2025-02-02"),
            ])
        #expect(
            PeriodStarts.newStarts(flowDays: flow, marked: [Self.day("2025-01-06")]) == [
                Self.day("2025-02-02")
            ])
        #expect(
            PeriodStarts.newStarts(flowDays: flow, marked: [Self.day("2025-02-01")]) == [
                Self.day("2025-01-05")
            ])
        #expect(PeriodStarts.newStarts(flowDays: flow + flow, marked: []).count == 2)
        #expect(PeriodStarts.newStarts(flowDays: [], marked: [Self.day("2025-01-05")]).isEmpty)
    }

    @Test func theReasonIsAStoreKeyThatRoundTrips() {
        var reading = Cycle.reading(day: 1, 3640)
        reading.disturbance = .travel
        let line = ReadingLine.encode(reading)
        #expect(
            String(decoding: line, as: UTF8.self).hasSuffix(
                #""kind":"basal","disturbed":"travel"}"# + "\n"))
        let decoded = Array(line.dropLast()).withUnsafeBufferPointer { ReadingLine.decode($0) }
        #expect(decoded == reading)
        let bad = Array(
            #"{"id":"x","takenAt":"2026-11-01T06:30:00+09:00","celsius":36.4,"disturbed":"hangover"}"#
                .utf8)
        #expect(
            bad.withUnsafeBufferPointer { ReadingLine.problem(in: $0) }
                == .invalidValue(key: .disturbed))
        #expect(throws: InputError.notADisturbance("hangovr", suggestion: nil)) {
            try Disturbance.parse("hangovr")
        }
        #expect(throws: InputError.notADisturbance("alcohl", suggestion: "alcohol")) {
            try Disturbance.parse("alcohl")
        }
    }
}
