/// Appending numbers as ASCII straight into an output buffer: the formatting hot path of
/// `export`, with no intermediate strings.
extension Array where Element == UInt8 {
    /// Appends up to 32 bytes written by `body` through a stack buffer, with one append.
    @inline(__always)
    mutating func appendFixed(_ body: (inout FixedWriter) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var writer = FixedWriter(buffer: buffer)
            body(&writer)
            append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<writer.count]))
        }
    }

    /// Appends `value` (non-negative) zero-padded to `width` digits.
    mutating func appendDigits(_ value: Int, width: Int) {
        appendFixed { $0.digits(value, width: width) }
    }

    /// Appends a scaled integer as a decimal: `appendDecimal(365, fractionDigits: 1)` is `36.5`.
    mutating func appendDecimal(_ scaled: Int, fractionDigits: Int) {
        appendFixed { $0.decimal(scaled, fractionDigits: fractionDigits) }
    }

    /// Appends the UTF-8 bytes of a static string.
    mutating func append(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

/// Writes ASCII into a small buffer the caller sized (32 bytes is plenty for a timestamp).
struct FixedWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        buffer[count] = value
        count += 1
    }

    /// `value` (non-negative) zero-padded to `width` digits.
    @inline(__always)
    mutating func digits(_ value: Int, width: Int) {
        var length = 1
        var rest = value / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        length = Swift.max(length, width)
        var remaining = value
        for position in stride(from: count + length - 1, through: count, by: -1) {
            buffer[position] = UInt8(truncatingIfNeeded: 0x30 + remaining % 10)
            remaining /= 10
        }
        count += length
    }

    /// A scaled integer as a decimal: `decimal(365, fractionDigits: 1)` is `36.5`.
    mutating func decimal(_ scaled: Int, fractionDigits: Int) {
        var scale = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        if scaled < 0 { byte(UInt8(ascii: "-")) }
        let magnitude = Swift.abs(scaled)
        digits(magnitude / scale, width: 1)
        byte(UInt8(ascii: "."))
        digits(magnitude % scale, width: fractionDigits)
    }
}

extension String {
    /// A string made by appending bytes to a buffer.
    init(building body: (inout [UInt8]) -> Void) {
        var bytes: [UInt8] = []
        body(&bytes)
        self.init(decoding: bytes, as: UTF8.self)
    }
}

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
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        index += length
    }
    return String(decoding: bytes, as: UTF8.self)
}
