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
    public let realPath: String
    /// Whether missing parent directories are created (0700): true for the default location.
    public let createsDirectory: Bool
    /// How long a writer waits for the lock before giving up with `StoreError.busy`.
    public let lockTimeout: Double
    #if TEMPLOG_FAULT_INJECTION
        /// Called at each `FaultPoint` a change passes, and answers whether the step after it
        /// fails; nil except in crash and failure tests (debug builds only).
        package var faultInjection: (@Sendable (FaultPoint) -> Bool)?
    #endif

    /// A store at `path`; nothing is read or created until it is used.
    public init(path: String, createsDirectory: Bool = false, lockTimeout: Double = 5) {
        self.path = path
        realPath = resolvedPath(path)
        self.createsDirectory = createsDirectory
        self.lockTimeout = lockTimeout
    }

    /// The lock file every writer holds.
    public var lockPath: String { realPath + ".lock" }

    /// The journal of changes beside the store, which `undo` reads.
    public var journalPath: String { realPath + ".journal" }

    var journal: Journal { Journal(path: journalPath) }

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
    /// no store yet.
    func openForChange() throws -> (StoreLock, OpenFile)? {
        switch pathKind(realPath) {
        case .missing: return nil
        case .directory: throw StoreError.isDirectory(path: path)
        case .other: throw StoreError.cannotRead(path: path, .notARegularFile)
        default: break
        }
        let lock = try acquireLock(storeExists: true)
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
        case (.missing, _) where createsDirectory:
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
    /// created either when it does not exist yet.
    func acquireLock(storeExists: Bool) throws -> StoreLock {
        // A FIFO or device beside the store would hang the change half made: refused first.
        for (file, name) in [
            (journalPath, path + ".journal"), (cyclesPath, path + ".cycles"),
            (profilesPath, path + ".people"),
        ] where pathKind(file) == .other {
            throw StoreError.cannotRead(path: name, .notARegularFile)
        }
        do {
            return try StoreLock(path: lockPath, timeout: lockTimeout)
        } catch let error as SystemError {
            throw storeExists
                ? StoreError.cannotCreateLock(path: lockPath, error)
                : StoreError.cannotCreate(path: path, error)
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

    /// Runs a file operation, turning a failed system call into the store error `failure`.
    func io<T>(
        _ failure: (String, SystemError) -> StoreError, _ operation: () throws -> T
    ) throws -> T {
        do {
            return try operation()
        } catch let error as SystemError {
            throw failure(path, error)
        }
    }
}
