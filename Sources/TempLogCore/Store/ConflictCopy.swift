/// A copy a sync service made of the store or a file beside it when two devices changed it
/// before they had synced: Syncthing's `readings.sync-conflict-20261120-210500-ABCDEF.jsonl`,
/// Dropbox's `readings (conflicted copy 2026-11-20).jsonl` (or `(hana's conflicted copy …)`),
/// Nextcloud's and ownCloud's `readings (conflict 2026-11-20).jsonl` and
/// `readings_conflict-20261120-210500.jsonl`. templog never reads one: `check` lists them, and
/// a copy of the store merges with `templog import`.
public struct ConflictCopy: Equatable, Sendable {
    /// Which of templog's files a copy is of.
    public enum Original: Equatable, Sendable {
        /// The store: its readings merge with `templog import`.
        case store
        /// The journal `undo` reads: the other device's record of its own changes.
        case journal
        /// The profiles file (`.people`).
        case profiles
        /// The cycles file (`.cycles`).
        case cycles
        /// The doses file (`.doses`).
        case doses
        /// The identity file (`.identity`): the store was started on two devices before they
        /// synced, each giving it an identity of its own.
        case identity
    }

    /// The copy's path, as messages name it (see `ReadingStore.check()`).
    public let path: String
    /// The file it is a copy of.
    public let original: Original

    /// Whether `name` is a sync service's copy of the file named `original`: the original's
    /// name with a conflict mark (`.sync-conflict-…`, ` (… conflict …)`, `_conflict-…`) before
    /// its extension, or at its end when it has none.
    static func isCopy(_ name: String, of original: String) -> Bool {
        let dot = original.lastIndex(of: ".").flatMap { $0 == original.startIndex ? nil : $0 }
        let stem = dot.map { String(original[..<$0]) } ?? original
        let ending = dot.map { String(original[$0...]) } ?? ""
        guard name.count > original.count, name.hasPrefix(stem), name.hasSuffix(ending) else {
            return false
        }
        let mark = name.dropFirst(stem.count).dropLast(ending.count)
        let marked =
            mark.hasPrefix(".sync-conflict-") || mark.hasPrefix("_conflict-")
            || (mark.hasPrefix(" (") && mark.hasSuffix(")"))
        return marked && mark.lowercased().contains("conflict")
    }
}
