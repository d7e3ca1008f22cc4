/// A sheet's table: a row per day, its columns as the form has them.
extension HealthSheet {
    /// The `<table>`: its column widths, its two heading rows and a row per day.
    var table: String {
        var html = "<table>\n<colgroup>"
        for column in SheetLayout.columns(of: form) {
            html += "<col class=\"\(column.name)\" style=\"width: \(column.percent)%\">"
        }
        html += "</colgroup>\n<thead>\n<tr>"
        let temperature = escaped(labels.temperature(labels.symbol(unit)))
        let timeAndTemperature =
            "<th scope=\"col\">\(escaped(labels.time))</th><th scope=\"col\">\(temperature)</th>"
        html += heading(labels.date)
        switch form {
        case .school(let card):
            html += group(labels.morning) + group(labels.evening) + heading(labels.symptoms)
            html +=
                "<th scope=\"col\" class=\"attendance\">"
                + "\(escaped(labels.attendance(card.kind)))</th>"
            let checked = card.confirmation == .guardian ? labels.guardianCheck : labels.checked
            html += heading(labels.note) + heading(checked)
            html += "</tr>\n<tr>" + timeAndTemperature + timeAndTemperature
            // Each choice (`○／`, `欠席／`, `出席停止`) breaks onto a line whole.
            let choices = labels.attendanceChoices.split(separator: "\u{200B}").map {
                "<span>\(escaped(String($0)))</span>"
            }
            html += "<th scope=\"col\" class=\"choices\">\(choices.joined())</th>"
        case .workplace:
            html += group(labels.morningTemperature)
            for label in [labels.symptoms, labels.officeOrHome, labels.note, labels.managerCheck] {
                html += heading(label)
            }
            html += "</tr>\n<tr>" + timeAndTemperature
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for day in days { html += row(day) }
        return html + "</tbody>\n</table>\n"
    }

    /// How many lines of `layout`'s table type the two heading rows take: the most that a
    /// heading over both rows, or a heading over a group and the tallest heading under it,
    /// wraps onto, each broken between words only.
    func headingLines(in layout: SheetLayout) -> Int {
        func lines(_ label: String, _ columns: String...) -> Int {
            SheetLayout.lines(
                label, width: layout.textWidth(across: columns), emWidth: layout.emWidth)
        }
        let underGroup = max(
            lines(labels.time, "time"), lines(labels.temperature(labels.symbol(unit)), "temp"))
        switch form {
        case .school(let card):
            let checked = card.confirmation == .guardian ? labels.guardianCheck : labels.checked
            // The choices are smaller type, each kept whole (`table`).
            let choices = SheetLayout.wrappedLines(
                labels.attendanceChoices.split(separator: "\u{200B}").map {
                    SheetLayout.ems(of: String($0))
                }, gap: 0, width: layout.textWidth(of: "attendance"),
                emWidth: layout.emWidth * SheetLayout.choicesScale)
            return max(
                lines(labels.date, "date"), lines(labels.symptoms, "symptoms"),
                lines(labels.note, "note"), lines(checked, "checked"),
                max(lines(labels.morning, "time", "temp"), lines(labels.evening, "time", "temp"))
                    + underGroup,
                lines(labels.attendance(card.kind), "attendance") + choices)
        case .workplace:
            return max(
                lines(labels.date, "date"), lines(labels.symptoms, "symptoms"),
                lines(labels.officeOrHome, "office"), lines(labels.note, "note"),
                lines(labels.managerCheck, "checked"),
                lines(labels.morningTemperature, "time", "temp") + underGroup)
        }
    }

    /// A heading over both heading rows.
    private func heading(_ label: String) -> String {
        "<th scope=\"col\" rowspan=\"2\">\(escaped(label))</th>"
    }

    /// A heading over a time and a temperature.
    private func group(_ label: String) -> String {
        "<th scope=\"colgroup\" colspan=\"2\">\(escaped(label))</th>"
    }

    private func row(_ day: SheetDay) -> String {
        var html =
            "<tr class=\"day\(day.isMissing ? " missing" : "")\" data-date=\"\(day.date.isoText)\">"
            + "<th scope=\"row\">\(escaped(labels.dayText(day.date)))</th>"
        let symptoms = "<td class=\"symptoms\">\(escaped(symptomsText(day)))</td>"
        switch form {
        case .school:
            html +=
                day.isMissing
                ? missing(columns: 4) : cells(day.morning, of: day) + cells(day.evening, of: day)
            html += symptoms + "<td class=\"attendance\"></td>"
        case .workplace:
            html += day.isMissing ? missing(columns: 2) : cells(day.morning, of: day)
            html += symptoms + "<td class=\"office\"></td>"
        }
        html += "<td class=\"note\">\(otherReadingsCell(day))\(notes(day))</td>"
        return html + "<td class=\"checked\"></td></tr>\n"
    }

    /// A day without a reading, across the reading cells.
    private func missing(columns: Int) -> String {
        "<td class=\"none\" colspan=\"\(columns)\">\(escaped(labels.missing))</td>"
    }

    /// The time and temperature cells of a reading, empty without one.
    private func cells(_ reading: Reading?, of day: SheetDay) -> String {
        guard let reading else { return "<td class=\"time\"></td><td class=\"temp\"></td>" }
        let fever = reading.isFever(feverThreshold)
        return "<td class=\"time\">\(time(reading, of: day))</td>"
            + "<td class=\"temp\(fever ? " fever" : "")\">\(value(reading.temperature))"
            + (fever ? feverMark : "") + "</td>"
    }

    /// The day's readings without cells of their own (`他の検温: 01:30 37.0℃、13:10
    /// 38.4℃（発熱）`), each fever marked. A reading's span breaks onto a line whole, and a
    /// line may break before or after it, so the separator after a reading (`、`, the `,` of
    /// `, `) is kept inside its span: no line starts with one.
    private func otherReadingsCell(_ day: SheetDay) -> String {
        let others = otherReadings(of: day)
        guard !others.isEmpty else { return "" }
        let separator = labels.listSeparator
        var visible = Substring(separator)
        while visible.last == " " { visible.removeLast() }
        let space = String(separator.dropFirst(visible.count))
        let kept = escaped(String(visible))
        let readings = others.enumerated().map { index, reading in
            let text = escaped(otherReadingText(reading, of: day))
            let shown =
                reading.isFever(feverThreshold) ? "<span class=\"fever\">\(text)</span>" : text
            return index == others.count - 1
                ? "<span>\(shown)</span>" : "<span>\(shown)\(kept)</span>\(escaped(space))"
        }
        return "<div class=\"others\">\(escaped(labels.otherReadings)) \(readings.joined())</div>"
    }

    /// The day's doses and notes, each once, whole. A separator is joined to the item before
    /// it (by a no-break space, or a word joiner when it has no space before it), so no line
    /// starts with one.
    private func notes(_ day: SheetDay) -> String {
        let text = notesText(day)
        return text.isEmpty ? "" : "<div class=\"notes\">\(escaped(text))</div>"
    }

    private var feverMark: String { " <span class=\"mark\">● \(escaped(labels.fever))</span>" }
}
