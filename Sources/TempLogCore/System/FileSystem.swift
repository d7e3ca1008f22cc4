#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes every byte to a descriptor, retrying short and interrupted writes; returns the
/// error, if any.
package func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> SystemError? {
    bytes.withUnsafeBytes { buffer in
        var done = 0
        while done < buffer.count {
            let result = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
            if result < 0 {
                if errno == EINTR { continue }
                return SystemError()
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

/// The names in a directory (not `.` and `..`); empty when it cannot be read.
func directoryEntries(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != ".", name != ".." { names.append(name) }
    }
    return names
}
