import TempLogCore

/// The language of human-facing output.
enum Language: String, CaseIterable, Sendable {
    case en
    case ja
}
