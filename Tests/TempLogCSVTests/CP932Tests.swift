import Foundation
import Testing

@testable import TempLogCSV

/// The CP932 decoder against the table `scripts/generate-cp932.py` takes from Python's codec.
@Suite struct CP932Tests {
    /// `Tests/Fixtures/<name>`.
    static func fixture(_ name: String) throws -> Data {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
        return try Data(contentsOf: tests.appendingPathComponent("Fixtures/\(name)"))
    }

    /// Every code the generator mapped, and its character.
    static func mapping() throws -> [(code: [UInt8], character: Unicode.Scalar)] {
        let text = String(decoding: try fixture("cp932-mapping.txt"), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t")
            let code = UInt16(fields[0], radix: 16)!
            let bytes =
                fields[0].count == 2 ? [UInt8(code)] : [UInt8(code >> 8), UInt8(code & 0xFF)]
            return (bytes, Unicode.Scalar(UInt32(fields[1], radix: 16)!)!)
        }
    }

    @Test func decodesEveryMappedCodeAsPythonsCodecDoes() throws {
        let mapping = try Self.mapping()
        #expect(mapping.count == 9_800)
        for (code, character) in mapping {
            #expect(CP932.utf8(code) == Array(String(character).utf8), "\(code)")
        }
    }

    @Test func refusesEveryCodeTheTableDoesNotMap() throws {
        let mapped = Set(try Self.mapping().map(\.code))
        let leads = Array(0x81...0x9F) + Array(0xE0...0xFC)
        for lead in leads {
            for trail in 0...0xFF where !mapped.contains([UInt8(lead), UInt8(trail)]) {
                #expect(CP932.utf8([UInt8(lead), UInt8(trail)]) == nil, "\(lead) \(trail)")
            }
            // A lead byte at the end has no trail byte.
            #expect(CP932.utf8([0x41, UInt8(lead)]) == nil)
        }
    }

    @Test func aCardWrittenByPythonsCodecDecodes() throws {
        let bytes = [UInt8](try Self.fixture("card-cp932.csv"))
        #expect(CP932.isLikely(bytes))
        let text = String(decoding: try #require(CP932.utf8(bytes)), as: UTF8.self)
        #expect(text.hasPrefix("日付,時刻,体温,症状,備考\r\n2026/11/27,7:30,36.5,,\r\n"))
        #expect(text.contains("咳・のど,ｶｾﾞ気味\r\n"))
        #expect(text.contains("①回目の検温"))
    }

    @Test(arguments: [
        ("UTF-8 text", Array("日付,体温\n".utf8)), ("ASCII", Array("date,celsius\n".utf8)),
        ("UTF-16", [0xFF, 0xFE, 0x41, 0x00]), ("Latin-1", [0x63, 0x61, 0x66, 0xE9, 0x0A]),
        ("a control byte", [0x80, 0x41]),
    ])
    func tellsCP932FromOtherText(_ name: String, bytes: [UInt8]) {
        #expect(!CP932.isLikely(bytes), "\(name)")
    }
}
