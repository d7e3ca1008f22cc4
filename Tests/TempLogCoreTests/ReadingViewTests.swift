import TempLogText
import TestSupport
import Testing

@testable import TempLogCore
@testable import TempLogTime

/// The export's fast path — a row formatted straight from a line's bytes — takes only lines
/// the one definition reads as readings with text kept as stored, and writes exactly the row
/// of the reading that definition decodes.
@Suite struct ReadingViewTests {
    /// Every format's row of `reading`.
    static func rows(_ reading: Reading) -> [[UInt8]] {
        [DelimitedFormat.csv, .excel, .tsv].map { format in
            var row: [UInt8] = []
            format.appendRow(
                reading, fevers: FeverThresholds(.standard(in: .celsius)), doses: DoseLog(),
                to: &row)
            return row
        }
    }

    /// Every format's row of the view of `line`, or nil when the fast path leaves the line to
    /// the full decoder; checks it against the decoded reading's rows.
    static func viewRows(_ line: String) -> [[UInt8]]? {
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let rows = ReadingLine.withPlainReading(buffer) { view in
                [DelimitedFormat.csv, .excel, .tsv].map { format in
                    var row: [UInt8] = []
                    format.appendRow(
                        view, fevers: FeverThresholds(.standard(in: .celsius)), doses: DoseLog(),
                        to: &row)
                    return row
                }
            }
            guard let rows else { return nil }
            let decoded = ReadingLine.decodeNotingText(buffer)
            #expect(decoded?.textProblems == [], "\(line)")
            #expect(decoded.map { Self.rows($0.reading) } == rows, "\(line)")
            return rows
        }
    }

    @Test func linesTemplogWritesAreFormattedFromTheirBytesAsTheirReadingsAre() {
        var viewed = 0
        for reading in PropertyTests.readings(3000, seed: 31) {
            let line = String(decoding: ReadingLine.encode(reading).dropLast(), as: UTF8.self)
            if let rows = Self.viewRows(line) {
                viewed += 1
                #expect(rows == Self.rows(reading), "\(line)")
            }
        }
        // Only the emoji note ("emoji 🤒") and the name はな leave the fast path.
        #expect(viewed > 2000)
    }

    @Test func handWrittenLinesWithBrokenTextOrRefusedValuesAgreeWithTheDecoder() {
        var generator = SeededGenerator(seed: 33)
        let spoilers = ExportPathTests.brokenText + ExportPathTests.refusedValues
        let readings = PropertyTests.readings(spoilers.count * 10 + 2000, seed: 34)
        for (index, reading) in readings.enumerated() {
            let reading = ExportPathTests.withSymptomsAndKind(reading, using: &generator)
            let spoiled = index < spoilers.count * 10 ? spoilers[index % spoilers.count] : nil
            let line = ExportPathTests.handWritten(reading, spoiled: spoiled, using: &generator)
            _ = Self.viewRows(line)
        }
    }

    /// Timestamps that `parse` reads but templog writes otherwise, and its own form.
    @Test(arguments: [
        ("2026-11-29T07:31:00+09:00", true), ("2026-11-29T07:31:00-05:00", true),
        ("2026-11-29T07:31:00+00:00", true), ("2026-11-29T07:31:00-00:00", false),
        ("2026-11-29t07:31:00+09:00", false), ("2026-11-29 07:31:00+09:00", false),
        ("2026-11-29T07:31:00.1234Z", false), ("2026-11-29T07:31:00.5+09:00", false),
        ("2026-11-29T07:31:00Z", false), ("2026-11-29T07:31:00.000000Z", false),
    ])
    func onlyTimestampsInTemplogsOwnFormAreCopied(text: String, copied: Bool) throws {
        var isCopied = false
        let timestamp = try #require(
            Array(text.utf8).withUnsafeBufferPointer {
                Timestamp.parse(rfc3339: $0, isWrittenAsParsed: &isCopied)
            })
        #expect(isCopied == copied)
        #expect((timestamp.rfc3339 == text) == copied)
        #expect(timestamp == Timestamp.parse(rfc3339: Array(text.utf8)))
    }

    static let names = [
        "hana", "Taro", "-dash", "o'neil", "a.b_c", "a", String(repeating: "x", count: 32),
        String(repeating: "x", count: 33), "me", "ME", "Me", "mee", "はな", "ｈａｎａ", " hana",
        "ha na", "", "ha\u{7}na", "hana\u{301}",
    ]

    static let notes = [
        "plain", "comma, inside", #"quote " inside"#, "熱っぽい", "朝の検温, 元気", "日本語のメモ",
        "after nap 熱", "熱 after nap", "x", "=SUM(A1)", " padded", "padded ", "\u{3000}熱",
        "熱\u{3000}", "か\u{3099}", "熱\u{302A}", "\u{3099}", "a\u{85}b", "a\u{2028}b",
        "a\u{202E}b", "a\u{2066}b", "a\u{9F}b", "a\u{A0}b", "a\u{7F}b", "tab\there", "a\nb",
        "", "emoji 🤒", "🤒", String(repeating: "a", count: 500),
        String(repeating: "a", count: 501), String(repeating: "あ", count: 500),
        String(repeating: "あ", count: 501), "\u{9FFF}", "\u{A000}", "\u{3040}", "\u{303F}",
    ]

    @Test func textKeptAsIsOnTheBytesIsKeptAsIsByTheTextRules() {
        var keptNames = 0
        for name in Self.names {
            var text = name
            let kept = text.withUTF8 { StoredText.isKeptAsIs(name: $0) }
            guard kept else { continue }
            keptNames += 1
            var problems: [TextProblem.Kind] = []
            #expect(StoredText.person(name, problems: &problems) == name, "\(name)")
            #expect(problems.isEmpty, "\(name)")
        }
        #expect(keptNames == 8)
        var keptNotes = 0
        for note in Self.notes {
            var text = note
            let kept = text.withUTF8 { StoredText.isKeptAsIs(note: $0) }
            guard kept else { continue }
            keptNotes += 1
            var problems: [TextProblem.Kind] = []
            #expect(StoredText.note(note, problems: &problems) == note, "\(note)")
            #expect(problems.isEmpty, "\(note)")
        }
        #expect(keptNotes == 15)
    }
}

extension ReadingViewTests {
    @Test func storableTimestampsAreThoseOnLocalDaysFrom1970Through9999() {
        let lastDay = LocalDate(year: 9999, month: 12, day: 31)!.dayNumber
        for offset in [-50_400, -3_600, 0, 3_600, 50_400] {
            for day in [-1, 0, 1, lastDay - 1, lastDay, lastDay + 1] {
                for second in [-1, 0, 1, 86_399, 86_400] {
                    let timestamp = Timestamp(
                        secondsSince1970: day * 86_400 + second - offset,
                        utcOffsetSeconds: offset)
                    let expected =
                        timestamp.secondsSince1970 >= 0
                        && (1970...9999).contains(timestamp.localDate.year)
                    #expect(timestamp.isStorable == expected, "\(timestamp.rfc3339)")
                }
            }
        }
    }

    @Test func temperaturesAreWrittenAsTheirScaledValuesWithOneOrTwoDecimals() {
        func padded(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: width - String(value).count) + String(value)
        }
        for centiCelsius in stride(from: 0, through: 120_000, by: 7) {
            let temperature = Temperature(centiCelsius: centiCelsius)
            #expect(
                temperature.text(in: .celsius, decimals: 2)
                    == "\(centiCelsius / 100).\(padded(centiCelsius % 100, 2))")
            let tenths = temperature.deciFahrenheit
            #expect(
                temperature.text(in: .fahrenheit, decimals: 1) == "\(tenths / 10).\(tenths % 10)")
        }
    }
}
