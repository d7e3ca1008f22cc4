import TempLogCore

extension PeopleCommand {
    /// `people rename OLD NEW [--merge]`.
    static func rename(
        _ arguments: ParsedArguments, _ settings: ResolvedSettings, in session: Session
    ) throws -> ExitCode {
        let words = arguments.positionals
        guard words.count >= 3 else {
            throw CommandFailure.usage(
                .commandLine(.missingArgument(argument: words.count == 2 ? "new name" : "name")))
        }
        if words.count > 3 {
            throw CommandFailure.usage(.commandLine(.unexpectedArgument(argument: "\(words[3])")))
        }
        let from = try Person.parse(words[1])
        let to = try Person.parse(words[2])
        let store = try session.store(settings, arguments)
        let before = try session.names(settings, arguments)
        let result: ReadingStore.RenameResult
        do {
            result = try store.rename(
                from, to: to, mode: arguments[merge] ? .merging : .toNewName,
                at: settings.time.nowTimestamp)
        } catch let refusal as RenameRefusal {
            throw failure(refusal, names: before, words: words)
        }
        let after = try session.names(settings, arguments)
        let message: PeopleMessage =
            result.merged
            ? .merged(
                from: before.display(result.from), to: after.display(result.to),
                count: result.readings)
            : .renamed(
                from: before.display(result.from), to: result.to.display, count: result.readings)
        try session.output.write(session.text(.people(message)) + "\n")
        return .success
    }

    /// The error a refused rename ends with.
    private static func failure(_ refusal: RenameRefusal, names: PersonNames, words: [String])
        -> CommandFailure
    {
        switch refusal {
        case .noSuchPerson(let person):
            return .data(.people(.renameNoSuchPerson(name: person.display)))
        case .samePerson(let person):
            return .data(.people(.renameSamePerson(name: person.display)))
        case .alreadyAPerson(let person, let readings):
            return .data(
                .people(
                    .renameTargetExists(
                        name: person.display, readings: readings,
                        command: "templog people rename \(words[1]) \(words[2]) --merge")))
        case .profilesDisagree(let from, let to, let fields, let fever):
            return .data(
                .people(
                    .renameProfilesDisagree(
                        from: names.display(from), to: names.display(to),
                        fields: fieldNames(
                            fields.map(\.display) + (fever ? [.report(.fieldFever)] : [])))))
        }
    }
}
