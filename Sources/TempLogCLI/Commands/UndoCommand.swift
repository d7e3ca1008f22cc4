import TempLogCore

/// `templog undo`: reverse the last change to the store, whatever it was.
enum UndoCommand: Command {
    static let skip = Flag(
        long: "skip",
        help: HelpText(
            en: "Move past the change undo would reverse next, without reversing it "
                + "(one it refuses); the skip is listed by --list.",
            ja: "次に取り消す変更を、取り消さずに飛ばします（断られた変更など）。"
                + "飛ばしたことは --list に表示されます。"
        )
    )

    static let list = Flag(
        long: "list",
        help: HelpText(
            en: "Show the changes undo can reverse, newest first, and what undoing each "
                + "does.",
            ja: "undo で取り消せる変更を新しい順に、それぞれ取り消すと何が起きるかとともに"
                + "表示します。"
        )
    )

    static let spec = CommandSpec(
        name: "undo",
        abstract: HelpText(
            en: "Reverse the last change: an add, a delete, an import or a cycle mark.",
            ja: "最後の変更（add、delete、import、生理開始日の記録）を取り消します。"
        ),
        discussion: HelpText(
            en: "Takes back the most recent change the journal beside the store recorded, "
                + "found by content: an added reading leaves only where its line is exactly as "
                + "added (wherever it is), deleted readings come back exactly as they were unless "
                + "their ids are in the store again, an import's readings all leave, a cycle mark "
                + "goes or comes back. Run it again to reverse the change before. A change that "
                + "never reached the store (interrupted) is passed over with a note. It refuses, "
                + "naming the line that differs, and changes nothing (the journal included) when "
                + "the store no longer shows the change (edited by hand, say), when the journal "
                + "entry is damaged, and after 'check --repair', which cannot be undone.",
            ja: "記録ファイルの隣の取り消し履歴にある最新の変更を、内容を照らし合わせて取り消します。"
                + "追加した記録は、その行が追加したときのままであれば（どこにあっても）消え、"
                + "削除した記録は、同じ ID の記録がなければ元のとおりに戻り、取り込んだ記録は"
                + "すべて消え、生理開始日の記録は消えるか戻ります。もう一度実行すると、その前の変更を"
                + "取り消します。記録ファイルに届かなかった変更（中断された変更）は、その旨を"
                + "示して飛ばします。記録ファイルにその変更が見当たらないとき（手で編集した場合"
                + "など）、取り消し履歴の行が破損しているとき、取り消せない check --repair の後は、違う行を"
                + "示し、何も（取り消し履歴も）変更せずに断ります。"
        ),
        options: [
            skip.spec,
            list.spec,
            .unit, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let time = settings.time
        let store = try session.store(settings, arguments)
        if arguments[Self.list] {
            try list(
                store.changes(), unit: settings.displayUnit(arguments), today: time.today,
                names: session.names(settings, arguments), in: session)
            return .success
        }
        let outcome =
            try arguments[skip]
            ? store.skipUndo(at: time.nowTimestamp) : store.undo()
        let unit = try settings.displayUnit(arguments)
        switch outcome {
        case .nothingToUndo(let passedOver):
            notePassedOver(passedOver, unit: unit, today: time.today, in: session)
            try session.output.write(session.text(.undo(.nothingToUndo)) + "\n")
        case .skipped(let change, let passedOver):
            notePassedOver(passedOver, unit: unit, today: time.today, in: session)
            let line =
                change.map {
                    LocalizedText.undo(
                        .undoSkipped(
                            change: "\($0.kind.rawValue)",
                            day: ReadingSummary.when(at: $0.at, today: time.today)))
                } ?? LocalizedText.undo(.undoSkippedDamaged)
            try session.output.write(session.text(line) + "\n")
        case .undone(let change, let passedOver):
            notePassedOver(passedOver, unit: unit, today: time.today, in: session)
            for line in try reversal(
                of: change, unit: settings.displayUnit(arguments), today: time.today,
                names: session.names(settings, arguments))
            {
                try session.output.write(session.text(line) + "\n")
            }
        }
        return .success
    }

    /// One note per change passed over because it never reached the store.
    private static func notePassedOver(
        _ changes: [StoreChange], unit: TemperatureUnit, today: LocalDate, in session: Session
    ) {
        for change in changes {
            session.note(
                .undo(
                    .undoPassedOver(
                        change: "\(change.kind.rawValue)",
                        day: ReadingSummary.when(at: change.at, today: today))))
        }
    }

    /// What undoing `change` does, a line per reading (an import is one line).
    static func reversal(
        of change: StoreChange, unit: TemperatureUnit, today: LocalDate,
        names: PersonNames = PersonNames()
    ) -> [LocalizedText] {
        switch change.kind {
        case .add:
            return change.addedReading.map {
                [
                    .undo(
                        .removed(
                            reading: ReadingSummary.mention(
                                $0, in: unit, today: today, names: names)))
                ]
            }
                ?? []
        case .delete:
            return change.removedReadings.map {
                .undo(
                    .broughtBack(
                        reading: ReadingSummary.mention($0, in: unit, today: today, names: names)))
            }
        case .import:
            return [importSummary(change, listed: false, today: today)]
        case .update:
            return [importSummary(change, listed: false, today: today)]
        case .repair, .skip:
            return []
        case .cycleStart where !change.files.isEmpty:
            return [
                .cycle(
                    .cycleStartsRemoved(
                        count: change.cycleStarts.count,
                        files: change.files.joined(separator: ", "),
                        person: CycleText.owner(change.cycleStarts.first?.person ?? .owner)))
            ]
        case .cycleStart:
            return change.cycleStarts.map {
                CycleText.mark(CycleMessage.cycleRemoved, $0, today: today)
            }
        case .cycleRemove:
            return change.cycleStarts.map {
                CycleText.mark(CycleMessage.cycleStarted, $0, today: today)
            }
        case .profile:
            return change.profileChange.map { [.undo(.undoneProfile(person: $0.person.display))] }
                ?? []
        }
    }

    /// `Removed the 3 readings imported from a.csv at 07:31 (Sun 29 Nov)`; for an update, the
    /// readings it replaced, then those it added; `listed`: the shorter words of `undo --list`.
    private static func importSummary(_ change: StoreChange, listed: Bool, today: LocalDate)
        -> LocalizedText
    {
        let replaced = change.removedLines.count
        let added = change.addedIDs.count - replaced
        let files = change.files.joined(separator: ", ")
        let time = ReadingSummary.when(at: change.at, today: today)
        guard change.kind == .update else {
            let count = change.addedIDs.count
            return .undo(
                listed
                    ? .listedImport(count: count, files: files)
                    : .removedImport(count: count, files: files, time: time))
        }
        guard added > 0 else {
            return .undo(
                listed
                    ? .listedUpdate(count: replaced, files: files)
                    : .undoneUpdate(count: replaced, files: files, time: time))
        }
        return .undo(
            listed
                ? .listedUpdateAndAdd(count: replaced, files: files, added: added)
                : .undoneUpdateAndAdd(count: replaced, files: files, time: time, added: added))
    }

    /// `undo --list`: the changes, newest first; the first is the one `undo` reverses next.
    private static func list(
        _ changes: [StoreChange?], unit: TemperatureUnit, today: LocalDate, names: PersonNames,
        in session: Session
    )
        throws
    {
        guard !changes.isEmpty else {
            try session.output.write(session.text(.undo(.nothingToUndo)) + "\n")
            return
        }
        for (index, change) in changes.enumerated() {
            let number = "\(index + 1). "
            guard let change else {
                try session.output.write(number + session.text(.undo(.undoListDamaged)) + "\n")
                break
            }
            let when = ReadingSummary.when(at: change.at, today: today)
            let line = LocalizedText.undo(
                .undoListEntry(
                    when: when,
                    change: describe(
                        change, unit: unit, today: today, names: names, in: session)))
            try session.output.write(number + session.text(line) + "\n")
            if change.kind == .repair { break }
        }
    }

    /// What `undo --list` says a change was.
    private static func describe(
        _ change: StoreChange, unit: TemperatureUnit, today: LocalDate, names: PersonNames,
        in session: Session
    ) -> LocalizedText {
        switch change.kind {
        case .add:
            return change.addedReading.map {
                LocalizedText.undo(
                    .listedAdd(
                        reading: ReadingSummary.mention(
                            $0, in: unit, today: today, names: names)))
            } ?? LocalizedText.verbatim("add")
        case .delete:
            let readings = change.removedReadings.map {
                session.text(
                    .undo(
                        .listedDelete(
                            reading: ReadingSummary.mention(
                                $0, in: unit, today: today, names: names))))
            }
            return .verbatim("\(readings.joined(separator: "; "))")
        case .import:
            return importSummary(change, listed: true, today: today)
        case .update:
            return importSummary(change, listed: true, today: today)
        case .repair:
            return .undo(.listedRepair)
        case .skip:
            let skipped =
                change.skippedChange.map {
                    describe($0, unit: unit, today: today, names: names, in: session)
                }
                ?? LocalizedText.undo(.undoListDamaged)
            return .undo(.listedSkip(change: skipped))
        case .cycleStart where !change.files.isEmpty:
            return .cycle(
                .cycleStartsImportedListed(
                    count: change.cycleStarts.count, files: change.files.joined(separator: ", "),
                    person: CycleText.owner(change.cycleStarts.first?.person ?? .owner)))
        case .cycleStart, .cycleRemove:
            let verb =
                change.kind == .cycleStart
                ? CycleMessage.listedCycleStart : CycleMessage.listedCycleRemove
            let marks = change.cycleStarts.map {
                session.text(CycleText.mark(verb, $0, today: today))
            }
            return .verbatim("\(marks.joined(separator: "; "))")
        case .profile:
            return change.profileChange.map { .undo(.listedProfile(person: $0.person.display)) }
                ?? LocalizedText.verbatim("profile")
        }
    }
}
