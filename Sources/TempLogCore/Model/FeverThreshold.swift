/// The temperature from which a body reading is a fever, in the unit it was set in: `37.5 °C`
/// (Japanese workplace and school guidance) or `100.4 °F` (the clinical line).
///
/// A reading reaches it when the reading, shown to a tenth of a degree of that unit, is at or
/// above it: `37.46 °C` reads `37.5 °C` and reaches `37.5 °C`; `37.96 °C` reads `100.3 °F` and
/// does not reach `100.4 °F`. The verdict depends only on the threshold, never on the unit a
/// screen shows, so every output gives a reading the same one.
public struct FeverThreshold: Hashable, Sendable {
    /// The threshold in tenths of a degree of `unit`: 375 for 37.5 °C, 1004 for 100.4 °F.
    public let tenths: Int
    /// The unit it was set in, which readings are judged in.
    public let unit: TemperatureUnit

    /// The threshold `temperature` names in `unit`, to a tenth of a degree of that unit.
    public init(_ temperature: Temperature, in unit: TemperatureUnit) {
        tenths = temperature.tenths(in: unit)
        self.unit = unit
    }

    /// The threshold a person typed (`37.5`, `100.4F`, `37度5分`), in the unit it was typed in.
    public init(_ entry: TemperatureEntry) {
        self.init(entry.temperature, in: entry.unit)
    }

    /// The threshold whose number, in tenths of a degree, is `tenths`: in °C when it is a body
    /// temperature in °C (32.0–43.0), in °F when one in °F (89.6–109.4), as a number typed
    /// without a unit is read; nil for any other number.
    init?(tenths: Int) {
        if TemperatureInput.celsiusDeciRange.contains(tenths) {
            unit = .celsius
        } else if TemperatureInput.fahrenheitDeciRange.contains(tenths) {
            unit = .fahrenheit
        } else {
            return nil
        }
        self.tenths = tenths
    }

    /// The default for people who read temperatures in `unit`: 37.5 °C, the Japanese
    /// workplace and school rule, in °C; 100.4 °F (38.0 °C), the clinical definition, in °F.
    public static func standard(in unit: TemperatureUnit) -> FeverThreshold {
        unit == .celsius
            ? FeverThreshold(Temperature(centiCelsius: 3750), in: .celsius)
            : FeverThreshold(Temperature(centiCelsius: 3800), in: .fahrenheit)
    }

    /// The threshold as a temperature: exact in °C, to a hundredth of a degree Celsius for a
    /// threshold set in °F (`100.0 °F` is `37.78 °C`).
    public var temperature: Temperature {
        switch unit {
        case .celsius: return Temperature(centiCelsius: tenths * 10)
        case .fahrenheit:
            return Temperature(centiCelsius: divideRounded((tenths * 10 - 3200) * 5, by: 9))
        }
    }

    /// Whether `temperature` reaches the threshold: at or above it as both read to a tenth of
    /// a degree of the threshold's unit.
    public func isReached(by temperature: Temperature) -> Bool {
        temperature.tenths(in: unit) >= tenths
    }
}
