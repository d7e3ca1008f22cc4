import TempLogCore

/// An error as the command line reports it: the exit code it ends the process with and a
/// message, rendered in the person's language when it is shown.
struct CommandFailure: Error {
    let exitCode: ExitCode
    let text: LocalizedText
    /// Lines that follow the error line: what to say, one line each.
    var details: [LocalizedText] = []

    init(_ exitCode: ExitCode, _ text: LocalizedText, details: [LocalizedText] = []) {
        self.exitCode = exitCode
        self.text = text
        self.details = details
    }

    /// A bad flag, a missing argument, an unknown command: exit 64 with usage help.
    static func usage(_ text: LocalizedText) -> CommandFailure { .init(.usage, text) }
    /// A value that does not validate (a temperature, a time, a day): exit 65.
    static func data(_ text: LocalizedText) -> CommandFailure { .init(.data, text) }
}

extension CommandFailure {
    /// How the command line reports `error`, whichever part of templog threw it.
    init(_ error: any Error) {
        switch error {
        case let failure as CommandFailure: self = failure
        case let error as InputError: self.init(.data, error.text)
        case let error as StoreError: self.init(error.exitCode, error.text)
        case let error as ImportError: self.init(error.exitCode, error.text)
        default: self.init(.io, LocalizedText.verbatim("\(error)"))
        }
    }
}

extension InputError {
    /// The message for people.
    var text: LocalizedText {
        switch self {
        case .notATemperature(let text):
            return .input(.notATemperature(text: "\(text)"))
        case .implausibleTemperature(let text, let units, let suggestion):
            let range: LocalizedText
            switch units {
            case [.celsius]: range = LocalizedText.input(.rangeCelsius)
            case [.fahrenheit]: range = LocalizedText.input(.rangeFahrenheit)
            default: range = LocalizedText.input(.rangeBoth)
            }
            if let suggestion {
                return .input(
                    .implausibleTemperatureSuggestion(
                        text: "\(text)", accepted: range, suggestion: "\(suggestion)"))
            }
            return .input(.implausibleTemperature(text: "\(text)", accepted: range))
        case .unitConflict(let text, let typed, let option):
            return .input(
                .unitConflict(
                    text: "\(text)", unit: "\(typed.symbol)",
                    option: "\(option.rawValue.lowercased())"))
        case .notATime(let text, let example):
            // The example is a time yesterday. Without a year a day is this year's, so on New
            // Year's Day yesterday is shown with its year only.
            let day = example.localDate
            let clock = example.japaneseTimeText
            let yearless =
                day.adding(days: 1).year == day.year
                ? ["\(day.month)/\(day.day) \(clock)", "\(day.month)月\(day.day)日 \(clock)"] : []
            let dated = ["\(day.isoText) \(clock)", "\(day.japaneseDateText) \(clock)"]
            let english = dated + yearless
            let japanese = dated.dropFirst() + yearless + dated.prefix(1)
            return .input(
                .notATime(
                    text: "\(text)",
                    days: Spelling(
                        en: english.map { "'\($0)'" }.joined(separator: ", "),
                        ja: japanese.map { "「\($0)」" }.joined()),
                    iso: "\(example.rfc3339)"))
        case .dayWithoutTime(let text, let suggestion):
            return .input(.dayNeedsTime(text: "\(text)", suggestion: "\(suggestion)"))
        case .japaneseTwelve(let text):
            return .input(.japaneseTwelve(text: "\(text)"))
        case .timeInFuture(let text, let now, let example):
            return .input(
                .timeInFuture(
                    text: "\(text)", now: now.dateTimeText,
                    time: Spelling(en: example.timeText, ja: example.japaneseTimeText),
                    day: Spelling(
                        en: example.localDate.isoText, ja: example.localDate.japaneseDateText)))
        case .dayToCome(let text, let date, let today, let suggestion):
            return .input(
                .dayToCome(
                    text: "\(text)", date: date.dayText, today: today.dayText,
                    suggestion: "\(suggestion)"))
        case .takenInFuture(let takenAt):
            return .importing(.importInFuture(time: "\(takenAt.rfc3339)"))
        case .notADay(let text, let today):
            let forms = [
                today.japaneseDateText, "\(today.month)/\(today.day)",
                "\(today.month)月\(today.day)日", "\(today.year)年\(today.month)月\(today.day)日",
                today.isoText,
            ]
            return .input(
                .notADay(
                    text: "\(text)",
                    forms: Spelling(
                        en: "YYYY-MM-DD, YYYY/MM/DD, MM/DD, M月D日, YYYY年M月D日",
                        ja: forms.joined(separator: "、")),
                    weekday: "\(today.japaneseDateText)(\(today.japaneseWeekdayName))"))
        case .timeTomorrow:
            return .input(.timeTomorrow)
        case .timeSkipped(let text, let zone, let suggestion):
            return .input(
                .timeSkipped(text: "\(text)", zone: "\(zone)", suggestion: "\(suggestion)"))
        case .wrongWeekday(_, let date, let weekday):
            return .input(
                .wrongWeekday(
                    date: Spelling(en: date.isoText, ja: date.japaneseDateText),
                    weekday: Spelling(
                        en: date.englishWeekdayName, ja: date.japaneseWeekdayName + "曜日"),
                    typed: "\(weekday)"))
        case .notAName(let text):
            // A full name with a space is what a display name is for: say how to give one.
            return text.contains(" ") || text.contains("\u{3000}")
                ? .input(.nameWithSpace(text: "\(text)")) : .input(.notAName(text: "\(text)"))
        case .emptyProfileText(let field):
            return .input(.emptyProfileText(field: "\(field.rawValue)"))
        case .profileControlCharacter(_, let scalar):
            let hex = String(scalar, radix: 16, uppercase: true)
            return .input(
                .profileControlCharacter(
                    code: "\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)"))
        case .profileTextTooLong(_, let length, let limit):
            return .input(.profileTextTooLong(length: length, limit: limit))
        case .notASchoolKind(let text):
            return .profile(.notASchoolKind(text: "\(text)"))
        case .schoolNamesCompany(let text):
            return .profile(.schoolNamesCompany(text: "\(text)"))
        case .reservedName(let text):
            return .input(.reservedName(text: "\(text)"))
        case .timeBefore1970(let text):
            return .input(.timeBefore1970(text: "\(text)"))
        case .noteControlCharacter(let scalar):
            let hex = String(scalar, radix: 16, uppercase: true)
            let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            let isBidi = (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
            return isBidi
                ? LocalizedText.input(.noteBidiCharacter(code: "\(code)"))
                : .input(.noteControlCharacter(code: "\(code)"))
        case .noteTooLong(let length, let limit):
            return .input(.noteTooLong(length: length, limit: limit))
        case .notASymptom(let text, let suggestion?):
            return .input(.notASymptomSuggestion(text: "\(text)", suggestion: "\(suggestion)"))
        case .notASymptom(let text, nil):
            return .input(
                .notASymptom(
                    text: "\(text)",
                    accepted: Spelling(
                        en: Symptom.allCases.map(\.rawValue).joined(separator: ", "),
                        // `、`: some names hold a `・` of their own (`味覚・嗅覚の異常`).
                        ja: Symptom.allCases.map(\.japaneseName).joined(separator: "、"))))
        case .noneWithSymptoms:
            return .input(.noneWithSymptoms)
        case .notStorable(let field):
            return .input(.notStorable(key: "\(field.rawValue)"))
        case .notADisturbance(let text, let suggestion?):
            return .input(
                .notADisturbanceSuggestion(text: "\(text)", suggestion: "\(suggestion)"))
        case .notADisturbance(let text, nil):
            return .input(
                .notADisturbance(
                    text: "\(text)",
                    accepted: Spelling(
                        en: Disturbance.allCases.map(\.rawValue).joined(separator: ", "),
                        ja: Disturbance.allCases.map(\.japaneseName).joined(
                            separator: JapaneseStyle.listSeparator))))
        case .disturbedBodyReading(let reason):
            return .input(.disturbedBodyReading(reason: reason.display))
        case .notASite(let text, let suggestion?):
            return .input(.notASiteSuggestion(text: "\(text)", suggestion: "\(suggestion)"))
        case .noMedicine: return .dose(.noMedicine)
        case .medicineControlCharacter(let scalar):
            return .dose(
                .medicineControlCharacter(code: "U+\(String(scalar, radix: 16, uppercase: true))"))
        case .medicineTooLong(let length, let limit):
            return .dose(.medicineTooLong(length: length, limit: limit))
        case .amountAsMedicine(let text): return .dose(.amountAsMedicine(text: "\(text)"))
        case .notAnAmount(let text):
            return .dose(
                .notAnAmount(
                    text: "\(text)",
                    accepted: Spelling(
                        en: DoseUnit.accepted.joined(separator: ", "),
                        ja: DoseUnit.accepted.joined(separator: "、"))))
        case .amountTooLarge(let text, let largest):
            return .dose(.amountTooLarge(text: "\(text)", largest: largest.text))
        case .notAnInterval(let text): return .dose(.notAnInterval(text: "\(text)"))
        case .notADoseCount(let text): return .dose(.notADoseCount(text: "\(text)"))
        case .notASite(let text, nil):
            return .input(
                .notASite(
                    text: "\(text)",
                    names: Spelling(
                        en: Site.allCases.map(\.rawValue).joined(separator: ", "),
                        ja: Site.allCases.map(\.japaneseName).joined(
                            separator: JapaneseStyle.listSeparator)),
                    synonyms: Spelling(
                        en: Site.commonSynonyms.joined(separator: ", "),
                        ja: (Site.allCases.map(\.rawValue).joined(separator: "・") + " や "
                            + Site.commonSynonyms.joined(separator: "・")))))
        }
    }
}

extension StoreError {
    /// Creating the store, or a file beside it that is not templog's own: 73; a bad id, a file
    /// that is not a store: 65; a busy lock: 75; an owner that cannot be kept: 77; every other
    /// failure: 74.
    var exitCode: ExitCode {
        switch self {
        case .isDirectory, .cannotCreateOverDirectory, .parentMissing, .parentNotDirectory,
            .cannotCreateDirectory,
            .cannotCreate, .unexpectedFile:
            return .cannotCreate
        case .cannotKeepOwner: return .noPermission
        case .notAnID, .idTooShort, .noSuchID, .ambiguousID, .noJournal, .journalDamaged,
            .notAStore, .notAnIdentity,
            .journalImplausible, .cannotUndoRepair, .changedSince, .noSuchCycleStart, .notStorable:
            return .data
        case .busy: return .busy
        default: return .io
        }
    }

    /// The message for people.
    var text: LocalizedText {
        switch self {
        case .isDirectory(let path), .cannotCreateOverDirectory(let path):
            return .store(.storeIsDirectory(path: "\(path)"))
        case .parentMissing(let path, let directory):
            return .store(.parentMissing(path: "\(path)", directory: "\(directory)"))
        case .parentNotDirectory(let path, let directory):
            return .store(.parentNotDirectory(path: "\(path)", directory: "\(directory)"))
        case .cannotCreateDirectory(let directory, let error):
            return .store(.cannotCreateDirectory(directory: "\(directory)", reason: error.text))
        case .cannotCreate(let path, let error):
            return .store(.cannotCreateStore(path: "\(path)", reason: error.text))
        case .cannotOpenForWriting(let path, let error):
            return .store(.cannotOpenStoreForWriting(path: "\(path)", reason: error.text))
        case .cannotCreateLock(let path, let error):
            return .store(.cannotCreateLock(path: "\(path)", reason: error.text))
        case .cannotLock(let path, let error):
            return .store(.cannotLock(path: "\(path)", reason: error.text))
        case .busy(let lockPath): return .store(.storeBusy(path: "\(lockPath)"))
        case .cannotRead(let path, let error):
            return .store(.cannotRead(path: "\(path)", reason: error.text))
        case .cannotWrite(let path, let error):
            return .store(.cannotWrite(path: "\(path)", reason: error.text))
        case .cannotSync(let path, let error):
            return .store(.cannotSync(path: "\(path)", reason: error.text))
        case .cannotSyncDirectory(let path, let error):
            return .store(.cannotSyncDirectory(path: "\(path)", reason: error.text))
        case .cannotCreateTemporary(let directory, let error):
            return .store(.cannotCreateTemporary(directory: "\(directory)", reason: error.text))
        case .cannotRewrite(let path, let error):
            return .store(.cannotRewrite(path: "\(path)", reason: error.text))
        case .madeInPart(let changed, let notChanged, let error):
            return .store(
                .madeInPart(
                    changed: Spelling(
                        en: changed.map { "'\($0)'" }.joined(separator: ", "),
                        ja: changed.map { "「\($0)」" }.joined()),
                    notChanged: "\(notChanged)", reason: error.text))
        case .cannotCreateFile(let path, let error):
            return .store(.cannotCreateFile(path: "\(path)", reason: error.text))
        case .cannotRecord(let path, let error):
            return .undo(.journalNotWritten(path: "\(path)", reason: error.text))
        case .unexpectedFile(let path, let found):
            return .store(.unexpectedFile(path: "\(path)", found: found.text))
        case .cannotKeepOwner(let path, let user, let error):
            return .store(.cannotKeepOwner(path: "\(path)", user: "\(user)", reason: error.text))
        case .notAStore(let path, let lines):
            return .store(.notAStore(path: "\(path)", lines: lines))
        case .notStorable(let path, let key):
            return .store(.notStorable(path: "\(path)", key: "\(key)"))
        case .notAnIdentity(let path): return .store(.notAnIdentity(path: "\(path)"))
        case .noJournal(let path): return .undo(.noJournal(path: "\(path)"))
        case .journalDamaged(let path, let line):
            return .undo(.journalDamaged(path: "\(path)", line: line))
        case .journalImplausible(let path, let line):
            return .undo(.journalImplausible(path: "\(path)", line: line))
        case .cannotUndoRepair(let at):
            return .undo(.cannotUndoRepair(time: at.dateTimeText))
        case .changedSince(let recorded, let difference):
            let kind = recorded.change.name
            let at = recorded.at.dateTimeText
            switch difference {
            case .addedLineChanged(let id, let line):
                return .undo(
                    .undoAddedLineChanged(change: kind, time: at, id: "\(id)", line: line))
            case .addedLineMissing(let id):
                return .undo(.undoAddedLineMissing(change: kind, time: at, id: "\(id)"))
            case .removedLineBack(let id, let line):
                return .undo(
                    .undoRemovedLineBack(change: kind, time: at, id: "\(id)", line: line))
            case .cycleMarkChanged:
                return .undo(.undoCycleMarkChanged(change: kind, time: at))
            case .profileChanged:
                return .undo(.undoProfileChanged(change: kind, time: at))
            case .doseChanged:
                return .dose(.undoDoseChanged(change: kind, time: at))
            }
        case .notAnID(let text): return .input(.notAnID(text: "\(text)"))
        case .idTooShort(let text, let minimum):
            return .input(.idTooShort(text: "\(text)", minimum: minimum))
        case .noSuchID(let prefix, let storeIsEmpty):
            return storeIsEmpty
                ? LocalizedText.input(.noSuchIDInEmptyStore(prefix: "\(prefix)"))
                : .input(.noSuchID(prefix: "\(prefix)"))
        case .ambiguousID(let prefix, let count, let ids):
            let shown = ids.joined(separator: ", ") + (count > ids.count ? ", …" : "")
            return .input(.ambiguousID(prefix: prefix, count: count, ids: "\(shown)"))
        case .noSuchCycleStart(let start):
            return .cycle(
                .noSuchCycleStart(day: start.day.dayText, person: CycleText.owner(start.person)))
        }
    }
}

extension ImportError {
    /// A missing file: 66; a file templog cannot read as an import: 65; a failed read: 74;
    /// `--encoding` for a file that is not CSV or TSV: 64.
    var exitCode: ExitCode {
        switch self {
        case .cannotOpen(_, let error): return error.isMissingFile ? .noInput : .io
        case .cannotRead: return .io
        case .notImportable, .header, .notUTF8, .perhapsCP932, .notCP932, .notXML: return .data
        case .encodingNotApplicable: return .usage
        }
    }

    /// The message for people.
    var text: LocalizedText {
        switch self {
        case .cannotOpen(let path, let error):
            return .importing(.cannotOpen(path: "\(path)", reason: error.text))
        case .cannotRead(let path, let error):
            return .store(.cannotRead(path: "\(path)", reason: error.text))
        case .notImportable(let path): return .importing(.notImportable(path: "\(path)"))
        case .header(let path, let error): return error.text(path: path)
        case .notUTF8(let path): return .importing(.importNotUTF8(path: "\(path)"))
        case .perhapsCP932(let path): return .importing(.importPerhapsCP932(path: "\(path)"))
        case .notCP932(let path): return .importing(.importNotCP932(path: "\(path)"))
        case .notXML(let path, let error):
            return .importing(
                .importNotXML(path: "\(path)", line: error.line, problem: error.problem.text))
        case .encodingNotApplicable(let path, .appleHealth):
            return .importing(.encodingNotForHealth(path: "\(path)"))
        case .encodingNotApplicable(let path, _):
            return .importing(.encodingNotForJSONLines(path: "\(path)"))
        }
    }
}

extension RowProblem {
    /// The message for people.
    var text: LocalizedText {
        switch self {
        case .invalid(let error): return error.text
        case .notATimestamp(let text): return .importing(.notATimestamp(text: "\(text)"))
        case .notADate(let text): return .importing(.notADate(text: "\(text)"))
        case .notATimeOfDay(let text): return .importing(.notATimeOfDay(text: "\(text)"))
        case .dateWithoutTime(let text): return .importing(.dateWithoutTime(text: "\(text)"))
        case .fieldCount(let expected, let found):
            return .importing(.fieldCount(found: "\(found)", expected: "\(expected)"))
        case .malformedRecord(let reason): return reason.text
        case .noTemperature: return .importing(.rowHasNoTemperature)
        case .noTime: return .importing(.rowHasNoTime)
        case .temperaturesDisagree(
            let celsiusColumn, let celsius, let fahrenheitColumn, let fahrenheit, let value):
            return .importing(
                .temperaturesDisagree(
                    celsiusColumn: "\(celsiusColumn)", celsius: "\(celsius)",
                    fahrenheitColumn: "\(fahrenheitColumn)", fahrenheit: "\(fahrenheit)",
                    celsiusValue: "\(value.storedText)", fahrenheitValue: "\(value.fahrenheitText)")
            )
        case .notAKind(let text):
            return .input(.notAKind(text: "\(text)", accepted: ValueWord.accepted(ValueWord.kinds)))
        case .recordHasNoValue: return .importing(.recordHasNoValue)
        case .notHealthUnit(let text): return .importing(.notHealthUnit(text: "\(text)"))
        case .notHealthDate(let text): return .importing(.notHealthDate(text: "\(text)"))
        case .notHealthFlow(let text): return .importing(.notHealthFlow(text: "\(text)"))
        case .timesDisagree(let date, let time?, let takenAt):
            return .importing(
                .dateAndTimeDisagree(
                    dateColumn: "\(date.column)", date: "\(date.text)",
                    timeColumn: "\(time.column)", time: "\(time.text)",
                    takenAtColumn: "\(takenAt.column)", takenAt: "\(takenAt.text)"))
        case .timesDisagree(let date, nil, let takenAt):
            return .importing(
                .dateDisagrees(
                    dateColumn: "\(date.column)", date: "\(date.text)",
                    takenAtColumn: "\(takenAt.column)", takenAt: "\(takenAt.text)"))
        case .notAValidReading: return .importing(.notAValidReading)
        case .notAStore(let text): return .importing(.notAStoreCell(text: "\(text)"))
        case .storeNotNamed(let stores):
            return .importing(.storeNotNamed(stores: .listed(stores.map { .verbatim($0.shortID) })))
        }
    }
}

extension DelimitedProblemReason {
    /// The message for people.
    var text: LocalizedText {
        switch self {
        case .quoteInUnquotedField(let column):
            return .importing(.quoteInUnquotedField(column: column))
        case .textAfterClosingQuote(let column):
            return .importing(.textAfterClosingQuote(column: column))
        case .unclosedQuote: return .importing(.unclosedQuote)
        case .invalidUTF8(let column): return .importing(.fieldNotUTF8(column: column))
        case .unknownEscape(let column): return .importing(.unknownEscape(column: column))
        }
    }
}

extension HeaderMappingError {
    /// The message for people, about the file at `path`.
    func text(path: String) -> LocalizedText {
        switch self {
        case .duplicateRole(let role, let columns):
            return .importing(
                .headerDuplicateRole(
                    path: "\(path)", columns: "\(HeaderColumn.list(columns))",
                    role: "\(role.rawValue)"))
        case .conflictingTemperatureColumns(let columns):
            return .importing(
                .headerConflictingTemperatures(
                    path: "\(path)", columns: "\(HeaderColumn.list(columns))"))
        case .missingColumns(let missing, let header):
            let found = header.isEmpty ? "-" : HeaderColumn.list(header)
            let needs: [LocalizedText] = missing.map { column in
                column == .time
                    ? LocalizedText.importing(.headerNeedsTime)
                    : .importing(.headerNeedsTemperature)
            }
            let need = needs.dropFirst().reduce(needs[0]) {
                LocalizedText.value(.both(first: $0, second: $1))
            }
            return .importing(.headerMissing(path: "\(path)", needed: need, found: "\(found)"))
        }
    }
}

extension HeaderColumn {
    /// `1 "date", 2 "Temp (°F)"`: columns as messages quote them.
    static func list(_ columns: [HeaderColumn]) -> String {
        columns.map { "\($0.column) \"\($0.name)\"" }.joined(
            separator: ", ")
    }
}

extension DelimitedLayout {
    /// How `--dry-run` shows a file's columns: `path: comma-separated; 1 "日付" → date, …`.
    func text(path: String) -> LocalizedText {
        let separator: ImportMessage
        switch delimiter {
        case ",": separator = .commaSeparated
        case ";": separator = .semicolonSeparated
        default: separator = usesBackslashEscapes ? .templogTabSeparated : .tabSeparated
        }
        let read = mapping.columns.filter { $0.role != nil }.map { column in
            "\(column.column) \"\(column.name)\" → \(column.role!.rawValue)"
        }
        let ignored =
            mapping.ignoredColumns.isEmpty ? "-" : HeaderColumn.list(mapping.ignoredColumns)
        return .importing(
            .importLayout(
                path: "\(path)", layout: .importing(separator),
                read: "\(read.joined(separator: ", "))", ignored: "\(ignored)"))
    }
}
