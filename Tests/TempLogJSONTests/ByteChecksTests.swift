import TempLogText
import Testing

@Suite struct ByteChecksTests {
    /// The validator reads `count` bytes and no more, even where the bytes beyond would
    /// complete a sequence.
    @Test func validatesOnlyTheBytesCounted() {
        let bytes: [UInt8] = [0x61, 0xE6, 0xB8, 0xA9, 0xF0, 0x9F, 0x98, 0x80]
        bytes.withUnsafeBufferPointer { buffer in
            let view = ByteView(buffer)
            #expect(ByteChecks.isValidUTF8(view[0..<8]))
            #expect(ByteChecks.isValidUTF8(view[0..<4]))
            #expect(!ByteChecks.isValidUTF8(view[0..<7]))
            #expect(!ByteChecks.isValidUTF8(view[0..<6]))
            #expect(!ByteChecks.isValidUTF8(view[0..<5]))
            #expect(!ByteChecks.isValidUTF8(view[0..<3]))
            #expect(!ByteChecks.isValidUTF8(view[0..<2]))
            #expect(ByteChecks.isValidUTF8(view[0..<1]))
            #expect(ByteChecks.isValidUTF8(view[0..<0]))
        }
    }

    /// The one-pass search finds the first quote wherever it falls in or across 8-byte words,
    /// and classifies exactly the bytes before it: a special byte at every position before,
    /// at and after the quote, each compared with a byte-by-byte reading; the bytes before
    /// where the search starts (a string's opening quote, say) are not looked at.
    @Test(arguments: [UInt8(ascii: "\\"), 0x01, 0x1F, 0xC3, 0x80, 0x00], [0, 3])
    func findsTheQuoteAndClassifiesOnlyTheBytesBeforeIt(special: UInt8, start: Int) {
        for length in 1...20 {
            for quote in 0...length {
                for position in -1..<length {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    if quote < length { bytes[quote] = UInt8(ascii: "\"") }
                    if position >= 0, position != quote { bytes[position] = special }
                    let prefix = Array(#"\"\""#.utf8.prefix(start))
                    let found = (prefix + bytes).withUnsafeBufferPointer { buffer in
                        ByteChecks.contentsToQuote(in: ByteView(buffer), from: start)
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

    /// Bytes at and next to the edges the word-at-a-time checks test, and ones that borrow or
    /// carry into the byte above.
    static let edgeBytes: [UInt8] = [
        0x00, 0x01, 0x0A, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x2B, 0x2C, 0x2D, 0x61, 0x7E, 0x7F,
        0x80, 0x81, 0xC3, 0xFE, 0xFF,
    ]

    /// Every length from 0 to 20 with one or two edge bytes at every position among plain
    /// ones, each compared with a byte-by-byte reading.
    @Test func wordAtATimeChecksAgreeWithByteByByteOnes() {
        for length in 0...20 {
            for first in -1..<length {
                for second in [-1, length - 1, length / 2] where second != first {
                    for byte in Self.edgeBytes {
                        var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                        if first >= 0 { bytes[first] = byte }
                        if second >= 0, second < length {
                            bytes[second] = Self.edgeBytes[(first + 20) % 19]
                        }
                        bytes.withUnsafeBufferPointer { buffer in
                            #expect(
                                ByteChecks.allInRange(ByteView(buffer), 0x20...0x7E)
                                    == bytes.allSatisfy { (0x20...0x7E).contains($0) },
                                "\(bytes)")

                        }
                    }
                }
            }
        }
    }
}
