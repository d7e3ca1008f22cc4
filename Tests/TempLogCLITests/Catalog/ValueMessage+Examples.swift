@testable import TempLogCLI

extension ValueMessage: CatalogExample {
    enum Kind: CaseIterable {
        case entries
        case dayRange
        case kindName
        case both
        case degreesCelsius
        case date
        case dateAndTime
        case siteName
        case takenWhen
        case listed
        case degreesFahrenheit
        case asJudged
        case disturbance
        case disturbanceFever
        case disturbanceTime
        case reasonFever
        case reasonTime
    }

    var localized: LocalizedText { .value(self) }

    var kind: Kind {
        switch self {
        case .entries: return .entries
        case .dayRange: return .dayRange
        case .kindName: return .kindName
        case .both: return .both
        case .degreesCelsius: return .degreesCelsius
        case .date: return .date
        case .dateAndTime: return .dateAndTime
        case .siteName: return .siteName
        case .takenWhen: return .takenWhen
        case .listed: return .listed
        case .degreesFahrenheit: return .degreesFahrenheit
        case .asJudged: return .asJudged
        case .disturbance: return .disturbance
        case .disturbanceFever: return .disturbanceFever
        case .disturbanceTime: return .disturbanceTime
        case .reasonFever: return .reasonFever
        case .reasonTime: return .reasonTime
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .entries: return .entries(first: .verbatim("<first>"), then: .verbatim("<then>"))
        case .dayRange: return .dayRange(first: .verbatim("<first>"), last: .verbatim("<last>"))
        case .kindName: return .kindName(name: Spelling(en: "<name.en>", ja: "<name.ja>"))
        case .both: return .both(first: .verbatim("<first>"), second: .verbatim("<second>"))
        case .degreesCelsius: return .degreesCelsius(number: "<number>")
        case .date: return .date(date: Spelling(en: "<date.en>", ja: "<date.ja>"))
        case .dateAndTime:
            return .dateAndTime(
                day: .verbatim("<day>"), time: Spelling(en: "<time.en>", ja: "<time.ja>"))
        case .siteName: return .siteName(name: Spelling(en: "<name.en>", ja: "<name.ja>"))
        case .takenWhen:
            return .takenWhen(
                time: Spelling(en: "<time.en>", ja: "<time.ja>"), day: .verbatim("<day>"))
        case .listed: return .listed(takenAt: .verbatim("<takenAt>"), stored: .verbatim("<stored>"))
        case .degreesFahrenheit: return .degreesFahrenheit(number: "<number>")
        case .asJudged:
            return .asJudged(shown: .verbatim("<shown>"), judged: .verbatim("<judged>"))
        case .disturbance: return .disturbance(name: Spelling(en: "<name.en>", ja: "<name.ja>"))
        case .disturbanceFever: return .disturbanceFever(temperature: .verbatim("<temperature>"))
        case .disturbanceTime:
            return .disturbanceTime(
                time: Spelling(en: "<time.en>", ja: "<time.ja>"),
                usual: Spelling(en: "<usual.en>", ja: "<usual.ja>"))
        case .reasonFever: return .reasonFever
        case .reasonTime: return .reasonTime
        }
    }
}
