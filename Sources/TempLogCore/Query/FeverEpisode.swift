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
    /// A fever that ended within a week before the onset, with more than 48 hours between
    /// that the readings show free of fever: it may have been the same illness (a fever that
    /// comes back), which only the person knows (`episode --onset`). Nil when an onset is given.
    public let earlier: EarlierFever?
    /// A day for every date from the onset to `lastDay`.
    public let days: [EpisodeDay]
    /// The day the episode is told on.
    public let today: LocalDate

    /// A fever reading more than this long after the fever before, or a fever reducer given
    /// after it, begins a new episode when a reading between shows the fever gone: 48 hours.
    static let separatingSeconds = 48 * 3600
    /// How many days before the onset an earlier fever is told of (``earlier``): a week.
    static let earlierWithinDays = 7

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

    /// Why there is no 解熱日 yet; nil when there is one.
    public var feverNotGone: FeverNotGone? {
        guard feverFreeDay == nil else { return nil }
        if fevers.contains(where: { $0.takenAt.localDate == today }) { return .feverToday }
        if days.last?.date == today, days.last?.feverReducerGiven == true {
            return .feverReducerToday
        }
        return .notMeasured
    }
}

/// Why a fever episode has no 解熱日 yet.
public enum FeverNotGone: Equatable, Sendable {
    /// A reading today reaches the threshold.
    case feverToday
    /// A fever reducer was given today.
    case feverReducerToday
    /// No day after the last fever or fever reducer has its reading yet (today may still get
    /// one), or a day before today has none.
    case notMeasured
}

/// A fever that ended shortly before an episode's onset (``FeverEpisode/earlier``).
public struct EarlierFever: Equatable, Sendable {
    /// The day it began, as an episode's onset is found.
    public let onset: LocalDate
    /// Its last fever reading.
    public let lastFever: Reading
}

/// The time a person has been free of fever without a fever reducer, as the readings show it.
public struct FeverFreeSpell: Equatable, Sendable {
    /// The later of the last fever reading and the last fever reducer given.
    public let since: Timestamp
    /// The fever reducer `since` is the time of; nil when it is the last fever reading's.
    public let feverReducer: Dose?
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

    /// How many days after the onset the onset's count allows back: 6.
    public var daysFromOnset: Int { daysAfterOnset + 1 }

    /// How many days after the 解熱日 the fever's count allows back: 3, or 4 for preschool.
    public var daysFromFeverFree: Int { daysAfterFeverFree + 1 }

    /// The first day the onset's count allows back.
    public func earliestFromOnset(_ onset: LocalDate) -> LocalDate {
        onset.adding(days: daysFromOnset)
    }

    /// The first day the fever's count allows back.
    public func earliestFromFeverFree(_ feverFreeDay: LocalDate) -> LocalDate {
        feverFreeDay.adding(days: daysFromFeverFree)
    }

    /// The first day back: the later of the two counts' first days.
    public func firstDayBack(onset: LocalDate, feverFreeDay: LocalDate) -> LocalDate {
        max(earliestFromOnset(onset), earliestFromFeverFree(feverFreeDay))
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
        let reducers = doses.doses.filter { dose in
            dose.person == person && dose.isFeverReducer && dose.takenAt.localDate <= today
        }
        let allFevers = readings.filter { $0.isFever(threshold) }
        let trail = FeverTrail(readings: readings, doses: doses, person: person)
        guard let start = trail.episodeStart(allFevers, before: allFevers.count) else {
            return nil
        }
        // A day is each reading's own wall-clock day, which need not follow the instants'
        // order across offsets: the onset is the earliest day of the episode's fevers.
        let found = allFevers[start...].map(\.takenAt.localDate).min()!
        let onset: LocalDate
        var earlier: EarlierFever?
        if let given {
            guard allFevers.contains(where: { $0.takenAt.localDate >= given }) else { return nil }
            if found < given {
                let first = allFevers[start...].first { $0.takenAt.localDate == found }!
                throw .onsetAfterFirstFever(onset: given, firstFever: first)
            }
            onset = given
        } else {
            onset = found
            earlier = trail.earlierFever(allFevers, before: start, onset: onset)
        }
        let fevers =
            given == nil
            ? Array(allFevers[start...])
            : allFevers.filter {
                $0.takenAt.localDate >= onset
            }
        let since = readings.filter { $0.takenAt.localDate >= onset }
        let reducersSince = reducers.filter { $0.takenAt.localDate >= onset }
        // The fever's last trace: the last fever reading, or a fever reducer given after it.
        let lastFever = fevers[fevers.count - 1]
        let lastReducer = reducersSince.last.flatMap { $0.takenAt > lastFever.takenAt ? $0 : nil }
        let lastTraceDay =
            (fevers.map(\.takenAt.localDate) + reducersSince.map(\.takenAt.localDate))
            .max()!
        let (feverFreeDay, unmeasured) = feverFreeDay(
            after: lastTraceDay, measured: Set(since.map(\.takenAt.localDate)), today: today)
        let lastTrace = lastReducer?.takenAt ?? lastFever.takenAt
        let latest = since.last { $0.takenAt > lastTrace }
        let lastDay =
            feverFreeDay.map { free in
                min(
                    today,
                    AbsenceRule.allCases.map { $0.firstDayBack(onset: onset, feverFreeDay: free) }
                        .max()!)
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
            feverFree: latest.map {
                FeverFreeSpell(since: lastTrace, feverReducer: lastReducer, latest: $0)
            },
            earlier: earlier, days: days, today: today)
    }

    /// The 解熱日 after `lastTraceDay`, the last day with a fever or a fever reducer: the first
    /// day after it with a reading, when each day a rule counts after that (up to today, which
    /// may not have its reading yet) has one too. A day before today without a reading is not
    /// free of fever as far as the log can tell, so the count starts again after it; such
    /// days are returned in order.
    private static func feverFreeDay(
        after lastTraceDay: LocalDate, measured: Set<LocalDate>, today: LocalDate
    ) -> (LocalDate?, [LocalDate]) {
        let counted = AbsenceRule.allCases.map(\.daysFromFeverFree).max()!
        var free: LocalDate?
        var unmeasured: [LocalDate] = []
        var date = lastTraceDay.adding(days: 1)
        while date <= today {
            if let day = free, date.dayNumber - day.dayNumber >= counted { break }
            if measured.contains(date) {
                if free == nil { free = date }
            } else if date < today {
                unmeasured.append(date)
                free = nil
            }
            date = date.adding(days: 1)
        }
        return (free, unmeasured)
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

/// A person's readings' instants and fever reducers: what tells whether the time between two
/// fever readings is known to be free of fever, so that the later one begins a new episode.
struct FeverTrail {
    /// The instants of the person's readings, ascending.
    let instants: [Int]
    let doses: DoseLog
    let person: Person

    /// The trail of `readings` (the person's, in time order) and the person's doses.
    init(readings: [Reading], doses: DoseLog, person: Person) {
        instants = readings.map(\.takenAt.secondsSince1970)
        self.doses = doses
        self.person = person
    }

    /// Whether `next` begins another episode than `previous`, the fever reading before it:
    /// more than 48 hours lie between `next` and the later of `previous` and a fever reducer
    /// given after it, and a reading in that time shows the fever gone (every reading between
    /// two fever readings is below the threshold). Without a reading between, the log cannot
    /// say the fever went away.
    func separates(_ previous: Reading, _ next: Reading) -> Bool {
        let time = next.takenAt.secondsSince1970
        var trace = previous.takenAt.secondsSince1970
        if let dose = doses.lastFeverReducer(of: person, before: next.takenAt) {
            trace = max(trace, dose.takenAt.secondsSince1970)
        }
        guard time - trace > FeverEpisode.separatingSeconds else { return false }
        // The first reading after the trace, by binary search.
        var low = 0
        var high = instants.count
        while low < high {
            let middle = (low + high) / 2
            if instants[middle] <= trace { low = middle + 1 } else { high = middle }
        }
        return low < instants.count && instants[low] < time
    }

    /// The index in `fevers` (oldest first) of the first fever reading of the episode whose
    /// last fever reading is the one before `end`; nil when `end` is 0.
    func episodeStart(_ fevers: [Reading], before end: Int) -> Int? {
        guard end > 0 else { return nil }
        var start = end - 1
        while start > 0, !separates(fevers[start - 1], fevers[start]) { start -= 1 }
        return start
    }

    /// The episode before the one that begins at `fevers[start]` on `onset`, when it ended
    /// within a week before.
    func earlierFever(_ fevers: [Reading], before start: Int, onset: LocalDate) -> EarlierFever? {
        guard let first = episodeStart(fevers, before: start) else { return nil }
        let last = fevers[start - 1]
        guard onset.dayNumber - last.takenAt.localDate.dayNumber <= FeverEpisode.earlierWithinDays
        else { return nil }
        return EarlierFever(
            onset: fevers[first..<start].map(\.takenAt.localDate).min()!, lastFever: last)
    }
}
