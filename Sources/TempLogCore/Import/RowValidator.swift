/// Turns imported rows into drafts and validates them like `add`: a plausible temperature, a
/// time not in the future, a valid name, note and site.
struct RowValidator {
    /// Whose every reading is, overriding the rows' names; nil keeps them.
    let person: Person?
    let context: TimeContext

    /// A reading from a templog store or JSON Lines export.
    func add(_ reading: Reading, at place: String, to batch: inout ImportBatch) {
        record(at: place, to: &batch) { () throws(RowProblem) in
            let entry = try valid { () throws(InputError) in
                try TemperatureInput.parse(reading.temperature.storedText, unit: .celsius)
            }
            return ReadingDraft(
                temperature: entry.temperature, unit: reading.unit, takenAt: reading.takenAt,
                site: reading.site?.rawValue, who: reading.who, note: reading.note, id: reading.id,
                recordedAt: reading.recordedAt
            )
        }
    }

    /// A row of templog's CSV export.
    func add(
        csvRow fields: [String], columns: [String: Int], at place: String,
        to batch: inout ImportBatch
    ) {
        func cell(_ name: String) -> String? {
            guard let index = columns[name], index < fields.count else { return nil }
            var value = fields[index]
            if value.hasPrefix("'"), let next = value.dropFirst().first, "=+-@\t\r".contains(next) {
                value.removeFirst()
            }
            return value.isEmpty ? nil : value
        }
        record(at: place, to: &batch) { () throws(RowProblem) in
            guard let takenText = cell("taken_at"),
                let takenAt = Timestamp.parse(rfc3339: Array(takenText.utf8))
            else {
                throw RowProblem.notRFC3339TakenAt(cell("taken_at") ?? "")
            }
            let fahrenheit = cell("unit")?.uppercased() == "F" || cell("celsius") == nil
            let unit: TemperatureUnit = fahrenheit ? .fahrenheit : .celsius
            guard let text = cell(fahrenheit ? "fahrenheit" : "celsius") else {
                throw RowProblem.noTemperature
            }
            let entry = try valid { () throws(InputError) in
                try TemperatureInput.parse(text, unit: unit)
            }
            return ReadingDraft(
                temperature: entry.temperature, unit: unit, takenAt: takenAt,
                site: cell("site"), who: cell("who"), note: cell("note"), id: cell("id"),
                recordedAt: cell("recorded_at").flatMap { Timestamp.parse(rfc3339: Array($0.utf8)) }
            )
        }
    }

    /// A body temperature record of an Apple Health export.
    func add(_ record: HealthRecord, at place: String, to batch: inout ImportBatch) {
        self.record(at: place, to: &batch) { () throws(RowProblem) in
            let attributes = record.attributes
            guard let value = attributes["value"] else { throw RowProblem.recordHasNoValue }
            let unit: TemperatureUnit
            switch attributes["unit"] {
            case "degC": unit = .celsius
            case "degF": unit = .fahrenheit
            default: throw RowProblem.notHealthUnit(attributes["unit"] ?? "")
            }
            guard let start = attributes["startDate"], let takenAt = HealthRecord.date(start) else {
                throw RowProblem.notHealthDate(attributes["startDate"] ?? "")
            }
            let source = attributes["sourceName"].map { ": \($0)" } ?? ""
            let basal = record.type.contains("Basal") ? " (basal)" : ""
            let entry = try valid { () throws(InputError) in
                try TemperatureInput.parse(value, unit: unit)
            }
            return ReadingDraft(
                temperature: entry.temperature, unit: unit, takenAt: takenAt,
                site: record.sensorLocation.flatMap(HealthRecord.site), who: nil,
                note: "Apple Health" + basal + source,
                recordedAt: attributes["creationDate"].flatMap(HealthRecord.date)
            )
        }
    }

    /// Adds the reading `draft` makes to `batch`, or the row's problem to its rejections.
    private func record(
        at place: String, to batch: inout ImportBatch,
        _ draft: () throws(RowProblem) -> ReadingDraft
    ) {
        do {
            var draft = try draft()
            if let person { draft.who = person.who }
            let reading = try valid { () throws(InputError) in try draft.reading(in: context) }
            batch.readings.append(reading)
        } catch {
            batch.rejected.append(RejectedRow(place: place, problem: error))
        }
    }

    private func valid<T>(_ body: () throws(InputError) -> T) throws(RowProblem) -> T {
        do {
            return try body()
        } catch {
            throw RowProblem.invalid(error)
        }
    }
}
