import TempLogCore

/// `templog today`: has today's reading been logged? The hook for reminders.
enum TodayCommand: Command {
    static let spec = CommandSpec(
        name: "today",
        abstract: "Show today's readings; exit 1 when there is none yet.",
        discussion:
            "For reminders: 'templog today --quiet || notify-send \"Take your temperature\"' "
            + "nags only until today's reading is in.",
        options: [
            .who,
            OptionSpec(
                long: "quiet", short: "q", help: "Print nothing; only the exit status answers."),
            .fever, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let today = try session.timeContext().today
        let who = try session.who(arguments)
        let fever = try session.feverThreshold(arguments)
        let store = try session.store(arguments)
        let quiet = arguments.has("quiet")
        let result = try store.newestFirst(
            limit: .max, matching: Query(since: today, until: today, who: who))
        if !quiet { session.reportSkipped(result.malformedLines, in: store) }
        guard !result.readings.isEmpty else {
            if !quiet {
                let message =
                    who.map { Message.noReadingTodayForPerson("\($0)") } ?? Message.noReadingToday()
                try session.output.write(session.text(message) + "\n")
            }
            return .no
        }
        if !quiet {
            let table = ReadingTable(
                readings: result.readings.reversed(), fever: fever, color: session.colorAllowed,
                language: session.language
            )
            try session.output.write(table.render())
        }
        return .success
    }
}
