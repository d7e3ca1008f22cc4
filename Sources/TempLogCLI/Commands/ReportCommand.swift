import TempLogCore

/// `templog report`: one row per person per day, ready for a form or a work report.
enum ReportCommand: Command {
    static let spec = CommandSpec(
        name: "report",
        abstract: "Print one reading per person per day, for a report or a form.",
        discussion:
            "Each day in the range gets a row, marked missing when there is no reading, so a "
            + "sheet with a row per day can be filled straight from it. The default range is today. "
            + "CSV columns: " + ReportFormat.columns.joined(separator: ", ") + ".",
        options: DayRange.options + [
            .who, .everyone,
            OptionSpec(
                long: "pick", value: "reading",
                help: "Which reading of a day: first (default), max or last.",
                completion: .words(ReadingPick.allCases.map(\.rawValue))
            ),
            OptionSpec(
                long: "text", help: "Lines to paste into a report (the default on a terminal)."),
            OptionSpec(long: "csv", help: "CSV with a header row (the default otherwise)."),
            OptionSpec(long: "jsonl", help: "JSON Lines, one row per line."),
            OptionSpec(
                long: "lang", value: "language",
                help:
                    "The language of --text: en or ja (default: from TEMPLOG_LANG or the locale).",
                completion: .words(Language.allCases.map(\.rawValue))
            ),
            .unit, .fever, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let format = try chosenFormat(
            arguments, terminal: session.console.outputIsTerminal, language: session.language)
        let pick =
            try arguments.value("pick").map { text in
                guard let pick = ReadingPick(rawValue: text.lowercased()) else {
                    throw CommandFailure.usage(
                        Message.invalidValue("\(text)", "--pick <reading>", "first, max, last"))
                }
                return pick
            } ?? .first
        let time = try session.timeContext()
        let range = try DayRange.parse(
            arguments, time: time, fallback: DayRange(since: time.today, until: time.today))
        let chosen = try Scope.people(arguments, in: session)
        let fever = try session.feverThreshold(arguments)
        let readings = try session.readings(in: range, of: chosen, kinds: [.body], arguments)
        let days = range.days(
            first: readings.first?.takenAt.localDate ?? time.today,
            last: readings.last?.takenAt.localDate ?? time.today
        )
        let people =
            try chosen.map { $0.sorted(by: Person.ordered) }
            ?? DailyReport.people(
                in: readings,
                includesOwner: try session.store(arguments).hasReading(of: .owner))
        let rows = DailyReport.rows(readings, days: days, people: people, pick: pick)
        switch format {
        case .text(let language):
            try session.output.write(
                ReportText.render(
                    rows, language: language, unit: try session.displayUnit(arguments),
                    fever: fever))
        case .machine(let format): try session.output.write(format.render(rows, fever: fever))
        }
        return .success
    }

    /// Lines for people, or one of the machine formats.
    enum Output {
        case text(Language)
        case machine(ReportFormat)
    }

    private static func chosenFormat(
        _ arguments: ParsedArguments, terminal: Bool, language: Language
    ) throws -> Output {
        let chosen = ["text", "csv", "jsonl"].filter(arguments.has)
        if chosen.count > 1 {
            throw CommandFailure.usage(Message.conflictingOptions("\(chosen[0])", "\(chosen[1])"))
        }
        let language =
            try arguments.value("lang").map { text in
                guard let language = Language(rawValue: text.lowercased()) else {
                    throw CommandFailure.usage(
                        Message.invalidValue("\(text)", "--lang <language>", "en, ja"))
                }
                return language
            } ?? language
        switch chosen.first ?? (terminal ? "text" : "csv") {
        case "text": return .text(language)
        case "jsonl": return .machine(.jsonLines)
        default: return .machine(.csv)
        }
    }
}
