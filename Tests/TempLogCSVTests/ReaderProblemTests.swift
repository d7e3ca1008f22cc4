import Testing

@testable import TempLogCSV

/// Every problem rejects its record and only that one: each other row is still read.
@Suite struct ReaderProblemTests {
    @Test func rejectsAQuoteInsideAnUnquotedFieldAndReadsTheRowsAfterIt() {
        let rows = readRows(
            "date,note\n2026-11-29,5\" thermometer\n2026-11-30,fine\n2026-12-01,ok\n")
        #expect(
            rows == [
                record(1, "date", "note"),
                problem(2, .quoteInUnquotedField(column: 2)),
                record(3, "2026-11-30", "fine"),
                record(4, "2026-12-01", "ok"),
            ])
    }

    @Test func neverAltersAQuoteInsideText() {
        #expect(
            readRows("say \"hi\"\na\"b,c\"d\nx,y\"") == [
                problem(1, .quoteInUnquotedField(column: 1)),
                problem(2, .quoteInUnquotedField(column: 1)),
                problem(3, .quoteInUnquotedField(column: 2)),
            ])
        #expect(
            readRows(" \"a\",b\n", delimiter: DelimitedReader.comma) == [
                problem(1, .quoteInUnquotedField(column: 1))
            ])
    }

    @Test func rejectsTextAfterAClosingQuote() {
        #expect(
            readRows("\"abc\"x,1\n1,\"abc\" ,2\n3,\"a\"\"\"\rb\nok,row\n") == [
                problem(1, .textAfterClosingQuote(column: 1)),
                problem(2, .textAfterClosingQuote(column: 2)),
                problem(3, .textAfterClosingQuote(column: 2)),
                record(4, "ok", "row"),
            ])
    }

    @Test func rereadsTheLinesAfterAnUnclosedQuote() {
        #expect(
            readRows("h1,h2\n1,\"open\n3,c\n4,d\n5,e\n") == [
                record(1, "h1", "h2"),
                problem(2, .unclosedQuote),
                record(3, "3", "c"),
                record(4, "4", "d"),
                record(5, "5", "e"),
            ])
        #expect(readRows("a,b\n\"") == [record(1, "a", "b"), problem(2, .unclosedQuote)])
    }

    @Test func rereadsTheLinesAStrayQuoteSpannedBeforeItsProblemWasFound() {
        #expect(
            readRows("h1,h2\n1,\"oops\n2,fine\n3,a\"b\n4,ok") == [
                record(1, "h1", "h2"),
                problem(2, .textAfterClosingQuote(column: 2)),
                record(3, "2", "fine"),
                problem(4, .quoteInUnquotedField(column: 2)),
                record(5, "4", "ok"),
            ])
        #expect(
            readRows("\"x\ny\",a\"b\nnext,row\n") == [
                problem(1, .quoteInUnquotedField(column: 2)),
                problem(2, .quoteInUnquotedField(column: 1)),
                record(3, "next", "row"),
            ])
    }

    @Test func rereadsTheLinesOfAMultilineRecordTheCallerRejects() {
        var reader = DelimitedReader(
            bytes: Array("h1,h2\n1,\"oops\n2,fine\n3\",4\n5,six\n".utf8),
            delimiter: DelimitedReader.comma)
        #expect(reader.next() == record(1, "h1", "h2"))
        reader.rejectLastRecord()
        let swallowing = DelimitedRecord(
            fields: ["1", "oops\n2,fine\n3", "4"], line: 2, lastLine: 4)
        #expect(reader.next() == .record(swallowing))
        reader.rejectLastRecord()
        #expect(reader.next() == record(3, "2", "fine"))
        #expect(reader.next() == problem(4, .quoteInUnquotedField(column: 1)))
        reader.rejectLastRecord()
        #expect(reader.next() == record(5, "5", "six"))
        #expect(reader.next() == nil)
    }

    @Test func rejectsInvalidUTF8InsteadOfReplacingIt() {
        let invalidFields: [[UInt8]] = [
            [0xFF], [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98], [0x61, 0xC3],
        ]
        for invalid in invalidFields {
            let unquoted = Array("1,".utf8) + invalid + Array("\n2,ok\n".utf8)
            #expect(
                readRows(unquoted) == [problem(1, .invalidUTF8(column: 2)), record(2, "2", "ok")],
                "\(invalid)")
            let quoted = Array("1,\"\"\"".utf8) + invalid + Array("\"\n2,ok\n".utf8)
            #expect(
                readRows(quoted) == [problem(1, .invalidUTF8(column: 2)), record(2, "2", "ok")],
                "\(invalid)")
            let escaped = invalid + Array("\\t\t1\n2\tok\n".utf8)
            #expect(
                readRows(escaped, delimiter: DelimitedReader.tab, quoting: .backslashEscapes) == [
                    problem(1, .invalidUTF8(column: 1)), record(2, "2", "ok"),
                ],
                "\(invalid)")
        }
    }

    @Test func rejectsUnknownBackslashEscapes() {
        let rows = readRows(
            "a\\qb\tc\nab\\\nok\tfine\nx\t\\\"\nlast\\",
            delimiter: DelimitedReader.tab, quoting: .backslashEscapes)
        #expect(
            rows == [
                problem(1, .unknownEscape(column: 1)),
                problem(2, .unknownEscape(column: 1)),
                record(3, "ok", "fine"),
                problem(4, .unknownEscape(column: 2)),
                problem(5, .unknownEscape(column: 1)),
            ])
    }

    /// Inputs built so that resuming after each rejected record's first line would rescan the
    /// rest of the file every time if the work were not linear.
    @Test(.timeLimit(.minutes(1)))
    func staysLinearOnStrayQuotes() {
        let lines = 50_000
        let adversarial = [
            "\"a\n" + String(repeating: "\",\"b\n", count: lines),
            String(repeating: "\"\n", count: lines),
            "\"" + String(repeating: "x,\"\"\n", count: lines),
            String(repeating: "a,\"b\nc\",d\n", count: lines / 2),
        ]
        for text in adversarial {
            var reader = DelimitedReader(bytes: Array(text.utf8), delimiter: DelimitedReader.comma)
            var rows = 0
            while reader.next() != nil {
                rows += 1
                reader.rejectLastRecord()
            }
            #expect(rows >= lines / 2)
        }
    }
}
