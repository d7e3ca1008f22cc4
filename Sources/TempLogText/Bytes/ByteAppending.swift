/// Appending numbers as ASCII straight onto a growing buffer: how `export` writes its rows,
/// with no intermediate strings. Every byte goes in by `Array.append`, which checks capacity.
extension Array where Element == UInt8 {
    /// Appends `value` (non-negative) zero-padded to `width` digits.
    @inlinable @inline(__always)
    package mutating func appendDigits(_ value: Int, width: Int) {
        // The widths of dates and times, without counting digits first.
        if width == 2, value < 100 {
            append(Self.digit(value / 10))
            append(Self.digit(value % 10))
            return
        }
        if width == 4, value < 10_000 {
            append(Self.digit(value / 1000))
            append(Self.digit(value / 100 % 10))
            append(Self.digit(value / 10 % 10))
            append(Self.digit(value % 10))
            return
        }
        var length = 1
        var rest = value / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        length = Swift.max(length, width)
        var scale = 1
        for _ in 1..<length { scale *= 10 }
        while scale > 0 {
            append(Self.digit(value / scale % 10))
            scale /= 10
        }
    }

    /// Appends a scaled integer as a decimal: `appendDecimal(365, fractionDigits: 1)` is `36.5`.
    @inlinable
    package mutating func appendDecimal(_ scaled: Int, fractionDigits: Int) {
        // Temperatures: one or two decimals and at most three integer digits, without
        // counting digits or dividing by a computed scale.
        if fractionDigits == 1 || fractionDigits == 2, scaled >= 0,
            scaled < (fractionDigits == 1 ? 10_000 : 100_000)
        {
            let scale = fractionDigits == 1 ? 10 : 100
            let integer = scaled / scale
            if integer >= 100 { append(Self.digit(integer / 100)) }
            if integer >= 10 { append(Self.digit(integer / 10 % 10)) }
            append(Self.digit(integer % 10))
            append(UInt8(ascii: "."))
            let fraction = scaled - integer * scale
            if fractionDigits == 2 { append(Self.digit(fraction / 10)) }
            append(Self.digit(fraction % 10))
            return
        }
        var scale = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        if scaled < 0 { append(UInt8(ascii: "-")) }
        let magnitude = Swift.abs(scaled)
        appendDigits(magnitude / scale, width: 1)
        append(UInt8(ascii: "."))
        appendDigits(magnitude % scale, width: fractionDigits)
    }

    /// Appends the UTF-8 bytes of a static string.
    @inlinable
    package mutating func append(_ text: StaticString) {
        append(
            contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the UTF-8 bytes of `text` at once, from its contiguous storage (appending its
    /// `utf8` view goes byte by byte).
    @inlinable
    package mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// The ASCII digit of `value` (0 to 9).
    @inlinable @inline(__always)
    static func digit(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: 0x30 + value)
    }
}

extension String {
    /// A string made by appending bytes to a buffer.
    package init(building body: (inout [UInt8]) -> Void) {
        var bytes: [UInt8] = []
        body(&bytes)
        self.init(decoding: bytes, as: UTF8.self)
    }
}
