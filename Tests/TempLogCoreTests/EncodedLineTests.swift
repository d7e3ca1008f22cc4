import TempLogText
import TestSupport
import Testing

@testable import TempLogCore
@testable import TempLogTime

/// The reader of templog's own line form (`EncodedLine`) reads exactly what the
/// general scanner reads, and leaves every other line to it.
@Suite struct EncodedLineTests {
    /// Everything a view shows, comparable.
    struct Shown: Equatable, CustomStringConvertible {
        let id: [UInt8]
        let takenAt: Timestamp
        let temperature: Temperature
        let unit: TemperatureUnit
        let recordedAt: Timestamp
        let site: Site?
        let who: [UInt8]?
        let note: [UInt8]?
        let symptoms: [Symptom]?
        let kind: ReadingKind
        let takenAtText: [UInt8]?
        let recordedAtText: [UInt8]?

        init(_ view: ReadingView) {
            id = Array(view.id)
            takenAt = view.takenAt
            temperature = view.temperature
            unit = view.unit
            recordedAt = view.recordedAt
            site = view.site
            who = view.who.map(Array.init)
            note = view.note.map(Array.init)
            symptoms = view.symptoms
            kind = view.kind
            takenAtText = view.takenAtText.map(Array.init)
            recordedAtText = view.recordedAtText.map(Array.init)
        }

        var description: String {
            "\(String(decoding: id, as: UTF8.self)) \(takenAt.rfc3339) \(temperature)"
        }
    }

    /// What the in-place reader and the general scanner read in `line`: when the reader reads
    /// the line, its fields make the same view, the same reading (text problems included) and
    /// the same problem as the scanner's. Returns whether the reader read the line.
    @discardableResult
    static func check(_ line: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        line.withUnsafeBufferPointer { buffer in
            let text = String(decoding: line, as: UTF8.self)
            let scanned = ReadingLine.withScannedFields(of: buffer) { $0?.plain().map(Shown.init) }
            if let fields = EncodedLine.fields(of: buffer) {
                #expect(
                    fields.plain().map(Shown.init) == scanned, "\(text)",
                    sourceLocation: sourceLocation)
                let decoded = fields.decoded()
                let scannedDecode = ReadingLine.withScannedFields(of: buffer) { $0?.decoded() }
                #expect(
                    decoded?.reading == scannedDecode?.reading, "\(text)",
                    sourceLocation: sourceLocation)
                #expect(
                    decoded?.textProblems == scannedDecode?.textProblems, "\(text)",
                    sourceLocation: sourceLocation)
                #expect(
                    fields.problem() == Self.scannedProblem(in: buffer), "\(text)",
                    sourceLocation: sourceLocation)
            }
            let either = ReadingLine.withPlainReading(buffer, Shown.init)
            #expect(either == scanned, "\(text)", sourceLocation: sourceLocation)
            return EncodedLine.fields(of: buffer) != nil
        }
    }

    /// Why the general scanner finds `line` no valid reading; nil when it finds one.
    static func scannedProblem(in line: UnsafeBufferPointer<UInt8>) -> LineProblem? {
        ReadingLine.withScannedFields(of: line) { fields in
            guard let fields else { return .notJSONObject }
            return fields.problem()
        }
    }

    @discardableResult
    static func check(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        check(Array(line.utf8), sourceLocation: sourceLocation)
    }

    /// Lines as templog writes them: every optional key, symptoms and kinds.
    static func encodedLines(_ count: Int, seed: UInt64) -> [[UInt8]] {
        var generator = SeededGenerator(seed: seed)
        return PropertyTests.readings(count, seed: seed).map { reading in
            let reading = ExportPathTests.withSymptomsAndKind(reading, using: &generator)
            return Array(ReadingLine.encode(reading).dropLast())
        }
    }

    @Test func linesTemplogWritesAreReadInPlaceAsTheScannerReadsThem() {
        var readInPlace = 0
        for line in Self.encodedLines(3000, seed: 41) where Self.check(line) {
            readInPlace += 1
        }
        // Left to the general path: notes with a quote or a backslash (escaped).
        #expect(readInPlace > 2500)
    }

    /// One line of templog's form with every key, and lines that say the same thing otherwise.
    static let ownForm =
        #"{"id":"a1b2c3","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.55,"unit":"C","#
        + #""recordedAt":"2026-11-29T07:32:00+09:00","site":"armpit","who":"hana","#
        + #""note":"felt warm, fine","symptoms":["cough","headache"],"kind":"basal"}"#

    @Test(arguments: [
        // Another key order.
        #"{"takenAt":"2026-11-29T07:31:00+09:00","id":"a1","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","who":"hana","site":"ear"}"#,
        // A repeated key: the last one counts.
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","who":"hana","who":"taro"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","celsius":99}"#,
        // Escapes in keys and values.
        #"{"\u0069d":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"}"#,
        #"{"id":"a\u0031","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","note":"a \"b\""}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","note":"\u71b1"}"#,
        // Whitespace, null, an unknown key.
        #"{ "id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"} "#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","site":null}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","extra":1}"#,
        // Numbers the grammar refuses, or reads otherwise.
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":036.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5e0,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":3.65e+1,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5-1,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"}"#,
        // Timestamps templog writes otherwise, and a bad one.
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00Z","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00-00:00"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-02-30T07:31:00+09:00"}"#,
        // Non-ASCII text, kept as is or not.
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"F","recordedAt":"2026-11-29T07:31:00+09:00","who":"はな","note":"朝の検温, 元気"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","note":"熱っぽい"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","note":"emoji 🤒"}"#,
        // Refused values and unknown words.
        #"{"id":"","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"K","recordedAt":"2026-11-29T07:31:00+09:00"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","site":"Armpit"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","kind":"bbt"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","symptoms":["none","cough"]}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","symptoms":[]}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":99,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"}"#,
        #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","who":"me"}"#,
    ])
    func linesInAnyOtherShapeReadAsTheScannerReadsThem(line: String) {
        Self.check(line)
    }

    @Test func onlyTheOwnFormIsReadInPlace() {
        let base =
            #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"unit":"C","#
            + #""recordedAt":"2026-11-29T07:31:00+09:00""#
        #expect(Self.check(base + "}"))
        #expect(Self.check(base + #","site":"ear","who":"hana","note":"x","kind":"basal"}"#))
        #expect(Self.check(base + #","symptoms":["cough","chills"]}"#))
        for departure in [
            #","who":"hana","site":"ear"}"#, #","who":"hana","who":"taro"}"#, #","site":null}"#,
            #","extra":1}"#, "} ", " }", "}}", "", #","note":"a\"b"}"#, #","note":"a\u0062"}"#,
            #","symptoms":[ "cough"]}"#, #","symptoms":["cough",]}"#,
        ] {
            #expect(!Self.check(base + departure), "\(departure)")
        }
    }

    @Test func temperaturesInEveryFormReadAsTheScannerReadsThem() {
        var texts: [String] = []
        for centi in stride(from: 3000, through: 4500, by: 7) {
            let whole = String(centi / 100)
            let hundredths = centi % 100 < 10 ? "0\(centi % 100)" : "\(centi % 100)"
            texts += [
                "\(whole).\(hundredths)", "\(whole).\(hundredths.prefix(1))",
                "\(whole).\(hundredths)5", "\(whole)", "\(whole).\(hundredths)e0",
                "0\(whole).5", "-\(whole).5", "\(whole).", "\(whole).\(hundredths)0",
            ]
        }
        var readInPlace = 0
        for text in texts {
            let line =
                #"{"id":"a1","takenAt":"2026-11-29T07:31:00+09:00","celsius":"# + text
                + #","unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"}"#
            if Self.check(line) { readInPlace += 1 }
        }
        // Plausible ones (32.0–43.0 °C) in any valid form: about half of them.
        #expect(readInPlace > texts.count / 3)
    }

    @Test func everyPrefixOfALineIsATornLineForBoth() {
        let line = Array(Self.ownForm.utf8)
        for length in 0...line.count {
            let isWhole = Self.check(Array(line[..<length]))
            #expect(isWhole == (length == line.count))
        }
    }

    /// Random damage to lines templog writes: a byte changed, dropped, doubled or inserted
    /// (quotes, backslashes, commas, braces, non-ASCII and invalid UTF-8 among them).
    @Test func damagedLinesReadAsTheScannerReadsThem() {
        var generator = SeededGenerator(seed: 43)
        let bytes: [UInt8] =
            Array(#""\,:{}[] 0.-eE+nulC"#.utf8) + [0x00, 0x09, 0x7F, 0x80, 0xE3, 0xFF]
        var readInPlace = 0
        for line in Self.encodedLines(600, seed: 44) {
            for _ in 0..<10 {
                var damaged = line
                let position = Int.random(in: 0..<damaged.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: damaged[position] = bytes.randomElement(using: &generator)!
                case 1: damaged.remove(at: position)
                case 2: damaged.insert(damaged[position], at: position)
                default: damaged.insert(bytes.randomElement(using: &generator)!, at: position)
                }
                if Self.check(damaged) { readInPlace += 1 }
            }
        }
        #expect(readInPlace > 0)
    }

    @Test func sitesAndKindsAreNamedByTheirBytesAsByTheirStrings() {
        let words =
            Site.allCases.map(\.rawValue) + ReadingKind.allCases.map(\.rawValue) + [
                "", "Armpit", "ARMPIT", "armpi", "armpitt", "ea", "ear ", "bod", "Basal",
                "basa\u{212A}", "\u{212A}", "mouth\u{301}", "earear",
            ]
        for word in words {
            var text = word
            text.withUTF8 { bytes in
                #expect(Site(named: bytes) == Site(rawValue: word), "\(word)")
                #expect(ReadingKind(named: bytes) == ReadingKind(rawValue: word), "\(word)")
            }
        }
    }
}
