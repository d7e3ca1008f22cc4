import Testing

@testable import TempLogXML

/// The tokenizer's limits (see `XMLTokenizer.maximumAttributes`, `maximumMarkupBytes`,
/// `maximumDepth`): past one, a document is refused naming the line, having read a bounded
/// part of it, however large the rest.
@Suite struct XMLLimitTests {
    /// Feeds `chunks` (made one at a time, never held together) to a selecting tokenizer the
    /// way the Health import does: each chunk after what the tokenizer left unread. Returns the
    /// error and the most bytes the tokenizer was ever given at once.
    static func refusal(
        of chunks: some Sequence<[UInt8]>
    ) -> (error: XMLSyntaxError?, largestBuffer: Int) {
        var tokenizer = XMLTokenizer(
            selecting: XMLSelection(element: "Record", attribute: "type", values: ["t"]))
        var buffer: [UInt8] = []
        var largest = 0
        do {
            var iterator = chunks.makeIterator()
            var next = iterator.next()
            while let chunk = next {
                next = iterator.next()
                buffer += chunk
                largest = max(largest, buffer.count)
                let used = try buffer.withUnsafeBufferPointer {
                    try tokenizer.tokenize($0, isFinal: next == nil) { _ in }
                }
                buffer.removeFirst(used)
            }
            return (nil, largest)
        } catch {
            return (error as? XMLSyntaxError, largest)
        }
    }

    /// A document whose second line is one `<Other>` tag of `attributes` attributes, in 4 MiB
    /// chunks as the import reads.
    static func manyAttributes(_ count: Int) -> [[UInt8]] {
        var bytes = Array("<HealthData>\n<Other".utf8)
        for index in 0..<count { bytes += Array(" a\(index)=\"1\"".utf8) }
        bytes += Array("/>\n</HealthData>\n".utf8)
        return stride(from: 0, to: bytes.count, by: 1 << 22).map {
            Array(bytes[$0..<min($0 + (1 << 22), bytes.count)])
        }
    }

    @Test func threeHundredThousandAttributesInOneTagAreRefusedNamingTheLine() {
        let (error, _) = Self.refusal(of: Self.manyAttributes(300_000))
        #expect(error == XMLSyntaxError(line: 2, problem: .tooManyAttributes("<Other")))
    }

    @Test func aTagWithAsManyAttributesAsAllowedIsRead() {
        let (error, _) = Self.refusal(of: Self.manyAttributes(XMLTokenizer.maximumAttributes))
        #expect(error == nil)
        let (over, _) = Self.refusal(of: Self.manyAttributes(XMLTokenizer.maximumAttributes + 1))
        #expect(over == XMLSyntaxError(line: 2, problem: .tooManyAttributes("<Other")))
    }

    /// 1 GiB in one attribute value, made 4 MiB at a time as it is fed: refused once the tag is
    /// longer than the limit, having held at most the limit and a chunk.
    @Test func aGibibyteAttributeIsRefusedHavingReadLittleOfIt() {
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 22)
        var made = 0
        let stream = AnyIterator<[UInt8]> {
            defer { made += 1 }
            switch made {
            case 0: return Array("<HealthData>\n<Record type=\"t\" note=\"".utf8)
            case 1...256: return chunk
            case 257: return Array("\"/>\n</HealthData>\n".utf8)
            default: return nil
            }
        }
        let (error, largest) = Self.refusal(of: IteratorSequence(stream))
        #expect(error == XMLSyntaxError(line: 2, problem: .tooLong("<Record")))
        #expect(made < 4, "read \(made) chunks of the stream")
        #expect(largest <= XMLTokenizer.maximumMarkupBytes + (1 << 22) + 64)
    }

    @Test func aTagAsLongAsAllowedIsReadAndOneByteMoreIsNot() {
        func document(noteBytes: Int) -> [[UInt8]] {
            let opening = "<Record type=\"u\" note=\""
            let tag =
                Array(opening.utf8) + [UInt8](repeating: 0x78, count: noteBytes)
                + Array("\"/>".utf8)
            return [Array("<HealthData>\n".utf8) + tag + Array("\n</HealthData>\n".utf8)]
        }
        let fits = XMLTokenizer.maximumMarkupBytes - "<Record type=\"u\" note=\"\"/>".utf8.count
        #expect(Self.refusal(of: document(noteBytes: fits)).error == nil)
        #expect(
            Self.refusal(of: document(noteBytes: fits + 1)).error
                == XMLSyntaxError(line: 2, problem: .tooLong("<Record")))
    }

    @Test func aHugeCommentIsRefusedAsMarkupTooLong() {
        let chunk = [UInt8](repeating: UInt8(ascii: "-"), count: 1 << 20)
        let chunks = [Array("<HealthData>\n<!-- ".utf8)] + Array(repeating: chunk, count: 3)
        #expect(
            Self.refusal(of: chunks).error == XMLSyntaxError(line: 2, problem: .tooLong("<!--")))
    }

    @Test func elementsNestedDeeperThanAllowedAreRefused() {
        let depth = XMLTokenizer.maximumDepth
        func nested(_ count: Int) -> [[UInt8]] {
            [
                Array(
                    (String(repeating: "<a>", count: count)
                        + String(repeating: "</a>", count: count)).utf8)
            ]
        }
        #expect(Self.refusal(of: nested(depth)).error == nil)
        #expect(
            Self.refusal(of: nested(depth + 1)).error == XMLSyntaxError(line: 1, problem: .tooDeep))
    }
}
