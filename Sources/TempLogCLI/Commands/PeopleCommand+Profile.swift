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
        // The fever threshold: nil leaves it, `.some(nil)` removes it.
        var fever: FeverThreshold??
        switch action {
        case .set:
            if words.count > 2 {
                throw CommandFailure.usage(
                    .commandLine(.unexpectedArgument(argument: "\(words[2])")))
            }
            for (field, option) in profileOptions {
                if let value = try arguments[option] { values[field] = value }
            }
            if let threshold = try arguments[Self.fever] { fever = threshold }
            guard !values.isEmpty || fever != nil else {
                let names = setOnlyOptions.map { "--" + $0.long }
                throw CommandFailure.usage(
                    .report(
                        .profileNothingToSet(
                            options: Spelling(
                                en: names.joined(separator: ", "),
                                ja: names.joined(separator: "・")))))
            }
        case .unset:
            if let given = setOnlyOptions.first(where: arguments.isGiven) {
                throw CommandFailure.usage(
                    .cycle(.optionNotForAction(option: given.long, action: "people unset")))
            }
            guard words.count > 2 else {
                throw CommandFailure.usage(.commandLine(.missingArgument(argument: "field")))
            }
            for word in words.dropFirst(2) {
                if word.lowercased() == feverField {
                    fever = .some(nil)
                    continue
                }
                guard let field = PersonProfile.Field(rawValue: word.lowercased()) else {
                    throw CommandFailure.usage(
                        .commandLine(
                            .invalidValue(
                                value: "\(word)", option: Spelling(en: "<field>", ja: "<field>"),
                                accepted: ValueWord.accepted(ValueWord.profileFields))))
                }
                values[field] = .some(nil)
            }
        }
        let store = try session.store(settings, arguments)
        let result = try store.updateProfile(of: person, at: settings.time.nowTimestamp) {
            profile in
            for (field, value) in values { profile[field] = value }
            if let fever { profile.fever = fever }
        }
        let shown = result.person.display
        let message: LocalizedText
        switch action {
        case .set:
            message =
                result.changed
                ? .report(.profileSaved(person: shown, fields: fieldList(result.after)))
                : .report(.profileUnchanged(person: shown))
        case .unset:
            // Each field named, and whether the profile had it.
            var named = PersonProfile.Field.allCases.filter { values.keys.contains($0) }.map {
                (name: $0.display, wasSet: result.before[$0] != nil)
            }
            if fever != nil {
                named.append((.report(.fieldFever), result.before.fever != nil))
            }
            let removed = named.filter(\.wasSet).map(\.name)
            message =
                removed.isEmpty
                ? .report(
                    .profileFieldsNotSet(person: shown, fields: fieldNames(named.map(\.name))))
                : .report(.profileFieldsRemoved(person: shown, fields: fieldNames(removed)))
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
        // A nursery named without its kind would head a school's card: say how to change it.
        if case .some(.some(let school)) = values[.school], result.after.schoolKind == nil,
            ProfileInput.namesNursery(school)
        {
            session.note(
                .profile(
                    .nurseryHint(
                        school: "\(school)", person: "\(result.person.who ?? Person.ownerWord)")))
        }
        return .success
    }

    /// `display name '山田 花子', class '3年2組', fever threshold 37.0 °C`: the fields a profile
    /// gives.
    static func fieldList(_ profile: PersonProfile) -> LocalizedText {
        .listed(
            PersonProfile.Field.allCases.compactMap { field in
                profile[field].map { value in
                    switch field {
                    case .school where profile.schoolKind == .nursery:
                        return .report(.profileField(field: .profile(.fieldNursery), value: value))
                    case .className where profile.schoolKind == .nursery:
                        return .report(
                            .profileField(field: .profile(.fieldNurseryClass), value: value))
                    case .schoolKind:
                        return .profile(
                            .schoolKindField(
                                kind: .profile(
                                    profile.schoolKind == .nursery ? .kindNursery : .kindSchool)))
                    default:
                        return .report(.profileField(field: field.display, value: "\(value)"))
                    }
                }
            } + (profile.fever.map { [.report(.profileFever(threshold: $0.display))] } ?? []))
    }

    /// `number`, `school and number` (`学校と番号`), or `display name, school, number`: fields by
    /// their names.
    static func fieldNames(_ names: [LocalizedText]) -> LocalizedText {
        names.count == 2
            ? .value(.both(first: names[0], second: names[1])) : .listed(names)
    }
}

extension PersonProfile.Field {
    /// The field's name in a sentence: `display name`, `表示名`.
    var display: LocalizedText {
        switch self {
        case .displayName: return .report(.fieldDisplayName)
        case .school: return .report(.fieldSchool)
        case .className: return .report(.fieldClass)
        case .number: return .report(.fieldNumber)
        case .schoolKind: return .profile(.fieldSchoolKind)
        case .department: return .profile(.fieldDepartment)
        case .staffNumber: return .profile(.fieldStaffNumber)
        case .sheetRule: return .profile(.fieldSheetRule)
        }
    }
}
