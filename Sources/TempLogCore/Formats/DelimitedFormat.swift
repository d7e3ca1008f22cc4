/// CSV (RFC 4180) and TSV output: one header row, then one row per reading.
public enum DelimitedFormat: Sendable {
    case csv
    case tsv

    /// The columns, in order. Stable: scripts depend on them.
    public static let columns = [
        "date", "time", "celsius", "fahrenheit", "fever", "site", "who", "note", "id", "taken_at",
        "unit", "recorded_at",
    ]

    private var separator: UInt8 { self == .csv ? UInt8(ascii: ",") : 0x09 }

    public func appendHeader(to output: inout [UInt8]) {
        for (index, column) in DelimitedFormat.columns.enumerated() {
            if index > 0 { output.append(separator) }
            output.append(contentsOf: column.utf8)
        }
        output.append(0x0A)
    }

    /// Appends one row; `fever` is the threshold for the `fever` column.
    public func appendRow(_ reading: Reading, fever: Temperature, to output: inout [UInt8]) {
        let taken = reading.takenAt
        let plain = [
            taken.localDate.isoText, taken.timeText, reading.temperature.celsiusText,
            reading.temperature.fahrenheitText, reading.temperature >= fever ? "true" : "false",
        ]
        for cell in plain {
            output.append(contentsOf: cell.utf8)
            output.append(separator)
        }
        for text in [reading.site?.rawValue, reading.who, reading.note, reading.id] {
            appendText(text ?? "", to: &output)
            output.append(separator)
        }
        output.append(contentsOf: taken.rfc3339.utf8)
        output.append(separator)
        output.append(contentsOf: reading.unit.rawValue.utf8)
        output.append(separator)
        output.append(contentsOf: reading.recordedAt.rfc3339.utf8)
        output.append(0x0A)
    }

    /// A free-text cell: neutralised against spreadsheet formulas, then quoted or escaped.
    private func appendText(_ text: String, to output: inout [UInt8]) {
        let bytes = text.utf8
        let neutralise = bytes.first.map { "=+-@\t\r".utf8.contains($0) } ?? false
        switch self {
        case .csv:
            let quote = bytes.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            if quote { output.append(UInt8(ascii: "\"")) }
            if neutralise { output.append(UInt8(ascii: "'")) }
            for byte in bytes {
                if byte == UInt8(ascii: "\"") { output.append(byte) }
                output.append(byte)
            }
            if quote { output.append(UInt8(ascii: "\"")) }
        case .tsv:
            if neutralise { output.append(UInt8(ascii: "'")) }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
                case 0x09: output.append(contentsOf: #"\t"#.utf8)
                case 0x0A: output.append(contentsOf: #"\n"#.utf8)
                case 0x0D: output.append(contentsOf: #"\r"#.utf8)
                default: output.append(byte)
                }
            }
        }
    }
}
