import TempLogCore

/// The language of human-facing output.
enum Language: String, CaseIterable, Sendable {
    case en
    case ja

    /// `--lang en|ja`, else `otherwise`.
    static func chosen(_ arguments: ParsedArguments, otherwise: Language) throws -> Language {
        guard let text = arguments.value("lang") else { return otherwise }
        guard let language = Language(rawValue: text.lowercased()) else {
            throw CommandFailure.usage(
                Message.invalidValue("\(text)", "--lang <language>", "en, ja"))
        }
        return language
    }
}
