@testable import TempLogCSV

/// Every row of `bytes`, read with the given delimiter and quoting.
func readRows(
    _ bytes: [UInt8], delimiter: UInt8 = DelimitedReader.comma,
    quoting: QuotingMode = .rfc4180
) -> [DelimitedRow] {
    Array(DelimitedReader(bytes: bytes, delimiter: delimiter, quoting: quoting))
}

/// Every row of `text`'s UTF-8, read with the given delimiter and quoting.
func readRows(
    _ text: String, delimiter: UInt8 = DelimitedReader.comma, quoting: QuotingMode = .rfc4180
) -> [DelimitedRow] {
    readRows(Array(text.utf8), delimiter: delimiter, quoting: quoting)
}

/// A record row on one line.
func record(_ line: Int, _ fields: String...) -> DelimitedRow {
    .record(DelimitedRecord(fields: fields, line: line))
}

/// A problem row.
func problem(_ line: Int, _ reason: DelimitedProblemReason) -> DelimitedRow {
    .problem(DelimitedProblem(line: line, reason: reason))
}

/// The records of `rows`, dropping problems.
func records(_ rows: [DelimitedRow]) -> [DelimitedRecord] {
    rows.compactMap { row in
        guard case .record(let record) = row else { return nil }
        return record
    }
}
