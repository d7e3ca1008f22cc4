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

    /// Replaces the file `path` with `bytes`, atomically: a temporary file beside it,
    /// `fsync`, `rename`, `fsync` of the directory. The file must be templog's own (see
    /// `OpenFile.own`): a symbolic link, anything but a regular file, or a file of another
    /// user than `owner` is refused with `UnexpectedFile`, and nothing is written. The new file
    /// keeps the old one's mode (0600 for a new one, whatever the umask) and gets `owner`
    /// (`CannotKeepOwner` when it cannot). Creates missing directories (0700). `faults` is told
    /// of the rewrite's fault points as they pass (crash and failure tests). On failure the
    /// file is as it was.
    package static func replace(
        _ path: String, with bytes: [UInt8], owner: FileOwner,
        faults: (FaultPoint) throws(SystemError) -> Void = { _ in }
    ) throws {
        if let failure = createDirectories(parentDirectory(of: path), owner: owner) {
            throw failure.error
        }
        if let unexpected = UnexpectedFile.at(path, expectedOwner: owner) { throw unexpected }
        var status = stat()
        let mode = lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o600
        let temporaryPath = temporaryName(for: path)
        let temporary = try OpenFile.created(
            temporaryPath, flags: O_WRONLY, mode: mode, owner: owner)
        do throws(SystemError) {
            try temporary.write(bytes)
            try faults(.temporaryWritten)
            try temporary.sync()
            try faults(.beforeRename)
            try renameFile(temporaryPath, to: path)
        } catch {
            removeFile(temporaryPath)
            throw error
        }
        try faults(.afterRenameBeforeDirectorySync)
        try syncDirectory(parentDirectory(of: path))
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

    /// The temporary files (names only) of the files named `names` in `directory`
    /// (`.<name>.tmp-<pid>-*`) that no living process holds: every one when `lockHeld` (the
    /// caller holds the lock every rewrite of those files holds, so none is under way), else
    /// those whose process has ended.
    package static func leftovers(
        in directory: String, of names: [String], lockHeld: Bool
    ) -> [String] {
        directoryEntries(directory).filter { entry in
            guard let name = names.first(where: { entry.hasPrefix("." + $0 + temporaryMarker) })
            else { return false }
            if lockHeld { return true }
            let rest = entry.dropFirst(name.count + 1 + temporaryMarker.count)
            guard let pid = rest.split(separator: "-").first.flatMap({ pid_t($0) }) else {
                return true
            }
            return kill(pid, 0) != 0 && errno == ESRCH
        }
        .sorted()
    }
}
