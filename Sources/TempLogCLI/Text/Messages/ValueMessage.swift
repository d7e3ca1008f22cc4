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
        }
    }
}
