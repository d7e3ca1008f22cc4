import TempLogCore
import TempLogText

/// The human-readable table `recent` and `today` print: readings, and the doses given on
/// their days, in time order.
///
/// Columns for kind, fever, symptoms, site, person, medicine and note appear only when some
/// row needs them.
struct ReadingTable {
    let readings: [Reading]
    /// The fever threshold of each reading's person.
    let fevers: FeverThresholds
    /// Whether fever marks may be coloured (stdout is a terminal and `NO_COLOR` is unset).
    let color: Bool
    var language: Language = .en
    var unit: TemperatureUnit = .celsius
    /// The zone times are shown in: a reading's offset is shown when it is not the zone's.
    let zone: ZoneRules
    /// How the person column names people: display names where profiles give them.
    var names = PersonNames()
    /// The doses shown as rows among the readings (`doses(beside:of:in:)`), and what marks a
    /// reading taken soon after a fever reducer.
    var doses: [Dose] = []
    var doseLog = DoseLog()
    /// Whether `readings` are newest first (`recent`) or oldest first (`today`).
    var newestFirst = true

    /// A row: a reading or a dose (also a row of `episode`'s table of days).
    enum Row {
        case reading(Reading)
        case dose(Dose)

        var takenAt: Timestamp {
            switch self {
            case .reading(let reading): return reading.takenAt
            case .dose(let dose): return dose.takenAt
            }
        }

        var reading: Reading? {
            if case .reading(let reading) = self { return reading }
            return nil
        }
    }

    /// The doses of `people` (everyone when nil) in `log` given from the day of the oldest of
    /// `readings` through `last` (today, or the one day shown): the rows a table of those
    /// readings shows beside them.
    static func doses(
        beside readings: [Reading], of people: Set<Person>?, in log: DoseLog,
        through last: LocalDate
    ) -> [Dose] {
        guard let first = readings.map(\.takenAt.localDate).min() else { return [] }
        return log.doses.filter { dose in
            let day = dose.takenAt.localDate
            return day >= first && day <= last && people.map { $0.contains(dose.person) } ?? true
        }
    }

    func render() -> String {
        func title(_ text: LocalizedText) -> String { text.text(language) }
        var rows = readings.map(Row.reading)
        for dose in doses {
            let instant = dose.takenAt.secondsSince1970
            let index =
                rows.firstIndex { row in
                    newestFirst
                        ? row.takenAt.secondsSince1970 < instant
                        : row.takenAt.secondsSince1970 > instant
                } ?? rows.count
            rows.insert(.dose(dose), at: index)
        }
        let shown = OffsetShown.ids(in: readings, zone: zone)
        let times = rows.map { row in
            switch row {
            case .reading(let reading):
                return reading.takenAt.timeText(showingOffset: shown.contains(reading.id))
            case .dose(let dose):
                return dose.takenAt.timeText(showingOffset: dose.takenAt.isAway(from: zone))
            }
        }
        var columns = [
            TextTable.Column(
                title: title(.report(.columnDate)),
                cells: rows.map { $0.takenAt.localDate.tableText.text(language) }),
            TextTable.Column(title: title(.report(.columnTime)), cells: times),
            TextTable.Column(
                title: title(.report(.columnTemperature)),
                cells: rows.map { $0.reading?.temperatureText(unit).text(language) ?? "" }),
        ]
        let hasBasal = readings.contains { $0.kind == .basal }
        let kinds =
            hasBasal
            ? textColumn(title(.cycle(.columnKind)), rows) { row in
                row.reading?.kind.display.text(language)
            } : nil
        if let kinds { columns.append(kinds) }
        let isFever = rows.map { $0.reading.map(fevers.isFever) ?? false }
        if isFever.contains(true) {
            let marks: [String] = isFever.map { $0 ? title(.report(.feverMark)) : "" }
            let style: ((String) -> String)? = color ? { Style.fever($0) } : nil
            columns.append(
                TextTable.Column(title: title(.report(.columnFever)), cells: marks, style: style))
        }
        let symptoms = textColumn(title(.report(.columnSymptoms)), rows) { row in
            row.reading?.symptoms.map { Symptom.list($0).text(language) }
        }
        let sites = textColumn(title(.report(.columnSite)), rows) { row in
            row.reading?.site?.display.text(language)
        }
        let medicines = textColumn(title(.dose(.columnDose)), rows) { row in
            switch row {
            case .reading(let reading):
                return DoseText.mark(reading, doses: doseLog)?.text(language)
            case .dose(let dose): return DoseText.medicine(dose).text(language)
            }
        }
        if let symptoms { columns.append(symptoms) }
        if let sites { columns.append(sites) }
        if let medicines { columns.append(medicines) }
        if readings.contains(where: { $0.person != .owner })
            || doses.contains(where: { $0.person != .owner })
        {
            let people = rows.map { row in
                switch row {
                case .reading(let reading): return names.display(reading.person).text(language)
                case .dose(let dose): return names.display(dose.person).text(language)
                }
            }
            columns.append(TextTable.Column(title: title(.report(.columnWho)), cells: people))
        }
        let ids = rows.map { row in
            switch row {
            case .reading(let reading): return reading.shortID
            case .dose(let dose): return dose.shortID
            }
        }
        columns.append(TextTable.Column(title: "ID", cells: ids))
        let notes = textColumn(title(.report(.columnNote)), rows) { row in
            switch row {
            case .reading(let reading): return reading.note
            case .dose(let dose): return dose.note
            }
        }
        if let notes { columns.append(notes) }
        return TextTable(columns: columns).render()
    }

    /// A column of free text from the store, made safe for a terminal: each row's `value`,
    /// empty where it has none; nil when no row has one. (Collected as strings, not optional
    /// ones: an array of optional strings is a type the runtime makes the first time.)
    private func textColumn(
        _ title: String, _ rows: [Row], _ value: (Row) -> String?
    ) -> TextTable.Column? {
        var hasValue = false
        let cells = rows.map { row -> String in
            guard let text = value(row) else { return "" }
            hasValue = true
            // Control characters from a hand-edited store shown as `?`, never sent.
            return TextInput.printable(text)
        }
        return hasValue ? TextTable.Column(title: title, cells: cells) : nil
    }
}

/// ANSI styling, used only when colour is allowed.
enum Style {
    static func fever(_ text: String) -> String { "\u{1B}[1;31m" + text + "\u{1B}[0m" }
}
