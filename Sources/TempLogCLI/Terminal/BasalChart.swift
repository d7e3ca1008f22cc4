import TempLogCore

/// A terminal chart of one cycle's basal temperatures: a column per day numbered from day 1, a
/// point per day's reading on a row per 0.05 °C or 0.1 °F (twice that when they spread over
/// more than 1 °C or 2 °F), and, when the three-over-six rule observes a shift, the coverline
/// drawn across and the shift day marked on the axis. A reading the rule leaves out (see
/// `BasalCycle`) is drawn open (○ rather than ●) and named with its reason under the chart.
struct BasalChart {
    /// Whose cycle it is, for the title.
    let name: String
    let cycle: BasalCycle
    /// The unit of the axis and the coverline.
    var unit: TemperatureUnit = .celsius
    /// The terminal's width in columns.
    let width: Int
    /// Whether the points and axes are drawn with Unicode glyphs.
    let unicode: Bool
    /// Whether the text must be ASCII too (a locale that is not UTF-8), not only the drawing.
    var asciiText = false
    var language: Language = .en

    /// The rows' steps in hundredths of a degree Celsius, and the widest spread the finer one
    /// is for; in °F, twice as many hundredths of a degree Fahrenheit.
    static let fineStep = 5
    static let coarseStep = 10
    static let fineSpread = 100

    /// Hundredths of a degree of the unit in one hundredth of the Celsius steps.
    private var scale: Int { unit == .celsius ? 1 : 2 }

    /// A temperature in hundredths of a degree of the unit.
    private func hundredths(_ temperature: Temperature) -> Int {
        unit == .celsius ? temperature.centiCelsius : temperature.centiFahrenheit
    }

    /// `36.45`: the axis label of a row, in hundredths of a degree of the unit.
    private func label(_ level: Int) -> String {
        let fraction = level % 100
        return "\(level / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    private var point: Character { unicode ? "●" : "*" }
    private var openPoint: Character { unicode ? "○" : "o" }
    private var line: Character { unicode ? "─" : "-" }
    private var missing: Character { unicode ? "·" : "." }
    private var shiftMark: Character { unicode ? "▲" : "^" }

    func render() -> String {
        var lines = [shown(title)]
        let values = cycle.days.compactMap { $0.temperature.map(hundredths) }
        guard let lowest = values.min(), let highest = values.max() else {
            lines.append(shown(LocalizedText.cycle(.basalNoReadings).text(language)))
            return lines.joined(separator: "\n") + "\n"
        }
        let coverline = cycle.shift.map { hundredths($0.coverline) }
        let low = min(lowest, coverline ?? lowest)
        let high = max(highest, coverline ?? highest)
        let step = (high - low <= Self.fineSpread * scale ? Self.fineStep : Self.coarseStep) * scale
        // The row a value is drawn on: the nearest step.
        func row(_ value: Int) -> Int { (value + step / 2) / step * step }
        let bottom = low / step * step
        let top = (high + step - 1) / step * step
        let coverlineRow = coverline.map(row)
        // `36.45 ┤`: labels right-aligned in five columns (six from 100.00 °F).
        let labelSize = max(5, label(top).count)
        let labelWidth = labelSize + 2
        let available = max(1, width - labelWidth)
        let columns = Array(cycle.days.suffix(available))
        let columnWidth = max(1, min(3, available / columns.count))
        for level in stride(from: top, through: bottom, by: -step) {
            let label = label(level)
            let across = level == coverlineRow
            let tick = across ? (unicode ? " ┼" : " +") : (unicode ? " ┤" : " |")
            var text = String(repeating: " ", count: labelSize - label.count) + label + tick
            let fill = String(repeating: across ? line : " ", count: columnWidth - 1)
            for day in columns {
                if let value = day.temperature, row(hundredths(value)) == level {
                    text += String(day.disturbance == nil ? point : openPoint) + fill
                } else if day.temperature == nil, level == bottom {
                    text += String(missing) + fill
                } else {
                    text += String(across ? line : " ") + fill
                }
            }
            while text.hasSuffix(" ") { text.removeLast() }
            lines.append(text)
        }
        var axis = String(repeating: " ", count: labelWidth - 1) + (unicode ? "└" : "+")
        for day in columns {
            axis.append(day.number == cycle.shift?.day ? shiftMark : line)
            axis += String(repeating: line, count: columnWidth - 1)
        }
        lines.append(axis)
        lines.append(dayNumbers(columns, columnWidth: columnWidth, labelWidth: labelWidth))
        let finding =
            cycle.shift.map { shift in
                LocalizedText.cycle(
                    .basalShiftObserved(
                        mark: "\(shiftMark)", day: shift.day, coverline: "\(line)",
                        temperature: shift.coverline.display(unit, kind: .basal)))
            } ?? LocalizedText.cycle(.basalNoShift)
        lines.append(shown(finding.text(language)))
        let leftOut = cycle.leftOutDays.compactMap { day in
            day.disturbance.map {
                LocalizedText.cycle(.leftOutDay(day: day.number, reason: $0.display(in: unit)))
                    .text(language)
            }
        }
        if !leftOut.isEmpty {
            let days = leftOut.joined(separator: language == .ja ? "、" : ", ")
            lines.append(
                shown(
                    LocalizedText.cycle(.basalLeftOut(mark: "\(openPoint)", days: days)).text(
                        language)))
        }
        if let change = cycle.siteChange {
            lines.append(
                shown(
                    LocalizedText.cycle(
                        .siteChanged(
                            day: change.day, from: change.from.display, to: change.to.display)
                    ).text(language)))
        }
        lines.append(shown(LocalizedText.cycle(.basalNotAdvice).text(language)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `me: basal temperature, cycle from 2026-11-01 (28 days)`.
    private var title: String {
        let start = cycle.start.dayText
        let message =
            cycle.isCurrent
            ? LocalizedText.cycle(
                .basalChartTitleCurrent(name: "\(name)", start: start, length: cycle.length))
            : .cycle(.basalChartTitle(name: "\(name)", start: start, length: cycle.length))
        return message.text(language)
    }

    /// Day 1 and every fifth day numbered under their columns, where they fit.
    private func dayNumbers(_ columns: [BasalCycle.Day], columnWidth: Int, labelWidth: Int)
        -> String
    {
        var text = String(repeating: " ", count: labelWidth)
        for (index, day) in columns.enumerated()
        where day.number == 1 || day.number % 5 == 0 || index == 0 {
            let position = labelWidth + index * columnWidth
            let gap = position - text.count
            guard gap >= (text.count > labelWidth ? 1 : 0) else { continue }
            text += String(repeating: " ", count: gap) + "\(day.number)"
        }
        return text
    }

    /// The text as the locale allows: without `°` and with `?` for anything beyond ASCII when
    /// the locale is not UTF-8.
    private func shown(_ text: String) -> String {
        guard asciiText else { return text }
        return String(
            text.unicodeScalars.compactMap { scalar -> Character? in
                scalar == "°" ? nil : scalar.isASCII ? Character(scalar) : "?"
            })
    }
}
