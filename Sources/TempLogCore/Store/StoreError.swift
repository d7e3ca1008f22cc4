/// What went wrong with the store: the file, the operation and the system's error.
public enum StoreError: Error, Equatable, Sendable {
    /// The store's path is a directory, found when reading or changing the store.
    case isDirectory(path: String)
    /// The store's path is a directory, found when about to create the store.
    case cannotCreateOverDirectory(path: String)
    /// The store's directory does not exist (and is not the default location, which is created).
    case parentMissing(path: String, directory: String)
    /// Something on the store's path that should be a directory is not one.
    case parentNotDirectory(path: String, directory: String)
    /// The default location's directory could not be created.
    case cannotCreateDirectory(directory: String, SystemError)
    /// A new store file could not be created.
    case cannotCreate(path: String, SystemError)
    /// The existing store could not be opened for writing.
    case cannotOpenForWriting(path: String, SystemError)
    /// The lock file beside the store could not be created or opened.
    case cannotCreateLock(path: String, SystemError)
    /// `flock` failed for a reason other than another writer holding the lock.
    case cannotLock(path: String, SystemError)
    /// Another writer held the lock for longer than the timeout.
    case busy(lockPath: String)
    /// Reading the store failed.
    case cannotRead(path: String, SystemError)
    /// Writing the store failed; it was put back as it was.
    case cannotWrite(path: String, SystemError)
    /// Flushing the store to disk failed.
    case cannotSync(path: String, SystemError)
    /// The change is in the store, but its directory could not be synced to disk, so a power
    /// cut could still lose it.
    case cannotSyncDirectory(path: String, SystemError)
    /// The temporary file of a rewrite could not be created.
    case cannotCreateTemporary(directory: String, SystemError)
    /// The rewrite could not be finished; the store is as it was.
    case cannotRewrite(path: String, SystemError)
    /// A change of several files was made in part: the files `changed` were replaced, but
    /// `notChanged` could not be, and is as it was. `undo` takes back the part made.
    case madeInPart(changed: [String], notChanged: String, SystemError)
    /// The change could not be recorded in the journal at `journalPath`, so it was not made:
    /// the store and the files beside it are as they were.
    case cannotRecord(journalPath: String, SystemError)
    /// A file beside the store (the `.rejected` file of a repair) could not be created.
    case cannotCreateFile(path: String, SystemError)
    /// Something other than templog's own file stands where it keeps one beside the store (or
    /// the settings file): a link, a FIFO, a device, another user's file. Nothing was written.
    case unexpectedFile(path: String, UnexpectedFile)
    /// A rewrite or a new file could not be given the owner `user` it must have; the change
    /// was refused so that the file is not taken from its owner.
    case cannotKeepOwner(path: String, user: UInt32, SystemError)
    /// The file holds lines but none of them is a reading or a JSON object: it is not a store
    /// (a mistaken `--file`), and nothing was changed.
    case notAStore(path: String, lines: Int)
    /// The identity file beside the store holds lines, but no store identity: it is not
    /// templog's, and nothing was changed.
    case notAnIdentity(path: String)
    /// The store has readings but no journal of its changes, so `undo` cannot tell what the
    /// last change was.
    case noJournal(path: String)
    /// The journal entry `undo` came to (on line `lineNumber`) is damaged: not a journal line.
    case journalDamaged(path: String, lineNumber: Int)
    /// The journal entry `undo` came to (on line `lineNumber`) does not describe a change that
    /// could have happened (an `add` that added nothing, a digest missing: edited or damaged),
    /// or is an import recorded without the digests undo finds its lines by.
    case journalImplausible(path: String, lineNumber: Int)
    /// The last change was a repair, which cannot be undone.
    case cannotUndoRepair(at: Timestamp)
    /// The store no longer shows the last change (it was edited by hand, say), where
    /// `difference` says; nothing was changed, the journal included.
    case changedSince(RecordedChange, ReadingStore.UndoDifference)
    /// An empty id was given.
    case notAnID(String)
    /// An id prefix too short to name a reading safely.
    case idTooShort(String, minimum: Int)
    /// No reading's id starts with the prefix.
    case noSuchID(String, storeIsEmpty: Bool)
    /// Several readings' ids start with the prefix (up to a few of them in `ids`).
    case ambiguousID(String, count: Int, ids: [String])
    /// What was given to store would not read back from its line as it is — a reading, cycle
    /// start or profile whose value under `key` the file at `path` cannot hold (a temperature
    /// out of range, a name that is not one, text with control characters): nothing was
    /// written.
    case notStorable(path: String, key: String)
    /// No cycle of the person is marked as starting on the day.
    case noSuchCycleStart(CycleStart)
}
