/// The store and the files beside it: creating, opening, writing, locking.
enum StoreMessage: MessageArea {
    case storeIsDirectory(path: String)
    case cannotOpenStoreForWriting(path: String, reason: LocalizedText)
    case cannotCreateStore(path: String, reason: LocalizedText)
    case cannotWrite(path: String, reason: LocalizedText)
    case cannotCreateTemporary(directory: String, reason: LocalizedText)
    case cannotRewrite(path: String, reason: LocalizedText)
    case parentMissing(path: String, directory: String)
    case parentNotDirectory(path: String, directory: String)
    case cannotCreateDirectory(directory: String, reason: LocalizedText)
    case cannotCreateLock(path: String, reason: LocalizedText)
    case cannotRead(path: String, reason: LocalizedText)
    case cannotSync(path: String, reason: LocalizedText)
    case cannotLock(path: String, reason: LocalizedText)
    case storeBusy(path: String)
    case cannotCreateFile(path: String, reason: LocalizedText)
    case cannotWriteOutput(reason: LocalizedText)
    case noHome
    case cannotSyncDirectory(path: String, reason: LocalizedText)
    case madeInPart(changed: Spelling, notChanged: String, reason: LocalizedText)
    case unexpectedFile(path: String, found: LocalizedText)
    case foundSymbolicLink
    case foundDirectory
    case foundFIFO
    case foundSocket
    case foundDevice
    case foundOtherOwner(user: String)
    case cannotKeepOwner(path: String, user: String, reason: LocalizedText)
    case notAStore(path: String, lines: Int)
    case notStorable(path: String, key: String)
    case notAnIdentity(path: String)
    case exportWithoutIdentity(reason: LocalizedText)
    case leftoversRemoved(files: String)
    case quoted(text: String)
    case textKeyNote
    case textKeyWho
    case lineNotJSON
    case lineMissingKey(key: String)
    case lineInvalidValue(key: String, accepted: LocalizedText)
    case acceptedID
    case acceptedTime
    case acceptedCelsius(lowest: String, highest: String)
    case acceptedUnit
    case acceptedSite(sites: Spelling)
    case acceptedSymptoms
    case acceptedKind(kinds: Spelling)
    case acceptedDisturbance(reasons: String)
    case acceptedString

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .storeIsDirectory(let path):
            return (
                "'\(path)' is a directory, not a store file",
                "「\(path)」はディレクトリです。記録ファイルを指定してください。"
            )
        case .cannotOpenStoreForWriting(let path, let reason):
            return (
                "cannot open store '\(path)' for writing: \(reason)",
                "記録ファイル「\(path)」に書き込めません（\(reason)）。"
            )
        case .cannotCreateStore(let path, let reason):
            return (
                "cannot create store '\(path)': \(reason)",
                "記録ファイル「\(path)」を作成できません（\(reason)）。"
            )
        case .cannotWrite(let path, let reason):
            return ("cannot write to '\(path)': \(reason)", "「\(path)」に書き込めません（\(reason)）。")
        case .cannotCreateTemporary(let directory, let reason):
            return (
                "cannot create a temporary file in '\(directory)': \(reason)",
                "「\(directory)」に一時ファイルを作成できません（\(reason)）。"
            )
        case .cannotRewrite(let path, let reason):
            return ("cannot rewrite '\(path)': \(reason)", "「\(path)」を書き直せません（\(reason)）。")
        case .parentMissing(let path, let directory):
            return (
                "cannot create store '\(path)': directory '\(directory)' does not exist",
                "記録ファイル「\(path)」を作成できません（ディレクトリ「\(directory)」がありません）。"
            )
        case .parentNotDirectory(let path, let directory):
            return (
                "cannot create store '\(path)': '\(directory)' is not a directory",
                "記録ファイル「\(path)」を作成できません（「\(directory)」はディレクトリではありません）。"
            )
        case .cannotCreateDirectory(let directory, let reason):
            return (
                "cannot create directory '\(directory)': \(reason)",
                "ディレクトリ「\(directory)」を作成できません（\(reason)）。"
            )
        case .cannotCreateLock(let path, let reason):
            return (
                "cannot create lock file '\(path)': \(reason)",
                "ロックファイル「\(path)」を作成できません（\(reason)）。"
            )
        case .cannotRead(let path, let reason):
            return ("cannot read '\(path)': \(reason)", "「\(path)」を読めません（\(reason)）。")
        case .cannotSync(let path, let reason):
            return (
                "cannot sync '\(path)' to disk: \(reason)", "「\(path)」をディスクに書き込めません（\(reason)）。"
            )
        case .cannotLock(let path, let reason):
            return ("cannot lock '\(path)': \(reason)", "「\(path)」をロックできません（\(reason)）。")
        case .storeBusy(let path):
            return (
                "store is busy (locked by another templog?); try again in a moment (lock file: '\(path)')",
                "記録ファイルが使用中です（別の templog が使っていませんか？）。少し待ってからもう一度実行してください（ロックファイル: 「\(path)」）。"
            )
        case .cannotCreateFile(let path, let reason):
            return ("cannot create '\(path)': \(reason)", "「\(path)」を作成できません（\(reason)）。")
        case .cannotWriteOutput(let reason):
            return ("cannot write to standard output: \(reason)", "標準出力に書き込めません（\(reason)）。")
        case .noHome:
            return (
                "cannot find a place for the store: HOME is not set (set TEMPLOG_FILE or pass --file)",
                "記録ファイルの場所が決まりません（HOME が設定されていません）。TEMPLOG_FILE か --file で指定してください。"
            )
        case .cannotSyncDirectory(let path, let reason):
            return (
                "the change to '\(path)' was made, but its directory could not be synced to disk (\(reason)), so a power cut could still undo it",
                "「\(path)」への変更は済みましたが、ディレクトリをディスクに書き込めませんでした（\(reason)）。停電などで変更が失われるおそれがあります。"
            )
        case .madeInPart(let changed, let notChanged, let reason):
            return (
                "the change was made in part: \(changed.en) changed, but '\(notChanged)' could not be rewritten (\(reason)); 'templog undo' takes back the part that was made",
                "変更は一部だけ済みました。\(changed.ja)は変更しましたが、「\(notChanged)」を書き直せませんでした（\(reason)）。templog undo で済んだ部分を取り消せます。"
            )
        case .unexpectedFile(let path, let found):
            return (
                "'\(path)' is \(found), not a file of templog's own; nothing was changed (move it away and try again)",
                "「\(path)」は\(found)で、templog 自身のファイルではありません。何も変更していません（移動してから、もう一度実行してください）。"
            )
        case .foundSymbolicLink:
            return ("a symbolic link", "シンボリックリンク")
        case .foundDirectory:
            return ("a directory", "ディレクトリ")
        case .foundFIFO:
            return ("a named pipe (FIFO)", "名前付きパイプ（FIFO）")
        case .foundSocket:
            return ("a socket", "ソケット")
        case .foundDevice:
            return ("a device", "デバイスファイル")
        case .foundOtherOwner(let user):
            return (
                "a file of user \(user), not of the store's owner",
                "記録ファイルの持ち主ではないユーザー \(user) のファイル"
            )
        case .cannotKeepOwner(let path, let user, let reason):
            return (
                "cannot keep '\(path)' owned by user \(user): \(reason); nothing was changed, so the file stays theirs",
                "「\(path)」をユーザー \(user) の持ち物のままにできません（\(reason)）。持ち主から取り上げないよう、何も変更していません。"
            )
        case .notStorable(let path, let key):
            return (
                "the value of '\(key)' cannot be stored in '\(path)' as it is: templog would not read it back the same; nothing changed",
                "「\(key)」の値はそのままでは「\(path)」に保存できません（同じ値として読み戻せません）。何も変更していません。"
            )
        case .notAStore(let path, let lines):
            return (
                lines == 1
                    ? "'\(path)' does not look like a templog store: its one line is not a reading; nothing changed"
                    : "'\(path)' does not look like a templog store: none of its \(lines) lines is a reading; nothing changed",
                "「\(path)」は templog の記録ファイルではないようです（\(lines) 行のどれも記録ではありません）。何も変更していません。"
            )
        case .notAnIdentity(let path):
            return (
                "'\(path)' holds no store identity (one line: {\"store\":\"…\"}); it is not templog's file: move it away, and templog gives the store a new identity; nothing changed",
                "「\(path)」には記録ファイルの ID（1 行の {\"store\":\"…\"}）がありません。templog のファイルではありません。別の場所に移すと、templog が記録ファイルに新しい ID を付けます。何も変更していません。"
            )
        case .exportWithoutIdentity(let reason):
            return (
                "the store has no identity yet and none could be made (\(reason)): the store column is left empty, so an import of this file cannot tell which store it comes from",
                "この記録ファイルにはまだ ID がなく、作ることもできませんでした（\(reason)）。store の列は空のままなので、このファイルを取り込むとき、どの記録ファイルのものか分かりません。"
            )
        case .leftoversRemoved(let files):
            return (
                "removed \(files), left by a change that was cut short",
                "途中で止まった変更が残した \(files) を削除しました。"
            )
        case .quoted(let text):
            return ("'\(text)'", "「\(text)」")
        case .textKeyNote:
            return ("note", "メモ")
        case .textKeyWho:
            return ("name", "名前")
        case .lineNotJSON:
            return ("not one JSON object", "JSON のオブジェクト 1 つではありません")
        case .lineMissingKey(let key):
            return ("no '\(key)'", "「\(key)」がありません")
        case .lineInvalidValue(let key, let accepted):
            return ("'\(key)' is not \(accepted)", "「\(key)」が\(accepted)ではありません")
        case .acceptedID:
            return ("a non-empty string without control characters", "制御文字のない空でない文字列")
        case .acceptedTime:
            return ("an RFC 3339 time from 1970 to 9999", "1970〜9999 年の RFC 3339 の時刻")
        case .acceptedCelsius(let lowest, let highest):
            return ("a number from \(lowest) to \(highest)", "\(lowest)〜\(highest) の数")
        case .acceptedUnit:
            return ("\"C\" or \"F\"", "\"C\" か \"F\"")
        case .acceptedSite(let sites):
            return ("one of \(sites.en)", "\(sites.ja) のどれか")
        case .acceptedSymptoms:
            return ("an array of symptom names", "症状名の配列")
        case .acceptedKind(let kinds):
            return ("\(kinds.en)", "\(kinds.ja)")
        case .acceptedDisturbance(let reasons):
            return ("one of \(reasons)", "\(reasons) のどれか")
        case .acceptedString:
            return ("a string", "文字列")
        }
    }
}
