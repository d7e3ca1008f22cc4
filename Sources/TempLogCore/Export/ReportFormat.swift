import TempLogText

/// The machine formats of `report`: one row per person per day.
package enum ReportFormat: Sendable {
    /// CSV with a header row.
    case csv
    /// One JSON object per row.
    case jsonLines

    /// The CSV columns, in order. Stable: scripts depend on them, so new ones only go at the end.
    package static let columns = [
        "date", "weekday", "who", "status", "time", "celsius", "fahrenheit", "fever", "readings",
        "max_celsius",
        "site", "note", "id", "taken_at", "symptoms", "evening_time", "evening_celsius",
        "fever_threshold_celsius", "fever_reducer_hours",
    ]

    /// All rows, header included for CSV; each person's readings judged by their threshold
    /// among `fevers`, which every row states, with the hours since a fever reducer before
    /// the reading picked (`doses`).
    package func render(_ rows: [ReportDay], fevers: FeverThresholds, doses: DoseLog) -> String {
        switch self {
        case .csv:
            return String(building: {
                ReportFormat.csv(rows, fevers: fevers, doses: doses, into: &$0)
            })
        case .jsonLines:
            return String(building: {
                ReportFormat.jsonLines(rows, fevers: fevers, doses: doses, into: &$0)
            })
        }
    }

    /// The hours to one decimal since a fever reducer before `reading` (see
    /// `DoseLog.feverReducerTenths(for:)`), nil without one.
    private static func feverReducerTenths(_ reading: Reading?, _ doses: DoseLog) -> Int? {
        reading.flatMap { doses.feverReducerTenths(for: $0) }
    }

    static func csv(
        _ rows: [ReportDay], fevers: FeverThresholds, doses: DoseLog, into output: inout [UInt8]
    ) {
        let format = DelimitedFormat.csv
        output.append(contentsOf: columns.joined(separator: ",").utf8)
        output.append(0x0A)
        for row in rows {
            let fever = fevers.threshold(for: row.person)
            row.date.appendISO(to: &output)
            output.append(contentsOf: ",\(row.date.weekdayName),".utf8)
            format.appendField(row.person.who, to: &output)
            output.append(contentsOf: (row.picked == nil ? "missing," : "ok,").utf8)
            if let reading = row.picked {
                reading.takenAt.appendTime(to: &output)
                output.append(UInt8(ascii: ","))
                appendTemperatures(reading, separator: ",", to: &output)
                output.append(
                    contentsOf: (reading.isFever(fever) ? ",true," : ",false,").utf8)
            } else {
                output.append(contentsOf: ",,,,".utf8)
            }
            output.append(contentsOf: "\(row.count),".utf8)
            if let highest = row.highest {
                highest.temperature.appendText(
                    in: .celsius, decimals: highest.kind.displayDecimals, to: &output)
            }
            output.append(UInt8(ascii: ","))
            format.appendField(row.picked?.site?.rawValue, to: &output)
            format.appendField(row.picked?.note, to: &output)
            format.appendField(row.picked?.id, to: &output)
            if let reading = row.picked { reading.takenAt.appendRFC3339(to: &output) }
            output.append(UInt8(ascii: ","))
            if let symptoms = row.picked?.symptoms {
                DelimitedFormat.appendCell(symptoms, to: &output)
            }
            output.append(UInt8(ascii: ","))
            if let evening = row.evening {
                evening.takenAt.appendTime(to: &output)
                output.append(UInt8(ascii: ","))
                evening.temperature.appendText(
                    in: .celsius, decimals: evening.kind.displayDecimals, to: &output)
            } else {
                output.append(UInt8(ascii: ","))
            }
            output.append(UInt8(ascii: ","))
            fever.temperature.appendStored(to: &output)
            output.append(UInt8(ascii: ","))
            if let tenths = feverReducerTenths(row.picked, doses) {
                output.appendDecimal(tenths, fractionDigits: 1)
            }
            output.append(0x0A)
        }
    }

    /// The reading's °C and °F values with `separator` between them: one decimal, or two for
    /// a basal reading, as `export` writes them.
    private static func appendTemperatures(
        _ reading: Reading, separator: StaticString, to output: inout [UInt8]
    ) {
        let decimals = reading.kind.displayDecimals
        reading.temperature.appendText(in: .celsius, decimals: decimals, to: &output)
        output.append(separator)
        reading.temperature.appendText(in: .fahrenheit, decimals: decimals, to: &output)
    }

    static func jsonLines(
        _ rows: [ReportDay], fevers: FeverThresholds, doses: DoseLog, into output: inout [UInt8]
    ) {
        for row in rows {
            let fever = fevers.threshold(for: row.person)
            output.append(#"{"date":""#)
            row.date.appendISO(to: &output)
            output.append(#"","who":"#)
            if let who = row.person.who {
                ReadingLine.appendJSONString(who, to: &output)
            } else {
                output.append("null")
            }
            output.append(
                contentsOf:
                    #","status":"\#(row.picked == nil ? "missing" : "ok")","readings":\#(row.count)"#
                    .utf8)
            if let highest = row.highest {
                output.append(#","maxCelsius":"#)
                highest.temperature.appendText(
                    in: .celsius, decimals: highest.kind.displayDecimals, to: &output)
            }
            if let reading = row.picked {
                output.append(#","time":""#)
                reading.takenAt.appendTime(to: &output)
                output.append(#"","celsius":"#)
                appendTemperatures(reading, separator: #","fahrenheit":"#, to: &output)
                output.append(reading.isFever(fever) ? #","fever":true"# : #","fever":false"#)
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
                if let symptoms = reading.symptoms {
                    output.append(#","symptoms":"#)
                    ReadingLine.appendJSONArray(symptoms, to: &output)
                }
            }
            if let evening = row.evening {
                output.append(#","eveningTime":""#)
                evening.takenAt.appendTime(to: &output)
                output.append(#"","eveningCelsius":"#)
                evening.temperature.appendText(
                    in: .celsius, decimals: evening.kind.displayDecimals, to: &output)
            }
            output.append(#","feverThresholdCelsius":"#)
            fever.temperature.appendStored(to: &output)
            if let tenths = feverReducerTenths(row.picked, doses) {
                output.append(#","feverReducerHours":"#)
                output.appendDecimal(tenths, fractionDigits: 1)
            }
            output.append("}\n")
        }
    }
}
