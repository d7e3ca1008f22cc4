import TempLogText

/// CSV (RFC 4180) and TSV output: one header row, then one row per reading.
public enum DelimitedFormat: Sendable {
    case csv
    /// CSV with CRLF line ends, for Excel (the export adds a UTF-8 byte order mark).
    case excel
    case tsv

    /// The columns, in order. Stable: scripts depend on them.
    public static let columns = [
        "date", "time", "celsius", "fahrenheit", "fever", "site", "who", "note", "id", "taken_at",
        "unit", "recorded_at", "symptoms", "kind", "store", "fever_threshold_celsius",
        "fever_reducer_hours", "disturbed",
    ]

    private var separator: UInt8 { self == .tsv ? 0x09 : UInt8(ascii: ",") }

    private func appendLineEnd(to output: inout [UInt8]) {
        if self == .excel { output.append(0x0D) }
        output.append(0x0A)
    }

    /// Appends the header row: the column names, then the line end.
    public func appendHeader(to output: inout [UInt8]) {
        for (index, column) in DelimitedFormat.columns.enumerated() {
            if index > 0 { output.append(separator) }
            output.append(contentsOf: column.utf8)
        }
        appendLineEnd(to: &output)
    }

    /// Appends one row; `fevers` gives the threshold of the `fever` and
    /// `fever_threshold_celsius` columns, the reading's person's; `store` is the identity of the
    /// store the reading is in (its cell is empty when nil), and `doses` gives the hours since
    /// the person's last fever reducer of `fever_reducer_hours`.
    public func appendRow(
        _ reading: Reading, fevers: FeverThresholds, store: StoreIdentity?, doses: DoseLog,
        to output: inout [UInt8]
    ) {
        let fever = fevers.threshold(for: reading)
        let taken = reading.takenAt
        let wallClock = taken.wallClock
        wallClock.date.appendISO(to: &output)
        output.append(separator)
        Timestamp.appendTime(wallClock.second, to: &output)
        output.append(separator)
        // Basal readings keep the hundredths their thermometers give; they are never a fever.
        let decimals = reading.kind == .basal ? 2 : 1
        reading.temperature.appendText(in: .celsius, decimals: decimals, to: &output)
        output.append(separator)
        reading.temperature.appendText(in: .fahrenheit, decimals: decimals, to: &output)
        output.append(separator)
        output.append(reading.isFever(fever) ? "true" : "false")
        output.append(separator)
        appendField(reading.site?.rawValue, to: &output)
        appendField(reading.person.who, to: &output)
        appendField(reading.note, to: &output)
        appendField(reading.id, to: &output)
        taken.appendRFC3339(wallClock: wallClock, to: &output)
        output.append(separator)
        output.append(reading.unit == .celsius ? UInt8(ascii: "C") : UInt8(ascii: "F"))
        output.append(separator)
        reading.recordedAt.appendRFC3339(to: &output)
        output.append(separator)
        if let symptoms = reading.symptoms { Self.appendCell(symptoms, to: &output) }
        output.append(separator)
        output.append(reading.kind == .basal ? "basal" : "body")
        output.append(separator)
        if let store { output.append(utf8: store.id) }
        output.append(separator)
        fever.temperature.appendStored(to: &output)
        output.append(separator)
        if let tenths = doses.feverReducerTenths(for: reading) {
            output.appendDecimal(tenths, fractionDigits: 1)
        }
        output.append(separator)
        if let disturbance = reading.disturbance {
            output.append(utf8: disturbance.rawValue)
        }
        appendLineEnd(to: &output)
    }

    /// Appends a free-text cell and its separator: neutralised against spreadsheet formulas,
    /// then quoted (CSV) or escaped (TSV).
    func appendField(_ text: String?, to output: inout [UInt8]) {
        defer { output.append(separator) }
        guard var text else { return }
        text.withUTF8 { bytes in
            let neutralise = FormulaGuard.isNeeded(bytes)
            switch self {
            case .csv, .excel:
                let quote = bytes.contains { byte in
                    byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0A
                        || byte == 0x0D
                }
                if quote { output.append(UInt8(ascii: "\"")) }
                if neutralise { output.append(UInt8(ascii: "'")) }
                if quote {
                    for byte in bytes {
                        if byte == UInt8(ascii: "\"") { output.append(byte) }
                        output.append(byte)
                    }
                    output.append(UInt8(ascii: "\""))
                } else {
                    output.append(contentsOf: bytes)
                }
            case .tsv:
                if neutralise { output.append(UInt8(ascii: "'")) }
                for byte in bytes {
                    switch byte {
                    case UInt8(ascii: "\\"): output.append(#"\\"#)
                    case 0x09: output.append(#"\t"#)
                    case 0x0A: output.append(#"\n"#)
                    case 0x0D: output.append(#"\r"#)
                    default: output.append(byte)
                    }
                }
            }
        }
    }

    /// `cough;headache`: symptoms in one cell, `;` between them (no quoting needed).
    static func appendCell(_ symptoms: [Symptom], to output: inout [UInt8]) {
        output.append(contentsOf: symptoms.map(\.rawValue).joined(separator: ";").utf8)
    }
}
