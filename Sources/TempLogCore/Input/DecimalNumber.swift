/// A non-negative decimal number with at most a few digits: `36.5` is 365 at scale 10.
struct DecimalNumber {
    let integer: String
    let fraction: String

    init(integer: String, fraction: String) {
        self.integer = integer
        var fraction = fraction
        while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
        self.fraction = fraction
    }

    /// Accepts ASCII digits with at most one `.` or `,`, digits on both sides of it.
    init?(_ text: Substring) {
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var seenSeparator = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if seenSeparator { fraction.append(byte) } else { integer.append(byte) }
            case UInt8(ascii: "."), UInt8(ascii: ","):
                guard !seenSeparator else { return nil }
                seenSeparator = true
            default:
                return nil
            }
        }
        guard !integer.isEmpty, !(seenSeparator && fraction.isEmpty),
            integer.count + fraction.count <= 8
        else {
            return nil
        }
        self.init(
            integer: String(decoding: integer, as: UTF8.self),
            fraction: String(decoding: fraction, as: UTF8.self)
        )
    }

    var digits: String { integer + fraction }
    var text: String { fraction.isEmpty ? integer : integer + "." + fraction }
    private var mantissa: Int { Int(digits)! }
    private var scale: Int { (0..<fraction.count).reduce(1) { value, _ in value * 10 } }

    /// Whether the number is at most `bound`, exactly.
    func isAtMost(_ bound: Int) -> Bool { mantissa <= bound * scale }

    func isPlausible(in unit: TemperatureUnit) -> Bool {
        let range =
            unit == .celsius
            ? TemperatureInput.celsiusDeciRange : TemperatureInput.fahrenheitDeciRange
        return mantissa * 10 >= range.lowerBound * scale
            && mantissa * 10 <= range.upperBound * scale
    }

    /// The value in `unit` converted to Celsius, rounded to hundredths.
    func temperature(in unit: TemperatureUnit) -> Temperature {
        switch unit {
        case .celsius:
            return Temperature(centiCelsius: divideRounded(mantissa * 100, by: scale))
        case .fahrenheit:
            return Temperature(
                centiCelsius: divideRounded((mantissa - 32 * scale) * 500, by: 9 * scale))
        }
    }
}
