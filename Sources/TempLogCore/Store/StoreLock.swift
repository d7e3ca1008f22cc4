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
    /// file that cannot be opened throws `SystemError`. It tries again after 1 ms, doubling
    /// the pause up to 10 ms: an `add` holds the lock for about a millisecond.
    package init(path: String, timeout: Double) throws {
        file = try OpenFile(path: path, flags: O_RDWR | O_CREAT | O_NONBLOCK, mode: 0o600)
        var status = stat()
        guard fstat(file.descriptor, &status) == 0 else { throw SystemError() }
        guard status.st_mode & S_IFMT == S_IFREG else { throw SystemError.notARegularFile }
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

    deinit {
        flock(file.descriptor, LOCK_UN)
    }
}

extension SmallFile {
    /// Takes an exclusive lock on the lock file `path` (0600), making its missing directories
    /// (0700) first: the lock a small file's read-modify-write holds, as the store's writers
    /// hold theirs. Throws `StoreError.busy` after `timeout` seconds.
    package static func lock(_ path: String, timeout: Double) throws -> StoreLock {
        if let failure = createDirectories(parentDirectory(of: path)) { throw failure.error }
        return try StoreLock(path: path, timeout: timeout)
    }
}
