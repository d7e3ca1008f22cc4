import Testing

@testable import TempLogCSV

@Suite struct ReaderTests {
    @Test func readsAPlainFileRecordByRecordWithItsLines() {
        let rows = readRows("date,time,celsius\n2026-11-29,07:30,36.5\n2026-11-30,08:00,37.2\n")
        #expect(
            rows == [
                record(1, "date", "time", "celsius"),
                record(2, "2026-11-29", "07:30", "36.5"),
                record(3, "2026-11-30", "08:00", "37.2"),
            ])
        #expect(records(rows).map(\.fieldCount) == [3, 3, 3])
    }

    @Test func keepsEverythingInsideQuotedFieldsExactly() {
        let text =
            "id,note\n1,\"a, b\"\n2,\"say \"\"hi\"\"\"\n3,\"two\nlines\"\n4,\"cr\rinside\"\n"
            + "5,\"crlf\r\ninside\"\n6,\"\",\"\"\"\"\n7,after\n"
        #expect(
            readRows(text) == [
                record(1, "id", "note"),
                record(2, "1", "a, b"),
                record(3, "2", "say \"hi\""),
                .record(DelimitedRecord(fields: ["3", "two\nlines"], line: 4, lastLine: 5)),
                record(6, "4", "cr\rinside"),
                .record(DelimitedRecord(fields: ["5", "crlf\r\ninside"], line: 7, lastLine: 8)),
                record(9, "6", "", "\""),
                record(10, "7", "after"),
            ])
    }

    @Test func readsCRLFLineEnds() {
        #expect(
            readRows("a,\"b\"\r\nc,d\r\n,\r\n") == [
                record(1, "a", "b"), record(2, "c", "d"), record(3, "", ""),
            ])
    }

    @Test func keepsACarriageReturnThatEndsNoLineAsText() {
        #expect(readRows("a\rb,c\n") == [record(1, "a\rb", "c")])
    }

    @Test func skipsAByteOrderMarkOnlyAtTheVeryStart() {
        let rows = readRows([0xEF, 0xBB, 0xBF] + Array("date,time\n\u{FEFF}x,y\n".utf8))
        #expect(rows == [record(1, "date", "time"), record(2, "\u{FEFF}x", "y")])
    }

    @Test func readsALastRecordWithoutALineEnd() {
        #expect(readRows("a,b\nc,d") == [record(1, "a", "b"), record(2, "c", "d")])
        #expect(readRows("a,\"b\"") == [record(1, "a", "b")])
        #expect(readRows("a,") == [record(1, "a", "")])
        #expect(readRows("a,b\r") == [record(1, "a", "b")])
        #expect(readRows("a,\"b\"\r") == [record(1, "a", "b")])
    }

    @Test func skipsBlankLinesButKeepsTheLineNumbersOfTheRest() {
        #expect(readRows("\n\na,b\n\r\n\nc,d\n\n") == [record(3, "a", "b"), record(6, "c", "d")])
        #expect(readRows("").isEmpty)
        #expect(readRows("\r\n\n\r").isEmpty)
    }

    @Test func tellsRowsOfEmptyFieldsApart() {
        let read = records(readRows(",,\na,,\n"))
        #expect(read.map(\.hasOnlyEmptyFields) == [true, false])
        #expect(read.map(\.fieldCount) == [3, 3])
    }

    @Test func readsSemicolonFiles() {
        let rows = readRows(
            "Datum;Temperatur\n\"2026-11-29\";36,5\n\"a;b\";\"x\"\"y\"\n",
            delimiter: DelimitedReader.semicolon)
        #expect(
            rows == [
                record(1, "Datum", "Temperatur"), record(2, "2026-11-29", "36,5"),
                record(3, "a;b", "x\"y"),
            ])
    }

    @Test func readsTabFiles() {
        let rows = readRows("a\tb,c\n\"x\ty\"\tz\n", delimiter: DelimitedReader.tab)
        #expect(rows == [record(1, "a", "b,c"), record(2, "x\ty", "z")])
    }

    @Test func detectsTheDelimiterThatSplitsTheHeaderMost() {
        func detect(_ text: String) -> UInt8 {
            DelimitedReader.detectDelimiter(headerLine: Array(text.utf8))
        }
        #expect(detect("date,time,temp") == DelimitedReader.comma)
        #expect(detect("date;time;temp") == DelimitedReader.semicolon)
        #expect(detect("date\ttime\ttemp") == DelimitedReader.tab)
        #expect(detect("\"a;b;c\",d") == DelimitedReader.comma)
        #expect(detect("a;b;c,d") == DelimitedReader.semicolon)
        #expect(detect("\n\r\na\tb") == DelimitedReader.tab)
        #expect(detect("a,b\nc;d;e;f") == DelimitedReader.comma)
        #expect(detect("a,b;c") == DelimitedReader.comma)
        #expect(detect("a\tb;c") == DelimitedReader.tab)
        #expect(detect("date") == DelimitedReader.comma)
    }

    @Test func decodesTemplogsBackslashEscapes() {
        let field = "a\tb\nc\\d"
        var escaped = ""
        for character in field {
            switch character {
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\\": escaped += "\\\\"
            default: escaped.append(character)
            }
        }
        #expect(escaped == #"a\tb\nc\\d"#)
        let rows = readRows(
            "note\tid\n\(escaped)\t\"1\"\nsay \"hi\"\t2\n\\r\t\n",
            delimiter: DelimitedReader.tab, quoting: .backslashEscapes)
        #expect(
            rows == [
                record(1, "note", "id"), record(2, field, "\"1\""), record(3, "say \"hi\"", "2"),
                record(4, "\r", ""),
            ])
    }

    @Test func acceptsValidUTF8IncludingTheReplacementCharacter() {
        let text = "\u{FFFD},朝の検温,🤒,\"é\"\"\u{FFFD}\"\n"
        #expect(readRows(text) == [record(1, "\u{FFFD}", "朝の検温", "🤒", "é\"\u{FFFD}")])
    }
}
