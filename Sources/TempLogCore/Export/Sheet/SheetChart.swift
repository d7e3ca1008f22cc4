import TempLogText

/// A sheet's chart as inline SVG: each day's morning and evening readings as two series of
/// points joined day to day (circles on a solid line, squares on a dashed one), a triangle for
/// a day's highest reading when it was taken at another time (``SheetDay/highestOther``), the
/// fever threshold as a labelled line, and days without a reading shaded and crossed on the
/// axis.
///
/// Coordinates are tenths of a millimetre, so the printed chart has the page's proportions.
struct SheetChart {
    let days: [SheetDay]
    let fever: Temperature
    let usual: Temperature?
    let unit: TemperatureUnit
    let labels: SheetLabels
    let width: Int
    let height: Int

    private var left: Int { 110 }
    /// The plot ends here; the fever and usual lines are labelled to its right.
    private var right: Int { width - 270 }
    private var top: Int { 50 }
    private var bottom: Int { height - 90 }

    /// The `<svg>` element.
    func svg() -> String {
        let levels = [fever] + (usual.map { [$0] } ?? [])
        let scale = TemperatureScale(values: plotted + levels.map(value))
        var svg =
            "<svg class=\"chart\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" "
            + "aria-label=\"\(HTMLText.escaped(labels.chartDescription))\">\n"
        // Layers from the bottom up: what comes later is drawn over what came before, so the
        // marks of single days stay visible over the lines of the series.
        svg += missingDays()
        svg += grid(scale)
        svg += dayAxis()
        svg += thresholdLines(scale)
        svg += series(\.evening, scale, style: "evening", marker: square)
        svg += series(\.morning, scale, style: "morning", marker: circle)
        svg += highestOthers(scale)
        return svg + "</svg>\n"
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

    private var columnWidth: Int { (right - left) / max(days.count, 1) }

    private func y(_ value: Int, _ scale: TemperatureScale) -> Int {
        bottom - (value - scale.low) * (bottom - top) / (scale.high - scale.low)
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

    private func grid(_ scale: TemperatureScale) -> String {
        var svg = ""
        for tick in stride(from: scale.low, through: scale.high, by: scale.step) {
            let y = y(tick, scale)
            svg +=
                "<line class=\"grid\" x1=\"\(left)\" y1=\"\(y)\" x2=\"\(right)\" y2=\"\(y)\"/>"
                + "<text class=\"tick\" x=\"\(left - 14)\" y=\"\(y + 9)\" text-anchor=\"end\">"
                + decimal(tick) + "</text>\n"
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
        let feverY = y(value(fever), scale)
        var svg = line("fever", at: feverY, labelY: feverY, "\(labels.fever) " + degrees(fever))
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
