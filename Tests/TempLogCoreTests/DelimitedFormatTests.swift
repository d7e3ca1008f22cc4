import TestSupport
import Testing

@testable import TempLogCore

@Suite struct DelimitedFormatTests {
    let fevers = FeverThresholds(.standard(in: .celsius))
    /// The store every row is written from.
    let store = StoreIdentity("3f9a2c4d5e6f")

    func row(_ format: DelimitedFormat, _ reading: Reading) -> String {
        var bytes: [UInt8] = []
        format.appendRow(reading, fevers: fevers, store: store, doses: DoseLog(), to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func writesTheDocumentedHeader() {
        var bytes: [UInt8] = []
        DelimitedFormat.csv.appendHeader(to: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "date,time,celsius,fahrenheit,fever,site,who,note,id,taken_at,unit,recorded_at,symptoms,kind,store,fever_threshold_celsius,fever_reducer_hours,disturbed\n"
        )
    }

    @Test func writesOneRowPerReading() {
        #expect(
            row(.csv, sampleReading(centi: 3780, unit: .fahrenheit, site: .ear, who: "hana"))
                == "2026-11-29,07:31,37.8,100.0,true,ear,hana,,a1b2c3d4e5f6,2026-11-29T07:31:00+09:00,F,2026-11-29T07:31:00+09:00,,body,3f9a2c4d5e6f,37.5,,\n"
        )
    }

    @Test func aStoreWithoutAnIdentityLeavesItsCellEmpty() {
        var bytes: [UInt8] = []
        DelimitedFormat.tsv.appendRow(
            sampleReading(), fevers: fevers, store: nil, doses: DoseLog(), to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("\tbody\t\t37.5\t\t\n"))
    }

    /// Each row is judged by its person's threshold, which its last column states: °C as held,
    /// two decimals for a threshold set in °F that has them (100.0 °F is 37.78 °C).
    @Test func eachRowStatesTheThresholdOfItsPerson() {
        let fevers = FeverThresholds(
            .standard(in: .fahrenheit),
            personal: [
                .named("HANA"): FeverThreshold(Temperature(centiCelsius: 3700), in: .celsius),
                .owner: FeverThreshold(Temperature(centiCelsius: 3778), in: .fahrenheit),
            ])
        func row(_ reading: Reading) -> String {
            var bytes: [UInt8] = []
            DelimitedFormat.csv.appendRow(
                reading, fevers: fevers, store: nil, doses: DoseLog(), to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(row(sampleReading(centi: 3710, who: "hana")).hasSuffix(",body,,37.0,,\n"))
        #expect(row(sampleReading(centi: 3710, who: "hana")).contains(",37.1,98.8,true,"))
        #expect(row(sampleReading(centi: 3778)).hasSuffix(",body,,37.78,,\n"))
        #expect(row(sampleReading(centi: 3775)).contains(",37.8,100.0,true,"))
        #expect(row(sampleReading(centi: 3796, who: "ken")).hasSuffix(",body,,38.0,,\n"))
        #expect(row(sampleReading(centi: 3796, who: "ken")).contains(",38.0,100.3,false,"))
    }

    @Test(arguments: [
        ("a, b", #""a, b""#),
        (#"say "hi""#, #""say ""hi""""#),
        ("two\nlines", "\"two\nlines\""),
        ("carriage\rreturn", "\"carriage\rreturn\""),
        ("=HYPERLINK(\"x\")", #""'=HYPERLINK(""x"")""#),
        ("=1+2", "'=1+2"),
        ("+1", "'+1"),
        ("-5 degrees", "'-5 degrees"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tTAB", "'\tTAB"),
        ("日本語のメモ", "日本語のメモ"),
        ("a=b", "a=b"),
    ])
    func quotesAndNeutralisesFreeTextInCSV(note: String, cell: String) {
        #expect(row(.csv, sampleReading(note: note)).contains(",\(cell),a1b2c3d4e5f6,"))
    }

    @Test(arguments: [
        ("a\tb", #"a\tb"#), ("two\nlines", #"two\nlines"#), (#"back\slash"#, #"back\\slash"#),
        ("=cmd", "'=cmd"),
        ("a, \"b\"", "a, \"b\""),
    ])
    func escapesFreeTextInTSV(note: String, cell: String) {
        #expect(row(.tsv, sampleReading(note: note)).contains("\t\(cell)\ta1b2c3d4e5f6\t"))
    }

    @Test func neutralisesEveryFreeTextColumn() {
        let reading = sampleReading(id: "=evil", who: "-who", note: "@note")
        #expect(row(.csv, reading).contains(",,'-who,'@note,'=evil,"))
    }

    /// A row is written whole into a buffer sized from its text: free text that doubles in
    /// every byte, at the note limit, and every optional column still fit.
    @Test func writesRowsWhoseTextDoublesInEveryByte() {
        let quotes = String(repeating: "\"", count: NoteInput.maximumLength)
        var reading = sampleReading(id: String(repeating: "\"", count: 40), note: quotes)
        reading.person = .named("-" + String(repeating: "'", count: 31))
        reading.site = .forehead
        reading.symptoms = [.cough, .headache, .soreThroat]
        reading.kind = .basal
        let doubled = String(repeating: "\"\"", count: NoteInput.maximumLength)
        #expect(
            row(.excel, reading)
                == "2026-11-29,07:31,36.50,97.70,false,forehead,'-\(reading.person.who!.dropFirst()),"
                + "\"\(doubled)\",\"\(String(repeating: "\"\"", count: 40))\","
                + "2026-11-29T07:31:00+09:00,C,2026-11-29T07:31:00+09:00,"
                + "cough;headache;sore-throat,basal,3f9a2c4d5e6f,37.5,,\r\n")
        let backslashes = String(repeating: "\\", count: NoteInput.maximumLength)
        #expect(
            row(.tsv, sampleReading(note: backslashes)).contains(
                "\t\(String(repeating: "\\\\", count: NoteInput.maximumLength))\ta1b2c3d4e5f6\t"))
    }

    /// A `'` a person typed before formula-like text survives an export and an import.
    @Test(arguments: [
        ("'=x", "''=x"), ("'plain", "'plain"), ("''=x", "'''=x"), ("-1", "'-1"), ("'", "'"),
    ])
    func guardsTextThatStartsWithAQuoteAndAFormula(note: String, cell: String) {
        #expect(row(.csv, sampleReading(note: note)).contains(",\(cell),a1b2c3d4e5f6,"))
        #expect(FormulaGuard.removed(from: cell) == note)
    }
}
