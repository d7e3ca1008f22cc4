/// Where people's readings come from: an import's people and its questions, `people rename`,
/// and the sources `people` lists.
enum PeopleMessage: MessageArea {
    case namedInStore(name: String, store: String, files: LocalizedText)
    case ownerOfStore(store: String, files: LocalizedText)
    case namedInStoreOnly(name: String, store: String)
    case ownerOfStoreOnly(store: String)
    case namedInThisStore(name: LocalizedText, files: LocalizedText)
    case namedInFile(name: String, files: LocalizedText)
    case unnamedInFile(files: LocalizedText)
    case importedPerson(source: LocalizedText, person: LocalizedText, added: Int, stored: Int)
    case wouldImportPerson(source: LocalizedText, person: LocalizedText, added: Int, stored: Int)
    case answersRemembered(path: String)
    case importNeedsAnswers(count: Int)
    case alreadyHere(source: LocalizedText, rows: Int, name: String, here: LocalizedText)
    case hereOwnReadings(person: LocalizedText, readings: Int)
    case hereImportedReadings(person: LocalizedText, readings: Int, from: LocalizedText)
    case samePersonCommand(command: String)
    case otherPersonCommand(command: String)
    case inSeveralStores(name: String, sources: LocalizedText)
    case oneAnswerForSeveralStores(name: LocalizedText, sources: LocalizedText)
    case sourceRows(source: LocalizedText, rows: Int)
    case ownerNotNamed(source: LocalizedText, rows: Int)
    case severalPeople(path: String, people: LocalizedText)
    case personRows(person: LocalizedText, rows: Int)
    case noSuchPersonInFiles(name: String, held: LocalizedText)
    case answerCommand(command: String)
    case answerAllAtOnce(command: String)
    case answerAndImportAgain
    case renamed(from: LocalizedText, to: LocalizedText, count: Int)
    case merged(from: LocalizedText, to: LocalizedText, count: Int)
    case renameNoSuchPerson(name: LocalizedText)
    case renameSamePerson(name: LocalizedText)
    case renameTargetExists(name: LocalizedText, readings: Int, command: String)
    case renameProfilesDisagree(from: LocalizedText, to: LocalizedText, fields: LocalizedText)
    case undoneRename(from: LocalizedText, to: LocalizedText, count: Int)
    case listedRename(from: LocalizedText, to: LocalizedText, count: Int)
    case columnFrom
    case similarHandles(first: String, second: String, command: String)

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .namedInStore(let name, let store, let files):
            return (
                "\(name) (store \(store), from \(files))",
                "\(name)（記録ファイル \(store)、\(files) から）"
            )
        case .ownerOfStore(let store, let files):
            return (
                "the owner of store \(store) (from \(files))",
                "記録ファイル \(store) の持ち主（\(files) から）"
            )
        case .namedInStoreOnly(let name, let store):
            return ("\(name) (store \(store))", "\(name)（記録ファイル \(store)）")
        case .ownerOfStoreOnly(let store):
            return ("the owner of store \(store)", "記録ファイル \(store) の持ち主")
        case .namedInThisStore(let name, let files):
            return (
                "\(name) (this store, from \(files))", "\(name)（この記録ファイル、\(files) から）"
            )
        case .namedInFile(let name, let files):
            return ("\(name) (from \(files))", "\(name)（\(files) から）")
        case .unnamedInFile(let files):
            return ("rows without a name (from \(files))", "名前のない行（\(files) から）")
        case .importedPerson(let source, let person, let added, let stored):
            return (
                "  \(source) → \(person): \(added) added\(stored > 0 ? ", \(stored) already in the store" : "")",
                "  \(source)→ \(person): \(added) 件を取り込み\(stored > 0 ? "、\(stored) 件は記録済み" : "")"
            )
        case .wouldImportPerson(let source, let person, let added, let stored):
            return (
                "  \(source) → \(person): would add \(added)\(stored > 0 ? ", \(stored) already in the store" : "")",
                "  \(source)→ \(person): \(added) 件を取り込める\(stored > 0 ? "、\(stored) 件は記録済み" : "")"
            )
        case .answersRemembered(let path):
            return (
                "Who the people of other stores are here is remembered in '\(path)': the next file from those stores imports without asking.",
                "ほかの記録ファイルの人がここで誰に当たるかを「\(path)」に保存しました。次からは、同じ記録ファイルからのファイルを聞かずに取り込みます。"
            )
        case .importNeedsAnswers(let count):
            return (
                "templog will not guess who \(count == 1 ? "1 person" : "\(count) people") of these files \(count == 1 ? "is" : "are") here; nothing was imported:",
                "このファイルの \(count) 人がここで誰に当たるかは推測しません。何も取り込んでいません。"
            )
        case .alreadyHere(let source, let rows, let name, let here):
            return (
                "  \(source), \(rows) reading\(rows == 1 ? "" : "s"): '\(name)' here is \(here)",
                "  \(source)の \(rows) 件: ここの「\(name)」は\(here)。"
            )
        case .hereOwnReadings(let person, let readings):
            return (
                "\(person), with \(readings) reading\(readings == 1 ? "" : "s") of this store",
                "\(person)さんで、この記録ファイルの記録が \(readings) 件あります"
            )
        case .hereImportedReadings(let person, let readings, let from):
            return (
                "\(person), with \(readings) reading\(readings == 1 ? "" : "s") here, including those of \(from)",
                "\(person)さんで、\(from)の記録も含めて \(readings) 件の記録があります"
            )
        case .samePersonCommand(let command):
            return ("    the same person: \(command)", "    同じ人なら: \(command)")
        case .otherPersonCommand(let command):
            return ("    someone else:    \(command)", "    別の人なら: \(command)")
        case .inSeveralStores(let name, let sources):
            return (
                "  '\(name)' is a person of several stores of these files: \(sources)",
                "  「\(name)」はこのファイルの複数の記録ファイルにいます: \(sources)"
            )
        case .oneAnswerForSeveralStores(let name, let sources):
            return (
                "  one answer would make the people of several stores one person, \(name): \(sources); answer each store's file on its own",
                "  1 つの答えで、複数の記録ファイルの人が 1 人（\(name)）になってしまいます: \(sources)。記録ファイルごとに答えてください。"
            )
        case .sourceRows(let source, let rows):
            return (
                "\(source), \(rows) reading\(rows == 1 ? "" : "s")", "\(source)の \(rows) 件"
            )
        case .ownerNotNamed(let source, let rows):
            return (
                "  \(source), \(rows) reading\(rows == 1 ? "" : "s"): not yours; say who they are here",
                "  \(source)の \(rows) 件: あなたの記録ではありません。ここで誰に当たるか指定してください。"
            )
        case .severalPeople(let path, let people):
            return (
                "  --who names the one person a file holds, but '\(path)' holds several: \(people); say who each is with --as",
                "  --who はファイルの 1 人を指定します。「\(path)」には複数の人がいます（\(people)）。それぞれ --as で指定してください。"
            )
        case .personRows(let person, let rows):
            return ("\(person) \(rows)", "\(person) \(rows) 件")
        case .noSuchPersonInFiles(let name, let held):
            return (
                "  --as \(name)=…: these files hold no rows of '\(name)' (they hold: \(held))",
                "  --as \(name)=…: このファイルに「\(name)」の行はありません（あるのは \(held)）。"
            )
        case .answerCommand(let command):
            return ("    \(command)", "    \(command)")
        case .answerAllAtOnce(let command):
            return (
                "  every answer for one file at once: \(command)", "  1 つのファイルの答えをまとめて: \(command)"
            )
        case .answerAndImportAgain:
            return (
                "Say who each is, then import again: templog remembers the answers for the next file.",
                "それぞれ誰か指定して、もう一度取り込んでください。答えは保存され、次のファイルからは聞きません。"
            )
        case .renamed(let from, let to, let count):
            return (
                "Renamed \(from) to \(to): \(count) reading\(count == 1 ? "" : "s") ('templog undo' takes it back)",
                "\(from)さんを \(to) に名前を変えました（記録 \(count) 件。templog undo で取り消せます）。"
            )
        case .merged(let from, let to, let count):
            return (
                "Merged \(from) into \(to): \(count) reading\(count == 1 ? "" : "s") ('templog undo' takes it back)",
                "\(from)さんを\(to)さんにまとめました（記録 \(count) 件。templog undo で取り消せます）。"
            )
        case .renameNoSuchPerson(let name):
            return (
                "'\(name)' has no readings, profile or cycle marks to rename",
                "「\(name)」には名前を変える記録・プロフィール・周期の記録がありません。"
            )
        case .renameSamePerson(let name):
            return (
                "the two names are one person, '\(name)' (names match without regard to case and width)",
                "2 つの名前は同じ人（「\(name)」）です。名前は大文字・小文字や全角・半角を区別しません。"
            )
        case .renameTargetExists(let name, let readings, let command):
            return (
                "'\(name)' is a person here already (\(readings) reading\(readings == 1 ? "" : "s")): to make the two one person, add --merge: \(command)",
                "「\(name)」はすでにいる人です（記録 \(readings) 件）。2 人を 1 人にまとめるには、--merge を付けて \(command) を実行してください。"
            )
        case .renameProfilesDisagree(let from, let to, let fields):
            return (
                "the profiles of \(from) and \(to) give different \(fields): make them agree with 'templog people set' first",
                "\(from)さんと\(to)さんのプロフィールで\(fields)が違います。先に templog people set で揃えてください。"
            )
        case .undoneRename(let from, let to, let count):
            return (
                "Gave the \(count) reading\(count == 1 ? "" : "s") of \(to) back to \(from), as before the rename",
                "名前の変更を取り消し、\(to)さんの記録 \(count) 件を\(from)さんに戻しました。"
            )
        case .listedRename(let from, let to, let count):
            return (
                "renamed \(from) to \(to) (\(count) reading\(count == 1 ? "" : "s"))",
                "名前の変更: \(from) → \(to)（\(count) 件）"
            )
        case .columnFrom:
            return ("FROM", "取り込み元")
        case .similarHandles(let first, let second, let command):
            return (
                "'\(first)' and '\(second)' differ only by one letter, case or width: if they are one person, '\(command)'",
                "「\(first)」と「\(second)」は 1 文字か大文字・小文字、全角・半角しか違いません。同じ人なら \(command) を実行してください。"
            )
        }
    }
}
