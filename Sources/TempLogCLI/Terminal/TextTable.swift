import TempLogCore

/// Columns of text padded to line up for people: widths count East Asian characters as two,
/// the last column is not padded, and trailing spaces are trimmed.
struct TextTable {
    struct Column {
        let title: String
        let cells: [String]
        let alignsRight: Bool
        /// Styles a non-empty cell after padding (colour), when set.
        let style: ((String) -> String)?

        init(
            title: String, cells: [String], alignsRight: Bool = false,
            style: ((String) -> String)? = nil
        ) {
            self.title = title
            self.cells = cells
            self.alignsRight = alignsRight
            self.style = style
        }
    }

    let columns: [Column]

    func render() -> String {
        let widths = columns.map { column in
            column.cells.reduce(TerminalText.width(column.title)) {
                max($0, TerminalText.width($1))
            }
        }
        let rows = columns.first.map { $0.cells.indices } ?? 0..<0
        var lines = [line(columns.map(\.title), widths: widths, styled: false)]
        for row in rows {
            lines.append(line(columns.map { $0.cells[row] }, widths: widths, styled: true))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(_ cells: [String], widths: [Int], styled: Bool) -> String {
        var text = ""
        for (index, cell) in cells.enumerated() {
            let column = columns[index]
            let gap = String(
                repeating: " ", count: max(0, widths[index] - TerminalText.width(cell)))
            var padded =
                column.alignsRight ? gap + cell : (index == cells.count - 1 ? cell : cell + gap)
            if styled, !cell.isEmpty, let style = column.style { padded = style(padded) }
            text += padded
            if index < cells.count - 1 { text += "  " }
        }
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
