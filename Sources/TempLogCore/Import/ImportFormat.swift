import TempLogText

/// The kinds of file `import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// Comma-, semicolon- or tab-separated values with a header row: templog's own exports
    /// and any reasonable spreadsheet's.
    case csv
    /// templog's `export --jsonl`, or another templog store.
    case jsonl
    /// The Health app's `export.xml`.
    case appleHealth = "apple-health"

    /// The format the start of a file shows, whatever its name: a `{` opens JSON Lines, an
    /// XML document naming `HealthData` is a Health export, and any other UTF-8 text is read
    /// as a delimited file (its header then decides whether it can be imported).
    static func detect(_ start: [UInt8]) -> ImportFormat? {
        var bytes = start[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.firstIndex(where: { ![0x20, 0x09, 0x0D, 0x0A].contains($0) })
        else { return nil }
        let text = String(decoding: bytes[first...], as: UTF8.self)
        if text.hasPrefix("{") { return .jsonl }
        if text.hasPrefix("<") {
            // A real export opens with a long DOCTYPE, which already names HealthData.
            return text.contains("<HealthData") || text.contains("<!DOCTYPE HealthData")
                ? .appleHealth : nil
        }
        let firstLine = bytes[first...].prefix { $0 != 0x0A }
        let isText =
            firstLine.withContiguousStorageIfAvailable { validatedString($0) != nil } ?? false
        return isText && !firstLine.contains(0) ? .csv : nil
    }
}

/// How the text of a delimited file is encoded: UTF-8, or CP932 (Shift_JIS), which Japanese
/// Excel writes for "CSV (comma delimited)".
public enum ImportEncoding: String, CaseIterable, Sendable {
    /// UTF-8, with or without a byte-order mark.
    case utf8 = "utf-8"
    /// Windows code page 932 (Shift_JIS).
    case cp932
}

/// How a delimited file was read: its separator and which column holds what, as `--dry-run`
/// shows it.
package struct DelimitedLayout: Equatable, Sendable {
    /// `,`, `;` or a tab.
    package let delimiter: Character
    /// Whether text uses templog's `--tsv` escapes (`\t`, `\n`) rather than quotes.
    package let usesBackslashEscapes: Bool
    /// Which column plays which role.
    package let mapping: HeaderMapping
}
