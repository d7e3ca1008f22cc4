import TempLogText

/// Whose readings: the store's owner, or someone named with `--who`.
///
/// Names compare without regard to case: `Hana` and `hana` are one person.
public enum Person: Hashable, Sendable {
    /// The store's owner: readings without a `who`; `me` on the command line.
    case owner
    /// Someone else, by the name their readings carry.
    case named(String)

    /// The word that names the owner on the command line (in any case).
    package static let ownerWord = "me"

    /// Every word that names the owner wherever a name is taken (`--who`, the `who` setting,
    /// an import's who column), once folded for width and case: `me`, and the Japanese 本人,
    /// あなた and 自分. None of them can be someone else's name.
    package static let ownerWords = Set(ownerWordList)

    /// `ownerWords` as a list, which `isOwnerWord` looks through: making the set is the first
    /// use of a set of strings in a run of `recent`, and the runtime then searches every
    /// conformance in the binary for `String: Hashable`.
    private static let ownerWordList = ["me", "本人", "あなた", "自分"]

    /// Whether `text`, folded for width and case, is one of `ownerWords`.
    package static func isOwnerWord(_ text: String) -> Bool {
        ownerWordList.contains(TextInput.normalized(text).lowercased())
    }

    /// The person a store line's `who` key names: nil (the key left out) is the owner.
    public init(who: String?) {
        self = who.map { .named($0) } ?? .owner
    }

    /// The name a store line keeps in its `who` key: nil for the owner.
    public var who: String? {
        if case .named(let name) = self { return name }
        return nil
    }

    /// The name lowercased, the owner as the empty string: equal for the same person.
    package var key: String { who?.lowercased() ?? "" }

    /// Whether `lhs` and `rhs` are the same person, whatever the case of their names.
    public static func == (lhs: Person, rhs: Person) -> Bool { lhs.key == rhs.key }

    /// Hashes the person's `key`, so a set or dictionary holds each person once.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The person `text` names: `me`, 本人, あなた or 自分 (any case or width) is the owner;
    /// anything else must be a name.
    public static func parse(_ text: String) throws(InputError) -> Person {
        if isOwnerWord(text) { return .owner }
        return .named(try NameInput.parse(text))
    }

    /// Orders the owner first, then names without regard to case.
    package static func ordered(_ lhs: Person, _ rhs: Person) -> Bool {
        lhs.key < rhs.key
    }
}
