import TempLogText

/// Reads the records of a whole delimited file (CSV, semicolon-separated or TSV), rejecting any
/// record it cannot read exactly instead of guessing, and going on with the rest of the file.
///
/// Line ends are LF or CRLF; a CR directly before the end of the file also ends the line. Any
/// other CR outside a quoted field is ordinary text. A UTF-8 byte order mark at the very start
/// is skipped, the last record may lack a line end, and blank lines (nothing but the line end)
/// are skipped without a trace.
///
/// After a problem the reader resumes at the physical line after the one the rejected record
/// started on, so every other row is still read: a stray quote can hide no row but its own.
/// Rows that were inside the rejected record (when a quoted field spanned lines) are read again
/// as records of their own. The work stays linear in the size of the file: a record read again
/// this way ends on its own line, because at each line end it crossed it was inside quotes and
/// the record read again is outside them.
package struct DelimitedReader: Sequence, IteratorProtocol, Sendable {
    /// The comma, `,`.
    static let comma = UInt8(ascii: ",")
    /// The semicolon, `;`, which spreadsheets write where the comma is the decimal separator.
    static let semicolon = UInt8(ascii: ";")
    /// The horizontal tab.
    package static let tab: UInt8 = 0x09

    /// The byte between fields: ``comma``, ``semicolon`` or ``tab``.
    let delimiter: UInt8
    /// How fields are quoted or escaped.
    let quoting: QuotingMode

    private let bytes: [UInt8]
    private var position: Int
    private var line = 1
    private var fieldCountHint = 0
    /// Where the record just returned starts, if it spans more than one line.
    private var multilineRecordStart: (offset: Int, line: Int)?
    private var decodedField: [UInt8] = []

    /// Prepares to read `bytes`, the whole file. `delimiter` must be ``comma``, ``semicolon`` or
    /// ``tab``.
    package init(bytes: [UInt8], delimiter: UInt8, quoting: QuotingMode = .rfc4180) {
        precondition(
            [Self.comma, Self.semicolon, Self.tab].contains(delimiter),
            "the delimiter must be a comma, a semicolon or a tab")
        self.bytes = bytes
        self.delimiter = delimiter
        self.quoting = quoting
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The delimiter among ``comma``, ``semicolon`` and ``tab`` that splits the header line into
    /// the most fields, counting only delimiters outside quotes. A tie goes to the comma, then the
    /// tab; a line with none of them gives the comma. Leading blank lines are skipped and counting
    /// stops at the first line end outside quotes, so the whole file may be passed.
    package static func detectDelimiter(headerLine: some Sequence<UInt8>) -> UInt8 {
        var commas = 0
        var tabs = 0
        var semicolons = 0
        var insideQuotes = false
        var lineStarted = false
        scan: for byte in headerLine {
            if !lineStarted {
                if byte == lineFeed || byte == carriageReturn { continue }
                lineStarted = true
            }
            switch byte {
            case quote:
                insideQuotes.toggle()
            case lineFeed where !insideQuotes:
                break scan
            case comma where !insideQuotes:
                commas += 1
            case tab where !insideQuotes:
                tabs += 1
            case semicolon where !insideQuotes:
                semicolons += 1
            default:
                break
            }
        }
        if tabs > commas, tabs >= semicolons { return tab }
        if semicolons > commas, semicolons > tabs { return semicolon }
        return comma
    }

    /// The next record or problem, or nil at the end of the file.
    package mutating func next() -> DelimitedRow? {
        multilineRecordStart = nil
        let bytes = self.bytes
        return bytes.withUnsafeBufferPointer {
            let buffer = ByteView($0)
            skipBlankLines(in: buffer)
            guard position < buffer.count else { return nil }
            return readRecord(in: buffer)
        }
    }

    private mutating func skipBlankLines(in buffer: ByteView) {
        while position < buffer.count {
            if buffer[position] == Self.lineFeed {
                position += 1
            } else if buffer[position] == Self.carriageReturn, position + 1 == buffer.count {
                position += 1
            } else if buffer[position] == Self.carriageReturn,
                buffer[position + 1] == Self.lineFeed
            {
                position += 2
            } else {
                return
            }
            line += 1
        }
    }

    private mutating func readRecord(in buffer: ByteView) -> DelimitedRow {
        let startLine = line
        var fields: [String] = []
        fields.reserveCapacity(fieldCountHint)
        var cursor = position
        var lineFeeds = 0
        while true {
            let column = fields.count + 1
            let scan: FieldScan
            switch quoting {
            case .rfc4180 where cursor < buffer.count && buffer[cursor] == Self.quote:
                scan = scanQuotedField(in: buffer, from: cursor, column: column)
            case .rfc4180, .backslashEscapes:
                scan = scanUnquotedField(in: buffer, from: cursor, column: column)
            }
            let span: FieldSpan
            switch scan {
            case .field(let scanned):
                span = scanned
            case .problem(let reason):
                return reject(startLine: startLine, reason: reason, in: buffer)
            }
            guard let field = makeString(from: span, in: buffer) else {
                return reject(
                    startLine: startLine, reason: .invalidUTF8(column: column), in: buffer)
            }
            fields.append(field)
            lineFeeds += span.lineFeeds
            cursor = span.next
            if span.endsRecord { break }
        }
        let endsWithLineFeed = buffer[cursor - 1] == Self.lineFeed
        let lastLine = startLine + lineFeeds - (endsWithLineFeed ? 1 : 0)
        if lastLine > startLine { multilineRecordStart = (position, startLine) }
        position = cursor
        line += lineFeeds
        fieldCountHint = fields.count
        return .record(DelimitedRecord(fields: fields, line: startLine, lastLine: lastLine))
    }

    /// Rejects the record ``next()`` just returned, for a reason of the caller's, such as a field
    /// count that differs from the header's. If the record spans several lines, reading resumes
    /// at the line after its first, so that rows a stray quote pulled into it are read again as
    /// records of their own; for a record on one line, or after a problem, nothing changes.
    package mutating func rejectLastRecord() {
        guard let start = multilineRecordStart else { return }
        multilineRecordStart = nil
        let bytes = self.bytes
        bytes.withUnsafeBufferPointer {
            position = start.offset
            skipToNextLine(after: start.line, in: ByteView($0))
        }
    }

    /// Reports a problem and moves to the line after the one the rejected record started on.
    private mutating func reject(
        startLine: Int, reason: DelimitedProblemReason, in buffer: ByteView
    ) -> DelimitedRow {
        skipToNextLine(after: startLine, in: buffer)
        return .problem(DelimitedProblem(line: startLine, reason: reason))
    }

    /// Moves from the start of line `startLine` to the start of the next line.
    private mutating func skipToNextLine(
        after startLine: Int, in buffer: ByteView
    ) {
        while position < buffer.count, buffer[position] != Self.lineFeed {
            position += 1
        }
        if position < buffer.count { position += 1 }
        line = startLine + 1
    }

    /// Scans a field that does not start with a quote: up to the delimiter or the line end.
    private func scanUnquotedField(
        in buffer: ByteView, from start: Int, column: Int
    ) -> FieldScan {
        let special = quoting == .rfc4180 ? Self.quote : Self.backslash
        var index = start
        var highBits: UInt8 = 0
        var hasEscapes = false
        while index < buffer.count {
            let byte = buffer[index]
            if byte == delimiter {
                return .field(
                    FieldSpan(
                        contentStart: start, contentEnd: index, next: index + 1,
                        endsRecord: false, needsDecoding: hasEscapes,
                        isASCII: highBits < 0x80, lineFeeds: 0))
            }
            if byte == Self.lineFeed {
                break
            }
            if byte == special {
                guard quoting == .backslashEscapes else {
                    return .problem(.quoteInUnquotedField(column: column))
                }
                guard index + 1 < buffer.count, Self.isKnownEscape(buffer[index + 1]) else {
                    return .problem(.unknownEscape(column: column))
                }
                hasEscapes = true
                index += 2
                continue
            }
            highBits |= byte
            index += 1
        }
        let endsWithLineFeed = index < buffer.count
        var contentEnd = index
        if contentEnd > start, buffer[contentEnd - 1] == Self.carriageReturn {
            contentEnd -= 1
        }
        return .field(
            FieldSpan(
                contentStart: start, contentEnd: contentEnd,
                next: endsWithLineFeed ? index + 1 : index,
                endsRecord: true, needsDecoding: hasEscapes, isASCII: highBits < 0x80,
                lineFeeds: endsWithLineFeed ? 1 : 0))
    }

    /// Scans a field that starts with a quote at `start`: up to its closing quote, then checks
    /// that a delimiter, a line end or the end of the file follows.
    private func scanQuotedField(
        in buffer: ByteView, from start: Int, column: Int
    ) -> FieldScan {
        var index = start + 1
        var highBits: UInt8 = 0
        var hasDoubledQuotes = false
        var lineFeeds = 0
        while true {
            guard index < buffer.count else { return .problem(.unclosedQuote) }
            let byte = buffer[index]
            if byte == Self.quote {
                guard index + 1 < buffer.count, buffer[index + 1] == Self.quote else { break }
                hasDoubledQuotes = true
                index += 2
                continue
            }
            if byte == Self.lineFeed { lineFeeds += 1 }
            highBits |= byte
            index += 1
        }
        let after = index + 1
        var span = FieldSpan(
            contentStart: start + 1, contentEnd: index, next: after, endsRecord: true,
            needsDecoding: hasDoubledQuotes, isASCII: highBits < 0x80, lineFeeds: lineFeeds)
        guard after < buffer.count else { return .field(span) }
        switch buffer[after] {
        case delimiter:
            span.endsRecord = false
            span.next = after + 1
        case Self.lineFeed:
            span.lineFeeds += 1
            span.next = after + 1
        case Self.carriageReturn where after + 1 == buffer.count:
            span.next = after + 1
        case Self.carriageReturn where buffer[after + 1] == Self.lineFeed:
            span.lineFeeds += 1
            span.next = after + 2
        default:
            return .problem(.textAfterClosingQuote(column: column))
        }
        return .field(span)
    }

    /// The field's text: undoes doubled quotes or backslash escapes, then checks the UTF-8.
    private mutating func makeString(
        from span: FieldSpan, in buffer: ByteView
    ) -> String? {
        let content = span.contentStart..<span.contentEnd
        guard span.needsDecoding else {
            guard span.isASCII || ByteChecks.isValidUTF8(buffer[content]) else { return nil }
            return buffer.string(content)
        }
        let raw = buffer[content]
        decodedField.removeAll(keepingCapacity: true)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            switch quoting {
            case .rfc4180 where byte == Self.quote:
                decodedField.append(Self.quote)
                index += 2
            case .backslashEscapes where byte == Self.backslash:
                decodedField.append(Self.decodeEscape(raw[index + 1]))
                index += 2
            case .rfc4180, .backslashEscapes:
                decodedField.append(byte)
                index += 1
            }
        }
        return decodedField.withUnsafeBufferPointer { decoded in
            guard span.isASCII || (validatedString(decoded) != nil) else { return nil }
            return String(decoding: decoded, as: UTF8.self)
        }
    }

    private static func isKnownEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "t") || byte == UInt8(ascii: "n") || byte == UInt8(ascii: "r")
            || byte == backslash
    }

    private static func decodeEscape(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "t"): tab
        case UInt8(ascii: "n"): lineFeed
        case UInt8(ascii: "r"): carriageReturn
        default: backslash
        }
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D
}

/// Where one field's bytes lie in the file and how it ended.
private struct FieldSpan {
    /// The first byte of the content (after an opening quote).
    var contentStart: Int
    /// One past the last byte of the content (before a closing quote or a line end).
    var contentEnd: Int
    /// Where the next field or record starts.
    var next: Int
    /// Whether a line end or the end of the file came after the field, not a delimiter.
    var endsRecord: Bool
    /// Whether the content holds doubled quotes or escapes to undo.
    var needsDecoding: Bool
    /// Whether every content byte is ASCII, so no UTF-8 check is needed.
    var isASCII: Bool
    /// Line feeds in the content and in the line end after it.
    var lineFeeds: Int
}

/// A scanned field, or the reason the record holding it is rejected.
private enum FieldScan {
    case field(FieldSpan)
    case problem(DelimitedProblemReason)
}
