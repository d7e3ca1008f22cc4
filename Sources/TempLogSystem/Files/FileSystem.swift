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

/// Flushes a directory entry change (a new or renamed file) to disk.
package func syncDirectory(_ path: String) throws(SystemError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw SystemError() }
    defer { close(descriptor) }
    guard FileChange.fsync.perform({ fsync(descriptor) }) == 0 else { throw SystemError() }
}

/// The directory part of a path: `a/b/c` is `a/b`, `c` is `.`.
package func parentDirectory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let parent = String(path[..<slash])
    return parent.isEmpty ? "/" : parent
}

/// `mkdir -p` with mode 0700 for every directory it creates, each given `owner` when one is
/// named (root making a user's settings directory leaves it the user's); on failure, the
/// directory that could not be made and why.
package func createDirectories(
    _ directory: String, owner: FileOwner? = nil
) -> (directory: String, error: SystemError)? {
    var current = directory.hasPrefix("/") ? "" : "."
    for component in directory.split(separator: "/") {
        current += "/" + component
        var status = stat()
        if stat(current, &status) == 0 { continue }
        if FileChange.mkdir.perform({ mkdir(current, 0o700) }) != 0 {
            if errno == EEXIST { continue }
            return (current, SystemError())
        }
        if let owner, owner != .process,
            FileChange.chown.perform({ chown(current, owner.user, owner.group) }) != 0
        {
            return (current, SystemError())
        }
    }
    return nil
}

/// What is at `path`: nothing, a regular file, a directory or something else.
package enum PathKind {
    case missing, file, directory, other
}

package func pathKind(_ path: String) -> PathKind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
}

/// The names in a directory (not `.` and `..`); empty when it cannot be read.
package func directoryEntries(_ path: String) -> [String] {
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

/// `path` with every symbolic link resolved: the file a link (or a chain of them) points to,
/// even when that file does not exist yet; for a missing file, its directory resolved.
package func resolvedPath(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
        if let real = realpath(current, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        var target = [CChar](repeating: 0, count: 4097)
        let length = readlink(current, &target, target.count - 1)
        if length > 0 {
            let link = String(
                decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : parentDirectory(of: current) + "/" + link
            continue
        }
        guard let directory = realpath(parentDirectory(of: current), nil) else { return current }
        defer { free(directory) }
        let name = current.split(separator: "/").last.map(String.init) ?? current
        let resolved = String(cString: directory)
        return (resolved.hasSuffix("/") ? resolved : resolved + "/") + name
    }
    return current
}
