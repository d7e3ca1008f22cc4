#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A failed system call's `errno`.
public struct SystemError: Error, Equatable, Sendable {
    /// The `errno` value (`ENOENT`, `EACCES`, …).
    public let code: Int32

    /// The error of the system call that just failed.
    package init() {
        self.init(code: errno)
    }

    /// The error with `errno` value `code`.
    package init(code: Int32) {
        self.code = code
    }

    /// The C library's English description (`No such file or directory`).
    public var description: String { String(cString: strerror(code)) }

    /// What templog reports for a path that is not a regular file (a FIFO, a socket, a
    /// device): `ESPIPE`, as `pread` on a FIFO would fail, but said at once instead of hanging.
    package static let notARegularFile = SystemError(code: ESPIPE)

    /// Whether the file or directory did not exist.
    package var isMissingFile: Bool { code == ENOENT }
}
