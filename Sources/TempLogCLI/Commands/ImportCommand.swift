import TempLogCore

/// `templog import`: readings from templog's own exports, another store, or Apple Health.
enum ImportCommand: Command {
    static let format = Option<ImportFormat?>(
        long: "format", value: "format",
        help: HelpText(
            en: "auto (the default: decided by the content), csv, jsonl or apple-health.",
            ja: "auto（既定: 中身から判断）、csv、jsonl または apple-health。"
        ),
        completion: .words(["auto"] + ImportFormat.allCases.map(\.rawValue))
    ) { text, spec in
        if text.lowercased() == "auto" { return nil }
        guard let format = ImportFormat(rawValue: text.lowercased()) else {
            throw CommandFailure.usage(
                .commandLine(
                    .invalidValue(
                        value: "\(text)", option: "\(spec.synopsis)",
                        accepted: .verbatim("auto, csv, jsonl, apple-health"))))
        }
        return format
    }

    static let who = CommonOption.who.helped(
        HelpText(
            en: "Record every imported reading as this person's ('me': yours).",
            ja: "取り込む記録をすべてこの人のものにします（me はあなた）。"
        ))

    static let update = Flag(
        long: "update",
        help: HelpText(
            en: "Write the file's values over readings the store has under the same id "
                + "(a spreadsheet's corrections); without it they are only listed.",
            ja: "同じ ID の記録をファイルの値で書き直します（表計算ソフトでの修正など）。"
                + "付けないときは一覧を表示するだけです。"
        )
    )

    static let encoding = Option<ImportEncoding>(
        long: "encoding", value: "encoding",
        help: HelpText(
            en: "The text encoding of a CSV or TSV file: utf-8 or cp932 (Shift_JIS, as "
                + "Japanese Excel saves 'CSV (Comma delimited)'). Default: UTF-8, or CP932 "
                + "for a file that is not UTF-8 but reads as Japanese CP932 text.",
            ja: "CSV・TSV の文字コード: utf-8 または cp932（Shift_JIS。日本語版 Excel の"
                + "「CSV（コンマ区切り）」）。既定: UTF-8。UTF-8 でなく CP932 の日本語として"
                + "読めるファイルは CP932。"
        ),
        completion: .words(ImportEncoding.allCases.map(\.rawValue))
    ) { text, spec in
        let folded = text.lowercased()
        if ["shift_jis", "shift-jis", "sjis", "cp932"].contains(folded) { return .cp932 }
        if ["utf-8", "utf8"].contains(folded) { return .utf8 }
        throw spec.invalid(text, accepted: .verbatim("utf-8, cp932"))
    }

    static let dryRun = Flag(
        long: "dry-run",
        help: HelpText(
            en: "Check and count, but change nothing.",
            ja: "確かめて数えるだけで、何も変更しません。"
        )
    )

    static let spec = CommandSpec(
        name: "import",
        abstract: HelpText(
            en: "Add readings from CSV or JSON Lines exports, another store, or Apple Health.",
            ja: "CSV や JSON Lines の書き出し、別の記録ファイル、Apple ヘルスケアから記録を"
                + "取り込みます。"
        ),
        discussion: HelpText(
            en: "Every row is checked like 'add'; rows that fail are reported with their line and "
                + "skipped. A reading already in the store (the same id, or the same person, "
                + "instant, value, site and note) is skipped, so importing a file twice adds "
                + "nothing. A row whose id the store has with other values (a correction made in "
                + "a spreadsheet) is listed, field by field, and written only with --update; "
                + "columns a file does not have leave those fields as they are. The store is "
                + "rewritten once, at the end, and 'templog undo' takes the whole import back."
                + "\n\nColumn names a CSV or TSV "
                + "header may use (in any case; '_', '-' and spaces ignored), one group per "
                + "column: \(columnNames.en).",
            ja: "各行を add と同じように確かめ、通らない行は行番号とともに報告して飛ばします。"
                + "記録済みのもの（同じ ID、または同じ人・時刻・値・部位・メモ）は飛ばすので、同じファイルを "
                + "2 回取り込んでも何も増えません。同じ ID で値が違う行（表計算ソフトでの修正など）は項目ごとに"
                + "一覧を表示し、--update を付けたときだけ書き直します。ファイルにない列の項目は変えません。"
                + "記録ファイルは最後に 1 回だけ書き直し、templog undo で取り込み全体を取り消せます。\n\n"
                + "CSV・TSV の見出しに使える列名（大文字・小文字、_・-・空白は区別しません。"
                + "1 つの列につき 1 組、組の間は ／）: \(columnNames.ja)。"
        ),
        arguments: [
            ArgumentSpec(
                name: "file", help: HelpText(en: "A file to import.", ja: "取り込むファイル。"),
                isRepeating: true)
        ],
        options: [
            format.spec,
            who.spec,
            update.spec,
            encoding.spec,
            dryRun.spec,
            .file, .help,
        ]
    )

    /// Every header name import reads, grouped by column: `taken_at, takenAt, …; date, …`, or
    /// in Japanese `taken_at、takenAt、…／date、…`, a name written with °C quoted as typed.
    static let columnNames = HelpText(
        en: ColumnRole.allCases.map { $0.acceptedNames.joined(separator: ", ") }
            .joined(separator: "; "),
        ja: ColumnRole.allCases.map { role in
            role.acceptedNames.map { $0.contains("°C") ? "「\($0)」" : $0 }
                .joined(separator: "、")
        }.joined(separator: "／"))

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let format = try arguments[Self.format] ?? nil
        let encoding = try arguments[Self.encoding]
        let person = try arguments[who]
        let time = settings.time
        let store = try session.store(settings, arguments)
        var batch = ImportBatch()
        for path in arguments.positionals {
            try ReadingImport.read(
                path, format: format, encoding: encoding, person: person, context: time,
                into: &batch
            ) {
                done, total in
                guard session.console.errorIsTerminal, total > 64_000_000 else { return }
                let progress = LocalizedText.importing(
                    .importProgress(
                        path: "\(path)", percent: done * 100 / total,
                        megabytes: total / 1_000_000))
                session.console.writeError(Array(("\r\u{1B}[K" + session.text(progress)).utf8))
                if done >= total { session.console.writeError(Array("\r\u{1B}[K".utf8)) }
            }
        }
        if !batch.disagreements.isEmpty {
            batch.settleDisagreements(against: try store.readings(withIDs: batch.disagreeingIDs))
        }
        let shown = 20
        for rejection in batch.rejected.prefix(shown) {
            // The place is `file:line`; the file's name may itself hold a colon.
            let colon = rejection.place.lastIndex(of: ":") ?? rejection.place.endIndex
            let line = rejection.place[colon...].dropFirst()
            session.warn(
                .importing(
                    .rejectedRow(
                        path: "\(rejection.place[..<colon])", line: "\(line)",
                        reason: rejection.problem.text)))
        }
        if batch.rejected.count > shown {
            session.warn(.importing(.rejectedMoreRows(count: batch.rejected.count - shown)))
        }
        let dryRun = arguments[Self.dryRun]
        if dryRun {
            for (path, layout) in batch.layouts {
                try session.output.write(session.text(layout.text(path: path)) + "\n")
            }
        }
        let update = arguments[Self.update]
        let result = try store.importReadings(
            batch.readings, given: batch.givenFields, from: arguments.positionals,
            at: time.nowTimestamp, mode: update ? .update : .addNew, dryRun: dryRun)
        try report(
            result.differing, updated: update, dryRun: dryRun, in: session, arguments, settings)
        let summary = dryRun ? ImportMessage.importSummaryDryRun : ImportMessage.importSummary
        try session.output.write(
            session.text(
                .importing(
                    summary(
                        result.added.count, result.alreadyInStore, result.repeatedInImport,
                        batch.rejected.count))) + "\n"
        )
        session.warnUndoUnavailable(result.journalError)
        try markCycleStarts(
            batch, for: person ?? .owner, dryRun: dryRun, arguments, settings, in: session)
        return .success
    }

    /// The cycle starts the menstrual flow records of Health exports show (see
    /// `PeriodStarts`): listed, and marked unless `dryRun`, as one change `undo` takes back.
    /// Then a note for each sensor location HealthKit does not define.
    private static func markCycleStarts(
        _ batch: ImportBatch, for person: Person, dryRun: Bool, _ arguments: ParsedArguments,
        _ settings: ResolvedSettings, in session: Session
    ) throws {
        for unknown in batch.unknownSensorLocations {
            session.note(
                .importing(
                    .unknownSensorLocation(
                        path: "\(unknown.path)", count: unknown.count,
                        locations: "\(unknown.location)")))
        }
        guard !batch.flowDays.isEmpty else { return }
        let store = try session.store(settings, arguments)
        let time = settings.time
        let starts: [CycleStart]
        var journalError: SystemError?
        if dryRun {
            starts = try store.cycleStarts(fromFlowDays: batch.flowDays, of: person)
        } else {
            (starts, journalError) = try store.markCycleStarts(
                fromFlowDays: batch.flowDays, of: person, at: time.nowTimestamp,
                from: arguments.positionals)
        }
        guard !starts.isEmpty else { return }
        let days = starts.map { session.text($0.day.dayText) }
            .joined(separator: session.language == .ja ? "、" : ", ")
        let owner = CycleText.owner(person)
        let message =
            dryRun
            ? ImportMessage.cycleStartsWouldMark(count: starts.count, person: owner, days: days)
            : ImportMessage.cycleStartsFound(count: starts.count, person: owner, days: days)
        try session.output.write(session.text(.importing(message)) + "\n")
        session.warnUndoUnavailable(journalError)
    }

    /// Lists the readings whose id the store has with other values, then says what became of
    /// them: updated, would be updated (`--dry-run`), or left as they are.
    private static func report(
        _ differing: [ReadingStore.ImportDifference], updated: Bool, dryRun: Bool,
        in session: Session, _ arguments: ParsedArguments, _ settings: ResolvedSettings
    ) throws {
        guard !differing.isEmpty else { return }
        let unit = try settings.displayUnit(arguments)
        let count = differing.count
        var lines = [LocalizedText.importing(.importDiffers(count: count))]
        let shown = 20
        for difference in differing.prefix(shown) {
            lines.append(difference.text(in: unit))
        }
        if count > shown {
            lines.append(.importing(.importDifferencesMore(count: count - shown)))
        }
        switch (updated, dryRun) {
        case (true, false): lines.append(.importing(.importUpdated(count: count)))
        case (true, true): lines.append(.importing(.importWouldUpdate(count: count)))
        case (false, _): lines.append(.importing(.importNotUpdated))
        }
        for line in lines { try session.output.write(session.text(line) + "\n") }
    }
}
