import TempLogCore

extension StoreCheck {
    /// One line per problem, for people.
    var problems: [LocalizedText] {
        var lines = malformedLines.map {
            Message.problemMalformed(
                "\($0.lineNumber)", "\($0.preview)", .localized(LineProblem.text($0.problem)))
        }
        for problem in textProblems {
            let key: LocalizedText.Argument =
                .localized(problem.kind == .note ? Message.textKeyNote() : Message.textKeyWho())
            lines.append(
                problem.isRepairable
                    ? Message.problemText(
                        "\(problem.lineNumber)", key, "\(problem.stored)",
                        .localized(
                            problem.cleaned.map { Message.quoted("\($0)") }
                                ?? (problem.kind == .note ? Message.noValue() : Message.you())))
                    : Message.problemTextKept("\(problem.lineNumber)", key, "\(problem.stored)"))
        }
        if hasByteOrderMark { lines.append(Message.problemByteOrderMark()) }
        if hasTornTail { lines.append(Message.problemTornTail()) }
        for duplicate in duplicateIDs {
            let numbers = duplicate.lineNumbers.map(String.init).joined(separator: ", ")
            lines.append(Message.problemDuplicateID("\(duplicate.id)", "\(numbers)"))
        }
        for mixed in mixedSpellings {
            let names = mixed.spellings
            lines.append(
                Message.problemSpellings(
                    "\(names.count)", "\(names.joined(separator: ", "))", "\(names[0])"))
        }
        if let first = outOfOrderLines.first {
            let count = outOfOrderLines.count
            lines.append(
                Message.problemOutOfOrder(
                    "\(count)", count == 1 ? "reading is" : "readings are", "\(first)")
            )
        }
        if let mode = looseFileMode { lines.append(Message.problemFileMode("\(octal(mode))")) }
        if let mode = looseDirectoryMode {
            lines.append(Message.problemDirectoryMode("\(octal(mode))"))
        }
        for file in leftoverFiles { lines.append(Message.problemLeftover("\(file)")) }
        if damagedJournalLines > 0 {
            lines.append(
                Message.problemJournalDamaged(
                    "\(damagedJournalLines)", damagedJournalLines == 1 ? "" : "s"))
        }
        if let error = fileNotWritable {
            lines.append(Message.problemFileNotWritable(.localized(error.text)))
        }
        if let error = directoryNotWritable {
            lines.append(Message.problemDirectoryNotWritable(.localized(error.text)))
        }
        return lines
    }

    private func octal(_ mode: Int) -> String {
        "0" + String(mode, radix: 8)
    }
}

extension RepairAction {
    /// What was done, for people.
    var text: LocalizedText {
        switch self {
        case .movedLines(let unreadable, let duplicates, let path):
            var kinds: [LocalizedText] = []
            for (count, message) in [
                (unreadable, Message.repairUnreadable), (duplicates, .repairDuplicates),
            ]
            where count > 0 {
                kinds.append(message("\(count)", count == 1 ? "" : "s"))
            }
            let moved =
                kinds.count == 2
                ? Message.both(.localized(kinds[0]), .localized(kinds[1])) : kinds[0]
            return Message.repairMoved(.localized(moved), "\(path)")
        case .gaveNewID(let line, let newID, let takenID):
            return Message.repairNewID("\(line)", "\(newID)", "\(takenID)")
        case .sorted: return Message.repairSorted()
        case .cleanedText(let lines): return Message.repairText("\(lines)", lines == 1 ? "" : "s")
        case .removedByteOrderMark: return Message.repairByteOrderMark()
        case .unifiedSpelling(let name, let lines):
            return Message.repairSpelling(
                "\(lines)", lines == 1 ? "" : "s", "\(name)")
        case .restartedJournal: return Message.repairRestartedJournal()
        case .endedLastLine: return Message.repairEndedLine()
        case .tightenedFileMode: return Message.repairFileMode()
        case .tightenedDirectoryMode: return Message.repairDirectoryMode()
        case .removedLeftover(let name): return Message.repairLeftover("\(name)")
        }
    }
}

extension LineProblem {
    /// Why a line is not a valid reading, for people.
    static func text(_ problem: LineProblem?) -> LocalizedText {
        switch problem {
        case .notJSONObject, nil: return Message.lineNotJSON()
        case .missingKey(let key): return Message.lineMissingKey("\(key)")
        case .invalidValue(let key):
            let accepted: Message =
                switch key {
                case "id": .acceptedID
                case "takenAt", "recordedAt": .acceptedTime
                case "celsius": .acceptedCelsius
                case "unit": .acceptedUnit
                case "site": .acceptedSite
                case "symptoms": .acceptedSymptoms
                case "kind": .acceptedKind
                default: .acceptedString
                }
            return Message.lineInvalidValue("\(key)", .localized(accepted()))
        }
    }
}
