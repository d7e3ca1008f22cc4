/// A store's identity: made once, at random, and kept in a file beside the store, so that a
/// copy of the store (a synced folder, a second laptop) is the same store and every export
/// says which store its rows come from.
public struct StoreIdentity: Hashable, Sendable {
    /// Twelve lowercase hexadecimal digits (48 bits), the form of a reading's id.
    public let id: String

    /// The identity written as `id`; nil unless it is 12 lowercase hexadecimal digits.
    public init?(_ id: String) {
        guard Reading.isTemplogID(id) else { return nil }
        self.id = id
    }

    /// A new random identity.
    static func make() -> StoreIdentity {
        var generator = SystemRandomNumberGenerator()
        return StoreIdentity(Reading.makeID(using: &generator))!
    }

    /// The first six digits, as messages show an id: `3f9a2c`.
    public var shortID: String { String(id.prefix(Reading.shortIDLength)) }
}
