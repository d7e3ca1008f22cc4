import TempLogCore

/// `add` on a terminal without a temperature: a countdown while the thermometer works
/// (`--wait`), then the question, asked again until the answer is a temperature, then (for a
/// body temperature without `--symptoms`) the symptoms, so a card's 症状 cell is filled in.
///
/// Everything goes to stderr, so stdout still carries only the confirmation. Nothing here
/// touches the store: an empty temperature or Ctrl-D ends the run with 1, Ctrl-C with 130.
struct GuidedEntry {
    let session: Session
    /// The `--unit` given, which the answer is read with as a typed temperature would be.
    let unit: TemperatureUnit?

    /// The longest `--wait`, in seconds.
    static let longestWait = 3600
    /// How many characters the countdown's progress bar takes.
    static let barWidth = 20

    /// `--wait`: `90s` or `3m`, from 1 second to 60 minutes; anything else is a usage error
    /// naming `spec`.
    static func parseWait(_ text: String, of spec: OptionSpec) throws -> Int {
        let lowered = text.lowercased()
        let digits = lowered.dropLast()
        let scale = lowered.last == "s" ? 1 : lowered.last == "m" ? 60 : 0
        guard scale > 0, (1...4).contains(digits.count),
            digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(digits),
            (1...longestWait).contains(number * scale)
        else {
            throw spec.invalid(text, accepted: .add(.acceptedDurations))
        }
        return number * scale
    }

    /// Counts `seconds` down on one line, redrawn each second, and rings the bell at the end.
    func countDown(seconds: Int) throws {
        for left in stride(from: seconds, to: 0, by: -1) {
            write("\r" + frame(left: left, of: seconds))
            guard session.console.waitOneSecond() else {
                write("\n")
                throw ExitCode.interrupted
            }
        }
        write("\r" + frame(left: 0, of: seconds) + "\u{7}\n")
    }

    /// `Measure now — 2:41 left [#####...............]`; the time keeps the width of the first.
    func frame(left: Int, of total: Int) -> String {
        let time = Self.clock(left)
        let padded = String(repeating: " ", count: Self.clock(total).count - time.count) + time
        let filled = (total - left) * Self.barWidth / total
        let bar =
            String(repeating: "#", count: filled)
            + String(repeating: ".", count: Self.barWidth - filled)
        return session.text(.add(.countdown(remaining: "\(padded)", bar: "\(bar)")))
    }

    /// `2:41`.
    private static func clock(_ seconds: Int) -> String {
        "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }

    /// Asks for `person`'s temperature taken at `takenAt` until the answer is one, naming the
    /// person as `names` does; an invalid answer gets the error `add` would give it, then the
    /// question again.
    func ask(
        for person: Person, at takenAt: Timestamp, time now: TimeContext,
        names: PersonNames = PersonNames()
    ) throws -> TemperatureEntry {
        let time =
            takenAt.localDate == now.today
            ? LocalizedText.add(.promptTime(time: takenAt.clock(in: now.zone)))
            : ReadingSummary.when(at: takenAt, time: now)
        let prompt = LocalizedText.add(
            .temperaturePrompt(
                person: person == .owner
                    ? .verbatim("") : .add(.forPerson(person: names.display(person))),
                time: time))
        return try ask(prompt) { answer in
            answer.allSatisfy(\.isWhitespace) ? nil : try TemperatureInput.parse(answer, unit: unit)
        }
    }

    /// Asks for the symptoms until the answer is a list `add --symptoms` takes; an empty
    /// answer is none.
    func askSymptoms() throws -> [Symptom] {
        try ask(.add(.symptomsPrompt)) { answer in
            answer.allSatisfy(\.isWhitespace) ? [.none] : try Symptom.parseList(answer)
        }
    }

    /// Asks `prompt` until `read` takes the answer: an answer it refuses gets the error `add`
    /// would give it, then the question again. Ctrl-D, or an answer `read` makes nil, cancels
    /// the entry; Ctrl-C interrupts it.
    private func ask<Answer>(_ prompt: LocalizedText, _ read: (String) throws -> Answer?) throws
        -> Answer
    {
        while true {
            write(session.text(prompt))
            switch session.console.readLine() {
            case .interrupted:
                write("\n")
                throw ExitCode.interrupted
            case .end:
                write("\n" + session.text(.add(.entryCancelled)) + "\n")
                throw ExitCode.no
            case .text(let answer):
                let parsed: Answer?
                do {
                    parsed = try read(answer)
                } catch {
                    let text = CommandFailure(error).text
                    write(session.text(.commandLine(.errorLine(reason: text))) + "\n")
                    continue
                }
                guard let parsed else {
                    write(session.text(.add(.entryCancelled)) + "\n")
                    throw ExitCode.no
                }
                return parsed
            }
        }
    }

    private func write(_ text: String) {
        session.console.writeError(Array(text.utf8))
    }
}
