#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file a rewrite replaces: its real path, how messages name it, and what its new content is.
struct FileReplacement {
    let target: String
    let name: String
    let write: (OpenFile) throws -> Void
}

extension ReadingStore {
    /// A replacement of the store with what `write` puts in a new file.
    func storeReplacement(_ write: @escaping (OpenFile) throws -> Void) -> FileReplacement {
        FileReplacement(target: realPath, name: path, write: write)
    }

    /// Replaces the store with what `write` puts in a new file, atomically: a temporary file
    /// beside the store (`O_EXCL`, with the store's owner, group and mode), `fsync`, `rename`
    /// over the store, `fsync` of the directory. On any failure the temporary file goes and the
    /// store is as it was; a store whose owner cannot be kept (a user rewriting another user's
    /// store) is refused with `StoreError.cannotKeepOwner`.
    ///
    /// `change`, when given, is recorded in the journal once the new file is on disk and before
    /// it replaces the store; when it cannot be, the store is left as it was.
    func rewrite(
        recording change: RecordedChange? = nil, _ write: @escaping (OpenFile) throws -> Void
    ) throws {
        try rewrite(realPath, named: path, recording: change, write)
    }

    /// Replaces the file at `target` (a real path beside the store; `name` is how messages name
    /// it) the way `rewrite(recording:_:)` replaces the store.
    func rewrite(
        _ target: String, named name: String, recording change: RecordedChange?,
        _ write: @escaping (OpenFile) throws -> Void
    ) throws {
        try rewrite([FileReplacement(target: target, name: name, write: write)], recording: change)
    }

    /// Replaces `files` (the store first, when it is one of them, then files beside it) as one
    /// change: each new file is written to a temporary file beside its target and synced, then
    /// `change` is recorded in the journal, then each is renamed over its target, then the
    /// directory is synced. Nothing is replaced unless every new file is on disk and the change
    /// is recorded; should a later rename fail, it is tried once more, and should the process
    /// end between two renames, the next change finishes the change or takes it back as the
    /// store shows it (see `settleInterruptedChange`).
    func rewrite(_ files: [FileReplacement], recording change: RecordedChange?) throws {
        guard let first = files.first else { return }
        let directory = parentDirectory(of: realPath)
        var temporaries: [String] = []
        var journalMark: Journal.Mark?
        do {
            for file in files {
                // The new file gets the old one's owner, group and mode (a new file beside the
                // store the store's owner, 0600), before it replaces the old one.
                var status = stat()
                let (owner, mode) =
                    stat(file.target, &status) == 0
                    ? (
                        FileOwner(user: status.st_uid, group: status.st_gid),
                        status.st_mode & 0o7777
                    )
                    : (self.owner, 0o600)
                let temporaryPath = SmallFile.temporaryName(for: file.target)
                let temporary: OpenFile
                do {
                    temporary = try OpenFile.created(
                        temporaryPath, flags: O_RDWR, mode: mode, owner: owner)
                } catch let error as SystemError {
                    throw StoreError.cannotCreateTemporary(directory: directory, error)
                }
                temporaries.append(temporaryPath)
                try file.write(temporary)
                try reached(.temporaryWritten)
                try temporary.sync()
            }
            if let change { journalMark = try recordInJournal(change) }
            try reached(.beforeRename)
            try renameFile(temporaries[0], to: first.target)
        } catch {
            for temporary in temporaries { removeFile(temporary) }
            if let journalMark { journal.retract(to: journalMark) }
            if let error = error as? SystemError {
                throw StoreError.cannotRewrite(path: first.name, error)
            }
            throw storeError(error, naming: first.name)
        }
        for (temporary, file) in zip(temporaries, files).dropFirst() {
            do {
                try renameFile(temporary, to: file.target)
            } catch {
                do {
                    try renameFile(temporary, to: file.target)
                } catch {
                    throw StoreError.madeInPart(path: first.name, notYet: file.name, error)
                }
            }
        }
        try syncDirectory(after: .afterRenameBeforeDirectorySync, naming: first.name)
        if let journalMark { journal.markDone(journalMark) }
    }

    /// Records `change` in the journal, durably, before the change is made; throws
    /// `StoreError.cannotRecord` when it cannot, and the change must then not be made. The
    /// first change gives the store its identity (see `identityPath`).
    func recordInJournal(_ change: RecordedChange) throws -> Journal.Mark {
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
    func restartJournal(with change: RecordedChange) throws {
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
    func copy(_ source: OpenFile, range: Range<Int>, to destination: OpenFile) throws {
        var position = range.lowerBound
        while position < range.upperBound {
            let count = min(LineReader.chunkSize, range.upperBound - position)
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
    ) throws {
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
