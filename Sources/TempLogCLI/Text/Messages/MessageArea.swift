import TempLogCore
import TempLogText

/// One area of the message catalog: an enum whose cases are its messages, each case's
/// arguments labelled, and each message's templates in every language side by side.
protocol MessageArea: Sendable {
    /// The message in every language.
    var templates: Templates { get }
}

/// A message's template in every language, one column each: adding a language is adding a
/// column here, a case to `Language`, and that column to every message.
typealias Templates = (en: Template, ja: Template)

extension Language {
    /// This language's column of `templates`.
    func template(of templates: Templates) -> Template {
        switch self {
        case .en: return templates.en
        case .ja: return templates.ja
        }
    }
}

/// A value spelt differently in each language (a date, a symptom's name), so each language's
/// template shows its own spelling.
struct Spelling: Equatable, Sendable {
    let en: String
    let ja: String
}

/// What the C library says of an error, in English: the English templates show it, the others
/// translate the errors people meet.
struct SystemDescription: Equatable, Sendable {
    let english: String
}

/// One language's text of a message, written as a string literal whose interpolations are
/// the message's arguments. The arguments are kept apart from the literal text until the
/// language is known, since an argument can be a message itself.
struct Template: ExpressibleByStringInterpolation, Sendable {
    fileprivate enum Part: Sendable {
        case literal(String)
        case argument(String)
        case message(LocalizedText)
    }

    private let parts: [Part]

    init(stringLiteral value: String) {
        parts = [.literal(value)]
    }

    init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// The text in `language`: literal text as written, text arguments with their control
    /// characters shown as `?`, message arguments rendered in the same language.
    func rendered(in language: Language) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .literal(let text): result += text
            case .argument(let text): result += TextInput.printable(text)
            case .message(let message): result += message.text(language)
            }
        }
        return result
    }

    /// The interpolations a template may hold: the kinds of arguments a message takes.
    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var parts: [Part] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(2 * interpolationCount + 1)
        }

        mutating func appendLiteral(_ literal: String) {
            parts.append(.literal(literal))
        }

        /// Text from outside the catalog: something typed, a path, a line of a file.
        mutating func appendInterpolation(_ text: String) {
            parts.append(.argument(text))
        }

        /// A count or a number.
        mutating func appendInterpolation(_ number: Int) {
            parts.append(.literal(String(number)))
        }

        /// Another message, rendered in the same language.
        mutating func appendInterpolation(_ message: LocalizedText) {
            parts.append(.message(message))
        }

        /// The C library's words for an error.
        mutating func appendInterpolation(_ description: SystemDescription) {
            parts.append(.argument(description.english))
        }
    }
}
