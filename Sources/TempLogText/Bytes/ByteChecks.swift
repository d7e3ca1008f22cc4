/// Checks over runs of bytes, eight at a time where they can (SWAR: SIMD within a register),
/// each word loaded through a `ByteView`. (Public with `package` members, as `ByteView` is, so
/// that its checks inline into the scanners of other modules.)
public enum ByteChecks {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// What a string's raw contents hold besides plain text.
    public struct StringContents {
        /// Whether there is a backslash or a control character (U+0000–U+001F).
        @usableFromInline package var hasEscapeOrControl: Bool
        /// Whether there is a byte of 0x80 or more, so UTF-8 must be validated.
        @usableFromInline package var hasNonASCII: Bool

        @inlinable
        init(hasEscapeOrControl: Bool, hasNonASCII: Bool) {
            self.hasEscapeOrControl = hasEscapeOrControl
            self.hasNonASCII = hasNonASCII
        }
    }

    /// A string's raw contents: the bytes of `bytes` from `start` up to the first `"`, found
    /// and classified in one pass, eight bytes at a time; nil when there is no `"`. (The quote
    /// found may be escaped: `hasEscapeOrControl` then sends the caller to the slow path.)
    @inlinable
    package static func contentsToQuote(in bytes: ByteView, from start: Int) -> (
        length: Int, contents: StringContents
    )? {
        var special: UInt64 = 0
        var all: UInt64 = 0
        var position = start
        while position + 8 <= bytes.count {
            // Byte 0 is the lowest: the first flagged byte is the first in memory.
            let word = bytes.littleEndianUInt64(at: position)
            // A zero byte after xor with quotes (or backslashes), and a byte below 0x20, each
            // set the high bit of some byte. A borrow can flag a byte wrongly only above a
            // byte rightly flagged, so the lowest flag, and whether any byte before it is
            // flagged, are exact.
            let quotes = word ^ (ones &* 0x22)
            let quoteFlags = (quotes &- ones) & ~quotes & highBits
            let belowSpace = (word &- ones &* 0x20) & ~word
            let backslashes = word ^ (ones &* 0x5C)
            let flags = belowSpace | ((backslashes &- ones) & ~backslashes)
            if quoteFlags != 0 {
                let before = quoteFlags.trailingZeroBitCount / 8
                let mask: UInt64 = UInt64.max >> (64 - before * 8)
                special |= flags & mask
                all |= word & mask
                return (
                    position + before - start,
                    StringContents(
                        hasEscapeOrControl: special & highBits != 0,
                        hasNonASCII: all & highBits != 0)
                )
            }
            special |= flags
            all |= word
            position += 8
        }
        var tailIsSpecial = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                return (
                    position - start,
                    StringContents(
                        hasEscapeOrControl: tailIsSpecial || special & highBits != 0,
                        hasNonASCII: all & highBits != 0)
                )
            }
            all |= UInt64(byte)
            tailIsSpecial = tailIsSpecial || byte < 0x20 || byte == UInt8(ascii: "\\")
            position += 1
        }
        return nil
    }

    /// Whether every byte is in `range` (`range.upperBound` at most 0x7E), looked at eight
    /// bytes at a time.
    package static func allInRange(_ bytes: ByteView, _ range: ClosedRange<UInt8>) -> Bool {
        guard bytes.count >= 8 else {
            return (0..<bytes.count).allSatisfy { range.contains(bytes[$0]) }
        }
        let below = ones &* UInt64(range.lowerBound)
        let aboveLimit = ones &* UInt64(0x7F - range.upperBound)
        var offset = 0
        while true {
            offset = min(offset, bytes.count - 8)
            let word = bytes.littleEndianUInt64(at: offset)
            // A byte below the range borrows, one above it (or any from 0x80) sets its high
            // bit when the distance to 0x7F is added: each test is exact about whether any
            // byte fails it, whatever a borrow or carry does to the bytes above.
            let isBelow = (word &- below) & ~word & highBits
            let isAbove = ((word &+ aboveLimit) | word) & highBits
            if isBelow | isAbove != 0 { return false }
            if offset == bytes.count - 8 { return true }
            offset += 8
        }
    }

    /// Whether the bytes are well-formed UTF-8 (Unicode Table 3-7): no overlong forms, no
    /// surrogates (ED A0–BF), nothing past U+10FFFF, no truncated sequences.
    @inlinable
    package static func isValidUTF8(_ bytes: ByteView) -> Bool {
        var position = 0
        while position < bytes.count {
            if position + 8 <= bytes.count,
                bytes.littleEndianUInt64(at: position) & highBits == 0
            {
                position += 8
                continue
            }
            let lead = bytes[position]
            if lead < 0x80 {
                position += 1
                continue
            }
            // The sequence's length and the range its second byte must fall in.
            let length: Int
            let secondRange: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
            case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
            case 0xED: (length, secondRange) = (3, 0x80...0x9F)
            case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
            case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
            default: return false
            }
            guard bytes.count - position >= length, secondRange.contains(bytes[position + 1]) else {
                return false
            }
            for offset in 2..<length where bytes[position + offset] & 0xC0 != 0x80 {
                return false
            }
            position += length
        }
        return true
    }
}
