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
                help: "The temperature: 36.5, 36,5, ３６．５, 36.5C, 36.5℃ or 98.6F."
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
                completion: .words(Site.known.map(\.rawValue))
            ),
            OptionSpec(
                long: "who", value: "name",
                help: "Whose temperature it is (default: $TEMPLOG_WHO, else yours).",
                completion: .people
            ),
            OptionSpec(
                long: "unit", value: "unit", help: "The unit when none is typed: c or f.",
                completion: .words(["c", "f"])),
            .fever, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let unit = try arguments.value("unit").map(parseUnit)
        let entry = try TemperatureInput.parse(arguments.positionals[0], unit: unit)
        let time = try session.timeContext()
        let takenAt =
            try arguments.value("at").map { try TimeInput.parseInstant($0, in: time) }
            ?? time.nowTimestamp
        let draft = ReadingDraft(
            temperature: entry.temperature, unit: entry.unit, takenAt: takenAt,
            site: arguments.value("site"), who: try session.who(arguments),
            note: arguments.value("note")
        )
        let reading = try draft.reading(in: time)
        let fever = try session.feverThreshold(arguments)
        try session.store(arguments).append(reading)
        try session.output.write(
            session.text(ReadingSummary.sentence(.recorded, reading, today: time.today)) + "\n")
        if reading.temperature >= fever {
            let notice = session.text(
                Message.feverNotice(
                    .localized(reading.temperature.display), .localized(fever.display)))
            try session.output.write((session.colorAllowed ? Style.fever(notice) : notice) + "\n")
        }
        return .success
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
