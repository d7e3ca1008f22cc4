extension DelimitedFormat {
    /// The columns of `export --doses`, in order. Stable: scripts depend on them, so new ones
    /// only go at the end.
    public static let doseColumns = [
        "date", "time", "who", "medicine", "amount", "fever_reducer", "note", "id", "taken_at",
        "recorded_at",
    ]

    /// Appends the header row of `export --doses`, then the line end.
    public func appendDoseHeader(to output: inout [UInt8]) {
        let separator = self == .tsv ? "\t" : ","
        output.append(contentsOf: DelimitedFormat.doseColumns.joined(separator: separator).utf8)
        appendDoseLineEnd(to: &output)
    }

    /// Appends one row of `export --doses`: the wall-clock date and time of its offset, then
    /// each column; free text neutralised and quoted as readings' rows are.
    public func appendDoseRow(_ dose: Dose, to output: inout [UInt8]) {
        let separator = UInt8(ascii: self == .tsv ? "\t" : ",")
        dose.takenAt.localDate.appendISO(to: &output)
        output.append(separator)
        dose.takenAt.appendTime(to: &output)
        output.append(separator)
        appendField(dose.person.who, to: &output)
        appendField(dose.medicine, to: &output)
        appendField(dose.amount?.text, to: &output)
        output.append(contentsOf: (dose.isFeverReducer ? "true" : "false").utf8)
        output.append(separator)
        appendField(dose.note, to: &output)
        appendField(dose.id, to: &output)
        dose.takenAt.appendRFC3339(to: &output)
        output.append(separator)
        dose.recordedAt.appendRFC3339(to: &output)
        appendDoseLineEnd(to: &output)
    }

    private func appendDoseLineEnd(to output: inout [UInt8]) {
        if self == .excel { output.append(0x0D) }
        output.append(0x0A)
    }
}

extension Dose {
    /// Appends the dose's line as the doses file holds it (`export --doses --jsonl`),
    /// ending in `\n`.
    public func appendLine(to output: inout [UInt8]) {
        output += DoseLine.encode(self)
        output.append(0x0A)
    }
}
