import TempLogCore

extension StoreCheck {
    /// One line per problem, for people; a sync service's copy of the store is said with the
    /// command that merges it, naming the store with `--file` when `storeOption` is given.
    func problems(storeOption: String?) -> [LocalizedText] {
        let unexpected = unexpectedFiles.map {
            LocalizedText.check(.problemUnexpectedFile(path: "\($0.name)", found: $0.found.text))
        }
        let copies = copies(storeOption: storeOption)
        // A file that is not a store: its lines are not a store's problems.
        if isNotAStore {
            return [.check(.problemNotAStore(lines: malformedLines.count))] + unexpected + copies
        }
        return unexpected + fileProblems + copies
    }

    /// What each copy a sync service made is, and what to do with it.
    func copies(storeOption: String?) -> [LocalizedText] {
        conflictCopies.map { copy($0, storeOption: storeOption) }
    }

    private func copy(_ copy: ConflictCopy, storeOption: String?) -> LocalizedText {
        let file = ShellWord.quoted(copy.path)
        switch copy.original {
        case .store:
            let store = storeOption.map { " --file " + ShellWord.quoted($0) } ?? ""
            return .check(
                .problemStoreCopy(file: "\(file)", command: "templog import\(store) \(file)"))
        case .journal: return .check(.problemJournalCopy(file: "\(file)"))
        case .profiles:
            return .check(.problemProfilesCopy(file: "\(file)", original: "\(path).people"))
        case .cycles:
            return .check(.problemCyclesCopy(file: "\(file)", original: "\(path).cycles"))
        case .doses:
            return .check(.problemDosesCopy(file: "\(file)", original: "\(path).doses"))
        case .identity: return .check(.problemIdentityCopy(file: "\(file)"))
        }
    }

    /// The problems of the store and the files beside it.
    private var fileProblems: [LocalizedText] {
        // The problems of single lines, in line order.
        let numbered =
            malformedLines.map {
                (
                    $0.lineNumber,
                    .check(
                        .problemMalformed(
                            line: $0.lineNumber, preview: "\($0.preview)",
                            reason: LineProblem.text($0.problem)))
                )
            } + textProblems.map { ($0.lineNumber, $0.text) }
        var lines = numbered.sorted { $0.0 < $1.0 }.map(\.1)
        if hasByteOrderMark { lines.append(.check(.problemByteOrderMark)) }
        if hasTornTail { lines.append(.check(.problemTornTail)) }
        for duplicate in duplicateIDs {
            let numbers = duplicate.lineNumbers.map(String.init)
            let japanese = numbers.map { "\($0) 行目" }
            let spelling = Spelling(
                en: numbers.joined(separator: ", "),
                ja: japanese.count < 2
                    ? japanese.joined()
                    : japanese.dropLast().joined(separator: "、") + "と "
                        + japanese[japanese.count - 1])
            lines.append(.check(.problemDuplicateID(id: "\(duplicate.id)", lines: spelling)))
        }
        for mixed in mixedSpellings {
            let names = mixed.spellings
            lines.append(
                .check(
                    .problemSpellings(
                        count: names.count, spellings: "\(names.joined(separator: ", "))",
                        name: "\(names[0])")))
        }
        if let first = outOfOrderLines.first {
            lines.append(
                .check(.problemOutOfOrder(count: outOfOrderLines.count, line: first))
            )
        }
        if let mode = looseFileMode {
            lines.append(.check(.problemFileMode(mode: "\(octal(mode))")))
        }
        if let mode = looseDirectoryMode {
            lines.append(.check(.problemDirectoryMode(mode: "\(octal(mode))")))
        }
        for file in leftoverFiles { lines.append(.check(.problemLeftover(file: "\(file)"))) }
        for line in damagedJournalLines {
            lines.append(.check(.problemJournalLine(path: "\(path).journal", line: line)))
        }
        for former in formerNames {
            lines.append(.check(.problemFormerName(name: "\(former.name)", count: former.readings)))
        }
        for line in malformedProfileLines {
            lines.append(
                .check(
                    .problemProfilesLine(
                        path: "\(path).people", line: line.lineNumber,
                        preview: "\(line.preview)")))
        }
        for line in malformedCycleLines {
            lines.append(
                .check(
                    .problemCyclesLine(
                        path: "\(path).cycles", line: line.lineNumber,
                        preview: "\(line.preview)"))
            )
        }
        for line in malformedDoseLines {
            lines.append(
                .check(
                    .problemDosesLine(
                        path: "\(path).doses", line: line.lineNumber,
                        preview: "\(line.preview)")))
        }
        if let error = fileNotWritable {
            lines.append(.check(.problemFileNotWritable(reason: error.text)))
        }
        if let error = directoryNotWritable {
            lines.append(.check(.problemDirectoryNotWritable(reason: error.text)))
        }
        return lines
    }

    private func octal(_ mode: Int) -> String {
        "0" + String(mode, radix: 8)
    }
}

extension TextProblem {
    /// What is wrong with the line's text and what a repair does, for people.
    var text: LocalizedText {
        let key = kind == .note ? LocalizedText.store(.textKeyNote) : .store(.textKeyWho)
        guard isRepairable else {
            return kind == .note
                ? LocalizedText.check(.problemTextKept(line: lineNumber, stored: "\(stored)"))
                : .check(
                    .problemNameKept(
                        line: lineNumber, stored: "\(stored)", shown: "\(cleaned ?? "")"))
        }
        guard let cleaned else {
            return kind == .who
                ? LocalizedText.check(.problemTextOwner(line: lineNumber, stored: "\(stored)"))
                : .check(.problemTextEmpty(line: lineNumber, stored: "\(stored)"))
        }
        return .check(
            .problemText(
                line: lineNumber, key: key, stored: "\(stored)",
                shown: .store(.quoted(text: "\(cleaned)"))))
    }
}

extension RepairAction {
    /// What was done, for people.
    var text: LocalizedText {
        switch self {
        case .movedLines(let unreadable, let duplicates, let path):
            let kinds = [
                unreadable > 0 ? LocalizedText.check(.repairUnreadable(count: unreadable)) : nil,
                duplicates > 0 ? LocalizedText.check(.repairDuplicates(count: duplicates)) : nil,
            ].compactMap { $0 }
            let moved =
                kinds.count == 2
                ? LocalizedText.value(.both(first: kinds[0], second: kinds[1])) : kinds[0]
            return .check(.repairMoved(lines: moved, path: "\(path)"))
        case .gaveNewID(let line, let newID, let takenID):
            return .check(.repairNewID(line: line, newID: "\(newID)", takenID: "\(takenID)"))
        case .sorted: return .check(.repairSorted)
        case .cleanedText(let lines): return .check(.repairText(count: lines))
        case .removedByteOrderMark: return .check(.repairByteOrderMark)
        case .unifiedSpelling(let name, let lines):
            return .check(.repairSpelling(count: lines, name: "\(name)"))
        case .filedAsOwner(let name, let lines):
            return .check(.repairFormerName(count: lines, name: "\(name)"))
        case .restartedJournal: return .check(.repairRestartedJournal)
        case .endedLastLine: return .check(.repairEndedLine)
        case .tightenedFileMode: return .check(.repairFileMode)
        case .tightenedDirectoryMode: return .check(.repairDirectoryMode)
        case .removedLeftover(let name): return .check(.repairLeftover(file: "\(name)"))
        }
    }
}

extension LineProblem {
    /// Why a line is not a valid reading, for people.
    static func text(_ problem: LineProblem?) -> LocalizedText {
        switch problem {
        case .notJSONObject, nil: return .store(.lineNotJSON)
        case .missingKey(let key): return .store(.lineMissingKey(key: "\(key.rawValue)"))
        case .invalidValue(let key):
            let accepted: LocalizedText
            switch key {
            case .id: accepted = LocalizedText.store(.acceptedID)
            case .takenAt, .recordedAt: accepted = LocalizedText.store(.acceptedTime)
            case .celsius:
                let range = Temperature.plausibleCentiCelsius
                accepted = LocalizedText.store(
                    .acceptedCelsius(
                        lowest:
                            "\(Temperature(centiCelsius: range.lowerBound).text(in: .celsius, decimals: 1))",
                        highest:
                            "\(Temperature(centiCelsius: range.upperBound).text(in: .celsius, decimals: 1))"
                    ))
            case .unit: accepted = LocalizedText.store(.acceptedUnit)
            case .site:
                accepted = LocalizedText.store(
                    .acceptedSite(
                        sites: Spelling(
                            en: Site.allCases.map(\.rawValue).joined(separator: ", "),
                            ja: Site.allCases.map(\.rawValue).joined(separator: "・"))))
            case .symptoms: accepted = LocalizedText.store(.acceptedSymptoms)
            case .kind:
                let quoted = ReadingKind.allCases.map { ValueWord("\"\($0.rawValue)\"") }
                accepted = LocalizedText.store(
                    .acceptedKind(
                        kinds: Spelling(
                            en: ValueWord.englishChoice(quoted),
                            ja: quoted.map(\.word).joined(separator: " か "))))
            case .disturbed:
                accepted = LocalizedText.store(
                    .acceptedDisturbance(
                        reasons: Disturbance.allCases.map(\.rawValue).joined(separator: ", ")))
            case .who, .note: accepted = LocalizedText.store(.acceptedString)
            }
            return .store(.lineInvalidValue(key: "\(key.rawValue)", accepted: accepted))
        }
    }
}
