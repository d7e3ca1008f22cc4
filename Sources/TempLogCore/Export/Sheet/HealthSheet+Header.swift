/// The parts of a sheet around its chart and table: the header a school's card asks for, the
/// chart's legend, and the foot with lines to fill in by hand.
extension HealthSheet {
    /// The heading; the facts in two rows (school, class and number, name; period, usual
    /// temperature, fever threshold), an unknown one blank to fill in; then the rule.
    var header: String {
        let usual =
            usualTemperature.map(withUnit)
            ?? labels.degrees(labels.usualTemperatureUnknown, unit)
        var html = "<header>\n<h1>\(escaped(labels.title))</h1>\n<dl class=\"facts\">\n"
        for (label, value) in [
            (labels.school, identity.school ?? ""), (labels.classAndNumber, classAndNumber),
            (labels.name, identity.displayName), (labels.period, period),
            (labels.usualTemperature, usual),
            (labels.feverThreshold, withUnit(feverThreshold.temperature)),
        ] {
            html += "<div><dt>\(escaped(label))</dt><dd>\(escaped(value))</dd></div>\n"
        }
        html += "</dl>\n"
        if let rule, !rule.isEmpty { html += "<p class=\"rule\">\(escaped(rule))</p>\n" }
        return html + "</header>\n"
    }

    /// `3年2組 15番`, `3年2組`, `15番`, or nothing.
    private var classAndNumber: String {
        let number = identity.number.flatMap { $0.isEmpty ? nil : labels.classNumber($0) }
        return [identity.className, number].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The chart's legend: each series' marker and line, the fever line, a missing day.
    var legend: String {
        let items = [
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
        var html = "<p class=\"legend\">"
        for case (let symbol, let label)? in items {
            html +=
                "<span><svg viewBox=\"0 0 60 30\" aria-hidden=\"true\">\(symbol)</svg> "
                + "\(escaped(label))</span>"
        }
        return html + "</p>\n"
    }

    /// The date the sheet is handed in and a parent's name (or, on an adult's own sheet, a
    /// signature), each a line to fill in by hand.
    var foot: String {
        let name = confirmation == .guardian ? labels.guardianName : labels.signature
        return "<footer class=\"foot\">"
            + "<p><span class=\"label\">\(escaped(labels.submitted))</span>"
            + "<span class=\"blank date\">\(escaped(labels.dateToFill))</span></p>"
            + "<p><span class=\"label\">\(escaped(name))</span>"
            + "<span class=\"blank name\"></span></p></footer>\n"
    }
}
