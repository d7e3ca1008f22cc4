import Foundation

/// The kinds of file `import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// templog's `export --csv` (or `--excel`).
    case csv
    /// templog's `export --jsonl`, or another templog store.
    case jsonl
    /// The Health app's `export.xml`.
    case appleHealth = "apple-health"

    /// The format the start of a file shows, whatever its name.
    static func detect(_ start: [UInt8]) -> ImportFormat? {
        var bytes = start[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.firstIndex(where: { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }) else { return nil }
        let text = String(decoding: bytes[first...], as: UTF8.self)
        if text.hasPrefix("{") { return .jsonl }
        if text.hasPrefix("<") {
            // A real export opens with a long DOCTYPE, which already names HealthData.
            return text.contains("<HealthData") || text.contains("<!DOCTYPE HealthData") ? .appleHealth : nil
        }
        let header = text.prefix { $0 != "\n" && $0 != "\r" }
        return header.contains("taken_at") && (header.contains("celsius") || header.contains("fahrenheit")) ? .csv : nil
    }
}

/// Readings read from files to import, and what could not be used.
public struct ImportBatch: Sendable {
    public var readings: [Reading] = []
    /// One message per rejected row: `file:line: what is wrong`.
    public var rejected: [LocalizedText] = []

    public init() {}
}

/// Reads files to import and validates every row as `add` validates what a person types.
public enum ReadingImport {
    /// Adds the readings in the file at `path` to `batch`; `who` overrides the rows' person.
    public static func read(
        _ path: String, format: ImportFormat?, who: String?, context: TimeContext, into batch: inout ImportBatch,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws {
        let file: OpenFile
        do {
            file = try OpenFile(path: path, flags: O_RDONLY)
        } catch {
            throw TempLogError(error.code == ENOENT ? .noInput : .io, Message.cannotOpen("\(path)", "\(error.description)"))
        }
        let size = (try? file.size()) ?? 0
        let start = (try? file.read(count: 4096, at: 0)) ?? []
        guard let format = format ?? ImportFormat.detect(start) else {
            throw TempLogError.data(Message.notImportable("\(path)"))
        }
        let validator = RowValidator(who: who, context: context)
        do {
            switch format {
            case .jsonl:
                var number = 0
                try LineReader.forEachLine(in: file) { bytes, _ in
                    number += 1
                    guard !isBlank(bytes) else { return true }
                    guard let reading = ReadingLine.decode(bytes) else {
                        batch.rejected.append(Message.labelled("\(path):\(number)", .localized(Message.notAValidReading())))
                        return true
                    }
                    validator.add(reading, at: "\(path):\(number)", to: &batch)
                    return true
                }
            case .csv:
                try readCSV(file, path: path, validator: validator, into: &batch)
            case .appleHealth:
                try HealthExport.forEachRecord(in: file, progress: { progress($0, size) }) { record in
                    validator.add(record, at: "\(path):\(record.lineNumber)", to: &batch)
                }
            }
        } catch let error as SystemCallError {
            throw TempLogError.io(Message.cannotRead("\(path)", "\(error.description)"))
        }
    }

    private static func readCSV(_ file: OpenFile, path: String, validator: RowValidator, into batch: inout ImportBatch) throws {
        var records = CSVRecords()
        var columns: [String: Int]?
        var number = 0
        var headerError: TempLogError?
        try LineReader.forEachLine(in: file) { bytes, _ in
            number += 1
            guard let (fields, line) = records.add(bytes, lineNumber: number) else { return true }
            guard let known = columns else {
                let names = fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                guard names.contains("taken_at"), names.contains("celsius") || names.contains("fahrenheit") else {
                    headerError = TempLogError.data(Message.csvHeaderMissing("\(path)"))
                    return false
                }
                columns = Dictionary(names.enumerated().map { ($1, $0) }) { first, _ in first }
                return true
            }
            if fields == [""] { return true }
            validator.add(csvRow: fields, columns: known, at: "\(path):\(line)", to: &batch)
            return true
        }
        if let headerError { throw headerError }
        if let line = records.unfinishedLine {
            batch.rejected.append(Message.labelled("\(path):\(line)", .localized(Message.unclosedQuote())))
        }
    }
}

/// Validates imported rows like `add`: plausible temperature, a time not in the future, a valid
/// name, note and site.
struct RowValidator {
    let who: String?
    let context: TimeContext

    func add(_ reading: Reading, at place: String, to batch: inout ImportBatch) {
        record(at: place, to: &batch) {
            let entry = try TemperatureInput.parse(reading.temperature.storedText, unit: .celsius)
            return try validated(
                temperature: entry.temperature, unit: reading.unit, takenAt: reading.takenAt,
                recordedAt: reading.recordedAt, site: reading.site?.rawValue, who: reading.who, note: reading.note,
                id: reading.id
            )
        }
    }

    func add(csvRow fields: [String], columns: [String: Int], at place: String, to batch: inout ImportBatch) {
        func cell(_ name: String) -> String? {
            guard let index = columns[name], index < fields.count else { return nil }
            var value = fields[index]
            if value.hasPrefix("'"), let next = value.dropFirst().first, "=+-@\t\r".contains(next) { value.removeFirst() }
            return value.isEmpty ? nil : value
        }
        record(at: place, to: &batch) {
            guard let takenText = cell("taken_at"), let takenAt = Timestamp.parse(rfc3339: Array(takenText.utf8)) else {
                throw TempLogError.data(Message.notRFC3339InTakenAt("\(cell("taken_at") ?? "")"))
            }
            let fahrenheit = cell("unit")?.uppercased() == "F" || cell("celsius") == nil
            let unit: TemperatureUnit = fahrenheit ? .fahrenheit : .celsius
            guard let text = cell(fahrenheit ? "fahrenheit" : "celsius") else {
                throw TempLogError.data(Message.rowHasNoTemperature())
            }
            let entry = try TemperatureInput.parse(text, unit: unit)
            return try validated(
                temperature: entry.temperature, unit: unit, takenAt: takenAt,
                recordedAt: cell("recorded_at").flatMap { Timestamp.parse(rfc3339: Array($0.utf8)) },
                site: cell("site"), who: cell("who"), note: cell("note"), id: cell("id")
            )
        }
    }

    func add(_ record: HealthRecord, at place: String, to batch: inout ImportBatch) {
        self.record(at: place, to: &batch) {
            let attributes = record.attributes
            guard let value = attributes["value"] else { throw TempLogError.data(Message.recordHasNoValue()) }
            let unit: TemperatureUnit
            switch attributes["unit"] {
            case "degC": unit = .celsius
            case "degF": unit = .fahrenheit
            default: throw TempLogError.data(Message.notHealthUnit("\(attributes["unit"] ?? "")"))
            }
            guard let start = attributes["startDate"], let takenAt = HealthRecord.date(start) else {
                throw TempLogError.data(Message.notHealthDate("\(attributes["startDate"] ?? "")"))
            }
            let source = attributes["sourceName"].map { ": \($0)" } ?? ""
            let basal = record.type.contains("Basal") ? " (basal)" : ""
            return try validated(
                temperature: try TemperatureInput.parse(value, unit: unit).temperature, unit: unit, takenAt: takenAt,
                recordedAt: attributes["creationDate"].flatMap(HealthRecord.date),
                site: record.sensorLocation.flatMap(HealthRecord.site), who: nil,
                note: "Apple Health" + basal + source, id: nil
            )
        }
    }

    private func record(at place: String, to batch: inout ImportBatch, _ make: () throws -> Reading) {
        do {
            batch.readings.append(try make())
        } catch let error as TempLogError {
            batch.rejected.append(Message.labelled("\(place)", .localized(error.text)))
        } catch {
            batch.rejected.append(Message.labelled("\(place)", "\(error)"))
        }
    }

    private func validated(
        temperature: Temperature, unit: TemperatureUnit, takenAt: Timestamp, recordedAt: Timestamp?, site: String?,
        who rowWho: String?, note: String?, id: String?
    ) throws -> Reading {
        if takenAt.secondsSince1970 > context.nowTimestamp.secondsSince1970 + TimeInput.futureToleranceSeconds {
            throw TempLogError.data(Message.importInFuture("\(takenAt.rfc3339)"))
        }
        var generator = SystemRandomNumberGenerator()
        return Reading(
            id: id.flatMap { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } ? $0 : nil }
                ?? Reading.makeID(using: &generator),
            takenAt: takenAt, temperature: temperature, unit: unit, recordedAt: recordedAt ?? context.nowTimestamp,
            site: try site.map(Site.parse), who: try (who ?? rowWho).map(PersonInput.name),
            note: try note.map(PersonInput.note).flatMap { $0.isEmpty ? nil : $0 }
        )
    }
}

extension HealthRecord {
    /// `2021-12-11 18:04:48 -0700`, the Health export's date form.
    static func date(_ text: String) -> Timestamp? {
        let bytes = Array(text.utf8)
        var scanner = TimestampScanner(bytes: bytes)
        guard let day = scanner.date(), scanner.take([" ", "T"]), let second = scanner.clock(requireSeconds: true) else {
            return nil
        }
        _ = scanner.take([" "])
        guard let offset = scanner.offset(), scanner.atEnd else { return nil }
        return Timestamp(localDate: day, secondOfDay: second, utcOffsetSeconds: offset)
    }

    /// HealthKit's body temperature sensor locations (`HKBodyTemperatureSensorLocation`).
    static func site(_ location: String) -> String? {
        switch Int(location) {
        case 1: return Site.armpit.rawValue
        case 3, 9: return Site.ear.rawValue
        case 6: return Site.mouth.rawValue
        case 7: return Site.rectum.rawValue
        case 10, 11: return Site.forehead.rawValue
        case .some: return Site.other.rawValue
        case nil: return nil
        }
    }
}
