@testable import TempLogCLI

extension AddMessage: CatalogExample {
    enum Kind: CaseIterable {
        case recorded
        case typedAs
        case forPerson
        case feverNotice
        case nearDuplicate
        case longAgo
        case daysAgo
        case yearsAgo
        case spelledAs
        case noteLine
        case aboveUsual
        case yourUsual
        case theirUsual
        case temperaturePrompt
        case promptTime
        case entryCancelled
        case symptomsPrompt
        case countdown
        case acceptedDurations
        case waitWithTemperature
        case waitNeedsTerminal
        case temperatureNeeded
        case basalBySetting
        case kindSetting
        case newPersonNearMiss
        case repeatedWallTime
        case personTemperature
        case basalLeftOut
    }

    var localized: LocalizedText { .add(self) }

    var kind: Kind {
        switch self {
        case .recorded: return .recorded
        case .typedAs: return .typedAs
        case .forPerson: return .forPerson
        case .feverNotice: return .feverNotice
        case .nearDuplicate: return .nearDuplicate
        case .longAgo: return .longAgo
        case .daysAgo: return .daysAgo
        case .yearsAgo: return .yearsAgo
        case .spelledAs: return .spelledAs
        case .noteLine: return .noteLine
        case .aboveUsual: return .aboveUsual
        case .yourUsual: return .yourUsual
        case .theirUsual: return .theirUsual
        case .temperaturePrompt: return .temperaturePrompt
        case .promptTime: return .promptTime
        case .entryCancelled: return .entryCancelled
        case .symptomsPrompt: return .symptomsPrompt
        case .countdown: return .countdown
        case .acceptedDurations: return .acceptedDurations
        case .waitWithTemperature: return .waitWithTemperature
        case .waitNeedsTerminal: return .waitNeedsTerminal
        case .temperatureNeeded: return .temperatureNeeded
        case .basalBySetting: return .basalBySetting
        case .kindSetting: return .kindSetting
        case .newPersonNearMiss: return .newPersonNearMiss
        case .repeatedWallTime: return .repeatedWallTime
        case .personTemperature: return .personTemperature
        case .basalLeftOut: return .basalLeftOut
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .recorded: return .recorded(reading: .example)
        case .typedAs: return .typedAs(typed: .verbatim("<typed>"))
        case .forPerson: return .forPerson(person: .verbatim("<person>"))
        case .feverNotice:
            return .feverNotice(
                temperature: .verbatim("<temperature>"), threshold: .verbatim("<threshold>"))
        case .nearDuplicate:
            return .nearDuplicate(
                temperature: .verbatim("<temperature>"),
                time: Spelling(en: "<time.en>", ja: "<time.ja>"), day: .verbatim("<day>"),
                id: "<id>")
        case .longAgo:
            return .longAgo(text: "<text>", ago: .verbatim("<ago>"), day: .verbatim("<day>"))
        case .daysAgo: return .daysAgo(days: 4_201)
        case .yearsAgo: return .yearsAgo(years: 4_201)
        case .spelledAs: return .spelledAs(spelling: "<spelling>", typed: "<typed>")
        case .noteLine: return .noteLine(reason: .verbatim("<reason>"))
        case .aboveUsual:
            return .aboveUsual(
                temperature: .verbatim("<temperature>"), difference: .verbatim("<difference>"),
                usual: .verbatim("<usual>"), usualTemperature: .verbatim("<usualTemperature>"))
        case .yourUsual: return .yourUsual
        case .theirUsual: return .theirUsual(person: .verbatim("<person>"))
        case .temperaturePrompt:
            return .temperaturePrompt(person: .verbatim("<person>"), time: .verbatim("<time>"))
        case .promptTime: return .promptTime(time: Spelling(en: "<time.en>", ja: "<time.ja>"))
        case .entryCancelled: return .entryCancelled
        case .symptomsPrompt: return .symptomsPrompt
        case .countdown: return .countdown(remaining: "<remaining>", bar: "<bar>")
        case .acceptedDurations: return .acceptedDurations
        case .waitWithTemperature: return .waitWithTemperature(temperature: "<temperature>")
        case .waitNeedsTerminal: return .waitNeedsTerminal
        case .temperatureNeeded: return .temperatureNeeded
        case .basalBySetting:
            return .basalBySetting(
                source: .verbatim("<source>"), temperature: .verbatim("<temperature>"),
                threshold: .verbatim("<threshold>"))
        case .kindSetting: return .kindSetting
        case .newPersonNearMiss:
            return .newPersonNearMiss(
                person: "<person>", similar: .verbatim("<similar>"), handle: "<handle>")
        case .repeatedWallTime:
            return .repeatedWallTime(
                time: .verbatim("<time>"), zone: "<zone>", offset: "<offset>", later: "<later>")
        case .personTemperature: return .personTemperature(temperature: .verbatim("<temperature>"))
        case .basalLeftOut: return .basalLeftOut(reason: .verbatim("<reason>"))
        }
    }
}
