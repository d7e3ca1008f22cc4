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
        let message: Message
        switch code {
        case ENOENT: message = .systemNoSuchFile
        case EACCES: message = .systemPermissionDenied
        case EPERM: message = .systemNotPermitted
        case ENOSPC: message = .systemNoSpace
        case EDQUOT: message = .systemQuotaExceeded
        case EROFS: message = .systemReadOnly
        case EISDIR: message = .systemIsDirectory
        case ENOTDIR: message = .systemNotDirectory
        case ELOOP: message = .systemSymlinkLoop
        case EMLINK: message = .systemTooManyLinks
        case EFBIG: message = .systemFileTooLarge
        case EIO: message = .systemInputOutput
        case ESPIPE: message = .systemNotRegularFile
        default: message = .verbatim
        }
        return message("\(description)")
    }
}
