#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A failed system call: its `errno` and a readable description.
struct SystemCallError: Error {
    let code: Int32

    init(_ code: Int32 = errno) {
        self.code = code
    }

    var description: String { String(cString: strerror(code)) }
}

/// An open file descriptor, closed when the value goes away.
final class OpenFile {
    let descriptor: Int32
    let path: String

    /// Opens `path` with `open(2)` flags; new files get `mode`.
    init(path: String, flags: Int32, mode: mode_t = 0o600) throws(SystemCallError) {
        let descriptor = open(path, flags | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw SystemCallError() }
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        close(descriptor)
    }

    func size() throws(SystemCallError) -> Int {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemCallError() }
        return Int(status.st_size)
    }

    /// Reads up to `count` bytes at `offset` into `buffer`; fewer only at the end of the file.
    func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: Int) throws(SystemCallError)
        -> Int
    {
        var done = 0
        while done < count {
            let result = pread(descriptor, buffer + done, count - done, off_t(offset + done))
            if result < 0 {
                if errno == EINTR { continue }
                throw SystemCallError()
            }
            if result == 0 { break }
            done += result
        }
        return done
    }

    /// Reads `count` bytes at `offset` (fewer at the end of the file).
    func read(count: Int, at offset: Int) throws(SystemCallError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var result: Result<Int, SystemCallError> = .success(0)
        bytes.withUnsafeMutableBytes { buffer in
            result = Result { () throws(SystemCallError) in
                try read(into: buffer.baseAddress!, count: count, at: offset)
            }
        }
        bytes.removeLast(count - (try result.get()))
        return bytes
    }

    /// Writes all of `bytes` at the current position (the end, for `O_APPEND`).
    func write(_ bytes: [UInt8]) throws(SystemCallError) {
        if let failure = writeAll(bytes, to: descriptor) { throw failure }
    }

    func sync() throws(SystemCallError) {
        guard fsync(descriptor) == 0 else { throw SystemCallError() }
    }

    func truncate(to length: Int) throws(SystemCallError) {
        guard ftruncate(descriptor, off_t(length)) == 0 else { throw SystemCallError() }
    }
}

/// Writes every byte to a descriptor, retrying short and interrupted writes; returns the
/// error, if any.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> SystemCallError? {
    bytes.withUnsafeBytes { buffer in
        var done = 0
        while done < buffer.count {
            let result = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
            if result < 0 {
                if errno == EINTR { continue }
                return SystemCallError()
            }
            done += result
        }
        return nil
    }
}

/// Flushes a directory entry change (a new or renamed file) to disk; best effort.
func syncDirectory(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
}

/// The directory part of a path: `a/b/c` is `a/b`, `c` is `.`.
func parentDirectory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let parent = String(path[..<slash])
    return parent.isEmpty ? "/" : parent
}

/// What is at `path`: nothing, a regular file, a directory or something else.
enum PathKind {
    case missing, file, directory, other
}

func pathKind(_ path: String) -> PathKind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
}
