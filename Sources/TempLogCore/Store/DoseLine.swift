import TempLogJSON

/// One line of the doses file beside the store (`<store>.doses`):
/// `{"id":"3f9a2c1b4d5e","takenAt":"2026-11-30T15:00:00+09:00","medicine":"カロナール",
/// "amount":"200mg","who":"hana","recordedAt":"2026-11-30T15:02:00+09:00"}`.
///
/// `id` is 12 lowercase hex digits; `takenAt` and `recordedAt` are RFC 3339 with the UTC
/// offset of the time; `medicine` is a name `templog dose` takes, as it stores it. Optional,
/// `null` or absent when not given: `amount` (`200mg`, `1錠`, `2 tablets`), `who` (a valid
/// name, not `me`), `note` (one line), `feverReducer` (`true` when `--fever-reducer` marked
/// it), `everyMinutes` (the interval set with it, 1 to 4320) and `maxPerDay` (1 to 24). Any
/// other key may hold any JSON value; a rewrite keeps every line as it was written.
enum DoseLine {
    /// The line for `dose`, without its `\n`.
    static func encode(_ dose: Dose) -> [UInt8] {
        var line: [UInt8] = []
        line.append(#"{"id":"#)
        ReadingLine.appendJSONString(dose.id, to: &line)
        line.append(#","takenAt":""#)
        dose.takenAt.appendRFC3339(to: &line)
        line.append(#"","medicine":"#)
        ReadingLine.appendJSONString(dose.medicine, to: &line)
        if let amount = dose.amount {
            line.append(#","amount":"#)
            ReadingLine.appendJSONString(amount.text, to: &line)
        }
        if let who = dose.person.who {
            line.append(#","who":"#)
            ReadingLine.appendJSONString(who, to: &line)
        }
        if let note = dose.note {
            line.append(#","note":"#)
            ReadingLine.appendJSONString(note, to: &line)
        }
        if dose.isMarkedFeverReducer { line.append(#","feverReducer":true"#) }
        if let interval = dose.interval {
            line.append(#","everyMinutes":"#)
            line.append(contentsOf: String(interval.minutes).utf8)
        }
        if let maximum = dose.maximumPerDay {
            line.append(#","maxPerDay":"#)
            line.append(contentsOf: String(maximum).utf8)
        }
        line.append(#","recordedAt":""#)
        dose.recordedAt.appendRFC3339(to: &line)
        line.append(#""}"#)
        return line
    }

    /// The dose on one line (without its `\n`); nil when the line is not one.
    static func decode(_ line: UnsafeBufferPointer<UInt8>) -> Dose? {
        var fields = Fields()
        guard JSONLine.scanObject(line, { key, value in fields.set(key, value) }) else {
            return nil
        }
        return fields.dose()
    }

    /// `bytes` (a line without its `\n`) decoded.
    static func decode(_ bytes: [UInt8]) -> Dose? {
        bytes.withUnsafeBufferPointer { decode($0) }
    }

    /// The key of `dose` that its line (`bytes`, without its `\n`) would not give back as it
    /// is; nil when it reads back the same.
    static func unstorableKey(of dose: Dose, in bytes: [UInt8]) -> String? {
        var fields = Fields()
        _ = bytes.withUnsafeBufferPointer { line in
            JSONLine.scanObject(line) { key, value in fields.set(key, value) }
        }
        guard let back = fields.dose() else { return fields.refusedKey() ?? "id" }
        let same: [(key: String, isSame: Bool)] = [
            ("id", back.id == dose.id), ("takenAt", back.takenAt == dose.takenAt),
            ("medicine", back.medicine == dose.medicine), ("amount", back.amount == dose.amount),
            ("who", back.person.who == dose.person.who), ("note", back.note == dose.note),
            ("feverReducer", back.isMarkedFeverReducer == dose.isMarkedFeverReducer),
            ("everyMinutes", back.interval == dose.interval),
            ("maxPerDay", back.maximumPerDay == dose.maximumPerDay),
            ("recordedAt", back.recordedAt == dose.recordedAt),
        ]
        return same.first { !$0.isSame }?.key
    }

    /// The members of a dose line, read as they come.
    private struct Fields {
        var id: String?
        var takenAt: Timestamp?
        var recordedAt: Timestamp?
        var medicine: String?
        var amount: String?
        var who: String?
        var note: String?
        var isMarkedFeverReducer = false
        var everyMinutes: Int?
        var maximumPerDay: Int?
        /// The first known key whose value is of another JSON type than it takes.
        var refused: String?

        mutating func set(_ key: UnsafeBufferPointer<UInt8>, _ value: JSONMemberValue) {
            let text: String?
            switch value {
            case .string(let bytes): text = String(decoding: bytes, as: UTF8.self)
            default: text = nil
            }
            switch (String(decoding: key, as: UTF8.self), value) {
            case ("id", .string): id = text
            case ("takenAt", .string(let bytes)): takenAt = Timestamp.parse(rfc3339: bytes)
            case ("recordedAt", .string(let bytes)):
                recordedAt = Timestamp.parse(rfc3339: bytes)
            case ("medicine", .string): medicine = text
            case ("amount", .string): amount = text
            case ("who", .string): who = text
            case ("note", .string): note = text
            case ("feverReducer", .bool(let flag)): isMarkedFeverReducer = flag
            case ("everyMinutes", .number(let number)): everyMinutes = number.scaled(decimals: 0)
            case ("maxPerDay", .number(let number)): maximumPerDay = number.scaled(decimals: 0)
            case ("amount", .null), ("who", .null), ("note", .null), ("feverReducer", .null),
                ("everyMinutes", .null), ("maxPerDay", .null):
                break
            case ("id", _), ("takenAt", _), ("recordedAt", _), ("medicine", _), ("amount", _),
                ("who", _), ("note", _), ("feverReducer", _), ("everyMinutes", _),
                ("maxPerDay", _):
                refused = refused ?? String(decoding: key, as: UTF8.self)
            default:
                break
            }
        }

        /// The first key whose member does not hold what `templog dose` stores; nil when every
        /// one does.
        func refusedKey() -> String? {
            if let refused { return refused }
            let checks: [(key: String, isStored: Bool)] = [
                ("id", id.map(Reading.isTemplogID) ?? false),
                ("takenAt", takenAt?.isStorable ?? false),
                ("medicine", medicine.map { (try? DoseInput.medicine($0)) == $0 } ?? false),
                ("amount", amount.map { (try? DoseInput.anyAmount($0))?.text == $0 } ?? true),
                ("who", who.map(NameInput.isStoredName) ?? true),
                ("note", note.map { (try? NoteInput.parse($0)) == $0 } ?? true),
                (
                    "everyMinutes",
                    everyMinutes.map { (1...DoseInterval.maximumMinutes).contains($0) } ?? true
                ),
                (
                    "maxPerDay",
                    maximumPerDay.map { (1...DoseInput.maximumPerDay).contains($0) } ?? true
                ),
                ("recordedAt", recordedAt != nil),
            ]
            return checks.first { !$0.isStored }?.key
        }

        /// The dose, when every member holds what `templog dose` stores.
        func dose() -> Dose? {
            guard refusedKey() == nil, let id, let takenAt, let recordedAt, let medicine else {
                return nil
            }
            return Dose(
                id: id, takenAt: takenAt, medicine: medicine,
                amount: amount.flatMap { try? DoseInput.anyAmount($0) }, person: Person(who: who),
                note: note, isMarkedFeverReducer: isMarkedFeverReducer,
                interval: everyMinutes.map(DoseInterval.init(minutes:)),
                maximumPerDay: maximumPerDay, recordedAt: recordedAt)
        }
    }
}
