/// `check` and `check --repair`: the problems a store can have and what a repair did.
enum CheckMessage: MessageArea {
    case checkNoStore(path: String)
    case checkReadings(count: Int)
    case checkClean(path: String, readings: LocalizedText)
    case checkProblems(path: String, readings: LocalizedText, count: Int)
    case checkAdvice
    case repaired(path: String)
    case problemMalformed(line: Int, preview: String, reason: LocalizedText)
    case problemTornTail
    case problemDuplicateID(id: String, lines: Spelling)
    case problemOutOfOrder(count: Int, line: Int)
    case problemFileMode(mode: String)
    case problemDirectoryMode(mode: String)
    case problemLeftover(file: String)
    case problemStoreCopy(file: String, command: String)
    case problemJournalCopy(file: String)
    case problemProfilesCopy(file: String, original: String)
    case problemCyclesCopy(file: String, original: String)
    case problemDosesCopy(file: String, original: String)
    case problemIdentityCopy(file: String)
    case problemUnexpectedFile(path: String, found: LocalizedText)
    case problemNotAStore(lines: Int)
    case repairMoved(lines: LocalizedText, path: String)
    case repairUnreadable(count: Int)
    case repairDuplicates(count: Int)
    case repairNewID(line: Int, newID: String, takenID: String)
    case repairSorted
    case repairFileMode
    case repairDirectoryMode
    case repairLeftover(file: String)
    case repairEndedLine
    case problemFileNotWritable(reason: LocalizedText)
    case problemDirectoryNotWritable(reason: LocalizedText)
    case problemJournalLine(path: String, line: Int)
    case problemCyclesLine(path: String, line: Int, preview: String)
    case problemDosesLine(path: String, line: Int, preview: String)
    case problemSettingsLeftover(file: String)
    case checkNoJournal
    case repairRestartedJournal
    case problemSpellings(count: Int, spellings: String, name: String)
    case repairSpelling(count: Int, name: String)
    case problemNameKept(line: Int, stored: String, shown: String)
    case problemTextOwner(line: Int, stored: String)
    case problemTextEmpty(line: Int, stored: String)
    case problemText(line: Int, key: LocalizedText, stored: String, shown: LocalizedText)
    case problemTextKept(line: Int, stored: String)
    case problemByteOrderMark
    case repairText(count: Int)
    case repairByteOrderMark
    case problemFormerName(name: String, count: Int)
    case repairFormerName(count: Int, name: String)
    case problemProfilesLine(path: String, line: Int, preview: String)

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .checkNoStore(let path):
            return (
                "\(path): no store yet (the first 'templog add' creates it).",
                "\(path): 記録ファイルはまだありません（最初の templog add で作られます）。"
            )
        case .checkReadings(let count):
            return ("\(count) reading\(count == 1 ? "" : "s")", "記録 \(count) 件")
        case .checkClean(let path, let readings):
            return ("\(path): \(readings), no problems found.", "\(path): \(readings)、問題はありません。")
        case .checkProblems(let path, let readings, let count):
            return (
                "\(path): \(readings), \(count) problem\(count == 1 ? "" : "s"):",
                "\(path): \(readings)、問題が \(count) 件あります。"
            )
        case .checkAdvice:
            return (
                "Run 'templog check --repair' to fix them (unreadable lines are kept in a .rejected file).",
                "templog check --repair で修復できます（読めない行は .rejected ファイルに残します）。"
            )
        case .repaired(let path):
            return ("Repaired \(path):", "\(path) を修復しました。")
        case .problemMalformed(let line, let preview, let reason):
            return (
                "line \(line): not a valid reading, \(reason): \(preview)",
                "\(line) 行目: 記録として読めません（\(reason): \(preview)）"
            )
        case .problemTornTail:
            return (
                "the last line has no newline (a write was cut short)",
                "最後の行に改行がありません（書き込みが途中で止まっています）"
            )
        case .problemDuplicateID(let id, let lines):
            return ("id \(id) is on lines \(lines.en)", "ID \(id) が重複しています（\(lines.ja)）")
        case .problemOutOfOrder(let count, let line):
            return (
                "\(count) \(count == 1 ? "reading is" : "readings are") out of time order (first on line \(line))",
                "\(count) 件の記録が時刻順になっていません（最初は \(line) 行目）"
            )
        case .problemFileMode(let mode):
            return (
                "the file's mode is \(mode), looser than 0600",
                "ファイルの権限が \(mode) です（0600 より緩くなっています）"
            )
        case .problemDirectoryMode(let mode):
            return (
                "the directory's mode is \(mode), looser than 0700",
                "ディレクトリの権限が \(mode) です（0700 より緩くなっています）"
            )
        case .problemLeftover(let file):
            return (
                "leftover temporary file \(file) (from an interrupted rewrite)",
                "一時ファイル \(file) が残っています（書き直しが中断されています）"
            )
        case .problemStoreCopy(let file, let command):
            return (
                "\(file) is a copy a sync service made of the store when two devices changed it at once; its readings are not in the store until you merge them with: \(command) (then remove the copy)",
                "\(file) は、2 台の機器で同時に記録したときに同期サービスが作った記録ファイルのコピーです。次のコマンドで取り込むまで、その記録は記録ファイルにありません: \(command)（取り込んだらコピーを削除してください）"
            )
        case .problemJournalCopy(let file):
            return (
                "\(file) is a copy a sync service made of the undo journal: the other device's list of changes for 'templog undo', which holds no readings; remove it once the store's copies are imported",
                "\(file) は、同期サービスが作った取り消し履歴のコピーです。もう一方の機器で templog undo が使う変更の記録で、体温の記録は入っていません。記録ファイルのコピーを取り込んだら削除してください。"
            )
        case .problemProfilesCopy(let file, let original):
            return (
                "\(file) is a copy a sync service made of the profiles file; compare it with \(original), set what differs with 'templog people set', then remove it",
                "\(file) は、同期サービスが作ったプロフィールのファイルのコピーです。\(original) と比べて、違うところを templog people set で設定してから削除してください。"
            )
        case .problemIdentityCopy(let file):
            return (
                "\(file) is a copy a sync service made of the store's identity, because the store was started on two devices before they synced; remove it: a file the other device exported before then reads as another store's, and imports once answered with --as",
                "\(file) は、同期サービスが作った記録ファイルの識別子のコピーです。同期する前に 2 台の機器で記録を始めたためです。削除してください。それまでにもう一方の機器で書き出したファイルはほかの記録ファイルのものとして扱われるので、一度だけ --as で答えて取り込んでください。"
            )
        case .problemCyclesCopy(let file, let original):
            return (
                "\(file) is a copy a sync service made of the cycles file; compare it with \(original), mark what differs with 'templog cycle start', then remove it",
                "\(file) は、同期サービスが作った周期のファイルのコピーです。\(original) と比べて、違うところを templog cycle start で記録してから削除してください。"
            )
        case .problemUnexpectedFile(let path, let found):
            return (
                "'\(path)' is \(found), not a file of templog's own: every change is refused until it is moved away",
                "「\(path)」は\(found)で、templog 自身のファイルではないため、移動するまで変更はすべて断ります"
            )
        case .problemNotAStore(let lines):
            return (
                "the file does not look like a templog store (none of its \(lines) lines is a reading): every change is refused",
                "templog の記録ファイルではないようなので（\(lines) 行のどれも記録ではありません）、変更はすべて断ります"
            )
        case .repairMoved(let lines, let path):
            return ("moved \(lines) to \(path)", "\(lines)を \(path) に移しました")
        case .repairUnreadable(let count):
            return ("\(count) unreadable line\(count == 1 ? "" : "s")", "読めない行 \(count) 行")
        case .repairDuplicates(let count):
            return ("\(count) duplicate line\(count == 1 ? "" : "s")", "重複した行 \(count) 行")
        case .repairNewID(let line, let newID, let takenID):
            return (
                "gave the reading on line \(line) the new id \(newID) (\(takenID) was taken)",
                "\(line) 行目の記録に新しい ID \(newID) を付けました（\(takenID) は使用済みです）"
            )
        case .repairSorted:
            return ("sorted the readings back into time order", "記録を時刻順に並べ直しました")
        case .repairFileMode:
            return ("set the file's mode to 0600", "ファイルの権限を 0600 にしました")
        case .repairDirectoryMode:
            return ("set the directory's mode to 0700", "ディレクトリの権限を 0700 にしました")
        case .repairLeftover(let file):
            return ("removed leftover temporary file \(file)", "残っていた一時ファイル \(file) を削除しました")
        case .repairEndedLine:
            return ("ended the last line with a newline", "最後の行に改行を加えました")
        case .problemFileNotWritable(let reason):
            return (
                "the file cannot be written by you (\(reason)): add and repair will fail",
                "ファイルに書き込めません（\(reason)）。add や修復はできません。"
            )
        case .problemDirectoryNotWritable(let reason):
            return (
                "its directory cannot be written by you (\(reason)): back-dated readings, delete, undo, import and repair will fail",
                "ディレクトリに書き込めません（\(reason)）。過去の時刻の記録、delete、undo、import、修復はできません。"
            )
        case .problemJournalLine(let path, let line):
            return (
                "\(path):\(line): a damaged undo journal entry", "\(path):\(line): 取り消し履歴の破損した行"
            )
        case .problemDosesCopy(let file, let original):
            return (
                "\(file) is a copy a sync service made of the doses file; compare it with \(original), record what differs with 'templog dose', then remove it",
                "\(file) は、同期サービスが作った服薬のファイルのコピーです。\(original) と比べて、違うところを templog dose で記録してから削除してください。"
            )
        case .problemDosesLine(let path, let line, let preview):
            return (
                "\(path):\(line): not a dose: \(preview)",
                "\(path):\(line): 服薬の記録ではありません: \(preview)"
            )
        case .problemCyclesLine(let path, let line, let preview):
            return (
                "\(path):\(line): not a cycle start: \(preview)",
                "\(path):\(line): 周期の開始日ではありません: \(preview)"
            )
        case .problemSettingsLeftover(let file):
            return (
                "leftover of an interrupted config file write: \(file)",
                "中断された設定ファイルの書き込みが残っています: \(file)"
            )
        case .checkNoJournal:
            return (
                "(no undo journal yet: undo can reverse changes from now on)",
                "（取り消し履歴はまだありません。これからの変更は取り消せます）"
            )
        case .repairRestartedJournal:
            return (
                "started the undo journal afresh (earlier changes can no longer be undone)",
                "取り消し履歴をやり直しました（それ以前の変更は取り消せません）"
            )
        case .problemSpellings(let count, let spellings, let name):
            return (
                "one person's name is spelled \(count) ways (\(spellings)); a repair keeps the first, \(name)",
                "同じ人の名前が \(count) 通りに書かれています（\(spellings)）。修復すると最初の「\(name)」にそろえます。"
            )
        case .repairSpelling(let count, let name):
            return (
                "spelled \(count) reading\(count == 1 ? "" : "s") of \(name) as first recorded",
                "\(name)さんの \(count) 件の記録を最初の表記にそろえました"
            )
        case .problemNameKept(let line, let stored, let shown):
            return (
                "line \(line): the name '\(stored)' is not one --who takes; it is shown as '\(shown)' and a repair keeps it (rename it by hand)",
                "\(line) 行目: 名前「\(stored)」は --who で使えない名前です。「\(shown)」と表示し、修復でも変えません（手で直してください）。"
            )
        case .problemTextOwner(let line, let stored):
            return (
                "line \(line): the name '\(stored)' names the store's owner; the reading is shown as yours and a repair removes 'who'",
                "\(line) 行目: 名前「\(stored)」は記録ファイルの持ち主を指します。本人の記録として表示し、修復すると who を取り除きます。"
            )
        case .problemTextEmpty(let line, let stored):
            return (
                "line \(line): the note '\(stored)' is only spaces or control characters; it is shown without a note and a repair removes it",
                "\(line) 行目: メモ「\(stored)」は空白か制御文字だけです。メモなしとして表示し、修復すると取り除きます。"
            )
        case .problemText(let line, let key, let stored, let shown):
            return (
                "line \(line): the \(key) '\(stored)' has padding or control characters; it is shown as \(shown) and a repair writes that",
                "\(line) 行目: \(key)「\(stored)」に余分な空白か制御文字があります。\(shown)と表示し、修復するとそう書き直します。"
            )
        case .problemTextKept(let line, let stored):
            return (
                "line \(line): the note '\(stored)' is over 500 characters; it is shown whole and a repair keeps it (shorten it by hand)",
                "\(line) 行目: メモ「\(stored)」が 500 文字を超えています。すべて表示し、修復でも変えません（手で短くしてください）。"
            )
        case .problemByteOrderMark:
            return (
                "the file starts with a byte order mark (read past; a repair removes it)",
                "ファイルの先頭に BOM があります（読み飛ばしています。修復すると取り除きます）"
            )
        case .repairText(let count):
            return (
                "cleaned the note or name of \(count) reading\(count == 1 ? "" : "s")",
                "\(count) 件の記録のメモ・名前を整えました"
            )
        case .repairByteOrderMark:
            return ("removed the byte order mark at the start", "先頭の BOM を取り除きました")
        case .problemFormerName(let name, let count):
            return (
                "\(count) reading\(count == 1 ? " is" : "s are") filed under '\(name)', a word that now means you; they are kept apart from yours until 'templog check --repair' files them as yours",
                "「\(name)」という名前で \(count) 件が記録されています。今はあなたを指す言葉のため、あなたの記録とは分けています。templog check --repair であなたの記録にまとめられます。"
            )
        case .repairFormerName(let count, let name):
            return (
                "filed \(count) reading\(count == 1 ? "" : "s") of '\(name)' as yours",
                "「\(name)」の \(count) 件をあなたの記録にしました。"
            )
        case .problemProfilesLine(let path, let line, let preview):
            return (
                "\(path):\(line): not a profile: \(preview)",
                "\(path):\(line): プロフィールではありません: \(preview)"
            )
        }
    }
}
