import TempLogCore

/// `templog dose`: record a medicine given, or list when the intervals set allow the next.
enum DoseCommand: Command {
    static let at = AddCommand.at.helped(
        HelpText(
            en: "When it was given, as 'add --at' takes a time: 15:00, 3pm, 'yesterday 21:10', "
                + "'11/29 7:30' or ISO 8601 (default: now).",
            ja: "飲ませた（使った）時刻。add --at と同じく 15:00、午後3時、「昨日 21:10」"
                + "「11/29 7:30」や ISO 8601 で書けます。既定は現在の時刻です。"),
        summary: HelpText(en: "When it was given (default: now)", ja: "服薬の時刻（既定は現在）"))

    static let who = CommonOption.who.helped(
        HelpText(
            en: "Who was given it; 'me' is you (default: $TEMPLOG_WHO or the who setting, else "
                + "you).",
            ja: "誰の服薬か。me はあなた自身です。既定は $TEMPLOG_WHO か設定の who、なければ"
                + "あなたです。"),
        summary: HelpText(en: "Who was given it", ja: "誰の服薬か"))

    static let note = AddCommand.note.helped(
        HelpText(en: "A note: one line, up to 500 characters.", ja: "メモ: 1 行で 500 文字まで書けます。"))

    static let every = Option<DoseInterval>(
        long: "every", value: "duration",
        summary: HelpText(en: "The least time between doses you set", ja: "あなたが決めた服薬の間隔"),
        help: HelpText(
            en: "The least time between two doses of this medicine for this person, as you or "
                + "the doctor set it: 6h, 4h30m, 90m, up to 72h. Remembered for later doses; a "
                + "dose given sooner is recorded with a warning.",
            ja: "この人のこの薬の服薬の間隔（あなたや医師が決めたもの）: 6h、4h30m、90m、「6時間」など、"
                + "72 時間まで。次からの服薬にも使い、それより早い服薬は記録したうえで警告します。"),
        parse: { try DoseInput.interval($0) })

    static let max = Option<Int>(
        long: "max", value: "count",
        summary: HelpText(en: "The most doses in 24 hours you set", ja: "あなたが決めた 24 時間の回数"),
        help: HelpText(
            en: "The most doses of this medicine in 24 hours for this person, as you or the "
                + "doctor set it: 1 to 24. Remembered for later doses; a dose over it is "
                + "recorded with a warning.",
            ja: "この人のこの薬を 24 時間に何回までにするか（あなたや医師が決めたもの）: 1〜24。"
                + "次からの服薬にも使い、それを超える服薬は記録したうえで警告します。"),
        parse: { try DoseInput.maximumPerDay($0) })

    static let feverReducer = Flag(
        long: "fever-reducer",
        summary: HelpText(en: "The medicine brings a fever down", ja: "解熱剤として記録"),
        help: HelpText(
            en: "Count the medicine as a fever reducer. Paracetamol, ibuprofen, loxoprofen, "
                + "aspirin and naproxen are known by their names and brands without it.",
            ja: "この薬を解熱剤として扱います。アセトアミノフェン（カロナールなど）、イブプロフェン、"
                + "ロキソプロフェン、アスピリン、ナプロキセンは、名前や商品名からわかるので不要です。"))

    static let next = Flag(
        long: "next",
        summary: HelpText(en: "When the intervals you set allow the next", ja: "設定した間隔での次回"),
        help: HelpText(
            en: "List each medicine given to the person, its last dose and when the interval "
                + "you set next allows one.",
            ja: "その人に使った薬ごとに、前回の服薬と、設定した間隔で次に使える時刻を表示します。"))

    static let spec = CommandSpec(
        name: "dose",
        abstract: HelpText(
            en: "Record a medicine given, beside the readings.",
            ja: "薬を使ったことを体温の記録と一緒に残します。"),
        discussion: HelpText(
            en: "A reading within 8 hours after a fever reducer is marked in recent, today, "
                + "report --text, episode and the sheet's other readings (the sheet lists each "
                + "day's doses in its notes and draws them on its chart), and every reading's "
                + "export says the hours since the last one (fever_reducer_hours). Doses are "
                + "kept beside the store, in <store>.doses; "
                + "'templog undo' takes one back and 'templog delete ID' deletes one. templog "
                + "records doses as given and never suggests an amount.",
            ja: "解熱剤から 8 時間以内の体温には recent、today、report --text、episode と"
                + "健康観察カードの「他の検温」で印を付け（カードでは、その日の服薬を備考に書き、"
                + "グラフに描きます）、エクスポートの fever_reducer_hours 列に"
                + "最後の解熱剤からの時間を出します。服薬は記録ファイルの隣の <記録ファイル>.doses "
                + "に保存し、templog undo で取り消し、templog delete ID で削除できます。templog は"
                + "使った量を記録するだけで、量を提案することはありません。"),
        arguments: [
            ArgumentSpec(
                name: "medicine",
                help: HelpText(
                    en: "The medicine, as you call it: カロナール, paracetamol, 'Children's "
                        + "Motrin' (one line, up to 64 characters).",
                    ja: "薬の名前: カロナール、paracetamol など（1 行で 64 文字まで）。"),
                isOptional: true),
            ArgumentSpec(
                name: "amount",
                help: HelpText(
                    en: "How much, with a unit: 200mg, 5ml, 1錠, 0.5包, '2 tablets' ("
                        + DoseUnit.accepted.joined(separator: ", ") + ").",
                    ja: "使った量と単位: 200mg、5ml、「1錠」、「0.5包」、「2 tablets」など（"
                        + DoseUnit.accepted.joined(separator: "、") + "）。"),
                isOptional: true),
        ],
        options: [
            at.spec, who.spec, note.spec, every.spec, max.spec, feverReducer.spec, next.spec,
            .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        if arguments[next] { return try listNext(arguments, settings, in: session) }
        guard let typed = arguments.positionals.first else {
            throw CommandFailure.usage(.dose(.noMedicine))
        }
        let time = settings.time
        let medicine = try DoseInput.medicine(typed)
        let amount = try arguments.positionals.dropFirst().first.map(DoseInput.amount)
        let takenAt =
            try arguments.parsed(at) { try TimeInput.parseInstant($0, in: time) }
            ?? time.nowTimestamp
        let note = try arguments[Self.note].flatMap { $0.isEmpty ? nil : $0 }
        let interval = try arguments[every]
        let maximum = try arguments[max]
        let person = try Scope.person(arguments, settings)
        let store = try session.store(settings, arguments)
        try refuseNearMiss(person, arguments, settings, in: session)
        var generator = SystemRandomNumberGenerator()
        let dose = Dose(
            id: Reading.makeID(using: &generator), takenAt: takenAt, medicine: medicine,
            amount: amount, person: person, note: note,
            isMarkedFeverReducer: arguments[feverReducer], interval: interval,
            maximumPerDay: maximum, recordedAt: time.nowTimestamp)
        let recorded = try store.recordDose(dose, at: time.nowTimestamp)
        let names = person == .owner ? PersonNames() : try session.names(settings, arguments)
        try session.output.write(
            session.text(.dose(.recorded(dose: DoseText.mention(dose, time: time, names: names))))
                + "\n")
        if !dose.isFeverReducer {
            session.note(.dose(.notKnownFeverReducer(medicine: dose.medicine)))
        }
        if let tooSoon = recorded.tooSoon {
            session.warn(.dose(DoseText.tooSoon(dose, tooSoon, time: time)))
        }
        if let (reducer, earlier) = recorded.sameIngredient {
            session.warn(.dose(DoseText.sameIngredient(dose, reducer, as: earlier, time: time)))
        }
        return .success
    }

    /// Refuses a person named for the first time whose name is one edit from a known person's
    /// (`hnaa` for `hana`): a dose filed under a typo would be missed beside the readings.
    private static func refuseNearMiss(
        _ person: Person, _ arguments: ParsedArguments, _ settings: ResolvedSettings,
        in session: Session
    ) throws {
        guard let name = person.who else { return }
        let store = try session.store(settings, arguments)
        let doses = try session.doses(settings, arguments)
        let profiles = try session.profiles(settings, arguments)
        if try store.hasReading(of: person) || profiles[person] != nil
            || doses.doses.contains(where: { $0.person == person })
        {
            return
        }
        let known =
            try KnownPeople.all(arguments, settings, in: session) + Array(profiles.keys)
            + doses.doses.map(\.person)
        guard let near = KnownPeople.nearMiss(of: person, among: known) else { return }
        throw CommandFailure.data(
            .dose(
                .unknownPersonNearMiss(
                    name: name, similar: try session.names(settings, arguments).display(near),
                    handle: near.who ?? Person.ownerWord)))
    }

    /// `dose --next`: per medicine given to the person, the last dose and when the limits set
    /// next allow one, the latest first.
    private static func listNext(
        _ arguments: ParsedArguments, _ settings: ResolvedSettings, in session: Session
    ) throws -> ExitCode {
        for option in [at.spec, note.spec, every.spec, max.spec, feverReducer.spec]
        where arguments.isGiven(option) {
            throw CommandFailure.usage(.dose(.optionOnlyWithNext(option: option.long)))
        }
        if let extra = arguments.positionals.first {
            throw CommandFailure.usage(.commandLine(.unexpectedArgument(argument: "\(extra)")))
        }
        let time = settings.time
        let person = try Scope.person(arguments, settings)
        let log = try session.doses(settings, arguments)
        let names = try session.names(settings, arguments)
        var latest: [Dose] = []
        for dose in log.doses.reversed() where dose.person == person {
            if !latest.contains(where: { $0.isSameMedicine(as: dose.medicine) }) {
                latest.append(dose)
            }
        }
        let say = session.text
        guard !latest.isEmpty else {
            let message: LocalizedText =
                person == .owner
                ? .dose(.noDosesOfAnyone) : .dose(.noDoses(person: names.display(person)))
            try session.output.write(say(message) + "\n")
            return .success
        }
        let rows = latest.map { dose in
            let limits = log.limits(of: person, medicine: dose.medicine)
            let next = log.nextAllowed(of: dose.medicine, to: person, after: time.nowTimestamp)
            let nextText: LocalizedText =
                limits.isEmpty
                ? .dose(.noLimit)
                : next.map {
                    $0.next > time.nowTimestamp
                        ? DoseText.nextAllowed($0.next, time: time) : .dose(.nextNow)
                }
                    ?? .dose(.nextNow)
            return [
                say(.verbatim(dose.medicine)),
                say(ReadingSummary.when(at: dose.takenAt, time: time)),
                say(nextText), say(DoseText.limits(limits) ?? .verbatim("")),
            ]
        }
        let titles: [LocalizedText] = [
            .dose(.columnMedicine), .dose(.columnLastDose), .dose(.columnNextDose),
            .dose(.columnLimits),
        ]
        let table = TextTable(
            columns: titles.enumerated().map { index, title in
                TextTable.Column(title: say(title), cells: rows.map { $0[index] })
            })
        let heading = person == .owner ? "" : say(names.display(person)) + "\n"
        try session.output.write(heading + table.render() + say(.dose(.notAdvice)) + "\n")
        return .success
    }
}
