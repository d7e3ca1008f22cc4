/// Doses in time order, and what readings and reports ask of them: a person's doses between
/// two times or on a day, whether a fever reducer was given on a day, how long before a
/// reading the last one was given, and when the interval the user set next allows a dose.
public struct DoseLog: Sendable {
    /// The doses, by `takenAt` (then by id).
    public let doses: [Dose]
    /// Each person's fever reducers, in the doses' order: what the last one before a reading
    /// is looked up in.
    private let feverReducers: [Person: [Dose]]

    /// How long after a fever reducer a reading is marked for people: 8 hours.
    public static let markedSeconds = 8 * 3600
    /// How far back a reading's machine output looks for a fever reducer: 24 hours.
    public static let lookBackSeconds = 24 * 3600

    /// The log of `doses`, in any order.
    public init(_ doses: [Dose] = []) {
        self.doses = doses.sorted(by: DoseLog.order)
        var feverReducers: [Person: [Dose]] = [:]
        for dose in self.doses where dose.isFeverReducer {
            feverReducers[dose.person, default: []].append(dose)
        }
        self.feverReducers = feverReducers
    }

    /// Orders doses by when they were given, then by id.
    static func order(_ lhs: Dose, _ rhs: Dose) -> Bool {
        (lhs.takenAt.secondsSince1970, lhs.id) < (rhs.takenAt.secondsSince1970, rhs.id)
    }

    /// The doses of `person` given from `start` through `end` (both included), in time order.
    public func doses(of person: Person, from start: Timestamp, through end: Timestamp)
        -> [Dose]
    {
        doses.filter { dose in
            dose.person == person && dose.takenAt.secondsSince1970 >= start.secondsSince1970
                && dose.takenAt.secondsSince1970 <= end.secondsSince1970
        }
    }

    /// The doses of `person` (everyone's when nil) given on `day`, as the wall clock of each
    /// dose's own offset reads it, in time order.
    public func doses(of person: Person?, on day: LocalDate) -> [Dose] {
        doses.filter { dose in
            dose.takenAt.localDate == day && person.map { $0 == dose.person } ?? true
        }
    }

    /// Whether a fever reducer was given to `person` on `day`.
    public func feverReducerGiven(to person: Person, on day: LocalDate) -> Bool {
        doses(of: person, on: day).contains(where: \.isFeverReducer)
    }

    /// The last fever reducer given to `person` before `instant`, no more than `within`
    /// seconds before it; nil when there is none. A dose at the same minute as a reading is
    /// not before it: a reading is usually what a fever reducer is given after.
    public func lastFeverReducer(of person: Person, before instant: Timestamp, within: Int)
        -> Dose?
    {
        lastFeverReducer(of: person, before: instant).flatMap { dose in
            instant.secondsSince1970 - dose.takenAt.secondsSince1970 <= within ? dose : nil
        }
    }

    /// The last fever reducer given to `person` before `instant`, however long before, found
    /// by binary search; nil when none was.
    func lastFeverReducer(of person: Person, before instant: Timestamp) -> Dose? {
        guard let given = feverReducers[person] else { return nil }
        let time = instant.secondsSince1970
        // The first dose at or after `time`; the one before it is the last before it.
        var low = 0
        var high = given.count
        while low < high {
            let middle = (low + high) / 2
            if given[middle].takenAt.secondsSince1970 < time {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low == 0 ? nil : given[low - 1]
    }

    /// The fever reducer a reading is marked after for people: the last given to its person
    /// within 8 hours before it (`markedSeconds`); nil when none was.
    public func feverReducerMarked(before reading: Reading) -> Dose? {
        lastFeverReducer(of: reading.person, before: reading.takenAt, within: DoseLog.markedSeconds)
    }

    /// The fever reducer `dose` is, and the latest dose of it under another name given to the
    /// same person in the 24 hours before (paracetamol as カロナール, then as アンヒバ坐剤); nil
    /// when there is none.
    public func sameIngredient(as dose: Dose) -> (reducer: FeverReducer, earlier: Dose)? {
        guard let reducer = FeverReducer.named(dose.medicine) else { return nil }
        let time = dose.takenAt.secondsSince1970
        let earlier = doses.last { other in
            other.person == dose.person && other.id != dose.id
                && (time - DoseLog.lookBackSeconds...time).contains(other.takenAt.secondsSince1970)
                && !other.isSameMedicine(as: dose.medicine)
                && FeverReducer.named(other.medicine) == reducer
        }
        return earlier.map { (reducer, $0) }
    }

    /// The tenths of an hour (rounded) since `person` was last given a fever reducer, when
    /// that was before `instant` and within the previous 24 hours. Nil otherwise.
    public func feverReducerTenths(of person: Person, at instant: Timestamp) -> Int? {
        guard
            let dose = lastFeverReducer(
                of: person, before: instant, within: DoseLog.lookBackSeconds)
        else { return nil }
        let seconds = instant.secondsSince1970 - dose.takenAt.secondsSince1970
        return (seconds + 180) / 360
    }

    /// `feverReducerTenths(of:at:)` of the reading's person when it was taken: the
    /// `fever_reducer_hours` of its machine output.
    public func feverReducerTenths(for reading: Reading) -> Int? {
        guard !feverReducers.isEmpty else { return nil }
        return feverReducerTenths(of: reading.person, at: reading.takenAt)
    }

    /// The interval and the most doses a day the user last set for `person` and `medicine`,
    /// each from the latest dose (at or before `instant`) that set it.
    public func limits(of person: Person, medicine: String, before instant: Timestamp? = nil)
        -> DoseLimits
    {
        var limits = DoseLimits()
        for dose in doses.reversed()
        where dose.person == person && dose.isSameMedicine(as: medicine)
            && instant.map({ dose.takenAt.secondsSince1970 <= $0.secondsSince1970 }) ?? true
        {
            if limits.interval == nil { limits.interval = dose.interval }
            if limits.maximumPerDay == nil { limits.maximumPerDay = dose.maximumPerDay }
            if limits.interval != nil, limits.maximumPerDay != nil { break }
        }
        return limits
    }

    /// When the limits the user set for `person` and `medicine` next allow a dose, counting
    /// the doses given at or before `instant`, and the last of them; nil when no limit is set
    /// or there is no dose before.
    public func nextAllowed(of medicine: String, to person: Person, after instant: Timestamp)
        -> NextDose?
    {
        nextAllowed(
            of: medicine, to: person, after: instant,
            limits: limits(of: person, medicine: medicine, before: instant))
    }

    /// As `nextAllowed(of:to:after:)`, with `limits` in place of those the doses set.
    func nextAllowed(
        of medicine: String, to person: Person, after instant: Timestamp, limits: DoseLimits
    ) -> NextDose? {
        let time = instant.secondsSince1970
        let earlier = doses.filter { dose in
            dose.person == person && dose.isSameMedicine(as: medicine)
                && dose.takenAt.secondsSince1970 <= time
        }
        guard let last = earlier.last, !limits.isEmpty else { return nil }
        func stamp(_ seconds: Int) -> Timestamp {
            Timestamp(secondsSince1970: seconds, utcOffsetSeconds: last.takenAt.utcOffsetSeconds)
        }
        var countReached: CountReached?
        if let maximum = limits.maximumPerDay {
            let window = earlier.filter {
                $0.takenAt.secondsSince1970 > time - DoseLog.lookBackSeconds
            }
            // A dose is allowed once fewer than `maximum` doses are left in the 24 hours
            // before it.
            if window.count >= maximum {
                countReached = CountReached(
                    doses: window.count, maximum: maximum,
                    end: stamp(
                        window[window.count - maximum].takenAt.secondsSince1970
                            + DoseLog.lookBackSeconds))
            }
        }
        return NextDose(
            last: last,
            intervalEnd: limits.interval.map { stamp(last.takenAt.secondsSince1970 + $0.seconds) },
            countReached: countReached)
    }
}

/// The limits the user set for a person's medicine: the least time between two doses and the
/// most doses in 24 hours.
public struct DoseLimits: Equatable, Sendable {
    /// `--every`; nil when never set.
    public var interval: DoseInterval?
    /// `--max`; nil when never set.
    public var maximumPerDay: Int?

    /// Whether neither is set.
    public var isEmpty: Bool { interval == nil && maximumPerDay == nil }
}
