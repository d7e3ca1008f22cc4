/// The ways `report` prints its rows.
public enum ReportFormat: Sendable {
    /// Lines to paste into a report: `2026-11-29 (Sun) 07:31 36.5 °C`.
    case text(Language)
    case csv
    case jsonLines

    /// The CSV columns, in order. Stable: scripts depend on them.
    public static let columns = [
        "date", "weekday", "who", "status", "time", "celsius", "fahrenheit", "fever", "readings", "max_celsius",
        "site", "note", "id", "taken_at",
    ]

    /// All rows, header included for CSV.
    public func render(_ rows: [ReportDay], fever: Temperature) -> String {
        switch self {
        case .text(let language): return ReportFormat.text(rows, language: language, fever: fever)
        case .csv: return String(building: { ReportFormat.csv(rows, fever: fever, into: &$0) })
        case .jsonLines: return String(building: { ReportFormat.jsonLines(rows, fever: fever, into: &$0) })
        }
    }

    static func text(_ rows: [ReportDay], language: Language, fever: Temperature) -> String {
        let people = Set(rows.map { $0.who?.lowercased() })
        var text = ""
        var previous: String??
        for row in rows {
            if people.count > 1, previous != .some(row.who) {
                if previous != nil { text += "\n" }
                text += (row.who.map(TerminalText.sanitized) ?? Message.you().text(language)) + "\n"
                previous = .some(row.who)
            }
            text += language.reportLine(for: row, fever: fever) + "\n"
        }
        return text
    }

    static func csv(_ rows: [ReportDay], fever: Temperature, into output: inout [UInt8]) {
        let format = DelimitedFormat.csv
        output.append(contentsOf: columns.joined(separator: ",").utf8)
        output.append(0x0A)
        for row in rows {
            row.date.appendISO(to: &output)
            output.append(contentsOf: ",\(row.date.weekdayName),".utf8)
            format.appendField(row.who, to: &output)
            output.append(contentsOf: (row.picked == nil ? "missing," : "ok,").utf8)
            if let reading = row.picked {
                reading.takenAt.appendTime(to: &output)
                output.append(UInt8(ascii: ","))
                output.appendDecimal(reading.temperature.deciCelsius, fractionDigits: 1)
                output.append(UInt8(ascii: ","))
                output.appendDecimal(reading.temperature.deciFahrenheit, fractionDigits: 1)
                output.append(contentsOf: (reading.temperature >= fever ? ",true," : ",false,").utf8)
            } else {
                output.append(contentsOf: ",,,,".utf8)
            }
            output.append(contentsOf: "\(row.count),".utf8)
            if let maximum = row.maximum { output.appendDecimal(maximum.deciCelsius, fractionDigits: 1) }
            output.append(UInt8(ascii: ","))
            format.appendField(row.picked?.site?.rawValue, to: &output)
            format.appendField(row.picked?.note, to: &output)
            format.appendField(row.picked?.id, to: &output)
            if let reading = row.picked { reading.takenAt.appendRFC3339(to: &output) }
            output.append(0x0A)
        }
    }

    static func jsonLines(_ rows: [ReportDay], fever: Temperature, into output: inout [UInt8]) {
        for row in rows {
            output.append(#"{"date":""#)
            row.date.appendISO(to: &output)
            output.append(#"","who":"#)
            if let who = row.who { ReadingLine.appendJSONString(who, to: &output) } else { output.append("null") }
            output.append(contentsOf: #","status":"\#(row.picked == nil ? "missing" : "ok")","readings":\#(row.count)"#.utf8)
            if let maximum = row.maximum {
                output.append(#","maxCelsius":"#)
                output.appendDecimal(maximum.deciCelsius, fractionDigits: 1)
            }
            if let reading = row.picked {
                output.append(#","time":""#)
                reading.takenAt.appendTime(to: &output)
                output.append(#"","celsius":"#)
                output.appendDecimal(reading.temperature.deciCelsius, fractionDigits: 1)
                output.append(#","fahrenheit":"#)
                output.appendDecimal(reading.temperature.deciFahrenheit, fractionDigits: 1)
                output.append(reading.temperature >= fever ? #","fever":true"# : #","fever":false"#)
                output.append(#","id":"#)
                ReadingLine.appendJSONString(reading.id, to: &output)
                output.append(#","takenAt":""#)
                reading.takenAt.appendRFC3339(to: &output)
                output.append(UInt8(ascii: "\""))
                if let site = reading.site {
                    output.append(#","site":"#)
                    ReadingLine.appendJSONString(site.rawValue, to: &output)
                }
                if let note = reading.note {
                    output.append(#","note":"#)
                    ReadingLine.appendJSONString(note, to: &output)
                }
            }
            output.append("}\n")
        }
    }
}

extension Language {
    /// `2026-11-29 (Sun) 07:31 36.5 °C` or `2026年11月29日(日) 7時31分 36.5℃`.
    func reportLine(for row: ReportDay, fever: Temperature) -> String {
        let day = row.date
        let date = self == .en
            ? "\(day.isoText) (\(day.weekdayName))" : "\(day.year)年\(day.month)月\(day.day)日(\(day.japaneseWeekdayName))"
        guard let reading = row.picked else { return date + " " + Message.reportMissing().text(self) }
        let second = reading.takenAt.secondOfDay
        let minute = second / 60 % 60
        let time = self == .en ? reading.takenAt.timeText : "\(second / 3600)時\(minute < 10 ? "0" : "")\(minute)分"
        return "\(date) \(time) \(reading.temperature.display.text(self))" + feverNote(row, fever: fever)
    }

    /// ` (fever)` when the reading shown is one; when only another reading that day was,
    /// ` (day's max 38.2 °C: fever)`, so a report never hides a fever.
    func feverNote(_ row: ReportDay, fever: Temperature) -> String {
        guard let reading = row.picked, let maximum = row.maximum, maximum >= fever else { return "" }
        let note = reading.temperature >= fever ? Message.reportFever() : Message.reportDayMaxFever(.localized(maximum.display))
        return note.text(self)
    }
}
