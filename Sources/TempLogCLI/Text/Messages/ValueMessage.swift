/// Values shown inside other messages: temperatures, days and times, sites, kinds.
enum ValueMessage: MessageArea {
    case dayRange(first: LocalizedText, last: LocalizedText)
    case kindName(name: Spelling)
    case both(first: LocalizedText, second: LocalizedText)
    case degreesCelsius(number: String)
    case date(date: Spelling)
    case dateAndTime(day: LocalizedText, time: Spelling)
    case siteName(name: Spelling)
    case takenWhen(time: Spelling, day: LocalizedText)
    case listed(takenAt: LocalizedText, stored: LocalizedText)
    case entries(first: LocalizedText, then: LocalizedText)
    case degreesFahrenheit(number: String)
    case asJudged(shown: LocalizedText, judged: LocalizedText)
    case disturbance(name: Spelling)
    case disturbanceFever(temperature: LocalizedText)
    case disturbanceTime(time: Spelling, usual: Spelling)
    case reasonFever
    case reasonTime

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .dayRange(let first, let last):
            return ("\(first) – \(last)", "\(first)〜\(last)")
        case .kindName(let name):
            return ("\(name.en)", "\(name.ja)")
        case .both(let first, let second):
            return ("\(first) and \(second)", "\(first)と\(second)")
        case .degreesCelsius(let number):
            return ("\(number) °C", "\(number)℃")
        case .date(let date):
            return ("\(date.en)", "\(date.ja)")
        case .dateAndTime(let day, let time):
            return ("\(day) \(time.en)", "\(day) \(time.ja)")
        case .siteName(let name):
            return ("\(name.en)", "\(name.ja)")
        case .takenWhen(let time, let day):
            return ("\(time.en) (\(day))", "\(day) \(time.ja)")
        case .listed(let takenAt, let stored):
            return ("\(takenAt), \(stored)", "\(takenAt)、\(stored)")
        case .entries(let first, let then):
            return ("\(first); \(then)", "\(first)、\(then)")
        case .degreesFahrenheit(let number):
            return ("\(number) °F", "\(number)°F")
        case .asJudged(let shown, let judged):
            return ("\(shown) (\(judged))", "\(shown)（\(judged)）")
        case .disturbance(let name):
            return ("\(name.en)", "\(name.ja)")
        case .disturbanceFever(let temperature):
            return ("fever \(temperature)", "発熱 \(temperature)")
        case .disturbanceTime(let time, let usual):
            return ("taken at \(time.en), usually \(usual.en)", "\(time.ja) に測定、いつもは \(usual.ja)")
        case .reasonFever:
            return ("fever", "発熱")
        case .reasonTime:
            return ("time", "測定時刻のずれ")
        }
    }
}
