import TestSupport
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
        ("36度5分", 3650, .celsius),
        ("37度2分", 3720, .celsius),
        ("36度0分", 3600, .celsius),
        ("36度", 3600, .celsius),
        ("36.5度", 3650, .celsius),
        ("36,5度", 3650, .celsius),
        ("36.55度", 3655, .celsius),
        ("36.5 度", 3650, .celsius),
        ("36.5ど", 3650, .celsius),
        ("36ど5ぶ", 3650, .celsius),
        ("３６度５分", 3650, .celsius),
        ("３６．５度", 3650, .celsius),
        ("３６．５ど", 3650, .celsius),
        ("３６度", 3600, .celsius),
        (" 36度5分 ", 3650, .celsius),
    ])
    func acceptsWhatPeopleType(input: String, centiCelsius: Int, unit: TemperatureUnit) throws {
        let entry = try TemperatureInput.parse(input)
        #expect(entry.temperature.centiCelsius == centiCelsius)
        #expect(entry.unit == unit)
    }

    @Test(
        arguments: [
            ("", .notATemperature("")),
            ("   ", .notATemperature("   ")),
            ("nan", .notATemperature("nan")),
            ("inf", .notATemperature("inf")),
            ("0x24", .notATemperature("0x24")),
            ("3.65e1", .notATemperature("3.65e1")),
            ("-36.5", .notATemperature("-36.5")),
            ("+36.5", .notATemperature("+36.5")),
            ("36.5.1", .notATemperature("36.5.1")),
            ("36,5.1", .notATemperature("36,5.1")),
            ("36.", .notATemperature("36.")),
            (".5", .notATemperature(".5")),
            ("36.5K", .notATemperature("36.5K")),
            ("99999999999", .notATemperature("99999999999")),
            ("36度50分", .notATemperature("36度50分")),
            ("36度05分", .notATemperature("36度05分")),
            ("36度5.5分", .notATemperature("36度5.5分")),
            ("36.5度5分", .notATemperature("36.5度5分")),
            ("36度5", .notATemperature("36度5")),
            ("36度5分5", .notATemperature("36度5分5")),
            ("36 度 5 分", .notATemperature("36 度 5 分")),
            ("度5分", .notATemperature("度5分")),
            ("度", .notATemperature("度")),
            ("36度C", .notATemperature("36度C")),
            ("36.5度℃", .notATemperature("36.5度℃")),
            ("三十六度五分", .notATemperature("三十六度五分")),
            (
                "365",
                .implausibleTemperature(
                    "365", accepted: [.celsius, .fahrenheit], suggestion: "36.5")
            ),
            (
                "3650",
                .implausibleTemperature(
                    "3650", accepted: [.celsius, .fahrenheit], suggestion: "36.5")
            ),
            (
                "986",
                .implausibleTemperature(
                    "986", accepted: [.celsius, .fahrenheit], suggestion: "98.6")
            ),
            (
                "3.65",
                .implausibleTemperature(
                    "3.65", accepted: [.celsius, .fahrenheit], suggestion: "36.5")
            ),
            (
                "45",
                .implausibleTemperature("45", accepted: [.celsius, .fahrenheit], suggestion: nil)
            ),
            (
                "0",
                .implausibleTemperature("0", accepted: [.celsius, .fahrenheit], suggestion: nil)
            ),
            (
                "31.9",
                .implausibleTemperature("31.9", accepted: [.celsius, .fahrenheit], suggestion: nil)
            ),
            (
                "43.01",
                .implausibleTemperature(
                    "43.01", accepted: [.celsius, .fahrenheit], suggestion: nil)
            ),
            ("98.6C", .implausibleTemperature("98.6C", accepted: [.celsius], suggestion: nil)),
            ("36.5F", .implausibleTemperature("36.5F", accepted: [.fahrenheit], suggestion: nil)),
            ("365C", .implausibleTemperature("365C", accepted: [.celsius], suggestion: "36.5")),
            ("98.6度", .implausibleTemperature("98.6度", accepted: [.celsius], suggestion: nil)),
            ("98度6分", .implausibleTemperature("98度6分", accepted: [.celsius], suggestion: nil)),
            ("365度", .implausibleTemperature("365度", accepted: [.celsius], suggestion: "36.5")),
        ] as [(String, InputError)])
    func rejectsNamingTheInputAndWhatIsAccepted(input: String, error: InputError) {
        #expect(throws: error) { try TemperatureInput.parse(input) }
    }

    @Test func theUnitOptionDecidesAnAmbiguousNumber() throws {
        #expect(
            try TemperatureInput.parse("98.6", unit: .fahrenheit).temperature.centiCelsius == 3700)
        #expect(
            throws: InputError.implausibleTemperature("98.6", accepted: [.celsius], suggestion: nil)
        ) {
            try TemperatureInput.parse("98.6", unit: .celsius)
        }
    }

    @Test func aSuffixThatContradictsTheUnitOptionIsAnError() {
        #expect(throws: InputError.unitConflict("36.5C", typed: .celsius, option: .fahrenheit)) {
            try TemperatureInput.parse("36.5C", unit: .fahrenheit)
        }
        #expect(throws: InputError.unitConflict("36度5分", typed: .celsius, option: .fahrenheit)) {
            try TemperatureInput.parse("36度5分", unit: .fahrenheit)
        }
    }

    @Test func importedCellsTakeTheJapaneseFormsToo() throws {
        #expect(try TemperatureInput.parseImported("36度5分").temperature.centiCelsius == 3650)
        #expect(try TemperatureInput.parseImported("３６．５度").temperature.centiCelsius == 3650)
        #expect(throws: InputError.notATemperature("36度50分")) {
            try TemperatureInput.parseImported("36度50分")
        }
    }

    @Test(arguments: [
        (3650, "36.5", "97.7"), (3700, "37.0", "98.6"), (3655, "36.6", "97.8"),
        (3772, "37.7", "99.9"),
    ])
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
