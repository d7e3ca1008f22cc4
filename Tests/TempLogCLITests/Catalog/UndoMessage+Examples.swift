@testable import TempLogCLI

extension UndoMessage: CatalogExample {
    enum Kind: CaseIterable {
        case listedReading
        case undoneAdd
        case deleted
        case nothingToUndo
        case broughtBack
        case removedImport
        case listedAdd
        case listedDelete
        case undoneUpdate
        case undoneUpdateAndAdd
        case listedUpdate
        case listedUpdateAndAdd
        case listedImport
        case listedRepair
        case undoListEntry
        case undoListDamaged
        case journalNotWritten
        case noJournal
        case journalDamaged
        case journalImplausible
        case cannotUndoRepair
        case undoAddedLineChanged
        case undoAddedLineMissing
        case undoRemovedLineBack
        case undoCycleMarkChanged
        case undoPassedOver
        case undoSkipped
        case undoSkippedDamaged
        case listedSkip
        case repairCannotBeUndone
        case undoProfileChanged
        case undoneProfile
        case listedProfile
    }

    var localized: LocalizedText { .undo(self) }

    var kind: Kind {
        switch self {
        case .listedReading: return .listedReading
        case .undoneAdd: return .undoneAdd
        case .deleted: return .deleted
        case .nothingToUndo: return .nothingToUndo
        case .broughtBack: return .broughtBack
        case .removedImport: return .removedImport
        case .listedAdd: return .listedAdd
        case .listedDelete: return .listedDelete
        case .undoneUpdate: return .undoneUpdate
        case .undoneUpdateAndAdd: return .undoneUpdateAndAdd
        case .listedUpdate: return .listedUpdate
        case .listedUpdateAndAdd: return .listedUpdateAndAdd
        case .listedImport: return .listedImport
        case .listedRepair: return .listedRepair
        case .undoListEntry: return .undoListEntry
        case .undoListDamaged: return .undoListDamaged
        case .journalNotWritten: return .journalNotWritten
        case .noJournal: return .noJournal
        case .journalDamaged: return .journalDamaged
        case .journalImplausible: return .journalImplausible
        case .cannotUndoRepair: return .cannotUndoRepair
        case .undoAddedLineChanged: return .undoAddedLineChanged
        case .undoAddedLineMissing: return .undoAddedLineMissing
        case .undoRemovedLineBack: return .undoRemovedLineBack
        case .undoCycleMarkChanged: return .undoCycleMarkChanged
        case .undoPassedOver: return .undoPassedOver
        case .undoSkipped: return .undoSkipped
        case .undoSkippedDamaged: return .undoSkippedDamaged
        case .listedSkip: return .listedSkip
        case .repairCannotBeUndone: return .repairCannotBeUndone
        case .undoProfileChanged: return .undoProfileChanged
        case .undoneProfile: return .undoneProfile
        case .listedProfile: return .listedProfile
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .listedReading: return .listedReading(reading: .example)
        case .undoneAdd: return .undoneAdd(reading: .example)
        case .deleted: return .deleted(reading: .example)
        case .nothingToUndo: return .nothingToUndo
        case .broughtBack: return .broughtBack(reading: .example)
        case .removedImport:
            return .removedImport(count: 4_201, files: "<files>", time: .verbatim("<time>"))
        case .listedAdd: return .listedAdd(readings: .verbatim("<readings>"))
        case .listedDelete: return .listedDelete(readings: .verbatim("<readings>"))
        case .undoneUpdate:
            return .undoneUpdate(count: 4_201, files: "<files>", time: .verbatim("<time>"))
        case .undoneUpdateAndAdd:
            return .undoneUpdateAndAdd(
                count: 4_201, files: "<files>", time: .verbatim("<time>"), added: 4_202)
        case .listedUpdate: return .listedUpdate(count: 4_201, files: "<files>")
        case .listedUpdateAndAdd:
            return .listedUpdateAndAdd(count: 4_201, files: "<files>", added: 4_202)
        case .listedImport: return .listedImport(count: 4_201, files: "<files>")
        case .listedRepair: return .listedRepair
        case .undoListEntry:
            return .undoListEntry(when: .verbatim("<when>"), change: .verbatim("<change>"))
        case .undoListDamaged: return .undoListDamaged
        case .journalNotWritten:
            return .journalNotWritten(path: "<path>", reason: .verbatim("<reason>"))
        case .noJournal: return .noJournal(path: "<path>")
        case .journalDamaged: return .journalDamaged(path: "<path>", line: 4_201)
        case .journalImplausible: return .journalImplausible(path: "<path>", line: 4_201)
        case .cannotUndoRepair: return .cannotUndoRepair(time: .verbatim("<time>"))
        case .undoAddedLineChanged:
            return .undoAddedLineChanged(
                change: "<change>", time: .verbatim("<time>"), id: "<id>", line: 4_201)
        case .undoAddedLineMissing:
            return .undoAddedLineMissing(change: "<change>", time: .verbatim("<time>"), id: "<id>")
        case .undoRemovedLineBack:
            return .undoRemovedLineBack(
                change: "<change>", time: .verbatim("<time>"), id: "<id>", line: 4_201)
        case .undoCycleMarkChanged:
            return .undoCycleMarkChanged(change: "<change>", time: .verbatim("<time>"))
        case .undoPassedOver: return .undoPassedOver(change: "<change>", day: .verbatim("<day>"))
        case .undoSkipped: return .undoSkipped(change: "<change>", day: .verbatim("<day>"))
        case .undoSkippedDamaged: return .undoSkippedDamaged
        case .listedSkip: return .listedSkip(change: .verbatim("<change>"))
        case .repairCannotBeUndone: return .repairCannotBeUndone
        case .undoProfileChanged:
            return .undoProfileChanged(change: "<change>", time: .verbatim("<time>"))
        case .undoneProfile: return .undoneProfile(person: .verbatim("<person>"))
        case .listedProfile: return .listedProfile(person: .verbatim("<person>"))
        }
    }
}
