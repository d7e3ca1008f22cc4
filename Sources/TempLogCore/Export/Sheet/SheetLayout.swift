/// How a sheet fills its portrait page, in tenths of a millimetre: rows share the room the
/// header, chart and foot leave, between the shortest row and one with room for a stamp; a row
/// whose symptoms or notes wrap onto more lines is as tall as they need (nothing a person
/// wrote is cut). When they need more room, the chart gives up height first, then the table's
/// type gets smaller (down to 6.5 pt), so that a month still fits one page. A chart that marks
/// doses is taller by its strip of doses, so its temperatures keep their room.
struct SheetLayout {
    /// The page margin on every side.
    static let margin = 100
    /// Rows grow no taller than a stamp needs, unless their text does.
    static let tallestRow = 100
    /// The vertical padding and border of a table cell, top and bottom together.
    static let cellPadding = 12
    /// The chart is never lower than this, however long the notes.
    static let lowestChart = 220
    /// The horizontal padding of a table cell, left and right together.
    static let cellSidePadding = 20
    /// The width of an em of the page's body type (12 pt), in tenths of a millimetre.
    static let bodyEm = 42.3
    /// The legend's type, its items' symbols and the room between items, as the style sets
    /// them (`.legend`): in ems of the legend's type.
    static let legendScale = 0.9
    static let legendSymbol = 2.4
    static let legendGap = 1.5
    /// The attendance choices' type, in ems of the table's (`th.choices`).
    static let choicesScale = 0.8
    /// The width of a space, in ems.
    static let space = 0.3
    /// The table's type sizes, in tenths of a point, largest first: the first that fits.
    static let tableFonts = [80, 70, 65]

    /// Each column of `form`'s table and its share of the width, in percent, left to right:
    /// a school's card has a morning and an evening and a column for attendance, a
    /// workplace's sheet the morning and a column for the office or home. The date, times and
    /// temperatures never wrap: their columns hold `Wed 18 Nov`, `07:00` and `37.6 ● fever` in
    /// 8 pt type on B5, the narrowest paper.
    static func columns(of form: SheetForm) -> [(name: String, percent: Int)] {
        switch form {
        case .school:
            return [
                ("date", 12), ("time", 7), ("temp", 12), ("time", 7), ("temp", 12),
                ("symptoms", 13), ("attendance", 8), ("note", 20), ("checked", 9),
            ]
        case .workplace:
            return [
                ("date", 12), ("time", 7), ("temp", 12), ("symptoms", 17), ("office", 11),
                ("note", 27), ("checked", 14),
            ]
        }
    }

    let paper: PaperSize
    /// The table's columns, as `columns(of:)` gives them.
    let columns: [(name: String, percent: Int)]
    /// How many lines of text each day's row holds (at least 1).
    let dayLines: [Int]
    /// The table's type size, in tenths of a point.
    let tableFont: Int
    /// The height of the chart's strip of doses (``SheetChart/doseStripHeight(of:width:)``),
    /// 0 without one.
    let doseStrip: Int
    /// How many lines the chart's legend wraps onto (``HealthSheet/legendLines(width:)``).
    let legendLines: Int
    /// How many lines of table type the table's heading rows take together
    /// (``HealthSheet/headingLines(in:)``).
    let headingLines: Int

    /// A layout for days of one line each.
    init(
        paper: PaperSize, columns: [(name: String, percent: Int)], dayCount: Int,
        doseStrip: Int = 0, legendLines: Int = 1, headingLines: Int = 2
    ) {
        self.init(
            paper: paper, columns: columns, dayLines: Array(repeating: 1, count: dayCount),
            doseStrip: doseStrip, legendLines: legendLines, headingLines: headingLines)
    }

    /// A layout for days of `dayLines` lines each, in type of `tableFont` tenths of a point,
    /// under a chart with a strip of doses `doseStrip` high and a legend of `legendLines`,
    /// with heading rows of `headingLines`.
    init(
        paper: PaperSize, columns: [(name: String, percent: Int)], dayLines: [Int],
        tableFont: Int = 80, doseStrip: Int = 0, legendLines: Int = 1, headingLines: Int = 2
    ) {
        self.paper = paper
        self.columns = columns
        self.dayLines = dayLines
        self.tableFont = tableFont
        self.doseStrip = doseStrip
        self.legendLines = legendLines
        self.headingLines = headingLines
    }

    /// The width of one em of table text.
    var emWidth: Double { Double(tableFont) * 0.3528 }

    /// The height one line of table text takes when printed (line height 1.3).
    var lineHeight: Int { Int((emWidth * 1.3).rounded(.up)) }

    /// What a row needs at least: one line of text and its padding.
    var shortestRow: Int { lineHeight + 13 }

    /// Whether the rows, each as tall as its text needs, fit the page with the chart.
    var fits: Bool {
        let rows = rowNeeds.reduce(0) { $0 + max($1, rowHeight) }
        return fixedHeight + chartHeight + rows <= contentHeight
    }

    var dayCount: Int { dayLines.count }

    /// The printable width.
    var contentWidth: Int { SheetLayout.contentWidth(on: paper) }

    /// The printable width of `paper`.
    static func contentWidth(on paper: PaperSize) -> Int { paper.width - 2 * margin }

    /// The printable height.
    var contentHeight: Int { paper.height - 2 * SheetLayout.margin }

    /// Whether rows and chart take the room a short period leaves.
    var isRoomy: Bool { dayCount <= 16 }

    /// Everything but the chart and the rows: the heading and facts (two rows), the rule, the
    /// legend (a line of 0.9 em type and the gap under it for each line), the table's heading
    /// rows, the foot, and slack for a fact that wraps.
    var fixedHeight: Int { 80 + 170 + 50 + 58 * legendLines + 12 + headingHeight + 90 + 50 }

    /// The height of the table's heading rows: their lines and padding, and at least 10 mm.
    var headingHeight: Int {
        max(100, headingLines * lineHeight + 2 * SheetLayout.cellPadding)
    }

    /// The width of `columns` side by side (a heading over them), in tenths of a millimetre.
    func textWidth(across columns: [String]) -> Int {
        columns.map(textWidth(of:)).reduce(0, +)
            + (columns.count - 1) * SheetLayout.cellSidePadding
    }

    /// The height each row needs for its text.
    private var rowNeeds: [Int] {
        dayLines.map { max(shortestRow, $0 * lineHeight + SheetLayout.cellPadding) }
    }

    /// The chart's height: its preferred height, lowered (not below `lowestChart`) when the
    /// rows need the room, and under it the strip of doses.
    var chartHeight: Int {
        let preferred = isRoomy ? 640 : 500
        let left = contentHeight - fixedHeight - doseStrip - rowNeeds.reduce(0, +)
        return min(preferred, max(SheetLayout.lowestChart, left)) + doseStrip
    }

    /// The height of a row of one line: the room left shared by the days, between the
    /// shortest and the tallest row, once the rows with more lines have theirs.
    var rowHeight: Int {
        let room = contentHeight - fixedHeight - chartHeight
        let needs = rowNeeds
        var height = SheetLayout.tallestRow
        while height > shortestRow && needs.reduce(0, { $0 + max($1, height) }) > room {
            height -= 1
        }
        return height
    }

    /// The width of `column`'s text, in tenths of a millimetre.
    func textWidth(of column: String) -> Int {
        let percent = columns.first { $0.name == column }?.percent ?? 0
        return contentWidth * percent / 100 - SheetLayout.cellSidePadding
    }

    /// How many lines items that never break (words, a legend's entries), `ems` wide each,
    /// take when laid side by side `gap` ems apart and wrapped across `width`, in type whose em
    /// is `emWidth` wide; an item wider than a line is broken over as many lines as it needs.
    /// An estimate that errs on the long side: each item is counted a tenth wider.
    static func wrappedLines(
        _ items: [Double], gap: Double, width: Int, emWidth: Double
    ) -> Int {
        let perLine = max(1, Double(width) / emWidth)
        var lines = 0
        var used = perLine
        for item in items.map({ $0 * 1.1 }) {
            if item > perLine {
                lines += Int((item / perLine).rounded(.up))
                used = perLine
            } else if used + gap + item > perLine {
                lines += 1
                used = item
            } else {
                used += gap + item
            }
        }
        return lines
    }

    /// How many lines `text` takes in a cell `width` wide (tenths of a millimetre) in type
    /// whose em is `emWidth` wide, broken between words (a word wider than the cell, as a
    /// sentence of Japanese is, broken anywhere): `wrappedLines` of its words' ems
    /// (`wordEms(of:)`), a space apart.
    static func lines(_ text: String, width: Int, emWidth: Double = 28.2) -> Int {
        lines(words: wordEms(of: text), width: width, emWidth: emWidth)
    }

    /// `lines(_:width:emWidth:)` of words already measured with `wordEms(of:)`.
    static func lines(words: [Double], width: Int, emWidth: Double = 28.2) -> Int {
        wrappedLines(words, gap: space, width: width, emWidth: emWidth)
    }

    /// The width of each word of `text` in ems (`ems(of:)`), the words split at spaces and at
    /// the zero-width spaces that mark where a label may break (`<wbr>` on the page).
    static func wordEms(of text: String) -> [Double] {
        var words: [Double] = []
        var word = 0.0
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\u{200B}" {
                if word > 0 { words.append(word) }
                word = 0
            } else {
                word += ems(of: scalar)
            }
        }
        if word > 0 { words.append(word) }
        return words
    }

    /// How wide `text` is in ems: a wide (CJK, full-width) character one, any other 0.6.
    static func ems(of text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + ems(of: $1) }
    }

    /// How wide `scalar` is in ems: one for a wide (CJK, full-width) character, else 0.6.
    private static func ems(of scalar: Unicode.Scalar) -> Double { isWide(scalar) ? 1 : 0.6 }

    /// Whether `scalar` takes a full em: CJK, kana, hangul, full-width forms.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
