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

    /// A new random identity, its first digit a letter (`a`–`f`): a spreadsheet never takes
    /// it for a number (`000123456789`, `12e345678901`) and rewrites it.
    static func make() -> StoreIdentity {
        var generator = SystemRandomNumberGenerator()
        let letter = Array("abcdef".utf8)[Int(generator.next() % 6)]
        let id = [letter] + Reading.makeID(using: &generator).utf8.dropFirst()
        return StoreIdentity(String(decoding: id, as: UTF8.self))!
    }

    /// The first six digits, as messages show an id: `3f9a2c`.
    public var shortID: String { String(id.prefix(Reading.shortIDLength)) }
}
