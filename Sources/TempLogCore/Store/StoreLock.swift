#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An exclusive `flock` on the store's sibling `.lock` file, held by every writer.
///
/// The lock file is never removed: removing it would let two writers lock different files.
package final class StoreLock {
    private let file: OpenFile

    /// Waits up to `timeout` seconds for the lock, then fails with `StoreError.busy`; a lock
    /// file that cannot be opened or made (0600, `owner`'s) throws `SystemError`, and one that
    /// is not templog's own `UnexpectedFile` (see `OpenFile.own`). It tries again after 1 ms,
    /// doubling the pause up to 10 ms: an `add` holds the lock for about a millisecond.
    package init(path: String, timeout: Double, owner: FileOwner) throws {
        file = try OpenFile.own(path, flags: O_RDWR, creating: true, owner: owner)!
        var waited: Double = 0
        var pause: Double = 0.001
        while flock(file.descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw StoreError.cannotLock(path: path, SystemError())
            }
            guard waited < timeout else {
                throw StoreError.busy(lockPath: path)
            }
            usleep(useconds_t(pause * 1_000_000))
            waited += pause
            pause = min(pause * 2, 0.01)
        }
    }

    /// The lock when no one holds it now, without waiting; nil when another process holds it,
    /// or when there is no lock file (no change has ever been made) or it cannot be opened.
    package init?(ifFree path: String, owner: FileOwner) {
        guard let opened = try? OpenFile.own(path, flags: O_RDONLY, owner: owner),
            flock(opened.descriptor, LOCK_EX | LOCK_NB) == 0
        else { return nil }
        file = opened
    }

    deinit {
        flock(file.descriptor, LOCK_UN)
    }
}

extension SmallFile {
    /// Takes an exclusive lock on the lock file `path` (0600), making its missing directories
    /// (0700) first: the lock a small file's read-modify-write holds, as the store's writers
    /// hold theirs. Throws `StoreError.busy` after `timeout` seconds.
    package static func lock(_ path: String, timeout: Double, owner: FileOwner) throws -> StoreLock
    {
        if let failure = createDirectories(parentDirectory(of: path), owner: owner) {
            throw failure.error
        }
        return try StoreLock(path: path, timeout: timeout, owner: owner)
    }
}
