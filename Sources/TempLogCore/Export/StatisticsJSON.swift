import TempLogText

extension ReadingStatistics {
    /// The summary as one line of JSON (`stats --json`): `who`, `since`, `until`, `days`,
    /// `daysCovered`, `daysMissing`, `readings`, `minCelsius`, `meanCelsius`, `maxCelsius`,
    /// `usualMorningCelsius` (the usual temperature), `feverThresholdCelsius`, `feverReadings`,
    /// `feverEpisodes`
    /// (`start`, `end`, `maxCelsius`), `firstDay`, `lastDay`. Temperatures are in °C as held:
    /// one decimal, or two when the value has hundredths.
    package var jsonLine: String {
        let stats = self
        return String(building: { output in
            // Every temperature as it is held: `36.5`, or `36.47` when it has hundredths.
            func number(_ key: String, _ value: Temperature?) {
                output.append(contentsOf: ",\"\(key)\":".utf8)
                if let value {
                    value.appendStored(to: &output)
                } else {
                    output.append("null")
                }
            }
            func day(_ key: String, _ value: LocalDate?) {
                output.append(contentsOf: ",\"\(key)\":".utf8)
                output.append(contentsOf: (value.map { "\"\($0.isoText)\"" } ?? "null").utf8)
            }
            output.append(#"{"who":"#)
            if let who = stats.person.who {
                ReadingLine.appendJSONString(who, to: &output)
            } else {
                output.append("null")
            }
            day("since", stats.days.first)
            day("until", stats.days.last)
            output.append(
                contentsOf:
                    #","days":\#(stats.days.count),"daysCovered":\#(stats.daysCovered),"daysMissing":\#(stats.daysMissing),"readings":\#(stats.count)"#
                    .utf8)
            number("minCelsius", stats.minimum)
            number("meanCelsius", stats.mean)
            number("maxCelsius", stats.maximum)
            number("usualMorningCelsius", stats.usualTemperature)
            number("feverThresholdCelsius", stats.fever.temperature)
            output.append(
                contentsOf: #","feverReadings":\#(stats.feverReadings),"feverEpisodes":["#.utf8)
            for (index, episode) in stats.feverEpisodes.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.append(
                    contentsOf:
                        #"{"start":"\#(episode.start.isoText)","end":"\#(episode.end.isoText)","maxCelsius":"#
                        .utf8)
                episode.peak.appendStored(to: &output)
                output.append(UInt8(ascii: "}"))
            }
            output.append(UInt8(ascii: "]"))
            day("firstDay", stats.firstDay)
            day("lastDay", stats.lastDay)
            output.append("}\n")
        })
    }
}
