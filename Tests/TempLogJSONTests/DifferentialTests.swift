import Foundation
import Testing

@testable import TempLogJSON

/// Lines `JSONSerialization` accepts though none is exactly one RFC 8259 object: JSONLine
/// rejects each, as it should. These are the known differences in that direction.
let foundationLenientLines: [LineCase] = [
    LineCase(#"{"a":1,}"#, "trailing comma in object"),
    LineCase(#"{"x":[1,]}"#, "trailing comma in nested array"),
    LineCase(#"{"x":{"a":1,}}"#, "trailing comma in nested object"),
    LineCase(#"{"x":[{"a":[1,],},],}"#, "trailing commas at every level"),
    LineCase("\u{FEFF}{\"a\":1}", "byte order mark before the object"),
    LineCase("[1]", "an array at top level"),
    LineCase(#"[{"a":1}]"#, "an object inside an array at top level"),
    LineCase(
        "", raw: Array(#"{"a":1}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "",
        "UTF-16LE instead of UTF-8"),
]

/// Lines JSONLine accepts and `JSONSerialization` rejects: numbers beyond `Double`'s range.
/// RFC 8259 (section 6) lets a parser limit the range of numbers; JSONLine keeps their text.
let foundationRangeLimitedLines: [LineCase] = [
    LineCase(#"{"a":1e400}"#, "beyond Double"),
    LineCase(#"{"a":-1.8e308}"#, "beyond Double, negative"),
    LineCase(#"{"a":[0,{"b":2e308}]}"#, "beyond Double, nested"),
]

@Suite struct DifferentialTests {
    @Test(arguments: foundationLenientLines)
    func foundationAcceptsButJSONLineRejects(_ line: LineCase) throws {
        _ = try JSONSerialization.jsonObject(with: Data(line.bytes))
        #expect(scan(line.bytes) == nil)
        #expect(ReferenceParser.members(of: line.bytes) == nil)
    }

    @Test(arguments: foundationRangeLimitedLines)
    func jsonLineAcceptsButFoundationRejectsNumbersBeyondDouble(_ line: LineCase) throws {
        #expect(throws: (any Error).self) {
            try JSONSerialization.jsonObject(with: Data(line.bytes))
        }
        let members = try #require(scan(line.bytes))
        #expect(readingsAgree(members, ReferenceParser.members(of: line.bytes)))
        #expect(foundationDisagreement(line.bytes, members: members) == nil)
    }

    /// `JSONSerialization` drops a raw U+FEFF at the start of a string, and after an escape;
    /// JSONLine keeps the string as written.
    @Test func foundationDropsByteOrderMarksInStrings() throws {
        let line = Array("{\"\u{FEFF}k\":\"\u{FEFF}v\\n\u{FEFF}w\"}".utf8)
        let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
        #expect(object?["k"] as? String == "v\nw")
        #expect(
            scan(line) == [
                ScannedMember(
                    key: Array("\u{FEFF}k".utf8), value: .string(Array("\u{FEFF}v\n\u{FEFF}w".utf8))
                )
            ])
    }

    /// Found by the fuzzer, in the comparison rather than in JSONLine: a U+FEFF inside a key
    /// stays (JSONSerialization too keeps it there), so the two keys are distinct.
    @Test func keepsByteOrderMarkInsideAKey() throws {
        let line = Array("{\"c\u{FEFF}elsius\":36.5,\"celsius\":72.5}".utf8)
        let members = try #require(scan(line))
        #expect(members.map(\.key) == [Array("c\u{FEFF}elsius".utf8), Array("celsius".utf8)])
        let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
        #expect(object?.count == 2)
        #expect(object?["c\u{FEFF}elsius"] as? Double == 36.5)
        #expect(object?["celsius"] as? Double == 72.5)
    }

    /// Generated lines, half of them mutated: JSONLine agrees with the reference parser on every
    /// one, and `JSONSerialization` reads every line JSONLine accepts the same way.
    @Test func agreesWithReferenceAndFoundationOnGeneratedLines() {
        var generator = LineGenerator(seed: 8259)
        var accepted = 0
        var rejected = 0
        for _ in 0..<10_000 {
            let line = generator.line()
            let shown = String(decoding: line, as: UTF8.self).debugDescription
            guard let members = scan(line) else {
                rejected += 1
                #expect(ReferenceParser.members(of: line) == nil, "\(shown)")
                continue
            }
            accepted += 1
            #expect(readingsAgree(members, ReferenceParser.members(of: line)), "\(shown)")
            if let disagreement = foundationDisagreement(line, members: members) {
                Issue.record("\(shown): \(disagreement)")
            }
            // The naive reference scales numbers whose exponent is below 10,000.
            for case .number(let text) in members.map(\.value) {
                if let expected = referenceScaled(text, decimals: 2) {
                    #expect(scaledNumber(text, decimals: 2) == expected, "\(shown)")
                }
            }
        }
        // Both kinds of line are well represented.
        #expect(accepted > 4_000 && rejected > 4_000, "\(accepted) accepted, \(rejected) rejected")
    }
}
