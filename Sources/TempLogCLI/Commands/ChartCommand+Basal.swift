import TempLogCore

extension ChartCommand {
    /// `chart --basal [--cycle N]`: one cycle's basal temperatures, day by day.
    static func basalChart(
        _ arguments: ParsedArguments, _ settings: ResolvedSettings, in session: Session
    ) throws -> ExitCode {
        if arguments.text(days) != nil {
            throw CommandFailure.usage(
                .commandLine(.conflictingOptions(option: "basal", other: "days")))
        }
        let back = try arguments[cycle] ?? 0
        let today = settings.time.today
        let person = try Scope.person(arguments, settings)
        let starts = try CycleHistory.starts(of: person, arguments, settings, in: session)
        let cycles = try CycleHistory.cycles(
            of: person, starts: starts, today: today, arguments, settings, in: session)
        guard !cycles.isEmpty else {
            try session.output.write(
                session.text(.cycle(.noCycles(person: CycleText.owner(person)))) + "\n")
            return .success
        }
        guard back < cycles.count else {
            throw CommandFailure.data(.cycle(.noSuchCycle(back: back, count: cycles.count)))
        }
        let terminal = terminal(arguments, session)
        let chart = BasalChart(
            name: session.text(
                try session.names(settings, arguments).display(starts.last?.person ?? person)),
            cycle: cycles[cycles.count - 1 - back], unit: try settings.displayUnit(arguments),
            width: terminal.width, unicode: terminal.unicode, asciiText: terminal.asciiText,
            language: terminal.language
        )
        try session.output.write(chart.render())
        return .success
    }
}
