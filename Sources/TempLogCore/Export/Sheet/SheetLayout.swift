/// How a sheet fills its portrait page, in tenths of a millimetre: a taller chart and rows
/// with room for a stamp for two weeks or so, and rows that still let a whole month (31 days)
/// fit one page.
struct SheetLayout {
    /// The page margin on every side.
    static let margin = 120
    /// What a row needs at least: one line of 8 pt text and its padding.
    static let shortestRow = 50
    /// Rows grow no taller than a stamp needs.
    static let tallestRow = 100
    /// The height one line of table text takes when printed (8 pt, line height 1.3).
    static let lineHeight = 37
    /// The vertical padding of a table cell, top and bottom together.
    static let cellPadding = 12

    let paper: PaperSize
    let dayCount: Int

    /// The printable width.
    var contentWidth: Int { paper.width - 2 * SheetLayout.margin }

    /// The printable height.
    var contentHeight: Int { paper.height - 2 * SheetLayout.margin }

    /// Whether rows and chart take the room a short period leaves.
    var isRoomy: Bool { dayCount <= 16 }

    /// The chart's height.
    var chartHeight: Int { isRoomy ? 640 : 500 }

    /// Everything but the rows: the heading and facts, the legend, the chart, the table's
    /// header, and slack for a long fact that wraps.
    var fixedHeight: Int { 200 + 50 + chartHeight + 20 + 100 + 70 }

    /// Each row's height: the room left shared by the days, between the shortest and the
    /// tallest row.
    var rowHeight: Int {
        let share = (contentHeight - fixedHeight) / max(dayCount, 1)
        return min(SheetLayout.tallestRow, max(SheetLayout.shortestRow, share))
    }

    /// How many lines of symptoms or notes a printed row shows before it is cut short.
    var linesPerRow: Int {
        max(1, (rowHeight - SheetLayout.cellPadding) / SheetLayout.lineHeight)
    }
}
