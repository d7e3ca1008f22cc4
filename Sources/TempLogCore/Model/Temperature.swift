import TempLogText

/// A body temperature, held exactly in hundredths of a degree Celsius.
public struct Temperature: Hashable, Comparable, Sendable {
    /// The canonical value: hundredths of a degree Celsius (36.5 °C is 3650).
    public let centiCelsius: Int

    /// The body temperatures templog accepts, in hundredths of a degree: 32.00–43.00 °C.
    public static let plausibleCentiCelsius = 3200...4300

    /// Creates a temperature from hundredths of a degree Celsius.
    public init(centiCelsius: Int) {
        self.centiCelsius = centiCelsius
    }

    /// Colder first.
    public static func < (lhs: Temperature, rhs: Temperature) -> Bool {
        lhs.centiCelsius < rhs.centiCelsius
    }

    /// The value in tenths of a degree Celsius, as displayed (rounded half away from zero).
    package var deciCelsius: Int { divideRounded(centiCelsius, by: 10) }

    /// The value in tenths of a degree Fahrenheit, as displayed.
    package var deciFahrenheit: Int { divideRounded(centiCelsius * 18 + 32_000, by: 100) }

    /// The value in tenths of a degree of `unit`, as displayed.
    package func tenths(in unit: TemperatureUnit) -> Int {
        unit == .celsius ? deciCelsius : deciFahrenheit
    }

    /// The value in hundredths of a degree Fahrenheit (rounded half away from zero).
    package var centiFahrenheit: Int { divideRounded(centiCelsius * 9 + 16_000, by: 5) }

    /// Whether the two show as one temperature to a tenth of a degree of `unit`: what a file's
    /// one decimal cannot tell apart.
    func readsAsSame(_ other: Temperature, in unit: TemperatureUnit) -> Bool {
        tenths(in: unit) == other.tenths(in: unit)
    }

    /// The value in `unit` with `decimals` (1 or 2) decimals: `36.5`, `97.70`.
    public func text(in unit: TemperatureUnit, decimals: Int) -> String {
        String(building: { appendText(in: unit, decimals: decimals, to: &$0) })
    }

    /// Appends `text(in:decimals:)`.
    package func appendText(in unit: TemperatureUnit, decimals: Int, to output: inout [UInt8]) {
        switch (unit, decimals) {
        case (.celsius, 2): output.appendDecimal(centiCelsius, fractionDigits: 2)
        case (.fahrenheit, 2): output.appendDecimal(centiFahrenheit, fractionDigits: 2)
        case (.celsius, _): output.appendDecimal(deciCelsius, fractionDigits: 1)
        case (.fahrenheit, _): output.appendDecimal(deciFahrenheit, fractionDigits: 1)
        }
    }

    /// `36.5`: the Celsius value to one decimal.
    public var celsiusText: String {
        String(building: { $0.appendDecimal(deciCelsius, fractionDigits: 1) })
    }

    /// `97.7`: the Fahrenheit value to one decimal.
    public var fahrenheitText: String {
        String(building: { $0.appendDecimal(deciFahrenheit, fractionDigits: 1) })
    }

    /// `36.5` or `36.55`: the canonical Celsius value as stored, with one or two decimals.
    package var storedText: String { String(building: appendStored) }

    /// Appends `storedText`.
    func appendStored(to output: inout [UInt8]) {
        if centiCelsius % 10 == 0 {
            output.appendDecimal(centiCelsius / 10, fractionDigits: 1)
        } else {
            output.appendDecimal(centiCelsius, fractionDigits: 2)
        }
    }
}

/// Divides and rounds half away from zero: `divideRounded(3655, by: 10) == 366`.
func divideRounded(_ value: Int, by divisor: Int) -> Int {
    let half = divisor / 2
    return value >= 0 ? (value + half) / divisor : -((-value + half) / divisor)
}
