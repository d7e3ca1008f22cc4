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
        switch pathKind(path) {
        case .missing: return nil
        case .directory: throw SystemError(code: EISDIR)
        case .other: throw SystemError.notARegularFile
        case .file: break
        }
        let file: OpenFile
        do {
            file = try OpenFile(path: path, flags: O_RDONLY)
        } catch {
            if error.code == ENOENT { return nil }
            throw error
        }
        let size = try file.size()
        guard size <= maximumSize else { throw SystemError(code: EFBIG) }
        return try file.read(count: size, at: 0)
    }

    /// Replaces the file `path` names (through symbolic links, so a linked file stays linked)
    /// with `bytes`, atomically: a temporary file beside it, `fsync`, `rename`, `fsync` of the
    /// directory. The file keeps its mode; a new one gets `newFileMode`, whatever the umask. Creates missing directories (0700). Something other
    /// than a regular file at `path` is refused. `faults` is told of the rewrite's fault
    /// points as they pass (crash and failure tests). On failure the file is as it was.
    package static func replace(
        _ path: String, with bytes: [UInt8], newFileMode: mode_t = 0o600,
        faults: (FaultPoint) throws(SystemError) -> Void = { _ in }
    ) throws(SystemError) {
        if let failure = createDirectories(parentDirectory(of: path)) { throw failure.error }
        let target = resolvedPath(path)
        if pathKind(target) == .other { throw SystemError.notARegularFile }
        let directory = parentDirectory(of: target)
        var status = stat()
        let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : newFileMode
        let temporaryPath = temporaryName(for: target)
        do throws(SystemError) {
            let temporary = try OpenFile(
                path: temporaryPath, flags: O_WRONLY | O_CREAT | O_EXCL, mode: mode)
            guard fchmod(temporary.descriptor, mode) == 0 else { throw SystemError() }
            try temporary.write(bytes)
            try faults(.temporaryWritten)
            try temporary.sync()
            try faults(.beforeRename)
            guard rename(temporaryPath, target) == 0 else { throw SystemError() }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        try faults(.afterRenameBeforeDirectorySync)
        try syncDirectory(directory)
    }

    /// The one pattern of every temporary file templog makes: `.<name>.tmp-<pid>-<random>`
    /// beside the file it replaces, so `check` can report what a crash left and `check
    /// --repair` remove it.
    package static func temporaryName(for target: String) -> String {
        let directory = parentDirectory(of: target)
        let base = target.split(separator: "/").last.map(String.init) ?? target
        return
            "\(directory)/.\(base)\(temporaryMarker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// What follows the file's name in a temporary file's name.
    package static let temporaryMarker = ".tmp-"

    /// The temporary files (names only) that `.<name>.tmp-*` leftovers of the files named
    /// `names` in `directory` have left.
    package static func leftovers(in directory: String, of names: [String]) -> [String] {
        directoryEntries(directory).filter { entry in
            names.contains { entry.hasPrefix("." + $0 + temporaryMarker) }
        }
        .sorted()
    }
}
