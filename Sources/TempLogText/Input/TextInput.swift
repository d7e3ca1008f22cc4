/// Normalising what people type, cheaply: most input is ASCII and is only trimmed.
package enum TextInput {
    /// `text` with the compatibility forms people type on Japanese keyboards folded (full-width
    /// `３６．５` becomes `36.5`, half-width `ﾊﾅ` becomes `ハナ`, `℃` becomes `°C`, the
    /// ideographic space a space), composed to NFC, and trimmed of whitespace.
    package static func normalized(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return trimmed(text) }
        var folded = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { fold(scalar, into: &folded) }
        return trimmed(String(decoding: String(folded)._nfcCodeUnits, as: UTF8.self))
    }

    /// `text` without leading and trailing whitespace.
    package static func trimmed(_ text: String) -> String {
        // Most text starts and ends with a visible ASCII character: nothing to trim.
        if let first = text.utf8.first, let last = text.utf8.last,
            isVisibleASCII(first), isVisibleASCII(last)
        {
            return text
        }
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    /// Appends what NFKC maps `scalar` to, for the compatibility characters people meet in
    /// typed text; every other scalar is kept as it is.
    private static func fold(_ scalar: Unicode.Scalar, into output: inout String.UnicodeScalarView)
    {
        let value = scalar.value
        switch value {
        case 0xFF01...0xFF5E:
            output.append(Unicode.Scalar(value - 0xFEE0)!)
        case 0xFF5F, 0xFF60:
            output.append(Unicode.Scalar(value - 0xFF5F + 0x2985)!)
        case 0x3000, 0x00A0:
            output.append(" ")
        case 0x2103:
            output.append(contentsOf: "°C".unicodeScalars)
        case 0x2109:
            output.append(contentsOf: "°F".unicodeScalars)
        case 0xFF61...0xFF9F:
            output.append(Unicode.Scalar(halfWidthKatakana[Int(value - 0xFF61)])!)
        case 0xFFE3:
            output.append(contentsOf: " \u{304}".unicodeScalars)
        case 0xFFE0...0xFFE6:
            output.append(Unicode.Scalar(fullWidthSigns[Int(value - 0xFFE0)])!)
        default:
            output.append(scalar)
        }
    }

    /// The full-width forms of U+FF61…U+FF9F; the voiced sound marks become combining marks
    /// that NFC then composes with the kana before them (`ｶﾞ` → `ガ`).
    private static let halfWidthKatakana: [UInt32] = [
        0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9,
        0x30E3, 0x30E5, 0x30E7, 0x30C3, 0x30FC, 0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB,
        0x30AD, 0x30AF, 0x30B1, 0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF, 0x30C1,
        0x30C4, 0x30C6, 0x30C8, 0x30CA, 0x30CB, 0x30CC, 0x30CD, 0x30CE, 0x30CF, 0x30D2, 0x30D5,
        0x30D8, 0x30DB, 0x30DE, 0x30DF, 0x30E0, 0x30E1, 0x30E2, 0x30E4, 0x30E6, 0x30E8, 0x30E9,
        0x30EA, 0x30EB, 0x30EC, 0x30ED, 0x30EF, 0x30F3, 0x3099, 0x309A,
    ]

    /// `￠ ￡ ￢ ￣ ￤ ￥ ￦` (U+FFE0…U+FFE6) as NFKC writes them (U+FFE3 is handled apart).
    private static let fullWidthSigns: [UInt32] = [0xA2, 0xA3, 0xAC, 0, 0xA6, 0xA5, 0x20A9]
}

extension TextInput {
    /// Whether `byte` is a printable ASCII character other than the space.
    package static func isVisibleASCII(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }

    /// Whether every character of `text` is printable ASCII (spaces included): text that needs
    /// no Unicode checks.
    package static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isPrintableASCII)
    }

    /// Whether every byte is printable ASCII (spaces included).
    package static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteChecks.allInRange(ByteView(bytes), 0x20...0x7E)
    }

    /// Whether `scalar` is a control character (general category Cc: U+0000–U+001F and
    /// U+007F–U+009F) or a line or paragraph separator.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// `text` with control characters and bidirectional overrides shown as `?`, so text from a
    /// file or the command line can never move the cursor or recolour a terminal.
    package static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnprintable) else { return text }
        return String(
            String.UnicodeScalarView(text.unicodeScalars.map { isUnprintable($0) ? "?" : $0 }))
    }

    /// `text` as a stored note or name is shown when it breaks the text rules: line breaks,
    /// tabs and line separators become spaces, other control characters and bidirectional
    /// overrides `?`, and the ends are trimmed.
    package static func cleaned(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09...0x0D, 0x85, 0x2028, 0x2029: scalars.append(" ")
            default: scalars.append(isUnprintable(scalar) ? "?" : scalar)
            }
        }
        return trimmed(String(scalars))
    }

    /// A control character or a bidirectional override or isolate (U+202A–U+202E,
    /// U+2066–U+2069), which could make text read as something else (`bidi\u{202E}gnp.exe`).
    package static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }
}
