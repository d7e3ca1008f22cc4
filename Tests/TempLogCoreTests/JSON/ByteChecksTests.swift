import Testing

@testable import TempLogCore

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

    /// The classification reads `count` bytes and no more.
    @Test func classifiesOnlyTheBytesCounted() {
        let bytes = Array("abcdefghij\\\u{1}é".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let start = buffer.baseAddress!
            let plain = ByteChecks.classify(start, count: 10)
            #expect(!plain.hasEscapeOrControl && !plain.hasNonASCII)
            let escaped = ByteChecks.classify(start, count: 11)
            #expect(escaped.hasEscapeOrControl && !escaped.hasNonASCII)
            let control = ByteChecks.classify(start + 11, count: 1)
            #expect(control.hasEscapeOrControl && !control.hasNonASCII)
            let accented = ByteChecks.classify(start + 12, count: 2)
            #expect(!accented.hasEscapeOrControl && accented.hasNonASCII)
        }
    }
}
