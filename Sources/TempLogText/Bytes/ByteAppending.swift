/// Appending numbers as ASCII straight into an output buffer: the formatting hot path of
/// `export`, with no intermediate strings.
extension Array where Element == UInt8 {
    /// Appends up to 32 bytes written by `body` through a stack buffer, with one append.
    @inlinable @inline(__always)
    package mutating func appendFixed(_ body: (inout FixedWriter) -> Void) {
        appendWritten(capacity: 32, body)
    }

    /// Appends up to `capacity` bytes written by `body` through a temporary buffer (on the
    /// stack when it is small), with one append: a whole CSV row costs one capacity check.
    @inlinable @inline(__always)
    package mutating func appendWritten(capacity: Int, _ body: (inout FixedWriter) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = FixedWriter(buffer: buffer)
            body(&writer)
            append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<writer.count]))
        }
    }

    /// Appends `value` (non-negative) zero-padded to `width` digits.
    @inlinable
    package mutating func appendDigits(_ value: Int, width: Int) {
        appendFixed { $0.digits(value, width: width) }
    }

    /// Appends a scaled integer as a decimal: `appendDecimal(365, fractionDigits: 1)` is `36.5`.
    @inlinable
    package mutating func appendDecimal(_ scaled: Int, fractionDigits: Int) {
        appendFixed { $0.decimal(scaled, fractionDigits: fractionDigits) }
    }

    /// Appends the UTF-8 bytes of a static string.
    @inlinable
    package mutating func append(_ text: StaticString) {
        append(
            contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
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
