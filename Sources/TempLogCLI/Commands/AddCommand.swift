import TempLogCore
import TempLogText

/// `templog add`: validate one reading and store it.
enum AddCommand: Command {
    static let at = Option<String>(
        long: "at", value: "time",
        summary: HelpText(en: "When it was taken (default: now)", ja: "測った時刻（既定は現在）"),
        help: HelpText(
            en: "When it was taken: a time (7:30, 19:30, 7am, 7:30 pm, noon, 7時半, "
                + "午後9時10分), after a day if not today ('yesterday 7am', '昨日 21:10', "
                + "'2026/11/29 7:30', '11/29 7:30', '11月29日 7時半'), or ISO 8601; quote a "
                + "time with a space: --at \"yesterday 7am\" (default: now).",
            ja: "測った時刻: 7:30、19:30、7時半、午後9時10分、7am、7:30 pm、noon など。"
                + "今日でなければ「昨日 21:10」「2026/11/29 7:30」「11/29 7:30」「11月29日 7時半」"
                + "「yesterday 7am」のように前に日付を付けます。ISO 8601 も使えます。空白を含む"
                + "ときは --at \"昨日 21:10\" のように引用符で囲みます。既定は現在の時刻です。"
        )
    )

    static let note = Option<String>(
        long: "note", value: "text",
        summary: HelpText(en: "A note of one line", ja: "1 行のメモ"),
        help: HelpText(
            en: "A note: one line, up to 500 characters.",
            ja: "メモ: 1 行で 500 文字まで書けます。"),
        parse: { try NoteInput.parse($0) }
    )

    static let symptoms = Option<[Symptom]>(
        long: "symptoms", value: "list",
        summary: HelpText(en: "Symptoms, separated by commas", ja: "症状（「、」やカンマで区切る）"),
        help: HelpText(
            en: "Symptoms, separated by commas, 、, ・ or spaces; 'none' records that "
                + "there were none. Each is read by its name, its Japanese name or a "
                + "synonym: " + symptomNames.en + ".",
            ja: "症状。カンマ、「、」「・」、空白で区切ります。none（なし）は症状がなかったことの"
                + "記録です。症状はそれぞれ次の名前で書けます: " + symptomNames.ja + "。"
        ),
        completion: .list(ValueWord.symptoms, alone: [ValueWord.noSymptoms]),
        parse: { try Symptom.parseList($0) }
    )

    /// The symptoms' names, as the one table of symptoms has them.
    static let symptomNames = HelpText.names(
        Symptom.allCases.map { ($0.rawValue, $0.japaneseName, $0.synonyms) })

    /// The reasons a basal reading is disturbed, as their one table has them.
    static let reasonNames = HelpText.names(
        Disturbance.allCases.map { ($0.rawValue, $0.japaneseName, $0.synonyms) })

    static let site = Option<Site>(
        long: "site", value: "site",
        summary: HelpText(en: "Where it was measured", ja: "測った部位"),
        help: HelpText(
            en: "Where it was measured: " + ValueWord.englishChoice(ValueWord.sites) + ".",
            ja: "測った部位: " + Site.allCases.map(\.japaneseName).joined(separator: "・")
                + "（" + Site.allCases.map(\.rawValue).joined(separator: "・") + " とも書けます）。"
        ),
        completion: .words(ValueWord.sites),
        parse: { try Site.parse($0) }
    )

    static let who = CommonOption.who.helped(
        HelpText(
            en: "Whose temperature it is; 'me' is you (default: $TEMPLOG_WHO or the who "
                + "setting, else yours).",
            ja: "誰の体温か。me はあなた自身です。既定は $TEMPLOG_WHO か設定の who、なければ"
                + "あなたです。"
        ),
        summary: HelpText(en: "Whose temperature it is", ja: "誰の体温か"))

    static let unit = CommonOption.unit.helped(
        HelpText(
            en: "The unit of the temperature when none is typed, and of the confirmation: "
                + "c or f (default: read from the value; shown in $TEMPLOG_UNIT, the unit "
                + "setting or the locale's).",
            ja: "単位を付けずに入力した体温と確認表示の単位: c（℃）か f（°F）。既定では値から"
                + "判断し、$TEMPLOG_UNIT、設定の unit、ロケールの単位で表示します。"
        ),
        summary: HelpText(en: "The unit of the temperature", ja: "体温の単位"))

    static let wait = Option<Int>(
        long: "wait", value: "duration",
        summary: HelpText(en: "Count down, then ask for the temperature", ja: "時間を数えてから体温をたずねる"),
        help: HelpText(
            en: "Count down this long first (like 3m or 90s, up to 60m), ring the bell, "
                + "then ask for the temperature; on a terminal only.",
            ja: "指定した時間（3m や 90s など、60m まで）を数え、ベルを鳴らしてから体温を"
                + "たずねます。端末でだけ使えます。"
        )
    ) { text, spec in
        try GuidedEntry.parseWait(text, of: spec)
    }

    static let basal = Flag(
        long: "basal",
        summary: HelpText(en: "A basal body temperature", ja: "基礎体温として記録"),
        help: HelpText(
            en: "A basal body temperature (taken on waking; shown to two decimals, never "
                + "a fever).",
            ja: "基礎体温として記録します。基礎体温は起床時に測るもので、小数第 2 位まで表示し、"
                + "発熱には数えません。"
        )
    )

    static let disturbed = Option<Disturbance>(
        long: "disturbed", value: "reason",
        summary: HelpText(
            en: "Why a basal reading is left out of the cycle", ja: "基礎体温を周期の判定から除く理由"),
        help: HelpText(
            en: "Mark a basal reading as disturbed, so the cycle's three-over-six rule leaves it "
                + "out: " + reasonNames.en + ".",
            ja: "基礎体温に乱れの印を付け、周期の判定（3 over 6 ルール）から除外します。理由は次の"
                + "どれかです: " + reasonNames.ja + "。"
        ),
        completion: .words(ValueWord.disturbances),
        parse: { try Disturbance.parse($0) }
    )

    static let kind = Option<ReadingKind>.choice(
        long: "kind", value: "kind", words: ValueWord.kinds,
        summary: HelpText(en: "The kind of reading", ja: "記録の種類"),
        help: HelpText(
            en: ValueWord.englishChoice(ValueWord.kinds)
                + " (default: $TEMPLOG_KIND or the kind setting, else body).",
            ja: "記録の種類: " + ValueWord.japaneseChoice(ValueWord.kinds)
                + "。既定は $TEMPLOG_KIND か設定の"
                + " kind、なければ body です。"
        )
    )

    static let spec = CommandSpec(
        name: "add",
        abstract: HelpText(en: "Record a body temperature reading.", ja: "体温を記録します。"),
        discussion: HelpText(
            en: "Without a unit, 32.0–43.0 is read as °C and 89.6–109.4 as °F. Values are kept in "
                + "°C to two decimals. A reading at or above the fever threshold is flagged.",
            ja: "単位がなければ、32.0〜43.0 は ℃、89.6〜109.4 は °F として読みます。値は ℃ で"
                + "小数第 2 位まで保存します。発熱の目安以上のときはお知らせします。"
        ),
        arguments: [
            ArgumentSpec(
                name: "temperature",
                help: HelpText(
                    en: "The temperature: 36.5, 36,5, ３６．５, 36.5C, 36.5℃, 36.5度, 36度5分 or "
                        + "98.6F. Without it, on a terminal, add asks for it, then for the "
                        + "symptoms unless --symptoms is given.",
                    ja: "体温: 36.5、36,5、３６．５、36.5C、36.5℃、36.5度、36度5分、98.6F など。"
                        + "省略すると、端末では体温をたずね、--symptoms がなければ続けて症状も"
                        + "たずねます。"
                ),
                isOptional: true
            )
        ],
        options: [
            at.spec,
            note.spec,
            symptoms.spec,
            site.spec,
            who.spec,
            unit.spec,
            wait.spec,
            basal.spec,
            disturbed.spec,
            kind.spec,
            .fever, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let typedUnit = try arguments[unit]
        let unit = try settings.displayUnit(arguments)
        let source = try TemperatureSource(arguments, unit: typedUnit, in: session)
        // A time the clocks pass twice is read as the first: said once it is stored, with how
        // to give the second, rather than filing it an hour out without a word.
        var later: Timestamp?
        let at = try arguments.parsed(Self.at) {
            try TimeInput.parseInstant($0, in: settings.time) { later = $0 }
        }
        let person = try Scope.person(arguments, settings)
        let site = try arguments[Self.site]
        let note = try arguments[Self.note]
        let kind = try settings.readingKind(arguments)
        let disturbance = try arguments[Self.disturbed]
        if disturbance != nil, kind != .basal {
            throw CommandFailure.usage(
                .cycle(.optionNeedsOption(option: "disturbed", required: "basal")))
        }
        _ = try arguments[CommonOption.fever]
        // Every option is checked before a countdown or question, and the store is opened
        // only after the answers (the person's own fever threshold is read with them). Now is
        // read after any countdown: a reading measured for three minutes was taken when they
        // were over.
        let (entry, symptoms, time) = try source.entry(
            for: person, at: at, symptoms: arguments[Self.symptoms], kind: kind,
            settings: settings, in: session, names: { try session.names(settings, arguments) })
        let fever = try session.fevers(settings, arguments).threshold(for: person)
        let takenAt = at ?? time.nowTimestamp
        let draft = ReadingDraft(
            temperature: entry.temperature, unit: entry.unit, takenAt: takenAt,
            site: site, person: person, note: note, symptoms: symptoms, kind: kind,
            disturbance: disturbance
        )
        let reading = try draft.reading(in: time)
        // The usual temperature is read before the reading is stored (once it is, a failure
        // must not make it look lost), from the file it then goes into: one open.
        let store = try session.store(settings, arguments)
        let result =
            mayBeAboveUsual(reading, fever: fever)
            ? try store.appendNotingUsualTemperature(reading) : try store.append(reading)
        let usual = worthMentioning(result.usualTemperature, reading, unit)
        let stored = result.reading
        if let at, let later {
            session.note(
                .add(
                    .repeatedWallTime(
                        time: at.dateTimeText, zone: settings.time.zone.name,
                        offset: at.utcOffsetText, later: later.rfc3339)))
        }
        try session.output.write(
            session.text(
                .add(
                    .recorded(
                        reading: ReadingSummary.mention(
                            stored, in: unit, time: time,
                            names: stored.person == .owner
                                ? PersonNames() : session.names(settings, arguments)))))
                + "\n")
        if let spelling = stored.person.who {
            // As typed: full-width `ｋｅｎ` folds to `ken` like `KEN`, and is told so alike.
            let typed = TextInput.trimmed(arguments.text(who) ?? reading.person.who ?? spelling)
            if !result.isNewPerson, typed != spelling {
                session.note(
                    .add(
                        .spelledAs(spelling: "\(spelling)", typed: "\(TextInput.printable(typed))"))
                )
            } else if result.isNewPerson,
                let near = KnownPeople.nearMiss(
                    of: .named(spelling),
                    // The reading is stored: a store that cannot be read now loses only the hint.
                    among: (try? KnownPeople.all(arguments, settings, in: session)) ?? [])
            {
                session.note(
                    .add(
                        .newPersonNearMiss(
                            person: "\(spelling)", similar: near.display,
                            handle: "\(near.who ?? "me")")))
            }
        }
        if let earlier = result.nearDuplicate {
            session.warn(
                .add(
                    .nearDuplicate(
                        temperature: stored.temperatureText(unit),
                        time: stored.takenAt.clock(in: time.zone),
                        day: ReadingSummary.when(earlier, time: time),
                        id: "\(earlier.shortID)")))
        }
        if let text = arguments.text(Self.at), let ago = longAgo(takenAt, now: time) {
            session.warn(
                .add(.longAgo(text: "\(text)", ago: ago, day: takenAt.localDate.longText)))
        }
        if let usual {
            try session.output.write(
                session.text(
                    aboveUsual(
                        stored, usual: usual, unit: unit,
                        names: session.names(settings, arguments))) + "\n")
        }
        if stored.isFever(fever) {
            let notice = session.text(
                .add(
                    .feverNotice(
                        temperature: fever.judging(stored.temperature, shownIn: unit),
                        threshold: fever.display)))
            try session.output.write((session.colorAllowed ? Style.fever(notice) : notice) + "\n")
        }
        if stored.kind == .basal,
            let reason = try? leftOutReason(stored, fever: fever, arguments, settings, session)
        {
            try session.output.write(
                session.text(.add(.basalLeftOut(reason: reason.display(in: unit)))) + "\n")
        }
        if stored.kind == .basal, fever.isReached(by: stored.temperature),
            let source = kindSourceOtherThanOptions(arguments, settings)
        {
            session.warn(
                // Judged, and so shown, as a body temperature is: to a tenth.
                LocalizedText.add(
                    .basalBySetting(
                        source: source,
                        temperature: fever.judging(stored.temperature, shownIn: unit),
                        threshold: fever.display)))
        }
        return .success
    }

    /// `TEMPLOG_KIND` or the kind setting, when that (and no option) chose the reading's kind.
    static func kindSourceOtherThanOptions(
        _ arguments: ParsedArguments, _ settings: ResolvedSettings
    ) -> LocalizedText? {
        guard !arguments[basal], arguments.text(kind) == nil else { return nil }
        switch settings.kind.source {
        case .environment(let name): return .verbatim("\(name)")
        case .file: return .add(.kindSetting)
        default: return nil
        }
    }

    /// How far above the person's usual temperature a reading below the fever line is worth a
    /// note, in tenths of a degree of `unit`: 1.0 °C (1.8 °F), which schools often read as a
    /// fever too.
    static func aboveUsualTenths(_ unit: TemperatureUnit) -> Int { unit == .celsius ? 10 : 18 }

    /// Whether the reading is a body reading below the fever line, the only kind the note on
    /// a reading above the person's usual temperature is for.
    static func mayBeAboveUsual(_ reading: Reading, fever: FeverThreshold) -> Bool {
        reading.kind == .body && !reading.isFever(fever)
    }

    /// `usual`, when the reading is at least 1.0 °C (1.8 °F) above it as both are shown; else
    /// nil.
    static func worthMentioning(
        _ usual: Temperature?, _ reading: Reading, _ unit: TemperatureUnit
    ) -> Temperature? {
        guard let usual,
            // Judged as both are shown, like the fever line.
            reading.temperature.tenths(in: unit) - usual.tenths(in: unit)
                >= aboveUsualTenths(unit)
        else { return nil }
        return usual
    }

    /// `37.2 °C is 1.0 °C above your usual 36.2 °C.`, another person named as `names` names
    /// them.
    static func aboveUsual(
        _ reading: Reading, usual: Temperature, unit: TemperatureUnit, names: PersonNames
    ) -> LocalizedText {
        let person = reading.person
        return .add(
            .aboveUsual(
                temperature: reading.temperatureText(unit),
                difference: reading.temperature.difference(from: usual, in: unit),
                usual:
                    person == .owner
                    ? LocalizedText.add(.yourUsual)
                    : .add(.theirUsual(person: names.display(person))),
                usualTemperature: usual.display(unit)))
    }

    /// Readings taken this many days back or more are recorded with a warning.
    static let longAgoDays = 30

    /// How long ago `takenAt` is, when it is more than 30 days: `45 days` or `2 years`.
    static func longAgo(_ takenAt: Timestamp, now: TimeContext) -> LocalizedText? {
        let days = now.today.dayNumber - takenAt.localDate.dayNumber
        guard days > longAgoDays else { return nil }
        let years = days / 365
        return years == 0
            ? LocalizedText.add(.daysAgo(days: days)) : .add(.yearsAgo(years: years))
    }

}
