/// Spreadsheets run a cell that starts with `=`, `+`, `-`, `@`, a tab or a CR as a formula.
/// templog's exports put a `'` before such text — and before text that starts with `'`s and then
/// one of them, so the `'`s a person typed survive the round trip — and imports take it off.
package enum FormulaGuard {
    /// Whether text starting with `bytes` gets a `'` in front of it.
    @inlinable
    package static func isNeeded(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first(where: { $0 != UInt8(ascii: "'") }) else { return false }
        switch first {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D:
            return true
        default:
            return false
        }
    }

    /// `text` without the `'` an export put in front of it.
    package static func removed(from text: String) -> String {
        guard text.utf8.first == UInt8(ascii: "'"), isNeeded(text.utf8.dropFirst()) else {
            return text
        }
        return String(text.unicodeScalars.dropFirst())
    }
}
