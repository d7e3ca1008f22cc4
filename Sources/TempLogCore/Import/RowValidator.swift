import TempLogText

/// Turns imported rows into drafts and validates them like `add`: a plausible temperature, a
/// time not in the future, a valid name, note and site.
struct RowValidator {
    let context: TimeContext
    /// The fields the file's rows give.
    let given: ImportedFields
    /// The day a date cell without a year (`11/8`, `11月8日`) is read from, once for the file.
    let today: LocalDate

    init(context: TimeContext, given: ImportedFields) {
        self.context = context
        self.given = given
        today = context.today
    }

    /// A reading from a templog store or JSON Lines export, whose `store` member is `store`.
    func add(
        _ reading: Reading, store: String?, at place: RowPlace, to batch: inout ImportBatch
    ) {
        record(at: place, to: &batch) { () throws(RowProblem) in
            // The store line was held to the valid-reading definition already (its free text
            // shown cleaned, and checked again below as new text is).
            let draft = ReadingDraft(
                temperature: reading.temperature, unit: reading.unit, takenAt: reading.takenAt,
                site: reading.site, person: reading.person, note: reading.note,
                id: reading.id,
                recordedAt: reading.recordedAt, symptoms: reading.symptoms, kind: reading.kind,
                disturbance: reading.disturbance
            )
            return (draft, try Self.origin(store), nil)
        }
    }

    /// The origin a `store` cell names: none when it is empty.
    private static func origin(_ cell: String?) throws(RowProblem) -> RowOrigin {
        guard let cell else { return .noStore }
        let text = TextInput.normalized(cell).lowercased()
        guard let identity = StoreIdentity(text) else { throw RowProblem.notAStore(cell) }
        return .store(identity)
    }

    /// A record of a delimited file whose header `mapping` read.
    func add(
        _ record: DelimitedRecord, mapping: HeaderMapping, at place: RowPlace,
        to batch: inout ImportBatch
    ) {
        func cell(_ role: ColumnRole) -> String? { mapping.cell(role, in: record) }
        // Two cells of one field that disagree reject the row, unless the row names a reading
        // by id: then the stored reading may settle which cell the person changed.
        var disagreement = CellDisagreement(problems: [])
        let rowsBefore = batch.rows.count
        self.record(at: place, to: &batch) { () throws(RowProblem) in
            let entry: TemperatureEntry
            switch mapping.temperatureSource {
            case .celsius: entry = try temperature(cell(.celsius), unit: .celsius)
            case .fahrenheit: entry = try temperature(cell(.fahrenheit), unit: .fahrenheit)
            case .celsiusAndFahrenheit:
                entry = try agreedTemperature(record, mapping: mapping, noting: &disagreement)
            case .unitInCell: entry = try temperature(cell(.temperature), unit: nil)
            }
            let (takenAt, secondOccurrence) = try takenAt(
                record, mapping: mapping, noting: &disagreement)
            if let problem = disagreement.problems.first, cell(.id) == nil { throw problem }
            let origin = try Self.origin(cell(.store))
            let draft = ReadingDraft(
                temperature: entry.temperature, unit: entry.unit,
                takenAt: takenAt,
                site: try cell(.site).map { text throws(RowProblem) in
                    try valid { () throws(InputError) in try Site.parse(text) }
                },
                person: cell(.who).map(Person.named) ?? .owner,
                note: cell(.note), id: cell(.id),
                recordedAt: try cell(.recordedAt).map { text throws(RowProblem) in
                    guard let stamp = Timestamp.parse(rfc3339: Array(text.utf8)) else {
                        throw RowProblem.notATimestamp(text)
                    }
                    return stamp
                },
                symptoms: try cell(.symptoms).map { text throws(RowProblem) in
                    try valid { () throws(InputError) in try Symptom.parseList(text) }
                },
                kind: try cell(.kind).map { text throws(RowProblem) in
                    guard let kind = ReadingKind(rawValue: TextInput.normalized(text).lowercased())
                    else {
                        throw RowProblem.notAKind(text)
                    }
                    return kind
                } ?? .body,
                disturbance: try cell(.disturbed).map { text throws(RowProblem) in
                    try valid { () throws(InputError) in try Disturbance.parse(text) }
                }
            )
            return (draft, origin, secondOccurrence)
        }
        if !disagreement.problems.isEmpty, batch.rows.count > rowsBefore {
            batch.rows[rowsBefore].disagreement = disagreement
        }
    }

    /// A temperature cell read by the one rule for imported numbers
    /// (`TemperatureInput.parseImported`).
    private func temperature(_ text: String?, unit: TemperatureUnit?) throws(RowProblem)
        -> TemperatureEntry
    {
        guard let text else { throw RowProblem.noTemperature }
        return try valid { () throws(InputError) in
            try TemperatureInput.parseImported(text, unit: unit)
        }
    }

    /// The temperature of a file with a Celsius and a Fahrenheit column, as templog's own
    /// export writes: the `unit` cell says which of the two the reading was entered in (Celsius
    /// unless it says F), and a row with one of the two cells empty is read from the other.
    /// When both are filled, they must be one temperature: shown in °F to one decimal, as
    /// templog shows °F, the two may differ by 0.1 °F (what rounding each column to its
    /// decimals can do, so every row `export` writes agrees) and no more.
    /// Cells that disagree are noted in `disagreement`, with the other cell's temperature.
    private func agreedTemperature(
        _ record: DelimitedRecord, mapping: HeaderMapping,
        noting disagreement: inout CellDisagreement
    ) throws(RowProblem) -> TemperatureEntry {
        let celsiusText = mapping.cell(.celsius, in: record)
        let fahrenheitText = mapping.cell(.fahrenheit, in: record)
        guard let celsiusText, let fahrenheitText else {
            return celsiusText != nil
                ? try temperature(celsiusText, unit: .celsius)
                : try temperature(fahrenheitText, unit: .fahrenheit)
        }
        let celsius = try temperature(celsiusText, unit: .celsius)
        let fahrenheit = try temperature(fahrenheitText, unit: .fahrenheit)
        let apart = celsius.temperature.deciFahrenheit - fahrenheit.temperature.deciFahrenheit
        let unit = mapping.cell(.unit, in: record).map { TextInput.normalized($0).uppercased() }
        if abs(apart) > 1 {
            func name(_ role: ColumnRole) -> String {
                mapping.index(of: role).map { mapping.columns[$0].name } ?? role.rawValue
            }
            disagreement.problems.append(
                RowProblem.temperaturesDisagree(
                    celsiusColumn: name(.celsius), celsius: celsiusText,
                    fahrenheitColumn: name(.fahrenheit), fahrenheit: fahrenheitText,
                    celsiusValue: celsius.temperature))
            disagreement.otherTemperature = unit == "F" ? celsius : fahrenheit
        }
        return unit == "F" ? fahrenheit : celsius
    }

    /// When the record's reading was taken: from a timestamp cell, or a date cell and a time
    /// cell; a time without a UTC offset is local (`TZ`). A row whose timestamp cell is empty
    /// (typed into an export, say) is read from its date and time cells, when the file has
    /// them. A local time the clocks went back over is the first of the two, and the second
    /// is returned beside it.
    private func takenAt(
        _ record: DelimitedRecord, mapping: HeaderMapping,
        noting disagreement: inout CellDisagreement
    ) throws(RowProblem) -> (instant: Timestamp, secondOccurrence: Timestamp?) {
        var source = mapping.timeSource
        if case .takenAt = source, mapping.cell(.takenAt, in: record) == nil,
            let dateIndex = mapping.index(of: .date)
        {
            source = .dateAndTime(dateIndex: dateIndex, timeIndex: mapping.index(of: .time))
        }
        let timeCells: [ColumnRole] = [.takenAt, .date, .time]
        guard timeCells.contains(where: { mapping.cell($0, in: record) != nil }) else {
            throw RowProblem.noTime
        }
        let moment: CellDateTime
        // The cell the date was read from, and whether it gave the time too.
        let dateCell: (text: String, hasTime: Bool)
        switch source {
        case .takenAt:
            let text = mapping.cell(.takenAt, in: record) ?? ""
            dateCell = (text, true)
            guard let parsed = CellDateTime(parsing: text, today: today) else {
                throw RowProblem.notATimestamp(text)
            }
            try checkDateAndTime(
                agreeWith: parsed, record, mapping: mapping, noting: &disagreement)
            moment = parsed
        case .dateAndTime(_, _?):
            let dateText = mapping.cell(.date, in: record) ?? ""
            let timeText = mapping.cell(.time, in: record) ?? ""
            dateCell = (dateText, false)
            guard let date = CellDate(parsing: dateText, today: today) else {
                throw RowProblem.notADate(dateText)
            }
            guard let time = CellTime(parsing: timeText) else {
                throw RowProblem.notATimeOfDay(timeText)
            }
            moment = CellDateTime(date: date, time: time, utcOffsetSeconds: nil)
        case .dateAndTime(_, nil):
            let text = mapping.cell(.date, in: record) ?? ""
            dateCell = (text, true)
            guard let parsed = CellDateTime(parsing: text, today: today) else {
                throw CellDate(parsing: text, today: today) != nil
                    ? RowProblem.dateWithoutTime(text) : RowProblem.notADate(text)
            }
            moment = parsed
        }
        guard let day = LocalDate(year: moment.year, month: moment.month, day: moment.day) else {
            throw RowProblem.notADate("\(moment.year)-\(moment.month)-\(moment.day)")
        }
        try refuseYearlessDayToCome(
            day, cell: dateCell.text, secondOfDay: dateCell.hasTime ? moment.secondOfDay : nil)
        if let offset = moment.utcOffsetSeconds {
            let instant = Timestamp(
                localDate: day, secondOfDay: moment.secondOfDay, utcOffsetSeconds: offset)
            return (instant, nil)
        }
        // A local time the clocks skipped is refused, and a repeated one is the first, as `add`
        // takes them.
        let instant = context.instant(on: day, secondOfDay: moment.secondOfDay)
        switch context.zone.resolve(wallSeconds: day.dayNumber * 86_400 + moment.secondOfDay) {
        case .skipped(let movedTo, _):
            let text =
                day.isoText + " " + String { Timestamp.appendTime(moment.secondOfDay, to: &$0) }
            throw RowProblem.invalid(TimeInput.skipped(text, movedTo: movedTo, in: context))
        case .repeated(_, let later):
            return (instant, Timestamp(secondsSince1970: later, in: context.zone))
        case .unique:
            return (instant, nil)
        }
    }

    /// Refuses a date cell without a year (`11/8`, `11月8日 7時`) whose day this year, `day`,
    /// has not come yet, as `add` refuses it: on 7 November, `11/8` may be last year's or a
    /// slip, and the file does not say which. The error suggests the cell with last year's
    /// date, and its time (`2025/11/8 07:00`) when the cell gives one at `secondOfDay`.
    private func refuseYearlessDayToCome(
        _ day: LocalDate, cell text: String, secondOfDay: Int?
    ) throws(RowProblem) {
        guard day > today, CellDate(parsing: text) == nil, CellDateTime(parsing: text) == nil,
            let last = LastYearsDay(
                month: day.month, day: day.day, before: today, kanji: text.contains("月"))
        else { return }
        var suggestion = last.text
        if let secondOfDay {
            suggestion += " " + String { Timestamp.appendTime(secondOfDay, to: &$0) }
        }
        throw RowProblem.invalid(
            InputError.dayToCome(text, date: day, today: today, suggestion: suggestion))
    }

    /// Refuses a row whose date and time cells, beside its timestamp cell, say another time:
    /// an edit made to the date or time of an export in a spreadsheet would otherwise be
    /// passed over. They agree when the date cell is the timestamp's date and the time cell
    /// its time to the minute, both on the timestamp's own wall clock (as `export` writes
    /// them). An empty cell, or one that is not a date or time templog reads (a spreadsheet's
    /// own date format, say), is not compared.
    ///
    /// Cells that disagree are noted in `disagreement`, with the time the date and time cells
    /// say (on the timestamp's wall clock).
    private func checkDateAndTime(
        agreeWith takenAt: CellDateTime, _ record: DelimitedRecord, mapping: HeaderMapping,
        noting disagreement: inout CellDisagreement
    ) throws(RowProblem) {
        guard let dateText = mapping.cell(.date, in: record) else { return }
        func cell(_ role: ColumnRole, _ text: String) -> RowCell {
            RowCell(
                column: mapping.index(of: role).map { mapping.columns[$0].name } ?? "", text: text)
        }
        let date: CellDate
        var second: Int?
        var timeCell: RowCell?
        if let whole = CellDateTime(parsing: dateText, today: today),
            whole.utcOffsetSeconds == nil
        {
            (date, second) = (whole.date, whole.secondOfDay)
        } else if let day = CellDate(parsing: dateText, today: today) {
            date = day
            if let timeText = mapping.cell(.time, in: record),
                let time = CellTime(parsing: timeText)
            {
                (second, timeCell) = (time.secondOfDay, cell(.time, timeText))
            }
        } else {
            return
        }
        let sameMinute = second.map { $0 / 60 == takenAt.secondOfDay / 60 } ?? true
        guard date != takenAt.date || !sameMinute else { return }
        disagreement.problems.append(
            RowProblem.timesDisagree(
                date: cell(.date, dateText), time: timeCell,
                takenAt: cell(.takenAt, mapping.cell(.takenAt, in: record) ?? "")))
        guard let day = LocalDate(year: date.year, month: date.month, day: date.day) else {
            return
        }
        let secondOfDay = second ?? takenAt.secondOfDay
        // On the time stamp's own clock, unless that is the local zone's: then the zone's
        // rules give the new day's offset (a date moved across a daylight saving change).
        let local = context.instant(on: day, secondOfDay: secondOfDay)
        let other =
            takenAt.utcOffsetSeconds.flatMap { offset in
                let stamp = Timestamp(
                    localDate: LocalDate(
                        year: takenAt.year, month: takenAt.month, day: takenAt.day) ?? day,
                    secondOfDay: takenAt.secondOfDay,
                    utcOffsetSeconds: offset)
                return context.zone.offset(at: stamp.secondsSince1970) == offset
                    ? nil
                    : Timestamp(localDate: day, secondOfDay: secondOfDay, utcOffsetSeconds: offset)
            } ?? local
        try valid { () throws(InputError) in try ReadingDraft.check(other, in: context) }
        disagreement.otherTakenAt = other
    }

    /// A body or basal temperature record of an Apple Health export. A sensor location
    /// HealthKit does not define gives no site: it is kept in the note, and counted in
    /// `batch.unknownSensorLocations`.
    func add(_ record: HealthRecord, at place: RowPlace, to batch: inout ImportBatch) {
        let path = place.path
        let location = record.sensorLocation
        let site = location.flatMap(HealthRecord.site)
        if let location, site == nil {
            if let index = batch.unknownSensorLocations.firstIndex(where: {
                $0.path == path && $0.location == location
            }) {
                batch.unknownSensorLocations[index].count += 1
            } else {
                batch.unknownSensorLocations.append((path, location, 1))
            }
        }
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
            let unknownLocation = site == nil ? location.map { " (sensor location: \($0))" } : nil
            let entry = try valid { () throws(InputError) in
                try TemperatureInput.parseImported(value, unit: unit)
            }
            let draft = ReadingDraft(
                temperature: entry.temperature, unit: unit, takenAt: takenAt,
                site: site,
                note: "Apple Health" + source + (unknownLocation ?? ""),
                recordedAt: attributes["creationDate"].flatMap(HealthRecord.date),
                kind: record.type.contains("Basal") ? .basal : .body
            )
            return (draft, RowOrigin.noStore, nil)
        }
    }

    /// A menstrual flow record of an Apple Health export: its day (the local day of its start,
    /// on its own clock) is a day of flow, unless its value says there was none.
    func addFlow(_ record: HealthRecord, at place: RowPlace, to batch: inout ImportBatch) {
        let attributes = record.attributes
        guard let start = attributes["startDate"], let takenAt = HealthRecord.date(start) else {
            let problem = RowProblem.notHealthDate(attributes["startDate"] ?? "")
            return batch.rejected.append(RejectedRow(place: place, problem: problem))
        }
        guard let value = attributes["value"], let isFlow = HealthRecord.isFlow(value) else {
            let problem = RowProblem.notHealthFlow(attributes["value"] ?? "")
            return batch.rejected.append(RejectedRow(place: place, problem: problem))
        }
        if isFlow { batch.flowDays.append(takenAt.localDate) }
    }

    /// Adds the row of the reading `row` drafts to `batch`, or the row's problem to its
    /// rejections.
    private func record(
        at place: RowPlace, to batch: inout ImportBatch,
        _ row: () throws(RowProblem) -> (
            draft: ReadingDraft, origin: RowOrigin, secondOccurrence: Timestamp?
        )
    ) {
        do {
            let (draft, origin, secondOccurrence) = try row()
            let reading = try valid { () throws(InputError) in try draft.reading(in: context) }
            batch.rows.append(
                ImportRow(
                    reading: reading, given: given, place: place, origin: origin,
                    secondOccurrence: secondOccurrence))
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
