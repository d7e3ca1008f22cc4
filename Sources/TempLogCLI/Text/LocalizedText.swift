import TempLogCore
import TempLogText

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
    /// characters and bidirectional overrides in a text argument are shown as `?`, never sent
    /// to the terminal.
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
            case .text(let text): result += TextInput.printable(text)
            case .localized(let inner): result += inner.text(language)
            }
            rest = rest[rest.index(after: digits.endIndex)...]
        }
        return result + rest
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
