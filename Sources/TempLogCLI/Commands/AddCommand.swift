import TempLogCore

/// `templog add`: validate one reading and store it.
enum AddCommand: Command {
    static let spec = CommandSpec(
        name: "add",
        abstract: "Record a body temperature reading.",
        discussion:
            "Without a unit, 32.0–43.0 is read as °C and 89.6–109.4 as °F. Values are kept in "
            + "°C to two decimals. A reading at or above the fever threshold is flagged.",
        arguments: [
            ArgumentSpec(
                name: "temperature",
                help: "The temperature: 36.5, 36,5, ３６．５, 36.5C, 36.5℃ or 98.6F. Without it, on a "
                    + "terminal, add asks for it.",
                isOptional: true
            )
        ],
        options: [
            OptionSpec(
                long: "at", value: "time",
                help: "When it was taken: HH:MM, 'yesterday HH:MM', 'YYYY-MM-DD HH:MM' or ISO 8601 "
                    + "(default: now)."
            ),
            OptionSpec(
                long: "note", value: "text", help: "A note: one line, up to 500 characters."),
            OptionSpec(
                long: "site", value: "site",
                help: "Where it was measured: armpit, mouth, ear, forehead, rectum or other.",
                completion: .words(Site.allCases.map(\.rawValue))
            ),
            OptionSpec(
                long: "who", value: "name",
                help: "Whose temperature it is; 'me' is you (default: $TEMPLOG_WHO, else yours).",
                completion: .people
            ),
            OptionSpec(
                long: "unit", value: "unit", help: "The unit when none is typed: c or f.",
                completion: .words(["c", "f"])),
            OptionSpec(
                long: "wait", value: "duration",
                help: "Count down this long first (like 3m or 90s, up to 60m), ring the bell, then "
                    + "ask for the temperature; on a terminal only."),
            .fever, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let unit = try arguments.value("unit").map(parseUnit)
        let source = try TemperatureSource(arguments, unit: unit, in: session)
        let time = try session.timeContext()
        let takenAt =
            try arguments.parsed("at") { try TimeInput.parseInstant($0, in: time) }
            ?? time.nowTimestamp
        let person = try Scope.person(arguments, in: session)
        let site = try arguments.parsed("site") { try Site.parse($0).rawValue }
        let note = try arguments.parsed("note") { try NoteInput.parse($0) }
        let fever = try session.feverThreshold(arguments)
        // Every option is checked before a countdown or question, and the store is opened
        // only after the answer.
        let entry = try source.entry(for: person, at: takenAt, in: session, today: time.today)
        let draft = ReadingDraft(
            temperature: entry.temperature, unit: entry.unit, takenAt: takenAt,
            site: site, who: person.who, note: note
        )
        let reading = try draft.reading(in: time)
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
