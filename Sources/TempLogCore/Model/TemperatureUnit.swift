/// The unit a temperature was typed in.
public enum TemperatureUnit: String, Sendable, CaseIterable {
    case celsius = "C"
    case fahrenheit = "F"

    /// `°C` or `°F`.
    public var symbol: String { "°" + rawValue }
}
