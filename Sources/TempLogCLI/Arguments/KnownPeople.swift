import TempLogCore
import TempLogText

/// Names checked against the store, so a typo neither files a new person without a word nor
/// shows an empty report as if the person had nothing to show.
enum KnownPeople {
    /// Everyone with a reading in the store, each once, in the spelling first recorded.
    static func all(
        _ arguments: ParsedArguments, _ settings: ResolvedSettings, in session: Session
    ) throws -> [Person] {
        var people: [String: Person] = [:]
        _ = try session.store(settings, arguments).forEach(matching: Query()) { reading in
            let person = reading.person
            if people[person.key] == nil { people[person.key] = person }
        }
        return people.values.sorted(by: Person.ordered)
    }

    /// The person among `known` that `person` looks like a slip for: one edit away once case
    /// and width are folded (`kenn`, `KEM` for `ken`), and not the same person.
    static func nearMiss(of person: Person, among known: [Person]) -> Person? {
        guard let name = person.who else { return nil }
        let folded = TextInput.normalized(name).lowercased()
        return known.first { other in
            guard let otherName = other.who, other != person else { return false }
            return EditDistance.between(folded, TextInput.normalized(otherName).lowercased()) <= 1
        }
    }

    /// The roster: everyone with a profile, readings or not (a class's pupils, a family's
    /// children), in the spelling of the profiles file.
    static func roster(
        _ arguments: ParsedArguments, _ settings: ResolvedSettings, in session: Session
    ) throws -> [Person] {
        roster(try session.store(settings, arguments).profiles().profiles)
    }

    /// The roster of a store with `profiles`.
    static func roster(_ profiles: [Person: PersonProfile]) -> [Person] {
        profiles.keys.sorted(by: Person.ordered)
    }

    /// `people` with everyone of `roster` not among them added, in order.
    static func adding(_ roster: [Person], to people: [Person]) -> [Person] {
        (people + roster.filter { !people.contains($0) }).sorted(by: Person.ordered)
    }

    /// Refuses, with exit 1, a person named in `people` (not `me`) who has no reading in the
    /// whole store and no profile, naming the people it has. `seen` are the people whose
    /// readings the command has already read: they are known without reading the store again.
    static func requireReadings(
        of people: Set<Person>?, seen: some Collection<Person>, _ arguments: ParsedArguments,
        _ settings: ResolvedSettings, in session: Session
    ) throws {
        let named = (people ?? []).filter { person in
            person != .owner && !seen.contains(person)
        }
        guard !named.isEmpty else { return }
        let store = try session.store(settings, arguments)
        for person in named.sorted(by: Person.ordered) {
            guard let name = person.who, try !store.hasReading(of: person),
                try store.profiles().profiles[person] == nil
            else { continue }
            let known = try all(arguments, settings, in: session)
            let shown = TextInput.printable(name)
            throw CommandFailure(
                .no,
                known.isEmpty
                    ? LocalizedText.report(.noReadingsInEmptyStore(name: "\(shown)"))
                    : .report(.noReadingsOfName(name: "\(shown)", known: Person.list(known))))
        }
    }
}
