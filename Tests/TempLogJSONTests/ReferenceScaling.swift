// A second, deliberately naive `scaled(decimals:)`: it writes the number out in full and
// rounds the text, so it is only for numbers whose exponent is small (|exponent| ≤ 10,000).

/// What `scaled(decimals:)` should give for JSON number `text` (itself nil beyond ±10^15), or
/// nil when the exponent is too large to write the number out.
func referenceScaled(_ text: [UInt8], decimals: Int) -> Int?? {
    var rest = text[...]
    let isNegative = rest.first == UInt8(ascii: "-")
    if isNegative { rest = rest.dropFirst() }
    let integerDigits = rest.prefix { (0x30...0x39).contains($0) }
    rest = rest.dropFirst(integerDigits.count)
    var fractionDigits = ArraySlice<UInt8>()
    if rest.first == UInt8(ascii: ".") {
        fractionDigits = rest.dropFirst().prefix { (0x30...0x39).contains($0) }
        rest = rest.dropFirst(1 + fractionDigits.count)
    }
    var exponent = 0
    if !rest.isEmpty {
        let exponentText = String(decoding: rest.dropFirst(), as: UTF8.self)
        guard let value = Int(exponentText), abs(value) <= 10_000 else { return nil }
        exponent = value
    }
    // Where the point falls in `digits` once the value is multiplied by 10^decimals.
    var digits = Array(integerDigits) + Array(fractionDigits)
    let point = integerDigits.count + exponent + decimals
    if point > digits.count {
        digits += Array(repeating: UInt8(ascii: "0"), count: point - digits.count)
    }
    let whole = point > 0 ? digits[..<point].drop { $0 == UInt8(ascii: "0") } : []
    let firstDropped = point >= 0 && point < digits.count ? digits[point] : UInt8(ascii: "0")
    guard whole.count <= 16 else { return .some(nil) }
    var magnitude = whole.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    if firstDropped >= UInt8(ascii: "5") { magnitude += 1 }
    guard magnitude <= 1_000_000_000_000_000 else { return .some(nil) }
    return .some(isNegative ? -magnitude : magnitude)
}
