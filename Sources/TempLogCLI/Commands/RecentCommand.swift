import TempLogCore

/// `templog recent`: the latest readings, newest first, read from the end of the store.
enum RecentCommand: Command {
    static let spec = CommandSpec(
        name: "recent",
        abstract: "Show the latest readings, newest first.",
        discussion:
            "Readings at or above the fever threshold are marked. Columns for symptoms, site, person "
            + "and note appear when any reading shown has one.",
        options: [
            OptionSpec(
                long: "count", short: "n", value: "count",
                help: "How many readings to show, 1 to 1000000 (default: 10)."),
            .who, .everyone,
            OptionSpec(
                long: "json", help: "Print JSON Lines (the store's format) instead of a table."),
            .unit, .fever, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let count =
            try arguments.count("count", in: 1...1_000_000) ?? 10
        let people = try Scope.people(arguments, in: session)
        let fever = try session.feverThreshold(arguments)
        let store = try session.store(arguments)
        let result = try store.newestFirst(limit: count, matching: Query(people: people))
        session.reportSkipped(result.malformedLines, in: store)
        if arguments.has("json") {
            for reading in result.readings {
                try session.output.write { ReadingLine.encode(reading, into: &$0) }
            }
        } else if result.readings.isEmpty {
            let message =
                people.map { Message.noReadingsForPerson(.localized(Person.list($0))) }
                ?? Message.noReadingsYet()
            try session.output.write(session.text(message) + "\n")
        } else {
            let table = ReadingTable(
                readings: result.readings, fever: fever, color: session.colorAllowed,
                language: session.language, unit: try session.displayUnit(arguments)
            )
            try session.output.write(table.render())
        }
        return .success
    }
}
