import TempLogCore

extension StatsCommand {
    /// `stats --basal`: for each person, each cycle's length, low- and high-phase means and
    /// shift day; cycles that overlap the range (all of them without one).
    static func basalCycles(
        _ arguments: ParsedArguments, _ settings: ResolvedSettings, in session: Session
    ) throws -> ExitCode {
        let time = settings.time
        let today = time.today
        let range = try DayRange.parse(
            arguments, time: time, fallback: DayRange(), note: session.note)
        let chosen = try Scope.people(arguments, settings)
        var starts: [String: (person: Person, starts: [CycleStart])] = [:]
        for start in try CycleHistory.starts(of: nil, arguments, settings, in: session) {
            let person = start.person
            if let chosen, !chosen.contains(person) { continue }
            starts[person.key, default: (person, [])].starts.append(start)
        }
        for person in chosen ?? [] where starts[person.key] == nil {
            starts[person.key] = (person, [])
        }
        if starts.isEmpty { starts[""] = (.owner, []) }
        var blocks: [String] = []
        for (_, entry) in starts.sorted(by: { $0.key < $1.key }) {
            let cycles = try CycleHistory.cycles(
                of: entry.person, starts: entry.starts, today: today, arguments, settings,
                in: session)
            let numbered = cycles.enumerated().map { (number: cycles.count - 1 - $0, cycle: $1) }
                .filter { _, cycle in
                    range.since.map { cycle.end >= $0 } ?? true
                        && range.until.map { cycle.start <= $0 } ?? true
                }
            if arguments[json] {
                for (number, cycle) in numbered {
                    try session.output.write(cycle.jsonLine(of: entry.person, number: number))
                }
            } else if cycles.isEmpty {
                blocks.append(
                    session.text(.cycle(.noCycles(person: CycleText.owner(entry.person)))) + "\n")
            } else {
                blocks.append(
                    CycleText.statistics(
                        numbered, of: entry.person, names: try session.names(settings, arguments),
                        language: session.language, unit: try settings.displayUnit(arguments)))
            }
        }
        try session.output.write(blocks.joined(separator: "\n"))
        return .success
    }
}
