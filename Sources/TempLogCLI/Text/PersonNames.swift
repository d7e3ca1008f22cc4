import TempLogCore

/// How people are named where people read them: the display name of a person's profile
/// (`山田 花子`), else the handle (`hana`, `me`/`本人`). Machine output keeps the handle.
struct PersonNames {
    /// Each person's profile, from the profiles file beside the store.
    var profiles: [Person: PersonProfile] = [:]

    /// The person's display name, else their handle as `Person.display` shows it.
    func display(_ person: Person) -> LocalizedText {
        guard let name = profiles[person]?.displayName else { return person.display }
        return .verbatim(name)
    }
}

extension Session {
    /// The names of the people in the store `settings` and `arguments` name.
    func names(_ settings: ResolvedSettings, _ arguments: ParsedArguments) throws -> PersonNames {
        PersonNames(profiles: try profiles(settings, arguments))
    }

    /// The fever threshold of each person's readings in the store `settings` and `arguments`
    /// name (`ResolvedSettings.feverThresholds(_:profiles:)`), its profiles read only when
    /// `--fever` leaves them a say.
    func fevers(_ settings: ResolvedSettings, _ arguments: ParsedArguments) throws
        -> FeverThresholds
    {
        try settings.feverThresholds(arguments) { try profiles(settings, arguments) }
    }
}
