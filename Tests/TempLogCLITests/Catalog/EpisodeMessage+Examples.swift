@testable import TempLogCLI

extension EpisodeMessage: CatalogExample {
    enum Kind: CaseIterable {
        case heading
        case labelOnset
        case onsetFound
        case onsetGiven
        case labelHighest
        case readingAt
        case labelFeverDays
        case labelDoses
        case doseAt
        case labelLastFever
        case labelFeverFreeDay
        case feverToday
        case feverReducerToday
        case noReadingSince
        case labelUnmeasured
        case unmeasured
        case labelFeverFree
        case feverFreeSinceFever
        case feverFreeSinceReducer
        case labelToday
        case todayAfterOnset
        case todayAfterBoth
        case ruleInfluenza
        case ruleInfluenzaPreschool
        case absence
        case firstDayBack
        case backOnceFeverGone
        case schoolDecides
        case columnDay
        case dayNumber
        case columnHighest
        case highestMark
        case noFever
        case noFeverForPerson
        case noFeverSince
        case noFeverForPersonSince
        case onsetInFuture
        case onsetAfterFirstFever
    }

    var localized: LocalizedText { .episode(self) }

    var kind: Kind {
        switch self {
        case .heading: return .heading
        case .labelOnset: return .labelOnset
        case .onsetFound: return .onsetFound
        case .onsetGiven: return .onsetGiven
        case .labelHighest: return .labelHighest
        case .readingAt: return .readingAt
        case .labelFeverDays: return .labelFeverDays
        case .labelDoses: return .labelDoses
        case .doseAt: return .doseAt
        case .labelLastFever: return .labelLastFever
        case .labelFeverFreeDay: return .labelFeverFreeDay
        case .feverToday: return .feverToday
        case .feverReducerToday: return .feverReducerToday
        case .noReadingSince: return .noReadingSince
        case .labelUnmeasured: return .labelUnmeasured
        case .unmeasured: return .unmeasured
        case .labelFeverFree: return .labelFeverFree
        case .feverFreeSinceFever: return .feverFreeSinceFever
        case .feverFreeSinceReducer: return .feverFreeSinceReducer
        case .labelToday: return .labelToday
        case .todayAfterOnset: return .todayAfterOnset
        case .todayAfterBoth: return .todayAfterBoth
        case .ruleInfluenza: return .ruleInfluenza
        case .ruleInfluenzaPreschool: return .ruleInfluenzaPreschool
        case .absence: return .absence
        case .firstDayBack: return .firstDayBack
        case .backOnceFeverGone: return .backOnceFeverGone
        case .schoolDecides: return .schoolDecides
        case .columnDay: return .columnDay
        case .dayNumber: return .dayNumber
        case .columnHighest: return .columnHighest
        case .highestMark: return .highestMark
        case .noFever: return .noFever
        case .noFeverForPerson: return .noFeverForPerson
        case .noFeverSince: return .noFeverSince
        case .noFeverForPersonSince: return .noFeverForPersonSince
        case .onsetInFuture: return .onsetInFuture
        case .onsetAfterFirstFever: return .onsetAfterFirstFever
        }
    }

    static func example(of kind: Kind) -> EpisodeMessage {
        switch kind {
        case .heading:
            return .heading(person: .verbatim("<person>"), threshold: .verbatim("<threshold>"))
        case .labelOnset: return .labelOnset
        case .onsetFound:
            return .onsetFound(
                day: .verbatim("<day>"), temperature: .verbatim("<temperature>"),
                when: .verbatim("<when>"))
        case .onsetGiven:
            return .onsetGiven(
                day: .verbatim("<day>"), temperature: .verbatim("<temperature>"),
                when: .verbatim("<when>"))
        case .labelHighest: return .labelHighest
        case .readingAt:
            return .readingAt(temperature: .verbatim("<temperature>"), when: .verbatim("<when>"))
        case .labelFeverDays: return .labelFeverDays
        case .labelDoses: return .labelDoses
        case .doseAt:
            return .doseAt(medicine: .verbatim("<medicine>"), when: .verbatim("<when>"))
        case .labelLastFever: return .labelLastFever
        case .labelFeverFreeDay: return .labelFeverFreeDay
        case .feverToday: return .feverToday
        case .feverReducerToday: return .feverReducerToday
        case .noReadingSince: return .noReadingSince
        case .labelUnmeasured: return .labelUnmeasured
        case .unmeasured:
            return .unmeasured(days: .verbatim("<days>"))
        case .labelFeverFree: return .labelFeverFree
        case .feverFreeSinceFever:
            return .feverFreeSinceFever(
                time: Spelling(en: "<time.en>", ja: "<time.ja>"), since: .verbatim("<since>"),
                latest: .verbatim("<latest>"))
        case .feverFreeSinceReducer:
            return .feverFreeSinceReducer(
                time: Spelling(en: "<time.en>", ja: "<time.ja>"), since: .verbatim("<since>"),
                latest: .verbatim("<latest>"))
        case .labelToday: return .labelToday
        case .todayAfterOnset:
            return .todayAfterOnset(day: .verbatim("<day>"), sinceOnset: 4_201)
        case .todayAfterBoth:
            return .todayAfterBoth(
                day: .verbatim("<day>"), sinceOnset: 4_201, sinceFeverFree: 4_202)
        case .ruleInfluenza: return .ruleInfluenza
        case .ruleInfluenzaPreschool: return .ruleInfluenzaPreschool
        case .absence:
            return .absence(days: .verbatim("<days>"))
        case .firstDayBack:
            return .firstDayBack(
                day: .verbatim("<day>"), onsetDays: 4_201, fromOnset: .verbatim("<fromOnset>"),
                feverFreeDays: 4_202, fromFeverFree: .verbatim("<fromFeverFree>"))
        case .backOnceFeverGone:
            return .backOnceFeverGone(earliest: .verbatim("<earliest>"), onsetDays: 4_201)
        case .schoolDecides: return .schoolDecides
        case .columnDay: return .columnDay
        case .dayNumber:
            return .dayNumber(number: 4_201)
        case .columnHighest: return .columnHighest
        case .highestMark: return .highestMark
        case .noFever:
            return .noFever(threshold: .verbatim("<threshold>"))
        case .noFeverForPerson:
            return .noFeverForPerson(
                person: .verbatim("<person>"), threshold: .verbatim("<threshold>"))
        case .noFeverSince:
            return .noFeverSince(day: .verbatim("<day>"), threshold: .verbatim("<threshold>"))
        case .noFeverForPersonSince:
            return .noFeverForPersonSince(
                person: .verbatim("<person>"), day: .verbatim("<day>"),
                threshold: .verbatim("<threshold>"))
        case .onsetInFuture:
            return .onsetInFuture(text: "<text>", today: .verbatim("<today>"))
        case .onsetAfterFirstFever:
            return .onsetAfterFirstFever(
                text: "<text>", temperature: .verbatim("<temperature>"), when: .verbatim("<when>"))
        }
    }
}
