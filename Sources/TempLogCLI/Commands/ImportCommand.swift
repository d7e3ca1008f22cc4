import TempLogCore

/// `--as hana=sato-hana`: a person the file names, and who they are here.
struct PersonAnswer: Sendable {
    let inFile: Person
    let here: Person
}

/// `templog import`: readings from templog's own exports, another store, or Apple Health.
enum ImportCommand: Command {
    static let format = Option<ImportFormat?>(
        long: "format", value: "format",
        summary: HelpText(en: "The file's format", ja: "ファイルの形式"),
        help: HelpText(
            en: "auto (the default: decided by the content), csv, jsonl or apple-health.",
            ja: "ファイルの形式: auto（中身から判断。既定）、csv、jsonl、apple-health"
                + "（Apple ヘルスケアの書き出し）のどれか。"
        ),
        completion: .words(formats)
    ) { text, spec in
        if text.lowercased() == "auto" { return nil }
        guard let format = ImportFormat(rawValue: text.lowercased()) else {
            throw spec.invalid(text, words: formats)
        }
        return format
    }

    /// The formats `--format` names.
    private static let formats = [
        ValueWord("auto", HelpText(en: "decided by the content", ja: "中身から判断")),
        ValueWord("csv"), ValueWord("jsonl"),
        ValueWord("apple-health", HelpText(en: "an Apple Health export", ja: "ヘルスケアの書き出し")),
    ]

    static let who = CommonOption.who.helped(
        HelpText(
            en: "Whose readings a file of one person holds ('me': yours). A file whose rows "
                + "name several people is refused: say who each is with --as.",
            ja: "1 人分の記録のファイルが誰の記録か（me はあなた自身）。複数の人の行がある"
                + "ファイルには使えません。それぞれ --as で指定してください。"
        ),
        summary: HelpText(en: "Whose readings the file holds", ja: "ファイルの記録が誰のものか"))

    static let answer = Option<PersonAnswer>(
        long: "as", value: "name=name",
        summary: HelpText(en: "Who a person of the file is here", ja: "ファイルの人がここで誰か"),
        help: HelpText(
            en: "Who a person the file names is here: --as hana=hana (the same person), "
                + "--as hana=sato-hana (someone else), --as me=ritsu-mother (the owner of "
                + "the store the file comes from). Repeat for several; remembered for the next "
                + "file from that store.",
            ja: "ファイルの人がここで誰に当たるか。--as hana=hana（同じ人）、"
                + "--as hana=sato-hana（別の人）、--as me=ritsu-mother（ファイルの記録ファイルの"
                + "持ち主）。複数の人なら繰り返し指定します。答えは保存され、同じ記録ファイル"
                + "からの次のファイルにも使われます。"
        ),
        completion: .people
    ) { text, spec in
        guard let equals = text.firstIndex(of: "=") else {
            throw CommandFailure.usage(.commandLine(.notAnAnswer(text: "\(text)")))
        }
        return try Option<PersonAnswer>.labelled(spec) {
            PersonAnswer(
                inFile: try Person.parse(String(text[..<equals])),
                here: try Person.parse(String(text[text.index(after: equals)...])))
        }
    }

    static let update = Flag(
        long: "update",
        summary: HelpText(en: "Write the file's values over the store's", ja: "同じ ID の記録を書き直す"),
        help: HelpText(
            en: "Write the file's values over readings the store has under the same id "
                + "(a spreadsheet's corrections); without it they are only listed.",
            ja: "同じ ID の記録をファイルの値で書き直します（表計算ソフトでの修正など）。"
                + "付けないときは違いを一覧にするだけです。"
        )
    )

    static let encoding = Option<ImportEncoding>(
        long: "encoding", value: "encoding",
        summary: HelpText(en: "The text encoding of a CSV or TSV file", ja: "CSV・TSV の文字コード"),
        help: HelpText(
            en: "The text encoding of a CSV or TSV file: utf-8 or cp932 (Shift_JIS, as "
                + "Japanese Excel saves 'CSV (Comma delimited)'). Default: UTF-8, or CP932 "
                + "for a file that is not UTF-8 but reads as Japanese CP932 text.",
            ja: "CSV・TSV の文字コード: utf-8 か cp932（Shift_JIS。日本語版 Excel の"
                + "「CSV（コンマ区切り）」）。既定は UTF-8 です。ただし UTF-8 でなく CP932 の日本語"
                + "として読めるファイルは CP932 として読みます。"
        ),
        completion: .words(encodings)
    ) { text, spec in
        let folded = text.lowercased()
        if ["shift_jis", "shift-jis", "sjis", "cp932"].contains(folded) { return .cp932 }
        if ["utf-8", "utf8"].contains(folded) { return .utf8 }
        throw spec.invalid(text, words: encodings)
    }

    /// The encodings `--encoding` names.
    private static let encodings = [
        ValueWord("utf-8"),
        ValueWord("cp932", HelpText(en: "Shift_JIS, as Japanese Excel saves", ja: "Shift_JIS")),
    ]

    static let dryRun = Flag(
        long: "dry-run",
        summary: HelpText(en: "Check and count, but change nothing", ja: "確かめるだけで何も変更しない"),
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
            answer.spec,
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
        let answers = try Self.answers(arguments)
        let time = settings.time
        let store = try session.store(settings, arguments)
        var batch = ImportBatch()
        var doses: [Dose] = []
        var doseRejected = 0
        var readingFiles: [String] = []
        for path in arguments.positionals {
            // A file `export --doses` wrote holds doses, not readings.
            if let file = try DoseImport.read(path, answers: answers, context: time) {
                doses += file.doses
                doseRejected += file.rejected.count
                for rejection in file.rejected.prefix(20) {
                    session.warn(
                        .importing(
                            .rejectedRow(
                                path: "\(path)", line: "\(rejection.line)",
                                reason: DoseText.problem(rejection.problem))))
                }
                continue
            }
            readingFiles.append(path)
            try ReadingImport.read(
                path, format: format, encoding: encoding, context: time, into: &batch
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
        if !batch.disagreeingIDs.isEmpty {
            batch.settleDisagreements(against: try store.readings(withIDs: batch.disagreeingIDs))
        }
        let shown = 20
        for rejection in batch.rejected.prefix(shown) {
            session.warn(
                .importing(
                    .rejectedRow(
                        path: "\(rejection.place.path)", line: "\(rejection.place.line)",
                        reason: rejection.problem.text)))
        }
        if batch.rejected.count > shown {
            session.warn(.importing(.rejectedMoreRows(count: batch.rejected.count - shown)))
        }
        let dryRun = arguments[Self.dryRun]
        let update = arguments[Self.update]
        let flowPerson = answers.person ?? .owner
        // The readings first: an import refused until the user answers writes no dose either.
        var imported: ReadingStore.ImportResult?
        if !readingFiles.isEmpty {
            do {
                let mode: ReadingStore.ImportMode = update ? .update : .addNew
                imported =
                    dryRun
                    ? try store.previewImport(
                        batch.rows, answers: answers, flowDays: batch.flowDays, of: flowPerson,
                        mode: mode)
                    : try store.importRows(
                        batch.rows, answers: answers, flowDays: batch.flowDays, of: flowPerson,
                        from: readingFiles, at: time.nowTimestamp, mode: mode)
            } catch let refusal as ImportRefusal {
                let people = ImportPeopleText(
                    identity: try store.identity(), names: try session.names(settings, arguments))
                throw people.refusal(refusal)
            }
        }
        if readingFiles.count < arguments.positionals.count {
            let added =
                dryRun
                ? try store.dosesNotRecorded(doses).count
                : try store.importDoses(doses, at: time.nowTimestamp).count
            let summary = dryRun ? DoseMessage.importedDosesDryRun : DoseMessage.importedDoses
            try session.output.write(
                session.text(.dose(summary(added, doses.count - added, doseRejected))) + "\n")
        }
        guard let result = imported else { return .success }
        if dryRun {
            for (path, layout) in batch.layouts {
                try session.output.write(session.text(layout.text(path: path)) + "\n")
            }
        }
        try report(
            result.differing, updated: update, dryRun: dryRun, in: session, arguments, settings)
        let people = ImportPeopleText(
            identity: try store.identity(), names: try session.names(settings, arguments))
        for line in people.lines(result.people, dryRun: dryRun) {
            try session.output.write(session.text(line) + "\n")
        }
        let summary = dryRun ? ImportMessage.importSummaryDryRun : ImportMessage.importSummary
        try session.output.write(
            session.text(
                .importing(
                    summary(
                        result.added.count, result.alreadyInStore, result.repeatedInImport,
                        batch.rejected.count))) + "\n"
        )
        if !dryRun, result.people.contains(where: \.isRemembered) {
            try session.output.write(
                session.text(.people(.answersRemembered(path: store.path + ".people"))) + "\n")
        }
        try reportCycleStarts(
            result.cycleStarts, of: flowPerson, dryRun: dryRun, in: session)
        // Each reading added once, though the files may repeat its row.
        var added = Set(result.added.map(\.id))
        for row in batch.rows where added.remove(row.reading.id) != nil {
            guard let later = row.secondOccurrence else { continue }
            let takenAt = row.reading.takenAt
            session.note(
                .importing(
                    .repeatedWallTime(
                        path: row.place.path, line: "\(row.place.line)",
                        time: takenAt.dateTimeText, zone: settings.time.zone.name,
                        offset: takenAt.utcOffsetText, later: later.rfc3339)))
        }
        for unknown in batch.unknownSensorLocations {
            session.note(
                .importing(
                    .unknownSensorLocation(
                        path: "\(unknown.path)", count: unknown.count,
                        locations: "\(unknown.location)")))
        }
        return .success
    }

    /// What `--who` and `--as` say of the people of the files; they do not go together, and
    /// `--as` answers for each person once.
    private static func answers(_ arguments: ParsedArguments) throws -> ImportAnswers {
        let person = try arguments[who]
        let given = try arguments.all(answer)
        if person != nil, !given.isEmpty {
            throw CommandFailure.usage(
                .commandLine(.conflictingOptions(option: "who", other: "as")))
        }
        var people: [Person: Person] = [:]
        for answer in given {
            if people[answer.inFile] != nil {
                throw CommandFailure.usage(
                    .commandLine(
                        .answeredTwice(name: "\(answer.inFile.who ?? Person.ownerWord)")))
            }
            people[answer.inFile] = answer.here
        }
        return ImportAnswers(person: person, people: people)
    }

    /// The cycle starts the menstrual flow records of Health exports showed (see
    /// `PeriodStarts`): marked by the import, or those it would mark (`dryRun`).
    private static func reportCycleStarts(
        _ starts: [CycleStart], of person: Person, dryRun: Bool, in session: Session
    ) throws {
        guard !starts.isEmpty else { return }
        let days = starts.map { session.text($0.day.dayText) }
            .joined(separator: session.language == .ja ? "、" : ", ")
        let owner = CycleText.owner(person)
        let message =
            dryRun
            ? ImportMessage.cycleStartsWouldMark(count: starts.count, person: owner, days: days)
            : ImportMessage.cycleStartsFound(count: starts.count, person: owner, days: days)
        try session.output.write(session.text(.importing(message)) + "\n")
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
