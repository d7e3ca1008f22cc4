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
    /// it replaces the store, with the digests of the lines it added as written to the new
    /// file; returns why the journal could not be
    /// written, if it could not (the rewrite goes ahead: only `undo` loses out).
    @discardableResult
    func rewrite(recording change: StoreChange? = nil, _ write: (OpenFile) throws -> Void) throws
        -> SystemError?
    {
        try rewrite(realPath, named: path, recording: change, write)
    }

    /// Replaces the file at `target` (a real path beside the store; `name` is how messages name
    /// it) the way `rewrite(recording:_:)` replaces the store.
    func rewrite(
        _ target: String, named name: String, recording change: StoreChange?,
        _ write: (OpenFile) throws -> Void
    ) throws -> SystemError? {
        let directory = parentDirectory(of: target)
        let temporaryPath = SmallFile.temporaryName(for: target)
        var journalMark: Journal.Mark?
        var journalError: SystemError?
        // The new file gets the old one's owner, group and mode (a new file beside the store
        // the store's owner, 0600), before it replaces the old one.
        var status = stat()
        let (owner, mode) =
            stat(target, &status) == 0
            ? (FileOwner(user: status.st_uid, group: status.st_gid), status.st_mode & 0o7777)
            : (self.owner, 0o600)
        let temporary: OpenFile
        do {
            temporary = try OpenFile.created(
                temporaryPath, flags: O_RDWR, mode: mode, owner: owner)
        } catch let error as SystemError {
            throw StoreError.cannotCreateTemporary(directory: directory, error)
        } catch {
            throw storeError(error, naming: name)
        }
        do {
            try write(temporary)
            try reached(.temporaryWritten)
            try temporary.sync()
            if var change {
                if target == realPath {
                    change.addedDigests = try digests(of: change, in: temporary)
                }
                journalMark = recordInJournal(change, failure: &journalError)
            }
            try reached(.beforeRename)
            try renameFile(temporaryPath, to: target)
        } catch {
            removeFile(temporaryPath)
            if let journalMark { journal.retract(to: journalMark) }
            if let error = error as? SystemError {
                throw StoreError.cannotRewrite(path: name, error)
            }
            throw error
        }
        try syncDirectory(after: .afterRenameBeforeDirectorySync, naming: name)
        if let journalMark { journal.markDone(journalMark) }
        return journalError
    }

    /// The digests of the lines `change` added, read back from the bytes written to `file`:
    /// what `undo` later matches them against. An added id found on no line gets no digest,
    /// which makes the journal entry implausible rather than wrong.
    private func digests(of change: StoreChange, in file: OpenFile) throws -> [String] {
        guard !change.addedIDs.isEmpty else { return [] }
        let wanted = Set(change.addedIDs)
        var found: [String: String] = [:]
        try StoreLine.forEach(in: file) { line in
            if let id = line.reading?.id, wanted.contains(id) {
                found[id] = SHA256.hex(line.bytes)
            }
            return true
        }
        var digests: [String] = []
        for id in change.addedIDs {
            guard let digest = found[id] else { return [] }
            digests.append(digest)
        }
        return digests
    }

    /// Records `change` in the journal; nil (and `failure` set) when it cannot be written.
    func recordInJournal(_ change: StoreChange, failure: inout SystemError?) -> Journal.Mark? {
        do {
            try reached(.beforeJournalWrite)
            return try journal.record(change)
        } catch {
            failure = error
            return nil
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
        from file: OpenFile, size: Int, removing ranges: [Range<Int>], recording change: StoreChange
    ) throws -> SystemError? {
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
