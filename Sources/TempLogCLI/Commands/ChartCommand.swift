import TempLogCore

/// `templog chart`: the last days' temperatures as a chart in the terminal.
enum ChartCommand: Command {
    static let spec = CommandSpec(
        name: "chart",
        abstract: "Chart each day's highest temperature in the terminal.",
        discussion:
            "One column per day, one row per 0.1 °C, the fever threshold drawn across and days "
            + "without a reading marked on the baseline. The width follows COLUMNS; Unicode blocks are "
            + "used when the locale is UTF-8, ASCII otherwise.",
        options: [
            OptionSpec(
                long: "days", value: "n", help: "How many days, ending today (default: 30)."),
            .who,
            OptionSpec(long: "ascii", help: "Draw with ASCII characters only."),
            .fever, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let time = try session.timeContext()
        let count =
            try arguments.value("days").map {
                try RecentCommand.positiveCount($0, option: "--days <n>")
            } ?? 30
        let range = DayRange(since: time.today.adding(days: -(count - 1)), until: time.today)
        let who = try session.who(arguments)
        let fever = try session.feverThreshold(arguments)
        let readings = try session.readings(in: range, who: who, arguments)
        let people = Set(readings.map { $0.who?.lowercased() })
        if who == nil, people.count > 1 {
            let names = people.map { $0 ?? "(you)" }.sorted().joined(separator: ", ")
            throw CommandFailure.usage(Message.severalPeople("\(names)"))
        }
        var highest: [LocalDate: Temperature] = [:]
        for reading in readings {
            let day = reading.takenAt.localDate
            highest[day] = max(highest[day] ?? reading.temperature, reading.temperature)
        }
        let days = range.days(first: time.today, last: time.today)
        let chart = TemperatureChart(
            name: (who ?? readings.first?.who).map(TerminalText.sanitized)
                ?? session.text(Message.you()),
            days: days, values: days.map { highest[$0] }, fever: fever,
            width: session.environment["COLUMNS"].flatMap(Int.init).map { max($0, 20) } ?? 80,
            unicode: !arguments.has("ascii") && session.localeIsUTF8, color: session.colorAllowed,
            language: session.language
        )
        try session.output.write(chart.render())
        return .success
    }
}
