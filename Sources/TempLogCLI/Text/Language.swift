import TempLogCore

/// The language of human-facing output.
enum Language: String, CaseIterable, Sendable {
    case en
    case ja

    /// `TEMPLOG_LANG`, else the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set:
    /// Japanese when it starts with `ja`, else English.
    static func from(environment: [String: String]) -> Language {
        let setting =
            ["TEMPLOG_LANG", "LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return setting.lowercased().hasPrefix("ja") ? .ja : .en
    }
}
