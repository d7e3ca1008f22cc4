import TempLogCore

/// Text as a terminal shows it: how many columns it takes.
enum TerminalText {
    /// Columns `text` takes: East Asian wide characters take two, combining marks none.
    static func width(_ text: String) -> Int {
        // ASCII, a column a byte, is most of what tables show.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        return text.unicodeScalars.reduce(0) { total, scalar in total + width(of: scalar) }
    }

    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    /// `text` padded with spaces to `columns`.
    static func padded(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(text)))
    }
}
