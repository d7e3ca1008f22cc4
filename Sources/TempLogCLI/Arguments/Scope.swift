import TempLogCore

/// Whose readings a command acts on: one rule for each kind of command, the same everywhere.
enum Scope {
    /// `add`, `today`, `chart`, `sheet`: one person — `--who`, else `TEMPLOG_WHO`, else me.
    static func person(_ arguments: ParsedArguments, _ settings: ResolvedSettings) throws -> Person
    {
        if let person = try arguments[CommonOption.who] { return person }
        return settings.who?.value ?? .owner
    }

    /// `recent`, `export`, `report`, `stats`: the people named with `--who` (it may be
    /// repeated), else `TEMPLOG_WHO`, else everyone (nil); `--everyone` ignores `TEMPLOG_WHO`.
    static func people(_ arguments: ParsedArguments, _ settings: ResolvedSettings) throws
        -> Set<Person>?
    {
        if arguments[CommonOption.everyone] {
            guard arguments.text(CommonOption.who) == nil else {
                throw CommandFailure.usage(
                    .commandLine(.conflictingOptions(option: "everyone", other: "who")))
            }
            return nil
        }
        let named = try arguments.all(CommonOption.who)
        if !named.isEmpty { return Set(named) }
        return settings.who.map { [$0.value] }
    }
}
