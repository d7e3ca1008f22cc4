/// The kinds of file `import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// templog's `export --csv` (or `--excel`).
    case csv
    /// templog's `export --jsonl`, or another templog store.
    case jsonl
    /// The Health app's `export.xml`.
    case appleHealth = "apple-health"

    /// The format the start of a file shows, whatever its name.
    static func detect(_ start: [UInt8]) -> ImportFormat? {
        var bytes = start[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.firstIndex(where: { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }) else {
            return nil
        }
        let text = String(decoding: bytes[first...], as: UTF8.self)
        if text.hasPrefix("{") { return .jsonl }
        if text.hasPrefix("<") {
            // A real export opens with a long DOCTYPE, which already names HealthData.
            return text.contains("<HealthData") || text.contains("<!DOCTYPE HealthData")
                ? .appleHealth : nil
        }
        let header = text.prefix { $0 != "\n" && $0 != "\r" }
        return header.contains("taken_at")
            && (header.contains("celsius") || header.contains("fahrenheit")) ? .csv : nil
    }
}
