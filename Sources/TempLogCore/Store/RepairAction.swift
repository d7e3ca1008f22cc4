/// One thing `check --repair` did.
public enum RepairAction: Equatable, Sendable {
    /// Unreadable lines and exact duplicate lines were moved to the file at `path`.
    case movedLines(unreadable: Int, duplicates: Int, path: String)
    /// The reading on `line` carried an id another reading had, and got `newID`.
    case gaveNewID(line: Int, newID: String, takenID: String)
    /// `lines` readings of a person took the spelling of the name first recorded.
    case unifiedSpelling(name: String, lines: Int)
    /// `lines` readings filed under `name`, a word that now means the owner (本人), became
    /// the owner's.
    case filedAsOwner(name: String, lines: Int)
    /// The notes and names of `lines` readings were cleaned of padding and control characters.
    case cleanedText(lines: Int)
    /// The byte order mark at the start of the file was removed.
    case removedByteOrderMark
    /// The readings were sorted back into time order.
    case sorted
    /// The torn last line got its newline.
    case endedLastLine
    /// The store file's mode was set to 0600.
    case tightenedFileMode
    /// The store directory's mode was set to 0700.
    case tightenedDirectoryMode
    /// The damaged journal was started afresh.
    case restartedJournal
    /// A temporary file left by an interrupted rewrite was removed.
    case removedLeftover(name: String)
}
