import TempLogJSON
import TempLogText

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads files to import and validates every row as `add` validates what a person types.
public enum ReadingImport {
    /// Adds the rows in the file at `path` to `batch`, each with the store it comes from (see
    /// `RowOrigin`). A delimited file is read as `encoding`, or, when that is nil, as UTF-8
    /// unless it is CP932 (``CP932/isLikely(_:)``).
    /// `progress` is called with the bytes read so far and the file's size.
    public static func read(
        _ path: String, format: ImportFormat?, encoding: ImportEncoding? = nil,
        context: TimeContext, into batch: inout ImportBatch,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws(ImportError) {
        var file: OpenFile
        do {
            file = try OpenFile(path: path, flags: O_RDONLY)
        } catch {
            throw ImportError.cannotOpen(path: path, error)
        }
        do {
            // A pipe (`import /dev/stdin`) cannot be read at offsets: its bytes are kept first.
            if try file.isStream() { file = try file.spooled() }
        } catch {
            throw ImportError.cannotRead(path: path, error)
        }
        let size = (try? file.size()) ?? 0
        let start = (try? file.read(count: 4096, at: 0)) ?? []
        // Text that is not UTF-8 from its first line may be a Japanese spreadsheet's CP932.
        let firstLine = Array(start.prefix { $0 != 0x0A })
        let undecoded = !firstLine.isEmpty && validatedString(firstLine) == nil
        guard
            let format = format ?? ImportFormat.detect(start)
                ?? (undecoded || encoding == .cp932 ? .csv : nil)
        else {
            throw ImportError.notImportable(path: path)
        }
        if encoding != nil, format != .csv {
            throw ImportError.encodingNotApplicable(path: path, format)
        }
        let rowsBefore = batch.rows.count
        do {
            switch format {
            case .jsonl:
                let rows = RowValidator(context: context, given: .all)
                // A store file copied with the identity file beside it (a backup, a synced
                // folder) names its store there: a line that names none is that store's.
                let fileStore = (try? ReadingStore(path: path).identity()) ?? nil
                var number = 0
                try StoreLine.forEach(in: file) { line in
                    number += 1
                    let place = RowPlace(path: path, line: number)
                    switch line.content {
                    case .blank: break
                    case .invalid:
                        batch.rejected.append(RejectedRow(place: place, problem: .notAValidReading))
                    case .reading(let reading):
                        rows.add(
                            reading, store: storeMember(of: line) ?? fileStore?.id, at: place,
                            to: &batch)
                    }
                    return true
                }
            case .csv:
                try readDelimited(
                    file, path: path, encoding: encoding, context: context, into: &batch)
            case .appleHealth:
                let rows = RowValidator(
                    context: context, given: [.unit, .recordedAt, .site, .note, .kind])
                let read = { (record: HealthRecord) in
                    let place = RowPlace(path: path, line: record.lineNumber)
                    if record.type == HealthRecord.menstrualFlow {
                        rows.addFlow(record, at: place, to: &batch)
                    } else {
                        rows.add(record, at: place, to: &batch)
                    }
                }
                try HealthExport.forEachRecord(
                    in: file, progress: { progress($0, size) }, read)
            }
        } catch let error as SystemError {
            throw ImportError.cannotRead(path: path, error)
        } catch let error as ImportError {
            throw error
        } catch let error as XMLSyntaxError {
            throw ImportError.notXML(path: path, error)
        } catch {
            preconditionFailure("unexpected import error: \(error)")
        }
        settleOrigins(ofRowsFrom: rowsBefore, in: &batch)
    }

    /// The `store` member of a JSON Lines row (as `export --jsonl` writes it); nil when it has
    /// none, or it is `null` or empty.
    private static func storeMember(of line: StoreLine) -> String? {
        var store: String?
        _ = JSONLine.scanObject(line.bytes) { key, value in
            guard key.elementsEqual("store".utf8) else { return }
            if case .string(let text) = value, !text.isEmpty {
                store = String(decoding: text, as: UTF8.self)
            } else {
                store = nil
            }
        }
        return store
    }

    /// Gives the rows of one file (from `start`) that name no store the store its other rows
    /// come from: a row typed into a family's export belongs to that family's store. When they
    /// come from several stores, such a row is rejected, naming them; when none names a store,
    /// the file is one without (a spreadsheet made by hand, Apple Health, another app).
    private static func settleOrigins(ofRowsFrom start: Int, in batch: inout ImportBatch) {
        var stores: [StoreIdentity] = []
        for row in batch.rows[start...] {
            if case .store(let identity) = row.origin, !stores.contains(identity) {
                stores.append(identity)
            }
        }
        guard !stores.isEmpty else { return }
        let file = batch.rows[start...]
        batch.rows.removeSubrange(start...)
        for var row in file {
            if row.origin == .noStore {
                guard stores.count == 1 else {
                    batch.rejected.append(
                        RejectedRow(place: row.place, problem: .storeNotNamed(among: stores)))
                    continue
                }
                row.origin = .store(stores[0])
            }
            batch.rows.append(row)
        }
    }

    /// Reads a delimited file: its header decides the columns (an error when it names no time
    /// or no temperature), then every record is validated; a record that breaks the grammar is
    /// rejected with its line and the reading goes on at the next line.
    private static func readDelimited(
        _ file: OpenFile, path: String, encoding: ImportEncoding?, context: TimeContext,
        into batch: inout ImportBatch
    ) throws {
        var bytes = try file.read(count: try file.size(), at: 0)
        if encoding == .cp932 {
            guard let decoded = CP932.utf8(bytes) else { throw ImportError.notCP932(path: path) }
            bytes = decoded
        } else if encoding == nil, CP932.isLikely(bytes) {
            bytes = CP932.utf8(bytes) ?? bytes
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // A file that is neither UTF-8 nor CP932 (Latin-1 from a Western Excel, say) is refused
        // whole, saying how to save it, rather than row by row.
        let isText = bytes.withUnsafeBufferPointer { ByteChecks.isValidUTF8(ByteView($0)) }
        guard isText else {
            if encoding == nil, CP932.utf8(bytes) != nil {
                throw ImportError.perhapsCP932(path: path)
            }
            throw ImportError.notUTF8(path: path)
        }
        let delimiter = DelimitedReader.detectDelimiter(headerLine: bytes)
        var header = DelimitedReader(bytes: bytes, delimiter: delimiter)
        guard case .record(let headerRecord)? = header.next() else {
            throw ImportError.notImportable(path: path)
        }
        let mapping: HeaderMapping
        do {
            mapping = try HeaderMapping(headerFields: headerRecord.fields)
        } catch {
            throw ImportError.header(path: path, error)
        }
        // templog's own --tsv escapes text instead of quoting it; its header says so.
        let ownTSV =
            delimiter == DelimitedReader.tab && mapping.index(of: .id) != nil
            && mapping.index(of: .recordedAt) != nil
        var reader = DelimitedReader(
            bytes: bytes, delimiter: delimiter, quoting: ownTSV ? .backslashEscapes : .rfc4180)
        _ = reader.next()
        let rows = RowValidator(context: context, given: ImportedFields(mapping))
        batch.layouts.append(
            (
                path,
                DelimitedLayout(
                    delimiter: Character(Unicode.Scalar(delimiter)), usesBackslashEscapes: ownTSV,
                    mapping: mapping)
            ))
        while let row = reader.next() {
            switch row {
            case .problem(let problem):
                batch.rejected.append(
                    RejectedRow(
                        place: RowPlace(path: path, line: problem.line),
                        problem: .malformedRecord(problem.reason)))
            case .record(let record):
                guard !record.hasOnlyEmptyFields else { continue }
                if let mismatch = mapping.fieldCountMismatch(in: record) {
                    batch.rejected.append(
                        RejectedRow(
                            place: RowPlace(path: path, line: record.line),
                            problem: .fieldCount(expected: mismatch.expected, found: mismatch.found)
                        ))
                    // A stray quote can join lines into one record: read them on their own.
                    reader.rejectLastRecord()
                    continue
                }
                rows.add(
                    record, mapping: mapping, at: RowPlace(path: path, line: record.line),
                    to: &batch)
            }
        }
    }
}
