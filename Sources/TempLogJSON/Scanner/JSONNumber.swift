import TempLogText

/// A JSON number, kept as its exact text (never a `Double`).
@usableFromInline
package struct JSONNumber {
    /// The number's text in the line, already checked against RFC 8259's grammar:
    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    package let text: UnsafeBufferPointer<UInt8>

    /// The number `text` is exactly, by JSON's grammar; nil for any other text.
    package static func parse(_ text: UnsafeBufferPointer<UInt8>) -> JSONNumber? {
        var scanner = LineScanner(text)
        return scanner.scanWholeNumber()
    }

    /// `decimals` beyond this magnitude counts as this magnitude.
    private static let decimalsLimit = 1 << 40

    /// Exponents beyond this magnitude are held at it. It dwarfs `decimalsLimit` and the digit
    /// count of any line that fits in memory, so a held exponent still scales to 0 or out of
    /// range, as the true one does.
    private static let exponentLimit = 1 << 52

    /// The largest magnitude `scaled(decimals:)` returns.
    private static let scaledLimit = 1_000_000_000_000_000

    /// The value times 10^`decimals`, rounded half away from zero, computed exactly on the
    /// decimal digits (no floating point); nil when the result is beyond ±10^15.
    ///
    /// For example, with `decimals: 2`: `36.5` gives 3650, `36.665` gives 3667, `-36.665`
    /// gives -3667, `365E-1` gives 3650, `1e-400` gives 0 and `1e400` gives nil. The work is
    /// linear in the length of the text, whatever the exponent. A `decimals` beyond ±2^40
    /// counts as ±2^40.
    package func scaled(decimals: Int) -> Int? {
        let parts = NumberParts(text)
        let digitCount = parts.integerDigits.count + parts.fractionDigits.count
        var first = 0
        while first < digitCount, parts.digit(first) == 0 {
            first += 1
        }
        if first == digitCount { return 0 }
        let clampedDecimals = min(max(decimals, -Self.decimalsLimit), Self.decimalsLimit)
        // The value is digits first..<digitCount, as an integer, times 10^shift.
        let shift = parts.exponent - parts.fractionDigits.count + clampedDecimals
        // Digits of the result: the significant digits, moved by the shift.
        let resultDigits = digitCount - first + shift
        if resultDigits > 16 { return nil }
        var magnitude = 0
        if shift >= 0 {
            for position in first..<digitCount {
                magnitude = magnitude * 10 + parts.digit(position)
            }
            for _ in 0..<shift {
                magnitude *= 10
            }
        } else {
            if resultDigits < 0 { return 0 }
            let roundingPosition = first + resultDigits
            for position in first..<roundingPosition {
                magnitude = magnitude * 10 + parts.digit(position)
            }
            // Half away from zero: only the first dropped digit decides.
            if parts.digit(roundingPosition) >= 5 { magnitude += 1 }
        }
        guard magnitude <= Self.scaledLimit else { return nil }
        return parts.isNegative ? -magnitude : magnitude
    }

    /// The pieces of a number's text.
    private struct NumberParts {
        var isNegative = false
        var integerDigits: ByteView
        var fractionDigits: ByteView
        /// The exponent's value, held within ±`exponentLimit`.
        var exponent = 0

        init(_ buffer: UnsafeBufferPointer<UInt8>) {
            let text = ByteView(buffer)
            var position = 0
            func skipDigits() {
                while let byte = text.byte(at: position), byte &- UInt8(ascii: "0") < 10 {
                    position += 1
                }
            }
            if text.byte(at: position) == UInt8(ascii: "-") {
                isNegative = true
                position += 1
            }
            let integerStart = position
            skipDigits()
            integerDigits = text[integerStart..<position]
            fractionDigits = text[position..<position]
            if text.byte(at: position) == UInt8(ascii: ".") {
                position += 1
                let fractionStart = position
                skipDigits()
                fractionDigits = text[fractionStart..<position]
            }
            guard position < text.count else { return }
            // What is left is the exponent: [eE][+-]?[0-9]+.
            position += 1
            var exponentIsNegative = false
            if text[position] == UInt8(ascii: "-") || text[position] == UInt8(ascii: "+") {
                exponentIsNegative = text[position] == UInt8(ascii: "-")
                position += 1
            }
            var magnitude = 0
            while let byte = text.byte(at: position) {
                let digit = Int(byte &- UInt8(ascii: "0"))
                magnitude = min(magnitude * 10 + digit, JSONNumber.exponentLimit)
                position += 1
            }
            exponent = exponentIsNegative ? -magnitude : magnitude
        }

        /// The digit at `position` among the integer digits followed by the fraction digits.
        func digit(_ position: Int) -> Int {
            if position < integerDigits.count {
                return Int(integerDigits[position] &- UInt8(ascii: "0"))
            }
            return Int(fractionDigits[position - integerDigits.count] &- UInt8(ascii: "0"))
        }
    }
}
