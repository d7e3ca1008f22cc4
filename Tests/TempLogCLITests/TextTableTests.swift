import TestSupport
import Testing

@testable import TempLogCLI

/// Tables are built as bytes: the same text as joining strings, trailing spaces trimmed as
/// `String.hasSuffix(" ")` finds them (a space after U+0600 belongs to it and stays).
@Suite struct TextTableTests {
    /// The table as it was built before: strings padded, joined and trimmed by characters.
    static func reference(_ columns: [TextTable.Column]) -> String {
        let widths = columns.map { column in
            column.cells.reduce(TerminalText.width(column.title)) {
                max($0, TerminalText.width($1))
            }
        }
        func line(_ cells: [String], styled: Bool) -> String {
            var text = ""
            for (index, cell) in cells.enumerated() {
                let column = columns[index]
                let gap = String(
                    repeating: " ", count: max(0, widths[index] - TerminalText.width(cell)))
                var padded =
                    column.alignsRight
                    ? gap + cell : (index == cells.count - 1 ? cell : cell + gap)
                if styled, !cell.isEmpty, let style = column.style { padded = style(padded) }
                text += padded
                if index < cells.count - 1 { text += "  " }
            }
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        let rows = columns.first.map { $0.cells.indices } ?? 0..<0
        var lines = [line(columns.map(\.title), styled: false)]
        for row in rows { lines.append(line(columns.map { $0.cells[row] }, styled: true)) }
        return lines.joined(separator: "\n") + "\n"
    }

    static let cells = [
        "", " ", "36.5 °C", "hana", "はな", "熱っぽい ", "e\u{301}", "x\u{600} ", "\u{600}  ",
        "tab here ", "2026/11/29(日)", "fever", "  ", "😀", "a\u{200B}b",
    ]

    @Test(arguments: 0..<60)
    func aTableIsTheTextJoiningStringsGave(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let rows = Int.random(in: 0...6, using: &random)
        let columns = (0..<Int.random(in: 1...5, using: &random)).map { _ in
            TextTable.Column(
                title: Self.cells.randomElement(using: &random)!,
                cells: (0..<rows).map { _ in Self.cells.randomElement(using: &random)! },
                alignsRight: Int.random(in: 0..<4, using: &random) == 0,
                style: Bool.random(using: &random) ? { "<" + $0 + ">" } : nil)
        }
        #expect(TextTable(columns: columns).render() == Self.reference(columns))
    }
}
