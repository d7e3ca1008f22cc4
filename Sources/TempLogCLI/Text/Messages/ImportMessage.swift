/// `import`: the files it reads, their rows, and its summary.
enum ImportMessage: MessageArea {
    case cannotOpen(path: String, reason: LocalizedText)
    case notImportable(path: String)
    case rowHasNoTemperature
    case recordHasNoValue
    case notHealthUnit(text: String)
    case notHealthDate(text: String)
    case notHealthFlow(text: String)
    case importInFuture(time: String)
    case notAValidReading
    case unclosedQuote
    case importSummary(added: Int, stored: Int, repeated: Int, rejected: Int)
    case importSummaryDryRun(added: Int, stored: Int, repeated: Int, rejected: Int)
    case cycleStartsFound(count: Int, person: LocalizedText, days: String)
    case cycleStartsWouldMark(count: Int, person: LocalizedText, days: String)
    case unknownSensorLocation(path: String, count: Int, locations: String)
    case repeatedWallTime(
        path: String, line: String, time: LocalizedText, zone: String, offset: String, later: String
    )
    case importDiffers(count: Int)
    case importDifference(id: String, stored: LocalizedText, differences: LocalizedText)
    case importDifferentField(field: Spelling, stored: LocalizedText, imported: LocalizedText)
    case importFieldList(list: LocalizedText, field: LocalizedText)
    case importDifferencesMore(count: Int)
    case importNotUpdated
    case importUpdated(count: Int)
    case importWouldUpdate(count: Int)
    case noValue
    case rejectedRow(path: String, line: String, reason: LocalizedText)
    case rejectedMoreRows(count: Int)
    case notATimestamp(text: String)
    case notADate(text: String)
    case notATimeOfDay(text: String)
    case dateWithoutTime(text: String)
    case fieldCount(found: String, expected: String)
    case quoteInUnquotedField(column: Int)
    case textAfterClosingQuote(column: Int)
    case fieldNotUTF8(column: Int)
    case unknownEscape(column: Int)
    case headerDuplicateRole(path: String, columns: String, role: String)
    case headerConflictingTemperatures(path: String, columns: String)
    case headerMissing(path: String, needed: LocalizedText, found: String)
    case headerNeedsTime
    case headerNeedsTemperature
    case importLayout(path: String, layout: LocalizedText, read: String, ignored: String)
    case commaSeparated
    case semicolonSeparated
    case tabSeparated
    case templogTabSeparated
    case importProgress(path: String, percent: Int, megabytes: Int)
    case rowHasNoTime
    case temperaturesDisagree(
        celsiusColumn: String, celsius: String, fahrenheitColumn: String, fahrenheit: String,
        celsiusValue: String, fahrenheitValue: String)
    case dateAndTimeDisagree(
        dateColumn: String, date: String, timeColumn: String, time: String, takenAtColumn: String,
        takenAt: String)
    case dateDisagrees(dateColumn: String, date: String, takenAtColumn: String, takenAt: String)
    case importNotUTF8(path: String)
    case importNotCP932(path: String)
    case importNotXML(path: String, line: Int, problem: LocalizedText)
    case xmlEndsInside(opening: String)
    case xmlNotClosed(name: String)
    case xmlMalformedTag(tag: String)
    case xmlMalformedMarkup(markup: String)
    case xmlUnknownEntity(entity: String)
    case xmlMismatchedEndTag(found: String, expected: String)
    case xmlUnexpectedEndTag(name: String)
    case xmlSecondRoot(name: String)
    case xmlNoRootElement
    case xmlTextOutsideRoot(text: String)
    case xmlRepeatedAttribute(name: String)
    case xmlTooLong(opening: String, limit: String)
    case xmlTooManyAttributes(tag: String, limit: Int)
    case xmlTooDeep(limit: Int)
    case encodingNotForJSONLines(path: String)
    case encodingNotForHealth(path: String)
    case importPerhapsCP932(path: String)
    case notAStoreCell(text: String)
    case storeNotNamed(stores: LocalizedText)

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .cannotOpen(let path, let reason):
            return ("cannot open '\(path)': \(reason)", "「\(path)」を開けません（\(reason)）。")
        case .notImportable(let path):
            return (
                "'\(path)' is not a templog CSV or JSON Lines file or an Apple Health export (give --format to say which)",
                "「\(path)」は templog の CSV・JSON Lines でも Apple ヘルスケアの書き出しでもありません。--format で形式を指定してください。"
            )
        case .rowHasNoTemperature:
            return ("the row has no temperature", "この行には体温がありません。")
        case .recordHasNoValue:
            return ("the record has no value", "この記録には値がありません。")
        case .notHealthUnit(let text):
            return (
                "'\(text)' is not a temperature unit (accepted: degC, degF)",
                "「\(text)」は温度の単位ではありません（使えるのは degC・degF です）。"
            )
        case .notHealthDate(let text):
            return ("'\(text)' is not a Health export date", "「\(text)」はヘルスケアの日付の形式ではありません。")
        case .notHealthFlow(let text):
            return (
                "'\(text)' is not a menstrual flow value (accepted: HKCategoryValueMenstrualFlowUnspecified, …Light, …Medium, …Heavy, …None)",
                "「\(text)」は生理の出血量の値ではありません（使えるのは HKCategoryValueMenstrualFlowUnspecified・…Light・…Medium・…Heavy・…None です）。"
            )
        case .importInFuture(let time):
            return ("'\(time)' is in the future", "「\(time)」は未来の時刻です。")
        case .notAValidReading:
            return ("not a valid reading", "記録として読めません。")
        case .notAStoreCell(let text):
            return (
                "the store cell '\(text)' is not a store's identity (12 digits and letters a–f, as export writes it)",
                "store の列の「\(text)」は記録ファイルの ID ではありません（export が書く 0〜9 と a〜f の 12 文字）。"
            )
        case .storeNotNamed(let stores):
            return (
                "the row names no store, and the file's other rows come from several (\(stores)): fill in its store cell",
                "この行には store の値がなく、ほかの行は複数の記録ファイル（\(stores)）のものです。どの記録ファイルの行か、store の列に書いてください。"
            )
        case .unclosedQuote:
            return ("a quoted field is never closed", "引用符で囲まれた値が閉じていません。")
        case .importSummary(let added, let stored, let repeated, let rejected):
            return (
                "Added \(added) reading\(added == 1 ? "" : "s"); skipped \(stored) already in the store and \(repeated) repeated in the files; rejected \(rejected).",
                "\(added == 0 ? "新しく取り込んだ記録はありません" : "\(added) 件を取り込みました")\(Self.japaneseDetails(stored, repeated, rejected))。"
            )
        case .importSummaryDryRun(let added, let stored, let repeated, let rejected):
            return (
                "Would add \(added) reading\(added == 1 ? "" : "s"); skipped \(stored) already in the store and \(repeated) repeated in the files; rejected \(rejected). Nothing was changed (--dry-run).",
                "\(added == 0 ? "新しく取り込める記録はありません" : "\(added) 件を取り込めます")\(Self.japaneseDetails(stored, repeated, rejected))。何も変更していません（--dry-run）。"
            )
        case .cycleStartsFound(let count, let person, let days):
            return (
                "Marked \(count) cycle start\(count == 1 ? "" : "s")\(person) from the periods in the files: \(days)",
                "取り込んだ生理の記録から、\(person)生理開始日を \(count) 件記録しました（\(days)）。"
            )
        case .cycleStartsWouldMark(let count, let person, let days):
            return (
                "Would mark \(count) cycle start\(count == 1 ? "" : "s")\(person) from the periods in the files: \(days)",
                "取り込む生理の記録から、\(person)生理開始日を \(count) 件記録できます（\(days)）。"
            )
        case .unknownSensorLocation(let path, let count, let locations):
            return (
                "\(count) record\(count == 1 ? "" : "s") of '\(path)' name\(count == 1 ? "s" : "") a sensor location templog does not know (\(locations)): imported without a site, the location kept in the note",
                "「\(path)」の \(count) 件は測定部位（\(locations)）が templog にないため、部位なしで取り込み、部位はメモに残しました。"
            )
        case .repeatedWallTime(let path, let line, let time, let zone, let offset, let later):
            return (
                "\(path):\(line): \(time) happens twice in \(zone) (the clocks go back): read as the first, \(offset); for the second, put \(later) in a taken_at column",
                "\(path) の \(line) 行目: \(time) は \(zone) では 2 回あります（時計を戻す日）。1 回目（\(offset)）として読みました。2 回目なら taken_at 列に \(later) と書いてください。"
            )
        case .importDiffers(let count):
            return (
                "Readings in the files whose id the store has with other values (\(count)):",
                "ID が記録と同じで値が違う行（\(count) 件）:"
            )
        case .importDifference(let id, let stored, let differences):
            return ("  \(id) (\(stored)): \(differences)", "  \(id)（\(stored)）: \(differences)")
        case .importDifferentField(let field, let stored, let imported):
            return ("\(field.en) \(stored) → \(imported)", "\(field.ja): \(stored) → \(imported)")
        case .importFieldList(let list, let field):
            return ("\(list); \(field)", "\(list)、\(field)")
        case .importDifferencesMore(let count):
            return ("and \(count) more", "ほか \(count) 件")
        case .importNotUpdated:
            return (
                "Not changed: run the import again with --update to write the file's values ('templog undo' takes an update back).",
                "記録は変更していません。ファイルの値で書き直すには --update を付けてもう一度取り込んでください（templog undo で取り消せます）。"
            )
        case .importUpdated(let count):
            return ("Updated \(count) reading\(count == 1 ? "" : "s").", "\(count) 件を更新しました。")
        case .importWouldUpdate(let count):
            return ("Would update \(count) reading\(count == 1 ? "" : "s").", "\(count) 件を更新できます。")
        case .noValue:
            return ("(none)", "（なし）")
        case .rejectedRow(let path, let line, let reason):
            return (
                "rejected \(path):\(line): \(reason)",
                "\(path) の \(line) 行目を取り込みませんでした: \(reason)"
            )
        case .rejectedMoreRows(let count):
            return ("rejected \(count) more rows", "ほかに \(count) 行を取り込みませんでした。")
        case .notATimestamp(let text):
            return (
                "'\(text)' is not a date and time (accepted: 2026-11-29T07:30:00+09:00, 2026-11-29 07:30, 2026/11/29 7:30, 2026年11月29日 7時30分, 11/29 7:30, 11月29日 7時30分)",
                "「\(text)」は日時として読めません。2026/11/29 7:30、2026年11月29日 7時30分、11/29 7:30、11月29日 7時30分、2026-11-29 07:30、2026-11-29T07:30:00+09:00 のように書いてください。"
            )
        case .notADate(let text):
            return (
                "'\(text)' is not a date (accepted: 2026-11-29, 2026/11/29, 2026.11.29, 2026年11月29日, 11/29, 11月29日)",
                "「\(text)」は日付として読めません。2026/11/29、2026年11月29日、11/29、11月29日、2026-11-29、2026.11.29 のように書いてください。"
            )
        case .notATimeOfDay(let text):
            return (
                "'\(text)' is not a time of day (accepted: 7:30, 07:30:00, 7:30 PM, 午後7時30分, 7時半)",
                "「\(text)」は時刻として読めません。7:30、07:30:00、午後7時30分、7時半、7:30 PM のように書いてください。"
            )
        case .dateWithoutTime(let text):
            return (
                "'\(text)' is a date without a time, and the file has no time column",
                "「\(text)」には時刻がなく、ファイルに時刻の列もありません。時刻を書き足してください。"
            )
        case .fieldCount(let found, let expected):
            return (
                "the row has \(found) fields where the header has \(expected)",
                "この行の項目は \(found) 個ですが、見出し行は \(expected) 個です。"
            )
        case .quoteInUnquotedField(let column):
            return (
                "a quote inside the unquoted field in column \(column) (quote the whole field, doubling the quotes inside it)",
                "\(column) 列目の引用符で囲まれていない項目の中に引用符があります。項目全体を引用符で囲み、中の引用符は二重にしてください。"
            )
        case .textAfterClosingQuote(let column):
            return (
                "text after the closing quote of column \(column)", "\(column) 列目の閉じ引用符の後に文字があります。"
            )
        case .fieldNotUTF8(let column):
            return (
                "column \(column) is not valid UTF-8 text", "\(column) 列目が正しい UTF-8 のテキストではありません。"
            )
        case .unknownEscape(let column):
            return (
                "an unknown backslash escape in column \(column) (accepted: \\\\t, \\\\n, \\\\r, \\\\\\\\)",
                "\(column) 列目に不明なバックスラッシュのエスケープがあります（使えるのは \\\\t・\\\\n・\\\\r・\\\\\\\\ です）。"
            )
        case .headerDuplicateRole(let path, let columns, let role):
            return (
                "'\(path)': columns \(columns) all hold the \(role); keep one of them",
                "「\(path)」の列 \(columns) がどれも\(role)です。一つだけにしてください。"
            )
        case .headerConflictingTemperatures(let path, let columns):
            return (
                "'\(path)': columns \(columns) all hold the temperature; keep one",
                "「\(path)」の列 \(columns) がどれも体温です。一つだけにしてください。"
            )
        case .headerMissing(let path, let needed, let found):
            return (
                "'\(path)' has no header row templog can read: it needs \(needed) (columns found: \(found); every accepted name: 'templog import --help')",
                "「\(path)」の見出し行を読めません。\(needed)が必要です（見つかった列: \(found)）。使える列名は templog import --help で確認してください。"
            )
        case .headerNeedsTime:
            return (
                "a time column (taken_at, datetime, or date with time; 日付 with 時刻)",
                "時刻の列（taken_at、datetime、date と time、日付と時刻のどれか）"
            )
        case .headerNeedsTemperature:
            return (
                "a temperature column (celsius, fahrenheit, temperature, 体温)",
                "体温の列（celsius、fahrenheit、temperature、体温）"
            )
        case .importLayout(let path, let layout, let read, let ignored):
            return (
                "\(path): \(layout); read \(read); ignored \(ignored)",
                "\(path): \(layout)。読む列: \(read)。読まない列: \(ignored)。"
            )
        case .commaSeparated:
            return ("comma-separated", "カンマ区切り")
        case .semicolonSeparated:
            return ("semicolon-separated", "セミコロン区切り")
        case .tabSeparated:
            return ("tab-separated", "タブ区切り")
        case .templogTabSeparated:
            return ("tab-separated (templog's --tsv)", "タブ区切り（templog の --tsv）")
        case .importProgress(let path, let percent, let megabytes):
            return (
                "Reading \(path): \(percent)% of \(megabytes) MB",
                "\(path) を読んでいます（\(megabytes) MB の \(percent)%）"
            )
        case .rowHasNoTime:
            return (
                "the row has no date and time (fill in taken_at, or date and time)",
                "この行には日時がありません。taken_at か、日付と時刻を入れてください。"
            )
        case .temperaturesDisagree(
            let celsiusColumn, let celsius, let fahrenheitColumn, let fahrenheit, let celsiusValue,
            let fahrenheitValue):
            return (
                "\(celsiusColumn) \(celsius) and \(fahrenheitColumn) \(fahrenheit) disagree (\(celsiusValue) °C is \(fahrenheitValue) °F)",
                "\(celsiusColumn) の \(celsius) と \(fahrenheitColumn) の \(fahrenheit) が食い違っています（\(celsiusValue)℃ は \(fahrenheitValue)°F です）。どちらかを直してください。"
            )
        case .dateAndTimeDisagree(
            let dateColumn, let date, let timeColumn, let time, let takenAtColumn, let takenAt):
            return (
                "\(dateColumn) \(date) and \(timeColumn) \(time) disagree with \(takenAtColumn) \(takenAt) (correct both, or empty \(takenAtColumn) to use \(dateColumn) and \(timeColumn))",
                "\(dateColumn) の \(date) と \(timeColumn) の \(time) が \(takenAtColumn) の \(takenAt) と食い違っています。両方を直すか、\(takenAtColumn) を空にしてください（空なら \(dateColumn) と \(timeColumn) を使います）。"
            )
        case .dateDisagrees(let dateColumn, let date, let takenAtColumn, let takenAt):
            return (
                "\(dateColumn) \(date) disagrees with \(takenAtColumn) \(takenAt) (correct both, or empty \(takenAtColumn) to use \(dateColumn))",
                "\(dateColumn) の \(date) が \(takenAtColumn) の \(takenAt) と食い違っています。両方を直すか、\(takenAtColumn) を空にしてください（空なら \(dateColumn) を使います）。"
            )
        case .importNotUTF8(let path):
            return (
                "'\(path)' is neither UTF-8 text nor Shift_JIS (CP932) as Japanese Excel saves it: save it as 'CSV UTF-8 (Comma delimited)' and import it again",
                "「\(path)」は UTF-8 のテキストでも、日本語版 Excel が保存する Shift_JIS（CP932）でもありません。「CSV UTF-8（コンマ区切り）」で保存し直してから取り込んでください。"
            )
        case .importNotCP932(let path):
            return (
                "'\(path)' is not Shift_JIS (CP932) text: it holds bytes CP932 does not use (leave out --encoding cp932, or save the file as 'CSV UTF-8 (Comma delimited)')",
                "「\(path)」は Shift_JIS（CP932）のテキストではありません（CP932 にないバイトがあります）。--encoding cp932 を外すか、「CSV UTF-8（コンマ区切り）」で保存し直してください。"
            )
        case .importNotXML(let path, let line, let problem):
            return (
                "'\(path)' is not well-formed XML at line \(line): \(problem); nothing was imported",
                "「\(path)」は正しい XML ではありません（\(line) 行目: \(problem)）。何も取り込んでいません。"
            )
        case .xmlEndsInside(let opening):
            return (
                "the file ends inside the '\(opening)' that starts there",
                "そこで始まる「\(opening)」の途中でファイルが終わっています"
            )
        case .xmlNotClosed(let name):
            return (
                "the element '<\(name)>' opened there is never closed",
                "そこで始まる要素「<\(name)>」が閉じられていません"
            )
        case .xmlMalformedTag(let tag):
            return (
                "'\(tag)' is not a well-formed tag (accepted: <name attribute=\"value\" …> or attribute='value')",
                "「\(tag)」は正しいタグではありません（使えるのは <name attribute=\"value\" …> か attribute='value' の形です）"
            )
        case .xmlMalformedMarkup(let markup):
            return (
                "'\(markup)' is not markup XML has there (accepted: <!-- comment -->, <![CDATA[…]]> inside an element, <!DOCTYPE …> before it)",
                "「\(markup)」はそこに置ける XML の記法ではありません（使えるのは <!-- コメント -->、要素の中の <![CDATA[…]]>、要素の前の <!DOCTYPE …> です）"
            )
        case .xmlUnknownEntity(let entity):
            return (
                "'\(entity)' is not an entity XML defines (accepted: &amp; &lt; &gt; &quot; &apos; &#NN; &#xHH;)",
                "「\(entity)」は XML が定める実体参照ではありません（使えるのは &amp; &lt; &gt; &quot; &apos; &#NN; &#xHH; です）"
            )
        case .xmlMismatchedEndTag(let found, let expected):
            return (
                "'</\(found)>' does not close the open element '<\(expected)>'",
                "「</\(found)>」は開いている要素「<\(expected)>」を閉じていません"
            )
        case .xmlUnexpectedEndTag(let name):
            return (
                "'</\(name)>' has no open element to close",
                "「</\(name)>」が閉じる要素は開いていません"
            )
        case .xmlSecondRoot(let name):
            return (
                "'<\(name)>' is a second top-level element (a document has one)",
                "「<\(name)>」は 2 つ目の最上位の要素です（文書に最上位の要素はひとつだけです）"
            )
        case .xmlNoRootElement:
            return (
                "the file ends without an element (an export is one <HealthData> element)",
                "要素がないままファイルが終わっています（書き出したファイルは <HealthData> 要素ひとつです）"
            )
        case .xmlTextOutsideRoot(let text):
            return (
                "'\(text)' is text outside the top-level element (accepted there: white space, comments, <?…?>)",
                "「\(text)」は最上位の要素の外にある文字です（そこに置けるのは空白・コメント・<?…?> だけです）"
            )
        case .xmlRepeatedAttribute(let name):
            return (
                "the attribute '\(name)' is given twice in one tag (accepted: each name once)",
                "属性「\(name)」がひとつのタグに 2 回あります（同じ名前の属性は 1 回だけです）"
            )
        case .xmlTooLong(let opening, let limit):
            return (
                "'\(opening)' opens markup longer than \(limit) (no Health export has one so long)",
                "「\(opening)」で始まる部分が \(limit) を超えています（Apple Health の書き出しにこれほど長いものはありません）"
            )
        case .xmlTooManyAttributes(let tag, let limit):
            return (
                "'\(tag)' has more than \(limit) attributes (no Health export has so many)",
                "「\(tag)」の属性が \(limit) 個を超えています（Apple Health の書き出しにこれほど多いものはありません）"
            )
        case .xmlTooDeep(let limit):
            return (
                "elements are nested more than \(limit) deep (a Health export nests four)",
                "要素の入れ子が \(limit) 段を超えています（Apple Health の書き出しは 4 段です）"
            )
        case .encodingNotForJSONLines(let path):
            return (
                "'\(path)' is JSON Lines, which is always UTF-8: '--encoding' is for CSV and TSV files only",
                "「\(path)」は JSON Lines で、文字コードは常に UTF-8 です。--encoding は CSV・TSV ファイルにだけ指定してください。"
            )
        case .encodingNotForHealth(let path):
            return (
                "'\(path)' is an Apple Health export, which says its own encoding: '--encoding' is for CSV and TSV files only",
                "「\(path)」は Apple ヘルスケアの書き出しで、文字コードはファイル自身が示します。--encoding は CSV・TSV ファイルにだけ指定してください。"
            )
        case .importPerhapsCP932(let path):
            return (
                "'\(path)' is not UTF-8 text; it may be Shift_JIS (CP932) as Japanese Excel saves it, but holds too little Japanese to tell: if it is, import it with --encoding cp932; else save it as 'CSV UTF-8 (Comma delimited)' and import it again",
                "「\(path)」は UTF-8 のテキストではありません。日本語版 Excel が保存する Shift_JIS（CP932）かもしれませんが、日本語が少なくて判別できません。Shift_JIS なら --encoding cp932 を付けて取り込んでください。そうでなければ「CSV UTF-8（コンマ区切り）」で保存し直してから取り込んでください。"
            )
        }
    }

    /// `（スキップ: 記録済み 4 件、ファイル内の重複 1 件、エラー: 3 件）`: what an import did not
    /// add, each count left out when it is zero, and nothing when all are.
    private static func japaneseDetails(_ stored: Int, _ repeated: Int, _ rejected: Int) -> String {
        let skipped = [
            stored > 0 ? "記録済み \(stored) 件" : nil,
            repeated > 0 ? "ファイル内の重複 \(repeated) 件" : nil,
        ].compactMap { $0 }
        let parts = [
            skipped.isEmpty ? nil : "スキップ: " + skipped.joined(separator: "、"),
            rejected > 0 ? "エラー: \(rejected) 件" : nil,
        ].compactMap { $0 }
        return parts.isEmpty ? "" : "（" + parts.joined(separator: "、") + "）"
    }
}
