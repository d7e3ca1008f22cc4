@testable import TempLogCLI

extension InputMessage: CatalogExample {
    enum Kind: CaseIterable {
        case wrongWeekday
        case timeTomorrow
        case timeSkipped
        case notATemperature
        case implausibleTemperature
        case implausibleTemperatureSuggestion
        case unitConflict
        case rangeCelsius
        case rangeFahrenheit
        case rangeBoth
        case notATime
        case dayNeedsTime
        case japaneseTwelve
        case timeInFuture
        case notADay
        case sinceAfterUntil
        case dayToCome
        case dayNotComeThisYear
        case untilInSinceYear
        case notAName
        case noteBidiCharacter
        case noteControlCharacter
        case noteTooLong
        case notASite
        case notAnID
        case noSuchIDInEmptyStore
        case noSuchID
        case ambiguousID
        case reservedName
        case timeBefore1970
        case idTooShort
        case notASymptom
        case notASymptomSuggestion
        case noneWithSymptoms
        case notStorable
        case notAKind
        case nameWithSpace
        case emptyProfileText
        case profileControlCharacter
        case profileTextTooLong
        case notASiteSuggestion
        case notADisturbance
        case notADisturbanceSuggestion
        case disturbedBodyReading
    }

    var localized: LocalizedText { .input(self) }

    var kind: Kind {
        switch self {
        case .wrongWeekday: return .wrongWeekday
        case .timeTomorrow: return .timeTomorrow
        case .timeSkipped: return .timeSkipped
        case .notATemperature: return .notATemperature
        case .implausibleTemperature: return .implausibleTemperature
        case .implausibleTemperatureSuggestion: return .implausibleTemperatureSuggestion
        case .unitConflict: return .unitConflict
        case .rangeCelsius: return .rangeCelsius
        case .rangeFahrenheit: return .rangeFahrenheit
        case .rangeBoth: return .rangeBoth
        case .notATime: return .notATime
        case .dayNeedsTime: return .dayNeedsTime
        case .japaneseTwelve: return .japaneseTwelve
        case .timeInFuture: return .timeInFuture
        case .notADay: return .notADay
        case .sinceAfterUntil: return .sinceAfterUntil
        case .dayToCome: return .dayToCome
        case .dayNotComeThisYear: return .dayNotComeThisYear
        case .untilInSinceYear: return .untilInSinceYear
        case .notAName: return .notAName
        case .noteBidiCharacter: return .noteBidiCharacter
        case .noteControlCharacter: return .noteControlCharacter
        case .noteTooLong: return .noteTooLong
        case .notASite: return .notASite
        case .notAnID: return .notAnID
        case .noSuchIDInEmptyStore: return .noSuchIDInEmptyStore
        case .noSuchID: return .noSuchID
        case .ambiguousID: return .ambiguousID
        case .reservedName: return .reservedName
        case .timeBefore1970: return .timeBefore1970
        case .idTooShort: return .idTooShort
        case .notASymptom: return .notASymptom
        case .notASymptomSuggestion: return .notASymptomSuggestion
        case .noneWithSymptoms: return .noneWithSymptoms
        case .notStorable: return .notStorable
        case .notAKind: return .notAKind
        case .nameWithSpace: return .nameWithSpace
        case .emptyProfileText: return .emptyProfileText
        case .profileControlCharacter: return .profileControlCharacter
        case .profileTextTooLong: return .profileTextTooLong
        case .notASiteSuggestion: return .notASiteSuggestion
        case .notADisturbance: return .notADisturbance
        case .notADisturbanceSuggestion: return .notADisturbanceSuggestion
        case .disturbedBodyReading: return .disturbedBodyReading
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .wrongWeekday:
            return .wrongWeekday(
                date: Spelling(en: "<date.en>", ja: "<date.ja>"),
                weekday: Spelling(en: "<weekday.en>", ja: "<weekday.ja>"), typed: "<typed>")
        case .timeTomorrow: return .timeTomorrow
        case .timeSkipped:
            return .timeSkipped(text: "<text>", zone: "<zone>", suggestion: "<suggestion>")
        case .notATemperature: return .notATemperature(text: "<text>")
        case .implausibleTemperature:
            return .implausibleTemperature(text: "<text>", accepted: .verbatim("<accepted>"))
        case .implausibleTemperatureSuggestion:
            return .implausibleTemperatureSuggestion(
                text: "<text>", accepted: .verbatim("<accepted>"), suggestion: "<suggestion>")
        case .unitConflict: return .unitConflict(text: "<text>", unit: "<unit>", option: "<option>")
        case .rangeCelsius: return .rangeCelsius
        case .rangeFahrenheit: return .rangeFahrenheit
        case .rangeBoth: return .rangeBoth
        case .notATime:
            return .notATime(
                text: "<text>", days: Spelling(en: "<days.en>", ja: "<days.ja>"), iso: "<iso>")
        case .dayNeedsTime: return .dayNeedsTime(text: "<text>", suggestion: "<suggestion>")
        case .japaneseTwelve: return .japaneseTwelve(text: "<text>")
        case .timeInFuture:
            return .timeInFuture(
                text: "<text>", now: .verbatim("<now>"),
                time: Spelling(en: "<time.en>", ja: "<time.ja>"),
                day: Spelling(en: "<day.en>", ja: "<day.ja>"))
        case .notADay:
            return .notADay(
                text: "<text>", forms: Spelling(en: "<forms.en>", ja: "<forms.ja>"),
                weekday: "<weekday>")
        case .dayToCome:
            return .dayToCome(
                text: "<text>", date: .verbatim("<date>"), today: .verbatim("<today>"),
                suggestion: "<suggestion>")
        case .dayNotComeThisYear:
            return .dayNotComeThisYear(
                option: "<option>", text: "<text>", date: .verbatim("<date>"))
        case .untilInSinceYear:
            return .untilInSinceYear(text: "<text>", date: .verbatim("<date>"))
        case .sinceAfterUntil:
            return .sinceAfterUntil(since: .verbatim("<since>"), until: .verbatim("<until>"))
        case .notAName: return .notAName(text: "<text>")
        case .noteBidiCharacter: return .noteBidiCharacter(code: "<code>")
        case .noteControlCharacter: return .noteControlCharacter(code: "<code>")
        case .noteTooLong: return .noteTooLong(length: 4_201, limit: 4_202)
        case .notASite:
            return .notASite(
                text: "<text>", names: Spelling(en: "<names.en>", ja: "<names.ja>"),
                synonyms: Spelling(en: "<synonyms.en>", ja: "<synonyms.ja>"))
        case .notAnID: return .notAnID(text: "<text>")
        case .noSuchIDInEmptyStore: return .noSuchIDInEmptyStore(prefix: "<prefix>")
        case .noSuchID: return .noSuchID(prefix: "<prefix>")
        case .ambiguousID: return .ambiguousID(prefix: "<prefix>", count: 4_201, ids: "<ids>")
        case .reservedName: return .reservedName(text: "<text>")
        case .timeBefore1970: return .timeBefore1970(text: "<text>")
        case .idTooShort: return .idTooShort(text: "<text>", minimum: 4_201)
        case .notASymptom:
            return .notASymptom(
                text: "<text>", accepted: Spelling(en: "<accepted.en>", ja: "<accepted.ja>"))
        case .notASymptomSuggestion:
            return .notASymptomSuggestion(text: "<text>", suggestion: "<suggestion>")
        case .noneWithSymptoms: return .noneWithSymptoms
        case .notStorable: return .notStorable(key: "<key>")
        case .notAKind: return .notAKind(text: "<text>", accepted: .verbatim("<accepted>"))
        case .nameWithSpace: return .nameWithSpace(text: "<text>")
        case .emptyProfileText: return .emptyProfileText(field: "<field>")
        case .profileControlCharacter: return .profileControlCharacter(code: "<code>")
        case .profileTextTooLong: return .profileTextTooLong(length: 4201, limit: 4201)
        case .notASiteSuggestion:
            return .notASiteSuggestion(text: "<text>", suggestion: "<suggestion>")
        case .notADisturbance:
            return .notADisturbance(
                text: "<text>", accepted: Spelling(en: "<accepted.en>", ja: "<accepted.ja>"))
        case .notADisturbanceSuggestion:
            return .notADisturbanceSuggestion(text: "<text>", suggestion: "<suggestion>")
        case .disturbedBodyReading: return .disturbedBodyReading(reason: .verbatim("<reason>"))
        }
    }
}
