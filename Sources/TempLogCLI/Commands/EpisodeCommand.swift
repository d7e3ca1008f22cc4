import TempLogCore

/// `templog episode`: a person's latest fever episode, as a school's return form and a doctor
/// ask for it, and with `--rule` the days a school counts.
enum EpisodeCommand: Command {
    static let who = CommonOption.who.helped(
        HelpText(
            en: "Whose fever; 'me' is you (default: $TEMPLOG_WHO or the who setting, else you).",
            ja: "誰の発熱か。me はあなた自身です。既定は $TEMPLOG_WHO か設定の who、なければ"
                + "あなたです。"),
        summary: HelpText(en: "Whose fever", ja: "誰の発熱か"))

    static let onset = Option<String>(
        long: "onset", value: "day",
        summary: HelpText(en: "The day the illness began, when you know it", ja: "発症日がわかっていれば指定"),
        help: HelpText(
            en: "The day the illness began, when it was before the first fever reading: "
                + "\(DayRange.dayForms.en) (default: the day of the first fever reading after 48 "
                + "hours without one).",
            ja: "発症日。最初の発熱の記録より前に具合が悪くなっていたときに指定します: "
                + "\(DayRange.dayForms.ja)。既定は、48 時間発熱のなかったあとの最初の発熱の記録の日です。"
        ))

    static let rule = Option<AbsenceRule>.choice(
        long: "rule", value: "rule", words: ValueWord.absenceRules,
        summary: HelpText(en: "Count the days a school keeps the child home", ja: "出席停止の日数を数える"),
        help: HelpText(
            en: "Count the days of absence a rule sets, and the first day back: "
                + "\(ValueWord.englishChoice(ValueWord.absenceRules)) (学校保健安全法施行規則 "
                + "第19条).",
            ja: "規則の出席停止の期間と、登校できる最初の日を数えます: "
                + "\(ValueWord.japaneseChoice(ValueWord.absenceRules))。規則は学校保健安全法施行規則"
                + " 第 19 条によります。"
        ))

    static let spec = CommandSpec(
        name: "episode",
        abstract: HelpText(
            en: "Tell a person's latest fever: onset, highest, doses, the 解熱日, the days since.",
            ja: "最近の発熱の経過を表示します: 発症日、最高体温、服薬、解熱日、その後の日数。"),
        discussion: HelpText(
            en: "The onset is the day of the first fever reading after 48 hours without one, or "
                + "--onset. The 解熱日 (the day the fever went down) is the first day after the "
                + "last day with a fever reading or a fever reducer that has a reading: a day "
                + "without a reading is not counted as free of fever. Days are counted as schools "
                + "count them: the onset day is day 0, and the 解熱日 is day 0 of its own count. "
                + "Exit 1 when the person has no fever reading. The counts come from the log; the "
                + "school and the doctor decide when a child goes back.",
            ja: "発症日は、48 時間発熱のなかったあとの最初の発熱の記録の日です（--onset で指定も"
                + "できます）。解熱日は、発熱の記録か解熱剤のあった最後の日より後で、検温の記録の"
                + "ある最初の日です。検温の記録がない日は、熱がなかった日とは数えません。日数は学校"
                + "と同じく、発症日と解熱日をそれぞれ 0 日目として数えます。発熱の記録がなければ"
                + "終了ステータス 1 で終わります。日数は記録から数えた目安で、登校できるかどうかは"
                + "学校と医師が判断します。"),
        options: [
            who.spec, onset.spec, rule.spec, sheet.spec, language.spec, SheetCommand.paper.spec,
            .unit, .fever, .file, .help,
        ]
    )

    /// Whose episode a command tells, and the episode: nil when they have no fever reading (from
    /// the onset given on).
    struct Told {
        let person: Person
        let threshold: FeverThreshold
        /// The onset given with `--onset`.
        let onset: LocalDate?
        let episode: FeverEpisode?
    }

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let rule = try arguments[Self.rule]
        try requireSheet(for: [language.spec, SheetCommand.paper.spec], arguments)
        let told = try told(arguments, settings, in: session)
        let unit = try settings.displayUnit(arguments)
        let names = try session.names(settings, arguments)
        guard let episode = told.episode else {
            let threshold = told.threshold.display
            let person = names.display(told.person)
            let day = told.onset?.dateText(today: settings.time.today)
            let message: EpisodeMessage
            switch (told.person, day) {
            case (.owner, nil): message = .noFever(threshold: threshold)
            case (.owner, let day?): message = .noFeverSince(day: day, threshold: threshold)
            case (_, nil): message = .noFeverForPerson(person: person, threshold: threshold)
            case (_, let day?):
                message = .noFeverForPersonSince(person: person, day: day, threshold: threshold)
            }
            let line = session.text(.episode(message)) + "\n"
            // A page goes to a file: the answer that there is none goes to the terminal.
            if arguments[sheet] {
                session.console.writeError(Array(line.utf8))
            } else {
                try session.output.write(line)
            }
            return .no
        }
        if rule == .influenza,
            try session.store(settings, arguments).profiles().profiles[told.person]?.schoolKind
                == .nursery
        {
            session.note(.episode(.nurseryProfile(person: names.display(told.person))))
        }
        if arguments[sheet] {
            try writeSheet(
                episode, rule: rule, unit: unit, names: names, arguments, settings, session)
            return .success
        }
        let text = EpisodeText(
            episode: episode, unit: unit, time: settings.time, names: names,
            doses: try session.doses(settings, arguments), color: session.colorAllowed)
        try session.output.write(text.render(rule: rule, in: session.language))
        return .success
    }

    /// The person `--who` names (else `TEMPLOG_WHO`, else you) and their latest fever episode,
    /// from `--onset` when it is given, judged by their own fever threshold: what `episode`
    /// prints, for any output of it to share.
    static func told(
        _ arguments: ParsedArguments, _ settings: ResolvedSettings, in session: Session
    ) throws -> Told {
        let time = settings.time
        let person = try Scope.person(arguments, settings)
        // The day an illness began has come: a day typed without a year is never last year's.
        let onset = try arguments.parsed(Self.onset) {
            try TimeInput.parseDay($0, in: time, yearless: .thisYearsThatHasCome)
        }
        let store = try session.store(settings, arguments)
        let readings = try session.readings(
            in: DayRange(since: nil, until: nil), of: [person], kinds: [.body], from: store)
        try KnownPeople.requireReadings(
            of: [person], seen: readings.lazy.map(\.person), arguments, settings, in: session)
        let threshold = try session.fevers(settings, arguments).threshold(for: person)
        let doses = try session.doses(settings, arguments)
        do {
            let episode = try FeverEpisode.latest(
                of: person, readings: readings, doses: doses, threshold: threshold,
                today: time.today, onset: onset)
            return Told(person: person, threshold: threshold, onset: onset, episode: episode)
        } catch {
            let typed = arguments.text(Self.onset) ?? ""
            let reason: EpisodeMessage
            switch error {
            case .onsetInFuture(_, let today):
                reason = .onsetInFuture(text: typed, today: today.dateText(today: today))
            case .onsetAfterFirstFever(_, let first):
                reason = .onsetAfterFirstFever(
                    text: typed,
                    temperature: first.temperatureText(try settings.displayUnit(arguments)),
                    when: ReadingSummary.when(first, time: time))
            }
            throw CommandFailure.data(
                .commandLine(.labelled(label: "--onset", reason: .episode(reason))))
        }
    }
}
