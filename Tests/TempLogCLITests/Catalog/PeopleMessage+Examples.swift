@testable import TempLogCLI

extension PeopleMessage: CatalogExample {
    enum Kind: CaseIterable {
        case namedInStore, ownerOfStore, namedInStoreOnly, ownerOfStoreOnly, namedInThisStore
        case namedInFile, unnamedInFile, importedPerson, wouldImportPerson, answersRemembered
        case importNeedsAnswers, alreadyHere, hereOwnReadings, hereImportedReadings
        case samePersonCommand, otherPersonCommand, inSeveralStores, sourceRows, ownerNotNamed
        case severalPeople, personRows, noSuchPersonInFiles, answerCommand, answerAllAtOnce,
            answerAndImportAgain
        case renamed, merged, renameNoSuchPerson, renameSamePerson, renameTargetExists
        case renameProfilesDisagree, undoneRename, listedRename, columnFrom, similarHandles
        case oneAnswerForSeveralStores
    }

    var localized: LocalizedText { .people(self) }

    var kind: Kind {
        switch self {
        case .namedInStore: return .namedInStore
        case .ownerOfStore: return .ownerOfStore
        case .namedInStoreOnly: return .namedInStoreOnly
        case .ownerOfStoreOnly: return .ownerOfStoreOnly
        case .namedInThisStore: return .namedInThisStore
        case .namedInFile: return .namedInFile
        case .unnamedInFile: return .unnamedInFile
        case .importedPerson: return .importedPerson
        case .wouldImportPerson: return .wouldImportPerson
        case .answersRemembered: return .answersRemembered
        case .importNeedsAnswers: return .importNeedsAnswers
        case .alreadyHere: return .alreadyHere
        case .hereOwnReadings: return .hereOwnReadings
        case .hereImportedReadings: return .hereImportedReadings
        case .samePersonCommand: return .samePersonCommand
        case .otherPersonCommand: return .otherPersonCommand
        case .inSeveralStores: return .inSeveralStores
        case .oneAnswerForSeveralStores: return .oneAnswerForSeveralStores
        case .sourceRows: return .sourceRows
        case .ownerNotNamed: return .ownerNotNamed
        case .severalPeople: return .severalPeople
        case .personRows: return .personRows
        case .noSuchPersonInFiles: return .noSuchPersonInFiles
        case .answerCommand: return .answerCommand
        case .answerAllAtOnce: return .answerAllAtOnce
        case .answerAndImportAgain: return .answerAndImportAgain
        case .renamed: return .renamed
        case .merged: return .merged
        case .renameNoSuchPerson: return .renameNoSuchPerson
        case .renameSamePerson: return .renameSamePerson
        case .renameTargetExists: return .renameTargetExists
        case .renameProfilesDisagree: return .renameProfilesDisagree
        case .undoneRename: return .undoneRename
        case .listedRename: return .listedRename
        case .columnFrom: return .columnFrom
        case .similarHandles: return .similarHandles
        }
    }

    static func example(of kind: Kind) -> Self {
        let files = LocalizedText.verbatim("<files>")
        let source = LocalizedText.verbatim("<source>")
        switch kind {
        case .namedInStore: return .namedInStore(name: "<name>", store: "<store>", files: files)
        case .ownerOfStore: return .ownerOfStore(store: "<store>", files: files)
        case .namedInStoreOnly: return .namedInStoreOnly(name: "<name>", store: "<store>")
        case .ownerOfStoreOnly: return .ownerOfStoreOnly(store: "<store>")
        case .namedInThisStore: return .namedInThisStore(name: .verbatim("<name>"), files: files)
        case .namedInFile: return .namedInFile(name: "<name>", files: files)
        case .unnamedInFile: return .unnamedInFile(files: files)
        case .importedPerson:
            return .importedPerson(
                source: source, person: .verbatim("<person>"), added: 4_201, stored: 4_202)
        case .wouldImportPerson:
            return .wouldImportPerson(
                source: source, person: .verbatim("<person>"), added: 4_201, stored: 4_202)
        case .answersRemembered: return .answersRemembered(path: "<path>")
        case .importNeedsAnswers: return .importNeedsAnswers(count: 4_201)
        case .alreadyHere:
            return .alreadyHere(
                source: source, rows: 4_201, name: "<name>", here: .verbatim("<here>"))
        case .hereOwnReadings:
            return .hereOwnReadings(person: .verbatim("<person>"), readings: 4_201)
        case .hereImportedReadings:
            return .hereImportedReadings(
                person: .verbatim("<person>"), readings: 4_201, from: .verbatim("<from>"))
        case .samePersonCommand: return .samePersonCommand(command: "<command>")
        case .otherPersonCommand: return .otherPersonCommand(command: "<command>")
        case .inSeveralStores:
            return .inSeveralStores(name: "<name>", sources: .verbatim("<sources>"))
        case .oneAnswerForSeveralStores:
            return .oneAnswerForSeveralStores(
                name: .verbatim("<name>"), sources: .verbatim("<sources>"))
        case .sourceRows: return .sourceRows(source: source, rows: 4_201)
        case .ownerNotNamed: return .ownerNotNamed(source: source, rows: 4_201)
        case .severalPeople: return .severalPeople(path: "<path>", people: .verbatim("<people>"))
        case .personRows: return .personRows(person: .verbatim("<person>"), rows: 4_201)
        case .noSuchPersonInFiles:
            return .noSuchPersonInFiles(name: "<name>", held: .verbatim("<held>"))
        case .answerCommand: return .answerCommand(command: "<command>")
        case .answerAllAtOnce: return .answerAllAtOnce(command: "<command>")
        case .answerAndImportAgain: return .answerAndImportAgain
        case .renamed:
            return .renamed(from: .verbatim("<from>"), to: .verbatim("<to>"), count: 4_201)
        case .merged:
            return .merged(from: .verbatim("<from>"), to: .verbatim("<to>"), count: 4_201)
        case .renameNoSuchPerson: return .renameNoSuchPerson(name: .verbatim("<name>"))
        case .renameSamePerson: return .renameSamePerson(name: .verbatim("<name>"))
        case .renameTargetExists:
            return .renameTargetExists(
                name: .verbatim("<name>"), readings: 4_201, command: "<command>")
        case .renameProfilesDisagree:
            return .renameProfilesDisagree(
                from: .verbatim("<from>"), to: .verbatim("<to>"), fields: .verbatim("<fields>"))
        case .undoneRename:
            return .undoneRename(from: .verbatim("<from>"), to: .verbatim("<to>"), count: 4_201)
        case .listedRename:
            return .listedRename(from: .verbatim("<from>"), to: .verbatim("<to>"), count: 4_201)
        case .columnFrom: return .columnFrom
        case .similarHandles:
            return .similarHandles(first: "<first>", second: "<second>", command: "<command>")
        }
    }
}
