/// A printable health-check sheet (健康観察表) for one person: one self-contained HTML5
/// document with a header (name, period, usual temperature, fever threshold), a chart of each
/// day's morning and evening readings, and a row per day with symptoms, notes and an empty
/// column for a signature or stamp.
///
/// It has no scripts and loads nothing: no fonts, images or links. Every piece of text from a
/// person is escaped. Up to 31 days fit one portrait page of the paper given.
public struct HealthSheet: Sendable {
    /// The person's name as the header shows it.
    public var personName: String
    /// The period as the header shows it.
    public var period: String
    /// A day per row, in order.
    public var days: [SheetDay]
    /// The person's usual temperature (see `UsualTemperature`), nil when not yet known.
    public var usualTemperature: Temperature?
    /// Values at or above it are marked as fevers.
    public var feverThreshold: Temperature
    /// Every word the sheet shows, in its language.
    public var labels: SheetLabels
    /// The paper it is printed on.
    public var paper: PaperSize
    /// The unit temperatures are shown in.
    public var unit: TemperatureUnit

    /// A sheet of `days`; temperatures are shown in `unit` (Celsius unless said).
    public init(
        personName: String, period: String, days: [SheetDay], usualTemperature: Temperature?,
        feverThreshold: Temperature, labels: SheetLabels, paper: PaperSize,
        unit: TemperatureUnit = .celsius
    ) {
        self.personName = personName
        self.period = period
        self.days = days
        self.usualTemperature = usualTemperature
        self.feverThreshold = feverThreshold
        self.labels = labels
        self.paper = paper
        self.unit = unit
    }

    /// The whole document, UTF-8 text ending in a newline.
    public var html: String {
        let layout = SheetLayout(paper: paper, dayCount: days.count)
        var html = "<!DOCTYPE html>\n<html lang=\"\(escaped(labels.languageTag))\">\n<head>\n"
        html += "<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>\(escaped("\(labels.title) – \(personName) – \(period)"))</title>\n"
        html += "<style>\n\(SheetStyle.css(layout))</style>\n</head>\n<body>\n"
        html += "<main class=\"sheet\">\n"
        html += header
        html += legend
        html += SheetChart(
            days: days, fever: feverThreshold, usual: usualTemperature, unit: unit,
            labels: labels, width: layout.contentWidth, height: layout.chartHeight
        ).svg()
        html += table
        return html + "</main>\n</body>\n</html>\n"
    }

    private var header: String {
        let usual = usualTemperature.map(withUnit) ?? labels.usualTemperatureUnknown
        var html = "<header>\n<h1>\(escaped(labels.title))</h1>\n<dl class=\"facts\">\n"
        for (label, value) in [
            (labels.name, personName), (labels.period, period),
            (labels.usualTemperature, usual), (labels.feverThreshold, withUnit(feverThreshold)),
        ] {
            html += "<div><dt>\(escaped(label))</dt><dd>\(escaped(value))</dd></div>\n"
        }
        return html + "</dl>\n</header>\n"
    }

    /// The chart's legend: each series' marker and line, the fever line, a missing day.
    private var legend: String {
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

    private var table: String {
        var html = "<table>\n<colgroup><col class=\"date\"><col class=\"time\"><col class=\"temp\">"
        html +=
            "<col class=\"time\"><col class=\"temp\"><col class=\"symptoms\"><col class=\"note\">"
        html += "<col class=\"checked\"></colgroup>\n<thead>\n<tr>"
        html += "<th scope=\"col\" rowspan=\"2\">\(escaped(labels.date))</th>"
        html += "<th scope=\"colgroup\" colspan=\"2\">\(escaped(labels.morning))</th>"
        html += "<th scope=\"colgroup\" colspan=\"2\">\(escaped(labels.evening))</th>"
        for label in [labels.symptoms, labels.note, labels.checked] {
            html += "<th scope=\"col\" rowspan=\"2\">\(escaped(label))</th>"
        }
        let temperature = escaped("\(labels.temperature) (\(labels.symbol(unit)))")
        html += "</tr>\n<tr>"
        html +=
            "<th scope=\"col\">\(escaped(labels.time))</th><th scope=\"col\">\(temperature)</th>"
        html +=
            "<th scope=\"col\">\(escaped(labels.time))</th><th scope=\"col\">\(temperature)</th>"
        html += "</tr>\n</thead>\n<tbody>\n"
        for day in days { html += row(day) }
        return html + "</tbody>\n</table>\n"
    }

    private func row(_ day: SheetDay) -> String {
        var html =
            "<tr class=\"day\(day.isMissing ? " missing" : "")\" data-date=\"\(day.date.isoText)\">"
            + "<th scope=\"row\">\(escaped(labels.dayText(day.date)))</th>"
        if day.isMissing {
            html += "<td class=\"none\" colspan=\"4\">\(escaped(labels.missing))</td>"
        } else {
            html += cells(day.morning, of: day) + cells(day.evening, of: day)
        }
        let symptoms = day.symptoms.map(labels.symptomName).joined(separator: labels.listSeparator)
        html += "<td class=\"symptoms\">\(clipped(escaped(symptoms)))</td>"
        html += "<td class=\"note\">\(otherReadings(day))\(clipped(notes(day)))</td>"
        return html + "<td class=\"checked\"></td></tr>\n"
    }

    /// The time and temperature cells of a reading, empty without one.
    private func cells(_ reading: Reading?, of day: SheetDay) -> String {
        guard let reading else { return "<td class=\"time\"></td><td class=\"temp\"></td>" }
        let fever = reading.isFever(threshold: feverThreshold, in: unit)
        return "<td class=\"time\">\(time(reading, of: day))</td>"
            + "<td class=\"temp\(fever ? " fever" : "")\">\(value(reading.temperature))"
            + (fever ? feverMark : "") + "</td>"
    }

    /// The day's readings outside the morning and evening (`other readings: 01:30 37.0 °C;
    /// 13:10 38.4 °C ● fever`). Never cut short on paper, unlike the notes: a fever at noon or
    /// at night is on the sheet whatever the row's height.
    private func otherReadings(_ day: SheetDay) -> String {
        guard !day.others.isEmpty else { return "" }
        let readings = day.others.map { reading in
            let fever = reading.isFever(threshold: feverThreshold, in: unit)
            return "<span\(fever ? " class=\"fever\"" : "")>\(time(reading, of: day)) "
                + escaped(withUnit(reading.temperature)) + (fever ? feverMark : "") + "</span>"
        }
        return "<div class=\"others\">\(escaped(labels.otherReadings)) "
            + readings.joined(separator: "; ") + "</div>"
    }

    /// `07:31`; `01:30 UTC-05:00` when another reading of the day shows the same time at
    /// another offset.
    private func time(_ reading: Reading, of day: SheetDay) -> String {
        let time = reading.takenAt
        return time.timeText
            + (day.repeatedWallTimes.contains(reading.id) ? " " + time.utcOffsetText : "")
    }

    /// The day's notes, each once, escaped.
    private func notes(_ day: SheetDay) -> String {
        day.notes.map(escaped).joined(separator: " / ")
    }

    private var feverMark: String { " <span class=\"mark\">● \(escaped(labels.fever))</span>" }

    private func clipped(_ html: String) -> String {
        html.isEmpty ? "" : "<div class=\"clip\">\(html)</div>"
    }

    /// `36.5`.
    private func value(_ temperature: Temperature) -> String {
        temperature.text(in: unit, decimals: 1)
    }

    /// `36.5 °C`.
    private func withUnit(_ temperature: Temperature) -> String {
        value(temperature) + " " + labels.symbol(unit)
    }

    private func escaped(_ text: String) -> String { HTMLText.escaped(text) }
}
