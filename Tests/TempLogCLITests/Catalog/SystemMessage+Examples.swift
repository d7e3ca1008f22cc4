@testable import TempLogCLI

extension SystemMessage: CatalogExample {
    enum Kind: CaseIterable {
        case noSuchFile
        case permissionDenied
        case notPermitted
        case noSpace
        case quotaExceeded
        case readOnly
        case isDirectory
        case notDirectory
        case symlinkLoop
        case tooManyLinks
        case fileTooLarge
        case inputOutput
        case notRegularFile
    }

    var localized: LocalizedText { .system(self) }

    var kind: Kind {
        switch self {
        case .noSuchFile: return .noSuchFile
        case .permissionDenied: return .permissionDenied
        case .notPermitted: return .notPermitted
        case .noSpace: return .noSpace
        case .quotaExceeded: return .quotaExceeded
        case .readOnly: return .readOnly
        case .isDirectory: return .isDirectory
        case .notDirectory: return .notDirectory
        case .symlinkLoop: return .symlinkLoop
        case .tooManyLinks: return .tooManyLinks
        case .fileTooLarge: return .fileTooLarge
        case .inputOutput: return .inputOutput
        case .notRegularFile: return .notRegularFile
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .noSuchFile:
            return .noSuchFile(description: SystemDescription(english: "<description>"))
        case .permissionDenied:
            return .permissionDenied(description: SystemDescription(english: "<description>"))
        case .notPermitted:
            return .notPermitted(description: SystemDescription(english: "<description>"))
        case .noSpace: return .noSpace(description: SystemDescription(english: "<description>"))
        case .quotaExceeded:
            return .quotaExceeded(description: SystemDescription(english: "<description>"))
        case .readOnly: return .readOnly(description: SystemDescription(english: "<description>"))
        case .isDirectory:
            return .isDirectory(description: SystemDescription(english: "<description>"))
        case .notDirectory:
            return .notDirectory(description: SystemDescription(english: "<description>"))
        case .symlinkLoop:
            return .symlinkLoop(description: SystemDescription(english: "<description>"))
        case .tooManyLinks:
            return .tooManyLinks(description: SystemDescription(english: "<description>"))
        case .fileTooLarge:
            return .fileTooLarge(description: SystemDescription(english: "<description>"))
        case .inputOutput:
            return .inputOutput(description: SystemDescription(english: "<description>"))
        case .notRegularFile: return .notRegularFile
        }
    }
}
