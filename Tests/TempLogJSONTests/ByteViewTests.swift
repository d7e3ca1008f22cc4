import TempLogText
import Testing

@Suite struct ByteViewTests {
    static let bytes: [UInt8] = Array(0..<40)

    /// Words are read from any offset, unaligned, in the byte order asked for, whatever the
    /// machine's: the first byte is the lowest of a little-endian word, the highest of a
    /// big-endian one.
    @Test func wordsAreReadInTheByteOrderAskedForAtAnyOffset() {
        Self.bytes.withUnsafeBufferPointer { buffer in
            let view = ByteView(buffer)
            for offset in 0...(view.count - 16) {
                let eight = Self.bytes[offset..<offset + 8]
                #expect(
                    view.littleEndianUInt64(at: offset)
                        == eight.reversed().reduce(0) { $0 << 8 | UInt64($1) })
                #expect(
                    view.bigEndianUInt64(at: offset)
                        == eight.reduce(0) { $0 << 8 | UInt64($1) })
                #expect(
                    view.bigEndianUInt32(at: offset)
                        == eight.prefix(4).reduce(0) { $0 << 8 | UInt32($1) })
                let vector = view.vector16(at: offset)
                #expect((0..<16).map { vector[$0] } == Array(Self.bytes[offset..<offset + 16]))
            }
        }
    }

    /// A part of a view is a view of its own, indexed from 0; `byte(at:)` answers nil past the
    /// end; `matches` compares with a text and is false where the view ends first.
    @Test func partsBytesAndTextAreReadWithinTheView() {
        Array("{\"id\":\"a1\"}".utf8).withUnsafeBufferPointer { buffer in
            let view = ByteView(buffer)
            let key = view[2..<4]
            #expect(key.count == 2 && key[0] == UInt8(ascii: "i") && key[1] == UInt8(ascii: "d"))
            #expect(Array(view.buffer(7..<9)) == Array("a1".utf8))
            #expect(view.byte(at: 10) == UInt8(ascii: "}"))
            #expect(view.byte(at: 11) == nil)
            #expect(view.matches(#""id":"#, at: 1))
            #expect(!view.matches(#""id":"#, at: 2))
            #expect(!view.matches("}}", at: 10))
            #expect(view[0..<0].count == 0)
        }
    }

    /// A load outside the view stops the program, however it is asked for: a byte past the
    /// end, a word running past it, an offset before the start.
    @Test(arguments: 0..<3)
    func aLoadOutsideTheViewStopsTheProgram(load: Int) async {
        await #expect(processExitsWith: .failure) { [load] in
            let bytes: [UInt8] = Array(0..<16)
            bytes.withUnsafeBufferPointer { buffer in
                let view = ByteView(buffer)[0..<15]
                switch load {
                case 0: _ = view[15]
                case 1: _ = view.littleEndianUInt64(at: 8)
                default: _ = view[-1..<4]
                }
            }
        }
    }
}
