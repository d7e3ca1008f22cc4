/// `undo` and `delete`: the changes the journal holds and why one cannot be reversed.
enum UndoMessage: MessageArea {
    case deleted(reading: ReadingMention)
    case undoneAdd(reading: ReadingMention)
    case nothingToUndo
    case broughtBack(reading: ReadingMention)
    case removedImport(count: Int, files: String, time: LocalizedText)
    case listedReading(reading: ReadingMention)
    case listedAdd(readings: LocalizedText)
    case listedDelete(readings: LocalizedText)
    case undoneUpdate(count: Int, files: String, time: LocalizedText)
    case undoneUpdateAndAdd(count: Int, files: String, time: LocalizedText, added: Int)
    case listedUpdate(count: Int, files: String)
    case listedUpdateAndAdd(count: Int, files: String, added: Int)
    case listedImport(count: Int, files: String)
    case listedRepair
    case undoListEntry(when: LocalizedText, change: LocalizedText)
    case undoListDamaged
    case journalNotWritten(path: String, reason: LocalizedText)
    case noJournal(path: String)
    case journalDamaged(path: String, line: Int)
    case journalImplausible(path: String, line: Int)
    case cannotUndoRepair(time: LocalizedText)
    case undoAddedLineChanged(change: String, time: LocalizedText, id: String, line: Int)
    case undoAddedLineMissing(change: String, time: LocalizedText, id: String)
    case undoRemovedLineBack(change: String, time: LocalizedText, id: String, line: Int)
    case undoCycleMarkChanged(change: String, time: LocalizedText)
    case undoPassedOver(change: String, day: LocalizedText)
    case undoSkipped(change: String, day: LocalizedText)
    case undoSkippedDamaged
    case listedSkip(change: LocalizedText)
    case repairCannotBeUndone
    case undoProfileChanged(change: String, time: LocalizedText)
    case undoneProfile(person: LocalizedText)
    case listedProfile(person: LocalizedText)

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .deleted(let reading):
            return (
                "Removed \(reading.temperature)\(reading.typed)\(reading.person) at \(reading.time.en) (\(reading.day)) · id \(reading.id)",
                "\(reading.person)\(reading.temperature) を削除しました（\(reading.typed)\(reading.day) \(reading.time.ja)、ID: \(reading.id)）。"
            )
        case .undoneAdd(let reading):
            return (
                "Removed \(reading.temperature)\(reading.typed)\(reading.person) at \(reading.time.en) (\(reading.day)) · id \(reading.id)",
                "\(reading.person)\(reading.temperature) の記録を取り消しました（\(reading.typed)\(reading.day) \(reading.time.ja)、ID: \(reading.id)）。"
            )
        case .nothingToUndo:
            return ("Nothing to undo.", "取り消す変更はありません。")
        case .broughtBack(let reading):
            return (
                "Brought back \(reading.temperature)\(reading.typed)\(reading.person) at \(reading.time.en) (\(reading.day)) · id \(reading.id)",
                "\(reading.person)\(reading.temperature) を復元しました（\(reading.typed)\(reading.day) \(reading.time.ja)、ID: \(reading.id)）。"
            )
        case .removedImport(let count, let files, let time):
            return (
                "Removed the \(count) reading\(count == 1 ? "" : "s") imported from \(files) at \(time)",
                "\(time) に \(files) から取り込んだ \(count) 件の記録を取り消しました。"
            )
        case .listedReading(let reading):
            return (
                "\(reading.temperature)\(reading.typed)\(reading.person) at \(reading.time.en) (\(reading.day)) · id \(reading.id)",
                "\(reading.person)\(reading.temperature)（\(reading.typed)\(reading.day) \(reading.time.ja)、ID: \(reading.id)）"
            )
        case .listedAdd(let readings):
            return ("added \(readings)", "追加: \(readings)")
        case .listedDelete(let readings):
            return ("deleted \(readings)", "削除: \(readings)")
        case .undoneUpdate(let count, let files, let time):
            return (
                "Put back \(count) reading\(count == 1 ? "" : "s") as before the update from \(files) at \(time)",
                "\(time) に \(files) から更新した \(count) 件を元に戻しました。"
            )
        case .undoneUpdateAndAdd(let count, let files, let time, let added):
            return (
                "Put back \(count) reading\(count == 1 ? "" : "s") as before the update from \(files) at \(time), and removed the \(added) it added",
                "\(time) に \(files) から更新した \(count) 件を元に戻し、追加した \(added) 件を取り消しました。"
            )
        case .listedUpdate(let count, let files):
            return (
                "updated \(count) reading\(count == 1 ? "" : "s") from \(files)",
                "更新: \(files) から \(count) 件"
            )
        case .listedUpdateAndAdd(let count, let files, let added):
            return (
                "updated \(count) reading\(count == 1 ? "" : "s") and added \(added) from \(files)",
                "更新と追加: \(files) から \(count) 件を更新、\(added) 件を追加"
            )
        case .listedImport(let count, let files):
            return (
                "imported \(count) reading\(count == 1 ? "" : "s") from \(files)",
                "取り込み: \(files) から \(count) 件"
            )
        case .listedRepair:
            return (
                "check --repair (cannot be undone; undo stops here)",
                "修復: check --repair（取り消せません。undo はここで止まります）"
            )
        case .undoListEntry(let when, let change):
            return ("\(when): \(change)", "\(when) \(change)")
        case .undoListDamaged:
            return (
                "a damaged journal entry (undo stops here; 'templog check --repair' restarts the journal)",
                "破損した取り消し履歴の行（undo はここで止まります。templog check --repair で取り消し履歴をやり直せます）"
            )
        case .journalNotWritten(let path, let reason):
            return (
                "cannot write to the undo journal '\(path)', so nothing was changed: \(reason)",
                "取り消し履歴「\(path)」に書き込めないため、何も変更していません（\(reason)）。"
            )
        case .noJournal(let path):
            return (
                "there is no record of earlier changes to this store (in '\(path)'), so undo cannot tell what to reverse; use 'templog delete' instead",
                "この記録ファイルの取り消し履歴（「\(path)」）がないため、取り消す変更がわかりません。templog delete で削除してください。"
            )
        case .journalDamaged(let path, let line):
            return (
                "line \(line) of '\(path)' is damaged, so undo cannot tell what to reverse; nothing was undone ('templog undo --skip' moves past it)",
                "「\(path)」の \(line) 行目が破損しているため、取り消す変更がわかりません。何も取り消していません（templog undo --skip で先へ進めます）。"
            )
        case .journalImplausible(let path, let line):
            return (
                "line \(line) of '\(path)' does not describe a change templog could have made (edited or damaged?); nothing was undone ('templog undo --skip' moves past it)",
                "「\(path)」の \(line) 行目は templog が行える変更を表していません（手で編集したか、破損していませんか？）。何も取り消していません（templog undo --skip で先へ進めます）。"
            )
        case .cannotUndoRepair(let time):
            return (
                "the last change was 'check --repair' at \(time), which cannot be undone",
                "最後の変更は \(time) の check --repair による修復で、取り消せません。"
            )
        case .undoAddedLineChanged(let change, let time, let id, let line):
            return (
                "the store no longer shows the last change (\(change) \(time)): line \(line) holds reading \(id), but not as that change wrote it (edited by hand?); nothing was undone ('templog undo --skip' moves past this change)",
                "記録ファイルに最後の変更（\(change) \(time)）が見当たりません。\(line) 行目の記録 \(id) がその変更で書いた内容と違います（手で編集しましたか？）。何も取り消していません（templog undo --skip でこの変更を飛ばせます）。"
            )
        case .undoAddedLineMissing(let change, let time, let id):
            return (
                "the store no longer shows the last change (\(change) \(time)): reading \(id) that it added is gone; nothing was undone ('templog undo --skip' moves past this change)",
                "記録ファイルに最後の変更（\(change) \(time)）が見当たりません。その変更で追加した記録 \(id) がありません。何も取り消していません（templog undo --skip でこの変更を飛ばせます）。"
            )
        case .undoRemovedLineBack(let change, let time, let id, let line):
            return (
                "the store no longer shows the last change (\(change) \(time)): line \(line) holds reading \(id), which that change removed; nothing was undone ('templog undo --skip' moves past this change)",
                "記録ファイルに最後の変更（\(change) \(time)）が見当たりません。その変更で削除した記録 \(id) が \(line) 行目にあります。何も取り消していません（templog undo --skip でこの変更を飛ばせます）。"
            )
        case .undoCycleMarkChanged(let change, let time):
            return (
                "the cycles file no longer shows the last change (\(change) \(time)): it was edited since; nothing was undone ('templog undo --skip' moves past this change)",
                "周期のファイルに最後の変更（\(change) \(time)）が見当たりません（その後に編集されました）。何も取り消していません（templog undo --skip でこの変更を飛ばせます）。"
            )
        case .undoPassedOver(let change, let day):
            return (
                "passed over the \(change) of \(day): it never reached the store (interrupted)",
                "\(day) の \(change) は中断されて記録ファイルに届いていなかったため、飛ばしました。"
            )
        case .undoSkipped(let change, let day):
            return (
                "Skipped the \(change) of \(day); the store is unchanged, and undo now looks at the change before it.",
                "\(day) の \(change) を飛ばしました。記録ファイルは変わっていません。次の undo はその前の変更を扱います。"
            )
        case .undoSkippedDamaged:
            return (
                "Skipped a damaged journal entry; the store is unchanged, and undo now looks at the change before it.",
                "破損した取り消し履歴の行を飛ばしました。記録ファイルは変わっていません。次の undo はその前の変更を扱います。"
            )
        case .listedSkip(let change):
            return ("skipped with undo --skip: \(change)", "undo --skip で飛ばした変更: \(change)")
        case .repairCannotBeUndone:
            return (
                "A repair cannot be undone with 'templog undo'; the lines it moves are kept in a .rejected file.",
                "修復は templog undo で取り消せません。移した行は .rejected ファイルに残します。"
            )
        case .undoProfileChanged(let change, let time):
            return (
                "the profiles file no longer shows the last change (\(change) \(time)): it was edited since; nothing was undone ('templog undo --skip' moves past this change)",
                "プロフィールのファイルに最後の変更（\(change) \(time)）が見当たりません（その後に編集されました）。何も取り消していません（templog undo --skip でこの変更を飛ばせます）。"
            )
        case .undoneProfile(let person):
            return (
                "Put the profile of \(person) back as it was",
                "「\(person)」のプロフィールを元に戻しました。"
            )
        case .listedProfile(let person):
            return (
                "profile of \(person) changed",
                "プロフィールの変更: 「\(person)」"
            )
        }
    }
}
