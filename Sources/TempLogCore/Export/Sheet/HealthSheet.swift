/// A printable health-check sheet for one person, one page of a `SheetDocument`, laid out as
/// the form says: a school's or nursery's card (健康観察カード) or a workplace's daily health
/// check (体調チェック表). It has a header (the school or the department, the name, the
/// period, the usual temperature, the fever threshold, a one-line rule), a chart of each
/// day's morning and evening readings and of a higher reading at another hour, a row per day
/// and a foot with lines for the date handed in and a name.
///
/// A school's card gives each day its morning and evening, its symptoms, a column for
/// attendance to fill in by hand, notes and a column for a stamp; a workplace's sheet gives
/// the morning, the symptoms, a column for the office or home, notes and one for the manager.
/// Every piece of text from a person is escaped and printed whole: cells wrap, and the chart
/// gives up height so that up to 31 days fit one portrait page.
package struct HealthSheet: SheetPage {
    /// The name printed in the 氏名 field: a display name, which may hold spaces and any script.
    package var name: String
    /// The form the page is laid out as, with the facts its header shows.
    package var form: SheetForm
    /// The period as the header shows it.
    package var period: String
    /// A day per row, in order.
    package var days: [SheetDay]
    /// The person's usual temperature (see `UsualTemperature`), nil when not yet known.
    package var usualTemperature: Temperature?
    /// The person's fever threshold: readings that reach it are marked as fevers.
    package var feverThreshold: FeverThreshold
    /// The one-line rule under the header; nil for none.
    package var rule: String?
    /// Every word the sheet shows, in its language.
    package var labels: SheetLabels
    /// The unit temperatures are shown in.
    package var unit: TemperatureUnit

    /// A sheet of `days` for `name` laid out as `form`; temperatures are shown in `unit`
    /// (Celsius unless said), under `rule` (none unless given).
    package init(
        name: String, form: SheetForm, period: String, days: [SheetDay],
        usualTemperature: Temperature?, feverThreshold: FeverThreshold, rule: String? = nil,
        labels: SheetLabels, unit: TemperatureUnit = .celsius
    ) {
        self.name = name
        self.form = form
        self.period = period
        self.days = days
        self.usualTemperature = usualTemperature
        self.feverThreshold = feverThreshold
        self.rule = rule
        self.labels = labels
        self.unit = unit
    }

    /// The form's heading: `健康観察カード`, `体調チェック表`.
    var title: String {
        switch form {
        case .school: return labels.title
        case .workplace: return labels.workplaceTitle
        }
    }

    /// The sheet on `paper`, laid out as `layout(on:)` says, and its table's type size and row
    /// height.
    package func printed(id: String, on paper: PaperSize) -> (html: String, style: String) {
        let layout = layout(on: paper)
        return (
            page(id: id, layout: layout),
            SheetStyle.pageRules(
                id: id, tableFont: layout.tableFont, rowHeight: layout.rowHeight)
        )
    }

    /// The sheet as one page of a document: an `<article>` with the element id `id`, laid
    /// out as `layout`.
    func page(id: String, layout: SheetLayout) -> String {
        var html = "<article class=\"sheet\" id=\"\(id)\">\n"
        html += header
        html += legend
        html += SheetChart(
            days: days, fever: feverThreshold, usual: usualTemperature, unit: unit,
            labels: labels, width: layout.contentWidth, height: layout.chartHeight
        ).svg()
        html += table
        html += foot
        return html + "</article>\n"
    }

    /// The page's layout on `paper` for the lines each day's symptoms and notes wrap onto:
    /// in the largest table type that lets them fit one page (the smallest when none does).
    func layout(on paper: PaperSize) -> SheetLayout {
        let columns = SheetLayout.columns(of: form)
        let doseStrip = SheetChart.doseStripHeight(
            of: days, width: SheetLayout.contentWidth(on: paper))
        // Each day's texts are measured once, then fitted in each type size in turn.
        let widths = days.map { day in
            (
                others: otherReadingsWidths(day),
                notes: SheetLayout.wordEms(of: notesText(day)),
                symptoms: SheetLayout.wordEms(of: symptomsText(day))
            )
        }
        let legendLines = legendLines(width: SheetLayout.contentWidth(on: paper))
        var layout = SheetLayout(
            paper: paper, columns: columns, dayCount: days.count, doseStrip: doseStrip,
            legendLines: legendLines)
        for font in SheetLayout.tableFonts {
            let base = SheetLayout(paper: paper, columns: columns, dayLines: [], tableFont: font)
            func lines(_ words: [Double], _ column: String) -> Int {
                SheetLayout.lines(
                    words: words, width: base.textWidth(of: column), emWidth: base.emWidth)
            }
            // A row takes its symptoms' lines, or its other readings' and notes', whichever are
            // more.
            let dayLines = widths.map { day in
                max(
                    1, lines(day.symptoms, "symptoms"),
                    lines(day.others, "note") + lines(day.notes, "note"))
            }
            layout = SheetLayout(
                paper: paper, columns: columns, dayLines: dayLines, tableFont: font,
                doseStrip: doseStrip, legendLines: legendLines,
                headingLines: headingLines(in: base))
            if layout.fits { break }
        }
        return layout
    }

    /// The symptoms cell: empty when no reading of the day asked (not checked), `none` when
    /// only "none" was ticked, else `yes: cough, headache`.
    func symptomsText(_ day: SheetDay) -> String {
        if day.symptoms.isEmpty { return "" }
        if day.symptoms == [.none] { return labels.symptomName(.none) }
        return labels.symptomsPresent(
            day.symptoms.map(labels.symptomName).joined(separator: labels.listSeparator))
    }

    /// The day's readings that have no cells of their own, oldest first: on a school's card
    /// those that are neither its morning nor its evening one; on a workplace's sheet, which
    /// has only the morning's cells, the evening's too.
    func otherReadings(of day: SheetDay) -> [Reading] {
        guard case .workplace = form, let evening = day.evening else { return day.others }
        // The evening is nearly always the day's last reading: found from the end.
        var readings = day.others
        let after = readings.lastIndex { $0.takenAt <= evening.takenAt }.map { $0 + 1 } ?? 0
        readings.insert(evening, at: after)
        return readings
    }

    /// `13:10 38.4℃（発熱）`, and marked when it was taken within 8 hours after a fever
    /// reducer: `15:35 37.2℃（解熱剤（カロナール）の 2 時間後）`.
    func otherReadingText(_ reading: Reading, of day: SheetDay) -> String {
        let fever = reading.isFever(feverThreshold)
        let text =
            "\(time(reading, of: day)) " + withUnit(reading.temperature)
            + (fever ? labels.feverNote : "")
        guard let dose = day.feverReducers[reading.id] else { return text }
        return labels.afterFeverReducer(
            text, reading.takenAt.secondsSince1970 - dose.takenAt.secondsSince1970, dose.medicine)
    }

    /// The widths in ems of what the other readings' list lays out whole: the words of its
    /// label, then each reading with the separator after it (`otherReadingsCell`).
    private func otherReadingsWidths(_ day: SheetDay) -> [Double] {
        let others = otherReadings(of: day)
        guard !others.isEmpty else { return [] }
        return SheetLayout.wordEms(of: labels.otherReadings)
            + others.map {
                SheetLayout.ems(of: otherReadingText($0, of: day) + labels.listSeparator)
            }
    }

    /// `07:31`; `07:00 (+09:00)` when the day shows the reading's offset (``OffsetShown``).
    func time(_ reading: Reading, of day: SheetDay) -> String {
        reading.takenAt.timeText(showingOffset: day.offsetShown.contains(reading.id))
    }

    /// The day's doses (`解熱剤 15:00 カロナール 200mg`) and notes, each once, whole.
    func noteItems(_ day: SheetDay) -> [String] {
        day.doses.map(labels.doseText) + day.notes
    }

    /// The notes cell's text: its items, each separator joined to the item before it (by a
    /// no-break space, or a word joiner when it has no space before it), so no line starts
    /// with one.
    func notesText(_ day: SheetDay) -> String {
        let separator = labels.noteSeparator
        let joined =
            separator.hasPrefix(" ")
            ? "\u{A0}" + String(separator.dropFirst()) : "\u{2060}" + separator
        return noteItems(day).joined(separator: joined)
    }

    /// `36.5`.
    func value(_ temperature: Temperature) -> String {
        temperature.text(in: unit, decimals: 1)
    }

    /// `36.5 °C`, `36.5℃`.
    func withUnit(_ temperature: Temperature) -> String {
        labels.degrees(value(temperature), unit)
    }

    func escaped(_ text: String) -> String { HTMLText.escaped(text) }
}
