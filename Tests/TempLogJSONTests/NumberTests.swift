import TestSupport
import Testing

@testable import TempLogJSON

/// `text` read as the value of a member, then scaled; `.some(nil)` when out of range.
private func scaled(_ text: String, decimals: Int) -> Int?? {
    scaledNumber(Array(text.utf8), decimals: decimals)
}

/// A number's text, a number of decimals, and the scaled value expected (nil: out of range).
struct ScalingCase: Sendable, CustomTestStringConvertible {
    let text: String
    let decimals: Int
    let expected: Int?
    var testDescription: String { "\(text) × 10^\(decimals)" }

    init(_ text: String, _ decimals: Int, _ expected: Int?) {
        self.text = text
        self.decimals = decimals
        self.expected = expected
    }
}

let scalingCases: [ScalingCase] = [
    ScalingCase("36.5", 2, 3650),
    ScalingCase("36.66666666666667", 2, 3667),
    ScalingCase("36.665", 2, 3667),
    ScalingCase("-36.665", 2, -3667),
    ScalingCase("36.664999", 2, 3666),
    ScalingCase("3.65e1", 2, 3650),
    ScalingCase("365E-1", 2, 3650),
    ScalingCase("0.0365e3", 2, 3650),
    ScalingCase("0.0365E+3", 2, 3650),
    ScalingCase("1e400", 2, nil),
    ScalingCase("1e-400", 2, 0),
    ScalingCase("-1e-400", 2, 0),
    ScalingCase("-0", 2, 0),
    ScalingCase("-0.0e-0", 2, 0),
    ScalingCase("0e999999999999999999999999", 2, 0),
    ScalingCase("1", 2, 100),
    ScalingCase("0", 0, 0),
    ScalingCase("0.5", 0, 1),
    ScalingCase("-0.5", 0, -1),
    ScalingCase("0.49", 0, 0),
    ScalingCase("0.05", 1, 1),
    ScalingCase("0.005", 1, 0),
    ScalingCase("9.995", 2, 1000),
    ScalingCase("1250", -2, 13),
    ScalingCase("1249", -2, 12),
    ScalingCase("36.5", -1, 4),
    ScalingCase("1000000000000000", 0, 1_000_000_000_000_000),
    ScalingCase("-1000000000000000", 0, -1_000_000_000_000_000),
    ScalingCase("1000000000000001", 0, nil),
    ScalingCase("999999999999999.5", 0, 1_000_000_000_000_000),
    ScalingCase("99999999999999.95", 1, 1_000_000_000_000_000),
    ScalingCase("9999999999999999.5", 0, nil),
    ScalingCase("1e15", 0, 1_000_000_000_000_000),
    ScalingCase("1e16", 0, nil),
    ScalingCase("10e14", 0, 1_000_000_000_000_000),
    ScalingCase("0.000000000000000000001e36", 0, 1_000_000_000_000_000),
    ScalingCase("9223372036854775807", 0, nil),
    ScalingCase("18446744073709551616", -19, 2),
    ScalingCase("1e9223372036854775807", 0, nil),
    ScalingCase("1e-9223372036854775808", 0, 0),
    ScalingCase("1e99999999999999999999", -99_999_999_999_999_999, nil),
    ScalingCase("36.5", Int.max, nil),
    ScalingCase("36.5", Int.min, 0),
    ScalingCase("0", Int.max, 0),
]

/// `text`, whole, as a JSON number: its text when `JSONNumber.parse` accepts it.
private func parsed(_ text: String) -> String? {
    Array(text.utf8).withUnsafeBufferPointer { buffer in
        JSONNumber.parse(buffer).map { String(decoding: $0.text, as: UTF8.self) }
    }
}

@Suite struct NumberTests {
    @Test(arguments: [
        "0", "-0", "7", "36.5", "-36.665", "0.0365E+3", "-0.0e-0", "1.5E+10", "1e400", "1e-400",
        "123456789012345678901234567890",
    ])
    func parsesAWholeNumber(_ text: String) {
        #expect(parsed(text) == text)
    }

    @Test(arguments: [
        "", " 1", "1 ", "01", "-01", "+1", ".5", "1.", "1.e5", "-", "1e", "1e+", "1e5.5", "0x10",
        "1,5", "36.5C", "NaN", "Infinity", "１", "1_000", "36.5\u{0}",
    ])
    func refusesTextThatIsNotOneNumber(_ text: String) {
        #expect(parsed(text) == nil)
    }

    @Test func refusesAnEmptyBufferWithoutAnAddress() {
        #expect(JSONNumber.parse(UnsafeBufferPointer(start: nil, count: 0)) == nil)
    }

    @Test(arguments: scalingCases)
    func scales(_ example: ScalingCase) {
        #expect(scaled(example.text, decimals: example.decimals) == .some(example.expected))
    }

    @Test func hugeDigitStringsAreOutOfRange() {
        let digits = String(repeating: "7", count: 10_000)
        #expect(scaled(digits, decimals: 2) == .some(nil))
        #expect(scaled("-" + digits + "." + digits, decimals: 2) == .some(nil))
        #expect(scaled(digits + "e-9998", decimals: 2) == .some(7_778))
        #expect(scaled("0." + String(repeating: "0", count: 10_000) + "5", decimals: 2) == .some(0))
        #expect(scaled("0." + digits + "e10000", decimals: -9_990) == .some(7_777_777_778))
    }

    /// Random numbers, scaled by random amounts, agree with writing the number out in full.
    @Test func agreesWithTheNaiveReference() {
        var random = SeededGenerator(seed: 36)
        for _ in 0..<3_000 {
            let text = random.numberText()
            let decimals = random.next(40) - 20
            guard let expected = referenceScaled(Array(text.utf8), decimals: decimals) else {
                Issue.record("reference cannot scale \(text)")
                continue
            }
            #expect(scaled(text, decimals: decimals) == .some(expected), "\(text) × 10^\(decimals)")
        }
    }
}
