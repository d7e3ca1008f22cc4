#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ReadingStore {
    /// Replaces the store with what `write` puts in a new file, atomically: a temporary file
    /// beside the store (`O_EXCL`, with the store's owner, group and mode), `fsync`, `rename`
    /// over the store, `fsync` of the directory. On any failure the temporary file goes and the
    /// store is as it was; a store whose owner cannot be kept (a user rewriting another user's
    /// store) is refused with `StoreError.cannotKeepOwner`.
    ///
    /// `change`, when given, is recorded in the journal once the new file is on disk and before
    /// it replaces the store; when it cannot be, the store is left as it was.
    func rewrite(recording change: RecordedChange? = nil, _ write: (OpenFile) throws -> Void)
        throws(StoreError)
    {
        try rewrite(realPath, named: path, recording: change, write)
    }

    /// Replaces the file at `target` (a real path beside the store; `name` is how messages name
    /// it) the way `rewrite(recording:_:)` replaces the store.
    func rewrite(
        _ target: String, named name: String, recording change: RecordedChange?,
        _ write: (OpenFile) throws -> Void
    ) throws(StoreError) {
        try withoutActuallyEscaping(write) { write throws(StoreError) in
            try rewrite([Replacement(target: target, name: name, write: write)], recording: change)
        }
    }

    /// A replacement of the store with what `write` puts in a new file.
    func storeReplacement(_ write: @escaping (OpenFile) throws -> Void) -> Replacement {
        Replacement(target: realPath, name: path, write: write)
    }

    /// A file a rewrite replaces: its real path (the store's, or one beside it), how messages
    /// name it, and what goes in its place.
    struct Replacement {
        let target: String
        let name: String
        let write: (OpenFile) throws -> Void
    }

    /// Replaces each of `replacements` in turn, as one change: every new file is written and
    /// synced first, then `change` is recorded in the journal, then each is renamed over its
    /// file in order, and the directory is synced once. Until the first rename, any failure
    /// leaves every file as it was (the journal included). A failure after it leaves the files
    /// renamed so far changed and the rest as they were, which the journal entry (never marked
    /// done) lets `undo` take back: `StoreError.madeInPart` says so.
    func rewrite(_ replacements: [Replacement], recording change: RecordedChange?)
        throws(StoreError)
    {
        var temporaries: [String] = []
        // The replacement being written (the first once all are), and how many were renamed.
        var current = 0
        var renamed = 0
        var journalMark: Journal.Mark?
        do {
            for (index, replacement) in replacements.enumerated() {
                current = index
                let path = SmallFile.temporaryName(for: replacement.target)
                let temporary = try createTemporary(path, for: replacement)
                temporaries.append(path)
                try replacement.write(temporary)
                try reached(.temporaryWritten)
                try temporary.sync()
            }
            current = 0
            if let change { journalMark = try recordInJournal(change) }
            try reached(.beforeRename)
            for (replacement, temporary) in zip(replacements, temporaries) {
                try renameFile(temporary, to: replacement.target)
                renamed += 1
            }
        } catch {
            for temporary in temporaries.dropFirst(renamed) { removeFile(temporary) }
            guard renamed == 0 else {
                try? TempLogCore.syncDirectory(parentDirectory(of: realPath))
                throw StoreError.madeInPart(
                    changed: replacements[..<renamed].map(\.name),
                    notChanged: replacements[renamed].name,
                    error as? SystemError ?? SystemError(code: EIO))
            }
            if let journalMark { journal.retract(to: journalMark) }
            throw storeError(
                error, naming: replacements[current].name, failure: StoreError.cannotRewrite)
        }
        try syncDirectory(after: .afterRenameBeforeDirectorySync, naming: replacements.first?.name)
        if let journalMark { journal.markDone(journalMark) }
    }

    /// Creates the temporary file at `path` for `replacement`, with the owner, group and mode
    /// of the file it replaces (a new file beside the store gets the store's owner, 0600).
    private func createTemporary(_ path: String, for replacement: Replacement)
        throws(StoreError) -> OpenFile
    {
        var status = stat()
        let (owner, mode) =
            stat(replacement.target, &status) == 0
            ? (FileOwner(user: status.st_uid, group: status.st_gid), status.st_mode & 0o7777)
            : (self.owner, 0o600)
        do {
            return try OpenFile.created(path, flags: O_RDWR, mode: mode, owner: owner)
        } catch let error as SystemError {
            throw StoreError.cannotCreateTemporary(
                directory: parentDirectory(of: replacement.target), error)
        } catch {
            throw storeError(error, naming: replacement.name)
        }
    }

    /// Records `change` in the journal, durably, before the change is made; throws
    /// `StoreError.cannotRecord` when it cannot, and the change must then not be made. The
    /// first change gives the store its identity (see `identityPath`).
    func recordInJournal(_ change: RecordedChange) throws(StoreError) -> Journal.Mark {
        if pathKind(identityPath) == .missing { try makeIdentityIfNeeded() }
        do {
            try reached(.beforeJournalWrite)
            return try journal.record(change)
        } catch {
            throw StoreError.cannotRecord(journalPath: journalPath, error)
        }
    }

    /// Starts the journal afresh with `change` alone, durably, before the change is made;
    /// throws `StoreError.cannotRecord` when it cannot, and the change must then not be made.
    func restartJournal(with change: RecordedChange) throws(StoreError) {
        if pathKind(identityPath) == .missing { try makeIdentityIfNeeded() }
        do {
            try reached(.beforeJournalWrite)
            try journal.restart(with: change)
        } catch {
            throw StoreError.cannotRecord(journalPath: journalPath, error)
        }
    }

    /// Makes a new or renamed store file's directory entry durable; a failure leaves the
    /// change in place but not safe from a power cut, and is reported as such.
    func syncDirectory(after point: FaultPoint?, naming name: String? = nil) throws(StoreError) {
        do {
            if let point { try reached(point) }
            try TempLogCore.syncDirectory(parentDirectory(of: realPath))
        } catch {
            throw StoreError.cannotSyncDirectory(path: name ?? path, error)
        }
    }

    /// Copies `range` of `source` to the end of `destination`, a chunk at a time.
    func copy(_ source: OpenFile, range: Range<Int>, to destination: OpenFile) throws(SystemError) {
        var position = range.lowerBound
        while position < range.upperBound {
            let count = min(LineReader.copySize, range.upperBound - position)
            let chunk = try source.read(count: count, at: position)
            guard !chunk.isEmpty else { break }
            try destination.write(chunk)
            position += chunk.count
        }
    }

    /// Rewrites the store without the bytes in `ranges` (sorted, not overlapping), recording
    /// `change` in the journal.
    func rewrite(
        from file: OpenFile, size: Int, removing ranges: [Range<Int>],
        recording change: RecordedChange
    ) throws(StoreError) {
        try rewrite(recording: change) { temporary in
            var position = 0
            for range in ranges {
                try copy(file, range: position..<range.lowerBound, to: temporary)
                position = range.upperBound
            }
            try copy(file, range: position..<size, to: temporary)
        }
    }
}
