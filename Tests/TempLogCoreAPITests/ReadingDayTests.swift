import TempLogCore
import Testing

/// Reading the store back through the public API alone: a day's readings, the newest ones, a
/// report with a row per day, a person's statistics and fever verdicts.
@Suite struct ReadingDayTests {
    let fixture: StoreFixture
    var store: ReadingStore { fixture.store }

    init() throws {
        fixture = try StoreFixture()
        for (value, time, person) in [
            ("36.4", "2026-11-27 06:50", Person.owner), ("37.8", "2026-11-27 19:30", .owner),
            ("37.6", "2026-11-28 07:10", .named("hana")), ("38.2", "2026-11-28 20:00", .owner),
            ("36.6", "2026-11-29 07:00", .owner), ("36.8", "2026-11-29 07:20", .named("hana")),
        ] {
            try fixture.add(value, at: time, person: person)
        }
    }

    @Test func aDaysReadingsAreReadOldestFirst() throws {
        let day = try fixture.day("2026-11-28")
        var read: [Reading] = []
        let skipped = try store.forEach(matching: Query(since: day, until: day)) { read.append($0) }
        #expect(skipped.isEmpty)
        #expect(read.map(\.temperature.celsiusText) == ["37.6", "38.2"])
        var hana: [Reading] = []
        _ = try store.forEach(matching: Query(people: [.named("HANA")])) { hana.append($0) }
        #expect(hana.map(\.person) == [.named("hana"), .named("hana")])
        var mornings: [Reading] = []
        _ = try store.forEach(matching: Query(people: [.owner], hours: .mornings)) {
            mornings.append($0)
        }
        #expect(mornings.map(\.temperature.celsiusText) == ["36.4", "36.6"])
        #expect(Query(kinds: [.basal]).matches(read[0]) == false)
    }

    @Test func theNewestReadingsComeFirstAndIdsFindTheirReadings() throws {
        let latest = try store.newestFirst(limit: 2, matching: Query()).readings
        #expect(latest.map(\.temperature.celsiusText) == ["36.8", "36.6"])
        let found = try store.readings(withIDs: [latest[0].id, "000000000000"])
        #expect(found == [latest[0].id: latest[0]])
        #expect(try store.hasReading(of: .named("Hana")))
        #expect(try !store.hasReading(of: .named("taro")))
    }

    @Test func aReportHasARowPerPersonPerDayWithItsMorningAndEvening() throws {
        let days = try ["2026-11-26", "2026-11-27"].map(fixture.day)
        var readings: [Reading] = []
        _ = try store.forEach(matching: Query(since: days[0], until: days[1])) {
            readings.append($0)
        }
        let rows = DailyReport.rows(
            readings, days: days, people: [.owner], pick: .max, zone: fixture.context.zone)
        #expect(rows.map(\.count) == [0, 2])
        #expect(rows[0].picked == nil)
        #expect(rows[1].picked?.temperature.celsiusText == "37.8")
        #expect(rows[1].morning?.temperature.celsiusText == "36.4")
        #expect(rows[1].evening?.temperature.celsiusText == "37.8")
        #expect(DayParts.morning(of: readings) == rows[1].morning)
    }

    @Test func statisticsSumUpAPersonsDaysAndFevers() throws {
        let days = try ["2026-11-27", "2026-11-28", "2026-11-29"].map(fixture.day)
        var readings: [Reading] = []
        _ = try store.forEach(matching: Query(people: [.owner])) { readings.append($0) }
        let fever = FeverThreshold.standard(in: .celsius)
        let statistics = ReadingStatistics(
            person: .owner, readings: readings, days: days, fever: fever,
            usualTemperature: UsualTemperature.of(readings))
        #expect(statistics.count == 4 && statistics.daysCovered == 3 && statistics.daysMissing == 0)
        #expect(statistics.maximum == Temperature(centiCelsius: 3820))
        #expect(statistics.feverReadings == 2)
        #expect(readings.filter { $0.isFever(fever) }.count == 2)
        #expect(fever.isReached(by: Temperature(centiCelsius: 3746)))
        #expect(
            !FeverThreshold.standard(in: .fahrenheit).isReached(by: Temperature(centiCelsius: 3796))
        )
        #expect(Temperature(centiCelsius: 3780).text(in: .fahrenheit, decimals: 1) == "100.0")
    }

    @Test func aReportGroupsReadingsAsTheyAreRead() throws {
        var grouping = DailyReport.Grouping()
        _ = try store.forEach(matching: Query()) { grouping.add($0) }
        #expect(grouping.firstDay == (try fixture.day("2026-11-27")))
        #expect(grouping.lastDay == (try fixture.day("2026-11-29")))
        #expect(Set(grouping.people) == [.owner, .named("hana")])
        let days = try ["2026-11-28", "2026-11-29"].map(fixture.day)
        let rows = grouping.rows(
            days: days, people: [.named("hana")], pick: .first, zone: fixture.context.zone)
        #expect(rows.map { $0.picked?.temperature.celsiusText } == ["37.6", "36.8"])
    }

    @Test func statisticsCountReadingsAsTheyAreRead() throws {
        var tally = ReadingStatistics.Tally(fever: FeverThreshold.standard(in: .celsius))
        _ = try store.forEach(matching: Query(people: [.owner])) { tally.add($0) }
        #expect(tally.count == 4)
        #expect(!tally.hasBasal)
        #expect(tally.firstDay == (try fixture.day("2026-11-27")))
        #expect(tally.lastDay == (try fixture.day("2026-11-29")))
        let statistics = ReadingStatistics(
            person: .owner, tally: tally, days: try ["2026-11-27", "2026-11-28"].map(fixture.day),
            usualTemperature: nil)
        #expect(statistics.feverReadings == 2)
        #expect(statistics.mean == Temperature(centiCelsius: 3725))
        #expect(
            statistics.feverEpisodes.map {
                [$0.start.isoText, $0.end.isoText, $0.peak.celsiusText]
            }
                == [["2026-11-27", "2026-11-28", "38.2"]])
    }
}
