#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The JSON-lines file that holds the readings, kept in `takenAt` order.
///
/// Writers hold an exclusive `flock` on `<path>.lock`. An append is one `write(2)` on an
/// `O_APPEND` descriptor followed by `fsync`; anything else is an atomic rewrite (temp file,
/// `fsync`, `rename`, directory `fsync`). Readers never modify the file.
public struct ReadingStore: Sendable {
    /// The store file's path, as given: what messages name.
    public let path: String
    /// The path with symbolic links resolved, once: a store reached through a link (a synced
    /// folder, a dotfiles repository) is rewritten where it really is, the link kept, and two
    /// paths to one store share one lock.
    package let realPath: String
    /// What happens when the store's directory is missing.
    public enum MissingDirectory: Sendable {
        /// The store is not created: `StoreError.parentMissing`.
        case refused
        /// The directories are created (0700), as for the default location.
        case created
    }

    /// What happens when the store's directory is missing.
    public let missingDirectory: MissingDirectory
    /// How long a writer waits for the lock before giving up with `StoreError.busy`.
    package let lockTimeout: Double
    #if TEMPLOG_FAULT_INJECTION
        /// Called at each `FaultPoint` a change passes, and answers whether the step after it
        /// fails; nil except in crash and failure tests (debug builds only).
        package var faultInjection: (@Sendable (FaultPoint) -> Bool)?
    #endif
    /// Told the names of the temporary files a change removed on taking the lock: leftovers of
    /// rewrites whose process ended before it finished (see `acquireLock`).
    public var leftoversRemoved: (@Sendable (_ names: [String]) -> Void)?

    /// A store at `path`; nothing is read or created until it is used.
    public init(
        path: String, missingDirectory: MissingDirectory = .refused, lockTimeout: Double = 5
    ) {
        self.path = path
        realPath = resolvedPath(path)
        self.missingDirectory = missingDirectory
        self.lockTimeout = lockTimeout
    }

    /// The lock file every writer holds.
    package var lockPath: String { realPath + ".lock" }

    /// The journal of changes beside the store, which `undo` reads.
    public var journalPath: String { realPath + ".journal" }

    var journal: Journal { Journal(path: journalPath, owner: owner) }

    /// Who every file beside the store must belong to: the store's owner, or whoever runs
    /// templog while there is no store.
    var owner: FileOwner { FileOwner.of(realPath) ?? .process }

    /// The files templog keeps beside the store, each with how messages name it: they must be
    /// its own (regular files of the store's owner), never followed through a link.
    var besideFiles: [(path: String, name: String)] {
        [
            (lockPath, path + ".lock"), (journalPath, path + ".journal"),
            (cyclesPath, path + ".cycles"), (profilesPath, path + ".people"),
            (dosesPath, path + ".doses"),
            (identityPath, path + ".identity"),
        ]
    }

    /// The files beside the store that are not templog's own, and what each is.
    func unexpectedBesideFiles() -> [(name: String, found: UnexpectedFile)] {
        let owner = owner
        return besideFiles.compactMap { file in
            UnexpectedFile.at(file.path, expectedOwner: owner).map { (file.name, $0) }
        }
    }

    /// The store's file name, without its directory.
    var fileName: String { realPath.split(separator: "/").last.map(String.init) ?? realPath }

    /// Opens the store to read it; nil when there is no store yet.
    func openForReading() throws(StoreError) -> OpenFile? {
        switch pathKind(realPath) {
        case .directory: throw StoreError.isDirectory(path: path)
        case .other: throw StoreError.cannotRead(path: path, .notARegularFile)
        default: break
        }
        do {
            return try OpenFile(path: realPath, flags: O_RDONLY)
        } catch  where error.isMissingFile {
            return nil
        } catch {
            throw StoreError.cannotRead(path: path, error)
        }
    }

    /// The lock and a read-write descriptor for changing an existing store; nil when there is
    /// no store yet. (See `acquireLock` for `removingLeftovers`.)
    func openForChange(removingLeftovers: Bool = true) throws(StoreError) -> (StoreLock, OpenFile)?
    {
        switch pathKind(realPath) {
        case .missing: return nil
        case .directory: throw StoreError.isDirectory(path: path)
        case .other: throw StoreError.cannotRead(path: path, .notARegularFile)
        default: break
        }
        let lock = try acquireLock(storeExists: true, removingLeftovers: removingLeftovers)
        do {
            return (lock, try OpenFile(path: realPath, flags: O_RDWR))
        } catch {
            throw openFailure(error)
        }
    }

    /// Why an existing store could not be opened to change it, said truthfully: a store the
    /// person may not read cannot be read; one they may read but not write cannot be written.
    func openFailure(_ error: SystemError) -> StoreError {
        access(realPath, R_OK) == 0
            ? StoreError.cannotOpenForWriting(path: path, error)
            : StoreError.cannotRead(path: path, error)
    }

    /// Makes sure the store's directory exists, creating the default location's.
    func prepareDirectory() throws(StoreError) {
        let directory = parentDirectory(of: realPath)
        switch (pathKind(directory), pathKind(realPath)) {
        case (_, .directory):
            throw StoreError.cannotCreateOverDirectory(path: path)
        case (_, .other):
            throw StoreError.cannotRead(path: path, .notARegularFile)
        case (.directory, _):
            return
        case (.missing, _) where missingDirectory == .created:
            if let failure = createDirectories(directory) {
                throw StoreError.cannotCreateDirectory(directory: failure.directory, failure.error)
            }
        case (.missing, _):
            throw StoreError.parentMissing(path: path, directory: directory)
        default:
            throw StoreError.parentNotDirectory(path: path, directory: directory)
        }
    }

    /// Takes the writers' lock; a lock file that cannot be made means the store cannot be
    /// created either when it does not exist yet. A file beside the store that is not
    /// templog's own (a link, a FIFO, a device, another user's file) is refused first, before
    /// anything is written. Holding the lock, no rewrite is under way, so every temporary file
    /// of the store and the files beside it is a leftover of a process that ended: unless
    /// `removingLeftovers` is false (a repair removes them itself), they are removed and
    /// `leftoversRemoved` is told. A store file that is not one (see `looksLikeStore`) is
    /// refused.
    func acquireLock(storeExists: Bool, removingLeftovers: Bool = true) throws(StoreError)
        -> StoreLock
    {
        if let unexpected = unexpectedBesideFiles().first {
            throw StoreError.unexpectedFile(path: unexpected.name, unexpected.found)
        }
        // A store this user may not change is said to be one before a lock file is made.
        if storeExists, access(realPath, R_OK | W_OK) != 0 { throw openFailure(SystemError()) }
        let lock: StoreLock
        do {
            lock = try StoreLock(path: lockPath, timeout: lockTimeout, owner: owner)
        } catch let error as SystemError {
            throw storeExists
                ? StoreError.cannotCreateLock(path: lockPath, error)
                : StoreError.cannotCreate(path: path, error)
        } catch {
            throw storeError(error, naming: path + ".lock")
        }
        if storeExists, let file = try openForReading() { try refuseUnlessStore(file) }
        // Temporary files are what a process that ended in the middle of a change leaves.
        if !leftoverTemporaryFiles(lockHeld: true).isEmpty { try settleInterruptedChange() }
        if removingLeftovers {
            let removed = leftoverTemporaryFiles(lockHeld: true).filter {
                removeFile(parentDirectory(of: realPath) + "/" + $0)
            }
            if !removed.isEmpty { leftoversRemoved?(removed) }
        }
        return lock
    }

    /// The temporary files of the store and the files beside it (see
    /// `SmallFile.temporaryName(for:)`) that no living process holds: all of them when the
    /// caller holds the lock, else those whose process has ended.
    func leftoverTemporaryFiles(lockHeld: Bool) -> [String] {
        SmallFile.leftovers(
            in: parentDirectory(of: realPath),
            of: [fileName] + besideFiles.dropFirst().map { name($0.path) }, lockHeld: lockHeld)
    }

    /// The last part of `path`.
    private func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `error`, thrown by an operation on the file messages call `name`, as a `StoreError`: a
    /// failed system call as `failure` names it, a file that is not templog's own, an owner
    /// that cannot be kept, and a `StoreError` as it is. The file operations below the store
    /// throw nothing else.
    func storeError(
        _ error: any Error, naming name: String,
        failure: (String, SystemError) -> StoreError = StoreError.cannotRead
    ) -> StoreError {
        switch error {
        case let error as StoreError:
            return error
        case let error as SystemError:
            return failure(name, error)
        case let unexpected as UnexpectedFile:
            return StoreError.unexpectedFile(path: name, unexpected)
        case let failure as CannotKeepOwner:
            return StoreError.cannotKeepOwner(
                path: name, user: UInt32(failure.owner.user), failure.error)
        default:
            preconditionFailure("a file operation threw \(type(of: error)), not a file error")
        }
    }

    /// Tells the fault-injection hook, if any, that a change has reached `point`; throws the
    /// failure of the next step (an I/O error) when the hook asks for one. Does nothing in a
    /// release build, which has no hook.
    @inline(__always)
    func reached(_ point: FaultPoint) throws(SystemError) {
        #if TEMPLOG_FAULT_INJECTION
            if faultInjection?(point) == true { throw SystemError(code: EIO) }
        #endif
    }

    /// Runs a file operation, turning a failed system call into the store error `failure`, and
    /// a file that is not templog's own or an owner that cannot be kept into theirs; the file is
    /// named `name` (the store's path when nil).
    func io<T>(
        _ failure: (String, SystemError) -> StoreError, naming name: String? = nil,
        _ operation: () throws -> T
    ) throws(StoreError) -> T {
        do {
            return try operation()
        } catch {
            throw storeError(error, naming: name ?? path, failure: failure)
        }
    }
}
