import TempLogCore

/// `templog undo`: reverse the last change to the store, whatever it was.
enum UndoCommand: Command {
    static let spec = CommandSpec(
        name: "undo",
        abstract: HelpText(
            en: "Reverse the last change: an add, a delete, an import or a cycle mark.",
            ja: "最後の変更（add、delete、import、周期の印）を取り消します。"
        ),
        discussion: HelpText(
            en: "Takes back the most recent change the journal beside the store recorded: an "
                + "added reading leaves (back-dated ones too), deleted readings come back exactly "
                + "as they were, an import's readings all leave, a cycle mark goes or comes back. "
                + "Run it again to reverse the change before. It refuses, and changes nothing, "
                + "when the store no longer shows the change (it was edited by hand, say) and "
                + "after 'check --repair', which cannot be undone.",
            ja: "記録ファイルの隣の履歴にある最新の変更を取り消します。追加した記録は消え"
                + "（過去の時刻の記録も）、削除した記録は元のとおりに戻り、取り込んだ記録はすべて"
                + "消え、周期の印は消えるか戻ります。もう一度実行すると、その前の変更を"
                + "取り消します。記録ファイルにその変更が見当たらないとき（手で編集した場合など）"
                + "と、取り消せない 'check --repair' の後は、何も変更せずに断ります。"
        ),
        options: [
            OptionSpec(
                long: "list",
                help: HelpText(
                    en: "Show the changes undo can reverse, newest first, and what undoing each "
                        + "does.",
                    ja: "undo で取り消せる変更を新しい順に、それぞれ取り消すと何が起きるかとともに"
                        + "表示します。"
                )
            ),
            .unit, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let time = try session.timeContext()
        let store = try session.store(arguments)
        if arguments.has("list") {
            try list(
                store.changes(), unit: session.displayUnit(arguments), today: time.today,
                in: session)
            return .success
        }
        switch try store.undo() {
        case .nothingToUndo:
            try session.output.write(session.text(Message.nothingToUndo()) + "\n")
        case .undone(let change):
            for line in reversal(
                of: change, unit: try session.displayUnit(arguments), today: time.today)
            {
                try session.output.write(session.text(line) + "\n")
            }
        }
        return .success
    }

    /// What undoing `change` does, a line per reading (an import is one line).
    static func reversal(of change: StoreChange, unit: TemperatureUnit, today: LocalDate)
        -> [LocalizedText]
    {
        switch change.kind {
        case .add:
            return change.addedReading.map {
                [ReadingSummary.sentence(.removed, $0, in: unit, today: today)]
            }
                ?? []
        case .delete:
            return change.removedReadings.map {
                ReadingSummary.sentence(.broughtBack, $0, in: unit, today: today)
            }
        case .import:
            return [importSummary(change, verb: .removedImport, today: today)]
        case .update:
            return [importSummary(change, verb: .undoneUpdate, today: today)]
        case .repair:
            return []
        case .cycleStart:
            return change.cycleStarts.map { CycleText.mark(.cycleRemoved, $0, today: today) }
        case .cycleRemove:
            return change.cycleStarts.map { CycleText.mark(.cycleStarted, $0, today: today) }
        }
    }

    /// `Removed the 3 readings imported from a.csv at 07:31 (Sun 29 Nov)`; for an update, the
    /// readings it replaced, then ({5}) those it added.
    private static func importSummary(_ change: StoreChange, verb: Message, today: LocalDate)
        -> LocalizedText
    {
        let replaced = change.removedLines.count
        let count = change.kind == .update ? replaced : change.addedIDs.count
        let verb: Message =
            switch verb {
            case .undoneUpdate where change.addedIDs.count > replaced: .undoneUpdateAndAdd
            case .listedUpdate where change.addedIDs.count > replaced: .listedUpdateAndAdd
            default: verb
            }
        return verb(
            "\(count)", count == 1 ? "" : "s", "\(change.files.joined(separator: ", "))",
            .localized(ReadingSummary.when(at: change.at, today: today)),
            "\(change.addedIDs.count - replaced)")
    }

    /// `undo --list`: the changes, newest first; the first is the one `undo` reverses next.
    private static func list(
        _ changes: [StoreChange?], unit: TemperatureUnit, today: LocalDate, in session: Session
    )
        throws
    {
        guard !changes.isEmpty else {
            try session.output.write(session.text(Message.nothingToUndo()) + "\n")
            return
        }
        for (index, change) in changes.enumerated() {
            let number = "\(index + 1). "
            guard let change else {
                try session.output.write(number + session.text(Message.undoListDamaged()) + "\n")
                break
            }
            let when = ReadingSummary.when(at: change.at, today: today)
            let line: LocalizedText
            switch change.kind {
            case .add:
                let reading = change.addedReading.map {
                    ReadingSummary.sentence(.listedAdd, $0, in: unit, today: today)
                }
                line = Message.undoListEntry(
                    .localized(when), .localized(reading ?? Message.verbatim("add")))
            case .delete:
                let readings = change.removedReadings.map {
                    session.text(ReadingSummary.sentence(.listedDelete, $0, in: unit, today: today))
                }
                line = Message.undoListEntry(
                    .localized(when), "\(readings.joined(separator: "; "))")
            case .import, .update:
                let verb: Message = change.kind == .import ? .listedImport : .listedUpdate
                line = Message.undoListEntry(
                    .localized(when), .localized(importSummary(change, verb: verb, today: today)))
            case .repair:
                line = Message.undoListEntry(.localized(when), .localized(Message.listedRepair()))
            case .cycleStart, .cycleRemove:
                let verb: Message =
                    change.kind == .cycleStart ? .listedCycleStart : .listedCycleRemove
                let marks = change.cycleStarts.map {
                    session.text(CycleText.mark(verb, $0, today: today))
                }
                line = Message.undoListEntry(.localized(when), "\(marks.joined(separator: "; "))")
            }
            try session.output.write(number + session.text(line) + "\n")
            if change.kind == .repair { break }
        }
    }
}
