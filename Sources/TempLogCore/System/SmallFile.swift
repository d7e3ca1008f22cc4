#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A small text file read whole and replaced whole: the settings file, the undo journal when
/// it is trimmed or restarted.
package enum SmallFile {
    /// The largest file read, so a mistaken path cannot fill memory.
    package static let maximumSize = 1 << 20

    /// The file's bytes; nil when there is no file at `path`.
    package static func read(_ path: String) throws(SystemError) -> [UInt8]? {
        let file: OpenFile
        do {
            file = try OpenFile(path: path, flags: O_RDONLY)
        } catch {
            if error.code == ENOENT { return nil }
            throw error
        }
        guard pathKind(path) == .file else { throw SystemError(code: EISDIR) }
        let size = try file.size()
        guard size <= maximumSize else { throw SystemError(code: EFBIG) }
        return try file.read(count: size, at: 0)
    }

    /// Replaces the file `path` names (through symbolic links, so a linked file stays linked)
    /// with `bytes`, atomically: a temporary file beside it, `fsync`, `rename`, `fsync` of the
    /// directory. The file keeps its mode; a new one gets `newFileMode`. Creates missing
    /// directories (0700). On failure the file is as it was.
    package static func replace(
        _ path: String, with bytes: [UInt8], newFileMode: mode_t = 0o644
    ) throws(SystemError) {
        if let failure = createDirectories(parentDirectory(of: path)) { throw failure.error }
        let target = resolvedPath(path)
        let directory = parentDirectory(of: target)
        var status = stat()
        let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : newFileMode
        let temporaryPath = "\(directory)/.templog-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        do throws(SystemError) {
            let temporary = try OpenFile(
                path: temporaryPath, flags: O_WRONLY | O_CREAT | O_EXCL, mode: mode)
            guard fchmod(temporary.descriptor, mode) == 0 else { throw SystemError() }
            try temporary.write(bytes)
            try temporary.sync()
            guard rename(temporaryPath, target) == 0 else { throw SystemError() }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        try syncDirectory(directory)
    }
}
