import TempLogCore

extension StoreCheck {
    /// One line per problem, for people.
    var problems: [LocalizedText] {
        var lines = malformedLines.map {
            Message.problemMalformed("\($0.lineNumber)", "\($0.preview)")
        }
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
