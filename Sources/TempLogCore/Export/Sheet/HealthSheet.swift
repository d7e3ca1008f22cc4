/// A printable health-check sheet (健康観察カード) for one person, laid out as a school's card:
/// one self-contained HTML5 document with a header (school, class and number, name, period,
/// usual temperature, fever threshold, a one-line rule), a chart of each day's morning and
/// evening readings, a row per day (morning, evening, symptoms, notes, a column for a stamp or
/// signature) and a foot with lines for the date handed in and a name.
///
/// It has no scripts and loads nothing: no fonts, images or links. Every piece of text from a
/// person is escaped and printed whole: cells wrap, and the chart gives up height so that up
/// to 31 days fit one portrait page of the paper given.
public struct HealthSheet: Sendable {
    /// Who the sheet is for: the name, school, class and number the header shows.
    public var identity: SheetIdentity
    /// The period as the header shows it.
    public var period: String
    /// A day per row, in order.
    public var days: [SheetDay]
    /// The person's usual temperature (see `UsualTemperature`), nil when not yet known.
    public var usualTemperature: Temperature?
    /// The person's fever threshold: readings that reach it are marked as fevers.
    public var feverThreshold: FeverThreshold
    /// The one-line rule under the header; nil for none.
    public var rule: String?
    /// Who confirms the rows: a parent, or the person themselves.
    public var confirmation: SheetConfirmation
    /// Every word the sheet shows, in its language.
    public var labels: SheetLabels
    /// The paper it is printed on.
    public var paper: PaperSize
    /// The unit temperatures are shown in.
    public var unit: TemperatureUnit

    /// A sheet of `days` for `identity`; temperatures are shown in `unit` (Celsius unless
    /// said), under `rule` (none unless given), confirmed by a parent unless said.
    public init(
        identity: SheetIdentity, period: String, days: [SheetDay],
        usualTemperature: Temperature?, feverThreshold: FeverThreshold, rule: String? = nil,
        confirmation: SheetConfirmation = .guardian, labels: SheetLabels, paper: PaperSize,
        unit: TemperatureUnit = .celsius
    ) {
        self.identity = identity
        self.period = period
        self.days = days
        self.usualTemperature = usualTemperature
        self.feverThreshold = feverThreshold
        self.rule = rule
        self.confirmation = confirmation
        self.labels = labels
        self.paper = paper
        self.unit = unit
    }

    /// The whole document, UTF-8 text ending in a newline.
    public var html: String {
        let layout = self.layout
        let title = "\(labels.title) – \(identity.displayName) – \(period)"
        var html = "<!DOCTYPE html>\n<html lang=\"\(escaped(labels.languageTag))\">\n<head>\n"
        html += "<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>\(escaped(title))</title>\n"
        html += "<style>\n\(SheetStyle.css(layout))</style>\n</head>\n<body>\n"
        html += "<main class=\"sheet\">\n"
        html += header
        html += legend
        html += SheetChart(
            days: days, fever: feverThreshold.temperature, usual: usualTemperature, unit: unit,
            labels: labels, width: layout.contentWidth, height: layout.chartHeight
        ).svg()
        html += table
        html += foot
        return html + "</main>\n</body>\n</html>\n"
    }

    /// The page's layout for the lines each day's symptoms and notes wrap onto: in the largest
    /// table type that lets them fit one page (the smallest when none does).
    var layout: SheetLayout {
        // Each day's texts are measured once, then fitted in each type size in turn.
        let widths = days.map { day in
            (
                others: SheetLayout.ems(of: otherReadingsText(day)),
                notes: SheetLayout.ems(of: notesText(day)),
                symptoms: SheetLayout.ems(of: symptomsText(day))
            )
        }
        var layout = SheetLayout(paper: paper, dayCount: days.count)
        for font in SheetLayout.tableFonts {
            let base = SheetLayout(paper: paper, dayLines: [], tableFont: font)
            func lines(_ ems: Double, _ column: String) -> Int {
                SheetLayout.lines(
                    ems: ems, width: base.textWidth(of: column), emWidth: base.emWidth)
            }
            // A row takes its symptoms' lines, or its other readings' and notes', whichever are
            // more.
            let dayLines = widths.map { day in
                max(
                    1, lines(day.symptoms, "symptoms"),
                    lines(day.others, "note") + lines(day.notes, "note"))
            }
            layout = SheetLayout(paper: paper, dayLines: dayLines, tableFont: font)
            if layout.fits { break }
        }
        return layout
    }

    private var table: String {
        var html = "<table>\n<colgroup>"
        for column in SheetLayout.columns { html += "<col class=\"\(column.name)\">" }
        html += "</colgroup>\n<thead>\n<tr>"
        html += "<th scope=\"col\" rowspan=\"2\">\(escaped(labels.date))</th>"
        html += "<th scope=\"colgroup\" colspan=\"2\">\(escaped(labels.morning))</th>"
        html += "<th scope=\"colgroup\" colspan=\"2\">\(escaped(labels.evening))</th>"
        let checked = confirmation == .guardian ? labels.guardianCheck : labels.checked
        for label in [labels.symptoms, labels.note, checked] {
            html += "<th scope=\"col\" rowspan=\"2\">\(escaped(label))</th>"
        }
        let temperature = escaped(labels.temperature(labels.symbol(unit)))
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
        html += "<td class=\"symptoms\">\(escaped(symptomsText(day)))</td>"
        html += "<td class=\"note\">\(otherReadings(day))\(notes(day))</td>"
        return html + "<td class=\"checked\"></td></tr>\n"
    }

    /// The time and temperature cells of a reading, empty without one.
    private func cells(_ reading: Reading?, of day: SheetDay) -> String {
        guard let reading else { return "<td class=\"time\"></td><td class=\"temp\"></td>" }
        let fever = reading.isFever(feverThreshold)
        return "<td class=\"time\">\(time(reading, of: day))</td>"
            + "<td class=\"temp\(fever ? " fever" : "")\">\(value(reading.temperature))"
            + (fever ? feverMark : "") + "</td>"
    }

    /// The symptoms cell: empty when no reading of the day asked (not checked), `none` when
    /// only "none" was ticked, else `yes: cough, headache`.
    func symptomsText(_ day: SheetDay) -> String {
        if day.symptoms.isEmpty { return "" }
        if day.symptoms == [.none] { return labels.symptomName(.none) }
        return labels.symptomsPresent(
            day.symptoms.map(labels.symptomName).joined(separator: labels.listSeparator))
    }

    /// The day's readings outside the morning and evening (`他の検温: 01:30 37.0℃、13:10
    /// 38.4℃（発熱）`), each fever marked.
    private func otherReadings(_ day: SheetDay) -> String {
        guard !day.others.isEmpty else { return "" }
        let readings = day.others.map { reading in
            let fever = reading.isFever(feverThreshold)
            return "<span\(fever ? " class=\"fever\"" : "")>"
                + escaped(otherReadingText(reading, of: day)) + "</span>"
        }
        return "<div class=\"others\">\(escaped(labels.otherReadings)) "
            + readings.joined(separator: escaped(labels.listSeparator)) + "</div>"
    }

    /// `13:10 38.4℃（発熱）`.
    private func otherReadingText(_ reading: Reading, of day: SheetDay) -> String {
        let fever = reading.isFever(feverThreshold)
        return "\(time(reading, of: day)) " + withUnit(reading.temperature)
            + (fever ? labels.feverNote : "")
    }

    /// The other readings as plain text, for the layout.
    private func otherReadingsText(_ day: SheetDay) -> String {
        guard !day.others.isEmpty else { return "" }
        return labels.otherReadings + " "
            + day.others.map { otherReadingText($0, of: day) }.joined(
                separator: labels.listSeparator)
    }

    /// `07:31`; `07:00 (+09:00)` when the day shows the reading's offset (``OffsetShown``).
    private func time(_ reading: Reading, of day: SheetDay) -> String {
        reading.takenAt.timeText(showingOffset: day.offsetShown.contains(reading.id))
    }

    /// The day's doses (`解熱剤 15:00 カロナール 200mg`) and notes, each once, whole.
    private func notes(_ day: SheetDay) -> String {
        day.notes.isEmpty && day.doses.isEmpty
            ? "" : "<div class=\"notes\">\(escaped(notesText(day)))</div>"
    }

    private func notesText(_ day: SheetDay) -> String {
        let doses = day.doses.map { dose in
            (dose.isFeverReducer ? labels.feverReducer + " " : "") + dose.takenAt.timeText + " "
                + dose.medicine + (dose.amount.map { " " + $0.text } ?? "")
        }
        return (doses + day.notes).joined(separator: labels.noteSeparator)
    }

    private var feverMark: String { " <span class=\"mark\">● \(escaped(labels.fever))</span>" }

    /// `36.5`.
    private func value(_ temperature: Temperature) -> String {
        temperature.text(in: unit, decimals: 1)
    }

    /// `36.5 °C`, `36.5℃`.
    func withUnit(_ temperature: Temperature) -> String {
        labels.degrees(value(temperature), unit)
    }

    func escaped(_ text: String) -> String { HTMLText.escaped(text) }
}
