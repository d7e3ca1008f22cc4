/// A new reading as it was given — typed by a person or read from an import row — before it
/// is made a `Reading`: the one place where a new reading is validated and completed.
public struct ReadingDraft: Sendable {
    /// The temperature, already read from its text.
    public var temperature: Temperature
    /// The unit it was given in.
    public var unit: TemperatureUnit
    /// When it was taken.
    public var takenAt: Timestamp
    /// Where on the body it was taken, if given.
    public var site: Site?
    /// Whose reading it is. A name is taken as given and checked as `--who` checks it; a name
    /// that is a word for the owner (`me`, 本人) is the owner.
    public var person: Person
    /// The note as given; an empty note is no note.
    public var note: String?
    /// An id to keep (from another templog store); a new one is made when it is nil or not in
    /// templog's form (12 lowercase hex digits).
    public var id: String?
    /// When it was entered, if known (an import); else now.
    public var recordedAt: Timestamp?
    /// The symptoms ticked, if any were asked.
    public var symptoms: [Symptom]?
    /// Body or basal temperature.
    public var kind: ReadingKind
    /// Why a basal reading may not show the cycle's resting temperature, when it was marked.
    public var disturbance: Disturbance?

    /// A draft of a reading taken at `takenAt`.
    public init(
        temperature: Temperature, unit: TemperatureUnit, takenAt: Timestamp, site: Site? = nil,
        person: Person = .owner, note: String? = nil, id: String? = nil,
        recordedAt: Timestamp? = nil,
        symptoms: [Symptom]? = nil, kind: ReadingKind = .body, disturbance: Disturbance? = nil
    ) {
        self.temperature = temperature
        self.unit = unit
        self.takenAt = takenAt
        self.site = site
        self.person = person
        self.note = note
        self.id = id
        self.recordedAt = recordedAt
        self.symptoms = symptoms
        self.kind = kind
        self.disturbance = disturbance
    }

    /// The reading, once every field validates: a time no later than now (with the clock
    /// tolerance) that a store line can hold, a valid name and note, a disturbance only on a
    /// basal reading; a new id and `recordedAt` = now where the draft has none; symptoms in the
    /// list's order. Last, the reading is held to the one valid-reading definition by reading
    /// back its store line (see `ReadingLine.checkedLine(for:)`): a temperature out of range or
    /// a symptom given twice is refused.
    public func reading(in context: TimeContext) throws(InputError) -> Reading {
        try Self.check(takenAt, in: context)
        if let disturbance, kind != .basal { throw InputError.disturbedBodyReading(disturbance) }
        var generator = SystemRandomNumberGenerator()
        let keptID = id.flatMap { Reading.isTemplogID($0) ? $0 : nil }
        let reading = Reading(
            id: keptID ?? Reading.makeID(using: &generator),
            takenAt: takenAt, temperature: temperature, unit: unit,
            recordedAt: recordedAt ?? context.nowTimestamp,
            site: site,
            person: try person.who.map(Person.parse) ?? .owner,
            note: try note.map(NoteInput.parse).flatMap { $0.isEmpty ? nil : $0 },
            symptoms: symptoms?.sorted(), kind: kind, disturbance: disturbance
        )
        if let field = ReadingLine.checkedLine(for: reading).unstorable {
            throw InputError.notStorable(field)
        }
        return reading
    }

    /// Refuses a time later than now (with the clock tolerance) or one a store line cannot
    /// hold.
    static func check(_ takenAt: Timestamp, in context: TimeContext) throws(InputError) {
        let limit = context.now + TimeInput.futureToleranceSeconds
        if takenAt.secondsSince1970 > limit || takenAt.localDate.year > 9999 {
            throw InputError.takenInFuture(takenAt)
        }
        if !takenAt.isStorable { throw InputError.timeBefore1970(takenAt.rfc3339) }
    }
}
