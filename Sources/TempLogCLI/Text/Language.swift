import TempLogCore

/// The language of human-facing output.
enum Language: String, CaseIterable, Sendable {
    case en
    case ja

    /// `TEMPLOG_LANG` (`en` or `ja`), else the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set: Japanese when it starts with `ja`, else English. A `TEMPLOG_LANG` that is
    /// neither is passed over here and refused by `validated(environment:)`.
    static func from(environment: [String: String]) -> Language {
        if let chosen = environment["TEMPLOG_LANG"].flatMap({ Language(rawValue: $0.lowercased()) })
        {
            return chosen
        }
        let locale =
            ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return locale.lowercased().hasPrefix("ja") ? .ja : .en
    }

    /// Refuses a `TEMPLOG_LANG` that names no language templog speaks.
    static func validate(environment: [String: String]) throws {
        guard let text = environment["TEMPLOG_LANG"], !text.isEmpty,
            Language(rawValue: text.lowercased()) == nil
        else { return }
        throw CommandFailure.data(Message.invalidSetting("TEMPLOG_LANG", "\(text)", "en, ja"))
    }

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
