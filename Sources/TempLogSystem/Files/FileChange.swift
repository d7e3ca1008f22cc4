#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The system calls that change a file or a directory. templog makes every one of them through
/// `FileChange.perform(_:)`, so that in debug builds a test can fail or crash at the N-th of
/// them (see `FaultCounter`) and reach every call by counting, not only the calls someone
/// named.
package enum FileChange: String, Sendable {
    /// `open` with a flag that writes or creates.
    case open
    /// `write` or `pwrite` (one call per whole buffer written).
    case write
    /// `fsync` of a file or a directory.
    case fsync
    case rename
    case unlink
    case truncate
    /// `fchmod` or `chmod`.
    case chmod
    case chown
    case mkdir

    /// Runs `call`, a system call that returns -1 and sets `errno` when it fails. In a fault
    /// test the counted call may instead fail with `EIO` without running, or end the process.
    @inline(__always)
    package func perform<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        mayProceed() ? call() : -1
    }

    /// Counts a call about to be made; false (with `errno` set to `EIO`) when a fault test
    /// makes it fail. Always true in a release build.
    @inline(__always)
    package func mayProceed() -> Bool {
        #if TEMPLOG_FAULT_INJECTION
            if FaultCounter.failsNext() {
                errno = EIO
                return false
            }
        #endif
        return true
    }
}

/// Renames `source` to `target` (`rename(2)`), atomically replacing `target`.
package func renameFile(_ source: String, to target: String) throws(SystemError) {
    guard FileChange.rename.perform({ rename(source, target) }) == 0 else { throw SystemError() }
}

/// Removes the file `path` (`unlink(2)`); false when it could not.
@discardableResult
package func removeFile(_ path: String) -> Bool {
    FileChange.unlink.perform { unlink(path) } == 0
}

/// Sets the permission bits of the file `path` (`chmod(2)`, following a symbolic link: the
/// store the user named, or its directory); false when it could not.
@discardableResult
package func changeMode(_ path: String, to mode: mode_t) -> Bool {
    FileChange.chmod.perform { chmod(path, mode) } == 0
}

#if TEMPLOG_FAULT_INJECTION
    /// Debug builds only, for the fault walk: `TEMPLOG_TEST_FAIL_AT_CALL=N` makes the process's
    /// N-th `FileChange` fail with `EIO` (the calls after it run as usual, as after a transient
    /// error); `TEMPLOG_TEST_CRASH_AT_CALL=N` ends the process there at once with status 86, no
    /// cleanup, as kill -9 or a power cut would. A test walks N = 1, 2, … until the command
    /// completes without reaching N (SQLite's `do_faultsim_test`).
    package enum FaultCounter {
        /// The exit status of a process ended at a crash point.
        package static let crashExitStatus: Int32 = 86

        private static let failAt = count("TEMPLOG_TEST_FAIL_AT_CALL")
        private static let crashAt = count("TEMPLOG_TEST_CRASH_AT_CALL")

        /// The calls counted so far. Only a process given one of the variables counts (the
        /// built binary a fault test runs, one thread changing files), so in-process tests
        /// running in parallel never touch it.
        nonisolated(unsafe) private static var calls = 0

        /// Counts one call; true when it is the one to fail.
        static func failsNext() -> Bool {
            guard failAt != nil || crashAt != nil else { return false }
            calls += 1
            if calls == crashAt { _exit(crashExitStatus) }
            return calls == failAt
        }

        private static func count(_ variable: String) -> Int? {
            guard let value = getenv(variable) else { return nil }
            let text = String(cString: value)
            guard let count = Int(text), count > 0 else {
                preconditionFailure("\(variable)='\(text)' is not a count from 1")
            }
            return count
        }
    }
#endif
