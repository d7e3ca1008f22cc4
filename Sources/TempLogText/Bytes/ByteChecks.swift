/// Checks over runs of bytes, eight at a time where they can (SWAR: SIMD within a register).
package enum ByteChecks {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// What a string's raw contents hold besides plain text.
    package struct StringContents {
        /// Whether there is a backslash or a control character (U+0000–U+001F).
        package var hasEscapeOrControl: Bool
        /// Whether there is a byte of 0x80 or more, so UTF-8 must be validated.
        package var hasNonASCII: Bool
    }

    /// A string's raw contents: the bytes from `bytes` up to the first `"` among `count`
    /// bytes, found and classified in one pass, eight bytes at a time; nil when there is no
    /// `"`. (The quote found may be escaped: `hasEscapeOrControl` then sends the caller to the
    /// slow path.)
    @inline(__always)
    package static func contentsToQuote(_ bytes: UnsafePointer<UInt8>, count: Int) -> (
        length: Int, contents: StringContents
    )? {
        var special: UInt64 = 0
        var all: UInt64 = 0
        var position = 0
        let raw = UnsafeRawPointer(bytes)
        while position + 8 <= count {
            // Byte 0 is the lowest: the first flagged byte is the first in memory.
            let word = UInt64(
                littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
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
                    position + before,
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
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                return (
                    position,
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
    package static func allInRange(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: ClosedRange<UInt8>
    ) -> Bool {
        guard let start = bytes.baseAddress, bytes.count >= 8 else {
            return bytes.allSatisfy { range.contains($0) }
        }
        let raw = UnsafeRawPointer(start)
        let below = ones &* UInt64(range.lowerBound)
        let aboveLimit = ones &* UInt64(0x7F - range.upperBound)
        var offset = 0
        while true {
            offset = min(offset, bytes.count - 8)
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
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

    /// Whether `count` bytes from `bytes` are well-formed UTF-8 (Unicode Table 3-7): no overlong
    /// forms, no surrogates (ED A0–BF), nothing past U+10FFFF, no truncated sequences.
    package static func isValidUTF8(_ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
        let raw = UnsafeRawPointer(bytes)
        var position = 0
        while position < count {
            if position + 8 <= count,
                raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) & highBits == 0
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
            guard count - position >= length, secondRange.contains(bytes[position + 1]) else {
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
