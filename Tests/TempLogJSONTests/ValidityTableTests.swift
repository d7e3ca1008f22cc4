import Testing

@testable import TempLogJSON

/// A line to scan, and why it is (or is not) one valid JSON object.
struct LineCase: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let reason: String
    var testDescription: String { reason }

    init(_ text: String, _ reason: String) {
        self.bytes = Array(text.utf8)
        self.reason = reason
    }

    /// A line with raw bytes (often not UTF-8) between two pieces of text.
    init(_ before: String, raw: [UInt8], _ after: String, _ reason: String) {
        self.bytes = Array(before.utf8) + raw + Array(after.utf8)
        self.reason = reason
    }
}

/// `{"a":` and `}` around `count - 1` nested arrays: `count` levels with the object.
func nested(depth count: Int) -> String {
    #"{"a":"# + String(repeating: "[", count: count - 1) + String(repeating: "]", count: count - 1)
        + "}"
}

let validLines: [LineCase] = [
    LineCase("{}", "empty object"),
    LineCase(" \t\r\n{ \t\r\n} \t\r\n", "all four whitespace bytes around and inside"),
    LineCase(
        #"{"id":"3f9a2c1b7d40","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","#
            + #""recordedAt":"2026-11-29T07:31:05+09:00","site":"armpit","who":"hana","#
            + #""note":"after breakfast"}"#, "a store line"),
    LineCase(#"{ "a" : 1 , "b" : [ 1 , 2 ] , "c" : { "d" : null } }"#, "spaces everywhere"),
    LineCase(#"{"a":0,"b":-0,"c":-0.0e-0,"d":1.5E+10,"e":1e-2,"f":10}"#, "number forms"),
    LineCase(#"{"a":123456789012345678901234567890.123456789e-99999}"#, "a huge number"),
    LineCase(#"{"a":1e400}"#, "beyond Double, still JSON"),
    LineCase(#"{"a":true,"b":false,"c":null}"#, "literals"),
    LineCase(#"{"a":"\"\\\/\b\f\n\r\t"}"#, "every short escape"),
    LineCase(#"{"a":"\u00e9\u00E9\uFFFF\u0000"}"#, "unicode escapes in either case, and NUL"),
    LineCase(#"{"a":"\ud83d\ude00\uD83D\uDE00"}"#, "surrogate pairs in either case"),
    LineCase(#"{"a":"\"}"}"#, "an escaped quote and brace inside the string"),
    LineCase(#"{"a":"\\"}"#, "a string ending in an escaped backslash"),
    LineCase(#"{"\u0041\n":1}"#, "escapes in a key"),
    LineCase(#"{"":""}"#, "empty key and value"),
    LineCase(#"{"a":1,"a":2}"#, "duplicate keys"),
    LineCase("{\"a\":\"\u{7F}\"}", "DEL is not a control character in JSON"),
    LineCase("{\"a\":\"\u{FFFD}\"}", "U+FFFD is text like any other"),
    LineCase("{\"体温\":\"朝食後 😀\"}", "Japanese and emoji"),
    LineCase(#"{"a":""#, raw: [0xC2, 0x80, 0xDF, 0xBF], #""}"#, "two-byte bounds"),
    LineCase(#"{"a":""#, raw: [0xE0, 0xA0, 0x80, 0xED, 0x9F, 0xBF], #""}"#, "three-byte bounds"),
    LineCase(#"{"a":""#, raw: [0xEE, 0x80, 0x80, 0xEF, 0xBF, 0xBF], #""}"#, "U+E000, U+FFFF"),
    LineCase(
        #"{"a":""#, raw: [0xF0, 0x90, 0x80, 0x80, 0xF4, 0x8F, 0xBF, 0xBF], #""}"#,
        "four-byte bounds"),
    LineCase(#"{"a":[],"b":{},"c":[[]],"d":[{}],"e":{"f":[]}}"#, "empty composites"),
    LineCase(
        #"{"a":[1,{"b":[true,false,null]},"x",-1.5e3],"c":{"d":{"e":"\u00e9"}}}"#,
        "nested composites"),
    LineCase(nested(depth: 512), "nesting exactly at the limit"),
]

let invalidLines: [LineCase] = [
    LineCase("", "empty line"),
    LineCase(" ", "whitespace only"),
    LineCase("[1]", "an array at top level"),
    LineCase(#""a""#, "a string at top level"),
    LineCase("1", "a number at top level"),
    LineCase("null", "null at top level"),
    LineCase(#"{"a":1,}"#, "trailing comma in object"),
    LineCase(#"{"x":[1,]}"#, "trailing comma in nested array"),
    LineCase(#"{"x":{"a":1,}}"#, "trailing comma in nested object"),
    LineCase(#"{"x":[1,,2]}"#, "empty array element"),
    LineCase(#"{"x":[,1]}"#, "leading comma in array"),
    LineCase("{,}", "a comma alone"),
    LineCase(#"{"a":1,,"b":2}"#, "double comma"),
    LineCase(#"{"a":1 "b":2}"#, "missing comma between members"),
    LineCase(#"{"a":{"b":1,2}}"#, "nested member without a key"),
    LineCase(#"{"a":{1}}"#, "nested first member without a key"),
    LineCase(#"{"a":{"b"}}"#, "nested key without colon or value"),
    LineCase(#"{"a":[1 2]}"#, "missing comma between elements"),
    LineCase(#"{"a" 1}"#, "missing colon"),
    LineCase(#"{"a"::1}"#, "duplicate colon"),
    LineCase(#"{"a":}"#, "missing value"),
    LineCase(#"{"a"}"#, "key without colon or value"),
    LineCase("{a:1}", "unquoted key"),
    LineCase("{1:2}", "number as key"),
    LineCase("{'a':1}", "single-quoted key"),
    LineCase(#"{"a":'b'}"#, "single-quoted value"),
    LineCase(#"{"a":1 /* note */}"#, "block comment"),
    LineCase(#"{"a":1} // note"#, "line comment"),
    LineCase(#"{"a":1}x"#, "text after the object"),
    LineCase(#"{"a":1}{"b":2}"#, "two objects"),
    LineCase(#"{"a":1}}"#, "an extra closing brace"),
    LineCase(#"{"a":1"#, "unterminated object"),
    LineCase("{", "an opening brace alone"),
    LineCase(#"{"a":"b}"#, "unterminated string"),
    LineCase(#"{"a"#, "unterminated key"),
    LineCase(#"{"a":"\"#, "string ending in a backslash"),
    LineCase(#"{"a":[1"#, "unterminated array"),
    LineCase(#"{"a":[1}]}"#, "brackets crossed"),
    LineCase(#"{"a":{"b":1]}"#, "object closed by a bracket"),
    LineCase(#"{"a":1]"#, "top-level object closed by a bracket"),
    LineCase("{]", "empty top-level object closed by a bracket"),
    LineCase(#"{"a":[1}"#, "array closed by a brace"),
    LineCase(#"{"a":01}"#, "leading zero"),
    LineCase(#"{"a":-01}"#, "leading zero after minus"),
    LineCase(#"{"a":00}"#, "double zero"),
    LineCase(#"{"a":+1}"#, "leading plus"),
    LineCase(#"{"a":.5}"#, "no digit before the point"),
    LineCase(#"{"a":1.}"#, "no digit after the point"),
    LineCase(#"{"a":1.e5}"#, "no digit between point and exponent"),
    LineCase(#"{"a":-}"#, "a minus alone"),
    LineCase(#"{"a":-.5}"#, "minus then point"),
    LineCase(#"{"a":1e}"#, "exponent without digits"),
    LineCase(#"{"a":1e+}"#, "signed exponent without digits"),
    LineCase(#"{"a":1e.5}"#, "point in the exponent"),
    LineCase(#"{"a":1e5.5}"#, "fraction after the exponent"),
    LineCase(#"{"a":1E--5}"#, "two signs in the exponent"),
    LineCase(#"{"a":1.5.5}"#, "two points"),
    LineCase(#"{"a":0x10}"#, "hexadecimal"),
    LineCase(#"{"a":1_000}"#, "digit separator"),
    LineCase(#"{"a":NaN}"#, "NaN"),
    LineCase(#"{"a":Infinity}"#, "Infinity"),
    LineCase(#"{"a":-Infinity}"#, "minus Infinity"),
    LineCase(#"{"a":tru}"#, "truncated true"),
    LineCase(#"{"a":True}"#, "capitalised true"),
    LineCase(#"{"a":nul}"#, "truncated null"),
    LineCase(#"{"a":nulll}"#, "null with a letter more"),
    LineCase(#"{"a":falsey}"#, "false with letters more"),
    LineCase(#"{"a":"\x41"}"#, "unknown escape"),
    LineCase(#"{"a":"\'"}"#, "escaped single quote"),
    LineCase(#"{"a":"\U0041"}"#, "capital U escape"),
    LineCase(#"{"a":"\u12"}"#, "short unicode escape"),
    LineCase(#"{"a":"\u12G4"}"#, "non-hex unicode escape"),
    LineCase(#"{"a":"\u+123"}"#, "signed unicode escape"),
    LineCase(#"{"a":"\uD800"}"#, "lone high surrogate"),
    LineCase(#"{"a":"\uDC00"}"#, "lone low surrogate"),
    LineCase(#"{"a":"\uD800x"}"#, "high surrogate followed by text"),
    LineCase(#"{"a":"\uD800\u0041"}"#, "high surrogate followed by a non-surrogate escape"),
    LineCase(#"{"a":"\uD800\uD800"}"#, "two high surrogates"),
    LineCase(#"{"a":"\uD800\uE000"}"#, "high surrogate followed by an escape past the lows"),
    LineCase(#"{"a":"\uD83Dxude00"}"#, "high surrogate followed by text like an escape"),
    LineCase(#"{"a":"\uD83D\\ude00"}"#, "high surrogate followed by an escaped backslash"),
    LineCase(#"{"a":"\uD83D\u"}"#, "high surrogate followed by a cut escape"),
    LineCase(#"{"a":"\uDC00\uD800"}"#, "surrogate pair reversed"),
    LineCase(#"{"\uD800":1}"#, "lone surrogate in a key"),
    LineCase("{\"a\":\"x\ty\"}", "raw tab in string"),
    LineCase("{\"a\":\"x\ny\"}", "raw newline in string"),
    LineCase("{\"a\":\"x\u{0}y\"}", "raw NUL in string"),
    LineCase("{\"a\":\"x\u{1F}y\"}", "raw U+001F in string"),
    LineCase("{\"a\u{1}\":1}", "raw control character in key"),
    LineCase("{\"a\":1}\u{0}", "NUL after the object"),
    LineCase("{\"a\":\u{0}1}", "NUL before a value"),
    LineCase("{\"a\":1}\u{0C}", "form feed is not JSON whitespace"),
    LineCase("{\"a\":1}\u{0B}", "vertical tab is not JSON whitespace"),
    LineCase("{\"a\":1}\u{A0}", "no-break space is not JSON whitespace"),
    LineCase("\u{FEFF}{\"a\":1}", "byte order mark"),
    LineCase(#"{""#, raw: [0xFF], #"":1}"#, "invalid UTF-8 in key"),
    LineCase(#"{"a":""#, raw: [0xFF], #""}"#, "invalid UTF-8 in value"),
    LineCase(#"{"a":["#, raw: [0x22, 0xFF, 0x22], #"]}"#, "invalid UTF-8 in a nested string"),
    LineCase(#"{"a":[""#, raw: [], #"\x"]}"#, "bad escape in a nested string"),
    LineCase(#"{"a":""#, raw: [0x80], #""}"#, "lone continuation byte"),
    LineCase(#"{"a":""#, raw: [0xE3, 0x81], #""}"#, "truncated sequence"),
    LineCase(#"{"a":""#, raw: [0xE3, 0x81], #"x"}"#, "sequence cut short by ASCII"),
    LineCase(#"{"a":""#, raw: [0xC0, 0x80], #""}"#, "overlong NUL"),
    LineCase(#"{"a":""#, raw: [0xC1, 0xBF], #""}"#, "overlong two-byte"),
    LineCase(#"{"a":""#, raw: [0xE0, 0x80, 0x80], #""}"#, "overlong three-byte"),
    LineCase(#"{"a":""#, raw: [0xE0, 0x9F, 0xBF], #""}"#, "overlong three-byte, highest"),
    LineCase(#"{"a":""#, raw: [0xF0, 0x80, 0x80, 0x80], #""}"#, "overlong four-byte"),
    LineCase(#"{"a":""#, raw: [0xF0, 0x8F, 0xBF, 0xBF], #""}"#, "overlong four-byte, highest"),
    LineCase(#"{"a":""#, raw: [0xED, 0xA0, 0x80], #""}"#, "UTF-8 encoded high surrogate"),
    LineCase(#"{"a":""#, raw: [0xED, 0xBF, 0xBF], #""}"#, "UTF-8 encoded low surrogate"),
    LineCase(#"{"a":""#, raw: [0xF4, 0x90, 0x80, 0x80], #""}"#, "beyond U+10FFFF"),
    LineCase(#"{"a":""#, raw: [0xF5, 0x80, 0x80, 0x80], #""}"#, "lead byte F5"),
    LineCase(#"{"a":""#, raw: [0xF8, 0x88, 0x80, 0x80, 0x80], #""}"#, "five-byte form"),
    LineCase(#"{"a":""#, raw: [0xFE], #""}"#, "byte FE"),
    LineCase(#"{"a":""#, raw: [0xFF, 0xFE], #""}"#, "bytes FF FE"),
    LineCase(
        #"{"a":""#, raw: [0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0xE3], #""}"#,
        "truncated sequence after a word of ASCII"),
    LineCase(nested(depth: 513), "nesting one past the limit"),
    LineCase(nested(depth: 600), "nesting depth 600"),
    LineCase(String(repeating: "{\"a\":", count: 100_000), "deep unterminated objects"),
]

@Suite struct ValidityTableTests {
    @Test(arguments: validLines)
    func acceptsValidLine(_ line: LineCase) {
        #expect(scan(line.bytes) != nil, "\(line.reason)")
    }

    @Test(arguments: invalidLines)
    func rejectsInvalidLine(_ line: LineCase) {
        #expect(scan(line.bytes) == nil, "\(line.reason)")
    }

    /// Every byte from F5 to FF, and every C0 and C1 lead, is invalid anywhere in a string.
    @Test(arguments: Array(0xF5...0xFF) + [0xC0, 0xC1])
    func rejectsByteNeverInUTF8(_ byte: Int) {
        #expect(scan(Array(#"{"a":""#.utf8) + [UInt8(byte)] + Array(#""}"#.utf8)) == nil)
        #expect(scan(Array(#"{""#.utf8) + [UInt8(byte)] + Array(#"":1}"#.utf8)) == nil)
    }

    /// Every control character is invalid raw in a string, and valid as a `\u` escape.
    @Test(arguments: 0..<0x20)
    func controlCharacters(_ byte: Int) {
        let hex = String(byte, radix: 16)
        let escaped = #"{"a":"\u00"# + (byte < 16 ? "0" : "") + hex + #""}"#
        #expect(
            scan(Array(escaped.utf8)) == [ScannedMember(key: [0x61], value: .string([UInt8(byte)]))]
        )
        #expect(scan(Array(#"{"a":""#.utf8) + [UInt8(byte)] + Array(#""}"#.utf8)) == nil)
    }

    /// Bytes are checked eight at a time, then one by one: whatever lane a byte falls in, and
    /// in keys as in values, it is judged the same.
    @Test(arguments: 0...24)
    func judgesBytesInEveryPosition(_ position: Int) {
        func line(_ inserted: [UInt8], key: Bool = false) -> [UInt8] {
            var text = Array(repeating: UInt8(ascii: "a"), count: 24)
            text.insert(contentsOf: inserted, at: position)
            let quoted = [UInt8(ascii: "\"")] + text + [UInt8(ascii: "\"")]
            return key
                ? [0x7B] + quoted + Array(":1}".utf8) : Array(#"{"k":"#.utf8) + quoted + [0x7D]
        }
        func decoded(_ inserted: [UInt8]) -> [UInt8] {
            var text = Array(repeating: UInt8(ascii: "a"), count: 24)
            text.insert(contentsOf: inserted, at: position)
            return text
        }
        for byte in UInt8(0)..<0x20 {
            #expect(scan(line([byte])) == nil, "raw \(byte)")
            #expect(scan(line([byte], key: true)) == nil, "raw \(byte) in key")
        }
        for byte: UInt8 in [0x20, 0x5B, 0x5D, 0x7F] {
            #expect(scan(line([byte]))?.first?.value == .string(decoded([byte])), "\(byte)")
        }
        for invalid: [UInt8] in [[0xFF], [0x80], [0xE3, 0x81], [0xED, 0xA0, 0x80], [0xC0, 0xAF]] {
            #expect(scan(line(invalid)) == nil, "\(invalid)")
            #expect(scan(line(invalid, key: true)) == nil, "\(invalid) in key")
        }
        let japanese = Array("温".utf8)
        #expect(scan(line(japanese))?.first?.value == .string(decoded(japanese)))
        #expect(scan(line(Array(#"\n"#.utf8)))?.first?.value == .string(decoded([0x0A])))
        #expect(scan(line(Array(#"\""#.utf8)))?.first?.value == .string(decoded([0x22])))
        #expect(scan(line(Array(#"\n"#.utf8), key: true))?.first?.key == decoded([0x0A]))
    }

    /// The reference parser, the independent second reading, agrees on every line of the table.
    @Test func referenceParserAgreesWithTable() {
        for line in validLines + invalidLines where line.bytes.count < 2_000 {
            #expect(
                readingsAgree(scan(line.bytes), ReferenceParser.members(of: line.bytes)),
                "\(line.reason)")
        }
    }
}
