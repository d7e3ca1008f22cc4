import TempLogText

/// Text made safe to place in HTML, in an element or a quoted attribute.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, and control
    /// characters and bidirectional overrides shown as `?` (as a terminal shows them), so a
    /// note can never become markup or reorder the page around it. A zero-width space, the
    /// break mark of a Japanese label (after 保護者 in 保護者確認印・サイン), becomes `<wbr>`.
    static func escaped(_ text: String) -> String {
        let printable = TextInput.printable(text)
        // Most text (a time, a temperature, a note) has nothing to escape: kept as it is. The
        // zero-width space's UTF-8 starts with 0xE2.
        guard
            printable.utf8.contains(where: { byte in
                byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
                    || byte == 0xE2
            })
        else { return printable }
        var result = String.UnicodeScalarView()
        for scalar in printable.unicodeScalars {
            switch scalar {
            case "&": result.append(contentsOf: "&amp;".unicodeScalars)
            case "<": result.append(contentsOf: "&lt;".unicodeScalars)
            case ">": result.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
            case "'": result.append(contentsOf: "&#39;".unicodeScalars)
            case "\u{200B}": result.append(contentsOf: "<wbr>".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
