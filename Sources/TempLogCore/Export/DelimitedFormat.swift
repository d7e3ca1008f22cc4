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
        "unit", "recorded_at", "symptoms", "kind", "fever_threshold_celsius",
        "fever_reducer_hours",
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
    /// `fever_threshold_celsius` columns, the reading's person's, and `doses` the hours since
    /// their last fever reducer of `fever_reducer_hours`.
    public func appendRow(
        _ reading: Reading, fevers: FeverThresholds, doses: DoseLog, to output: inout [UInt8]
    ) {
        reading.withView { appendRow($0, fevers: fevers, doses: doses, to: &output) }
    }

    /// Appends the row of the reading `view` shows, as `appendRow(_:fevers:doses:to:)` does.
    func appendRow(
        _ view: ReadingView, fevers: FeverThresholds, doses: DoseLog, to output: inout [UInt8]
    ) {
        // The row is written whole into a buffer and appended once. Free text takes at most
        // twice its bytes (doubled quotes, TSV escapes) and 3 more (quotes and a `'`); the
        // rest of the row is under 200 bytes.
        let textBytes = view.id.count + (view.who?.count ?? 0) + (view.note?.count ?? 0)
        let symptomBytes = view.symptoms?.reduce(0) { $0 + $1.rawValue.utf8.count + 1 } ?? 0
        output.appendWritten(capacity: 2 * textBytes + symptomBytes + 256) { writer in
            writeRow(
                view, fever: fevers.threshold(forWho: view.who),
                feverReducerTenths: doses.feverReducerTenths(ofWhoUTF8: view.who, at: view.takenAt),
                to: &writer)
        }
    }

    private func writeRow(
        _ view: ReadingView, fever: FeverThreshold, feverReducerTenths: Int?,
        to writer: inout FixedWriter
    ) {
        let taken = view.takenAt
        if let text = view.takenAtText {
            // templog's own form: the date and time are copied from it.
            writer.bytes(UnsafeBufferPointer(rebasing: text[0..<10]))
            writer.byte(separator)
            writer.bytes(UnsafeBufferPointer(rebasing: text[11..<16]))
        } else {
            let wallClock = taken.wallClock
            wallClock.date.write(to: &writer)
            writer.byte(separator)
            Timestamp.writeTime(wallClock.second, to: &writer)
        }
        writer.byte(separator)
        // Basal readings keep the hundredths their thermometers give; they are never a fever.
        let decimals = view.kind == .basal ? 2 : 1
        view.temperature.writeText(in: .celsius, decimals: decimals, to: &writer)
        writer.byte(separator)
        view.temperature.writeText(in: .fahrenheit, decimals: decimals, to: &writer)
        writer.byte(separator)
        if view.isFever(fever) {
            writer.text("true")
        } else {
            writer.text("false")
        }
        writer.byte(separator)
        if let site = view.site {
            var name = site.rawValue
            name.withUTF8 { writeField($0, to: &writer) }
        } else {
            writer.byte(separator)
        }
        writeField(view.who, to: &writer)
        writeField(view.note, to: &writer)
        writeField(view.id, to: &writer)
        writeRFC3339(taken, text: view.takenAtText, to: &writer)
        writer.byte(separator)
        writer.byte(view.unit == .celsius ? UInt8(ascii: "C") : UInt8(ascii: "F"))
        writer.byte(separator)
        writeRFC3339(view.recordedAt, text: view.recordedAtText, to: &writer)
        writer.byte(separator)
        if let symptoms = view.symptoms {
            for (index, symptom) in symptoms.enumerated() {
                if index > 0 { writer.byte(UInt8(ascii: ";")) }
                var name = symptom.rawValue
                name.withUTF8 { writer.bytes($0) }
            }
        }
        writer.byte(separator)
        if view.kind == .basal { writer.text("basal") } else { writer.text("body") }
        writer.byte(separator)
        fever.temperature.writeStored(to: &writer)
        writer.byte(separator)
        if let feverReducerTenths { writer.decimal(feverReducerTenths, fractionDigits: 1) }
        if self == .excel { writer.byte(0x0D) }
        writer.byte(0x0A)
    }

    /// Writes `timestamp` in RFC 3339, copying `text` when it is given (the same bytes).
    private func writeRFC3339(
        _ timestamp: Timestamp, text: UnsafeBufferPointer<UInt8>?, to writer: inout FixedWriter
    ) {
        if let text {
            writer.bytes(text)
        } else {
            timestamp.writeRFC3339(wallClock: timestamp.wallClock, to: &writer)
        }
    }

    /// A free-text cell and its separator: neutralised against spreadsheet formulas, then
    /// quoted (CSV) or escaped (TSV).
    func appendField(_ text: String?, to output: inout [UInt8]) {
        output.appendWritten(capacity: 2 * (text?.utf8.count ?? 0) + 4) { writer in
            writeField(text, to: &writer)
        }
    }

    /// Writes what `appendField(_:to:)` appends.
    private func writeField(_ text: String?, to writer: inout FixedWriter) {
        guard var text else { return writer.byte(separator) }
        text.withUTF8 { writeField($0, to: &writer) }
    }

    /// Writes a free-text cell (UTF-8) and its separator: at most twice the text's bytes and
    /// 4 more.
    private func writeField(_ bytes: UnsafeBufferPointer<UInt8>?, to writer: inout FixedWriter) {
        defer { writer.byte(separator) }
        guard let bytes else { return }
        let neutralise = FormulaGuard.isNeeded(bytes)
        switch self {
        case .csv, .excel:
            let quote = bytes.contains { byte in
                byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0A
                    || byte == 0x0D
            }
            if quote { writer.byte(UInt8(ascii: "\"")) }
            if neutralise { writer.byte(UInt8(ascii: "'")) }
            if quote {
                for byte in bytes {
                    if byte == UInt8(ascii: "\"") { writer.byte(byte) }
                    writer.byte(byte)
                }
                writer.byte(UInt8(ascii: "\""))
            } else {
                writer.bytes(bytes)
            }
        case .tsv:
            if neutralise { writer.byte(UInt8(ascii: "'")) }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\\"): writer.text(#"\\"#)
                case 0x09: writer.text(#"\t"#)
                case 0x0A: writer.text(#"\n"#)
                case 0x0D: writer.text(#"\r"#)
                default: writer.byte(byte)
                }
            }
        }
    }

    /// `cough;headache`: symptoms in one cell, `;` between them (no quoting needed).
    static func appendCell(_ symptoms: [Symptom], to output: inout [UInt8]) {
        output.append(contentsOf: symptoms.map(\.rawValue).joined(separator: ";").utf8)
    }
}
