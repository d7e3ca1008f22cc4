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
        if let who = dose.who {
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
        var isValid = true

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
                isValid = false
            default:
                break
            }
        }

        /// The dose, when every member holds what `templog dose` stores.
        func dose() -> Dose? {
            guard isValid, let id, Reading.isTemplogID(id), let takenAt, takenAt.isStorable,
                let recordedAt, let medicine, (try? DoseInput.medicine(medicine)) == medicine
            else { return nil }
            var parsedAmount: DoseAmount?
            if let amount {
                guard let parsed = try? DoseInput.amount(amount), parsed.text == amount else {
                    return nil
                }
                parsedAmount = parsed
            }
            if let who, !NameInput.isStoredName(who) { return nil }
            if let note, (try? NoteInput.parse(note)) != note { return nil }
            if let everyMinutes, !(1...DoseInterval.maximumMinutes).contains(everyMinutes) {
                return nil
            }
            if let maximumPerDay, !(1...DoseInput.maximumPerDay).contains(maximumPerDay) {
                return nil
            }
            return Dose(
                id: id, takenAt: takenAt, medicine: medicine, amount: parsedAmount, who: who,
                note: note, isMarkedFeverReducer: isMarkedFeverReducer,
                interval: everyMinutes.map(DoseInterval.init(minutes:)),
                maximumPerDay: maximumPerDay, recordedAt: recordedAt)
        }
    }
}
