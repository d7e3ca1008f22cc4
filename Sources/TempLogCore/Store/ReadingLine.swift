import TempLogJSON

/// One reading as one line of JSON: the store's format, and `--json`/`--jsonl` output.
///
/// Keys in this order: `id`, `takenAt`, `celsius`, `unit`, `recordedAt`, then `site`, `who`,
/// `note`, `symptoms`, `kind` (for basal readings) and `disturbed` when present. Decoding
/// accepts any key order and ignores unknown keys.
package enum ReadingLine {
    /// The line for `reading`, ending in `\n`.
    package static func encode(_ reading: Reading) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(160)
        encode(reading, into: &line)
        return line
    }

    /// Appends the line for `reading` as machine output gives it: the store's line, with
    /// `"feverReducerHours"` last (hours to one decimal since the person's last fever reducer
    /// within the previous 24 hours, by `doses`) when there is one.
    public static func encode(_ reading: Reading, doses: DoseLog, into output: inout [UInt8]) {
        encode(reading, into: &output)
        guard let tenths = doses.feverReducerTenths(for: reading) else { return }
        output.removeLast(2)
        output.append(#","feverReducerHours":"#)
        output.appendDecimal(tenths, fractionDigits: 1)
        output.append("}\n")
    }

    /// Appends the line for `reading`, ending in `\n`, to `output`.
    package static func encode(_ reading: Reading, into output: inout [UInt8]) {
        output.append(#"{"id":"#)
        appendJSONString(reading.id, to: &output)
        output.append(#","takenAt":""#)
        reading.takenAt.appendRFC3339(to: &output)
        output.append(#"","celsius":"#)
        reading.temperature.appendStored(to: &output)
        output.append(#","unit":""#)
        output.append(contentsOf: reading.unit.rawValue.utf8)
        output.append(#"","recordedAt":""#)
        reading.recordedAt.appendRFC3339(to: &output)
        output.append(UInt8(ascii: "\""))
        if let site = reading.site {
            output.append(#","site":"#)
            appendJSONString(site.rawValue, to: &output)
        }
        if let who = reading.person.who {
            output.append(#","who":"#)
            appendJSONString(who, to: &output)
        }
        if let note = reading.note {
            output.append(#","note":"#)
            appendJSONString(note, to: &output)
        }
        if let symptoms = reading.symptoms {
            output.append(#","symptoms":"#)
            appendJSONArray(symptoms, to: &output)
        }
        if reading.kind != .body {
            output.append(#","kind":"#)
            appendJSONString(reading.kind.rawValue, to: &output)
        }
        if let disturbance = reading.disturbance {
            output.append(#","disturbed":"#)
            appendJSONString(disturbance.rawValue, to: &output)
        }
        output.append(contentsOf: "}\n".utf8)
    }

    /// The reading on one line (without its `\n`), or nil when the line is not exactly one
    /// JSON object (RFC 8259, strictly) holding a valid reading (see `ReadingFields`).
    package static func decode(_ line: UnsafeBufferPointer<UInt8>) -> Reading? {
        withFields(of: line) { $0?.decoded()?.reading }
    }

    /// The line for `reading`, once the store's own reader reads it back as the same reading
    /// with no text to clean; else the first field it would not read back as it is (a value
    /// the valid-reading definition refuses, text it would clean, symptoms out of order).
    /// Every line templog writes passes this check first, so that no app can write a line that
    /// templog then reports as malformed or shows otherwise.
    static func checkedLine(for reading: Reading) -> (line: [UInt8], unstorable: ReadingField?) {
        let line = encode(reading)
        let unstorable = line.dropLast().withUnsafeBufferPointer { bytes -> ReadingField? in
            guard let decoded = decodeNotingText(bytes) else {
                switch problem(in: bytes) {
                case .missingKey(let field), .invalidValue(let field): return field
                case .notJSONObject, nil: return .id
                }
            }
            if let text = decoded.textProblems.first { return text == .who ? .who : .note }
            return decoded.reading.firstDifference(from: reading)
        }
        return (line, unstorable)
    }

    /// The line for `reading` (see `checkedLine(for:)`), or the error that refuses it: the
    /// store at `path` would not read its `field` back as it is.
    static func line(for reading: Reading, in path: String) throws(StoreError) -> [UInt8] {
        let checked = checkedLine(for: reading)
        if let field = checked.unstorable {
            throw StoreError.notStorable(path: path, key: field.rawValue)
        }
        return checked.line
    }

    /// The reading on one line, as `decode(_:)` reads it, with the keys whose free text breaks
    /// the text rules (the reading shows it cleaned).
    static func decodeNotingText(_ line: UnsafeBufferPointer<UInt8>) -> (
        reading: Reading, textProblems: [TextProblem.Kind]
    )? {
        withFields(of: line) { $0?.decoded() }
    }

    /// When one line holds a reading, as `decode(_:)` reads it, the time it was taken; the
    /// reading itself is not made.
    static func takenAt(_ line: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        withFields(of: line) { $0?.readingTakenAt }
    }

    /// Why a line is not a valid reading; nil when it is one.
    static func problem(in line: UnsafeBufferPointer<UInt8>) -> LineProblem? {
        withFields(of: line) { fields in
            guard let fields else { return .notJSONObject }
            return fields.problem()
        }
    }

    /// Calls `body` with the line's members as the definition of a valid reading reads them,
    /// or nil when the line is not exactly one JSON object: the strict scanner
    /// (`JSONLine.scanObject`) reads every line, expecting the keys in the order `encode`
    /// writes them, and the fields' text is valid only during the call.
    private static func withFields<Result>(
        of line: UnsafeBufferPointer<UInt8>, _ body: (ReadingFields?) -> Result
    ) -> Result {
        var fields = ReadingFields()
        return JSONLine.scanObject(
            line, expecting: ReadingKey.expected,
            { key, expected, value in
                fields.set(expected.map { ReadingKey.inLineOrder[$0] } ?? ReadingKey(key), value)
            },
            finish: { isObject in body(isObject ? fields : nil) })
    }

    /// `["cough","headache"]`.
    static func appendJSONArray(_ symptoms: [Symptom], to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        for (index, symptom) in symptoms.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            appendJSONString(symptom.rawValue, to: &output)
        }
        output.append(UInt8(ascii: "]"))
    }

    static func appendJSONString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0xF))
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// The line for `reading` that replaces `line` (a store line, with or without its `\n`):
    /// the keys templog reads as `encode(_:)` writes them, then every other member of the old
    /// line as it was, so what a newer version wrote survives an update.
    static func updating(_ line: [UInt8], to reading: Reading) -> [UInt8] {
        var output = encode(reading)
        output.removeLast(2)
        let text = line.last == 0x0A ? Array(line.dropLast()) : line
        text.withUnsafeBufferPointer { bytes in
            _ = JSONLine.scanObject(bytes) { key, value in
                guard ReadingKey(key) == .other else { return }
                output.append(UInt8(ascii: ","))
                appendJSONString(String(decoding: key, as: UTF8.self), to: &output)
                output.append(UInt8(ascii: ":"))
                appendJSONValue(value, to: &output)
            }
        }
        output.append(contentsOf: "}\n".utf8)
        return output
    }

    /// Appends a member's value as JSON.
    static func appendJSONValue(_ value: JSONMemberValue, to output: inout [UInt8]) {
        switch value {
        case .string(let text):
            appendJSONString(String(decoding: text, as: UTF8.self), to: &output)
        case .number(let number): output.append(contentsOf: number.text)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: output.append("null")
        case .composite(let text): output.append(contentsOf: text)
        }
    }

    /// `line` (without its `\n`) with the string values of some keys replaced (a nil value
    /// removes the member) and every other member kept, unknown keys included; nil when the
    /// line is not a JSON object.
    static func replacing(
        _ replacements: [ReadingKey: String?], in line: UnsafeBufferPointer<UInt8>
    ) -> [UInt8]? {
        var output: [UInt8] = [UInt8(ascii: "{")]
        let isObject = JSONLine.scanObject(line) { key, value in
            let replacement = replacements[ReadingKey(key)]
            if case .some(.none) = replacement { return }
            if output.count > 1 { output.append(UInt8(ascii: ",")) }
            let name = String(decoding: key, as: UTF8.self)
            appendJSONString(name, to: &output)
            output.append(UInt8(ascii: ":"))
            if case .some(.some(let replacement)) = replacement {
                appendJSONString(replacement, to: &output)
            } else {
                appendJSONValue(value, to: &output)
            }
        }
        guard isObject else { return nil }
        output.append(UInt8(ascii: "}"))
        return output
    }
}
