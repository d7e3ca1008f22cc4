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
