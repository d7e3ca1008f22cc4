/// A person of another store whose readings are filed under a person here: an import's answer
/// (`--as hana=sato-hana`, `--who`, or a person new here), remembered in the profiles file so
/// that the next file from that store imports without asking again.
public struct PersonSource: Hashable, Sendable {
    /// The other store.
    public let store: StoreIdentity
    /// The person as that store names them (`.owner`: that store's owner).
    public let person: Person
    /// The name of the file the answer was first given for, so a person recognises the store.
    public let file: String?

    /// `person` of `store`, first imported from `file`.
    public init(store: StoreIdentity, person: Person, file: String? = nil) {
        self.store = store
        self.person = person
        self.file = file
    }

    /// Whether the two are one person of one store, whatever file named them.
    public static func == (lhs: PersonSource, rhs: PersonSource) -> Bool {
        lhs.store == rhs.store && lhs.person == rhs.person
    }

    /// Hashes the store and the person, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(store)
        hasher.combine(person)
    }
}
