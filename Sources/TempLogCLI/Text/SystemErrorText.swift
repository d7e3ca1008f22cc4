import TempLogCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension SystemError {
    /// The failure for people: the C library's description, and in Japanese a translation of
    /// the ones people meet (a missing file, no permission, a full disk, …); any other error
    /// keeps the C library's words.
    var text: LocalizedText {
        let words = SystemDescription(english: description)
        switch code {
        case ENOENT: return .system(.noSuchFile(description: words))
        case EACCES: return .system(.permissionDenied(description: words))
        case EPERM: return .system(.notPermitted(description: words))
        case ENOSPC: return .system(.noSpace(description: words))
        case EDQUOT: return .system(.quotaExceeded(description: words))
        case EROFS: return .system(.readOnly(description: words))
        case EISDIR: return .system(.isDirectory(description: words))
        case ENOTDIR: return .system(.notDirectory(description: words))
        case ELOOP: return .system(.symlinkLoop(description: words))
        case EMLINK: return .system(.tooManyLinks(description: words))
        case EFBIG: return .system(.fileTooLarge(description: words))
        case EIO: return .system(.inputOutput(description: words))
        case ESPIPE: return .system(.notRegularFile)
        default: return .verbatim(description)
        }
    }
}

extension UnexpectedFile {
    /// What was found, for people: `a symbolic link`, `a file of user 0, not of the store's
    /// owner`.
    var text: LocalizedText {
        switch self {
        case .symbolicLink: return .store(.foundSymbolicLink)
        case .directory: return .store(.foundDirectory)
        case .fifo: return .store(.foundFIFO)
        case .socket: return .store(.foundSocket)
        case .device: return .store(.foundDevice)
        case .ownedBy(let user): return .store(.foundOtherOwner(user: "\(user)"))
        }
    }
}
