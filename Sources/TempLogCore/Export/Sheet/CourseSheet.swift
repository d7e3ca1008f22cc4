/// The course of a fever on one printed page, as a parent copies it onto a school's return
/// form (登校届, 治癒証明) or shows it to a doctor: the person and their school or workplace,
/// the onset, the 解熱日, the highest reading, the fever threshold, and with a rule the days at
/// home and the first day back; then a row per day from the onset with every reading and its
/// time, the doses, the symptoms, the notes and the day's place in the count; and a foot with
/// lines for the date and a name.
///
/// A day without a reading says so, and one after the fever's last day is marked as not
/// counted fever-free. Every piece of text from a person is escaped and printed whole; the
/// table's type gets smaller (down to 6.5 pt) so that an episode of two weeks fits one page.
package struct CourseSheet: SheetPage {
    /// The episode the page tells.
    package let episode: FeverEpisode
    /// The name printed in the 氏名 field: a display name, which may hold spaces and any script.
    package let name: String
    /// The form of the person's health-check sheet, for the facts it knows of their school or
    /// workplace and for who signs the foot.
    package let form: SheetForm
    /// The rule whose days the page counts; nil for none.
    package let rule: AbsenceRule?
    /// The unit temperatures are shown in.
    package let unit: TemperatureUnit
    /// The zone the page's times are shown in: a reading taken at another offset shows it.
    package let zone: ZoneRules
    /// Every word the page shows, in its language.
    package let labels: CourseLabels
    /// The fever reducers given in the episode, for the mark of a reading taken soon after one.
    let feverReducers: DoseLog

    /// The page of `episode` for `name`, laid out for `form`, counting the days of `rule`;
    /// temperatures are shown in `unit` and times in `zone`.
    package init(
        episode: FeverEpisode, name: String, form: SheetForm, rule: AbsenceRule?,
        unit: TemperatureUnit, zone: ZoneRules, labels: CourseLabels
    ) {
        self.episode = episode
        self.name = name
        self.form = form
        self.rule = rule
        self.unit = unit
        self.zone = zone
        self.labels = labels
        feverReducers = DoseLog(episode.doses.filter(\.isFeverReducer))
    }

    /// The page on `paper`, its table in the largest type that lets it fit.
    package func printed(id: String, on paper: PaperSize) -> (html: String, style: String) {
        var html = "<article class=\"sheet course\" id=\"\(id)\">\n"
        html += header + table
        for note in notesUnderTable { html += "<p class=\"caution\">\(escaped(note))</p>\n" }
        html += form.foot(date: labels.filledIn, labels: labels.sheet)
        return (html + "</article>\n", style(id: id, tableFont: tableFont(on: paper)))
    }

    /// What the table's marks mean, each when the table has it: a reading taken soon after a
    /// fever reducer, a day without a reading that is not counted fever-free.
    var notesUnderTable: [String] {
        let marked = episode.days.contains { $0.readings.contains(where: isAfterFeverReducer) }
        return (marked ? [labels.afterFeverReducerNote] : [])
            + (episode.unmeasuredDays.isEmpty ? [] : [labels.notCountedNote])
    }

    /// The first day the rule allows back, once the fever has gone down.
    var firstDayBack: LocalDate? { rule.flatMap(episode.firstDayBack) }

    /// The kind of school the rule's first day back is for: a nursery's words are 登園.
    var schoolKind: SchoolKind {
        if case .school(let card) = form { return card.kind }
        return .school
    }

    /// The heading and the facts: the name, the school or workplace when known, the onset, the
    /// 解熱日, the highest reading and the threshold; with a rule, the days at home, the first
    /// day back, the rule in words and who decides.
    var header: String {
        let sheet = labels.sheet
        var facts = [(sheet.name, name)] + placeFacts
        facts.append(
            (
                labels.onset,
                labels.longDate(episode.onset) + (episode.isOnsetGiven ? labels.onsetGiven : "")
            ))
        facts.append((labels.feverFreeDay, feverFreeDayText))
        let highest = episode.highest
        facts.append(
            (
                labels.highest,
                labels.highestAt(
                    withUnit(highest.temperature),
                    sheet.dayText(highest.takenAt.localDate) + " " + highest.takenAt.timeText)
            ))
        facts.append((sheet.feverThreshold, labels.sheet.threshold(episode.threshold)))
        if rule != nil {
            let onset = labels.longDate(episode.onset)
            if let back = firstDayBack {
                facts.append(
                    (labels.absence, labels.period(onset, labels.longDate(back.adding(days: -1))))
                )
                facts.append((labels.firstDayBack(schoolKind), labels.longDate(back)))
            } else {
                facts.append((labels.absence, labels.absenceFrom(onset)))
                facts.append((labels.firstDayBack(schoolKind), labels.firstDayBackNotYet))
            }
        }
        var html = "<header>\n<h1>\(escaped(labels.title(name)))</h1>\n<dl class=\"facts\">\n"
        for (label, value) in facts {
            html += "<div><dt>\(escaped(label))</dt><dd>\(escaped(value))</dd></div>\n"
        }
        html += "</dl>\n"
        if let rule {
            html += "<p class=\"rule\">\(escaped(labels.rule(rule)))</p>\n"
            html += "<p class=\"caution\">\(escaped(labels.whoDecides(rule)))</p>\n"
        }
        return html + "</header>\n"
    }

    /// The facts `form` knows of the person's school or workplace.
    var placeFacts: [(label: String, value: String)] {
        form.placeFacts(labels.sheet).filter { !$0.value.isEmpty }
    }

    /// The 解熱日, or why there is none yet (``FeverNotGone``).
    var feverFreeDayText: String {
        if let day = episode.feverFreeDay { return labels.longDate(day) }
        switch episode.feverNotGone {
        case .feverToday?: return labels.notYetFever
        case .feverReducerToday?: return labels.notYetFeverReducer
        case .notMeasured?, nil: return labels.notYetUnmeasured
        }
    }

    /// `36.5`.
    func value(_ temperature: Temperature) -> String {
        temperature.text(in: unit, decimals: 1)
    }

    /// `36.5 °C`, `36.5℃`.
    func withUnit(_ temperature: Temperature) -> String {
        labels.sheet.degrees(value(temperature), unit)
    }

    func escaped(_ text: String) -> String { HTMLText.escaped(text) }
}
