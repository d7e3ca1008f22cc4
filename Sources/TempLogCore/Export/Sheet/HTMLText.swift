import TempLogText

/// Text made safe to place in HTML, in an element or a quoted attribute.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, and control
    /// characters and bidirectional overrides shown as `?` (as a terminal shows them), so a
    /// note can never become markup or reorder the page around it. A zero-width space, the
    /// break mark of a Japanese label (after 保護者 in 保護者確認印・サイン), becomes `<wbr>`.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in TextInput.printable(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\u{200B}": result += "<wbr>"
            default: result.append(character)
            }
        }
        return result
    }
}
