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
    public init(store: StoreIdentity, person: Person, file: String?) {
        self.store = store
        self.person = person
        self.file = file
    }

    /// Whether this is `person` of `store`, whatever file named it.
    public func isSame(as other: PersonSource) -> Bool {
        store == other.store && person == other.person
    }
}
