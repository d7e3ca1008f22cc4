import TempLogText

/// A sheet's chart as inline SVG: each day's morning and evening readings as two series of
/// points joined day to day (circles on a solid line, squares on a dashed one), a triangle for
/// a day's highest reading when it was taken at another time (``SheetDay/highestOther``), the
/// fever threshold as a labelled line, days without a reading shaded and crossed on the axis,
/// and each dose as a small pill in its day's column, placed by its time of day, in a strip of
/// its own under the temperatures (filled for a fever reducer, hollow for another medicine).
///
/// Coordinates are tenths of a millimetre, so the printed chart has the page's proportions.
struct SheetChart {
    let days: [SheetDay]
    /// The fever threshold: its line is drawn where it falls in `unit`, and labelled as it
    /// was set.
    let fever: FeverThreshold
    let usual: Temperature?
    let unit: TemperatureUnit
    let labels: SheetLabels
    let width: Int
    let height: Int

    /// The plot starts here, right of the temperature ticks.
    private static let left = 110
    /// The room right of the plot, where the fever and usual lines are labelled.
    private static let rightMargin = 270

    private var left: Int { SheetChart.left }
    /// The plot ends here.
    private var right: Int { width - SheetChart.rightMargin }
    private var top: Int { 50 }
    /// The day axis.
    private var bottom: Int { height - 90 }
    /// The lowest temperature tick: above the strip of doses when there is one.
    private var plotBottom: Int { bottom - SheetChart.doseStripHeight(of: days, width: width) }

    /// The `<svg>` element.
    func svg() -> String {
        let levels = [fever.temperature] + (usual.map { [$0] } ?? [])
        let scale = TemperatureScale(values: plotted + levels.map(value))
        var svg =
            "<svg class=\"chart\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" "
            + "aria-label=\"\(HTMLText.escaped(description))\">\n"
        // Layers from the bottom up: what comes later is drawn over what came before, so the
        // marks of single days stay visible over the lines of the series.
        svg += missingDays()
        svg += grid(scale)
        svg += dayAxis()
        svg += doseMarks()
        svg += thresholdLines(scale)
        svg += series(\.evening, scale, style: "evening", marker: square)
        svg += series(\.morning, scale, style: "morning", marker: circle)
        svg += highestOthers(scale)
        return svg + "</svg>\n"
    }

    /// What the chart shows, for screen readers: its doses too when it marks some.
    private var description: String {
        days.contains { !$0.doses.isEmpty }
            ? labels.chartDescriptionWithDoses : labels.chartDescription
    }

    /// Every value the chart plots, in tenths of the display unit.
    private var plotted: [Int] {
        days.flatMap { day in
            [day.morning, day.evening, day.highestOther].compactMap {
                $0.map { value($0.temperature) }
            }
        }
    }

    private func value(_ temperature: Temperature) -> Int { temperature.tenths(in: unit) }

    /// The middle of day `index`'s column.
    private func x(_ index: Int) -> Int {
        left + (2 * index + 1) * (right - left) / (2 * max(days.count, 1))
    }

    private var columnWidth: Int { SheetChart.columnWidth(width: width, dayCount: days.count) }

    /// The width of each of `dayCount` days' columns in a chart `width` wide.
    private static func columnWidth(width: Int, dayCount: Int) -> Int {
        (width - left - rightMargin) / max(dayCount, 1)
    }

    private func y(_ value: Int, _ scale: TemperatureScale) -> Int {
        plotBottom - (value - scale.low) * (plotBottom - top) / (scale.high - scale.low)
    }

    private func missingDays() -> String {
        var svg = ""
        for (index, day) in days.enumerated() where day.isMissing {
            let x = x(index)
            svg +=
                "<rect class=\"missing\" x=\"\(x - columnWidth / 2)\" y=\"\(top)\" "
                + "width=\"\(columnWidth)\" height=\"\(bottom - top)\"/>"
                + "<path class=\"cross\" d=\"M\(x - 10) \(bottom - 10)l20 20m0 -20l-20 20\"/>\n"
        }
        return svg
    }

    /// A line at each tick, labelled; every other one only, from the lowest, where the ticks
    /// are closer than a label is tall (a low chart above a long month's notes).
    private func grid(_ scale: TemperatureScale) -> String {
        let labelEvery = y(scale.low, scale) - y(scale.low + scale.step, scale) < 30 ? 2 : 1
        var svg = ""
        for (index, tick) in stride(from: scale.low, through: scale.high, by: scale.step)
            .enumerated()
        {
            let y = y(tick, scale)
            svg += "<line class=\"grid\" x1=\"\(left)\" y1=\"\(y)\" x2=\"\(right)\" y2=\"\(y)\"/>"
            if index % labelEvery == 0 {
                svg +=
                    "<text class=\"tick\" x=\"\(left - 14)\" y=\"\(y + 9)\" text-anchor=\"end\">"
                    + decimal(tick) + "</text>"
            }
            svg += "\n"
        }
        svg +=
            "<text class=\"tick\" x=\"0\" y=\"22\">" + HTMLText.escaped(labels.symbol(unit))
            + "</text>\n"
        svg +=
            "<line class=\"axis\" x1=\"\(left)\" y1=\"\(bottom)\" x2=\"\(right)\" "
            + "y2=\"\(bottom)\"/>\n"
        return svg
    }

    /// Day numbers under each column (every other one past a month), and the month under
    /// each first of the month, and under the first day unless a month starts too close to it.
    private func dayAxis() -> String {
        let monthWidth = 80
        // The columns after the first that are too close to it for two month names.
        let tooClose = (monthWidth + columnWidth - 1) / max(columnWidth, 1) - 1
        let monthStartsSoon = days.dropFirst().prefix(tooClose).contains { $0.date.day == 1 }
        var svg = ""
        let every = days.count > 31 ? 2 : 1
        for (index, day) in days.enumerated() {
            let x = x(index)
            svg +=
                "<line class=\"axis\" x1=\"\(x)\" y1=\"\(bottom)\" x2=\"\(x)\" "
                + "y2=\"\(bottom + 8)\"/>"
            if index % every == 0 || day.date.day == 1 {
                svg +=
                    "<text class=\"day\(day.isMissing ? " missing-day" : "")\" x=\"\(x)\" "
                    + "y=\"\(bottom + 36)\" text-anchor=\"middle\">\(day.date.day)</text>"
            }
            if day.date.day == 1 || (index == 0 && !monthStartsSoon) {
                svg +=
                    "<text class=\"month\" x=\"\(x - columnWidth / 2)\" y=\"\(bottom + 72)\">"
                    + HTMLText.escaped(labels.monthText(day.date)) + "</text>"
            }
            svg += "\n"
        }
        return svg
    }

    /// The fever threshold and, when known, the usual temperature as lines across the plot,
    /// each labelled to its right (the usual one's label moved away when the two would touch).
    private func thresholdLines(_ scale: TemperatureScale) -> String {
        let feverY = y(value(fever.temperature), scale)
        var svg = line(
            "fever", at: feverY, labelY: feverY, "\(labels.fever) " + labels.threshold(fever))
        if let usual {
            let usualY = y(value(usual), scale)
            let gap = 28
            let labelY =
                abs(usualY - feverY) >= gap ? usualY : usualY < feverY ? feverY - gap : feverY + gap
            svg += line(
                "usual", at: usualY, labelY: labelY,
                "\(labels.usualTemperatureShort) " + degrees(usual))
        }
        return svg
    }

    private func line(_ style: String, at y: Int, labelY: Int, _ label: String) -> String {
        "<line class=\"\(style)\" x1=\"\(left)\" y1=\"\(y)\" x2=\"\(right)\" y2=\"\(y)\"/>"
            + "<text class=\"\(style)-label\" x=\"\(right + 12)\" y=\"\(labelY + 9)\">"
            + HTMLText.escaped(label) + "</text>\n"
    }

    /// `37.5 °C`, `37.5℃`.
    private func degrees(_ temperature: Temperature) -> String {
        labels.degrees(decimal(value(temperature)), unit)
    }

    /// One series: lines between readings on consecutive days, then a marker per reading.
    private func series(
        _ part: KeyPath<SheetDay, Reading?>, _ scale: TemperatureScale, style: String,
        marker: (Int, Int) -> String
    ) -> String {
        let points = days.enumerated().map { index, day in
            day[keyPath: part].map { (x: x(index), y: y(value($0.temperature), scale)) }
        }
        var svg = ""
        var run: [(x: Int, y: Int)] = []
        for point in points + [nil] {
            if let point {
                run.append(point)
                continue
            }
            if run.count > 1 {
                svg +=
                    "<polyline class=\"\(style)\" points=\""
                    + run.map { "\($0.x),\($0.y)" }.joined(separator: " ") + "\"/>\n"
            }
            run = []
        }
        for point in points.compactMap({ $0 }) {
            svg += "<g class=\"\(style)-point\">" + marker(point.x, point.y) + "</g>\n"
        }
        return svg
    }

    /// A triangle on each day whose highest reading was taken at another hour than the
    /// morning and the evening, with no line between days; its time above it (`13:10`) where
    /// the columns are wide enough for one (up to about three weeks).
    private func highestOthers(_ scale: TemperatureScale) -> String {
        var svg = ""
        for (index, day) in days.enumerated() {
            guard let reading = day.highestOther else { continue }
            let (x, y) = (x(index), y(value(reading.temperature), scale))
            svg += "<g class=\"highest-point\">" + triangle(x, y) + "</g>"
            if columnWidth >= 70 {
                svg +=
                    "<text class=\"highest-time\" x=\"\(x)\" y=\"\(y - 26)\" "
                    + "text-anchor=\"middle\">"
                    + reading.takenAt.timeText(showingOffset: false) + "</text>"
            }
            svg += "\n"
        }
        return svg
    }

    /// The width of a dose's pill.
    private static let pillWidth = 10
    /// The height of a dose's pill.
    private static let pillHeight = 22
    /// From one pill's middle to the next one's in a row: a gap of 0.2 mm between their
    /// outlines in print.
    private static let pillPitch = 14
    /// From one row of pills to the next.
    private static let pillRowPitch = 26
    /// The most rows of pills a day's column stacks: past them, a row's pills move closer.
    private static let mostPillRows = 4
    /// The room between the lowest row of pills and the axis, where a missing day's cross is.
    private static let pillsAboveAxis = 12

    /// A dose's pill, its top left corner at `x`, `y`: filled for a fever reducer, hollow for
    /// any other medicine, so the two differ in black and white.
    static func pill(x: Int, y: Int, isFeverReducer: Bool) -> String {
        "<rect class=\"dose \(isFeverReducer ? "fever-reducer" : "other-medicine")\" "
            + "x=\"\(x)\" y=\"\(y)\" width=\"\(pillWidth)\" height=\"\(pillHeight)\" "
            + "rx=\"\(pillWidth / 2)\"/>"
    }

    /// The room a pill's middle keeps from its column's edges.
    private static let pillInset = pillWidth / 2 + 2

    /// How far a pill's middle moves across a column `columnWidth` wide, from the start of the
    /// day to its end.
    private static func pillSpan(_ columnWidth: Int) -> Int {
        max(0, columnWidth - 2 * pillInset)
    }

    /// How many rows of pills `count` doses take in a column `columnWidth` wide.
    private static func pillRows(_ count: Int, columnWidth: Int) -> Int {
        let perRow = pillSpan(columnWidth) / pillPitch + 1
        return min(mostPillRows, (count + perRow - 1) / perRow)
    }

    /// The height of the strip of doses between the axis and the lowest temperature tick of a
    /// chart of `days`, `width` wide: rows as many as the busiest day needs, 0 without a dose.
    static func doseStripHeight(of days: [SheetDay], width: Int) -> Int {
        let columnWidth = columnWidth(width: width, dayCount: days.count)
        let rows = days.map { pillRows($0.doses.count, columnWidth: columnWidth) }.max() ?? 0
        return rows == 0 ? 0 : pillsAboveAxis + rows * pillRowPitch + 4
    }

    /// A pill for each dose in its day's column, in time order: rows as even as can be when
    /// more than fit side by side (the first doses in the top row), each pill across its row
    /// at its time of day.
    private func doseMarks() -> String {
        var svg = ""
        for (index, day) in days.enumerated() where !day.doses.isEmpty {
            let count = day.doses.count
            let rows = SheetChart.pillRows(count, columnWidth: columnWidth)
            let perRow = (count + rows - 1) / rows
            let start =
                x(index) - columnWidth / 2 + SheetChart.pillInset - SheetChart.pillWidth / 2
            for row in 0..<rows {
                let doses = day.doses[min(row * perRow, count)..<min((row + 1) * perRow, count)]
                let top =
                    bottom - SheetChart.pillsAboveAxis - SheetChart.pillHeight
                    - (rows - 1 - row) * SheetChart.pillRowPitch
                let middles = pillMiddles(doses.map(\.takenAt.secondOfDay))
                for (dose, middle) in zip(doses, middles) {
                    svg += SheetChart.pill(
                        x: start + middle, y: top, isFeverReducer: dose.isFeverReducer)
                }
            }
            svg += "\n"
        }
        return svg
    }

    /// Where the middles of a row of pills given at `seconds` of the day go, from the first
    /// place in the column a middle may take: each at its time of day, moved right to keep a
    /// pitch from the one before, and back left to stay inside the column. A row holds no more
    /// pills than fit at the pitch, but for a day of more doses than `mostPillRows` rows hold:
    /// its pills move closer.
    private func pillMiddles(_ seconds: [Int]) -> [Int] {
        let span = SheetChart.pillSpan(columnWidth)
        let pitch = min(SheetChart.pillPitch, span / max(seconds.count - 1, 1))
        var middles = seconds.map { $0 * span / 86_400 }
        for index in middles.indices.dropFirst() {
            middles[index] = max(middles[index], middles[index - 1] + pitch)
        }
        var limit = span
        for index in middles.indices.reversed() {
            middles[index] = min(middles[index], limit)
            limit = middles[index] - pitch
        }
        return middles
    }

    private func circle(_ x: Int, _ y: Int) -> String {
        "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"11\"/>"
    }

    private func square(_ x: Int, _ y: Int) -> String {
        "<rect x=\"\(x - 13)\" y=\"\(y - 13)\" width=\"26\" height=\"26\"/>"
    }

    /// A triangle pointing up, its centre at the value.
    private func triangle(_ x: Int, _ y: Int) -> String {
        "<path d=\"M\(x) \(y - 17)l15 26h-30z\"/>"
    }

    private func decimal(_ tenths: Int) -> String {
        String(building: { $0.appendDecimal(tenths, fractionDigits: 1) })
    }
}
