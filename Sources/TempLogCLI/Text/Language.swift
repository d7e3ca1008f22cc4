import TempLogCore

/// The language of human-facing output.
enum Language: String, CaseIterable, Sendable {
    case en
    case ja

    /// `--lang en|ja`, else `otherwise`.
    static func chosen(_ arguments: ParsedArguments, otherwise: Language) throws -> Language {
        try arguments.choice("lang") ?? otherwise
    }
}
