import TestSupport
import Testing

@testable import TempLogJSON

/// The scan that expects keys reads exactly what the general scan reads, and names a member's
/// key only when that is the key the member has.
@Suite struct ExpectedKeysTests {
    static let names = ["id", "takenAt", "celsius", "who", "whom", "recordedAt", "symptoms"]
    static let keys = JSONKeys(names)

    /// The members with which of `keys` each is, or nil when the line is no object.
    static func scanExpecting(_ line: [UInt8]) -> [(ScannedMember, Int?)]? {
        line.withUnsafeBufferPointer { buffer in
            var members: [(ScannedMember, Int?)] = []
            let isObject = JSONLine.scanObject(
                buffer, expecting: keys,
                { key, expected, value in
                    members.append(
                        (ScannedMember(key: Array(key), value: ScannedValue(value)), expected))
                }, finish: { $0 })
            return isObject ? members : nil
        }
    }

    /// Keys written every way: expected ones plainly, escaped, as a prefix or an extension of
    /// another, out of order, repeated; unknown ones; with whitespace around the colon.
    static let keyTexts = [
        #""id""#, #""takenAt""#, #""celsius""#, #""who""#, #""whom""#, #""recordedAt""#,
        #""symptoms""#, #""t\u0061kenAt""#, #""wh""#, #""takenAtX""#, #""""#, #""note""#,
        #""i\"d""#,
    ]
    static let values = [#""x""#, "36.5", "null", "[1,2]", #"{"who":"a"}"#, #""\u0041""#]

    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func readsWhatTheGeneralScanReads(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var generator = LineGenerator(seed: seed)
        var named = 0
        for index in 0..<2000 {
            var line: [UInt8]
            if index % 2 == 0 {
                let members = (0..<random.next(9)).map { _ in
                    random.pick(Self.keyTexts) + random.pick(["", " "]) + ":"
                        + random.pick(["", " "]) + random.pick(Self.values)
                }
                line = Array(("{" + members.joined(separator: ",") + "}").utf8)
                // Cut short now and then, where a key may run to the line's end.
                if random.next(4) == 0 { line = Array(line.prefix(random.next(line.count + 1))) }
            } else {
                line = generator.line()
            }
            let expecting = Self.scanExpecting(line)
            let general = line.withUnsafeBufferPointer { scan($0) }
            let text = String(decoding: line, as: UTF8.self)
            #expect(expecting?.map(\.0) == general, "\(text)")
            for (member, expected) in expecting ?? [] {
                if let expected {
                    named += 1
                    #expect(member.key == Array(Self.names[expected].utf8), "\(text)")
                }
            }
        }
        #expect(named > 1000)
    }

    /// A line with the keys written plainly in their order has every key named, whatever
    /// keys it leaves out.
    @Test func namesEveryKeyOfALineInTheirOrder() throws {
        let line = #"{"id":"a1","celsius":36.5,"whom":1,"recordedAt":"x","symptoms":["cough"]}"#
        let members = try #require(Self.scanExpecting(Array(line.utf8)))
        #expect(members.map(\.1) == [0, 2, 4, 5, 6])
    }
}
