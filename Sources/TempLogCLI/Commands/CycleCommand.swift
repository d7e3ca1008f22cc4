import TempLogCore

/// `templog cycle`: mark, list or take back the first day of a menstrual cycle.
enum CycleCommand: Command {
    /// What `cycle` does: its first argument.
    enum Action: String, CaseIterable {
        case start, list, remove
    }

    static let at = Option<String>(
        long: "at", value: "day",
        summary: HelpText(en: "The cycle's first day", ja: "生理開始日"),
        help: HelpText(
            en: "The cycle's first day: YYYY-MM-DD, today or yesterday (default for "
                + "start: today).",
            ja: "生理開始日（周期の 1 日目）: 2026-11-29、今日、昨日、today、yesterday など。"
                + "start の既定は今日です。"))

    static let who = CommonOption.who.helped(
        HelpText(
            en: "Whose cycle; 'me' is you (default: $TEMPLOG_WHO or the who setting, "
                + "else you).",
            ja: "誰の周期か。me はあなた自身です。既定は $TEMPLOG_WHO か設定の who、"
                + "なければあなたです。"),
        summary: HelpText(en: "Whose cycle", ja: "誰の周期か"))

    static let spec = CommandSpec(
        name: "cycle",
        abstract: HelpText(
            en: "Mark the first day of a menstrual cycle, list cycles, or remove a mark.",
            ja: "生理開始日を記録し、周期を一覧にし、記録した開始日を削除します。"
        ),
        discussion: HelpText(
            en: "'cycle start' marks day 1 of a cycle (today, or --at DAY); 'cycle list' shows "
                + "the cycles, the current one first, numbered as 'chart --basal --cycle N' "
                + "takes them; 'cycle remove DAY' takes a mark back. Marks are kept beside the "
                + "store, in <store>.cycles, and 'templog undo' reverses them like any other "
                + "change. Basal readings ('templog add 36.47 --basal') are then charted per "
                + "cycle by 'templog chart --basal' and summed up by 'templog stats --basal'.",
            ja: "cycle start で生理開始日（周期の 1 日目）を記録します（今日か、--at で指定した"
                + "日）。cycle list は周期を今の周期から順に、chart --basal --cycle N と同じ番号で"
                + "表示します。cycle remove 日付 で記録した開始日を削除します。開始日は記録ファイルの隣の "
                + "<記録ファイル>.cycles に保存され、templog undo でほかの変更と同じように"
                + "取り消せます。基礎体温（templog add 36.47 --basal）は templog chart "
                + "--basal で周期ごとに描かれ、templog stats --basal でまとめられます。"
        ),
        arguments: [
            ArgumentSpec(
                name: "action",
                help: HelpText(
                    en: "start, list or remove.",
                    ja: "start（記録）、list（一覧）、remove（削除）のどれか。")),
            ArgumentSpec(
                name: "day",
                help: HelpText(
                    en: "The day to mark or unmark: YYYY-MM-DD, today or yesterday (the same as "
                        + "--at).",
                    ja: "記録・削除する生理開始日: 2026-11-29、今日、昨日、today、yesterday など"
                        + "（--at と同じ）。"),
                isOptional: true),
        ],
        options: [
            at.spec,
            who.spec,
            .file, .help,
        ],
        words: .oneOf(ValueWord.cycleActions)
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let action = arguments.positionals[0]
        switch Action(rawValue: action.lowercased()) {
        case .start: return try mark(starting: true, arguments, settings, in: session)
        case .remove: return try mark(starting: false, arguments, settings, in: session)
        case .list:
            if arguments.positionals.count > 1 {
                throw CommandFailure.usage(
                    .commandLine(.unexpectedArgument(argument: "\(arguments.positionals[1])")))
            }
            if arguments.text(at) != nil {
                throw CommandFailure.usage(
                    .cycle(.optionNotForAction(option: "at", action: "list")))
            }
            return try list(arguments, settings, in: session)
        case nil:
            throw ValueWord.invalidArgument(action, name: "action", words: ValueWord.cycleActions)
        }
    }

    /// `cycle start` and `cycle remove`.
    private static func mark(
        starting: Bool, _ arguments: ParsedArguments, _ settings: ResolvedSettings,
        in session: Session
    ) throws -> ExitCode {
        let time = settings.time
        let positional = arguments.positionals.dropFirst().first
        if positional != nil, arguments.text(at) != nil {
            throw CommandFailure.usage(
                .commandLine(.unexpectedArgument(argument: "\(positional!)")))
        }
        let day: LocalDate
        let typed: String
        if let text = positional {
            day = try TimeInput.parseDay(text, in: time, yearless: .thisYearsThatHasCome)
            typed = text
        } else if let text = arguments.text(at) {
            day = try Option<String>.labelled(at.spec) {
                try TimeInput.parseDay(text, in: time, yearless: .thisYearsThatHasCome)
            }
            typed = text
        } else if starting {
            day = time.today
            typed = "today"
        } else {
            throw CommandFailure.usage(.commandLine(.missingArgument(argument: "day")))
        }
        guard day <= time.today else {
            throw CommandFailure.data(
                .cycle(.dayInFuture(day: "\(typed)", today: time.today.dayText)))
        }
        let person = try Scope.person(arguments, settings)
        let store = try session.store(settings, arguments)
        let wanted = CycleStart(day: day, person: person)
        let result =
            starting
            ? try store.startCycle(wanted, at: time.nowTimestamp)
            : try store.removeCycleStart(wanted, at: time.nowTimestamp)
        let verb =
            !result.changed
            ? CycleMessage.cycleAlreadyStarted
            : starting ? CycleMessage.cycleStarted : CycleMessage.cycleRemoved
        try session.output.write(
            session.text(CycleText.mark(verb, result.start, today: time.today)) + "\n")
        return .success
    }

    /// `cycle list`: the person's cycles, the current one first, under their name when they
    /// are not the owner.
    private static func list(
        _ arguments: ParsedArguments, _ settings: ResolvedSettings, in session: Session
    ) throws -> ExitCode {
        let today = settings.time.today
        let person = try Scope.person(arguments, settings)
        let starts = try CycleHistory.starts(of: person, arguments, settings, in: session)
        let cycles = BasalCycle.cycles(
            starting: starts.map(\.day), readings: [], through: today)
        guard !cycles.isEmpty else {
            try session.output.write(
                session.text(.cycle(.noCycles(person: CycleText.owner(person)))) + "\n")
            return .success
        }
        let say = session.text
        let rows = cycles.enumerated().reversed().map { (cycles.count - 1 - $0.offset, $0.element) }
        let table = TextTable(columns: [
            TextTable.Column(title: say(.cycle(.columnCycle)), cells: rows.map { "\($0.0)" }),
            TextTable.Column(
                title: say(.cycle(.columnFirstDay)),
                cells: rows.map { say($0.1.start.tableText) }),
            TextTable.Column(
                title: say(.cycle(.columnLastDay)),
                cells: rows.map {
                    say($0.1.isCurrent ? LocalizedText.cycle(.cycleCurrent) : $0.1.end.tableText)
                }),
            TextTable.Column(
                title: say(.cycle(.columnDays)), cells: rows.map { say(CycleText.length($0.1)) }),
        ])
        // Someone else's cycles are headed by their name, never mistaken for the owner's.
        let heading =
            person == .owner
            ? "" : say(try session.names(settings, arguments).display(person)) + "\n"
        try session.output.write(heading + table.render())
        return .success
    }
}
