/// RFC 4180 records read line by line: a quoted field may span lines; CRLF, LF and a leading
/// byte order mark are all accepted.
struct CSVRecords {
    private var pending: [UInt8] = []
    private var pendingLine = 0
    private var quotes = 0

    /// Feeds one line (without its `\n`); returns a complete record and the line it began on.
    mutating func add(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) -> (
        fields: [String], line: Int
    )? {
        var bytes = Array(line)
        if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if pending.isEmpty {
            pendingLine = lineNumber
        } else {
            pending.append(0x0A)
        }
        if bytes.last == 0x0D { bytes.removeLast() }
        pending += bytes
        quotes += bytes.filter { $0 == UInt8(ascii: "\"") }.count
        guard quotes % 2 == 0 else { return nil }
        defer {
            pending.removeAll(keepingCapacity: true)
            quotes = 0
        }
        return (CSVRecords.fields(of: pending), pendingLine)
    }

    /// A record left open at the end of the input (an unclosed quote).
    var unfinishedLine: Int? { pending.isEmpty ? nil : pendingLine }

    /// Splits one complete record into its fields, undoing quotes.
    static func fields(of record: [UInt8]) -> [String] {
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var index = 0
        while index < record.count {
            let byte = record[index]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < record.count, record[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(byte)
                }
            } else if byte == UInt8(ascii: "\"") {
                quoted = true
            } else if byte == UInt8(ascii: ",") {
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
            } else {
                field.append(byte)
            }
            index += 1
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return fields
    }
}
