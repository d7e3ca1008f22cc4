import TempLogCore

/// An error as the command line reports it: the exit code it ends the process with and a
/// message, rendered in the person's language when it is shown.
struct CommandFailure: Error, Equatable {
    let exitCode: ExitCode
    let text: LocalizedText

    init(_ exitCode: ExitCode, _ text: LocalizedText) {
        self.exitCode = exitCode
        self.text = text
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
        default: self.init(.io, Message.verbatim("\(error)"))
        }
    }
}

extension InputError {
    /// The message for people.
    var text: LocalizedText {
        switch self {
        case .notATemperature(let text):
            return Message.notATemperature("\(text)")
        case .implausibleTemperature(let text, let units, let suggestion):
            let range: LocalizedText
            switch units {
            case [.celsius]: range = Message.rangeCelsius()
            case [.fahrenheit]: range = Message.rangeFahrenheit()
            default: range = Message.rangeBoth()
            }
            if let suggestion {
                return Message.implausibleTemperatureSuggestion(
                    "\(text)", .localized(range), "\(suggestion)")
            }
            return Message.implausibleTemperature("\(text)", .localized(range))
        case .unitConflict(let text, let typed, let option):
            return Message.unitConflict(
                "\(text)", "\(typed.symbol)", "\(option.rawValue.lowercased())")
        case .notATime(let text):
            return Message.notATime("\(text)")
        case .dayWithoutTime(let text):
            return Message.dayNeedsTime("\(text)")
        case .japaneseTwelve(let text):
            return Message.japaneseTwelve("\(text)")
        case .timeInFuture(let text, let now):
            return Message.timeInFuture("\(text)", .localized(now.dateTimeText))
        case .takenInFuture(let takenAt):
            return Message.importInFuture("\(takenAt.rfc3339)")
        case .notADay(let text):
            return Message.notADay("\(text)")
        case .notAName(let text):
            return Message.notAName("\(text)")
        case .reservedName(let text):
            return Message.reservedName("\(text)")
        case .timeBefore1970(let text):
            return Message.timeBefore1970("\(text)")
        case .noteControlCharacter(let scalar):
            let hex = String(scalar, radix: 16, uppercase: true)
            let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            let isBidi = (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
            return isBidi
                ? Message.noteBidiCharacter("\(code)") : Message.noteControlCharacter("\(code)")
        case .noteTooLong(let length, let limit):
            return Message.noteTooLong("\(length)", "\(limit)")
        case .notASymptom(let text, let suggestion?):
            return Message.notASymptomSuggestion("\(text)", "\(suggestion)")
        case .notASymptom(let text, nil):
            return Message.notASymptom("\(text)")
        case .noneWithSymptoms:
            return Message.noneWithSymptoms()
        case .notASite(let text):
            return Message.notASite(
                "\(text)", "\(Site.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }
}

extension StoreError {
    /// Creating the store: 73; a bad id: 65; a busy lock: 75; every other failure: 74.
    var exitCode: ExitCode {
        switch self {
        case .isDirectory, .cannotCreateOverDirectory, .parentMissing, .parentNotDirectory,
            .cannotCreateDirectory,
            .cannotCreate:
            return .cannotCreate
        case .notAnID, .idTooShort, .noSuchID, .ambiguousID, .noJournal, .journalDamaged,
            .journalImplausible, .cannotUndoRepair, .changedSince, .noSuchCycleStart:
            return .data
        case .busy: return .busy
        default: return .io
        }
    }

    /// The message for people.
    var text: LocalizedText {
        switch self {
        case .isDirectory(let path), .cannotCreateOverDirectory(let path):
            return Message.storeIsDirectory("\(path)")
        case .parentMissing(let path, let directory):
            return Message.parentMissing("\(path)", "\(directory)")
        case .parentNotDirectory(let path, let directory):
            return Message.parentNotDirectory("\(path)", "\(directory)")
        case .cannotCreateDirectory(let directory, let error):
            return Message.cannotCreateDirectory("\(directory)", .localized(error.text))
        case .cannotCreate(let path, let error):
            return Message.cannotCreateStore("\(path)", .localized(error.text))
        case .cannotOpenForWriting(let path, let error):
            return Message.cannotOpenStoreForWriting("\(path)", .localized(error.text))
        case .cannotCreateLock(let path, let error):
            return Message.cannotCreateLock("\(path)", .localized(error.text))
        case .cannotLock(let path, let error):
            return Message.cannotLock("\(path)", .localized(error.text))
        case .busy(let lockPath): return Message.storeBusy("\(lockPath)")
        case .cannotRead(let path, let error):
            return Message.cannotRead("\(path)", .localized(error.text))
        case .cannotWrite(let path, let error):
            return Message.cannotWrite("\(path)", .localized(error.text))
        case .cannotSync(let path, let error):
            return Message.cannotSync("\(path)", .localized(error.text))
        case .cannotSyncDirectory(let path, let error):
            return Message.cannotSyncDirectory("\(path)", .localized(error.text))
        case .cannotCreateTemporary(let directory, let error):
            return Message.cannotCreateTemporary("\(directory)", .localized(error.text))
        case .cannotRewrite(let path, let error):
            return Message.cannotRewrite("\(path)", .localized(error.text))
        case .cannotCreateFile(let path, let error):
            return Message.cannotCreateFile("\(path)", .localized(error.text))
        case .noJournal(let path): return Message.noJournal("\(path)")
        case .journalDamaged(let path, let line):
            return Message.journalDamaged("\(path)", "\(line)")
        case .journalImplausible(let path, let line):
            return Message.journalImplausible("\(path)", "\(line)")
        case .cannotUndoRepair(let at):
            return Message.cannotUndoRepair(.localized(at.dateTimeText))
        case .changedSince(let change, let difference):
            let kind = LocalizedText.Argument("\(change.kind.rawValue)")
            let at = LocalizedText.Argument.localized(change.at.dateTimeText)
            switch difference {
            case .addedLineChanged(let id, let line):
                return Message.undoAddedLineChanged(kind, at, "\(id)", "\(line)")
            case .addedLineMissing(let id):
                return Message.undoAddedLineMissing(kind, at, "\(id)")
            case .removedLineBack(let id, let line):
                return Message.undoRemovedLineBack(kind, at, "\(id)", "\(line)")
            case .cycleMarkChanged:
                return Message.undoCycleMarkChanged(kind, at)
            }
        case .notAnID(let text): return Message.notAnID("\(text)")
        case .idTooShort(let text, let minimum): return Message.idTooShort("\(text)", "\(minimum)")
        case .noSuchID(let prefix, let storeIsEmpty):
            return storeIsEmpty
                ? Message.noSuchIDInEmptyStore("\(prefix)") : Message.noSuchID("\(prefix)")
        case .ambiguousID(let prefix, let count, let ids):
            let shown = ids.joined(separator: ", ") + (count > ids.count ? ", …" : "")
            return Message.ambiguousID("\(prefix)", "\(count)", "\(shown)")
        case .noSuchCycleStart(let day, let who):
            return Message.noSuchCycleStart(
                .localized(day.dayText), CycleText.owner(who.map { .named($0) } ?? .owner))
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
        case .notImportable, .header, .notUTF8, .notCP932: return .data
        case .encodingNotApplicable: return .usage
        }
    }

    /// The message for people.
    var text: LocalizedText {
        switch self {
        case .cannotOpen(let path, let error):
            return Message.cannotOpen("\(path)", .localized(error.text))
        case .cannotRead(let path, let error):
            return Message.cannotRead("\(path)", .localized(error.text))
        case .notImportable(let path): return Message.notImportable("\(path)")
        case .header(let path, let error): return error.text(path: path)
        case .notUTF8(let path): return Message.importNotUTF8("\(path)")
        case .notCP932(let path): return Message.importNotCP932("\(path)")
        case .encodingNotApplicable(let path, .appleHealth):
            return Message.encodingNotForHealth("\(path)")
        case .encodingNotApplicable(let path, _):
            return Message.encodingNotForJSONLines("\(path)")
        }
    }
}

extension RowProblem {
    /// The message for people.
    var text: LocalizedText {
        switch self {
        case .invalid(let error): return error.text
        case .notATimestamp(let text): return Message.notATimestamp("\(text)")
        case .notADate(let text): return Message.notADate("\(text)")
        case .notATimeOfDay(let text): return Message.notATimeOfDay("\(text)")
        case .dateWithoutTime(let text): return Message.dateWithoutTime("\(text)")
        case .fieldCount(let expected, let found):
            return Message.fieldCount("\(found)", "\(expected)")
        case .malformedRecord(let reason): return reason.text
        case .noTemperature: return Message.rowHasNoTemperature()
        case .noTime: return Message.rowHasNoTime()
        case .temperaturesDisagree(
            let celsiusColumn, let celsius, let fahrenheitColumn, let fahrenheit, let value):
            return Message.temperaturesDisagree(
                "\(celsiusColumn)", "\(celsius)", "\(fahrenheitColumn)", "\(fahrenheit)",
                "\(value.storedText)", "\(value.fahrenheitText)")
        case .notAKind(let text): return Message.notAKind("\(text)")
        case .recordHasNoValue: return Message.recordHasNoValue()
        case .notHealthUnit(let text): return Message.notHealthUnit("\(text)")
        case .notHealthDate(let text): return Message.notHealthDate("\(text)")
        case .timesDisagree(let date, let time?, let takenAt):
            return Message.dateAndTimeDisagree(
                "\(date.column)", "\(date.text)", "\(time.column)", "\(time.text)",
                "\(takenAt.column)", "\(takenAt.text)")
        case .timesDisagree(let date, nil, let takenAt):
            return Message.dateDisagrees(
                "\(date.column)", "\(date.text)", "\(takenAt.column)", "\(takenAt.text)")
        case .notAValidReading: return Message.notAValidReading()
        }
    }
}

extension DelimitedProblemReason {
    /// The message for people.
    var text: LocalizedText {
        switch self {
        case .quoteInUnquotedField(let column): return Message.quoteInUnquotedField("\(column)")
        case .textAfterClosingQuote(let column): return Message.textAfterClosingQuote("\(column)")
        case .unclosedQuote: return Message.unclosedQuote()
        case .invalidUTF8(let column): return Message.fieldNotUTF8("\(column)")
        case .unknownEscape(let column): return Message.unknownEscape("\(column)")
        }
    }
}

extension HeaderMappingError {
    /// The message for people, about the file at `path`.
    func text(path: String) -> LocalizedText {
        switch self {
        case .duplicateRole(let role, let columns):
            return Message.headerDuplicateRole(
                "\(path)", "\(HeaderColumn.list(columns))", "\(role.rawValue)")
        case .conflictingTemperatureColumns(let columns):
            return Message.headerConflictingTemperatures("\(path)", "\(HeaderColumn.list(columns))")
        case .missingColumns(let missing, let header):
            let found = header.isEmpty ? "-" : HeaderColumn.list(header)
            let needs: [LocalizedText] = missing.map { column in
                column == .time ? Message.headerNeedsTime() : Message.headerNeedsTemperature()
            }
            let need = needs.dropFirst().reduce(needs[0]) {
                Message.both(.localized($0), .localized($1))
            }
            return Message.headerMissing("\(path)", .localized(need), "\(found)")
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
        let separator: Message
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
        return Message.importLayout(
            "\(path)", .localized(separator()), "\(read.joined(separator: ", "))", "\(ignored)")
    }
}
