#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads files to import and validates every row as `add` validates what a person types.
public enum ReadingImport {
    /// Adds the readings in the file at `path` to `batch`; `person`, when given, overrides
    /// whose the rows are.
    /// `progress` is called with the bytes read so far and the file's size.
    public static func read(
        _ path: String, format: ImportFormat?, person: Person?, context: TimeContext,
        into batch: inout ImportBatch, progress: (Int, Int) -> Void = { _, _ in }
    ) throws(ImportError) {
        let file: OpenFile
        do {
            file = try OpenFile(path: path, flags: O_RDONLY)
        } catch {
            throw ImportError.cannotOpen(path: path, error)
        }
        let size = (try? file.size()) ?? 0
        let start = (try? file.read(count: 4096, at: 0)) ?? []
        guard let format = format ?? ImportFormat.detect(start) else {
            throw ImportError.notImportable(path: path)
        }
        let rows = RowValidator(person: person, context: context)
        do {
            switch format {
            case .jsonl:
                var number = 0
                try StoreLine.forEach(in: file) { line in
                    number += 1
                    switch line.content {
                    case .blank: break
                    case .invalid:
                        batch.rejected.append(
                            RejectedRow(place: "\(path):\(number)", problem: .notAValidReading))
                    case .reading(let reading):
                        rows.add(reading, at: "\(path):\(number)", to: &batch)
                    }
                    return true
                }
            case .csv:
                try readCSV(file, path: path, rows: rows, into: &batch)
            case .appleHealth:
                try HealthExport.forEachRecord(in: file, progress: { progress($0, size) }) {
                    record in
                    rows.add(record, at: "\(path):\(record.lineNumber)", to: &batch)
                }
            }
        } catch let error as SystemError {
            throw ImportError.cannotRead(path: path, error)
        } catch let error as ImportError {
            throw error
        } catch {
            preconditionFailure("unexpected import error: \(error)")
        }
    }

    private static func readCSV(
        _ file: OpenFile, path: String, rows: RowValidator, into batch: inout ImportBatch
    ) throws {
        var records = CSVRecords()
        var columns: [String: Int]?
        var number = 0
        var headerMissing = false
        try LineReader.forEachLine(in: file) { bytes, _ in
            number += 1
            guard let (fields, line) = records.add(bytes, lineNumber: number) else { return true }
            guard let known = columns else {
                let names = fields.map { TextInput.trimmed($0).lowercased() }
                guard names.contains("taken_at"),
                    names.contains("celsius") || names.contains("fahrenheit")
                else {
                    headerMissing = true
                    return false
                }
                columns = Dictionary(names.enumerated().map { ($1, $0) }) { first, _ in first }
                return true
            }
            if fields == [""] { return true }
            rows.add(csvRow: fields, columns: known, at: "\(path):\(line)", to: &batch)
            return true
        }
        if headerMissing { throw ImportError.csvHeaderMissing(path: path) }
        if let line = records.unfinishedLine {
            batch.rejected.append(RejectedRow(place: "\(path):\(line)", problem: .unclosedQuote))
        }
    }
}
