/// The course's table, a row per day from the onset, and the type size that lets it fit one
/// page.
extension CourseSheet {
    /// Each column and its share of the width, in percent, left to right. The date column
    /// holds `Wed 18 Nov` and the day since the onset under it, a dose takes a line of its own.
    static let columns: [(name: String, percent: Int)] = [
        ("date", 11), ("readings", 26), ("doses", 30), ("symptoms", 11), ("note", 12),
        ("marks", 10),
    ]

    /// The `<table>`: its column widths, its heading row and a row per day.
    var table: String {
        let sheet = labels.sheet
        var html = "<table>\n<colgroup>"
        for column in Self.columns {
            html += "<col class=\"\(column.name)\" style=\"width: \(column.percent)%\">"
        }
        html += "</colgroup>\n<thead>\n<tr>"
        for heading in [
            labels.dateAndDay, sheet.temperature(sheet.symbol(unit)), labels.doses,
            sheet.symptoms, labels.remarks, labels.marks,
        ] {
            html += "<th scope=\"col\">\(escaped(heading))</th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for day in episode.days { html += row(day) }
        return html + "</tbody>\n</table>\n"
    }

    private func row(_ day: EpisodeDay) -> String {
        let sheet = labels.sheet
        var html =
            "<tr class=\"day\(day.readings.isEmpty ? " missing" : "")\""
            + " data-date=\"\(day.date.isoText)\"><th scope=\"row\">"
            + "\(escaped(sheet.dayText(day.date)))<br><span class=\"number\">"
            + "\(escaped(labels.dayNumber(day.number)))</span></th>"
        if day.readings.isEmpty {
            html += "<td class=\"readings none\">\(escaped(sheet.missing))</td>"
        } else {
            let readings = readingTexts(day).map { reading in
                "<span\(reading.isFever ? " class=\"fever\"" : "")>\(escaped(reading.text))</span>"
            }
            html +=
                "<td class=\"readings\">"
                + readings.joined(separator: escaped(sheet.listSeparator)) + "</td>"
        }
        let doses = day.doses.map { "<div>\(escaped(sheet.doseText($0)))</div>" }
        html += "<td class=\"doses\">\(doses.joined())</td>"
        html += "<td class=\"symptoms\">\(escaped(symptomsText(day)))</td>"
        html += "<td class=\"note\">\(escaped(remarksText(day)))</td>"
        return html + "<td class=\"marks\">\(escaped(marksText(day)))</td></tr>\n"
    }

    /// Every reading of the day, oldest first, as `07:10 38.6` (`07:00 (+09:00) 38.6` when the
    /// time needs its offset), marked `*` when taken within 8 hours after a fever reducer, and
    /// whether it is a fever.
    func readingTexts(_ day: EpisodeDay) -> [(text: String, isFever: Bool)] {
        let offsetShown = OffsetShown.ids(in: day.readings, zone: zone)
        return day.readings.map { reading in
            (
                reading.takenAt.timeText(showingOffset: offsetShown.contains(reading.id)) + " "
                    + value(reading.temperature)
                    + (isAfterFeverReducer(reading) ? labels.afterFeverReducer : ""),
                reading.isFever(episode.threshold)
            )
        }
    }

    /// Whether `reading` was taken within 8 hours after a fever reducer given in the episode,
    /// which can hide a fever.
    func isAfterFeverReducer(_ reading: Reading) -> Bool {
        feverReducers.lastFeverReducer(
            of: reading.person, before: reading.takenAt, within: DoseLog.markedSeconds) != nil
    }

    /// The symptoms ticked that day, named, or nothing when no reading asked.
    func symptomsText(_ day: EpisodeDay) -> String {
        day.symptoms.map(labels.sheet.symptomName).joined(separator: labels.sheet.listSeparator)
    }

    /// The notes of the day's readings and doses, in time order, each with its time:
    /// `13:10 saw Dr. Sato`.
    func remarksText(_ day: EpisodeDay) -> String {
        let readings = day.readings.compactMap { reading in
            reading.note.flatMap { $0.isEmpty ? nil : (reading.takenAt, $0) }
        }
        let doses = day.doses.compactMap { dose in
            dose.note.flatMap { $0.isEmpty ? nil : (dose.takenAt, $0) }
        }
        return (readings + doses).sorted { $0.0 < $1.0 }.map { "\($0.0.timeText) \($0.1)" }
            .joined(separator: labels.sheet.noteSeparator)
    }

    /// The day's place in the count: the onset, the 解熱日 and the days after it, the first day
    /// back, or a day without a reading that is not counted fever-free.
    func marksText(_ day: EpisodeDay) -> String {
        var marks: [String] = []
        if day.number == 0 { marks.append(labels.onset) }
        if let free = episode.feverFreeDay, day.date >= free {
            let count = day.date.dayNumber - free.dayNumber
            marks.append(count == 0 ? labels.feverFreeDay : labels.daysFeverFree(count))
        }
        if episode.unmeasuredDays.contains(day.date) { marks.append(labels.notCounted) }
        if day.date == firstDayBack { marks.append(labels.firstDayBackMark(schoolKind)) }
        return marks.joined(separator: labels.sheet.listSeparator)
    }

    /// The table's type size on `paper`, in tenths of a point: the largest that lets the
    /// header, every row as tall as its longest cell, and the foot fit one page (the smallest
    /// when none does).
    func tableFont(on paper: PaperSize) -> Int {
        let sheet = labels.sheet
        // Each cell's texts: the doses each on a line of their own.
        let texts = episode.days.map { day in
            [
                ("date", [sheet.dayText(day.date), labels.dayNumber(day.number)]),
                ("readings", [readingTexts(day).map(\.text).joined(separator: ", ")]),
                ("doses", day.doses.map(sheet.doseText)), ("symptoms", [symptomsText(day)]),
                ("note", [remarksText(day)]), ("marks", [marksText(day)]),
            ].map { (column: $0.0, words: $0.1.map(SheetLayout.wordEms)) }
        }
        for font in SheetLayout.tableFonts {
            let layout = SheetLayout(
                paper: paper, columns: Self.columns, dayLines: [], tableFont: font)
            let rows = texts.reduce(0) { height, cells in
                let lines = cells.map { cell in
                    cell.words.reduce(0) { lines, words in
                        lines
                            + SheetLayout.lines(
                                words: words, width: layout.textWidth(of: cell.column),
                                emWidth: layout.emWidth)
                    }
                }
                return height
                    + max(
                        layout.shortestRow,
                        (lines.max() ?? 1) * layout.lineHeight + SheetLayout.cellPadding)
            }
            if fixedHeight + rows <= layout.contentHeight { return font }
        }
        return SheetLayout.tableFonts.last!
    }

    /// Everything but the rows, in tenths of a millimetre: the heading, the facts (three to a
    /// row), the rule and who decides, the table's heading, the notes under it, the foot and
    /// slack for a fact that wraps.
    private var fixedHeight: Int {
        let facts = 5 + (rule == nil ? 0 : 2) + placeFacts.count
        return 100 + (facts + 2) / 3 * 100 + (rule == nil ? 0 : 180) + 100
            + 60 * notesUnderTable.count + 110 + 80
    }

    /// The page's own rules: cells start at the top, readings break onto lines whole, fevers
    /// are bold, the marks stand out, and the table's type in print.
    func style(id: String, tableFont: Int) -> String {
        """
        #\(id) tbody th, #\(id) tbody td { vertical-align: top; }
        #\(id) tbody th { white-space: normal; }
        #\(id) td.readings span { display: inline-block; }
        #\(id) td.readings .fever { color: #b71c1c; font-weight: 700; }
        #\(id) td.doses, #\(id) td.marks { overflow-wrap: anywhere; }
        #\(id) td.marks { font-weight: 600; }
        #\(id) .caution { margin: 0 0 0.5em; font-size: 0.9em; }

        """ + SheetStyle.pageRules(id: id, tableFont: tableFont)
    }
}
