import TempLogCore

/// `templog add`: validate one reading and store it.
enum AddCommand: Command {
    static let spec = CommandSpec(
        name: "add",
        abstract: HelpText(en: "Record a body temperature reading.", ja: "体温を記録します。"),
        discussion: HelpText(
            en: "Without a unit, 32.0–43.0 is read as °C and 89.6–109.4 as °F. Values are kept in "
                + "°C to two decimals. A reading at or above the fever threshold is flagged.",
            ja: "単位がなければ、32.0〜43.0 は ℃、89.6〜109.4 は °F として読みます。値は ℃ で"
                + "小数第 2 位まで保存します。発熱の基準以上なら、そう知らせます。"
        ),
        arguments: [
            ArgumentSpec(
                name: "temperature",
                help: HelpText(
                    en: "The temperature: 36.5, 36,5, ３６．５, 36.5C, 36.5℃ or 98.6F.",
                    ja: "体温: 36.5、36,5、３６．５、36.5C、36.5℃、98.6F など。"
                )
            )
        ],
        options: [
            OptionSpec(
                long: "at", value: "time",
                help: HelpText(
                    en: "When it was taken: HH:MM, 'yesterday HH:MM', 'YYYY-MM-DD HH:MM' or "
                        + "ISO 8601 (default: now).",
                    ja: "測った時刻: HH:MM、'yesterday HH:MM'、'YYYY-MM-DD HH:MM' または "
                        + "ISO 8601（既定: 現在）。"
                )
            ),
            OptionSpec(
                long: "note", value: "text",
                help: HelpText(
                    en: "A note: one line, up to 500 characters.", ja: "メモ: 1 行、500 文字まで。")
            ),
            OptionSpec(
                long: "site", value: "site",
                help: HelpText(
                    en: "Where it was measured: armpit, mouth, ear, forehead, rectum or other.",
                    ja: "測った部位: armpit、mouth、ear、forehead、rectum、other"
                        + "（わき、口、耳、額 とも書けます）。"
                ),
                completion: .words(Site.allCases.map(\.rawValue))
            ),
            OptionSpec(
                long: "who", value: "name",
                help: HelpText(
                    en: "Whose temperature it is; 'me' is you (default: $TEMPLOG_WHO, else yours).",
                    ja: "誰の体温か。'me' はあなた自身です（既定: $TEMPLOG_WHO、なければあなた）。"
                ),
                completion: .people
            ),
            OptionSpec(
                long: "unit", value: "unit",
                help: HelpText(
                    en: "The unit when none is typed: c or f.",
                    ja: "数に単位が付いていないときの単位: c（℃）または f（°F）。"
                ),
                completion: .words(["c", "f"])
            ),
            .fever, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let unit = try arguments.value("unit").map(parseUnit)
        let entry = try TemperatureInput.parse(arguments.positionals[0], unit: unit)
        let time = try session.timeContext()
        let takenAt =
            try arguments.parsed("at") { try TimeInput.parseInstant($0, in: time) }
            ?? time.nowTimestamp
        let draft = ReadingDraft(
            temperature: entry.temperature, unit: entry.unit, takenAt: takenAt,
            site: try arguments.parsed("site") { try Site.parse($0).rawValue },
            who: try Scope.person(arguments, in: session).who,
            note: try arguments.parsed("note") { try NoteInput.parse($0) }
        )
        let reading = try draft.reading(in: time)
        let fever = try session.feverThreshold(arguments)
        let result = try session.store(arguments).append(reading)
        let stored = result.reading
        try session.output.write(
            session.text(ReadingSummary.sentence(.recorded, stored, today: time.today)) + "\n")
        session.warnUndoUnavailable(result.journalError)
        if let typed = reading.who, let spelling = stored.who, typed != spelling {
            session.note(Message.spelledAs("\(spelling)", "\(typed)"))
        }
        if let earlier = result.nearDuplicate {
            session.warn(
                Message.nearDuplicate(
                    .localized(stored.temperature.display), "\(stored.takenAt.timeText)",
                    .localized(ReadingSummary.when(earlier, today: time.today)),
                    "\(earlier.shortID)"))
        }
        if let text = arguments.value("at"), let ago = longAgo(takenAt, now: time) {
            session.warn(
                Message.longAgo("\(text)", .localized(ago), .localized(takenAt.localDate.longText)))
        }
        if stored.temperature >= fever {
            let notice = session.text(
                Message.feverNotice(
                    .localized(stored.temperature.display), .localized(fever.display)))
            try session.output.write((session.colorAllowed ? Style.fever(notice) : notice) + "\n")
        }
        return .success
    }

    /// Readings taken this many days back or more are recorded with a warning.
    static let longAgoDays = 30

    /// How long ago `takenAt` is, when it is more than 30 days: `45 days` or `2 years`.
    static func longAgo(_ takenAt: Timestamp, now: TimeContext) -> LocalizedText? {
        let days = now.today.dayNumber - takenAt.localDate.dayNumber
        guard days > longAgoDays else { return nil }
        let years = days / 365
        return years == 0
            ? Message.daysAgo("\(days)") : Message.yearsAgo("\(years)", years == 1 ? "" : "s")
    }

    static func parseUnit(_ text: String) throws -> TemperatureUnit {
        switch text.lowercased() {
        case "c", "°c", "celsius": return .celsius
        case "f", "°f", "fahrenheit": return .fahrenheit
        default:
            throw CommandFailure.usage(Message.invalidValue("\(text)", "--unit <unit>", "c, f"))
        }
    }
}
