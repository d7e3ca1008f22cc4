@testable import TempLogCLI

extension ReportMessage: CatalogExample {
    enum Kind: CaseIterable {
        case profileFieldsNotSet
        case profileFieldsRemoved
        case reportDayHighest
        case reportAndThen
        case reportReading
        case reportMorning
        case statsFirstLastValue
        case noReadingsYet
        case noReadingsForPerson
        case noReadingsOnDay
        case noReadingsOnDayForPerson
        case noReadingToday
        case noReadingTodayForPerson
        case you
        case columnDate
        case columnTime
        case columnTemperature
        case columnFever
        case columnSite
        case columnWho
        case columnNote
        case feverMark
        case columnReadings
        case columnLastReading
        case statsSpan
        case statsNoDays
        case statsReadingsLabel
        case statsReadings
        case statsLowest
        case statsAverage
        case statsHighest
        case statsUsualMorning
        case statsUsualMorningValue
        case statsFeverReadings
        case statsFeverReadingsValue
        case statsFeverEpisodes
        case statsNone
        case statsEpisodes
        case statsEpisode
        case statsFirstLast
        case chartTitle
        case chartNoReadings
        case reportMissing
        case reportFever
        case columnToday
        case noReadingYet
        case chartNoReadingsOf
        case notEnoughReadingsYet
        case symptomList
        case columnSymptoms
        case reportEvening
        case noReadingsOfName
        case noReadingsInEmptyStore
        case formerNameNote
        case profileSaved
        case profileUnchanged
        case profileField
        case fieldDisplayName
        case fieldSchool
        case fieldClass
        case fieldNumber
        case columnDisplayName
        case columnSchool
        case columnClass
        case columnNumber
        case profileNothingToSet
        case profileNearMiss
        case profileFever
        case fieldFever
        case columnFeverThreshold
    }

    var localized: LocalizedText { .report(self) }

    var kind: Kind {
        switch self {
        case .profileFieldsNotSet: return .profileFieldsNotSet
        case .profileFieldsRemoved: return .profileFieldsRemoved
        case .reportDayHighest: return .reportDayHighest
        case .reportAndThen: return .reportAndThen
        case .reportReading: return .reportReading
        case .reportMorning: return .reportMorning
        case .statsFirstLastValue: return .statsFirstLastValue
        case .noReadingsYet: return .noReadingsYet
        case .noReadingsForPerson: return .noReadingsForPerson
        case .noReadingsOnDay: return .noReadingsOnDay
        case .noReadingsOnDayForPerson: return .noReadingsOnDayForPerson
        case .noReadingToday: return .noReadingToday
        case .noReadingTodayForPerson: return .noReadingTodayForPerson
        case .you: return .you
        case .columnDate: return .columnDate
        case .columnTime: return .columnTime
        case .columnTemperature: return .columnTemperature
        case .columnFever: return .columnFever
        case .columnSite: return .columnSite
        case .columnWho: return .columnWho
        case .columnNote: return .columnNote
        case .feverMark: return .feverMark
        case .columnReadings: return .columnReadings
        case .columnLastReading: return .columnLastReading
        case .statsSpan: return .statsSpan
        case .statsNoDays: return .statsNoDays
        case .statsReadingsLabel: return .statsReadingsLabel
        case .statsReadings: return .statsReadings
        case .statsLowest: return .statsLowest
        case .statsAverage: return .statsAverage
        case .statsHighest: return .statsHighest
        case .statsUsualMorning: return .statsUsualMorning
        case .statsUsualMorningValue: return .statsUsualMorningValue
        case .statsFeverReadings: return .statsFeverReadings
        case .statsFeverReadingsValue: return .statsFeverReadingsValue
        case .statsFeverEpisodes: return .statsFeverEpisodes
        case .statsNone: return .statsNone
        case .statsEpisodes: return .statsEpisodes
        case .statsEpisode: return .statsEpisode
        case .statsFirstLast: return .statsFirstLast
        case .chartTitle: return .chartTitle
        case .chartNoReadings: return .chartNoReadings
        case .reportMissing: return .reportMissing
        case .reportFever: return .reportFever
        case .columnToday: return .columnToday
        case .noReadingYet: return .noReadingYet
        case .chartNoReadingsOf: return .chartNoReadingsOf
        case .notEnoughReadingsYet: return .notEnoughReadingsYet
        case .symptomList: return .symptomList
        case .columnSymptoms: return .columnSymptoms
        case .reportEvening: return .reportEvening
        case .noReadingsOfName: return .noReadingsOfName
        case .noReadingsInEmptyStore: return .noReadingsInEmptyStore
        case .formerNameNote: return .formerNameNote
        case .profileSaved: return .profileSaved
        case .profileUnchanged: return .profileUnchanged
        case .profileField: return .profileField
        case .fieldDisplayName: return .fieldDisplayName
        case .fieldSchool: return .fieldSchool
        case .fieldClass: return .fieldClass
        case .fieldNumber: return .fieldNumber
        case .columnDisplayName: return .columnDisplayName
        case .columnSchool: return .columnSchool
        case .columnClass: return .columnClass
        case .columnNumber: return .columnNumber
        case .profileNothingToSet: return .profileNothingToSet
        case .profileNearMiss: return .profileNearMiss
        case .profileFever: return .profileFever
        case .fieldFever: return .fieldFever
        case .columnFeverThreshold: return .columnFeverThreshold
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .profileFieldsNotSet:
            return .profileFieldsNotSet(
                person: .verbatim("<person>"), fields: .verbatim("<fields>"))
        case .profileFieldsRemoved:
            return .profileFieldsRemoved(
                person: .verbatim("<person>"), fields: .verbatim("<fields>"))
        case .reportDayHighest:
            return .reportDayHighest(
                readings: .verbatim("<readings>"), temperature: .verbatim("<temperature>"),
                time: "<time>")
        case .reportAndThen:
            return .reportAndThen(first: .verbatim("<first>"), then: .verbatim("<then>"))
        case .reportReading:
            return .reportReading(time: "<time>", temperature: .verbatim("<temperature>"))
        case .reportMorning:
            return .reportMorning(time: "<time>", temperature: .verbatim("<temperature>"))
        case .statsFirstLastValue:
            return .statsFirstLastValue(first: .verbatim("<first>"), last: .verbatim("<last>"))
        case .noReadingsYet: return .noReadingsYet
        case .noReadingsForPerson: return .noReadingsForPerson(person: .verbatim("<person>"))
        case .noReadingsOnDay: return .noReadingsOnDay(day: .verbatim("<day>"))
        case .noReadingsOnDayForPerson:
            return .noReadingsOnDayForPerson(day: .verbatim("<day>"), person: .verbatim("<person>"))
        case .noReadingToday: return .noReadingToday
        case .noReadingTodayForPerson:
            return .noReadingTodayForPerson(person: .verbatim("<person>"))
        case .you: return .you
        case .columnDate: return .columnDate
        case .columnTime: return .columnTime
        case .columnTemperature: return .columnTemperature
        case .columnFever: return .columnFever
        case .columnSite: return .columnSite
        case .columnWho: return .columnWho
        case .columnNote: return .columnNote
        case .feverMark: return .feverMark
        case .columnReadings: return .columnReadings
        case .columnLastReading: return .columnLastReading
        case .statsSpan:
            return .statsSpan(
                name: "<name>", first: .verbatim("<first>"), last: .verbatim("<last>"), days: 4_201)
        case .statsNoDays: return .statsNoDays(person: "<person>")
        case .statsReadingsLabel: return .statsReadingsLabel
        case .statsReadings: return .statsReadings(count: 4_201, days: 4_202, missing: 4_203)
        case .statsLowest: return .statsLowest
        case .statsAverage: return .statsAverage
        case .statsHighest: return .statsHighest
        case .statsUsualMorning: return .statsUsualMorning
        case .statsUsualMorningValue:
            return .statsUsualMorningValue(temperature: .verbatim("<temperature>"))
        case .statsFeverReadings: return .statsFeverReadings
        case .statsFeverReadingsValue:
            return .statsFeverReadingsValue(count: 4_201, threshold: .verbatim("<threshold>"))
        case .statsFeverEpisodes: return .statsFeverEpisodes
        case .statsNone: return .statsNone
        case .statsEpisodes: return .statsEpisodes(count: 4_201, episodes: .verbatim("<episodes>"))
        case .statsEpisode:
            return .statsEpisode(days: .verbatim("<days>"), highest: .verbatim("<highest>"))
        case .statsFirstLast: return .statsFirstLast
        case .chartTitle:
            return .chartTitle(person: "<person>", threshold: .verbatim("<threshold>"))
        case .chartNoReadings: return .chartNoReadings
        case .reportMissing: return .reportMissing
        case .reportFever: return .reportFever(reading: .verbatim("<reading>"))
        case .columnToday: return .columnToday
        case .noReadingYet: return .noReadingYet
        case .chartNoReadingsOf:
            return .chartNoReadingsOf(person: .verbatim("<person>"), others: .verbatim("<others>"))
        case .notEnoughReadingsYet: return .notEnoughReadingsYet
        case .symptomList: return .symptomList(names: Spelling(en: "<names.en>", ja: "<names.ja>"))
        case .columnSymptoms: return .columnSymptoms
        case .reportEvening:
            return .reportEvening(time: "<time>", temperature: .verbatim("<temperature>"))
        case .noReadingsOfName:
            return .noReadingsOfName(name: "<name>", known: .verbatim("<known>"))
        case .noReadingsInEmptyStore: return .noReadingsInEmptyStore(name: "<name>")
        case .formerNameNote: return .formerNameNote(name: "<name>")
        case .profileSaved:
            return .profileSaved(person: .verbatim("<person>"), fields: .verbatim("<fields>"))
        case .profileUnchanged: return .profileUnchanged(person: .verbatim("<person>"))
        case .profileField: return .profileField(field: .verbatim("<field>"), value: "<value>")
        case .fieldDisplayName: return .fieldDisplayName
        case .fieldSchool: return .fieldSchool
        case .fieldClass: return .fieldClass
        case .fieldNumber: return .fieldNumber
        case .columnDisplayName: return .columnDisplayName
        case .columnSchool: return .columnSchool
        case .columnClass: return .columnClass
        case .columnNumber: return .columnNumber
        case .profileNothingToSet:
            return .profileNothingToSet(options: Spelling(en: "<options.en>", ja: "<options.ja>"))
        case .profileNearMiss:
            return .profileNearMiss(person: "<person>", similar: .verbatim("<similar>"))
        case .profileFever: return .profileFever(threshold: .verbatim("<threshold>"))
        case .fieldFever: return .fieldFever
        case .columnFeverThreshold: return .columnFeverThreshold
        }
    }
}
