/// The parts of a sheet around its chart and table: the header its form asks for, the chart's
/// legend, and the foot with lines to fill in by hand.
extension HealthSheet {
    /// The heading; the facts in two rows (the school, class and number, or the department
    /// and staff number, and the name; the period, usual temperature and fever threshold), an
    /// unknown one blank to fill in; then the rule.
    var header: String {
        let usual =
            usualTemperature.map(withUnit)
            ?? labels.degrees(labels.usualTemperatureUnknown, unit)
        var html = "<header>\n<h1>\(escaped(title))</h1>\n<dl class=\"facts\">\n"
        for (label, value) in form.placeFacts(labels) + [
            (labels.name, name), (labels.period, period), (labels.usualTemperature, usual),
            (labels.feverThreshold, labels.threshold(feverThreshold)),
        ] {
            html += "<div><dt>\(escaped(label))</dt><dd>\(escaped(value))</dd></div>\n"
        }
        html += "</dl>\n"
        if let rule, !rule.isEmpty { html += "<p class=\"rule\">\(escaped(rule))</p>\n" }
        return html + "</header>\n"
    }

    /// The chart's legend: each series' marker and line, the mark of a day's highest reading at
    /// another time and the pills of fever reducers and of other medicines when the chart has
    /// them, the fever line, a missing day.
    var legend: String {
        var html = "<p class=\"legend\">"
        for (symbol, label) in legendItems {
            html +=
                "<span><svg viewBox=\"0 0 60 30\" aria-hidden=\"true\">\(symbol)</svg> "
                + "\(escaped(label))</span>"
        }
        return html + "</p>\n"
    }

    /// How many lines the legend wraps onto across `width` (tenths of a millimetre): each
    /// item a symbol, a space and its label, laid out as its style sets them.
    func legendLines(width: Int) -> Int {
        SheetLayout.wrappedLines(
            legendItems.map {
                SheetLayout.legendSymbol + SheetLayout.space + SheetLayout.ems(of: $0.label)
            },
            gap: SheetLayout.legendGap, width: width,
            emWidth: SheetLayout.legendScale * SheetLayout.bodyEm)
    }

    /// The legend's items: an SVG symbol and its label.
    private var legendItems: [(symbol: String, label: String)] {
        let items: [(symbol: String, label: String)?] = [
            (
                "<line class=\"morning\" x1=\"0\" y1=\"15\" x2=\"60\" y2=\"15\"/>"
                    + "<circle class=\"morning-point\" cx=\"30\" cy=\"15\" r=\"9\"/>",
                labels.morning
            ),
            (
                "<line class=\"evening\" x1=\"0\" y1=\"15\" x2=\"60\" y2=\"15\"/>"
                    + "<rect class=\"evening-point\" x=\"20\" y=\"5\" width=\"20\" height=\"20\"/>",
                labels.evening
            ),
            days.contains { $0.highestOther != nil }
                ? ("<path class=\"highest-point\" d=\"M30 2l15 26h-30z\"/>", labels.highestOther)
                : nil,
            days.contains { $0.doses.contains(where: \.isFeverReducer) }
                ? (SheetChart.pill(x: 25, y: 4, isFeverReducer: true), labels.feverReducerDose)
                : nil,
            days.contains { $0.doses.contains { !$0.isFeverReducer } }
                ? (SheetChart.pill(x: 25, y: 4, isFeverReducer: false), labels.otherMedicineDose)
                : nil,
            (
                "<line class=\"fever\" x1=\"0\" y1=\"15\" x2=\"60\" y2=\"15\"/>",
                labels.feverThreshold
            ),
            usualTemperature.map { _ in
                (
                    "<line class=\"usual\" x1=\"0\" y1=\"15\" x2=\"60\" y2=\"15\"/>",
                    labels.usualTemperature
                )
            },
            (
                "<rect class=\"missing\" x=\"15\" y=\"0\" width=\"30\" height=\"30\"/>"
                    + "<path class=\"cross\" d=\"M22 7l16 16m0 -16l-16 16\"/>",
                labels.missing
            ),
        ]
        return items.compactMap { $0 }
    }

    /// The date the sheet is handed in and a name, each a line to fill in by hand.
    var foot: String { form.foot(date: labels.submitted, labels: labels) }
}
