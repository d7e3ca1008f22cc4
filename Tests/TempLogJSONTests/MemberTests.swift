import Testing

@testable import TempLogJSON

@Suite struct MemberTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func reportsEveryMemberOfAStoreLine() {
        let line =
            #"{"id":"3f9a2c1b7d40","celsius":36.5,"site":null,"ok":true,"no":false,"#
            + #""tags":["a",{"b":1}],"note":"朝食後"}"#
        #expect(
            scan(bytes(line)) == [
                ScannedMember(key: bytes("id"), value: .string(bytes("3f9a2c1b7d40"))),
                ScannedMember(key: bytes("celsius"), value: .number(bytes("36.5"))),
                ScannedMember(key: bytes("site"), value: .null),
                ScannedMember(key: bytes("ok"), value: .bool(true)),
                ScannedMember(key: bytes("no"), value: .bool(false)),
                ScannedMember(key: bytes("tags"), value: .composite(bytes(#"["a",{"b":1}]"#))),
                ScannedMember(key: bytes("note"), value: .string(bytes("朝食後"))),
            ])
    }

    @Test func reportsNothingForAnEmptyObject() {
        #expect(scan(bytes(" {  } ")) == [])
    }

    @Test func reportsDuplicateKeysInOrder() {
        #expect(
            scan(bytes(#"{"a":1,"b":2,"a":"x"}"#)) == [
                ScannedMember(key: bytes("a"), value: .number(bytes("1"))),
                ScannedMember(key: bytes("b"), value: .number(bytes("2"))),
                ScannedMember(key: bytes("a"), value: .string(bytes("x"))),
            ])
    }

    @Test func decodesEscapesInKeysAndValues() {
        let line = #"{"k\"\u00e9":"a\\b\/c\b\f\n\r\t\u0041\u00e9\u6e29\uD83D\uDE00\ud83d\ude00"}"#
        #expect(
            scan(bytes(line)) == [
                ScannedMember(
                    key: bytes("k\"é"), value: .string(bytes("a\\b/c\u{8}\u{C}\n\r\tAé温😀😀")))
            ])
    }

    @Test func keepsCompositeTextAsWritten() {
        let line = #"{ "a" : [ 1 , { "b" : "\u00e9" } ] , "c" : { } }"#
        #expect(
            scan(bytes(line)) == [
                ScannedMember(
                    key: bytes("a"), value: .composite(bytes(#"[ 1 , { "b" : "\u00e9" } ]"#))),
                ScannedMember(key: bytes("c"), value: .composite(bytes("{ }"))),
            ])
    }

    @Test func keepsNumberTextExact() {
        let line = #"{"a":-0.000,"b":1E+400,"c":123456789012345678901234567890}"#
        #expect(
            scan(bytes(line)) == [
                ScannedMember(key: bytes("a"), value: .number(bytes("-0.000"))),
                ScannedMember(key: bytes("b"), value: .number(bytes("1E+400"))),
                ScannedMember(
                    key: bytes("c"), value: .number(bytes("123456789012345678901234567890"))),
            ])
    }

    /// Strings without escapes are slices of the line itself: nothing is copied or allocated.
    @Test func handsOutPlainStringsAsSlicesOfTheLine() {
        let line = bytes(#"{"note":"after breakfast","温度":"高い"}"#)
        line.withUnsafeBufferPointer { buffer in
            let lineRange =
                UnsafeRawPointer(
                    buffer.baseAddress!)..<UnsafeRawPointer(buffer.baseAddress! + buffer.count)
            var slices = 0
            let isValid = JSONLine.scanObject(buffer) { key, value in
                guard case .string(let text) = value else { return }
                #expect(lineRange.contains(UnsafeRawPointer(key.baseAddress!)))
                #expect(lineRange.contains(UnsafeRawPointer(text.baseAddress!)))
                slices += 1
            }
            #expect(isValid && slices == 2)
        }
    }

    /// A key and its value, both with escapes, are decoded to separate places.
    @Test func keepsDecodedKeyAndValueApart() {
        let line = bytes(#"{"\u0041\u0042\u0043":"\u0044\u0045\u0046","\n":"\t"}"#)
        #expect(
            scan(line) == [
                ScannedMember(key: bytes("ABC"), value: .string(bytes("DEF"))),
                ScannedMember(key: bytes("\n"), value: .string(bytes("\t"))),
            ])
    }

    @Test func stillReportsMembersBeforeAFault() {
        var keys: [[UInt8]] = []
        let isValid = bytes(#"{"a":1,"b":2,}"#).withUnsafeBufferPointer { buffer in
            JSONLine.scanObject(buffer) { key, _ in keys.append(Array(key)) }
        }
        #expect(!isValid)
        #expect(keys == [bytes("a"), bytes("b")])
    }

    @Test func rejectsAnEmptyBufferWithoutAnAddress() {
        #expect(!JSONLine.scanObject(UnsafeBufferPointer(start: nil, count: 0)) { _, _ in })
    }

    /// The line may be part of a larger buffer: nothing past its end is read.
    @Test func readsNothingPastTheLine() {
        let store = bytes(#"{"a":"b"}{"a":"c\"}"# + "\n")
        store.withUnsafeBufferPointer { buffer in
            #expect(JSONLine.scanObject(UnsafeBufferPointer(rebasing: buffer[0..<9])) { _, _ in })
            // Cut inside the string: the quote beyond the end must not be found.
            #expect(!JSONLine.scanObject(UnsafeBufferPointer(rebasing: buffer[0..<7])) { _, _ in })
            #expect(!JSONLine.scanObject(UnsafeBufferPointer(rebasing: buffer[9..<17])) { _, _ in })
        }
    }
}
