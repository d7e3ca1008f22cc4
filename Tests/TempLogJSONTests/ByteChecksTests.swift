import TempLogText
import Testing

@Suite struct ByteChecksTests {
    /// The validator reads `count` bytes and no more, even where the bytes beyond would
    /// complete a sequence.
    @Test func validatesOnlyTheBytesCounted() {
        let bytes: [UInt8] = [0x61, 0xE6, 0xB8, 0xA9, 0xF0, 0x9F, 0x98, 0x80]
        bytes.withUnsafeBufferPointer { buffer in
            let start = buffer.baseAddress!
            #expect(ByteChecks.isValidUTF8(start, count: 8))
            #expect(ByteChecks.isValidUTF8(start, count: 4))
            #expect(!ByteChecks.isValidUTF8(start, count: 7))
            #expect(!ByteChecks.isValidUTF8(start, count: 6))
            #expect(!ByteChecks.isValidUTF8(start, count: 5))
            #expect(!ByteChecks.isValidUTF8(start, count: 3))
            #expect(!ByteChecks.isValidUTF8(start, count: 2))
            #expect(ByteChecks.isValidUTF8(start, count: 1))
            #expect(ByteChecks.isValidUTF8(start, count: 0))
        }
    }

    /// The one-pass search finds the first quote wherever it falls in or across 8-byte words,
    /// and classifies exactly the bytes before it: a special byte at every position before,
    /// at and after the quote, each compared with a byte-by-byte reading.
    @Test(arguments: [UInt8(ascii: "\\"), 0x01, 0x1F, 0xC3, 0x80, 0x00])
    func findsTheQuoteAndClassifiesOnlyTheBytesBeforeIt(special: UInt8) {
        for length in 1...20 {
            for quote in 0...length {
                for position in -1..<length {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    if quote < length { bytes[quote] = UInt8(ascii: "\"") }
                    if position >= 0, position != quote { bytes[position] = special }
                    let found = bytes.withUnsafeBufferPointer { buffer in
                        ByteChecks.contentsToQuote(buffer.baseAddress!, count: length)
                    }
                    guard let end = bytes.firstIndex(of: UInt8(ascii: "\"")) else {
                        #expect(found == nil)
                        continue
                    }
                    let before = bytes[..<end]
                    #expect(found?.length == end)
                    #expect(
                        found?.contents.hasEscapeOrControl
                            == before.contains { $0 < 0x20 || $0 == UInt8(ascii: "\\") })
                    #expect(found?.contents.hasNonASCII == before.contains { $0 >= 0x80 })
                }
            }
        }
    }
}
