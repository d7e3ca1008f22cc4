/// How fields are written in a delimited file.
package enum QuotingMode: Sendable, Equatable {
    /// RFC 4180, as spreadsheets write it: a field is either unquoted (no `"` anywhere in it) or
    /// quoted from its first byte to a closing quote, with `""` standing for one quote; a quoted
    /// field may hold the delimiter, CR and LF, all kept exactly.
    case rfc4180
    /// templog's own `export --tsv`: fields are never quoted, `"` is ordinary text, and the
    /// escapes `\t`, `\n`, `\r` and `\\` stand for tab, LF, CR and one backslash.
    case backslashEscapes
}

/// One record read from a delimited file.
package struct DelimitedRecord: Sendable, Equatable {
    /// The fields, decoded and unquoted, in file order.
    package let fields: [String]
    /// The 1-based physical line the record starts on.
    package let line: Int
    /// The 1-based physical line the record ends on: later than ``line`` when a quoted field
    /// holds a line break.
    let lastLine: Int

    /// Makes a record from its fields and the 1-based lines it starts and ends on.
    init(fields: [String], line: Int, lastLine: Int? = nil) {
        self.fields = fields
        self.line = line
        self.lastLine = lastLine ?? line
    }

    /// How many fields the record has; checking it against the header is the caller's job.
    var fieldCount: Int { fields.count }

    /// Whether every field is empty, as in the `,,,` rows spreadsheets write below the data.
    package var hasOnlyEmptyFields: Bool { fields.allSatisfy(\.isEmpty) }
}

/// Why a record was rejected. Columns are 1-based field positions within the record.
public enum DelimitedProblemReason: Sendable, Equatable {
    /// A `"` stands inside a field that did not start with one (`5" thermometer`, `a"b`).
    case quoteInUnquotedField(column: Int)
    /// Something other than a delimiter or line end follows a quoted field's closing quote.
    case textAfterClosingQuote(column: Int)
    /// A quoted field is still open at the end of the file.
    case unclosedQuote
    /// The field's bytes are not valid UTF-8.
    case invalidUTF8(column: Int)
    /// A backslash escape other than `\t`, `\n`, `\r` or `\\` (backslash mode only); a
    /// backslash at the end of a line or of the file counts too.
    case unknownEscape(column: Int)
}

/// A rejected record: where it starts and why it was rejected.
package struct DelimitedProblem: Sendable, Equatable {
    /// The 1-based physical line the rejected record starts on.
    package let line: Int
    /// What was wrong with it.
    package let reason: DelimitedProblemReason
}

/// One step of reading: a record, or a record that was rejected.
package enum DelimitedRow: Sendable, Equatable {
    /// A record whose every field was read.
    case record(DelimitedRecord)
    /// A record that was rejected; reading goes on at the line after the one it started on.
    case problem(DelimitedProblem)
}
