@testable import TempLogCLI

extension StoreMessage: CatalogExample {
    enum Kind: CaseIterable {
        case storeIsDirectory
        case cannotOpenStoreForWriting
        case cannotCreateStore
        case cannotWrite
        case cannotCreateTemporary
        case cannotRewrite
        case parentMissing
        case parentNotDirectory
        case cannotCreateDirectory
        case cannotCreateLock
        case cannotRead
        case cannotSync
        case cannotLock
        case storeBusy
        case cannotCreateFile
        case cannotWriteOutput
        case noHome
        case cannotSyncDirectory
        case madeInPart
        case unexpectedFile
        case foundSymbolicLink
        case foundDirectory
        case foundFIFO
        case foundSocket
        case foundDevice
        case foundOtherOwner
        case cannotKeepOwner
        case notAStore
        case notStorable
        case notAnIdentity
        case exportWithoutIdentity
        case leftoversRemoved
        case quoted
        case textKeyNote
        case textKeyWho
        case lineNotJSON
        case lineMissingKey
        case lineInvalidValue
        case acceptedID
        case acceptedTime
        case acceptedCelsius
        case acceptedUnit
        case acceptedSite
        case acceptedSymptoms
        case acceptedKind
        case acceptedDisturbance
        case acceptedString
    }

    var localized: LocalizedText { .store(self) }

    var kind: Kind {
        switch self {
        case .storeIsDirectory: return .storeIsDirectory
        case .cannotOpenStoreForWriting: return .cannotOpenStoreForWriting
        case .cannotCreateStore: return .cannotCreateStore
        case .cannotWrite: return .cannotWrite
        case .cannotCreateTemporary: return .cannotCreateTemporary
        case .cannotRewrite: return .cannotRewrite
        case .parentMissing: return .parentMissing
        case .parentNotDirectory: return .parentNotDirectory
        case .cannotCreateDirectory: return .cannotCreateDirectory
        case .cannotCreateLock: return .cannotCreateLock
        case .cannotRead: return .cannotRead
        case .cannotSync: return .cannotSync
        case .cannotLock: return .cannotLock
        case .storeBusy: return .storeBusy
        case .cannotCreateFile: return .cannotCreateFile
        case .cannotWriteOutput: return .cannotWriteOutput
        case .noHome: return .noHome
        case .cannotSyncDirectory: return .cannotSyncDirectory
        case .madeInPart: return .madeInPart
        case .unexpectedFile: return .unexpectedFile
        case .foundSymbolicLink: return .foundSymbolicLink
        case .foundDirectory: return .foundDirectory
        case .foundFIFO: return .foundFIFO
        case .foundSocket: return .foundSocket
        case .foundDevice: return .foundDevice
        case .foundOtherOwner: return .foundOtherOwner
        case .cannotKeepOwner: return .cannotKeepOwner
        case .notAStore: return .notAStore
        case .notStorable: return .notStorable
        case .notAnIdentity: return .notAnIdentity
        case .exportWithoutIdentity: return .exportWithoutIdentity
        case .leftoversRemoved: return .leftoversRemoved
        case .quoted: return .quoted
        case .textKeyNote: return .textKeyNote
        case .textKeyWho: return .textKeyWho
        case .lineNotJSON: return .lineNotJSON
        case .lineMissingKey: return .lineMissingKey
        case .lineInvalidValue: return .lineInvalidValue
        case .acceptedID: return .acceptedID
        case .acceptedTime: return .acceptedTime
        case .acceptedCelsius: return .acceptedCelsius
        case .acceptedUnit: return .acceptedUnit
        case .acceptedSite: return .acceptedSite
        case .acceptedSymptoms: return .acceptedSymptoms
        case .acceptedKind: return .acceptedKind
        case .acceptedDisturbance: return .acceptedDisturbance
        case .acceptedString: return .acceptedString
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .storeIsDirectory: return .storeIsDirectory(path: "<path>")
        case .cannotOpenStoreForWriting:
            return .cannotOpenStoreForWriting(path: "<path>", reason: .verbatim("<reason>"))
        case .cannotCreateStore:
            return .cannotCreateStore(path: "<path>", reason: .verbatim("<reason>"))
        case .cannotWrite: return .cannotWrite(path: "<path>", reason: .verbatim("<reason>"))
        case .cannotCreateTemporary:
            return .cannotCreateTemporary(directory: "<directory>", reason: .verbatim("<reason>"))
        case .cannotRewrite: return .cannotRewrite(path: "<path>", reason: .verbatim("<reason>"))
        case .parentMissing: return .parentMissing(path: "<path>", directory: "<directory>")
        case .parentNotDirectory:
            return .parentNotDirectory(path: "<path>", directory: "<directory>")
        case .cannotCreateDirectory:
            return .cannotCreateDirectory(directory: "<directory>", reason: .verbatim("<reason>"))
        case .cannotCreateLock:
            return .cannotCreateLock(path: "<path>", reason: .verbatim("<reason>"))
        case .cannotRead: return .cannotRead(path: "<path>", reason: .verbatim("<reason>"))
        case .cannotSync: return .cannotSync(path: "<path>", reason: .verbatim("<reason>"))
        case .cannotLock: return .cannotLock(path: "<path>", reason: .verbatim("<reason>"))
        case .storeBusy: return .storeBusy(path: "<path>")
        case .cannotCreateFile:
            return .cannotCreateFile(path: "<path>", reason: .verbatim("<reason>"))
        case .cannotWriteOutput: return .cannotWriteOutput(reason: .verbatim("<reason>"))
        case .noHome: return .noHome
        case .cannotSyncDirectory:
            return .cannotSyncDirectory(path: "<path>", reason: .verbatim("<reason>"))
        case .madeInPart:
            return .madeInPart(
                changed: Spelling(en: "'<path>'", ja: "「<path>」"), notChanged: "<path>.cycles",
                reason: .verbatim("<reason>"))
        case .unexpectedFile:
            return .unexpectedFile(path: "<path>", found: .verbatim("<found>"))
        case .foundSymbolicLink: return .foundSymbolicLink
        case .foundDirectory: return .foundDirectory
        case .foundFIFO: return .foundFIFO
        case .foundSocket: return .foundSocket
        case .foundDevice: return .foundDevice
        case .foundOtherOwner: return .foundOtherOwner(user: "<user>")
        case .cannotKeepOwner:
            return .cannotKeepOwner(path: "<path>", user: "<user>", reason: .verbatim("<reason>"))
        case .notAStore: return .notAStore(path: "<path>", lines: 24)
        case .notStorable: return .notStorable(path: "<path>", key: "<key>")
        case .leftoversRemoved: return .leftoversRemoved(files: "<files>")
        case .quoted: return .quoted(text: "<text>")
        case .textKeyNote: return .textKeyNote
        case .textKeyWho: return .textKeyWho
        case .lineNotJSON: return .lineNotJSON
        case .lineMissingKey: return .lineMissingKey(key: "<key>")
        case .lineInvalidValue:
            return .lineInvalidValue(key: "<key>", accepted: .verbatim("<accepted>"))
        case .acceptedID: return .acceptedID
        case .acceptedTime: return .acceptedTime
        case .acceptedCelsius: return .acceptedCelsius(lowest: "<lowest>", highest: "<highest>")
        case .acceptedUnit: return .acceptedUnit
        case .acceptedSite:
            return .acceptedSite(sites: Spelling(en: "<sites.en>", ja: "<sites.ja>"))
        case .acceptedSymptoms: return .acceptedSymptoms
        case .acceptedKind:
            return .acceptedKind(kinds: Spelling(en: "<kinds.en>", ja: "<kinds.ja>"))
        case .acceptedString: return .acceptedString
        case .notAnIdentity: return .notAnIdentity(path: "<path>")
        case .exportWithoutIdentity: return .exportWithoutIdentity(reason: .verbatim("<reason>"))
        case .acceptedDisturbance: return .acceptedDisturbance(reasons: "<reasons>")
        }
    }
}
