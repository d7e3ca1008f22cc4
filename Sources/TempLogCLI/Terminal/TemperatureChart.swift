import TempLogCore

/// A terminal chart of one temperature per day: a column per day, a row per 0.1 °C (or 0.2 °F),
/// the fever threshold drawn across, and missing days marked on the baseline.
struct TemperatureChart {
    /// Whose readings these are, for the title.
    let name: String
    let days: [LocalDate]
    /// The value of each day (its highest reading), nil for a day without one.
    let values: [Temperature?]
    let fever: FeverThreshold
    /// The unit of the axis and the title.
    var unit: TemperatureUnit = .celsius
    /// The terminal's width in columns.
    let width: Int
    /// Whether the bars and axes are drawn with Unicode box-drawing glyphs.
    let unicode: Bool
    /// Whether the title must be ASCII too (a locale that is not UTF-8), not only the drawing.
    var asciiText = false
    let color: Bool
    var language: Language = .en

    private var bar: Character { unicode ? "█" : "#" }
    private var line: Character { unicode ? "─" : "-" }
    private var missing: Character { unicode ? "·" : "." }

    /// `hana: daily highest; fever line 37.5 °C`, in the chart's language; when the locale
    /// is not UTF-8, `hana: daily highest; fever line 37.5 C`, with anything beyond ASCII in
    /// the name shown as `?`.
    private var title: String {
        let text = LocalizedText.report(
            .chartTitle(person: "\(name)", threshold: fever.display)
        ).text(language)
        guard asciiText else { return text }
        let ascii = text.unicodeScalars.compactMap { scalar -> Character? in
            scalar == "°" ? nil : scalar.isASCII ? Character(scalar) : "?"
        }
        return String(ascii)
    }

    /// Tenths of the unit a row spans: 0.1 °C, or 0.2 °F so a chart in °F is as tall as in °C.
    private var rowTenths: Int { unit == .celsius ? 1 : 2 }

    /// The row a temperature reaches, counted in rows from zero degrees.
    private func level(_ temperature: Temperature) -> Int {
        (temperature.tenths(in: unit) + rowTenths / 2) / rowTenths
    }

    /// `37.5`: the temperature at a row.
    private func label(_ level: Int) -> String {
        let tenths = level * rowTenths
        return "\(tenths / 10).\(tenths % 10)"
    }

    func render() -> String {
        let levels = values.compactMap { $0.map(level) }
        guard let lowest = levels.min(), let highest = levels.max() else {
            return LocalizedText.report(.chartNoReadings).text(language) + "\n"
        }
        let feverLevel = level(fever.temperature)
        let top = max(highest, feverLevel)
        let bottom = min(lowest, feverLevel)
        let labelWidth = 7
        let available = max(1, width - labelWidth)
        let shown = min(days.count, available)
        let columnWidth = max(1, min(3, available / max(shown, 1)))
        let columns = Array(zip(days, values).suffix(shown))
        let barWidth = columnWidth > 1 ? columnWidth - 1 : 1
        var lines = [title]
        for level in stride(from: top, through: bottom, by: -1) {
            let label = label(level)
            let tick = level == feverLevel ? (unicode ? " ┼" : " +") : (unicode ? " ┤" : " |")
            var text = String(repeating: " ", count: max(0, 5 - label.count)) + label + tick
            for (_, value) in columns {
                let filled = value.map { self.level($0) >= level } ?? false
                let isMissingMark = value == nil && level == bottom
                var cell: String
                if filled {
                    cell = String(repeating: bar, count: barWidth)
                    if color, let value, fever.isReached(by: value) { cell = Style.fever(cell) }
                } else if isMissingMark {
                    cell =
                        String(missing)
                        + String(repeating: level == feverLevel ? line : " ", count: barWidth - 1)
                } else {
                    cell = String(repeating: level == feverLevel ? line : " ", count: barWidth)
                }
                let gap = columnWidth > 1 ? String(level == feverLevel ? line : " ") : ""
                text += cell + gap
            }
            while text.hasSuffix(" ") { text.removeLast() }
            lines.append(text)
        }
        let axis =
            String(repeating: " ", count: 6) + (unicode ? "└" : "+")
            + String(repeating: line, count: shown * columnWidth)
        lines.append(axis)
        if let first = columns.first?.0, let last = columns.last?.0 {
            let lastLabel = axisLabel(last)
            let span = shown * columnWidth
            var labels = String(repeating: " ", count: labelWidth) + axisLabel(first)
            if first != last, span >= 11 {
                labels += String(repeating: " ", count: max(1, span - 10)) + lastLabel
            }
            lines.append(labels)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `11-29` under the chart, or `11/29` in Japanese, as Japanese dates are written.
    private func axisLabel(_ day: LocalDate) -> String {
        let monthAndDay = String(day.isoText.dropFirst(5))
        return language == .en ? monthAndDay : monthAndDay.replacing("-", with: "/")
    }
}
