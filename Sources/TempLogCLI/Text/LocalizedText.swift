import TempLogCore

/// A message with its arguments, rendered in a language when it is shown.
struct LocalizedText: Equatable, Sendable {
    /// An argument: plain text, or another message rendered in the same language.
    enum Argument: Equatable, Sendable {
        case text(String)
        case localized(LocalizedText)
    }

    let message: Message
    let arguments: [Argument]

    init(_ message: Message, _ arguments: [Argument]) {
        self.message = message
        self.arguments = arguments
    }

    /// The text in `language`, placeholders `{1}`, `{2}`, … filled in one pass, so text in an
    /// argument (a note, a line of the store) is never read as a placeholder; control
    /// characters in a text argument are shown, not sent (see `visible(_:)`).
    func text(_ language: Language) -> String {
        let template = language == .en ? message.templates.en : message.templates.ja
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let digits = rest[rest.index(after: open)...].prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.endIndex < rest.endIndex, rest[digits.endIndex] == "}",
                let number = Int(digits), arguments.indices.contains(number - 1)
            else {
                result += "{"
                rest = rest[rest.index(after: open)...]
                continue
            }
            switch arguments[number - 1] {
            case .text(let text): result += Self.visible(text)
            case .localized(let inner): result += inner.text(language)
            }
            rest = rest[rest.index(after: digits.endIndex)...]
        }
        return result + rest
    }

    /// `text` with its control characters (but line breaks and tabs) made visible — `^[` for
    /// ESC, `<U+009B>` for C1 — so a value typed or read from a file cannot clear the screen
    /// or retitle the terminal when a message quotes it.
    static func visible(_ text: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t")
                || (0x7F...0x9F).contains(scalar.value)
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if !isControl(scalar) {
                shown.unicodeScalars.append(scalar)
            } else if scalar.value == 0x7F {
                shown += "^?"
            } else if scalar.value < 0x20 {
                shown += "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
            } else {
                shown += "<U+00" + String(scalar.value, radix: 16, uppercase: true) + ">"
            }
        }
        return shown
    }

    /// Texts compare by their English rendering, so a test can write the message it expects.
    static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
        lhs.text(.en) == rhs.text(.en)
    }
}

extension LocalizedText.Argument: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    init(stringLiteral value: String) {
        self = .text(value)
    }
}
