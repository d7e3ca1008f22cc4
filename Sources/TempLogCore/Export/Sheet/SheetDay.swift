/// One day of a health-check sheet: what the day's body readings say, or nothing (a missing
/// day).
package struct SheetDay: Equatable, Sendable {
    /// The local day.
    package let date: LocalDate
    /// The day's first reading from 04:00 to before 12:00 (see `DayParts`).
    package let morning: Reading?
    /// The day's last reading from 17:00.
    package let evening: Reading?
    /// The day's other readings (at night, around noon), oldest first, so a fever then is
    /// never left off the sheet.
    package let others: [Reading]
    /// The day's highest reading when it is higher than the morning and the evening one (a
    /// fever at 13:10 or at 02:00): the earliest of the other readings at the day's highest
    /// value; nil when the morning or the evening reading is the day's highest.
    package let highestOther: Reading?
    /// The symptoms ticked that day, in the list's order: `[.none]` when only "none" was
    /// ticked, empty when no reading asked.
    package let symptoms: [Symptom]
    /// The day's notes, oldest first, each once.
    package let notes: [String]
    /// The doses given that day, in time order: the remarks name them.
    package let doses: [Dose]
    /// The fever reducer each of the day's readings was taken within 8 hours after, by the
    /// reading's id (``DoseLog/feverReducerMarked(before:)``).
    package let feverReducers: [String: Dose]
    /// The ids of the day's readings whose UTC offset the sheet shows beside their time
    /// (``OffsetShown``).
    package let offsetShown: Set<String>

    /// Whether the day has no reading at all.
    package var isMissing: Bool { morning == nil && evening == nil && others.isEmpty }

    /// The day `date` made of `readings` and `doses`, which must all be of that day, oldest
    /// first; times are shown in `zone`. The fever reducers the readings are marked after are
    /// looked up in `log` (which may hold the day before's doses too).
    package init(
        date: LocalDate, readings: [Reading], doses: [Dose] = [], log: DoseLog? = nil,
        zone: ZoneRules
    ) {
        self.date = date
        self.doses = doses
        let log = log ?? DoseLog(doses)
        var feverReducers: [String: Dose] = [:]
        for reading in readings {
            feverReducers[reading.id] = log.feverReducerMarked(before: reading)
        }
        self.feverReducers = feverReducers
        morning = DayParts.morning(of: readings)
        evening = DayParts.evening(of: readings)
        let shown = Set([morning?.id, evening?.id].compactMap { $0 })
        others = readings.filter { !shown.contains($0.id) }
        // `max(by:)` keeps the first of equal readings: the earliest.
        let highest = others.max { $0.temperature < $1.temperature }
        let shownTemperatures = [morning, evening].compactMap { $0?.temperature }
        highestOther = highest.flatMap { highest in
            shownTemperatures.allSatisfy { highest.temperature > $0 } ? highest : nil
        }
        let ticked = readings.flatMap { $0.symptoms ?? [] }.sorted()
        let real = ticked.filter { $0 != .none }
        var symptoms: [Symptom] = []
        for symptom in real.isEmpty ? ticked : real where symptom != symptoms.last {
            symptoms.append(symptom)
        }
        self.symptoms = symptoms
        var notes: [String] = []
        var seen: Set<String> = []
        for note in readings.compactMap(\.note) where !note.isEmpty && seen.insert(note).inserted {
            notes.append(note)
        }
        self.notes = notes
        offsetShown = OffsetShown.ids(in: readings, zone: zone)
    }

    /// A row for every day from `first` to `last`, made of `readings` and `doses` (oldest
    /// first; those of other days are left out); times are shown in `zone`.
    package static func days(
        _ readings: [Reading], doses: [Dose] = [], from first: LocalDate,
        through last: LocalDate, zone: ZoneRules
    ) -> [SheetDay] {
        guard first <= last else { return [] }
        let log = DoseLog(doses)
        var byDay = Array(repeating: [Reading](), count: last.dayNumber - first.dayNumber + 1)
        for reading in readings {
            let index = reading.takenAt.localDate.dayNumber - first.dayNumber
            if byDay.indices.contains(index) { byDay[index].append(reading) }
        }
        return byDay.enumerated().map { index, readings in
            let date = first.adding(days: index)
            return SheetDay(
                date: date, readings: readings, doses: log.doses(of: nil, on: date), log: log,
                zone: zone)
        }
    }
}
