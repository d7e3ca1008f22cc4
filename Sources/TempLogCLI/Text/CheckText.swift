import TempLogCore

extension StoreCheck {
    /// One line per problem, for people.
    var problems: [LocalizedText] {
        // The problems of single lines, in line order.
        let numbered =
            malformedLines.map {
                (
                    $0.lineNumber,
                    Message.problemMalformed(
                        "\($0.lineNumber)", "\($0.preview)",
                        .localized(LineProblem.text($0.problem)))
                )
            } + textProblems.map { ($0.lineNumber, $0.text) }
        var lines = numbered.sorted { $0.0 < $1.0 }.map(\.1)
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
        for line in damagedJournalLines {
            lines.append(Message.problemJournalLine("\(path).journal", "\(line)"))
        }
        for line in malformedCycleLines {
            lines.append(
                Message.problemCyclesLine("\(path).cycles", "\(line.lineNumber)", "\(line.preview)")
            )
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

extension TextProblem {
    /// What is wrong with the line's text and what a repair does, for people.
    var text: LocalizedText {
        let key = kind == .note ? Message.textKeyNote() : Message.textKeyWho()
        guard isRepairable else {
            return kind == .note
                ? Message.problemTextKept("\(lineNumber)", "\(stored)")
                : Message.problemNameKept("\(lineNumber)", "\(stored)", "\(cleaned ?? "")")
        }
        guard let cleaned else {
            return kind == .who
                ? Message.problemTextOwner("\(lineNumber)", "\(stored)")
                : Message.problemTextEmpty("\(lineNumber)", "\(stored)")
        }
        return Message.problemText(
            "\(lineNumber)", .localized(key), "\(stored)", .localized(Message.quoted("\(cleaned)")))
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
        case .missingKey(let key): return Message.lineMissingKey("\(key.rawValue)")
        case .invalidValue(let key):
            let accepted: LocalizedText
            switch key {
            case .id: accepted = Message.acceptedID()
            case .takenAt, .recordedAt: accepted = Message.acceptedTime()
            case .celsius:
                let range = Temperature.plausibleCentiCelsius
                accepted = Message.acceptedCelsius(
                    "\(Temperature(centiCelsius: range.lowerBound).text(in: .celsius, decimals: 1))",
                    "\(Temperature(centiCelsius: range.upperBound).text(in: .celsius, decimals: 1))"
                )
            case .unit: accepted = Message.acceptedUnit()
            case .site:
                accepted = Message.acceptedSite(
                    "\(Site.allCases.map(\.rawValue).joined(separator: ", "))",
                    "\(Site.allCases.map(\.rawValue).joined(separator: "・"))")
            case .symptoms: accepted = Message.acceptedSymptoms()
            case .kind: accepted = Message.acceptedKind()
            case .who, .note: accepted = Message.acceptedString()
            }
            return Message.lineInvalidValue("\(key.rawValue)", .localized(accepted))
        }
    }
}
