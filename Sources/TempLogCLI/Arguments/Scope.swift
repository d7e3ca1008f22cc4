import TempLogCore

/// Whose readings a command acts on: one rule for each kind of command, the same everywhere.
enum Scope {
    /// `add`, `today`, `chart`, `sheet`: one person — `--who`, else `TEMPLOG_WHO`, else me.
    static func person(_ arguments: ParsedArguments, in session: Session) throws -> Person {
        if let person = try arguments[CommonOption.who] { return person }
        return try environmentPerson(session) ?? .owner
    }

    /// `recent`, `export`, `report`, `stats`: the people named with `--who` (it may be
    /// repeated), else `TEMPLOG_WHO`, else everyone (nil); `--everyone` ignores `TEMPLOG_WHO`.
    static func people(_ arguments: ParsedArguments, in session: Session) throws -> Set<Person>? {
        if arguments[CommonOption.everyone] {
            guard arguments.text(CommonOption.who) == nil else {
                throw CommandFailure.usage(
                    .commandLine(.conflictingOptions(option: "everyone", other: "who")))
            }
            return nil
        }
        let named = try arguments.all(CommonOption.who)
        if !named.isEmpty { return Set(named) }
        return try environmentPerson(session).map { [$0] }
    }

    /// `TEMPLOG_WHO`, else the `who` setting.
    private static func environmentPerson(_ session: Session) throws -> Person? {
        try session.settings().who?.value
    }
}
