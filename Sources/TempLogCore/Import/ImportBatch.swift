/// Rows read from files to import, and what could not be used.
public struct ImportBatch: Sendable {
    /// The rows that validated, in file order.
    public var rows: [ImportRow] = []
    /// The rows that did not validate, with where they are and why.
    public var rejected: [RejectedRow] = []

    /// The days of menstrual flow an Apple Health export records (the first day of each period
    /// is a cycle start: see `PeriodStarts`), in file order.
    public var flowDays: [LocalDate] = []
    /// The sensor locations HealthKit does not define that Health records named, with how many
    /// records named each, by file: those readings were imported without a site, the location
    /// kept in their note.
    public var unknownSensorLocations: [(path: String, location: String, count: Int)] = []

    /// How each delimited file was read, in the order the files were given.
    package var layouts: [(path: String, layout: DelimitedLayout)] = []

    /// An empty batch.
    public init() {}
}

/// What disagrees in a row naming a reading by id whose cells say two things of one field (a
/// Celsius and a Fahrenheit cell, a date and time beside a timestamp), read for now from the
/// cells `export` treats as the reading's own, until the stored reading of its id can tell
/// which cell the person changed in a spreadsheet.
struct CellDisagreement: Sendable {
    /// What disagrees: the rejection when the store cannot settle it.
    var problems: [RowProblem]
    /// The temperature of the other temperature cell, when the two disagree.
    var otherTemperature: TemperatureEntry? = nil
    /// The time the date and time cells say, when it is not the timestamp cell's.
    var otherTakenAt: Timestamp? = nil
}

extension ImportBatch {
    /// The ids of the readings whose rows hold disagreeing cells.
    public var disagreeingIDs: Set<String> {
        Set(rows.filter { $0.disagreement != nil }.map(\.reading.id))
    }

    /// Settles each disagreement against the stored reading of its id (`stored`, by id). A
    /// spreadsheet edit changes the cell a person reads — the temperature in the unit the
    /// reading was typed in, the date and time — and leaves its twin (the other unit, the
    /// `taken_at` timestamp) showing the stored value: when exactly that is what the row shows,
    /// the edited cell is taken. Any other row — no stored reading, both cells changed, only
    /// the twin changed — is rejected with what disagrees, never guessed at.
    public mutating func settleDisagreements(against stored: [String: Reading]) {
        rows = rows.compactMap { row in
            guard let disagreement = row.disagreement else { return row }
            var row = row
            let reading = row.reading
            guard let original = stored[reading.id],
                disagreement.otherTemperature.map({ twin in
                    let unit = reading.unit
                    return !reading.temperature.readsAsSame(original.temperature, in: unit)
                        && twin.temperature.readsAsSame(original.temperature, in: twin.unit)
                }) ?? true,
                disagreement.otherTakenAt.map({ edited in
                    edited.secondsSince1970 != original.takenAt.secondsSince1970
                        && reading.takenAt.secondsSince1970 == original.takenAt.secondsSince1970
                }) ?? true
            else {
                rejected += disagreement.problems.map {
                    RejectedRow(place: row.place, problem: $0)
                }
                return nil
            }
            row.reading.takenAt = disagreement.otherTakenAt ?? reading.takenAt
            row.disagreement = nil
            return row
        }
    }
}
