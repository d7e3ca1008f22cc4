/// What `parseCSV` throws for text that breaks RFC 4180.
public struct CSVError: Error {}

/// An RFC 4180 parser, strict enough to catch bad quoting: rows end in LF.
public func parseCSV(_ text: String) throws -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var quoted = false
    var characters = Array(text.unicodeScalars)[...]
    while let scalar = characters.popFirst() {
        if quoted {
            if scalar == "\"" {
                if characters.first == "\"" {
                    field.unicodeScalars.append(characters.removeFirst())
                } else {
                    quoted = false
                    guard characters.first == "," || characters.first == "\n" else {
                        throw CSVError()
                    }
                }
            } else {
                field.unicodeScalars.append(scalar)
            }
        } else if scalar == "\"" {
            guard field.isEmpty else { throw CSVError() }
            quoted = true
        } else if scalar == "," {
            row.append(field)
            field = ""
        } else if scalar == "\n" {
            row.append(field)
            rows.append(row)
            row = []
            field = ""
        } else {
            guard scalar != "\r" else { throw CSVError() }
            field.unicodeScalars.append(scalar)
        }
    }
    guard !quoted, row.isEmpty, field.isEmpty else { throw CSVError() }
    return rows
}
