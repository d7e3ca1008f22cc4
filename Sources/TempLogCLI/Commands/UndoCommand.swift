import TempLogCore

/// `templog undo`: reverse the last change to the store, whatever it was.
enum UndoCommand: Command {
    static let skip = Flag(
        long: "skip",
        summary: HelpText(en: "Move past the next change", ja: "次の変更を取り消さずに飛ばす"),
        help: HelpText(
            en: "Move past the change undo would reverse next, without reversing it "
                + "(one it refuses); the skip is listed by --list.",
            ja: "次に取り消す変更を、取り消さずに飛ばします（断られた変更など）。"
                + "飛ばしたことは --list に表示されます。"
        )
    )

    static let list = Flag(
        long: "list",
        summary: HelpText(en: "Show the changes undo can reverse", ja: "取り消せる変更を一覧にする"),
        help: HelpText(
            en: "Show the changes undo can reverse, newest first, and what undoing each "
                + "does.",
            ja: "undo で取り消せる変更を新しい順に一覧にし、それぞれを取り消すとどうなるかを"
                + "示します。"
        )
    )

    static let spec = CommandSpec(
        name: "undo",
        abstract: HelpText(
            en: "Reverse the last change: an add, a delete, an import, a cycle mark or a dose.",
            ja: "最後の変更（add、delete、import、生理開始日や服薬の記録）を取り消します。"
        ),
        discussion: HelpText(
            en: "Takes back the most recent change the journal beside the store recorded, "
                + "found by content: an added reading leaves only where its line is exactly as "
                + "added (wherever it is), deleted readings come back exactly as they were unless "
                + "their ids are in the store again, an import's readings all leave (with the "
                + "cycle starts an Apple Health import marked), a cycle mark or a dose goes or "
                + "comes back. Run it again to reverse the change before. A change that "
                + "never reached the store (interrupted) is passed over with a note. It refuses, "
                + "naming the line that differs, and changes nothing (the journal included) when "
                + "the store no longer shows the change (edited by hand, say), when the journal "
                + "entry is damaged, and after 'check --repair', which cannot be undone.",
            ja: "記録ファイルの隣の取り消し履歴にある最新の変更を、内容を照らし合わせて取り消します。"
                + "追加した記録は、その行が追加したときのままであれば（どこにあっても）消え、"
                + "削除した記録は、同じ ID の記録がなければ元のとおりに戻り、取り込んだ記録は"
                + "すべて消え（ヘルスケアの取り込みで記録した生理開始日も消えます）、生理開始日や服薬の"
                + "記録は消えるか戻ります。もう一度実行すると、その前の変更を"
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
                store.changes(), unit: settings.displayUnit(arguments), time: time,
                names: session.names(settings, arguments), in: session)
            return .success
        }
        let outcome =
            try arguments[skip]
            ? store.skipUndo(at: time.nowTimestamp) : store.undo()
        let unit = try settings.displayUnit(arguments)
        switch outcome {
        case .nothingToUndo(let passedOver):
            notePassedOver(passedOver, unit: unit, time: time, in: session)
            try session.output.write(session.text(.undo(.nothingToUndo)) + "\n")
        case .skipped(let recorded, let passedOver):
            notePassedOver(passedOver, unit: unit, time: time, in: session)
            let line =
                recorded.map {
                    LocalizedText.undo(
                        .undoSkipped(
                            change: "\($0.change.name)",
                            day: ReadingSummary.when(at: $0.at, time: time)))
                } ?? LocalizedText.undo(.undoSkippedDamaged)
            try session.output.write(session.text(line) + "\n")
        case .undone(let recorded, let passedOver):
            notePassedOver(passedOver, unit: unit, time: time, in: session)
            for line in try reversal(
                of: recorded, unit: settings.displayUnit(arguments), time: time,
                names: session.names(settings, arguments))
            {
                try session.output.write(session.text(line) + "\n")
            }
        }
        return .success
    }

    /// One note per change passed over because it never reached the store.
    private static func notePassedOver(
        _ changes: [RecordedChange], unit: TemperatureUnit, time: TimeContext, in session: Session
    ) {
        for recorded in changes {
            session.note(
                .undo(
                    .undoPassedOver(
                        change: "\(recorded.change.name)",
                        day: ReadingSummary.when(at: recorded.at, time: time))))
        }
    }

    /// What undoing `recorded` does, a line per reading (an import is one line).
    static func reversal(
        of recorded: RecordedChange, unit: TemperatureUnit, time: TimeContext,
        names: PersonNames = PersonNames()
    ) -> [LocalizedText] {
        switch recorded.change {
        case .add(let reading, _):
            return [
                .undo(
                    .undoneAdd(
                        reading: ReadingSummary.mention(
                            reading, in: unit, time: time, names: names)))
            ]
        case .delete(let removed):
            return removed.map {
                .undo(
                    .broughtBack(
                        reading: ReadingSummary.mention(
                            $0.reading, in: unit, time: time, names: names)))
            }
        case .import, .update:
            return importLines(recorded, listed: false, time: time)
        case .repair, .skip:
            return []
        case .cycleStart(let mark):
            return [CycleText.mark(CycleMessage.cycleMarkUndone, mark.start, today: time.today)]
        case .cycleRemove(let marks):
            return marks.map {
                CycleText.mark(CycleMessage.cycleMarkRestored, $0.start, today: time.today)
            }
        case .profile(let profile):
            return [.undo(.undoneProfile(person: names.display(profile.person)))]
        case .dose(let change):
            return change.added.map {
                .dose(.undoneDose(dose: DoseText.mention($0.dose, time: time, names: names)))
            }
                + change.removed.map {
                    .dose(.restoredDose(dose: DoseText.mention($0.dose, time: time, names: names)))
                }
        case .rename(let rename):
            return [
                .people(
                    .undoneRename(
                        from: names.display(rename.from), to: names.display(rename.to),
                        count: rename.replaced.count))
            ]
        }
    }

    /// What undoing an import does, a line for its readings and one for the cycle starts it
    /// marked (an import may have added either alone): `Removed the 3 readings imported from
    /// a.csv at 07:31 (Sun 29 Nov)`, for an update the readings it replaced, then those it
    /// added; `Removed the 2 cycle starts marked from export.xml`. `listed`: the shorter words
    /// of `undo --list`.
    private static func importLines(
        _ recorded: RecordedChange, listed: Bool, time context: TimeContext
    ) -> [LocalizedText] {
        let time = ReadingSummary.when(at: recorded.at, time: context)
        var lines: [LocalizedText] = []
        let files: [String]
        let marks: [CycleMark]
        switch recorded.change {
        case .import(let added, let imported, _, let marked):
            (files, marks) = (imported, marked)
            let named = files.joined(separator: ", ")
            // An import that only remembered people still names its files.
            if !added.isEmpty || marks.isEmpty {
                lines.append(
                    .undo(
                        listed
                            ? .listedImport(count: added.count, files: named)
                            : .removedImport(count: added.count, files: named, time: time)))
            }
        case .update(let replaced, let added, let imported, _, let marked):
            (files, marks) = (imported, marked)
            let named = files.joined(separator: ", ")
            let count = replaced.count
            let new = added.count - count
            let message: UndoMessage =
                switch (new > 0, listed) {
                case (false, true): .listedUpdate(count: count, files: named)
                case (false, false): .undoneUpdate(count: count, files: named, time: time)
                case (true, true): .listedUpdateAndAdd(count: count, files: named, added: new)
                case (true, false):
                    .undoneUpdateAndAdd(count: count, files: named, time: time, added: new)
                }
            lines.append(.undo(message))
        default:
            return []
        }
        if let first = marks.first {
            let named = files.joined(separator: ", ")
            let person = CycleText.owner(first.start.person)
            lines.append(
                .cycle(
                    listed
                        ? .cycleStartsImportedListed(
                            count: marks.count, files: named, person: person)
                        : .cycleStartsRemoved(count: marks.count, files: named, person: person)))
        }
        return lines
    }

    /// `undo --list`: the changes, newest first; the first is the one `undo` reverses next.
    private static func list(
        _ changes: [RecordedChange?], unit: TemperatureUnit, time: TimeContext,
        names: PersonNames, in session: Session
    )
        throws
    {
        guard !changes.isEmpty else {
            try session.output.write(session.text(.undo(.nothingToUndo)) + "\n")
            return
        }
        for (index, recorded) in changes.enumerated() {
            let number = "\(index + 1). "
            guard let recorded else {
                try session.output.write(number + session.text(.undo(.undoListDamaged)) + "\n")
                break
            }
            let when = ReadingSummary.when(at: recorded.at, time: time)
            let line = LocalizedText.undo(
                .undoListEntry(
                    when: when,
                    change: describe(recorded, unit: unit, time: time, names: names)))
            try session.output.write(number + session.text(line) + "\n")
            if case .repair = recorded.change { break }
        }
    }

    /// What `undo --list` says a change was.
    private static func describe(
        _ recorded: RecordedChange, unit: TemperatureUnit, time: TimeContext, names: PersonNames
    ) -> LocalizedText {
        switch recorded.change {
        case .add(let reading, _):
            return .undo(
                .listedAdd(
                    readings: .undo(
                        .listedReading(
                            reading: ReadingSummary.mention(
                                reading, in: unit, time: time, names: names)))))
        case .delete(let removed):
            let readings = removed.map {
                LocalizedText.undo(
                    .listedReading(
                        reading: ReadingSummary.mention(
                            $0.reading, in: unit, time: time, names: names)))
            }
            return .undo(.listedDelete(readings: .entries(readings)))
        case .import, .update:
            return .entries(importLines(recorded, listed: true, time: time))
        case .repair:
            return .undo(.listedRepair)
        case .skip(let skipped):
            let described =
                skipped.recorded.map {
                    describe($0, unit: unit, time: time, names: names)
                }
                ?? LocalizedText.undo(.undoListDamaged)
            return .undo(.listedSkip(change: described))
        case .cycleStart(let mark):
            return CycleText.mark(CycleMessage.listedCycleStart, mark.start, today: time.today)
        case .cycleRemove(let marks):
            return .entries(
                marks.map {
                    CycleText.mark(CycleMessage.listedCycleRemove, $0.start, today: time.today)
                }
            )
        case .profile(let profile):
            return .undo(.listedProfile(person: names.display(profile.person)))
        case .dose(let change):
            if change.added.count > 1 { return .dose(.listedDoseImport(count: change.added.count)) }
            return .entries(
                change.added.map {
                    .dose(.listedDose(dose: DoseText.mention($0.dose, time: time, names: names)))
                }
                    + change.removed.map {
                        .dose(
                            .listedDoseRemoved(
                                dose: DoseText.mention($0.dose, time: time, names: names)))
                    })
        case .rename(let rename):
            return .people(
                .listedRename(
                    from: rename.from.display, to: names.display(rename.to),
                    count: rename.replaced.count))
        }
    }
}
