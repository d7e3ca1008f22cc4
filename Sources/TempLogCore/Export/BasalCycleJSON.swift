import TempLogText

extension BasalCycle {
    /// The cycle as one line of JSON (`stats --basal --json`): `who` (null for the owner),
    /// `cycle` (`number`: 0 the current cycle, 1 the one before, …), `start`, `end`, `current`,
    /// `days`, `recordedDays`, `shiftDay`, `baselineCelsius`, `coverlineCelsius`,
    /// `lowPhaseMeanCelsius` and `highPhaseMeanCelsius` (the last five null without a shift),
    /// then `leftOutDays` (how many days' readings the rule left out), `leftOut` (those days
    /// counted by reason: a marked reason's name, `fever`, `time`) and `siteChange` (`day`,
    /// `from`, `to`; null when the site never changed).
    package func jsonLine(of person: Person, number: Int) -> String {
        String(building: { output in
            func celsius(_ key: String, _ value: Temperature?) {
                output.append(contentsOf: ",\"\(key)\":".utf8)
                if let value {
                    output.appendDecimal(value.centiCelsius, fractionDigits: 2)
                } else {
                    output.append("null")
                }
            }
            output.append(#"{"who":"#)
            if let who = person.who {
                ReadingLine.appendJSONString(who, to: &output)
            } else {
                output.append("null")
            }
            output.append(
                contentsOf:
                    #","cycle":\#(number),"start":"\#(start.isoText)","end":"\#(end.isoText)","current":\#(isCurrent),"days":\#(length),"recordedDays":\#(recordedDays),"shiftDay":\#(shift.map { String($0.day) } ?? "null")"#
                    .utf8)
            celsius("baselineCelsius", shift?.baseline)
            celsius("coverlineCelsius", shift?.coverline)
            celsius("lowPhaseMeanCelsius", lowPhaseMean)
            celsius("highPhaseMeanCelsius", highPhaseMean)
            output.append(
                contentsOf: #","leftOutDays":\#(leftOutDays.count),"leftOut":{"#.utf8)
            output.append(
                contentsOf: leftOutCounts.map { #""\#($0.reason.name)":\#($0.count)"# }
                    .joined(separator: ",").utf8)
            output.append(#"},"siteChange":"#)
            if let change = siteChange {
                output.append(
                    contentsOf:
                        #"{"day":\#(change.day),"from":"\#(change.from.rawValue)","to":"\#(change.to.rawValue)"}"#
                        .utf8)
            } else {
                output.append("null")
            }
            output.append("}\n")
        })
    }
}
