#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The user and group a file belongs to. Every file templog makes beside the store gets the
/// store's owner, and a rewritten file the owner of the file it replaces, so that root (under
/// sudo, say) can change a user's store and the user keeps it.
package struct FileOwner: Equatable, Sendable {
    package let user: uid_t
    package let group: gid_t

    package init(user: uid_t, group: gid_t) {
        self.user = user
        self.group = group
    }

    /// Whoever runs templog: the owner of what it creates unless told otherwise.
    package static var process: FileOwner { FileOwner(user: geteuid(), group: getegid()) }

    /// The owner of the file or directory at `path` (through symbolic links); nil when there is
    /// nothing there.
    package static func of(_ path: String) -> FileOwner? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileOwner(user: status.st_uid, group: status.st_gid)
    }
}

/// What stands where templog keeps a file of its own (the journal, the lock, the profiles and
/// cycles files, the settings file, a temporary file), when it is something templog will not
/// read or write: anything but a regular file of the store's owner. templog never follows a
/// link there, since anyone who can write the folder could aim it at another file.
public enum UnexpectedFile: Error, Equatable, Sendable {
    case symbolicLink
    case directory
    /// A named pipe: reading one waits for a writer.
    case fifo
    case socket
    /// A character or block device.
    case device
    /// A regular file that belongs to another user (this user id) than the store.
    case ownedBy(user: UInt32)

    /// What is at `path` when it is not a regular file owned by `owner` (nil when it is one, or
    /// when nothing is there). Does not follow a symbolic link.
    package static func at(_ path: String, expectedOwner owner: FileOwner) -> UnexpectedFile? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return UnexpectedFile(status, expectedOwner: owner)
    }

    /// What `status` describes when it is not a regular file owned by `owner`.
    init?(_ status: stat, expectedOwner owner: FileOwner) {
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard status.st_uid != owner.user else { return nil }
            self = .ownedBy(user: UInt32(status.st_uid))
        case S_IFLNK: self = .symbolicLink
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        default: self = .device
        }
    }
}

/// A rewrite or a new file that could not be given the owner it must have (root's `fchown`
/// refused, or a user rewriting a file of another user): templog refuses the change rather than
/// take the file from its owner.
package struct CannotKeepOwner: Error, Equatable, Sendable {
    package let owner: FileOwner
    package let error: SystemError
}

extension OpenFile {
    /// Opens `path`, a file templog keeps for itself, never through a symbolic link: nil when it
    /// does not exist, unless `creating`, when it is made exclusively (`O_EXCL`), mode 0600
    /// whatever the umask, and owned by `owner`. Throws `UnexpectedFile` when anything but a
    /// regular file of `owner` is there (seen before opening, so a FIFO or a device is never
    /// opened, and checked again on the descriptor), `CannotKeepOwner` when a new file cannot
    /// be given `owner`, and `SystemError` when a call fails.
    package static func own(
        _ path: String, flags: Int32, creating: Bool = false, owner: FileOwner
    ) throws -> OpenFile? {
        while true {
            if let unexpected = UnexpectedFile.at(path, expectedOwner: owner) { throw unexpected }
            do {
                let file = try OpenFile(path: path, flags: flags | O_NOFOLLOW | O_NONBLOCK)
                var status = stat()
                guard fstat(file.descriptor, &status) == 0 else { throw SystemError() }
                if let unexpected = UnexpectedFile(status, expectedOwner: owner) {
                    throw unexpected
                }
                return file
            } catch let error as SystemError where error.isMissingFile {
                guard creating else { return nil }
            } catch let error as SystemError where error.code == ELOOP {
                throw UnexpectedFile.symbolicLink
            }
            do {
                return try created(path, flags: flags, mode: 0o600, owner: owner)
            } catch let error as SystemError where error.code == EEXIST {
                continue  // made by another process meanwhile: opened as it is
            }
        }
    }

    /// Creates the file `path` exclusively (`O_EXCL`, so never through a link), with `mode`
    /// whatever the umask, owned by `owner` (`fchown` when that is not whoever runs templog);
    /// on failure, removes it again.
    package static func created(
        _ path: String, flags: Int32, mode: mode_t, owner: FileOwner
    ) throws -> OpenFile {
        let file = try OpenFile(
            path: path, flags: flags | O_CREAT | O_EXCL | O_NOFOLLOW, mode: mode)
        do {
            try file.setOwner(owner)
            try file.setMode(mode)
        } catch {
            removeFile(path)
            throw error
        }
        return file
    }

    /// Gives the file `owner`'s user and group, when it has others; throws `CannotKeepOwner`
    /// when that is not allowed.
    package func setOwner(_ owner: FileOwner) throws {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError() }
        guard status.st_uid != owner.user || status.st_gid != owner.group else { return }
        guard FileChange.chown.perform({ fchown(descriptor, owner.user, owner.group) }) == 0 else {
            let error = SystemError()
            if error.code == EPERM { throw CannotKeepOwner(owner: owner, error: error) }
            throw error
        }
    }

    /// Sets the permission bits.
    package func setMode(_ mode: mode_t) throws(SystemError) {
        guard FileChange.chmod.perform({ fchmod(descriptor, mode) }) == 0 else {
            throw SystemError()
        }
    }

    /// The owner and permission bits of the open file.
    package func ownerAndMode() throws(SystemError) -> (owner: FileOwner, mode: mode_t) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError() }
        return (FileOwner(user: status.st_uid, group: status.st_gid), status.st_mode & 0o7777)
    }
}
