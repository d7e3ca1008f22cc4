import Testing

@testable import TempLogJSON

/// The elements `JSONLine.scanArray` reports for `text`, or nil when it rejects the text.
private func scanArray(_ text: String) -> [ScannedValue]? {
    var elements: [ScannedValue] = []
    let isValid = Array(text.utf8).withUnsafeBufferPointer { buffer in
        JSONLine.scanArray(buffer) { elements.append(ScannedValue($0)) }
    }
    return isValid ? elements : nil
}

/// `count` nested arrays, the outermost counting as one level.
private func nestedArrays(depth count: Int) -> String {
    String(repeating: "[", count: count) + String(repeating: "]", count: count)
}

@Suite struct ArrayTests {
    @Test func reportsEveryElementInOrder() {
        #expect(
            scanArray(#"[1,"a\n",{"b":[2]},[3],true,false,null,-0.5e1]"#) == [
                .number(Array("1".utf8)), .string(Array("a\n".utf8)),
                .composite(Array(#"{"b":[2]}"#.utf8)), .composite(Array("[3]".utf8)),
                .bool(true), .bool(false), .null, .number(Array("-0.5e1".utf8)),
            ])
    }

    @Test func reportsNothingForAnEmptyArray() {
        #expect(scanArray("[]") == [])
        #expect(scanArray(" \t[ \r\n] ") == [])
    }

    @Test(arguments: [
        "", " ", "{}", #""a""#, "1", "[1,]", "[,1]", "[1,,2]", "[1 2]", "[1", "[1]]", "[1]x",
        "[1][2]", "[01]", #"["\x"]"#, "[nul]", "[1}", #"[{"a":1]]"#,
    ])
    func rejectsTextThatIsNotOneArray(_ text: String) {
        #expect(scanArray(text) == nil)
    }

    @Test func rejectsAnEmptyBufferWithoutAnAddress() {
        #expect(!JSONLine.scanArray(UnsafeBufferPointer(start: nil, count: 0)) { _ in })
    }

    /// The array itself counts as the first level, as the object of a line does.
    @Test func limitsNestingAsLinesDo() {
        #expect(
            scanArray(nestedArrays(depth: JSONLine.maximumDepth)) == [
                .composite(Array(nestedArrays(depth: JSONLine.maximumDepth - 1).utf8))
            ])
        #expect(scanArray(nestedArrays(depth: JSONLine.maximumDepth + 1)) == nil)
    }

    /// Every array `scanObject` hands out as a member's value scans as that array.
    @Test func readsEveryArrayALineHandsOut() {
        var arrays = 0
        for line in validLines {
            for case .composite(let text) in scan(line.bytes)?.map(\.value) ?? []
            where text.first == UInt8(ascii: "[") {
                arrays += 1
                let elements = text.withUnsafeBufferPointer { buffer in
                    var count = 0
                    let isValid = JSONLine.scanArray(buffer) { _ in count += 1 }
                    return isValid ? count : nil
                }
                #expect(elements != nil, "\(line.reason)")
            }
        }
        #expect(arrays > 5)
    }
}
