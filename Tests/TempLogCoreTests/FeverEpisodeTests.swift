import TestSupport
import Testing

@testable import TempLogCore

/// A fever episode: the onset after 48 hours without fever, the 解熱日 after the last fever and
/// the last fever reducer, the days counted from them, and the school rule's first day back.
@Suite struct FeverEpisodeTests {
    static let threshold = FeverThreshold.standard(in: .celsius)

    static func day(_ day: Int) -> LocalDate { LocalDate(year: 2026, month: 11, day: day)! }

    /// Hana's reading on November `day` at `time`, Tokyo time.
    static func reading(_ day: Int, _ time: String, _ centi: Int, who: String = "hana")
        -> Reading
    {
        let date = String(day).count == 1 ? "0\(day)" : "\(day)"
        return sampleReading(
            id: "\(date)\(time.filter(\.isNumber))\(centi)".padding(to: 12),
            taken: "2026-11-\(date)T\(time):00+09:00", centi: centi, who: who)
    }

    static func dose(_ day: Int, _ time: String, _ medicine: String = "カロナール", who: String = "hana")
        -> Dose
    {
        let date = String(day).count == 1 ? "0\(day)" : "\(day)"
        let takenAt = Timestamp.parse(rfc3339: Array("2026-11-\(date)T\(time):00+09:00".utf8))!
        return Dose(
            id: "d\(date)\(time.filter(\.isNumber))".padding(to: 12), takenAt: takenAt,
            medicine: medicine, person: Person(who: who), recordedAt: takenAt)
    }

    /// Influenza: fever from Monday evening, paracetamol on Tuesday and Wednesday (37.2 two
    /// hours after one), the fever gone on Thursday.
    static let week = [
        reading(16, "07:00", 3660), reading(16, "19:40", 3820), reading(16, "22:00", 3860),
        reading(17, "07:00", 3890), reading(17, "13:10", 3910), reading(17, "20:00", 3850),
        reading(18, "07:00", 3800), reading(18, "14:00", 3720), reading(18, "20:00", 3760),
        reading(19, "07:00", 3690), reading(19, "20:00", 3680), reading(20, "07:00", 3660),
        reading(21, "07:00", 3650),
    ]
    static let weekDoses = DoseLog([dose(17, "13:30"), dose(17, "21:00"), dose(18, "12:00")])

    static func episode(
        _ readings: [Reading] = week, doses: DoseLog = weekDoses, today: Int = 21,
        onset: Int? = nil, threshold: FeverThreshold = threshold
    ) throws -> FeverEpisode? {
        try FeverEpisode.latest(
            of: .named("hana"), readings: readings, doses: doses, threshold: threshold,
            today: day(today), onset: onset.map(day))
    }

    @Test func anInfluenzaWeekIsToldAsTheReturnFormAsksForIt() throws {
        let episode = try #require(try Self.episode())
        #expect(episode.onset == Self.day(16))
        #expect(!episode.isOnsetGiven)
        #expect(episode.firstFever == Self.week[1])
        #expect(episode.highest == Self.week[4])
        #expect(episode.lastFever == Self.week[8])
        #expect(episode.feverDays == [Self.day(16), Self.day(17), Self.day(18)])
        #expect(episode.feverFreeDay == Self.day(19))
        #expect(episode.unmeasuredDays.isEmpty)
        #expect(episode.dayNumber(of: Self.day(19)) == 3)
        #expect(episode.dayNumber(of: episode.today) == 5)
        #expect(episode.doses.count == 3)
        #expect(episode.days.map(\.number) == Array(0...5))
        #expect(episode.days[2].feverReducerGiven)
        #expect(!episode.days[3].feverReducerGiven)
        #expect(episode.days[1].highest == Self.week[4])
        // Onset + 6 and 解熱日 + 3 are both Sunday the 22nd; preschool: 解熱日 + 4.
        #expect(episode.firstDayBack(under: .influenza) == Self.day(22))
        #expect(episode.firstDayBack(under: .influenzaPreschool) == Self.day(23))
        let spell = try #require(episode.feverFree)
        #expect(spell.since == Self.week[8].takenAt)
        #expect(spell.latest == Self.week[12])
        #expect(spell.seconds == 2 * 86_400 + 11 * 3600)
    }

    @Test func aFeverReducerAfterTheLastFeverMovesThe解熱日() throws {
        let doses = DoseLog(Self.weekDoses.doses + [Self.dose(19, "08:00", "ibuprofen")])
        let episode = try #require(try Self.episode(doses: doses))
        #expect(episode.feverFreeDay == Self.day(20))
        #expect(episode.feverFree?.since == Self.dose(19, "08:00").takenAt)
        #expect(episode.firstDayBack(under: .influenza) == Self.day(23))
        #expect(episode.firstDayBack(under: .influenzaPreschool) == Self.day(24))
    }

    @Test func aMedicineThatIsNoFeverReducerDoesNotMoveIt() throws {
        let doses = DoseLog(Self.weekDoses.doses + [Self.dose(19, "08:00", "ムコダイン")])
        #expect(try Self.episode(doses: doses)?.feverFreeDay == Self.day(19))
    }

    @Test func aDayWithoutAReadingIsNotCountedFreeOfFever() throws {
        let readings = Self.week.filter { $0.takenAt.localDate != Self.day(19) }
        let episode = try #require(try Self.episode(readings))
        #expect(episode.unmeasuredDays == [Self.day(19)])
        #expect(episode.feverFreeDay == Self.day(20))
    }

    @Test func whileTheFeverLastsThereIsNo解熱日AndNoDayBack() throws {
        let episode = try #require(try Self.episode(today: 18))
        #expect(episode.feverFreeDay == nil)
        #expect(episode.feverFree == nil)
        #expect(episode.firstDayBack(under: .influenza) == nil)
        #expect(episode.days.map(\.date) == [Self.day(16), Self.day(17), Self.day(18)])
    }

    @Test func aFeverAfterMoreThan48HoursBeginsANewEpisode() throws {
        let earlier = [Self.reading(10, "20:00", 3800), Self.reading(11, "07:00", 3700)]
        #expect(try Self.episode(earlier + Self.week)?.onset == Self.day(16))
        // 47 hours after the fever of the 14th at 20:40 is still the same episode.
        let close = [Self.reading(14, "20:40", 3790)]
        #expect(try Self.episode(close + Self.week)?.onset == Self.day(14))
    }

    @Test func anOnsetGivenEarlierIsTheOnset() throws {
        let episode = try #require(try Self.episode(onset: 15))
        #expect(episode.onset == Self.day(15))
        #expect(episode.isOnsetGiven)
        #expect(episode.dayNumber(of: Self.day(19)) == 4)
        #expect(episode.firstDayBack(under: .influenza) == Self.day(22))
    }

    @Test func anOnsetAfterTheFirstFeverOrInTheFutureIsRefused() {
        #expect(
            throws: EpisodeError.onsetAfterFirstFever(onset: Self.day(17), firstFever: Self.week[1])
        ) {
            try Self.episode(onset: 17)
        }
        #expect(throws: EpisodeError.onsetInFuture(onset: Self.day(22), today: Self.day(21))) {
            try Self.episode(onset: 22)
        }
    }

    @Test func noFeverIsNoEpisode() throws {
        #expect(try Self.episode(Self.week.filter { $0.temperature.centiCelsius < 3750 }) == nil)
        #expect(try Self.episode([]) == nil)
        // No fever from an onset given after the last one on: no episode from that day.
        #expect(try Self.episode(onset: 20) == nil)
    }

    @Test func theThresholdIsThePersonsOwn() throws {
        let readings = [Self.reading(19, "07:00", 3720), Self.reading(20, "07:00", 3650)]
        #expect(try Self.episode(readings) == nil)
        let own = FeverThreshold(Temperature(centiCelsius: 3700), in: .celsius)
        let episode = try #require(try Self.episode(readings, threshold: own))
        #expect(episode.onset == Self.day(19))
        #expect(episode.feverFreeDay == Self.day(20))
    }

    @Test func anotherPersonsReadingsAndDosesAreNotCounted() throws {
        let others = [Self.reading(20, "20:00", 3900, who: "taro")]
        let doses = DoseLog(Self.weekDoses.doses + [Self.dose(20, "20:30", who: "taro")])
        let episode = try #require(try Self.episode(Self.week + others, doses: doses))
        #expect(episode.feverFreeDay == Self.day(19))
        #expect(episode.days.allSatisfy { $0.readings.allSatisfy { $0.person == .named("hana") } })
    }

    @Test func anOldEpisodeRunsToTheLastDayARuleCounts() throws {
        let later = (22...30).map { Self.reading($0, "07:00", 3650) }
        let episode = try #require(try Self.episode(Self.week + later, today: 30))
        // 解熱日 + 4 (the preschool count) is the 23rd; onset + 6 the 22nd.
        #expect(episode.days.last?.date == Self.day(23))
        #expect(episode.feverFree?.latest == later.last)
    }
}

extension String {
    fileprivate func padding(to length: Int) -> String {
        String((self + String(repeating: "0", count: length)).prefix(length))
    }
}
