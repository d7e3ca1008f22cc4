/// Checks over runs of bytes, eight at a time where they can (SWAR: SIMD within a register).
enum ByteChecks {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// What a string's raw contents hold besides plain text.
    struct StringContents {
        /// Whether there is a backslash or a control character (U+0000–U+001F).
        var hasEscapeOrControl: Bool
        /// Whether there is a byte of 0x80 or more, so UTF-8 must be validated.
        var hasNonASCII: Bool
    }

    /// Classifies `count` bytes from `bytes` without a branch per byte.
    @inline(__always)
    static func classify(_ bytes: UnsafePointer<UInt8>, count: Int) -> StringContents {
        var special: UInt64 = 0
        var all: UInt64 = 0
        var position = 0
        let raw = UnsafeRawPointer(bytes)
        while position + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
            all |= word
            // A byte below 0x20, and a zero byte after xor with backslashes: each sets the
            // high bit of some byte, exactly when such a byte is present.
            let belowSpace = (word &- ones &* 0x20) & ~word
            let backslashes = word ^ (ones &* 0x5C)
            special |= belowSpace | ((backslashes &- ones) & ~backslashes)
            position += 8
        }
        var tailIsSpecial = false
        while position < count {
            let byte = bytes[position]
            all |= UInt64(byte)
            tailIsSpecial = tailIsSpecial || byte < 0x20 || byte == UInt8(ascii: "\\")
            position += 1
        }
        return StringContents(
            hasEscapeOrControl: tailIsSpecial || special & highBits != 0,
            hasNonASCII: all & highBits != 0
        )
    }

    /// Whether `count` bytes from `bytes` are well-formed UTF-8 (Unicode Table 3-7): no overlong
    /// forms, no surrogates (ED A0–BF), nothing past U+10FFFF, no truncated sequences.
    static func isValidUTF8(_ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
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
