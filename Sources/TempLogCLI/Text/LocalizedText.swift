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

    /// The text in `language`, placeholders `{1}`, `{2}`, … filled in.
    func text(_ language: Language) -> String {
        var result = language == .en ? message.templates.en : message.templates.ja
        for (index, argument) in arguments.enumerated().reversed() {
            let value: String
            switch argument {
            case .text(let text): value = text
            case .localized(let inner): value = inner.text(language)
            }
            result = result.replacingOccurrences(of: "{\(index + 1)}", with: value)
        }
        return result
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
