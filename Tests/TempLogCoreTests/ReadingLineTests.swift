import Foundation
import TempLogText
import TestSupport
import Testing

@testable import TempLogCore

@Suite struct ReadingLineTests {
    func decode(_ line: String) -> Reading? {
        Array(line.utf8).withUnsafeBufferPointer { ReadingLine.decode($0) }
    }

    @Test func encodesOneLineInTheDocumentedKeyOrder() {
        let reading = sampleReading(
            unit: .fahrenheit, site: .armpit, who: "hana", note: #"a "b" \ c"#)
        #expect(
            String(decoding: ReadingLine.encode(reading), as: UTF8.self) == """
                {"id":"a1b2c3d4e5f6","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"F",\
                "recordedAt":"2026-11-29T07:31:00+09:00","site":"armpit","who":"hana","note":"a \\"b\\" \\\\ c"}

                """)
    }

    @Test func leavesOutAbsentOptionalKeys() {
        #expect(
            String(decoding: ReadingLine.encode(sampleReading()), as: UTF8.self) == """
                {"id":"a1b2c3d4e5f6","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C",\
                "recordedAt":"2026-11-29T07:31:00+09:00"}

                """)
    }

    @Test func roundTripsSeededRandomReadings() {
        var generator = SeededGenerator(seed: 42)
        let notes = [
            "", "plain", "comma, here", #"quote " and \ backslash"#, "改行なし 日本語", "emoji 🤒",
            "replacement \u{FFFD}",
        ]
        for _ in 0..<500 {
            let reading = Reading(
                id: Reading.makeID(using: &generator),
                takenAt: Timestamp(
                    secondsSince1970: Int.random(in: 0...4_000_000_000, using: &generator),
                    utcOffsetSeconds: [-18_000, 0, 19_800, 32_400].randomElement(using: &generator)!
                ),
                temperature: Temperature(
                    centiCelsius: Int.random(in: 3200...4300, using: &generator)),
                unit: Bool.random(using: &generator) ? .celsius : .fahrenheit,
                recordedAt: Timestamp(secondsSince1970: 1_800_000_000, utcOffsetSeconds: 3600),
                site: Site.allCases.randomElement(using: &generator),
                person: Bool.random(using: &generator) ? .named("hana") : .owner,
                note: notes.randomElement(using: &generator)!.nilIfEmpty
            )
            let line = ReadingLine.encode(reading)
            #expect(line.last == 0x0A)
            #expect(line.dropLast().contains(0x0A) == false)
            #expect(decode(String(decoding: line.dropLast(), as: UTF8.self)) == reading)
        }
    }

    /// Lines in every shape another tool might write, readings and not.
    static let trickyLines = [
        #"{"id":"aaa111","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:32:00+09:00"}"#,
        #"{"note":"reordered","celsius":37,"unit":"F","takenAt":"2026-11-29T07:31:00-05:00","id":"bbb222"}"#,
        #" { "id" : "ccc333" , "takenAt" : "2026-11-29T07:31:00Z" , "celsius" : 36.55 } "#,
        #"{"id":"ddd444","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"はな","note":"日本語のメモ, 🤒"}"#,
        #"{"id":"eee555","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"site":null,"who":null,"note":null,"unit":null,"recordedAt":null}"#,
        #"{"id":"fff666","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"future":true,"count":3,"x":null}"#,
        #"{"id":"ggg777","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":"say "hi"\\"}"#,
        #"{"id":"hhh888","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":"\u65e5\u672c \ud83e\udd12 \ufffd"}"#,
        #"{"id":"iii999","takenAt":"2026-11-29T07:31:00+09:00","celsius":3.65e1}"#,
        #"{"id":"kkk111","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"nested":{"a":[1,{"b":"}"}]}}"#,
        #"{"id":"lll222","takenAt":"2026-11-29T07:31:00.123+09:00","celsius":36.5,"recordedAt":"2026-11-29T07:31:05+09:00"}"#,
        #"{"\u0069d":"mmm333","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5}"#,
        // A key given twice keeps its last value (found by the fuzzer: an invalid takenAt
        // followed by a valid one).
        #"{"id":"3f9a1c1b7d40","takenAt":"20261c1b7d40","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","takenAt":"2026-","celsius":36.5}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"hana","who":null}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"celsius":"36.5"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":"36.5","celsius":37.1}"#,
        #"{"id":"x","id":null,"takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5}"#,
        // Symptoms, kinds, names, notes and timestamps that are valid:
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":["cough","headache"],"kind":"basal"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":["headache","cough"]}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":["none"],"kind":"body"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":null,"kind":null}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"o'neil"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"ann-marie"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"Zo\u00eb"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"Zoe\u0308"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"नमस्ते"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"x²"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":"３６．５度、全角のまま"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":""}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":""#
            + String(repeating: "あ", count: 500) + #""}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"recordedAt":"2026-11-29t07:31:05.25z"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"recordedAt":"2026-11-29 07:31:05-00:00"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"recordedAt":"0001-01-01T00:00:00Z"}"#,
        // ... and that are not:
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":[]}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":["none","cough"]}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":["cough","cough"]}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":["Cough"]}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":["咳"]}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":["sore throat"]}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":"cough"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":["cough",null]}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":[["cough"]]}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"symptoms":{"cough":true}}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"kind":"Basal"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"kind":"bbt"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"kind":""}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"kind":1}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"kind":true}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"kind":["basal"]}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"ME"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"ｈａｎａ"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"ﾊﾅ"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"a\u2028b"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":" hana"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"hana!"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":"a\u2028b"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":"a\u2029b"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":"a\u0085b"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":"tab\there"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":" padded"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":"padded "}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":"\u3000全角の空白"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":""#
            + String(repeating: "あ", count: 501) + #""}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"recordedAt":"2026-11-29T07:31:60Z"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"recordedAt":"2026-02-29T07:31:00Z"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"recordedAt":"2026-11-29T07:31:00"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"recordedAt":"2026-11-29T07:31:00.Z"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"recordedAt":"2026-11-29T24:00:00Z"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+0900","celsius":36.5}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00,5+09:00","celsius":36.5}"#,
        // JSON, but not a valid reading:
        #"{"id":"nnn444","takenAt":"2026-11-29T07:31:00+09:00","celsius":-0.5,"unit":"c"}"#,
        #"{"id":"ooo555","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"site":"toe"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":1}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":0}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":-0}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":99.0}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"K"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":""}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"me"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":"a b"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":"two\nlines"}"#,
        #"{"id":"x","takenAt":"1969-12-31T23:59:59Z","celsius":36.5}"#,
        #"{"takenAt":"2026-"#,
        String(repeating: "\u{0}", count: 64),
        #"[1,2,3]"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00"}"#,
        #"{"id":"x","takenAt":"yesterday","celsius":36.5}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":"36.5"}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"who":5}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":true}"#,
        #"{"id":"","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5} trailing"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":036.5}"#,
        #"{"id":"x" "takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5}"#,
        #"{"id":"\u001b[31mx","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5}"#,
        #"{"id":"x\u202e","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5}"#,
        #"{"id":"x\u2028","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5}"#,
        #"{"id":"日本-id_ok","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5}"#,
    ]

    /// Each line read by the store's parser and by an independent one (JSONSerialization and
    /// the definition written out again here) gives the same answer.
    @Test(arguments: trickyLines)
    func decodesAsAnIndependentDecoderDoes(line: String) {
        let bytes = Array(line.utf8)
        #expect(bytes.withUnsafeBufferPointer { ReadingLine.decode($0) } == referenceReading(line))
    }

    /// The time-order checks read only a line's time: the instant of the reading the store
    /// reads on the line, and nil where it reads none.
    @Test(arguments: trickyLines)
    func readingInstantIsTheTimeOfTheReadingOnTheLine(line: String) {
        let bytes = Array(line.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(
                StoreLine.readingInstant(buffer, at: 0)
                    == StoreLine(buffer, at: 0).reading?.takenAt.secondsSince1970)
        }
    }

    /// A byte order mark is read past at the start of the file only, for the time as for the
    /// reading.
    @Test(arguments: [0, 200])
    func readingInstantReadsPastAByteOrderMarkOnlyAtTheStart(offset: Int) {
        let line = "\u{FEFF}" + #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5}"#
        let bytes = Array(line.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let instant = StoreLine.readingInstant(buffer, at: offset)
            #expect(instant == StoreLine(buffer, at: offset).reading?.takenAt.secondsSince1970)
            #expect((instant != nil) == (offset == 0))
        }
    }

    /// What JSONSerialization tolerates beyond RFC 8259 is no reading.
    @Test(arguments: [
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":"n",}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"x":[1,]}"#,
        #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"x":{"a":1,}}"#,
        "\u{FEFF}" + #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5}"#,
    ])
    func isStrictWhereJSONSerializationIsLenient(line: String) throws {
        #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        #expect(Array(line.utf8).withUnsafeBufferPointer { ReadingLine.decode($0) } == nil)
    }

    @Test func decodesEscapesExponentsNullsAndUnknownKeys() throws {
        let escaped = try #require(decode(Self.trickyLines[7]))
        #expect(escaped.note == "日本 🤒 \u{FFFD}")
        let reordered = try #require(decode(Self.trickyLines[1]))
        #expect(reordered.unit == .fahrenheit)
        #expect(reordered.temperature.centiCelsius == 3700)
        #expect(reordered.recordedAt == reordered.takenAt)
        #expect(try #require(decode(Self.trickyLines[8])).temperature.centiCelsius == 3650)
        let nulls = try #require(decode(Self.trickyLines[4]))
        #expect(nulls.unit == .celsius && nulls.recordedAt == nulls.takenAt && nulls.site == nil)
        // More than two decimals round half away from zero, exactly (a Double would not).
        let long = #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.555}"#
        #expect(try #require(decode(long)).temperature.centiCelsius == 3656)
    }

    /// Found by the fuzzer: an unknown key that is not UTF-8 makes the line invalid JSON.
    @Test func anUnknownKeyThatIsNotUTF8MakesTheLineInvalid() {
        var bytes = Array(
            #"{"id":"3f9a2c1b7d40","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"XXXXredAdt":"x"}"#
                .utf8)
        let key = bytes.firstIndex(of: UInt8(ascii: "X"))!
        bytes.replaceSubrange(key..<key + 4, with: [0x88, 0x9A, 0x9C, 0x90])
        #expect(bytes.withUnsafeBufferPointer { ReadingLine.decode($0) } == nil)
        #expect((try? JSONSerialization.jsonObject(with: Data(bytes))) == nil)
    }

    @Test func validatedStringAgreesWithTheStandardLibrary() {
        var generator = SeededGenerator(seed: 5)
        let pieces: [[UInt8]] = [
            [0x41], [0xC3, 0xA9], [0xE3, 0x81, 0x82], [0xF0, 0x9F, 0xA4, 0x92], [0x80],
            [0xC0, 0xAF],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE3, 0x81], [0xFF], [0xE0, 0x80, 0x80],
            [0xF0, 0x80, 0x80, 0x80],
        ]
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0...6, using: &generator)).flatMap { _ in
                pieces.randomElement(using: &generator)!
            }
            bytes.withUnsafeBufferPointer { buffer in
                #expect(
                    validatedString(buffer) == String(validating: buffer, as: UTF8.self), "\(bytes)"
                )
            }
        }
    }

    /// Found by the fuzzer: invalid UTF-8 anywhere makes the line invalid JSON, even in a
    /// value that a later duplicate key replaces.
    @Test(arguments: ["takenAt", "celsius"])
    func invalidUTF8InAnyStringMakesTheLineInvalid(key: String) {
        var bytes = Array(
            #"{"id":"a","\#(key)":"2026-11-29T07:31:00+09:00","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5}"#
                .utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "2"))! + 2] = 0x85
        #expect(bytes.withUnsafeBufferPointer { ReadingLine.decode($0) } == nil)
    }

    @Test func rejectsInvalidUTF8() {
        var bytes = Array(
            #"{"id":"x","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"note":"ab"}"#.utf8)
        bytes[bytes.count - 3] = 0xFF
        #expect(bytes.withUnsafeBufferPointer { ReadingLine.decode($0) } == nil)
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
