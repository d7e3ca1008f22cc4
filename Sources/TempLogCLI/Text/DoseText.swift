import TempLogCore

/// How people are shown a dose: its medicine and amount, a confirmation's parts, a reading's
/// mark after a fever reducer, an interval.
enum DoseText {
    /// `カロナール 200mg`, `fever reducer カロナール 200mg` (`解熱剤 カロナール 200mg`) when it is
    /// one: the medicine as a table or a confirmation shows it.
    static func medicine(_ dose: Dose) -> LocalizedText {
        let named: LocalizedText =
            .verbatim(dose.amount.map { dose.medicine + " " + $0.text } ?? dose.medicine)
        return dose.isFeverReducer ? .dose(.feverReducerMedicine(medicine: named)) : named
    }

    /// What a confirmation says of `dose`: the medicine, the person by `names`, when, its id.
    static func mention(_ dose: Dose, time: TimeContext, names: PersonNames = PersonNames())
        -> DoseMention
    {
        DoseMention(
            medicine: medicine(dose),
            person: dose.person == .owner
                ? .verbatim("") : .add(.forPerson(person: names.display(dose.person))),
            time: dose.takenAt.clock(in: time.zone),
            day: dose.takenAt.localDate.dateText(today: time.today),
            id: dose.shortID)
    }

    /// `05:35 (Sun 1 Nov)`: when the limits set next allow a dose, on the clock of the user's
    /// zone at that instant. `next` keeps the offset of the dose before it, which a change of
    /// clocks in between (DST) makes wrong for the instant.
    static func nextAllowed(_ next: Timestamp, time: TimeContext) -> LocalizedText {
        ReadingSummary.when(
            at: Timestamp(secondsSince1970: next.secondsSince1970, in: time.zone), time: time)
    }

    /// The warning for `dose`, given before `next` allowed it: which limit it goes past (the
    /// interval, the count in 24 hours, or both), the last dose and when the next is allowed.
    static func tooSoon(_ dose: Dose, _ next: NextDose, time: TimeContext) -> DoseMessage {
        let last = ReadingSummary.when(at: next.last.takenAt, time: time)
        let nextText = nextAllowed(next.next, time: time)
        let sooner = next.isSoonerThanInterval(at: dose.takenAt)
        switch (sooner, next.countReached) {
        case (true, let count?):
            return .tooSoonAndOverCount(
                medicine: dose.medicine, count: count.doses + 1, maximum: count.maximum,
                last: last, next: nextText)
        case (false, let count?):
            return .overCount(
                medicine: dose.medicine, count: count.doses + 1, maximum: count.maximum,
                next: nextText)
        case (_, nil):
            return .tooSoon(medicine: dose.medicine, last: last, next: nextText)
        }
    }

    /// The warning for `dose`, of `reducer` as `other` given before it under another name: what
    /// they both are, and when `other` was given.
    static func sameIngredient(
        _ dose: Dose, _ reducer: FeverReducer, as other: Dose, time: TimeContext
    ) -> DoseMessage {
        .sameIngredient(
            medicine: dose.medicine,
            ingredient: Spelling(en: reducer.rawValue, ja: reducer.japaneseName),
            other: other.medicine, time: other.takenAt.clock(in: time.zone),
            before: spelled(
                minutes: (dose.takenAt.secondsSince1970 - other.takenAt.secondsSince1970) / 60))
    }

    /// The mark of a reading taken within 8 hours after a fever reducer: `2 h after カロナール`
    /// (`解熱剤（カロナール）の 2 時間後`), in minutes within the first hour; nil for a reading
    /// not taken so soon after one.
    static func mark(_ reading: Reading, doses: DoseLog) -> LocalizedText? {
        doses.feverReducerMarked(before: reading).map { dose in
            mark(
                seconds: reading.takenAt.secondsSince1970 - dose.takenAt.secondsSince1970,
                medicine: dose.medicine)
        }
    }

    /// `2 h after カロナール` (`解熱剤（カロナール）の 2 時間後`): a reading taken `seconds` after a
    /// dose of `medicine`, in minutes within the first hour.
    static func mark(seconds: Int, medicine: String) -> LocalizedText {
        seconds < 3600
            ? .dose(.minutesAfter(minutes: seconds / 60, medicine: medicine))
            : .dose(.hoursAfter(hours: seconds / 3600, medicine: medicine))
    }

    /// `every 6 h, at most 4 in 24 h` (`6 時間ごと、24 時間に 4 回まで`); nil when neither is set.
    static func limits(_ limits: DoseLimits) -> LocalizedText? {
        var parts: [LocalizedText] = []
        if let interval = limits.interval {
            parts.append(.dose(.every(interval: spelled(minutes: interval.minutes))))
        }
        if let maximum = limits.maximumPerDay { parts.append(.dose(.atMost(count: maximum))) }
        return parts.isEmpty ? nil : .listed(parts)
    }

    /// `6 h`, `4 h 30 min`, `45 min` (`6 時間`, `4 時間 30 分`, `45 分`): an interval or a
    /// time that has passed, to the minute.
    static func spelled(minutes total: Int) -> Spelling {
        let hours = total / 60
        let minutes = total % 60
        switch (hours, minutes) {
        case (0, _): return Spelling(en: "\(minutes) min", ja: "\(minutes) 分")
        case (_, 0): return Spelling(en: "\(hours) h", ja: "\(hours) 時間")
        default:
            return Spelling(
                en: "\(hours) h \(minutes) min", ja: "\(hours) 時間 \(minutes) 分")
        }
    }

    /// Why a row of a doses file is not a dose, for people.
    static func problem(_ problem: DoseImport.Problem) -> LocalizedText {
        switch problem {
        case .invalid(let error): return error.text
        case .noTime: return .dose(.rowWithoutTime)
        case .notADose: return .dose(.rowNotADose)
        case .fieldCount(let expected, let found):
            return .importing(.fieldCount(found: "\(found)", expected: "\(expected)"))
        }
    }
}
