/// The human-readable table `recent` prints.
///
/// Columns for fever, site, person and note appear only when some reading needs them.
struct ReadingTable {
    let readings: [Reading]
    let fever: Temperature
    /// Whether fever marks may be coloured (stdout is a terminal and `NO_COLOR` is unset).
    let color: Bool

    func render() -> String {
        var columns: [(title: String, cells: [String])] = [
            ("DATE", readings.map { $0.takenAt.localDate.isoText + " " + $0.takenAt.localDate.weekdayName }),
            ("TIME", readings.map(\.takenAt.timeText)),
            ("TEMP", readings.map(\.temperature.displayText)),
        ]
        let fevers = readings.map { $0.temperature >= fever }
        if fevers.contains(true) {
            columns.append(("FEVER", fevers.map { $0 ? "fever" : "" }))
        }
        let optional: [(String, (Reading) -> String?)] = [
            ("SITE", { $0.site?.rawValue }), ("WHO", { $0.who }),
        ]
        for (title, value) in optional where readings.contains(where: { value($0) != nil }) {
            columns.append((title, readings.map { TerminalText.sanitized(value($0) ?? "") }))
        }
        columns.append(("ID", readings.map(\.shortID)))
        if readings.contains(where: { $0.note != nil }) {
            columns.append(("NOTE", readings.map { TerminalText.sanitized($0.note ?? "") }))
        }
        let widths = columns.map { column in
            column.cells.reduce(TerminalText.width(column.title)) { max($0, TerminalText.width($1)) }
        }
        let feverColumn = color ? columns.firstIndex { $0.title == "FEVER" } : nil
        var lines = [row(columns.map(\.title), widths: widths, highlighted: nil)]
        for index in readings.indices {
            lines.append(row(columns.map { $0.cells[index] }, widths: widths, highlighted: feverColumn))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line of cells; the `highlighted` column's non-empty cell is styled as a fever.
    private func row(_ cells: [String], widths: [Int], highlighted: Int?) -> String {
        var line = ""
        for (index, cell) in cells.enumerated() {
            let isLast = index == cells.count - 1
            let padded = isLast ? cell : TerminalText.padded(cell, to: widths[index])
            line += index == highlighted && !cell.isEmpty ? Style.fever(padded) : padded
            if !isLast { line += "  " }
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}

/// ANSI styling, used only when colour is allowed.
enum Style {
    static func fever(_ text: String) -> String { "\u{1B}[1;31m" + text + "\u{1B}[0m" }
}
