import TempLogText

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file of doses to import, as `export --doses` writes it (CSV, TSV or JSON Lines): its
/// doses, and the rows that were not doses.
public struct DoseImportFile: Sendable {
    /// The doses, in file order.
    public var doses: [Dose] = []
    /// The rows that were not doses: where, and why.
    public var rejected: [(line: Int, problem: DoseImport.Problem)] = []
}

/// Reads the doses `export --doses` wrote, each row validated as `templog dose` validates what
/// a person types.
public enum DoseImport {
    /// Why a row of a doses file is not a dose.
    public enum Problem: Equatable, Sendable {
        /// A value `templog dose` refuses.
        case invalid(InputError)
        /// No `taken_at` holding an RFC 3339 time (`2026-11-28T20:00:00+09:00`).
        case noTime
        /// A JSON line that is not a dose.
        case notADose
        /// A row with another number of fields than the header.
        case fieldCount(expected: Int, found: Int)
    }

    /// The doses in the file at `path` when it is a doses file (a header naming `medicine`
    /// and no temperature, or JSON lines of doses); nil for any other file, and for a pipe,
    /// which can be read only once (its readings are imported). A dose taken after `context`'s
    /// now is refused; `answers` say whose the doses are here, as for readings: `--as` maps a
    /// person the file names, else `--who` is whose every dose is. (A doses file names no store.)
    public static func read(_ path: String, answers: ImportAnswers, context: TimeContext)
        throws(ImportError) -> DoseImportFile?
    {
        guard pathKind(path) == .file else { return nil }
        var bytes: [UInt8]
        let layout: Layout
        do {
            let file = try OpenFile(path: path, flags: O_RDONLY | O_NONBLOCK)
            // The first line that is not blank tells, so a file of readings (a Health export
            // of gigabytes, say) is read whole here only when its start holds no such line.
            let size = try file.size()
            bytes = try file.read(count: min(size, headSize), at: 0)
            var firstLine = Self.firstLine(of: bytes, isWhole: size <= bytes.count)
            if case .cut = firstLine {
                bytes = try file.read(count: size, at: 0)
                firstLine = Self.firstLine(of: bytes, isWhole: true)
            }
            guard case .doses(let found) = firstLine else { return nil }
            layout = found
            if size > bytes.count { bytes = try file.read(count: size, at: 0) }
        } catch {
            throw ImportError.cannotOpen(path: path, error)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        switch layout {
        case .jsonLines: return readJSONLines(bytes, answers: answers, context: context)
        case .delimited: return readDelimited(bytes, answers: answers, context: context)
        }
    }

    /// How a doses file is written.
    private enum Layout {
        /// A JSON object a line, as `export --doses --jsonl` writes it.
        case jsonLines
        /// CSV or TSV with a header, as `export --doses --csv` or `--tsv` writes it.
        case delimited
    }

    /// What the first line that is not blank says of a file.
    private enum FirstLine {
        /// A dose's JSON line, or a header naming `medicine` and no temperature.
        case doses(Layout)
        /// Anything else, or no such line in the whole file.
        case other
        /// No such line ends in the bytes read so far.
        case cut
    }

    /// How much of a file is read first to see whether it holds doses: a line of a doses file
    /// is far shorter.
    private static let headSize = 1 << 16

    /// What the first line that is not blank in `bytes` (the start of a file, or all of it
    /// when `isWhole`) says.
    private static func firstLine(of bytes: [UInt8], isWhole: Bool) -> FirstLine {
        var found = FirstLine.other
        let (_, stopped) = bytes.withUnsafeBufferPointer { buffer in
            LineReader.forEachLine(in: buffer, at: 0, isEnd: isWhole) { line, offset in
                let content = LineReader.content(of: line, at: offset).bytes
                guard !LineReader.isBlank(content) else { return true }
                let text = Array(content)
                if text.first == UInt8(ascii: "{") {
                    found = DoseLine.decode(text) != nil ? .doses(.jsonLines) : .other
                } else {
                    found = doseHeader(text) != nil ? .doses(.delimited) : .other
                }
                return false
            }
        }
        return stopped || isWhole ? found : .cut
    }

    /// The doses of a JSON Lines file, a line that is not one rejected.
    private static func readJSONLines(
        _ bytes: [UInt8], answers: ImportAnswers, context: TimeContext
    ) -> DoseImportFile {
        var file = DoseImportFile()
        for (index, line) in LineReader.lineContents(of: bytes).enumerated()
        where !LineReader.isBlank(line) {
            if let dose = DoseLine.decode(line) {
                add(dose, answers: answers, context: context, line: index + 1, to: &file)
            } else {
                file.rejected.append((index + 1, .notADose))
            }
        }
        return file
    }

    /// The names in the header of a CSV or TSV file when it names `medicine` and no
    /// temperature column, with the reader after the header.
    private static func doseHeader(_ bytes: [UInt8]) -> (names: [String], reader: DelimitedReader)?
    {
        let delimiter = DelimitedReader.detectDelimiter(headerLine: bytes)
        var reader = DelimitedReader(
            bytes: bytes, delimiter: delimiter,
            quoting: delimiter == DelimitedReader.tab ? .backslashEscapes : .rfc4180)
        guard case .record(let header)? = reader.next() else { return nil }
        let names = header.fields.map { TextInput.normalized($0).lowercased() }
        guard names.contains("medicine"), !names.contains("celsius"),
            !names.contains("fahrenheit")
        else { return nil }
        return (names, reader)
    }

    /// A CSV or TSV file whose header has `medicine` and no temperature column.
    private static func readDelimited(
        _ bytes: [UInt8], answers: ImportAnswers, context: TimeContext
    )
        -> DoseImportFile?
    {
        guard let header = doseHeader(bytes) else { return nil }
        let names = header.names
        var reader = header.reader
        var file = DoseImportFile()
        while let row = reader.next() {
            guard case .record(let record) = row else {
                if case .problem(let problem) = row {
                    file.rejected.append(
                        (problem.line, .fieldCount(expected: names.count, found: 0)))
                }
                continue
            }
            guard !record.hasOnlyEmptyFields else { continue }
            guard record.fields.count == names.count else {
                file.rejected.append(
                    (record.line, .fieldCount(expected: names.count, found: record.fields.count)))
                continue
            }
            func field(_ name: String) -> String? {
                guard let index = names.firstIndex(of: name) else { return nil }
                let value = FormulaGuard.removed(from: record.fields[index])
                return value.isEmpty ? nil : value
            }
            do {
                guard
                    let taken = field("taken_at").flatMap({
                        Timestamp.parse(rfc3339: Array($0.utf8))
                    })
                else {
                    file.rejected.append((record.line, .noTime))
                    continue
                }
                let medicine = try DoseInput.medicine(field("medicine") ?? "")
                var generator = SystemRandomNumberGenerator()
                let dose = Dose(
                    id: field("id").flatMap { Reading.isTemplogID($0) ? $0 : nil }
                        ?? Reading.makeID(using: &generator),
                    takenAt: taken, medicine: medicine,
                    amount: try field("amount").map(DoseInput.amount),
                    person: try field("who").map(Person.parse) ?? .owner,
                    note: try field("note").map(NoteInput.parse),
                    isMarkedFeverReducer: field("fever_reducer") == "true"
                        && FeverReducer.named(medicine) == nil,
                    recordedAt: field("recorded_at").flatMap {
                        Timestamp.parse(rfc3339: Array($0.utf8))
                    } ?? context.nowTimestamp)
                add(dose, answers: answers, context: context, line: record.line, to: &file)
            } catch {
                file.rejected.append((record.line, .invalid(error)))
            }
        }
        return file
    }

    /// Adds `dose` (as the person `answers` name when they do), unless it was taken after now.
    private static func add(
        _ dose: Dose, answers: ImportAnswers, context: TimeContext, line: Int,
        to file: inout DoseImportFile
    ) {
        guard dose.takenAt.secondsSince1970 <= context.now + TimeInput.futureToleranceSeconds
        else {
            return file.rejected.append((line, .invalid(.takenInFuture(dose.takenAt))))
        }
        guard let person = answers.people[dose.person] ?? answers.person else {
            return file.doses.append(dose)
        }
        file.doses.append(
            Dose(
                id: dose.id, takenAt: dose.takenAt, medicine: dose.medicine, amount: dose.amount,
                person: person, note: dose.note, isMarkedFeverReducer: dose.isMarkedFeverReducer,
                interval: dose.interval, maximumPerDay: dose.maximumPerDay,
                recordedAt: dose.recordedAt))
    }
}
