/// Spreadsheets run a cell that starts with `=`, `+`, `-`, `@`, a tab or a CR as a formula.
/// templog's exports put a `'` before such text — and before text that starts with `'`s and then
/// one of them, so the `'`s a person typed survive the round trip — and imports take it off.
package enum FormulaGuard {
    /// Whether text starting with `bytes` gets a `'` in front of it. Not generic: across
    /// modules the export called a generic one unspecialised, with a type lookup per cell.
    @inlinable
    package static func isNeeded(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
        var text = text
        let isGuarded = text.withUTF8 { bytes in
            bytes.first == UInt8(ascii: "'") && isNeeded(UnsafeBufferPointer(rebasing: bytes[1...]))
        }
        return isGuarded ? String(text.unicodeScalars.dropFirst()) : text
    }
}
