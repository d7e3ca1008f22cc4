import TestSupport
import Testing

@testable import TempLogCSV

/// Seeded properties over generated files: whatever is written is read back exactly.
@Suite struct ReaderPropertyTests {
    /// Pieces of awkward text that fields are built from.
    static let pieces = [
        ",", ";", "\t", "\"", "\"\"", "\r", "\n", "\r\n", " ", "\\", "\\t", "朝の検温", "\u{FFFD}",
        "🤒", "é", "36.5", "'=SUM(A1)", "a", "\u{FEFF}", "\0",
    ]

    static func randomField(using generator: inout SeededGenerator) -> String {
        let length = Int.random(in: 0...6, using: &generator)
        return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    static func randomRows(
        count: Int, using generator: inout SeededGenerator
    ) -> [[String]] {
        (0..<count).map { _ in
            let fieldCount = Int.random(in: 1...6, using: &generator)
            return (0..<fieldCount).map { _ in randomField(using: &generator) }
        }
    }

    /// A field as RFC 4180 writes it: quoted only when it must be, or when `alwaysQuote`. A
    /// field starting with U+FEFF is quoted so that it cannot be taken for a byte order mark.
    static func quoted(_ field: String, delimiter: Character, alwaysQuote: Bool) -> String {
        let mustQuote =
            field.unicodeScalars.first == "\u{FEFF}"
            || field.unicodeScalars.contains { scalar in
                scalar == "\"" || scalar == "\r" || scalar == "\n"
                    || scalar == delimiter.unicodeScalars.first!
            }
        guard mustQuote || alwaysQuote else { return field }
        var text = "\""
        for scalar in field.unicodeScalars {
            if scalar == "\"" { text += "\"" }
            text.unicodeScalars.append(scalar)
        }
        return text + "\""
    }

    @Test(arguments: [1 as UInt64, 2, 3, 4, 5, 6])
    func quotedFieldsReadBackExactly(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let delimiter = [",", ";", "\t"][Int(seed) % 3] as Character
        let lineEnd = seed % 2 == 0 ? "\r\n" : "\n"
        // A row of one empty field would be a blank line, which is skipped by design.
        let rows = Self.randomRows(count: 300, using: &generator).filter { $0 != [""] }
        var text = seed % 3 == 0 ? "\u{FEFF}" : ""
        for row in rows {
            let alwaysQuote = Bool.random(using: &generator)
            text += row.map { field in
                Self.quoted(field, delimiter: delimiter, alwaysQuote: alwaysQuote)
            }.joined(separator: String(delimiter))
            text += lineEnd
        }
        if seed % 4 == 1 { text.removeLast() }
        let read = readRows(text, delimiter: delimiter.asciiValue!)
        #expect(read.count == rows.count)
        #expect(records(read).map(\.fields) == rows)
        var line = 1
        for record in records(read) {
            #expect(record.line == line)
            line = record.lastLine + 1
        }
    }

    @Test(arguments: [7 as UInt64, 8])
    func escapedFieldsReadBackExactly(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let rows = Self.randomRows(count: 300, using: &generator).filter { $0 != [""] }
        var text = "note\n"
        for row in rows {
            text += row.map { field in
                var escaped = ""
                for scalar in field.unicodeScalars {
                    switch scalar {
                    case "\\": escaped += "\\\\"
                    case "\t": escaped += "\\t"
                    case "\n": escaped += "\\n"
                    case "\r": escaped += "\\r"
                    default: escaped.unicodeScalars.append(scalar)
                    }
                }
                return escaped
            }.joined(separator: "\t")
            text += "\n"
        }
        let read = readRows(text, delimiter: DelimitedReader.tab, quoting: .backslashEscapes)
        #expect(records(read).map(\.fields) == [["note"]] + rows)
        #expect(records(read).map(\.line) == Array(1...rows.count + 1))
    }

    /// Good rows (no quotes) mixed with rows given a stray quote: every good row is read as
    /// itself on its own line, when the caller rejects records that span lines or have the
    /// wrong field count; no record is ever read with altered text.
    @Test(arguments: [11 as UInt64, 12, 13, 14])
    func strayQuotesHideNoOtherRow(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let words = ["2026-11-29", "36.5", "朝", "note, with comma", "x", ""]
        var lines: [String] = []
        var goodRows: [Int: [String]] = [:]
        for number in 1...400 {
            let fields = (0..<3).map { _ in
                words.randomElement(using: &generator)!.replacingComma()
            }
            var line = fields.joined(separator: ",")
            if Int.random(in: 0..<4, using: &generator) == 0 {
                let offset = Int.random(in: 0...line.unicodeScalars.count, using: &generator)
                let index = line.unicodeScalars.index(
                    line.unicodeScalars.startIndex, offsetBy: offset)
                line.unicodeScalars.insert("\"", at: index)
            } else {
                goodRows[number] = fields
            }
            lines.append(line)
        }
        var reader = DelimitedReader(
            bytes: Array(lines.joined(separator: "\n").utf8), delimiter: DelimitedReader.comma)
        var readGoodRows: [Int: [String]] = [:]
        while let row = reader.next() {
            guard case .record(let record) = row else { continue }
            guard record.lastLine == record.line, record.fieldCount == 3 else {
                reader.rejectLastRecord()
                continue
            }
            #expect(readGoodRows[record.line] == nil)
            readGoodRows[record.line] = record.fields
        }
        for (line, fields) in readGoodRows {
            #expect(goodRows[line] == fields, "line \(line)")
        }
        for (line, fields) in goodRows {
            #expect(readGoodRows[line] == fields, "line \(line)")
        }
    }
    /// Random bytes full of quotes, delimiters, line ends, backslashes and broken UTF-8: every
    /// physical line that is not blank belongs to exactly one row: a record's lines, or only the
    /// first line of a record rejected by the reader or by the caller; rows come in line order.
    @Test(arguments: [21 as UInt64, 22, 23, 24])
    func everyLineBelongsToExactlyOneRow(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let alphabet: [UInt8] = Array(",;\t\"\"\r\n\n\\ant".utf8) + [0xFF, 0xE3, 0x81, 0x82]
        for _ in 0..<200 {
            let length = Int.random(in: 0...120, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            if bytes.last == 0x0A { lines.removeLast() }
            let blank = lines.map { $0.isEmpty || Array($0) == [0x0D] }
            for quoting in [QuotingMode.rfc4180, .backslashEscapes] {
                var reader = DelimitedReader(
                    bytes: bytes, delimiter: DelimitedReader.comma, quoting: quoting)
                var covered: [Int] = []
                while let row = reader.next() {
                    switch row {
                    case .record(let record) where Bool.random(using: &generator):
                        reader.rejectLastRecord()
                        covered.append(record.line)
                    case .record(let record):
                        covered += Array(record.line...record.lastLine)
                    case .problem(let problem):
                        covered.append(problem.line)
                    }
                }
                let expected = blank.indices.filter { !blank[$0] }.map { $0 + 1 }
                #expect(covered == covered.sorted() && Set(covered).count == covered.count)
                #expect(Set(covered).isSuperset(of: expected), "\(bytes)")
            }
        }
    }

    /// The cell parsers never trap, whatever the text.
    @Test func cellParsersTakeAnyText() {
        var generator = SeededGenerator(seed: 31)
        let pieces = [
            "2026", "-", "/", ".", "年", "月", "日", "時", "分", "秒", "半", "午前", "午後", ":", "0",
            "7", "12", "99", "t", "z", "+", " ", "am", "p.m.", "１", "９９９９９９９９９９９９９９９９９９９９",
        ]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            _ = CellDate(parsing: text)
            _ = CellTime(parsing: text)
            _ = CellDateTime(parsing: text)
        }
    }
}

extension String {
    /// The text with commas turned into semicolons, so it needs no quoting in a CSV field.
    fileprivate func replacingComma() -> String {
        String(unicodeScalars.map { $0 == "," ? ";" : Character($0) })
    }
}
