import TempLogText

/// The keys a caller expects an object's members to have, in the order it expects them.
///
/// `JSONLine.scanObject(_:expecting:_:finish:)` compares the bytes where a member starts with
/// the next expected keys before it scans the member's key as any string: a key written
/// plainly (`"takenAt"`) is then recognised by a word compare or two instead of a scan, and the
/// caller is told which of its keys it is. A key written in any other way (escaped, say) is
/// scanned as usual.
@usableFromInline
package struct JSONKeys: Sendable {
    /// A key between its quotes, as at most two eight-byte words to compare with a line's.
    private struct Key {
        /// The quoted key's length in bytes (at most 16).
        let length: Int
        /// Its first eight bytes, little-endian; bytes past its end are 0.
        let first: UInt64
        /// Which bytes of the first word are the key's.
        let firstMask: UInt64
        /// Its last eight bytes, little-endian, when it is longer than eight bytes.
        let last: UInt64
    }

    private let keys: [Key]

    /// The keys, in the order a line usually has them: each of at most 14 printable ASCII
    /// characters other than `"` and `\`, so that its quoted text is the only way to write it
    /// plainly.
    package init(_ names: [String]) {
        keys = names.map { name in
            let quoted = [0x22] + Array(name.utf8) + [0x22]
            precondition(
                quoted.count <= 16
                    && name.utf8.allSatisfy {
                        (0x20...0x7E).contains($0) && $0 != 0x22 && $0 != 0x5C
                    },
                "an expected JSON key is plain ASCII of at most 14 characters")
            func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
                bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
            }
            return Key(
                length: quoted.count, first: word(quoted.prefix(8)),
                firstMask: quoted.count >= 8 ? .max : (1 << (8 * UInt64(quoted.count))) - 1,
                last: word(quoted.suffix(8)))
        }
    }

    /// The length of key `index` without its quotes.
    func length(of index: Int) -> Int { keys[index].length - 2 }

    /// The first key from `first` on whose quoted text `bytes` hold at `offset`.
    func match(in bytes: ByteView, at offset: Int, from first: Int) -> Int? {
        // A member after a key of at most six characters takes at least eight bytes: its quoted
        // key, the colon and a value. Nearer the end, the key is scanned.
        let available = bytes.count - offset
        guard available >= 8, first < keys.count else { return nil }
        let word = bytes.littleEndianUInt64(at: offset)
        for index in first..<keys.count {
            let key = keys[index]
            guard word & key.firstMask == key.first else { continue }
            if key.length <= 8
                || (available >= key.length
                    && bytes.littleEndianUInt64(at: offset + key.length - 8) == key.last)
            {
                return index
            }
        }
        return nil
    }
}
