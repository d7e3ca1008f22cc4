import TempLogCore
import TempLogText

/// The human-readable table `recent` and `today` print.
///
/// Columns for kind, fever, symptoms, site, person and note appear only when some reading needs
/// them.
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

    func render() -> String {
        func title(_ text: LocalizedText) -> String { text.text(language) }
        let shown = OffsetShown.ids(in: readings, zone: zone)
        let times = readings.map { $0.takenAt.timeText(showingOffset: shown.contains($0.id)) }
        var columns = [
            TextTable.Column(
                title: title(.report(.columnDate)),
                cells: readings.map { $0.takenAt.localDate.tableText.text(language) }),
            TextTable.Column(title: title(.report(.columnTime)), cells: times),
            TextTable.Column(
                title: title(.report(.columnTemperature)),
                cells: readings.map { $0.temperatureText(unit).text(language) }),
        ]
        if readings.contains(where: { $0.kind == .basal }) {
            columns.append(
                TextTable.Column(
                    title: title(.cycle(.columnKind)),
                    cells: readings.map { $0.kind.display.text(language) }))
        }
        let fevers = readings.map(fevers.isFever)
        if fevers.contains(true) {
            let marks: [String] = fevers.map { $0 ? title(.report(.feverMark)) : "" }
            let style: ((String) -> String)? = color ? { Style.fever($0) } : nil
            columns.append(
                TextTable.Column(title: title(.report(.columnFever)), cells: marks, style: style))
        }
        let symptoms = readings.map { $0.symptoms.map { Symptom.list($0).text(language) } }
        if symptoms.contains(where: { $0 != nil }) {
            columns.append(textColumn(title(.report(.columnSymptoms)), symptoms))
        }
        let sites = readings.map { $0.site?.display.text(language) }
        if sites.contains(where: { $0 != nil }) {
            columns.append(textColumn(title(.report(.columnSite)), sites))
        }
        if readings.contains(where: { $0.who != nil }) {
            let people = readings.map { names.display(Person(of: $0)).text(language) }
            columns.append(TextTable.Column(title: title(.report(.columnWho)), cells: people))
        }
        columns.append(TextTable.Column(title: "ID", cells: readings.map(\.shortID)))
        let notes = readings.map(\.note)
        if notes.contains(where: { $0 != nil }) {
            columns.append(textColumn(title(.report(.columnNote)), notes))
        }
        return TextTable(columns: columns).render()
    }

    /// A column of free text from the store, made safe for a terminal.
    private func textColumn(_ title: String, _ values: [String?]) -> TextTable.Column {
        // Control characters from a hand-edited store shown as `?`, never sent.
        TextTable.Column(title: title, cells: values.map { TextInput.printable($0 ?? "") })
    }
}

/// ANSI styling, used only when colour is allowed.
enum Style {
    static func fever(_ text: String) -> String { "\u{1B}[1;31m" + text + "\u{1B}[0m" }
}
