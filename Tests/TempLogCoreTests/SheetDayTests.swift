import TempLogCore
import TestSupport
import Testing

/// A sheet's day made of many readings (finding 7 of issue 31: a day's notes were gathered by
/// comparing each with every one before it, and the readings of one clock minute pairwise, so
/// 160,000 readings in a day took 27 s; the benchmark's row "sheet, all in one day" measures
/// that it now costs as much as the same readings spread over the days).
@Suite struct SheetDayTests {
    @Test func aDayOfManyReadingsListsEachNoteOnceInOrder() {
        let readings = (0..<6_000).map { index in
            let second = index * 14
            let time =
                "\(second / 3600 < 10 ? "0" : "")\(second / 3600):\(second / 60 % 60 < 10 ? "0" : "")\(second / 60 % 60):\(second % 60 < 10 ? "0" : "")\(second % 60)"
            return sampleReading(
                id: "r\(index)", taken: "2026-11-28T\(time)+09:00", note: "note \(index % 3_000)")
        }
        let day = SheetDay(
            date: LocalDate(year: 2026, month: 11, day: 28)!, readings: readings,
            zone: ZoneRules.named("Asia/Tokyo")!)
        #expect(day.notes == (0..<3_000).map { "note \($0)" })
        #expect(day.others.count == 6_000 - 2)
        #expect(day.offsetShown.isEmpty)
    }

    /// One minute on the clock shown at two offsets (the hour New York's clocks go back): each
    /// of its readings, of the same person, shows its offset; another person's does not.
    @Test func readingsOfOneMinuteAtTwoOffsetsAreAllMarked() {
        let readings =
            (0..<2_000).map {
                sampleReading(id: "a\($0)", taken: "2026-11-01T01:30:00-04:00", who: "sora")
            }
            + (0..<2_000).map {
                sampleReading(id: "b\($0)", taken: "2026-11-01T01:30:00-05:00", who: "sora")
            }
            + [sampleReading(id: "c0", taken: "2026-11-01T01:30:00-04:00", who: "hana")]
        let day = SheetDay(
            date: LocalDate(year: 2026, month: 11, day: 1)!, readings: readings,
            zone: ZoneRules.named("America/New_York")!)
        #expect(day.offsetShown.count == 4_000)
        #expect(!day.offsetShown.contains("c0"))
    }
}
