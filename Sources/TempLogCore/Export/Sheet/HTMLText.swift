import TempLogText

/// Text made safe to place in HTML, in an element or a quoted attribute.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, and control
    /// characters and bidirectional overrides shown as `?` (as a terminal shows them), so a
    /// note can never become markup or reorder the page around it.
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
            default: result.append(character)
            }
        }
        return result
    }
}
