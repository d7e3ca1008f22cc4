/// Writes bytes into a buffer the caller sized (32 bytes is plenty for a timestamp).
@usableFromInline package struct FixedWriter {
    @usableFromInline package let buffer: UnsafeMutableBufferPointer<UInt8>
    @usableFromInline var count = 0

    @inlinable
    package init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    @inlinable @inline(__always)
    package mutating func byte(_ value: UInt8) {
        buffer[count] = value
        count += 1
    }

    /// Copies `bytes`. A run of fewer than 32 bytes (most of a row's cells) is copied a word at
    /// a time, the last word overlapping the one before it, without calling `memcpy`.
    @inlinable @inline(__always)
    package mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        let target = buffer.baseAddress! + count
        count += length
        guard length < 32 else { return target.update(from: source, count: length) }
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        func copy<Word: FixedWidthInteger>(_ offset: Int, _: Word.Type) {
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: offset, as: Word.self),
                toByteOffset: offset, as: Word.self)
        }
        if length >= 8 {
            var offset = 0
            while offset + 8 < length {
                copy(offset, UInt64.self)
                offset += 8
            }
            copy(length - 8, UInt64.self)
        } else if length >= 4 {
            copy(0, UInt32.self)
            copy(length - 4, UInt32.self)
        } else {
            for offset in 0..<length { target[offset] = source[offset] }
        }
    }

    /// Copies the UTF-8 bytes of a static string.
    @inlinable @inline(__always)
    package mutating func text(_ text: StaticString) {
        bytes(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `value` (non-negative) zero-padded to `width` digits.
    @inlinable @inline(__always)
    package mutating func digits(_ value: Int, width: Int) {
        // The widths of dates and times, without counting digits first.
        if width == 2, value < 100 {
            buffer[count] = UInt8(truncatingIfNeeded: 0x30 + value / 10)
            buffer[count + 1] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
            count += 2
            return
        }
        if width == 4, value < 10_000 {
            buffer[count] = UInt8(truncatingIfNeeded: 0x30 + value / 1000)
            buffer[count + 1] = UInt8(truncatingIfNeeded: 0x30 + value / 100 % 10)
            buffer[count + 2] = UInt8(truncatingIfNeeded: 0x30 + value / 10 % 10)
            buffer[count + 3] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
            count += 4
            return
        }
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
    @inlinable
    package mutating func decimal(_ scaled: Int, fractionDigits: Int) {
        // Temperatures: one or two decimals and at most three integer digits, without
        // counting digits or dividing by a computed scale.
        if fractionDigits == 1 || fractionDigits == 2, scaled >= 0,
            scaled < (fractionDigits == 1 ? 10_000 : 100_000)
        {
            let scale = fractionDigits == 1 ? 10 : 100
            let integer = scaled / scale
            if integer >= 100 { byte(UInt8(truncatingIfNeeded: 0x30 + integer / 100)) }
            if integer >= 10 { byte(UInt8(truncatingIfNeeded: 0x30 + integer / 10 % 10)) }
            byte(UInt8(truncatingIfNeeded: 0x30 + integer % 10))
            byte(UInt8(ascii: "."))
            let fraction = scaled - integer * scale
            if fractionDigits == 2 { byte(UInt8(truncatingIfNeeded: 0x30 + fraction / 10)) }
            byte(UInt8(truncatingIfNeeded: 0x30 + fraction % 10))
            return
        }
        var scale = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        if scaled < 0 { byte(UInt8(ascii: "-")) }
        let magnitude = Swift.abs(scaled)
        digits(magnitude / scale, width: 1)
        byte(UInt8(ascii: "."))
        digits(magnitude % scale, width: fractionDigits)
    }
}
