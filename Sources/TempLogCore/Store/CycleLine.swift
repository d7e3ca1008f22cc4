import TempLogJSON

/// One line of the cycles file beside the store (`<store>.cycles`): `{"cycleStart":"2026-11-01"}`,
/// with `"who":"hana"` when the cycle is not the owner's.
///
/// `cycleStart` is a `YYYY-MM-DD` day; `who`, when present and not `null`, a valid name (not
/// `me`; 本人, あなた and 自分 as earlier versions wrote them). Any other key may hold any JSON
/// value; a rewrite keeps every line as it was written.
enum CycleLine {
    /// The line for `start`, ending in `\n`.
    static func encode(_ start: CycleStart) -> [UInt8] {
        var line: [UInt8] = []
        line.append(#"{"cycleStart":""#)
        start.day.appendISO(to: &line)
        line.append(UInt8(ascii: "\""))
        if let who = start.person.who {
            line.append(#","who":"#)
            ReadingLine.appendJSONString(who, to: &line)
        }
        line.append("}\n")
        return line
    }

    /// The cycle start on one line (without its `\n`); nil when the line is not one.
    static func decode(_ line: UnsafeBufferPointer<UInt8>) -> CycleStart? {
        var day: LocalDate?
        var who: String?
        var isValid = true
        let isObject = JSONLine.scanObject(line) { key, value in
            switch (String(decoding: key, as: UTF8.self), value) {
            case ("cycleStart", .string(let text)):
                day = LocalDate.parse(iso: Substring(String(decoding: text, as: UTF8.self)))
                if day == nil { isValid = false }
            case ("cycleStart", _): isValid = false
            case ("who", .null): who = nil
            case ("who", .string(let text)): who = String(decoding: text, as: UTF8.self)
            case ("who", _): isValid = false
            default: break
            }
        }
        guard isObject, isValid, let day else { return nil }
        if let who, !NameInput.isStoredName(who) { return nil }
        return CycleStart(day: day, person: Person(who: who))
    }

    /// The key of `start` that its line (`bytes`, without its `\n`) would not give back as it
    /// is: `who` for a name that is not one, `cycleStart` for a day a line cannot hold; nil
    /// when it reads back the same.
    static func unstorableKey(of start: CycleStart, in bytes: [UInt8]) -> String? {
        guard let decoded = decode(bytes) else {
            return start.person.who.map(NameInput.isStoredName) == false ? "who" : "cycleStart"
        }
        if decoded.day != start.day { return "cycleStart" }
        return decoded.person.who == start.person.who ? nil : "who"
    }

    /// `bytes` (a line without its `\n`) decoded.
    static func decode(_ bytes: [UInt8]) -> CycleStart? {
        bytes.withUnsafeBufferPointer { decode($0) }
    }
}
