/// A string from bytes that must be valid UTF-8; nil if they are not.
///
/// `String(validating:as:)` instantiates generic metadata on every call, which shows in the
/// per-line cost of reading a large store; this checks the bytes directly.
func validatedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var index = 0
    while index < bytes.count {
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            continue
        }
        let length: Int
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum) = (2, 0x80)
        case 0xE0...0xEF: (length, minimum) = (3, 0x800)
        case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        var scalar = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
            return nil
        }
        index += length
    }
    return String(decoding: bytes, as: UTF8.self)
}
