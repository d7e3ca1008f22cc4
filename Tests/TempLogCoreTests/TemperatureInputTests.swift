import Testing

@testable import TempLogCore

@Suite struct TemperatureInputTests {
    @Test(arguments: [
        ("36.5", 3650, TemperatureUnit.celsius),
        ("36,5", 3650, .celsius),
        ("３６．５", 3650, .celsius),
        ("３６，５", 3650, .celsius),
        (" 36.5 ", 3650, .celsius),
        ("36.5C", 3650, .celsius),
        ("36.5c", 3650, .celsius),
        ("36.5°C", 3650, .celsius),
        ("36.5 °C", 3650, .celsius),
        ("36.5℃", 3650, .celsius),
        ("37", 3700, .celsius),
        ("36.55", 3655, .celsius),
        ("36.555", 3656, .celsius),
        ("32.0", 3200, .celsius),
        ("43.0", 4300, .celsius),
        ("98.6", 3700, .fahrenheit),
        ("98.6F", 3700, .fahrenheit),
        ("98.6 °F", 3700, .fahrenheit),
        ("98.6℉", 3700, .fahrenheit),
        ("100.4f", 3800, .fahrenheit),
        ("99.9", 3772, .fahrenheit),
        ("89.6", 3200, .fahrenheit),
        ("109.4", 4300, .fahrenheit),
    ])
    func acceptsWhatPeopleType(input: String, centiCelsius: Int, unit: TemperatureUnit) throws {
        let entry = try TemperatureInput.parse(input)
        #expect(entry.temperature.centiCelsius == centiCelsius)
        #expect(entry.unit == unit)
    }

    @Test(arguments: [
        ("", "'' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("   ", "'   ' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("nan", "'nan' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("inf", "'inf' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("0x24", "'0x24' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("3.65e1", "'3.65e1' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("-36.5", "'-36.5' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("+36.5", "'+36.5' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("36.5.1", "'36.5.1' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("36,5.1", "'36,5.1' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("36.", "'36.' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        (".5", "'.5' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("36.5K", "'36.5K' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("99999999999", "'99999999999' is not a temperature (expected a number like 36.5, 36,5 or 98.6F)"),
        ("365", "'365' is not a plausible body temperature (accepted: 32.0–43.0 °C or 89.6–109.4 °F). Did you mean 36.5?"),
        ("3650", "'3650' is not a plausible body temperature (accepted: 32.0–43.0 °C or 89.6–109.4 °F). Did you mean 36.5?"),
        ("986", "'986' is not a plausible body temperature (accepted: 32.0–43.0 °C or 89.6–109.4 °F). Did you mean 98.6?"),
        ("3.65", "'3.65' is not a plausible body temperature (accepted: 32.0–43.0 °C or 89.6–109.4 °F). Did you mean 36.5?"),
        ("45", "'45' is not a plausible body temperature (accepted: 32.0–43.0 °C or 89.6–109.4 °F)"),
        ("0", "'0' is not a plausible body temperature (accepted: 32.0–43.0 °C or 89.6–109.4 °F)"),
        ("31.9", "'31.9' is not a plausible body temperature (accepted: 32.0–43.0 °C or 89.6–109.4 °F)"),
        ("43.01", "'43.01' is not a plausible body temperature (accepted: 32.0–43.0 °C or 89.6–109.4 °F)"),
        ("98.6C", "'98.6C' is not a plausible body temperature (accepted: 32.0–43.0 °C)"),
        ("36.5F", "'36.5F' is not a plausible body temperature (accepted: 89.6–109.4 °F)"),
        ("365C", "'365C' is not a plausible body temperature (accepted: 32.0–43.0 °C). Did you mean 36.5?"),
    ])
    func rejectsWithAMessageThatQuotesTheInput(input: String, message: String) {
        #expect(throws: TempLogError.data(message)) { try TemperatureInput.parse(input) }
    }

    @Test func theUnitOptionDecidesAnAmbiguousNumber() throws {
        #expect(try TemperatureInput.parse("98.6", unit: .fahrenheit).temperature.centiCelsius == 3700)
        #expect(throws: TempLogError.data(
            "'98.6' is not a plausible body temperature (accepted: 32.0–43.0 °C)"
        )) { try TemperatureInput.parse("98.6", unit: .celsius) }
    }

    @Test func aSuffixThatContradictsTheUnitOptionIsAnError() {
        #expect(throws: TempLogError.data("'36.5C' is in °C but --unit f was given")) {
            try TemperatureInput.parse("36.5C", unit: .fahrenheit)
        }
    }

    @Test(arguments: [(3650, "36.5", "97.7"), (3700, "37.0", "98.6"), (3655, "36.6", "97.8"), (3772, "37.7", "99.9")])
    func displaysOneDecimal(centi: Int, celsius: String, fahrenheit: String) {
        let temperature = Temperature(centiCelsius: centi)
        #expect(temperature.celsiusText == celsius)
        #expect(temperature.fahrenheitText == fahrenheit)
    }

    @Test func storesTwoDecimalsAtMost() {
        #expect(Temperature(centiCelsius: 3650).storedText == "36.5")
        #expect(Temperature(centiCelsius: 3655).storedText == "36.55")
        #expect(Temperature(centiCelsius: 3700).storedText == "37.0")
    }
}
