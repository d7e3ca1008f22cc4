/// Up to 32 bytes of ASCII text of a fixed layout (a date, a clock time, a timestamp) held in
/// four words: built with arithmetic, without a write to memory per byte, and appended to a
/// buffer with one checked append instead of one per byte.
@usableFromInline package struct PackedText {
    /// The text's bytes, eight to a word: byte `n` is the byte `n % 8` of word `n / 8`, counting
    /// from the lowest (little-endian, on any machine).
    @usableFromInline let words: (UInt64, UInt64, UInt64, UInt64)

    /// The text whose bytes the words hold, the first byte the lowest of `first`.
    @inlinable
    package init(_ first: UInt64, _ second: UInt64 = 0, _ third: UInt64 = 0, _ fourth: UInt64 = 0) {
        words = (first, second, third, fourth)
    }

    /// The two ASCII digits of `value` (0 to 99) as the two lowest bytes of a word, the tens
    /// first: shifted left by eight times a position, they are the digits at that position.
    @inlinable @inline(__always)
    package static func digits(_ value: Int) -> UInt64 {
        let tens = value / 10
        return UInt64(truncatingIfNeeded: 0x3030 | tens | (value - tens * 10) << 8)
    }
}

extension Array where Element == UInt8 {
    /// Appends the bytes `range` (within 0..<32) of `text`.
    @inlinable
    package mutating func append(_ text: PackedText, bytes range: Range<Int>) {
        let words = text.words
        let littleEndian = (
            words.0.littleEndian, words.1.littleEndian, words.2.littleEndian,
            words.3.littleEndian
        )
        Swift.withUnsafeBytes(of: littleEndian) { raw in
            raw.withMemoryRebound(to: UInt8.self) { bytes in
                append(contentsOf: ByteView(bytes).buffer(range))
            }
        }
    }
}
