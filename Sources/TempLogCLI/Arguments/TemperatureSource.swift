import TempLogCore

/// Where `add`'s temperature comes from: the command line, or — on a terminal, when none is
/// typed — the person, asked after an optional countdown (`--wait`). Off a terminal a missing
/// temperature stays a usage error, so a script never waits for an answer.
enum TemperatureSource {
    case typed(TemperatureEntry)
    case asked(unit: TemperatureUnit?, waitSeconds: Int?)

    /// Checks the temperature argument and `--wait` together; asks nothing yet.
    init(_ arguments: ParsedArguments, unit: TemperatureUnit?, in session: Session) throws {
        let wait = try arguments[AddCommand.wait]
        if let text = arguments.positionals.first {
            guard wait == nil else {
                throw CommandFailure.usage(.add(.waitWithTemperature(temperature: "\(text)")))
            }
            do {
                self = .typed(try TemperatureInput.parse(text, unit: unit))
            } catch {
                // `add --at 明日 7:00`: the second word of a value typed without quotes.
                if let unquoted = arguments.unquotedValue(at: 0) { throw unquoted }
                throw error
            }
        } else if session.console.inputIsTerminal {
            self = .asked(unit: unit, waitSeconds: wait)
        } else if wait != nil {
            throw CommandFailure.usage(.add(.waitNeedsTerminal))
        } else {
            throw CommandFailure.usage(.add(.temperatureNeeded))
        }
    }

    /// The temperature typed, or the one the person gives when asked for `person`'s reading
    /// taken `at` (else now), named as `names` gives the names of the people here (read only
    /// when asking); the symptoms `given`, or when the temperature was asked for a body reading
    /// (`kind`), the ones the person gives next; with the time it is now, read after any
    /// countdown.
    func entry(
        for person: Person, at: Timestamp?, symptoms given: [Symptom]?, kind: ReadingKind,
        settings: ResolvedSettings, in session: Session, names: () throws -> PersonNames
    ) throws -> (TemperatureEntry, [Symptom]?, TimeContext) {
        switch self {
        case .typed(let entry):
            return (entry, given, settings.time)
        case .asked(let unit, let waitSeconds):
            let guide = GuidedEntry(session: session, unit: unit)
            session.console.catchInterrupts()
            if let waitSeconds { try guide.countDown(seconds: waitSeconds) }
            let time = settings.time(readingAgain: session.clock)
            let entry = try guide.ask(
                for: person, at: at ?? time.nowTimestamp, time: time, names: names())
            let symptoms = try given ?? (kind == .body ? guide.askSymptoms() : nil)
            return (entry, symptoms, time)
        }
    }
}
