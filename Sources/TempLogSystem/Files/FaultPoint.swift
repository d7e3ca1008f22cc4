/// The moments inside a change to the store where a crash or a failed system call is most
/// telling. Tests stop the process dead at each one, or make the step after it fail, and check
/// that the store is still the old content or the new, never a mix (the approach of SQLite's
/// crash and I/O-failure tests). The points fall between whole writes and syncs; only debug
/// builds (`TEMPLOG_FAULT_INJECTION`) have a hook that acts on them.
package enum FaultPoint: String, CaseIterable, Sendable {
    /// A change is about to be recorded in the journal.
    case beforeJournalWrite = "before-journal-write"
    /// An append is recorded in the journal, before the store changes. (A rewrite records
    /// its change just before `beforeRename`.)
    case journalWritten = "journal-written"
    /// The whole line has been written, before `fsync`.
    case appendWritten = "append-written"
    /// A rewrite's temporary file holds the new content, before its `fsync` (the store, the
    /// cycles file, the journal of `undo --skip`, the config file).
    case temporaryWritten = "temporary-written"
    /// The temporary file is on disk, before it is renamed over the store.
    case beforeRename = "before-rename"
    /// The store has been replaced, before the directory is synced.
    case afterRenameBeforeDirectorySync = "after-rename-before-directory-sync"
    /// A repair has copied the lines it sets aside to the `.rejected` file, before the rewrite.
    case rejectedFileWritten = "rejected-file-written"
    /// `config set` or `config unset` holds the config file's lock, before reading the file.
    case configLocked = "config-locked"
}
