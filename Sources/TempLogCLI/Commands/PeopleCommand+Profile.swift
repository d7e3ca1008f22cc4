import TempLogCore

extension PeopleCommand {
    /// `people set NAME --display-name …` and `people unset NAME FIELD…`.
    static func changeProfile(
        _ action: Action, _ arguments: ParsedArguments, _ settings: ResolvedSettings,
        in session: Session
    ) throws -> ExitCode {
        let words = arguments.positionals
        guard words.count >= 2 else {
            throw CommandFailure.usage(.commandLine(.missingArgument(argument: "name")))
        }
        let person = try Person.parse(words[1])
        var values: [PersonProfile.Field: String?] = [:]
        switch action {
        case .set:
            if words.count > 2 {
                throw CommandFailure.usage(
                    .commandLine(.unexpectedArgument(argument: "\(words[2])")))
            }
            for (field, option) in zip(PersonProfile.Field.allCases, profileOptions) {
                if let value = try arguments[option] { values[field] = value }
            }
            guard !values.isEmpty else {
                throw CommandFailure.usage(.report(.profileNothingToSet))
            }
        case .unset:
            if let given = profileOptions.first(where: { arguments.isGiven($0.spec) }) {
                throw CommandFailure.usage(
                    .cycle(.optionNotForAction(option: given.spec.long, action: "people unset")))
            }
            guard words.count > 2 else {
                throw CommandFailure.usage(.commandLine(.missingArgument(argument: "field")))
            }
            for word in words.dropFirst(2) {
                guard let field = PersonProfile.Field(rawValue: word.lowercased()) else {
                    let accepted = PersonProfile.Field.allCases.map(\.rawValue)
                    throw CommandFailure.usage(
                        .commandLine(
                            .invalidValue(
                                value: "\(word)", option: "<field>",
                                accepted: .verbatim("\(accepted.joined(separator: ", "))"))))
                }
                values[field] = .some(nil)
            }
        }
        let store = try session.store(settings, arguments)
        let result = try store.updateProfile(of: person, at: settings.time.nowTimestamp) {
            profile in
            for (field, value) in values { profile[field] = value }
        }
        let shown = result.person.display
        let message: LocalizedText
        if !result.changed {
            message = .report(.profileUnchanged(person: shown))
        } else if result.after.isEmpty {
            message = .report(.profileEmptied(person: shown))
        } else {
            message = .report(.profileSaved(person: shown, fields: fieldList(result.after)))
        }
        try session.output.write(session.text(message) + "\n")
        // A typo must not pass for a person: a profile for a name without readings that is
        // one edit from a name with them says so.
        if result.changed, let name = person.who, try !store.hasReading(of: person),
            let near = KnownPeople.nearMiss(
                of: person, among: try KnownPeople.all(arguments, settings, in: session))
        {
            session.note(.report(.profileNearMiss(person: "\(name)", similar: near.display)))
        }
        return .success
    }

    /// `display name '山田 花子', class '3年2組'`: the fields a profile gives.
    static func fieldList(_ profile: PersonProfile) -> LocalizedText {
        let labels: [(PersonProfile.Field, ReportMessage)] = [
            (.displayName, .fieldDisplayName), (.school, .fieldSchool),
            (.className, .fieldClass), (.number, .fieldNumber),
        ]
        let fields = labels.compactMap { field, label in
            profile[field].map {
                LocalizedText.report(.profileField(field: .report(label), value: "\($0)"))
            }
        }
        return fields.dropFirst().reduce(fields.first ?? LocalizedText.verbatim("")) {
            LocalizedText.value(.listed(takenAt: $0, stored: $1))
        }
    }
}
