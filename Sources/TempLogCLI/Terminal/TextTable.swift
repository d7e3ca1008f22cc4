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
        let cellWidths = columns.map { $0.cells.map(TerminalText.width) }
        let widths = columns.indices.map { index in
            cellWidths[index].reduce(TerminalText.width(columns[index].title), max)
        }
        let rows = columns.first.map { $0.cells.indices } ?? 0..<0
        var text: [UInt8] = []
        text.reserveCapacity(widths.reduce(2 * columns.count + 1, +) * (rows.count + 1))
        append(
            columns.map(\.title), cellWidths: columns.map { TerminalText.width($0.title) },
            widths: widths, styled: false, to: &text)
        for row in rows {
            append(
                columns.map { $0.cells[row] }, cellWidths: cellWidths.map { $0[row] },
                widths: widths, styled: true, to: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends one line of `cells` (each `cellWidths` columns wide), padded to `widths`, then
    /// `\n`, built as bytes: joining strings was a tenth of the instructions `recent` runs.
    private func append(
        _ cells: [String], cellWidths: [Int], widths: [Int], styled: Bool, to text: inout [UInt8]
    ) {
        let start = text.count
        for (index, cell) in cells.enumerated() {
            let column = columns[index]
            let isLast = index == cells.count - 1
            let gap = max(0, widths[index] - cellWidths[index])
            if styled, !cell.isEmpty, let style = column.style {
                let padding = String(repeating: " ", count: column.alignsRight || !isLast ? gap : 0)
                text += style(column.alignsRight ? padding + cell : cell + padding).utf8
            } else {
                if column.alignsRight { text += repeatElement(UInt8(ascii: " "), count: gap) }
                text += cell.utf8
                if !column.alignsRight, !isLast {
                    text += repeatElement(UInt8(ascii: " "), count: gap)
                }
            }
            if !isLast { text += "  ".utf8 }
        }
        Self.trimTrailingSpaces(of: &text, from: start)
        text.append(UInt8(ascii: "\n"))
    }

    /// Removes the spaces that end the line from `start`, as `String.hasSuffix(" ")` finds them:
    /// byte by byte after ASCII, where a space is a character of its own; otherwise as
    /// characters (a space can belong to the character before it, as after U+0600).
    private static func trimTrailingSpaces(of text: inout [UInt8], from start: Int) {
        var end = text.count
        while end > start, text[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard end < text.count else { return }
        if end == start || text[end - 1] < 0x80 {
            text.removeSubrange(end...)
            return
        }
        var line = String(decoding: text[start...], as: UTF8.self)
        while line.hasSuffix(" ") { line.removeLast() }
        text.replaceSubrange(start..., with: line.utf8)
    }
}

extension TextTable {
    /// Lines of a label and its value, indented, the values lined up two columns after the
    /// widest label: what `stats` and `episode` print under a heading.
    static func labelled(_ rows: [(label: String, value: String)]) -> String {
        let width = rows.map { TerminalText.width($0.label) }.max() ?? 0
        return rows.map { row in
            "  " + row.label
                + String(repeating: " ", count: width + 2 - TerminalText.width(row.label))
                + row.value + "\n"
        }.joined()
    }
}
