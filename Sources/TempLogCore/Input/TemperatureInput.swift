import TempLogJSON
import TempLogText

/// A temperature as a person entered it, validated.
public struct TemperatureEntry: Equatable, Sendable {
    /// The temperature, in hundredths of a degree Celsius.
    public let temperature: Temperature
    /// The unit it was typed in: given as a suffix or `--unit`, or inferred from the range.
    public let unit: TemperatureUnit
}

/// Turns what a person typed (`36.5`, `36,5`, `３６．５`, `98.6F`, `36.5℃`, `36.5度`, `36度5分`)
/// into a temperature.
public enum TemperatureInput {
    /// Plausible body temperatures in tenths of a degree Celsius: 32.0–43.0 °C.
    static let celsiusDeciRange = 320...430
    /// The same range in tenths of a degree Fahrenheit: 89.6–109.4 °F.
    static let fahrenheitDeciRange = 896...1094

    /// Validates `text`; `unit` is the `--unit` option, if given.
    public static func parse(
        _ text: String, unit optionUnit: TemperatureUnit? = nil
    ) throws(InputError) -> TemperatureEntry {
        let normalized = TextInput.normalized(text)
        let (body, suffixUnit) =
            try japaneseDegrees(normalized, typed: text).map { ($0, .celsius) }
            ?? splitUnitSuffix(normalized)
        if let suffixUnit, let optionUnit, suffixUnit != optionUnit {
            throw InputError.unitConflict(text, typed: suffixUnit, option: optionUnit)
        }
        guard let number = DecimalNumber(body) else {
            throw InputError.notATemperature(text)
        }
        let unit = suffixUnit ?? optionUnit
        let allowed = unit.map { [$0] } ?? [.celsius, .fahrenheit]
        guard let chosen = allowed.first(where: { number.isPlausible(in: $0) }) else {
            throw InputError.implausibleTemperature(
                text, accepted: allowed, suggestion: suggestion(for: number, units: allowed)
            )
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

    /// The number in a temperature written the Japanese way, in °C: `36.5度`, `36度`, and
    /// `36度5分`, where 分 after 度 counts tenths of a degree, as thermometers are read aloud in
    /// Japan (`37度2分` is 37.2 °C). `ど` and `ぶ`, the same words typed without converting them
    /// to kanji, are read as 度 and 分. 分 takes exactly one digit after a whole number of
    /// degrees: `36度50分`, `36度05分`, `36度5.5分`, `36.5度5分` and `36度5` could each be read
    /// more than one way and are refused. Nil when `text` has no 度.
    static func japaneseDegrees(
        _ text: String, typed: String
    ) throws(InputError) -> Substring? {
        guard let mark = text.firstIndex(where: { $0 == "度" || $0 == "ど" }) else { return nil }
        var degrees = text[..<mark]
        while degrees.last?.isWhitespace == true { degrees = degrees.dropLast() }
        let tenths = text[text.index(after: mark)...]
        if tenths.isEmpty { return degrees }
        let isDigit = { (character: Character) in ("0"..."9").contains(character) }
        guard tenths.count == 2, let digit = tenths.first, isDigit(digit),
            tenths.last == "分" || tenths.last == "ぶ", !degrees.isEmpty, degrees.allSatisfy(isDigit)
        else { throw InputError.notATemperature(typed) }
        return Substring(degrees + "." + String(digit))
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

    /// Validates a temperature written by another program: anything `parse` accepts, and any
    /// decimal or exponent form (`36.66666666666667`, `3.65e1`) in the body-temperature range,
    /// rounded to two decimals.
    public static func parseImported(
        _ text: String, unit optionUnit: TemperatureUnit? = nil
    ) throws(InputError) -> TemperatureEntry {
        do {
            return try parse(text, unit: optionUnit)
        } catch .notATemperature {
            return try parseLoose(text, unit: optionUnit)
        }
    }

    /// A decimal or exponent number of any length (what other programs write), rounded to two
    /// decimals exactly, then checked against the body-temperature range.
    private static func parseLoose(
        _ text: String, unit optionUnit: TemperatureUnit?
    ) throws(InputError) -> TemperatureEntry {
        let (body, suffixUnit) = splitUnitSuffix(TextInput.normalized(text))
        let unit = suffixUnit ?? optionUnit
        var digits = Array(body.utf8)
        if digits.filter({ $0 == UInt8(ascii: ",") }).count == 1,
            !digits.contains(UInt8(ascii: "."))
        {
            digits = digits.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ".") : $0 }
        }
        guard
            let hundredths = digits.withUnsafeBufferPointer({
                JSONNumber.parse($0)?.scaled(decimals: 2)
            })
        else { throw InputError.notATemperature(text) }
        let allowed = unit.map { [$0] } ?? [.celsius, .fahrenheit]
        for candidate in allowed {
            let range = candidate == .celsius ? celsiusDeciRange : fahrenheitDeciRange
            guard hundredths >= range.lowerBound * 10, hundredths <= range.upperBound * 10 else {
                continue
            }
            let centiCelsius =
                candidate == .celsius ? hundredths : divideRounded((hundredths - 3200) * 5, by: 9)
            return TemperatureEntry(
                temperature: Temperature(centiCelsius: centiCelsius), unit: candidate)
        }
        throw InputError.implausibleTemperature(text, accepted: allowed, suggestion: nil)
    }
}
