import Foundation

/// A temperature as a person entered it, validated.
public struct TemperatureEntry: Equatable, Sendable {
    public let temperature: Temperature
    /// The unit it was typed in: given as a suffix or `--unit`, or inferred from the range.
    public let unit: TemperatureUnit
}

/// Turns what a person typed (`36.5`, `36,5`, `３６．５`, `98.6F`, `36.5℃`) into a temperature.
public enum TemperatureInput {
    /// Plausible body temperatures in tenths of a degree Celsius: 32.0–43.0 °C.
    static let celsiusDeciRange = 320...430
    /// The same range in tenths of a degree Fahrenheit: 89.6–109.4 °F.
    static let fahrenheitDeciRange = 896...1094

    /// Validates `text`; `unit` is the `--unit` option, if given.
    public static func parse(_ text: String, unit optionUnit: TemperatureUnit? = nil) throws
        -> TemperatureEntry
    {
        let (body, suffixUnit) = splitUnitSuffix(TextInput.normalized(text))
        if let suffixUnit, let optionUnit, suffixUnit != optionUnit {
            throw TempLogError.data(
                Message.unitConflict("\(text)", "\(suffixUnit.symbol)", "\(optionUnit.rawValue.lowercased())")
            )
        }
        guard let number = DecimalNumber(body) else {
            throw TempLogError.data(Message.notATemperature("\(text)"))
        }
        let unit = suffixUnit ?? optionUnit
        let allowed = unit.map { [$0] } ?? [.celsius, .fahrenheit]
        guard let chosen = allowed.first(where: { number.isPlausible(in: $0) }) else {
            let range = LocalizedText.Argument.localized(rangeText(allowed))
            if let suggestion = suggestion(for: number, units: allowed) {
                throw TempLogError.data(Message.implausibleTemperatureSuggestion("\(text)", range, "\(suggestion)"))
            }
            throw TempLogError.data(Message.implausibleTemperature("\(text)", range))
        }
        return TemperatureEntry(temperature: number.temperature(in: chosen), unit: chosen)
    }

    /// Splits `36.5 °C` into `36.5` and °C; `36.5` has no unit.
    static func splitUnitSuffix(_ text: String) -> (Substring, TemperatureUnit?) {
        var body = Substring(text)
        let unit: TemperatureUnit
        switch body.last {
        case "c", "C": unit = .celsius
        case "f", "F": unit = .fahrenheit
        default: return (body, nil)
        }
        body = body.dropLast()
        if body.last == "°" { body = body.dropLast() }
        while body.last?.isWhitespace == true { body = body.dropLast() }
        return (body, unit)
    }

    static func rangeText(_ units: [TemperatureUnit]) -> LocalizedText {
        switch units {
        case [.celsius]: return Message.rangeCelsius()
        case [.fahrenheit]: return Message.rangeFahrenheit()
        default: return Message.rangeBoth()
        }
    }

    /// For a number that looks like a missing decimal point (`365`, `3650`, `986`), the
    /// plausible reading with the point put back.
    static func suggestion(for number: DecimalNumber, units: [TemperatureUnit]) -> String? {
        let digits = number.digits
        guard digits.count > 1 else { return nil }
        for unit in units {
            for split in 1..<digits.count {
                let candidate = DecimalNumber(
                    integer: String(digits.prefix(split)), fraction: String(digits.dropFirst(split))
                )
                if candidate.isPlausible(in: unit), candidate.text != number.text {
                    return candidate.text
                }
            }
        }
        return nil
    }
}

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
        guard !integer.isEmpty, !(seenSeparator && fraction.isEmpty), integer.count + fraction.count <= 8 else {
            return nil
        }
        self.init(
            integer: String(decoding: integer, as: UTF8.self), fraction: String(decoding: fraction, as: UTF8.self)
        )
    }

    var digits: String { integer + fraction }
    var text: String { fraction.isEmpty ? integer : integer + "." + fraction }
    private var mantissa: Int { Int(digits)! }
    private var scale: Int { (0..<fraction.count).reduce(1) { value, _ in value * 10 } }

    func isPlausible(in unit: TemperatureUnit) -> Bool {
        let range =
            unit == .celsius
            ? TemperatureInput.celsiusDeciRange : TemperatureInput.fahrenheitDeciRange
        return mantissa * 10 >= range.lowerBound * scale && mantissa * 10 <= range.upperBound * scale
    }

    /// The value in `unit` converted to Celsius, rounded to hundredths.
    func temperature(in unit: TemperatureUnit) -> Temperature {
        switch unit {
        case .celsius:
            return Temperature(centiCelsius: divideRounded(mantissa * 100, by: scale))
        case .fahrenheit:
            return Temperature(centiCelsius: divideRounded((mantissa - 32 * scale) * 500, by: 9 * scale))
        }
    }
}
