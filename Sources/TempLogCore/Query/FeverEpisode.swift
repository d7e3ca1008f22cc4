import TempLogText

/// A person's latest fever episode as a school's return form and a doctor ask for it: the
/// onset, the fever days, the highest reading, the doses given, the 解熱日 (the day the fever
/// went down) and the days counted from them.
///
/// Days are counted as schools count them: the onset day is day 0, and the 解熱日 is day 0 of
/// its own count. A day is the wall-clock day of each reading's and dose's own UTC offset.
public struct FeverEpisode: Sendable {
    /// Whose episode it is.
    public let person: Person
    /// The threshold its readings were judged by.
    public let threshold: FeverThreshold
    /// The day it began: the day of the first fever reading after 48 hours without one, or the
    /// day the caller gave (`episode --onset`).
    public let onset: LocalDate
    /// Whether `onset` was given rather than found in the readings.
    public let isOnsetGiven: Bool
    /// The fever readings from the onset on, oldest first; never empty.
    public let fevers: [Reading]
    /// The highest reading from the onset on (the earliest of equal ones).
    public let highest: Reading
    /// The 解熱日: the first day after the last day with a fever reading or a fever reducer
    /// that has a reading, when there is one by `today`. No later day has a fever reading or a
    /// fever reducer.
    public let feverFreeDay: LocalDate?
    /// The days after the last fever or fever-reducer day, before the 解熱日 (or up to
    /// today), with no reading: the log cannot say they were free of fever.
    public let unmeasuredDays: [LocalDate]
    /// The time since the fever went down without a fever reducer, when a reading says so.
    public let feverFree: FeverFreeSpell?
    /// A day for every date from the onset to `lastDay`.
    public let days: [EpisodeDay]
    /// The day the episode is told on.
    public let today: LocalDate

    /// A fever reading more than this long after the one before begins a new episode: 48 hours.
    public static let separatingSeconds = 48 * 3600

    /// The first fever reading of the episode.
    public var firstFever: Reading { fevers[0] }
    /// The last fever reading of the episode.
    public var lastFever: Reading { fevers[fevers.count - 1] }
    /// The days with a fever reading, in order.
    public var feverDays: [LocalDate] { days.filter(\.hasFever).map(\.date) }
    /// The doses given from the onset to the last day, in time order.
    public var doses: [Dose] { days.flatMap(\.doses) }

    /// `date`'s day since the onset: 0 on the onset day.
    public func dayNumber(of date: LocalDate) -> Int { date.dayNumber - onset.dayNumber }

    /// The first day `rule` allows back, once the fever has gone down; nil before.
    public func firstDayBack(under rule: AbsenceRule) -> LocalDate? {
        feverFreeDay.map { rule.firstDayBack(onset: onset, feverFreeDay: $0) }
    }
}

/// The time a person has been free of fever without a fever reducer, as the readings show it.
public struct FeverFreeSpell: Equatable, Sendable {
    /// The later of the last fever reading and the last fever reducer given.
    public let since: Timestamp
    /// The newest reading after `since`, below the threshold like every reading between.
    public let latest: Reading

    /// The seconds from `since` to the newest reading.
    public var seconds: Int { latest.takenAt.secondsSince1970 - since.secondsSince1970 }
}

/// One day of a fever episode: its readings and doses and what they say.
public struct EpisodeDay: Equatable, Sendable {
    /// The wall-clock day.
    public let date: LocalDate
    /// Its number since the onset: 0 on the onset day.
    public let number: Int
    /// The person's readings that day, oldest first.
    public let readings: [Reading]
    /// The person's doses that day, in time order.
    public let doses: [Dose]
    /// Whether a reading that day reaches the threshold.
    public let hasFever: Bool

    /// Whether a fever reducer was given that day.
    public var feverReducerGiven: Bool { doses.contains(where: \.isFeverReducer) }

    /// The day's highest reading (the earliest of equal ones); nil on a day without one.
    public var highest: Reading? { readings.max { $0.temperature < $1.temperature } }

    /// The symptoms ticked that day, in the list's order, without "none" unless only "none"
    /// was ticked.
    public var symptoms: [Symptom] {
        let ticked = Set(readings.flatMap { $0.symptoms ?? [] })
        let real = ticked.subtracting([.none])
        return real.isEmpty ? ticked.sorted() : real.sorted()
    }
}

/// A rule of the days a child stays home, counted from the onset and the 解熱日.
public enum AbsenceRule: String, CaseIterable, Sendable {
    /// 学校保健安全法施行規則 第19条, influenza: until five days have passed after the onset
    /// and two days after the fever went down.
    case influenza
    /// The same for preschool children: three days after the fever went down.
    case influenzaPreschool = "influenza-preschool"

    /// The days that must pass after the onset day.
    public var daysAfterOnset: Int { 5 }

    /// The days that must pass after the 解熱日.
    public var daysAfterFeverFree: Int { self == .influenza ? 2 : 3 }

    /// The first day back: the later of the day after `daysAfterOnset` days have passed since
    /// the onset and the day after `daysAfterFeverFree` days have passed since the 解熱日.
    public func firstDayBack(onset: LocalDate, feverFreeDay: LocalDate) -> LocalDate {
        max(
            onset.adding(days: daysAfterOnset + 1),
            feverFreeDay.adding(days: daysAfterFeverFree + 1))
    }
}

/// Why a fever episode could not be told from the onset given.
public enum EpisodeError: Error, Equatable, Sendable {
    /// The onset given is after today.
    case onsetInFuture(onset: LocalDate, today: LocalDate)
    /// The onset given is after the first fever reading of the episode it would begin: the
    /// readings say it began earlier.
    case onsetAfterFirstFever(onset: LocalDate, firstFever: Reading)
}

extension FeverEpisode {
    /// The latest fever episode of `person` in `readings` (theirs, in any order) with the
    /// `doses` given, judged by `threshold`, told on `today`; nil when no reading from the
    /// onset on is a fever. `onset` is the day the episode began when the caller knows it.
    public static func latest(
        of person: Person, readings: [Reading], doses: DoseLog, threshold: FeverThreshold,
        today: LocalDate, onset given: LocalDate? = nil
    ) throws(EpisodeError) -> FeverEpisode? {
        if let given, given > today { throw .onsetInFuture(onset: given, today: today) }
        let readings = readings.filter { $0.person == person && $0.takenAt.localDate <= today }
            .sorted { $0.takenAt < $1.takenAt }
        let allFevers = readings.filter { $0.isFever(threshold) }
        guard let start = episodeStart(allFevers) else { return nil }
        let onset: LocalDate
        if let given {
            guard allFevers[allFevers.count - 1].takenAt.localDate >= given else { return nil }
            if allFevers[start].takenAt.localDate < given {
                throw .onsetAfterFirstFever(onset: given, firstFever: allFevers[start])
            }
            onset = given
        } else {
            onset = allFevers[start].takenAt.localDate
        }
        let fevers = allFevers.filter { $0.takenAt.localDate >= onset }
        let since = readings.filter { $0.takenAt.localDate >= onset }
        let reducers = doses.doses.filter { dose in
            dose.person == person && dose.isFeverReducer && dose.takenAt.localDate >= onset
                && dose.takenAt.localDate <= today
        }
        // The fever's last trace: the last fever reading, or a fever reducer given after it.
        let lastFever = fevers[fevers.count - 1].takenAt
        let lastTrace = reducers.last.map { max(lastFever, $0.takenAt) } ?? lastFever
        let lastTraceDay = max(
            lastFever.localDate, reducers.last?.takenAt.localDate ?? lastFever.localDate)
        let measured = Set(since.map(\.takenAt.localDate))
        var feverFreeDay: LocalDate?
        var unmeasured: [LocalDate] = []
        var date = lastTraceDay.adding(days: 1)
        while date <= today {
            if measured.contains(date) {
                feverFreeDay = date
                break
            }
            unmeasured.append(date)
            date = date.adding(days: 1)
        }
        let latest = since.last { $0.takenAt > lastTrace }
        let lastDay =
            feverFreeDay.map { free in
                min(today, max(onset.adding(days: 6), free.adding(days: 4)))
            } ?? today
        let days = days(from: onset, through: lastDay, readings: since, doses: doses, of: person) {
            $0.isFever(threshold)
        }
        return FeverEpisode(
            person: person, threshold: threshold, onset: onset, isOnsetGiven: given != nil,
            fevers: fevers,
            // `max(by:)` keeps the first of equal readings: the earliest.
            highest: days.flatMap(\.readings).max { $0.temperature < $1.temperature }!,
            feverFreeDay: feverFreeDay, unmeasuredDays: unmeasured,
            feverFree: latest.map { FeverFreeSpell(since: lastTrace, latest: $0) },
            days: days, today: today)
    }

    /// The index of the first fever reading after 48 hours without one, in `fevers` (oldest
    /// first); nil when there is none.
    private static func episodeStart(_ fevers: [Reading]) -> Int? {
        guard !fevers.isEmpty else { return nil }
        var start = 0
        for index in fevers.indices.dropFirst()
        where fevers[index].takenAt.secondsSince1970 - fevers[index - 1].takenAt.secondsSince1970
            > separatingSeconds
        {
            start = index
        }
        return start
    }

    /// A day for every date from `first` through `last`.
    private static func days(
        from first: LocalDate, through last: LocalDate, readings: [Reading], doses: DoseLog,
        of person: Person, isFever: (Reading) -> Bool
    ) -> [EpisodeDay] {
        guard first <= last else { return [] }
        var byDay: [LocalDate: [Reading]] = [:]
        for reading in readings { byDay[reading.takenAt.localDate, default: []].append(reading) }
        return (first.dayNumber...last.dayNumber).map { number in
            let date = LocalDate(dayNumber: number)
            let readings = byDay[date] ?? []
            return EpisodeDay(
                date: date, number: number - first.dayNumber, readings: readings,
                doses: doses.doses(of: person, on: date),
                hasFever: readings.contains(where: isFever))
        }
    }
}
