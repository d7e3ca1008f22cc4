import TempLogCore

/// Every message templog shows people, in English and Japanese: the one catalog.
///
/// Machine output (export, `--json`, CSV headers) never changes with the language; help and
/// the manual are `HelpText`s.
enum Message: CaseIterable, Sendable {
    case verbatim
    // Temperatures
    case notATemperature, implausibleTemperature, implausibleTemperatureSuggestion, unitConflict
    case rangeCelsius, rangeFahrenheit, rangeBoth
    // Times and days
    case notATime, dayNeedsTime, japaneseTwelve, timeInFuture, notADay, sinceAfterUntil
    // People, notes, sites, ids
    case notAName, noteControlCharacter, noteBidiCharacter, noteTooLong, notASite
    case notAnID, noSuchIDInEmptyStore, noSuchID, ambiguousID
    // The store
    case storeIsDirectory, cannotOpenStoreForWriting, cannotCreateStore, cannotWrite,
        cannotCreateTemporary
    case cannotRewrite, parentMissing, parentNotDirectory, cannotCreateDirectory, cannotCreateLock,
        cannotRead
    case cannotSync, cannotLock, storeBusy, cannotCreateFile, cannotWriteOutput,
        noHome
    // Command line
    case unknownOption, unknownCommand, unknownCommandDidYouMean, unknownCommandDidYouMeanAdd
    case invalidValue, invalidCount, emptyFileOption, optionTakesNoValue, missingValue,
        missingArgument
    case unexpectedArgument, conflictingOptions, badNow, labelled, invalidSetting
    // Import
    case cannotOpen, notImportable, rowHasNoTemperature
    case recordHasNoValue, notHealthUnit, notHealthDate, importInFuture, notAValidReading,
        unclosedQuote
    case importSummary, importSummaryDryRun, rejectedRow, rejectedMoreRows
    case importDiffers, importDifference, importDifferentField, importFieldList,
        importDifferencesMore,
        importNotUpdated, importUpdated, importWouldUpdate, noValue
    // Around every command
    case errorLine, warningLine, seeHelp, usageLine, skippedLine, skippedMoreLines
    // add, undo, delete
    case recorded, removed, typedAs, forPerson, feverNotice, nothingToUndo
    // recent, today, people
    case noReadingsYet, noReadingsForPerson, noReadingToday, noReadingTodayForPerson, you
    case columnDate, columnTime, columnTemperature, columnFever, columnSite, columnWho, columnNote,
        feverMark
    case columnReadings, columnLastReading
    // stats
    case statsSpan, statsNoDays, statsReadingsLabel, statsReadings, statsLowest, statsAverage,
        statsHighest, statsUsualMorning
    case statsUsualMorningValue, statsFeverReadings, statsFeverReadingsValue, statsFeverEpisodes,
        statsNone
    case statsEpisodes, statsEpisode, statsFirstLast, dayRange
    // chart
    case chartTitle, chartNoReadings
    // Basal temperature and cycles
    case kindBody, kindBasal, columnKind, basalTemperature, skippedCycleLine, noSuchCycleStart,
        dayInFuture, cycleOf, cycleStarted, cycleAlreadyStarted, cycleRemoved, listedCycleStart,
        listedCycleRemove, columnCycle, columnFirstDay, columnLastDay, columnDays, cycleCurrent,
        daysSoFar, noCycles, noSuchCycle, optionNeedsOption, optionNotForAction, basalChartTitle,
        basalChartTitleCurrent, basalShiftObserved, basalNoShift, basalNotAdvice,
        basalNoReadings, basalStatsTitle, columnLowPhase, columnHighPhase, columnShift,
        columnCoverline, shiftDay
    // check
    case checkNoStore, checkClean, checkProblems, checkReadings, checkAdvice, repaired
    case problemMalformed, problemTornTail, problemDuplicateID, problemOutOfOrder, problemFileMode
    case problemDirectoryMode, problemLeftover
    case repairMoved, repairUnreadable, repairDuplicates, repairNewID, repairSorted, repairFileMode
    case repairDirectoryMode, repairLeftover, repairEndedLine, both
    // Values
    case degreesCelsius, date, dateAndTime
    case siteArmpit, siteMouth, siteEar, siteForehead, siteRectum, siteOther
    case reportMissing, reportFever, reportDayMaxFever
    case reservedName, timeBefore1970, nearDuplicate, longAgo, daysAgo, yearsAgo, spelledAs,
        noteLine
    case takenWhen
    case listed
    case columnToday, noReadingYet
    case chartNoReadingsOf
    case idTooShort
    case cannotSyncDirectory
    case acceptedZones, acceptedSeconds
    case argumentNotUTF8
    case problemFileNotWritable, problemDirectoryNotWritable
    case notATimestamp, notADate, notATimeOfDay, dateWithoutTime, fieldCount, quoteInUnquotedField,
        textAfterClosingQuote, fieldNotUTF8, unknownEscape, headerDuplicateRole,
        headerConflictingTemperatures, headerMissing, headerNeedsTime, headerNeedsTemperature
    case importLayout, commaSeparated, semicolonSeparated, tabSeparated, templogTabSeparated
    case undoneUpdate, undoneUpdateAndAdd, listedUpdate, listedUpdateAndAdd
    case broughtBack, removedImport, listedAdd, listedDelete, listedImport, listedRepair,
        undoListEntry, undoListDamaged, journalNotWritten, noJournal, journalDamaged,
        cannotUndoRepair, checkNoJournal,
        repairRestartedJournal, repairCannotBeUndone
    case journalImplausible, undoAddedLineChanged, undoAddedLineMissing, undoRemovedLineBack,
        undoCycleMarkChanged,
        undoPassedOver, undoSkipped, undoSkippedDamaged, listedSkip, problemJournalLine,
        problemCyclesLine, problemSettingsLeftover
    case problemSpellings, repairSpelling
    case quoted, textKeyNote, textKeyWho, problemTextOwner, problemTextEmpty, problemNameKept
    case problemText, problemTextKept, problemByteOrderMark, repairText, repairByteOrderMark
    case lineNotJSON, lineMissingKey, lineInvalidValue, acceptedID, acceptedTime,
        acceptedCelsius, acceptedUnit, acceptedSite, acceptedSymptoms, acceptedKind, acceptedString
    case notASymptom, notASymptomSuggestion, noneWithSymptoms
    case notAKind
    case notEnoughReadingsYet
    case degreesFahrenheit, cannotReadSettings, cannotWriteSettings, settingsLine, settingNotUTF8,
        settingWithoutEquals, unknownSetting, settingEmpty, settingTwice, invalidSettingValue,
        acceptedName, acceptedFever, acceptedFilePath, sourceFile, sourceLocale, sourceDefault,
        sourceDefaultFever, configRow, settingsFileAt, settingsFileMissing, settingSaved,
        settingRemoved, settingWasNotSet, settingOverridden, unknownConfigAction
    case aboveUsual, yourUsual, theirUsual
    case symptomList, columnSymptoms
    case reportEvening
    case temperaturePrompt, promptTime, entryCancelled, countdown, acceptedDurations,
        waitWithTemperature, waitNeedsTerminal
    // What a failed system call says: the C library's words in English ({1}), translated in
    // Japanese.
    case systemNoSuchFile, systemPermissionDenied, systemNotPermitted, systemNoSpace,
        systemQuotaExceeded, systemReadOnly, systemIsDirectory, systemNotDirectory,
        systemSymlinkLoop, systemTooManyLinks, systemFileTooLarge, systemInputOutput,
        systemNotRegularFile, settingsBusy
    // sheet
    case sheetTitle, sheetName, sheetPeriod, sheetUsualTemperature, sheetUsualShort,
        sheetUsualUnknown, sheetFeverThreshold
    case sheetDate, sheetMorning, sheetEvening, sheetTime, sheetTemperature, sheetSymptoms
    case sheetNote, sheetChecked, sheetOtherReadings, sheetChartDescription, sheetListSeparator
    case sheetMonth, symptomName, sheetTooLong
    case rangeTooLong
    case importProgress
    case sheetCelsius
    case temperatureNeeded
    case rowHasNoTime, temperaturesDisagree, dateAndTimeDisagree, dateDisagrees
    // Issue 21: a basal default hiding a fever
    case basalBySetting, kindSetting
    // Issue 21: names checked against the store
    case newPersonNearMiss, noReadingsOfName, noReadingsInEmptyStore
    // Issue 21: the encoding of an import file
    case importNotUTF8, importNotCP932
    // Issue 21: suggestions for options
    case unknownOptionDidYouMean
    // Issue 21: --encoding for a file that is not CSV or TSV
    case encodingNotForJSONLines, encodingNotForHealth

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    var templates: (en: String, ja: String) {
        switch self {
        case .verbatim: return ("{1}", "{1}")
        case .notATemperature:
            return (
                "'{1}' is not a temperature (expected a number like 36.5, 36,5, 98.6F, 36.5度 or 36度5分)",
                "「{1}」は体温として読めません（36.5、36,5、36.5度、36度5分、98.6F のように入力してください）"
            )
        case .implausibleTemperature:
            return (
                "'{1}' is not a plausible body temperature (accepted: {2})",
                "「{1}」は体温としてありえない値です（受け付ける範囲: {2}）"
            )
        case .implausibleTemperatureSuggestion:
            return (
                "'{1}' is not a plausible body temperature (accepted: {2}). Did you mean {3}?",
                "「{1}」は体温としてありえない値です（受け付ける範囲: {2}）。{3} のことですか？"
            )
        case .unitConflict:
            return (
                "'{1}' is in {2} but --unit {3} was given", "「{1}」は {2} ですが、--unit {3} が指定されています"
            )
        case .rangeCelsius: return ("32.0–43.0 °C", "32.0〜43.0℃")
        case .rangeFahrenheit: return ("89.6–109.4 °F", "89.6〜109.4°F")
        case .rangeBoth: return ("32.0–43.0 °C or 89.6–109.4 °F", "32.0〜43.0℃ または 89.6〜109.4°F")
        case .notATime:
            return (
                "'{1}' is not a time (accepted: 7:30, 19:30, 7am, 7:30 pm, noon, midnight, 7時半 or 午後9時10分, after the day if not today: 'yesterday 7am', '昨日 7時半', '2026-11-29 7:30', '2026/11/29 7:30', '11/29 7:30', '11月29日 7時半'; or ISO 8601 like 2026-11-29T07:30+09:00)",
                "「{1}」は時刻として読めません（7:30、19:30、7時、7時半、午前7時、午後9時10分、正午、7am、7:30 pm。今日でなければ前に日付を：「昨日 7時半」「一昨日 21:10」「2026/11/29 7:30」「11/29 7:30」「11月29日 7時半」「2026-11-29 7:30」。または 2026-11-29T07:30+09:00 のような ISO 8601）"
            )
        case .dayNeedsTime:
            return (
                "'{1}' is a day without a time; add the time, like '{1} 7:30'",
                "「{1}」は日付だけで時刻がありません。「{1} 7:30」のように時刻を付けてください"
            )
        case .japaneseTwelve:
            return (
                "'{1}' is ambiguous: 12 after 午前 or 午後 is noon to some and midnight to others; write 午前0時 or 0:00 for midnight, 午後0時 or 12:00 for noon",
                "「{1}」はあいまいです（午前・午後の12時は正午とも夜中の0時とも読めます）。夜中なら 午前0時 か 0:00、正午なら 午後0時 か 12:00 と書いてください"
            )
        case .timeInFuture:
            return (
                "'{1}' is in the future (it is now {2}); for an earlier day write 'yesterday HH:MM' or 'YYYY-MM-DD HH:MM'",
                "「{1}」は未来の時刻です（現在 {2}）。前の日なら「昨日 HH:MM」か「YYYY-MM-DD HH:MM」と書いてください"
            )
        case .notADay:
            return (
                "'{1}' is not a day (accepted: YYYY-MM-DD, YYYY/MM/DD, MM/DD, M月D日, YYYY年M月D日, with the right weekday if one is given as in 2026/11/09(月); today, yesterday, 今日, 昨日, 一昨日)",
                "「{1}」は日付として読めません（YYYY/MM/DD、MM/DD、M月D日、YYYY年M月D日、YYYY-MM-DD。曜日を付けるなら正しい曜日で 2026/11/09(月) のように。今日、昨日（きのう）、一昨日（おととい）、today、yesterday）"
            )
        case .sinceAfterUntil:
            return ("--since {1} is after --until {2}", "--since {1} が --until {2} より後です")
        case .notAName:
            return (
                "'{1}' is not a name (accepted: 1–32 letters, digits, '-', '_', '.', apostrophe)",
                "「{1}」は名前に使えません（1〜32 文字の文字・数字・'-'・'_'・'.'・アポストロフィ）"
            )
        case .noteBidiCharacter:
            return (
                "the note contains a bidirectional control character (U+{1}), which can make text read as something else; a note is one line of plain text",
                "メモに文字の向きを変える制御文字（U+{1}）が含まれています。表示が別の文字列に見えることがあります。メモは 1 行のテキストです"
            )
        case .noteControlCharacter:
            return (
                "the note contains a control character (U+{1}); a note is one line of text",
                "メモに制御文字（U+{1}）が含まれています。メモは 1 行のテキストです"
            )
        case .noteTooLong:
            return (
                "the note is {1} characters long (accepted: at most {2})",
                "メモが {1} 文字あります（{2} 文字まで）"
            )
        case .notASite:
            return (
                "'{1}' is not a measuring site (accepted: {2}; also oral, underarm, tympanic, rectal)",
                "「{1}」は測定部位に使えません（{2}。oral、underarm、tympanic、rectal も使えます）"
            )
        case .notAnID:
            return (
                "'{1}' is not an id (ids are like 3f9a2c)",
                "「{1}」は ID ではありません（ID は 3f9a2c のような文字列です）"
            )
        case .noSuchIDInEmptyStore:
            return (
                "no reading has an id starting with '{1}' (the store is empty)",
                "「{1}」で始まる ID の記録はありません（記録がまだありません）"
            )
        case .noSuchID:
            return ("no reading has an id starting with '{1}'", "「{1}」で始まる ID の記録はありません")
        case .ambiguousID:
            return (
                "'{1}' is ambiguous: {2} readings have ids starting with it ({3}); type more of the id",
                "「{1}」で始まる ID の記録が {2} 件あります（{3}）。ID をもう少し長く入力してください"
            )
        case .storeIsDirectory:
            return ("'{1}' is a directory, not a store file", "「{1}」はディレクトリです。記録ファイルを指定してください")
        case .cannotOpenStoreForWriting:
            return ("cannot open store '{1}' for writing: {2}", "記録ファイル「{1}」に書き込めません: {2}")
        case .cannotCreateStore:
            return ("cannot create store '{1}': {2}", "記録ファイル「{1}」を作成できません: {2}")
        case .cannotWrite: return ("cannot write to '{1}': {2}", "「{1}」に書き込めません: {2}")
        case .cannotCreateTemporary:
            return ("cannot create a temporary file in '{1}': {2}", "「{1}」に一時ファイルを作成できません: {2}")
        case .cannotRewrite: return ("cannot rewrite '{1}': {2}", "「{1}」を書き直せません: {2}")
        case .parentMissing:
            return (
                "cannot create store '{1}': directory '{2}' does not exist",
                "記録ファイル「{1}」を作成できません: ディレクトリ「{2}」がありません"
            )
        case .parentNotDirectory:
            return (
                "cannot create store '{1}': '{2}' is not a directory",
                "記録ファイル「{1}」を作成できません: 「{2}」はディレクトリではありません"
            )
        case .cannotCreateDirectory:
            return ("cannot create directory '{1}': {2}", "ディレクトリ「{1}」を作成できません: {2}")
        case .cannotCreateLock:
            return ("cannot create lock file '{1}': {2}", "ロックファイル「{1}」を作成できません: {2}")
        case .cannotRead: return ("cannot read '{1}': {2}", "「{1}」を読めません: {2}")
        case .cannotSync: return ("cannot sync '{1}' to disk: {2}", "「{1}」をディスクに書き込めません: {2}")
        case .cannotLock: return ("cannot lock '{1}': {2}", "「{1}」をロックできません: {2}")
        case .storeBusy:
            return (
                "store is busy (locked by another templog?); try again in a moment (lock file: '{1}')",
                "記録ファイルが使用中です（別の templog が使っていませんか？）。少し待ってからもう一度試してください（ロックファイル: 「{1}」）"
            )
        case .cannotCreateFile: return ("cannot create '{1}': {2}", "「{1}」を作成できません: {2}")
        case .cannotWriteOutput:
            return ("cannot write to standard output: {1}", "標準出力に書き込めません: {1}")
        case .noHome:
            return (
                "cannot find a place for the store: HOME is not set (set TEMPLOG_FILE or pass --file)",
                "記録ファイルの場所が決まりません: HOME が設定されていません（TEMPLOG_FILE か --file で指定してください）"
            )
        case .unknownOption: return ("Unknown option '{1}'", "不明なオプションです: '{1}'")
        case .unknownCommand: return ("Unknown command '{1}'", "不明なコマンドです: '{1}'")
        case .unknownOptionDidYouMean:
            return ("Unknown option '{1}'. Did you mean '{2}'?", "不明なオプションです: '{1}'。'{2}' のことですか？")
        case .unknownCommandDidYouMean:
            return ("Unknown command '{1}'. Did you mean '{2}'?", "不明なコマンドです: '{1}'。'{2}' のことですか？")
        case .unknownCommandDidYouMeanAdd:
            return (
                "Unknown command '{1}'. Did you mean 'templog add {1}'?",
                "不明なコマンドです: '{1}'。'templog add {1}' のことですか？"
            )
        case .invalidValue:
            return (
                "The value '{1}' is invalid for '{2}' (accepted: {3})",
                "'{2}' に '{1}' は使えません（使える値: {3}）"
            )
        case .invalidCount:
            return (
                "The value '{1}' is invalid for '{2}' (accepted: a whole number from {3} to {4})",
                "'{2}' に '{1}' は使えません（{3}〜{4} の整数）"
            )
        case .emptyFileOption:
            return ("The value '' is invalid for '--file <path>'", "'--file <path>' の値が空です")
        case .optionTakesNoValue:
            return ("The option '--{1}' does not take a value", "オプション '--{1}' は値を取りません")
        case .missingValue: return ("Missing value for '{1}'", "'{1}' の値がありません")
        case .missingArgument: return ("Missing expected argument '<{1}>'", "引数 '<{1}>' がありません")
        case .unexpectedArgument: return ("Unexpected argument '{1}'", "余分な引数です: '{1}'")
        case .conflictingOptions:
            return ("'--{1}' and '--{2}' cannot be used together", "'--{1}' と '--{2}' は同時に使えません")
        case .badNow:
            return (
                "TEMPLOG_NOW='{1}' is not an RFC 3339 time from 1970 to 9999 (e.g. 2026-11-29T07:30:00+09:00)",
                "TEMPLOG_NOW='{1}' は 1970〜9999 年の RFC 3339 形式の時刻ではありません（例: 2026-11-29T07:30:00+09:00）"
            )
        case .labelled: return ("{1}: {2}", "{1}: {2}")
        case .invalidSetting:
            return ("{1}='{2}' is not valid (accepted: {3})", "{1}='{2}' は使えません（使える値: {3}）")
        case .cannotOpen: return ("cannot open '{1}': {2}", "「{1}」を開けません: {2}")
        case .notImportable:
            return (
                "'{1}' is not a templog CSV or JSON Lines file or an Apple Health export (give --format to say which)",
                "「{1}」は templog の CSV・JSON Lines でも Apple ヘルスケアの書き出しでもありません（--format で形式を指定できます）"
            )
        case .rowHasNoTemperature: return ("the row has no temperature", "この行には体温がありません")
        case .recordHasNoValue: return ("the record has no value", "この記録には値がありません")
        case .notHealthUnit:
            return (
                "'{1}' is not a temperature unit (accepted: degC, degF)",
                "「{1}」は温度の単位ではありません（degC、degF）"
            )
        case .notHealthDate: return ("'{1}' is not a Health export date", "「{1}」はヘルスケアの日付形式ではありません")
        case .importInFuture: return ("'{1}' is in the future", "「{1}」は未来の時刻です")
        case .notAValidReading: return ("not a valid reading", "記録として読めません")
        case .unclosedQuote: return ("a quoted field is never closed", "引用符で囲まれた値が閉じていません")
        case .importSummary:
            return (
                "Added {1}; skipped {2} already in the store and {3} repeated in the files; rejected {4}.",
                "{1} 件を追加しました。記録済みの {2} 件とファイル内で重複した {3} 件は飛ばし、{4} 件は受け付けませんでした。"
            )
        case .importSummaryDryRun:
            return (
                "Would add {1}; skipped {2} already in the store and {3} repeated in the files; rejected {4}. Nothing was changed (--dry-run).",
                "{1} 件を追加できます。記録済みの {2} 件とファイル内で重複した {3} 件は飛ばし、{4} 件は受け付けません。何も変更していません（--dry-run）。"
            )
        case .importDiffers:
            return (
                "Readings in the files whose id the store has with other values ({1}):",
                "記録と同じ ID で値が違う行（{1} 件）:"
            )
        case .importDifference: return ("  {1} ({2}): {3}", "  {1}（{2}）: {3}")
        case .importDifferentField: return ("{1} {2} → {3}", "{1}：{2} → {3}")
        case .importFieldList: return ("{1}; {2}", "{1}、{2}")
        case .importDifferencesMore: return ("and {1} more", "ほか {1} 件")
        case .importNotUpdated:
            return (
                "Not changed: run the import again with --update to write the file's values ('templog undo' takes an update back).",
                "記録は変えていません。ファイルの値で書き直すには --update を付けてもう一度取り込んでください（templog undo で取り消せます）。"
            )
        case .importUpdated: return ("Updated {1} reading{2}.", "{1} 件を更新しました。")
        case .importWouldUpdate:
            return ("Would update {1} reading{2}.", "{1} 件を更新できます。")
        case .noValue: return ("(none)", "（なし）")
        case .rejectedRow: return ("rejected {1}", "受け付けません: {1}")
        case .rejectedMoreRows: return ("rejected {1} more rows", "ほかに {1} 行を受け付けません")
        case .errorLine: return ("Error: {1}", "エラー: {1}")
        case .warningLine: return ("warning: {1}", "警告: {1}")
        case .seeHelp:
            return ("  See '{1} --help' for more information.", "  詳しくは '{1} --help' を見てください。")
        case .usageLine: return ("Usage: {1}", "使い方: {1}")
        case .skippedLine:
            return (
                "skipped line {1} of '{2}': not a valid reading, {4} ({3})",
                "「{2}」の {1} 行目は記録として読めないため飛ばしました。{4}（{3}）"
            )
        case .skippedMoreLines:
            return (
                "skipped {1} more lines of '{2}' that are not valid readings",
                "「{2}」のほかの {1} 行も記録として読めないため飛ばしました"
            )
        case .recorded:
            return (
                "Recorded {1}{2}{3} at {4} ({5}) · id {6}", "{3}{1}{2} を記録しました（{5} {7}）· id {6}"
            )
        case .removed:
            return ("Removed {1}{2}{3} at {4} ({5}) · id {6}", "{3}{1}{2} を削除しました（{5} {7}）· id {6}")
        case .typedAs:
            return (" (from {1})", "（{1}）")
        case .forPerson: return (" for {1}", "{1} さんの ")
        case .feverNotice:
            return ("Fever: {1} is at or above the threshold of {2}.", "発熱: {1} は基準の {2} 以上です。")
        case .nothingToUndo:
            return ("Nothing to undo.", "取り消す変更はありません。")
        case .noReadingsYet:
            return (
                "No readings yet. Record one with: templog add 36.5",
                "まだ記録がありません。templog add 36.5 で記録できます。"
            )
        case .noReadingsForPerson: return ("No readings for {1} yet.", "{1} さんの記録はまだありません。")
        case .noReadingToday: return ("No reading yet today.", "今日の記録はまだありません。")
        case .noReadingTodayForPerson:
            return ("No reading yet today for {1}.", "{1} さんの今日の記録はまだありません。")
        case .you: return ("me", "本人")
        case .columnDate: return ("DATE", "日付")
        case .columnTime: return ("TIME", "時刻")
        case .columnTemperature: return ("TEMP", "体温")
        case .columnFever: return ("FEVER", "発熱")
        case .columnSite: return ("SITE", "部位")
        case .columnWho: return ("WHO", "名前")
        case .columnNote: return ("NOTE", "メモ")
        case .feverMark: return ("fever", "発熱")
        case .columnReadings: return ("READINGS", "記録数")
        case .columnLastReading: return ("LAST READING", "最新の記録")
        case .statsSpan: return ("{1}: {2} to {3} ({4} day{5})", "{1}: {2}〜{3}（{4} 日間）")
        case .statsNoDays: return ("{1}: no days", "{1}: 対象の日がありません")
        case .statsReadingsLabel: return ("readings", "記録")
        case .statsReadings: return ("{1} on {2} day{3}; {4} missing", "{1} 件（{2} 日分、記録のない日 {4} 日）")
        case .statsLowest: return ("lowest", "最低")
        case .statsAverage: return ("average", "平均")
        case .statsHighest: return ("highest", "最高")
        case .statsUsualMorning:
            return ("usual temperature", "平熱")
        case .statsUsualMorningValue:
            return (
                "{1} (median of the morning readings of the 30 days before)",
                "{1}（直前 30 日間の朝の記録の中央値）"
            )
        case .statsFeverReadings: return ("fever readings", "発熱の記録")
        case .statsFeverReadingsValue: return ("{1} (at or above {2})", "{1} 件（{2} 以上）")
        case .statsFeverEpisodes: return ("fever episodes", "発熱の期間")
        case .statsNone: return ("none", "なし")
        case .statsEpisodes: return ("{1}: {2}", "{1} 回: {2}")
        case .statsEpisode: return ("{1}, up to {2}", "{1}（最高 {2}）")
        case .dayRange: return ("{1} – {2}", "{1}〜{2}")
        case .statsFirstLast: return ("first / last", "最初 / 最後")
        case .chartTitle: return ("{1}: daily highest; fever line {2}", "{1}: 日ごとの最高体温（発熱ライン {2}）")
        case .chartNoReadings: return ("No readings in these days.", "この期間の記録はありません。")
        case .kindBody: return ("body", "体温")
        case .kindBasal: return ("basal", "基礎体温")
        case .columnKind: return ("KIND", "種類")
        case .basalTemperature: return ("basal {1}", "基礎体温 {1}")
        case .skippedCycleLine:
            return (
                "skipped line {1} of '{2}': not a cycle start ({3})",
                "「{2}」の {1} 行目は周期の開始日として読めないため飛ばしました（{3}）"
            )
        case .noSuchCycleStart:
            return ("no cycle{2} is marked as starting on {1}", "{2}周期で {1} に始まるものは記録されていません")
        case .dayInFuture:
            return ("'{1}' is in the future (today is {2})", "「{1}」は未来の日付です（今日は {2}）")
        case .cycleOf: return (" for {1}", "{1} さんの")
        case .cycleStarted:
            return ("Marked {1} as day 1 of a cycle{2}.", "{2}周期の 1 日目を {1} にしました。")
        case .cycleAlreadyStarted:
            return ("{1} is already day 1 of a cycle{2}.", "{2}周期の 1 日目はすでに {1} です。")
        case .cycleRemoved:
            return (
                "Removed the mark of {1} as day 1 of a cycle{2}.", "{2}周期の 1 日目 {1} の印を取り消しました。"
            )
        case .listedCycleStart:
            return ("marked {1} as day 1 of a cycle{2}", "{2}周期の 1 日目を {1} に")
        case .listedCycleRemove:
            return ("removed the mark of {1} as day 1 of a cycle{2}", "{2}周期の 1 日目 {1} の印を取り消し")
        case .columnCycle: return ("CYCLE", "周期")
        case .columnFirstDay: return ("FIRST DAY", "1 日目")
        case .columnLastDay: return ("LAST DAY", "最終日")
        case .columnDays: return ("DAYS", "日数")
        case .cycleCurrent: return ("current", "継続中")
        case .daysSoFar: return ("{1} so far", "{1}（途中）")
        case .noCycles:
            return (
                "No cycle{1} is marked yet. Mark day 1 with: templog cycle start --at YYYY-MM-DD",
                "{1}周期はまだ記録されていません。templog cycle start --at YYYY-MM-DD で 1 日目を記録できます。"
            )
        case .noSuchCycle:
            return (
                "there is no cycle {1} back: {2} cycle{3} {4} marked (--cycle 0 is the current one)",
                "{1} 周期前の周期はありません（記録された周期は {2} 回、--cycle 0 が今の周期です）"
            )
        case .optionNeedsOption:
            return ("'--{1}' goes with '--{2}'", "'--{1}' は '--{2}' と一緒に使います")
        case .optionNotForAction:
            return ("'--{1}' is not used by '{2}'", "'--{1}' は '{2}' では使いません")
        case .basalChartTitle:
            return (
                "{1}: basal temperature, cycle from {2} ({3} days)", "{1}: 基礎体温（{2} からの周期、{3} 日間）"
            )
        case .basalChartTitleCurrent:
            return (
                "{1}: basal temperature, current cycle from {2} (day {3})",
                "{1}: 基礎体温（{2} からの今の周期、{3} 日目）"
            )
        case .basalShiftObserved:
            return (
                "{1} shift observed on day {2} (three over six); {3} coverline {4}",
                "{1} {2} 日目に上昇を観察（3 over 6 ルール）。{3} カバーライン {4}"
            )
        case .basalNoShift: return ("no shift observed (three over six)", "上昇は見られません（3 over 6 ルール）")
        case .basalNotAdvice:
            return (
                "An observation from the readings, not medical or contraceptive advice.",
                "記録から見たもので、医療上・避妊の助言ではありません。"
            )
        case .basalNoReadings:
            return ("No basal readings in this cycle yet.", "この周期の基礎体温の記録はまだありません。")
        case .basalStatsTitle:
            return (
                "{1}: basal temperature by cycle (three over six)", "{1}: 周期ごとの基礎体温（3 over 6 ルール）"
            )
        case .columnLowPhase: return ("LOW PHASE", "低温期")
        case .columnHighPhase: return ("HIGH PHASE", "高温期")
        case .columnShift: return ("SHIFT", "上昇")
        case .columnCoverline: return ("COVERLINE", "カバーライン")
        case .shiftDay: return ("day {1}", "{1} 日目")
        case .checkNoStore:
            return (
                "{1}: no store yet (the first 'templog add' creates it).",
                "{1}: 記録ファイルはまだありません（最初の 'templog add' で作られます）。"
            )
        case .checkReadings: return ("{1} reading{2}", "記録 {1} 件")
        case .checkClean: return ("{1}: {2}, no problems found.", "{1}: {2}、問題はありません。")
        case .checkProblems: return ("{1}: {2}, {3} problem{4}:", "{1}: {2}、問題が {3} 件あります:")
        case .checkAdvice:
            return (
                "Run 'templog check --repair' to fix them (unreadable lines are kept in a .rejected file).",
                "'templog check --repair' で修復できます（読めない行は .rejected ファイルに残します）。"
            )
        case .repaired: return ("Repaired {1}:", "{1} を修復しました:")
        case .problemMalformed:
            return (
                "line {1}: not a valid reading, {3}: {2}", "{1} 行目: 記録として読めません。{3}: {2}"
            )
        case .problemTornTail:
            return (
                "the last line has no newline (a write was cut short)",
                "最後の行に改行がありません（書き込みが途中で止まりました）"
            )
        case .problemDuplicateID: return ("id {1} is on lines {2}", "ID {1} が {2} 行目にあります")
        case .problemOutOfOrder:
            return (
                "{1} {2} out of time order (first on line {3})", "{1} 件の記録が時刻順になっていません（最初は {3} 行目）"
            )
        case .problemFileMode:
            return ("the file's mode is {1}, looser than 0600", "ファイルの権限が {1} です（0600 より緩い）")
        case .problemDirectoryMode:
            return ("the directory's mode is {1}, looser than 0700", "ディレクトリの権限が {1} です（0700 より緩い）")
        case .problemLeftover:
            return (
                "leftover temporary file {1} (from an interrupted rewrite)",
                "一時ファイル {1} が残っています（書き直しが中断されました）"
            )
        case .repairMoved: return ("moved {1} to {2}", "{1}を {2} に移しました")
        case .repairUnreadable: return ("{1} unreadable line{2}", "読めない行 {1} 行")
        case .repairDuplicates: return ("{1} duplicate line{2}", "重複した行 {1} 行")
        case .repairNewID:
            return (
                "gave the reading on line {1} the new id {2} ({3} was taken)",
                "{1} 行目の記録に新しい ID {2} を付けました（{3} は使用済み）"
            )
        case .repairSorted: return ("sorted the readings back into time order", "記録を時刻順に並べ直しました")
        case .repairFileMode: return ("set the file's mode to 0600", "ファイルの権限を 0600 にしました")
        case .repairDirectoryMode:
            return ("set the directory's mode to 0700", "ディレクトリの権限を 0700 にしました")
        case .repairLeftover:
            return ("removed leftover temporary file {1}", "残っていた一時ファイル {1} を削除しました")
        case .repairEndedLine: return ("ended the last line with a newline", "最後の行に改行を加えました")
        case .both: return ("{1} and {2}", "{1}と{2}")
        case .degreesCelsius: return ("{1} °C", "{1}℃")
        case .date: return ("{1}", "{2}")
        case .dateAndTime: return ("{1} {2}", "{1} {3}")
        case .siteArmpit: return ("armpit", "わき")
        case .siteMouth: return ("mouth", "口")
        case .siteEar: return ("ear", "耳")
        case .siteForehead: return ("forehead", "額")
        case .siteRectum: return ("rectum", "直腸")
        case .siteOther: return ("other", "その他")
        case .reportMissing: return ("no reading", "記録なし")
        case .reportFever: return (" (fever)", "（発熱）")
        case .reportDayMaxFever: return (" (day's max {1}: fever)", "（最高 {1} 発熱）")
        case .reservedName:
            return (
                "'{1}' names you, the store's owner; choose another name for someone else",
                "「{1}」はあなた（記録の持ち主）を指す言葉です。ほかの人には別の名前を付けてください"
            )
        case .timeBefore1970:
            return (
                "'{1}' is before 1970 (accepted: times from 1970-01-01 on)",
                "「{1}」は 1970 年より前です（1970-01-01 以降の時刻を入力してください）"
            )
        case .nearDuplicate:
            return (
                "{1} at {2} repeats the reading at {3} (id {4}); if it was entered twice, 'templog undo' removes this one",
                "{2} の {1} は {3} の記録（id {4}）と同じです。二重に入力した場合は 'templog undo' でこちらを取り消せます"
            )
        case .longAgo:
            return (
                "'{1}' is {2} ago: {3}; if that is not what you meant, 'templog undo' removes it",
                "「{1}」は{2}前（{3}）です。意図したものでなければ 'templog undo' で取り消せます"
            )
        case .daysAgo:
            return ("{1} days", "{1} 日")
        case .yearsAgo:
            return ("{1} year{2}", "{1} 年")
        case .spelledAs:
            return (
                "recorded as '{1}', the spelling already in the store (not '{2}')",
                "記録済みの表記「{1}」で記録しました（「{2}」ではなく）"
            )
        case .noteLine:
            return ("note: {1}", "お知らせ: {1}")
        case .takenWhen:
            return ("{1} ({2})", "{2} {3}")
        case .listed:
            return ("{1}, {2}", "{1}、{2}")
        case .columnToday:
            return ("LATEST TODAY", "今日の最新")
        case .noReadingYet:
            return ("no reading yet", "まだ記録なし")
        case .chartNoReadingsOf:
            return (
                "No readings of {1} in these days; there are readings of {2} (choose with --who).",
                "この期間に{1}の記録はありません。{2}の記録があります（--who で選べます）。"
            )
        case .idTooShort:
            return (
                "'{1}' is too short to name one reading safely: give at least {2} characters of the id, as 'templog recent' shows it",
                "「{1}」は短すぎて記録を一つに決められません。'templog recent' に出る ID を {2} 文字以上入力してください"
            )
        case .cannotSyncDirectory:
            return (
                "the change to '{1}' was made, but its directory could not be synced to disk ({2}), so a power cut could still undo it",
                "「{1}」への変更は済みましたが、ディレクトリをディスクに書き込めませんでした（{2}）。停電などで変更が失われるおそれがあります"
            )
        case .acceptedZones:
            return (
                "a zone name like Asia/Tokyo or America/New_York, or a rule like JST-9",
                "Asia/Tokyo や America/New_York のようなタイムゾーン名、または JST-9 のような規則"
            )
        case .acceptedSeconds:
            return ("a number of seconds from 0 to 3600", "0〜3600 の秒数")
        case .argumentNotUTF8:
            return (
                "argument {1} is not valid UTF-8 text ('{2}'); templog reads UTF-8 only",
                "引数 {1} が正しい UTF-8 テキストではありません（「{2}」）。templog は UTF-8 のみ読めます"
            )
        case .problemFileNotWritable:
            return (
                "the file cannot be written by you ({1}): add and repair will fail",
                "ファイルに書き込めません（{1}）。add や修復はできません"
            )
        case .problemDirectoryNotWritable:
            return (
                "its directory cannot be written by you ({1}): back-dated readings, delete, undo, import and repair will fail",
                "ディレクトリに書き込めません（{1}）。過去の時刻の記録、delete、undo、import、修復はできません"
            )
        case .notATimestamp:
            return (
                "'{1}' is not a date and time (accepted: 2026-11-29T07:30:00+09:00, 2026-11-29 07:30, 2026/11/29 7:30, 2026年11月29日 7時30分, 11/29 7:30, 11月29日 7時30分)",
                "「{1}」は日時として読めません（2026-11-29T07:30:00+09:00、2026-11-29 07:30、2026/11/29 7:30、2026年11月29日 7時30分、11/29 7:30、11月29日 7時30分）"
            )
        case .notADate:
            return (
                "'{1}' is not a date (accepted: 2026-11-29, 2026/11/29, 2026.11.29, 2026年11月29日, 11/29, 11月29日)",
                "「{1}」は日付として読めません（2026-11-29、2026/11/29、2026.11.29、2026年11月29日、11/29、11月29日）"
            )
        case .notATimeOfDay:
            return (
                "'{1}' is not a time of day (accepted: 7:30, 07:30:00, 7:30 PM, 午後7時30分, 7時半)",
                "「{1}」は時刻として読めません（7:30、07:30:00、7:30 PM、午後7時30分、7時半）"
            )
        case .dateWithoutTime:
            return (
                "'{1}' is a date without a time, and the file has no time column",
                "「{1}」には時刻がなく、時刻の列もありません"
            )
        case .fieldCount:
            return (
                "the row has {1} fields where the header has {2}", "この行の項目は {1} 個ですが、見出しは {2} 個です"
            )
        case .quoteInUnquotedField:
            return (
                "a quote inside the unquoted field in column {1} (quote the whole field, doubling the quotes inside it)",
                "{1} 列目の引用符で囲まれていない項目の中に引用符があります（項目全体を引用符で囲み、中の引用符は二重にしてください）"
            )
        case .textAfterClosingQuote:
            return ("text after the closing quote of column {1}", "{1} 列目の閉じ引用符の後に文字があります")
        case .fieldNotUTF8:
            return ("column {1} is not valid UTF-8 text", "{1} 列目が正しい UTF-8 テキストではありません")
        case .unknownEscape:
            return (
                "an unknown backslash escape in column {1} (accepted: \\\\t, \\\\n, \\\\r, \\\\\\\\)",
                "{1} 列目に不明なバックスラッシュのエスケープがあります（使えるもの: \\\\t、\\\\n、\\\\r、\\\\\\\\）"
            )
        case .headerDuplicateRole:
            return (
                "'{1}': columns {2} all hold the {3}; keep one of them",
                "「{1}」: 列 {2} がどれも {3} です。一つだけにしてください"
            )
        case .headerConflictingTemperatures:
            return (
                "'{1}': columns {2} all hold the temperature; keep one",
                "「{1}」: 列 {2} がどれも体温です。一つだけにしてください"
            )
        case .headerMissing:
            return (
                "'{1}' has no header row templog can read: it needs {2} (columns found: {3}; every accepted name: 'templog import --help')",
                "「{1}」の見出し行を読めません。{2}が必要です（見つかった列: {3}。使える名前の一覧: 'templog import --help'）"
            )
        case .headerNeedsTime:
            return (
                "a time column (taken_at, datetime, or date with time; 日付 with 時刻)",
                "時刻の列（taken_at、datetime、または date と time、日付 と 時刻）"
            )
        case .headerNeedsTemperature:
            return (
                "a temperature column (celsius, fahrenheit, temperature, 体温)",
                "体温の列（celsius、fahrenheit、temperature、体温）"
            )
        case .importLayout:
            return ("{1}: {2}; read {3}; ignored {4}", "{1}: {2}。読む列 {3}。読まない列 {4}")
        case .commaSeparated:
            return ("comma-separated", "カンマ区切り")
        case .semicolonSeparated:
            return ("semicolon-separated", "セミコロン区切り")
        case .tabSeparated:
            return ("tab-separated", "タブ区切り")
        case .templogTabSeparated:
            return ("tab-separated (templog's --tsv)", "タブ区切り（templog の --tsv）")
        case .broughtBack:
            return (
                "Brought back {1}{2}{3} at {4} ({5}) · id {6}",
                "{3}{1}{2} を元に戻しました（{5} {7}）· id {6}"
            )
        case .removedImport:
            return (
                "Removed the {1} reading{2} imported from {3} at {4}",
                "{4} に {3} から取り込んだ {1} 件の記録を取り消しました"
            )
        case .listedAdd:
            return ("added {1}{2}{3} at {4} ({5}) · id {6}", "{3}{1}{2}（{5} {7}）を記録 · id {6}")
        case .listedDelete:
            return ("deleted {1}{2}{3} at {4} ({5}) · id {6}", "{3}{1}{2}（{5} {7}）を削除 · id {6}")
        case .undoneUpdate:
            return (
                "Put back {1} reading{2} as before the update from {3} at {4}",
                "{4} に {3} から更新した {1} 件を元に戻しました"
            )
        case .undoneUpdateAndAdd:
            return (
                "Put back {1} reading{2} as before the update from {3} at {4}, and removed the {5} it added",
                "{4} に {3} から更新した {1} 件を元に戻し、追加した {5} 件を取り消しました"
            )
        case .listedUpdate:
            return ("updated {1} reading{2} from {3}", "{3} から {1} 件を更新")
        case .listedUpdateAndAdd:
            return (
                "updated {1} reading{2} and added {5} from {3}", "{3} から {1} 件を更新・{5} 件を追加"
            )
        case .listedImport:
            return ("imported {1} reading{2} from {3}", "{3} から {1} 件を取り込み")
        case .listedRepair:
            return (
                "check --repair (cannot be undone; undo stops here)",
                "check --repair（取り消せません。undo はここで止まります）"
            )
        case .undoListEntry:
            return ("{1}: {2}", "{1}：{2}")
        case .undoListDamaged:
            return (
                "a damaged journal entry (undo stops here; 'templog check --repair' restarts the journal)",
                "壊れた記録（undo はここで止まります。'templog check --repair' で記録をやり直せます）"
            )
        case .journalNotWritten:
            return (
                "the change is made, but it could not be recorded for undo ({1})",
                "変更しましたが、取り消し用の記録を書けませんでした（{1}）"
            )
        case .noJournal:
            return (
                "there is no record of earlier changes to this store (in '{1}'), so undo cannot tell what to reverse; use 'templog delete' instead",
                "この記録ファイルの以前の変更の履歴（「{1}」）がないため、取り消す変更がわかりません。'templog delete' を使ってください"
            )
        case .journalDamaged:
            return (
                "line {2} of '{1}' is damaged, so undo cannot tell what to reverse; nothing was undone ('templog undo --skip' moves past it)",
                "「{1}」の {2} 行目が壊れているため、取り消す変更がわかりません。何も取り消していません（'templog undo --skip' で先へ進めます）"
            )
        case .journalImplausible:
            return (
                "line {2} of '{1}' does not describe a change templog could have made (edited or damaged?); nothing was undone ('templog undo --skip' moves past it)",
                "「{1}」の {2} 行目は templog が行える変更を表していません（編集されたか壊れていませんか？）。何も取り消していません（'templog undo --skip' で先へ進めます）"
            )
        case .cannotUndoRepair:
            return (
                "the last change was 'check --repair' at {1}, which cannot be undone",
                "最後の変更は {1} の 'check --repair' で、取り消せません"
            )
        case .undoAddedLineChanged:
            return (
                "the store no longer shows the last change ({1} {2}): line {4} holds reading {3}, but not as that change wrote it (edited by hand?); nothing was undone ('templog undo --skip' moves past this change)",
                "記録ファイルに最後の変更（{1} {2}）が見当たりません。{4} 行目の記録 {3} がその変更で書いた内容と違います（手で編集しましたか？）。何も取り消していません（'templog undo --skip' でこの変更を飛ばせます）"
            )
        case .undoAddedLineMissing:
            return (
                "the store no longer shows the last change ({1} {2}): reading {3} that it added is gone; nothing was undone ('templog undo --skip' moves past this change)",
                "記録ファイルに最後の変更（{1} {2}）が見当たりません。その変更で追加した記録 {3} がありません。何も取り消していません（'templog undo --skip' でこの変更を飛ばせます）"
            )
        case .undoRemovedLineBack:
            return (
                "the store no longer shows the last change ({1} {2}): line {4} holds reading {3}, which that change removed; nothing was undone ('templog undo --skip' moves past this change)",
                "記録ファイルに最後の変更（{1} {2}）が見当たりません。その変更で削除した記録 {3} が {4} 行目にあります。何も取り消していません（'templog undo --skip' でこの変更を飛ばせます）"
            )
        case .undoCycleMarkChanged:
            return (
                "the cycles file no longer shows the last change ({1} {2}): it was edited since; nothing was undone ('templog undo --skip' moves past this change)",
                "周期のファイルに最後の変更（{1} {2}）が見当たりません（その後に編集されました）。何も取り消していません（'templog undo --skip' でこの変更を飛ばせます）"
            )
        case .undoPassedOver:
            return (
                "passed over the {1} of {2}: it never reached the store (interrupted)",
                "{2} の {1} は記録ファイルに届いていなかったため（中断）、飛ばしました"
            )
        case .undoSkipped:
            return (
                "Skipped the {1} of {2}; the store is unchanged, and undo now looks at the change before it.",
                "{2} の {1} を飛ばしました。記録ファイルは変わっていません。次の undo はその前の変更を扱います。"
            )
        case .undoSkippedDamaged:
            return (
                "Skipped a damaged journal entry; the store is unchanged, and undo now looks at the change before it.",
                "壊れた履歴の行を飛ばしました。記録ファイルは変わっていません。次の undo はその前の変更を扱います。"
            )
        case .listedSkip:
            return ("skipped with undo --skip: {1}", "undo --skip で飛ばした変更: {1}")
        case .problemJournalLine:
            return ("{1}:{2}: a damaged undo journal entry", "{1}:{2}: 取り消し用の履歴の壊れた行")
        case .problemCyclesLine:
            return ("{1}:{2}: not a cycle start: {3}", "{1}:{2}: 周期の開始日ではありません: {3}")
        case .problemSettingsLeftover:
            return (
                "leftover of an interrupted config file write: {1}",
                "中断された設定ファイルの書き込みの残り: {1}"
            )
        case .checkNoJournal:
            return (
                "(no undo journal yet: undo can reverse changes from now on)",
                "（取り消し用の履歴はまだありません。これからの変更は取り消せます）"
            )
        case .repairRestartedJournal:
            return (
                "started the undo journal afresh (earlier changes can no longer be undone)",
                "取り消し用の履歴をやり直しました（それ以前の変更は取り消せません）"
            )
        case .repairCannotBeUndone:
            return (
                "A repair cannot be undone with 'templog undo'; the lines it moves are kept in a .rejected file.",
                "修復は 'templog undo' で取り消せません。移した行は .rejected ファイルに残します。"
            )
        case .problemSpellings:
            return (
                "one person's name is spelled {1} ways ({2}); a repair keeps the first, {3}",
                "同じ人の名前が {1} 通りに書かれています（{2}）。修復すると最初の {3} にそろえます"
            )
        case .repairSpelling:
            return (
                "spelled {1} reading{2} of {3} as first recorded", "{3} さんの {1} 件の記録を最初の表記にそろえました"
            )
        case .notASymptom:
            return (
                "'{1}' is not a symptom on the list (accepted: cough, sore-throat, runny-nose, headache, fatigue, joint-pain, muscle-pain, chills, feverish, nausea, diarrhoea, taste-or-smell, breathlessness, none, their Japanese names and the synonyms 'templog add --help' lists); anything else goes in the note",
                "「{1}」は症状の一覧にありません（咳、のどの痛み、鼻水、頭痛、だるさ、関節痛、筋肉痛、寒気、熱っぽさ、吐き気、下痢、味覚・嗅覚の異常、息苦しさ、なし、英語名、'templog add --help' にある言い換え）。ほかのことはメモに書いてください"
            )
        case .notASymptomSuggestion:
            return (
                "'{1}' is not a symptom on the list. Did you mean {2}?",
                "「{1}」は症状の一覧にありません。{2} のことですか？"
            )
        case .noneWithSymptoms:
            return ("'none' cannot go with other symptoms", "「なし」はほかの症状と一緒には使えません")
        case .notAKind:
            return (
                "'{1}' is not a kind of reading (accepted: body, basal)",
                "「{1}」は記録の種類ではありません（body、basal）"
            )
        case .notEnoughReadingsYet:
            return (
                "not enough readings yet (it takes 5 mornings in the 30 days before)",
                "まだ記録が足りません（直前 30 日間に朝の記録が 5 回必要です）"
            )
        case .degreesFahrenheit:
            return ("{1} °F", "{1}°F")
        case .cannotReadSettings:
            return ("cannot read the config file '{1}': {2}", "設定ファイル「{1}」を読めません: {2}")
        case .cannotWriteSettings:
            return ("cannot write the config file '{1}': {2}", "設定ファイル「{1}」に書き込めません: {2}")
        case .settingsLine:
            return ("{1}:{2}: {3}", "{1}:{2}: {3}")
        case .settingNotUTF8:
            return ("the line is not UTF-8 text", "この行は UTF-8 のテキストではありません")
        case .settingWithoutEquals:
            return (
                "'{1}' is not a setting (write key = value; keys: {2})",
                "「{1}」は設定の行ではありません（key = value の形で。キー: {2}）"
            )
        case .unknownSetting:
            return ("unknown setting '{1}' (keys: {2})", "「{1}」という設定はありません（キー: {2}）")
        case .settingEmpty:
            return (
                "{1} has no value (to use the default, remove the line or run 'templog config unset {1}')",
                "{1} に値がありません（既定値に戻すには行を消すか 'templog config unset {1}' を実行）"
            )
        case .settingTwice:
            return ("{1} is already set on line {2}", "{1} は {2} 行目ですでに設定されています")
        case .invalidSettingValue:
            return ("'{1}' is not valid for {2} (accepted: {3})", "「{1}」は {2} に使えません（使える値: {3}）")
        case .acceptedName:
            return (
                "a name of up to 32 letters, digits, -, _, . or ', or me",
                "32 文字までの名前（文字・数字・- _ . '）、または me"
            )
        case .acceptedFever:
            return ("a temperature such as 37.5 or 100.4F", "37.5 や 100.4F などの体温")
        case .acceptedFilePath:
            return ("an absolute path, or one starting with ~/", "絶対パス、または ~/ で始まるパス")
        case .sourceFile:
            return ("config file {1}:{2}", "設定ファイル {1}:{2}")
        case .sourceLocale:
            return ("locale {1}", "ロケール {1}")
        case .sourceDefault:
            return ("default", "既定値")
        case .sourceDefaultFever:
            return ("default for {1}", "{1} の既定値")
        case .configRow:
            return ("{1} = {2} ({3})", "{1} = {2}（{3}）")
        case .settingsFileAt:
            return ("Config file: {1}", "設定ファイル: {1}")
        case .settingsFileMissing:
            return ("Config file: {1} (not created yet)", "設定ファイル: {1}（まだありません）")
        case .settingSaved:
            return ("Set {1} = {2} in {3}", "{3} に {1} = {2} を設定しました")
        case .settingRemoved:
            return ("Removed {1} from {2}", "{2} から {1} を削除しました")
        case .settingWasNotSet:
            return ("{1} was not set in {2}; nothing changed", "{1} は {2} に設定されていません。変更はありません")
        case .settingOverridden:
            return (
                "{1}={2} is set in the environment and takes precedence over the config file",
                "環境変数 {1}={2} が設定ファイルより優先されます"
            )
        case .unknownConfigAction:
            return (
                "unknown config action '{1}' (accepted: set, unset)",
                "config の操作「{1}」はありません（使えるもの: set, unset）"
            )
        case .aboveUsual:
            return ("{1} is {2} above {3} {4}.", "{1} は {3}（{4}）より {2} 高めです。")
        case .yourUsual:
            return ("your usual", "平熱")
        case .theirUsual:
            return ("{1}'s usual", "{1} さんの平熱")
        case .symptomList:
            return ("{1}", "{2}")
        case .columnSymptoms:
            return ("SYMPTOMS", "症状")
        case .reportEvening:
            return (", evening {1} {2}", "、夜 {1} {2}")
        case .temperaturePrompt:
            return (
                "Temperature{1} at {2} (empty line cancels): ", "{1}{2} の体温（空行で取り消し）: "
            )
        case .promptTime: return ("{1}", "{2}")
        case .entryCancelled: return ("Cancelled; nothing recorded.", "取り消しました。何も記録していません。")
        case .countdown: return ("Measure now — {1} left [{2}]", "測ってください — 残り {1} [{2}]")
        case .acceptedDurations:
            return (
                "seconds or minutes up to 60m, like 90s or 3m", "60m までの秒数か分数（90s、3m など）"
            )
        case .waitWithTemperature:
            return (
                "--wait counts down before asking for the temperature; it cannot go with one given ('{1}')",
                "--wait は体温をたずねる前に待つためのもので、体温（'{1}'）と一緒には使えません"
            )
        case .waitNeedsTerminal:
            return (
                "--wait counts down and asks on a terminal, and standard input is not one",
                "--wait は端末で待ってからたずねますが、標準入力が端末ではありません"
            )
        case .systemNoSuchFile: return ("{1}", "そのようなファイルやディレクトリはありません")
        case .systemPermissionDenied: return ("{1}", "アクセスが拒否されました")
        case .systemNotPermitted: return ("{1}", "操作が許可されていません")
        case .systemNoSpace: return ("{1}", "デバイスに空き容量がありません")
        case .systemQuotaExceeded: return ("{1}", "ディスク使用量の上限を超えました")
        case .systemReadOnly: return ("{1}", "読み取り専用のファイルシステムです")
        case .systemIsDirectory: return ("{1}", "ディレクトリです")
        case .systemNotDirectory: return ("{1}", "ディレクトリではありません")
        case .systemSymlinkLoop: return ("{1}", "シンボリックリンクの階層が多すぎます")
        case .systemTooManyLinks: return ("{1}", "リンクが多すぎます")
        case .systemFileTooLarge: return ("{1}", "ファイルが大きすぎます")
        case .systemInputOutput: return ("{1}", "入出力エラーが起きました")
        case .systemNotRegularFile:
            return (
                "not a regular file (a FIFO, socket or device)",
                "通常のファイルではありません（FIFO、ソケット、デバイスなど）"
            )
        case .settingsBusy:
            return (
                "the config file is busy (being changed by another templog?); try again in a moment (lock file: '{1}')",
                "設定ファイルが使用中です（別の templog が変更していませんか？）。少し待ってからもう一度試してください（ロックファイル: 「{1}」）"
            )
        case .sheetTitle: return ("Health check sheet", "健康観察表")
        case .sheetName: return ("Name", "氏名")
        case .sheetPeriod: return ("Period", "期間")
        case .sheetUsualTemperature: return ("Usual temperature", "平熱")
        case .sheetUsualShort: return ("usual", "平熱")
        case .sheetUsualUnknown: return ("not enough readings yet", "記録がまだ足りません")
        case .sheetFeverThreshold: return ("Fever threshold", "発熱の目安")
        case .sheetDate: return ("Date", "日付")
        case .sheetMorning: return ("Morning", "朝")
        case .sheetEvening: return ("Evening", "夜")
        case .sheetTime: return ("Time", "時刻")
        case .sheetTemperature: return ("Temp.", "体温")
        case .sheetSymptoms: return ("Symptoms", "症状")
        case .sheetNote: return ("Note", "備考")
        case .sheetChecked: return ("Checked", "確認印")
        case .sheetOtherReadings: return ("other readings:", "他の検温:")
        case .sheetChartDescription:
            return (
                "Morning and evening temperatures day by day, with the fever threshold",
                "日ごとの朝と夜の体温と発熱の目安"
            )
        case .sheetListSeparator: return (", ", "、")
        case .sheetMonth: return ("{1}", "{2}月")
        case .symptomName: return ("{1}", "{2}")
        case .sheetTooLong:
            return (
                "A sheet covers at most {1} days, and {2} to {3} is {4} days (use --days, or --since and --until closer together)",
                "健康観察表は {1} 日分までです。{2} 〜 {3} は {4} 日あります（--days か、近い --since と --until を指定してください）"
            )
        case .rangeTooLong:
            return (
                "{1} to {2} is {3} days; a range covers at most {4} days (choose a shorter one)",
                "{1}〜{2} は {3} 日あります。期間は {4} 日までです（短くしてください）"
            )
        case .importProgress:
            return ("Reading {1}: {2}% of {3} MB", "{1} を読んでいます: {3} MB の {2}%")
        case .sheetCelsius:
            return ("°C", "℃")
        case .quoted: return ("'{1}'", "「{1}」")
        case .textKeyNote: return ("note", "メモ")
        case .textKeyWho: return ("name", "名前")
        case .problemNameKept:
            return (
                "line {1}: the name '{2}' is not one --who takes; it is shown as '{3}' and a repair keeps it (rename it by hand)",
                "{1} 行目: 名前「{2}」は --who で使えない名前です。「{3}」と表示し、修復でも変えません（手で直してください）"
            )
        case .problemTextOwner:
            return (
                "line {1}: the name '{2}' names the store's owner; the reading is shown as yours and a repair removes 'who'",
                "{1} 行目: 名前「{2}」は記録ファイルの持ち主を指します。本人の記録として表示し、修復すると who を取り除きます"
            )
        case .problemTextEmpty:
            return (
                "line {1}: the note '{2}' is only spaces or control characters; it is shown without a note and a repair removes it",
                "{1} 行目: メモ「{2}」は空白か制御文字だけです。メモなしとして表示し、修復すると取り除きます"
            )
        case .problemText:
            return (
                "line {1}: the {2} '{3}' has padding or control characters; it is shown as {4} and a repair writes that",
                "{1} 行目: {2}「{3}」に余分な空白か制御文字があります。{4}と表示し、修復するとそう書き直します"
            )
        case .problemTextKept:
            return (
                "line {1}: the note '{2}' is over 500 characters; it is shown whole and a repair keeps it (shorten it by hand)",
                "{1} 行目: メモ「{2}」が 500 文字を超えています。すべて表示し、修復でも変えません（手で短くしてください）"
            )
        case .problemByteOrderMark:
            return (
                "the file starts with a byte order mark (read past; a repair removes it)",
                "ファイルの先頭に BOM があります（読み飛ばしています。修復すると取り除きます）"
            )
        case .repairText:
            return (
                "cleaned the note or name of {1} reading{2}", "{1} 件の記録のメモ・名前を整えました"
            )
        case .repairByteOrderMark:
            return ("removed the byte order mark at the start", "先頭の BOM を取り除きました")
        case .lineNotJSON: return ("not one JSON object", "JSON のオブジェクト 1 つではありません")
        case .lineMissingKey: return ("no '{1}'", "「{1}」がありません")
        case .lineInvalidValue: return ("'{1}' is not {2}", "「{1}」が{2}ではありません")
        case .acceptedID:
            return ("a non-empty string without control characters", "制御文字のない空でない文字列")
        case .acceptedTime:
            return ("an RFC 3339 time from 1970 to 9999", "1970〜9999 年の RFC 3339 の時刻")
        case .acceptedCelsius: return ("a number from {1} to {2}", "{1}〜{2} の数")
        case .acceptedUnit: return ("\"C\" or \"F\"", "\"C\" か \"F\"")
        case .acceptedSite:
            return ("one of {1}", "{2} のどれか")
        case .acceptedSymptoms: return ("an array of symptom names", "症状名の配列")
        case .acceptedKind: return ("\"body\" or \"basal\"", "\"body\" か \"basal\"")
        case .acceptedString: return ("a string", "文字列")
        case .temperatureNeeded:
            return (
                "Missing expected argument '<temperature>' (templog asks for it only when run on a terminal)",
                "引数 '<temperature>' がありません（体温をたずねるのはターミナルで実行したときだけです）"
            )
        case .rowHasNoTime:
            return (
                "the row has no date and time (fill in taken_at, or date and time)",
                "この行には日時がありません（taken_at か、日付と時刻を入れてください）"
            )
        case .temperaturesDisagree:
            return (
                "{1} {2} and {3} {4} disagree ({5} °C is {6} °F)",
                "{1} の {2} と {3} の {4} が食い違っています（{5}℃ は {6}°F）"
            )
        case .dateAndTimeDisagree:
            return (
                "{1} {2} and {3} {4} disagree with {5} {6} (correct both, or empty {5} to use {1} and {3})",
                "{1} の {2} と {3} の {4} が {5} の {6} と食い違っています（両方を直すか、{5} を空にすると {1} と {3} を使います）"
            )
        case .dateDisagrees:
            return (
                "{1} {2} disagrees with {3} {4} (correct both, or empty {3} to use {1})",
                "{1} の {2} が {3} の {4} と食い違っています（両方を直すか、{3} を空にすると {1} を使います）"
            )
        case .basalBySetting:
            return (
                "recorded as basal only because {1} says so, and {2} is at or above the fever threshold of {3}; if it is a body temperature, run 'templog undo' and add it again with --kind body",
                "{1} の指定で基礎体温として記録しました。{2} は発熱の基準 {3} 以上です。ふだんの体温なら 'templog undo' で取り消し、--kind body を付けて記録し直してください"
            )
        case .kindSetting: return ("the kind setting", "設定の kind")
        case .newPersonNearMiss:
            return ("new person '{1}' — did you mean {2}?", "新しい人「{1}」として記録しました。{2} のことですか？")
        case .noReadingsOfName:
            return ("no readings for '{1}'; the store has: {2}", "「{1}」の記録はありません。記録のある人: {2}")
        case .importNotUTF8:
            return (
                "'{1}' is neither UTF-8 text nor Shift_JIS (CP932) as Japanese Excel saves it: save it as 'CSV UTF-8 (Comma delimited)' and import it again",
                "「{1}」は UTF-8 のテキストでも、日本語版 Excel が保存する Shift_JIS（CP932）でもありません。「CSV UTF-8（コンマ区切り）」で保存し直してから取り込んでください"
            )
        case .importNotCP932:
            return (
                "'{1}' is not Shift_JIS (CP932) text: it holds bytes CP932 does not use (leave out --encoding cp932, or save the file as 'CSV UTF-8 (Comma delimited)')",
                "「{1}」は Shift_JIS（CP932）のテキストではありません。CP932 にないバイトがあります（--encoding cp932 を外すか、「CSV UTF-8（コンマ区切り）」で保存し直してください）"
            )
        case .noReadingsInEmptyStore:
            return (
                "no readings for '{1}'; the store has none yet", "「{1}」の記録はありません（記録はまだひとつもありません）"
            )
        case .encodingNotForJSONLines:
            return (
                "'{1}' is JSON Lines, which is always UTF-8: '--encoding' is for CSV and TSV files only",
                "「{1}」は JSON Lines で、文字コードは常に UTF-8 です。'--encoding' は CSV・TSV ファイルにだけ使えます"
            )
        case .encodingNotForHealth:
            return (
                "'{1}' is an Apple Health export, which says its own encoding: '--encoding' is for CSV and TSV files only",
                "「{1}」は Apple ヘルスケアの書き出しで、文字コードはファイル自身が示します。'--encoding' は CSV・TSV ファイルにだけ使えます"
            )
        }
    }

    /// `{1}` with these arguments.
    func callAsFunction(_ arguments: LocalizedText.Argument...) -> LocalizedText {
        LocalizedText(self, arguments)
    }
}
