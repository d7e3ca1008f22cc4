/// Who the people of imported files are here: the user's answers on the command line.
public struct ImportAnswers: Sendable {
    /// `--who`: the one person each file holds.
    public var person: Person?
    /// `--as FILEWHO=HERE`: the person here each person the files name is.
    public var people: [Person: Person]

    /// The answers given (none by default).
    public init(person: Person? = nil, people: [Person: Person] = [:]) {
        self.person = person
        self.people = people
    }
}

/// A person of imported files as the files name them (`.owner` for an empty `who`), in the
/// store their rows come from.
public struct ImportSource: Hashable, Sendable {
    /// The store the rows come from.
    public let origin: RowOrigin
    /// The person, as that store names them.
    public let person: Person
}

/// The rows of one person of imported files: in which files, and how many.
public struct SourceRows: Equatable, Sendable {
    /// Whose rows.
    public let source: ImportSource
    /// The files holding them, as named, in the order given.
    public let files: [String]
    /// How many rows.
    public let rows: Int
}

/// A person here, as an import's question names them.
public struct PersonHere: Equatable, Sendable {
    /// The person, spelled as the store spells them.
    public let person: Person
    /// How many readings they have here.
    public let readings: Int
    /// The people of other stores an import filed under them (none: this store's own).
    public let sources: [PersonSource]
}

/// What an import needs the user to say before it files anything: it is refused (nothing
/// written) until the answers are on the command line.
public enum ImportQuestion: Equatable, Sendable {
    /// A person of another store whose name is a person here, never said to be that store's:
    /// the same person (`--as hana=hana`) or someone else (`--as hana=sato-hana`)?
    case alreadyHere(SourceRows, here: PersonHere)
    /// People of several stores of these files with one name, none a person here yet.
    case inSeveralStores([SourceRows])
    /// One answer (`--who`, or `--as` for a name several stores' files hold) would make people
    /// of several stores this one person here: each store's files are answered on their own.
    case oneAnswerForSeveralStores(Person, [SourceRows])
    /// The owner of another store (rows without a `who`): who are they here?
    case ownerNotNamed(SourceRows)
    /// `--who` says whose the readings of a file are, but the file holds several people.
    case severalPeople(path: String, [SourceRows])
    /// `--as` names a person none of the files holds; `held` are those they hold.
    case noSuchPerson(Person, held: [Person])
}

/// An import refused until the user answers `questions`; nothing was written.
public struct ImportRefusal: Error, Equatable, Sendable {
    /// Every question, in the order of the files.
    public let questions: [ImportQuestion]
}

/// Who each person of imported files is here, decided from the user's answers, the answers
/// remembered from earlier imports and the people this store has; never guessed.
///
/// Rows of a file that names no store, or of this store's own export, are this store's: an
/// empty `who` is the owner, a name that name. A person of another store is the person the
/// user named (`--as`, or `--who` for a file of one person; one answer never makes people of
/// several stores one person here), else the one remembered for
/// that store, else — when their name is no person here and no other person of these files
/// takes it — a new person of that name. Anything else is a question (`ImportQuestion`).
struct ImportPlan {
    /// The person here of each person of the files.
    let targets: [ImportSource: Person]
    /// The answers to remember: a person of another store, and who they are here.
    let remembered: [(source: PersonSource, person: Person)]

    /// The plan for `sources` (in file order; `byFile` the rows of each file's people), this
    /// store being `identity`, its people `here` (by person) with their remembered sources.
    init(
        sources: [SourceRows], byFile: [(path: String, rows: [SourceRows])],
        identity: StoreIdentity?, here: [Person: PersonHere], answers: ImportAnswers
    ) throws(ImportRefusal) {
        var questions: [ImportQuestion] = []
        if answers.person != nil {
            for (path, rows) in byFile where rows.count > 1 {
                questions.append(.severalPeople(path: path, rows))
            }
        }
        var held: [Person] = []
        for rows in sources where !held.contains(rows.source.person) {
            held.append(rows.source.person)
        }
        for person in answers.people.keys.sorted(by: Person.ordered) where !held.contains(person) {
            questions.append(.noSuchPerson(person, held: held))
        }
        var known: [PersonSource: Person] = [:]
        for person in here.values {
            for source in person.sources { known[source] = person.person }
        }
        var targets: [ImportSource: Person] = [:]
        var toRemember: [(source: PersonSource, person: Person)] = []
        var newHere: [SourceRows] = []
        var answered: [Person: [SourceRows]] = [:]
        for rows in sources {
            let source = rows.source
            let otherStore: StoreIdentity? = {
                guard case .store(let store) = source.origin, store != identity else { return nil }
                return store
            }()
            let key = otherStore.map { PersonSource(store: $0, person: source.person) }
            if let answer = answers.people[source.person] ?? answers.person {
                targets[source] = answer
                if otherStore != nil { answered[answer, default: []].append(rows) }
            } else if otherStore == nil {
                targets[source] = source.person
            } else if let key, let person = known[key] {
                targets[source] = person
                continue
            } else if source.person == .owner {
                questions.append(.ownerNotNamed(rows))
                continue
            } else {
                newHere.append(rows)
                continue
            }
            if let key, let target = targets[source], known[key] != target {
                toRemember.append((Self.remembering(key, rows.files), target))
            }
        }
        for (person, list) in answered.sorted(by: { Person.ordered($0.key, $1.key) })
        where Set(list.map(\.source.origin)).count > 1 {
            questions.append(.oneAnswerForSeveralStores(person, list))
        }
        // A person of another store new here takes their own name, unless it is a person here
        // or another person of these files takes it too.
        for rows in newHere {
            let person = rows.source.person
            if let known = here[person] {
                questions.append(.alreadyHere(rows, here: known))
                continue
            }
            let others = sources.filter { other in
                other.source != rows.source
                    && (newHere.contains(other) ? other.source.person : targets[other.source])
                        == person
            }
            guard others.isEmpty else {
                if !questions.contains(where: { question in
                    if case .inSeveralStores(let listed) = question {
                        listed.contains(rows)
                    } else {
                        false
                    }
                }) {
                    questions.append(.inSeveralStores([rows] + others))
                }
                continue
            }
            targets[rows.source] = person
            if case .store(let store) = rows.source.origin {
                toRemember.append(
                    (
                        Self.remembering(PersonSource(store: store, person: person), rows.files),
                        person
                    ))
            }
        }
        guard questions.isEmpty else { throw ImportRefusal(questions: questions) }
        self.targets = targets
        remembered = toRemember
    }

    /// `source` with the name of the first of `files`, which the profile keeps so that a
    /// person recognises the store.
    private static func remembering(_ source: PersonSource, _ files: [String]) -> PersonSource {
        let name = files.first.map { path in
            path.split(separator: "/").last.map(String.init) ?? path
        }
        return PersonSource(store: source.store, person: source.person, file: name)
    }
}
