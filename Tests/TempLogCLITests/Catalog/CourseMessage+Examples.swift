@testable import TempLogCLI

extension CourseMessage: CatalogExample {
    enum Kind: CaseIterable {
        case courseDocumentKind
        case courseHeading
        case courseOnset
        case courseOnsetGiven
        case courseFeverFreeDay
        case courseNotYetFever
        case courseNotYetFeverReducer
        case courseNotYetUnmeasured
        case courseHighest
        case courseHighestAt
        case courseAbsence
        case coursePeriod
        case courseAbsenceFrom
        case courseFirstDayBack
        case courseFirstDayBackNursery
        case courseFirstDayBackNotYet
        case courseRuleInfluenza
        case courseRuleInfluenzaPreschool
        case courseWhoDecides
        case courseDateAndDay
        case courseDayNumber
        case courseDoses
        case courseRemarks
        case courseMarks
        case courseDaysFeverFree
        case courseFirstDayBackMark
        case courseFirstDayBackMarkNursery
        case courseNotCounted
        case courseNotCountedNote
        case courseFilledIn
    }

    var localized: LocalizedText { .course(self) }

    var kind: Kind {
        switch self {
        case .courseDocumentKind: return .courseDocumentKind
        case .courseHeading: return .courseHeading
        case .courseOnset: return .courseOnset
        case .courseOnsetGiven: return .courseOnsetGiven
        case .courseFeverFreeDay: return .courseFeverFreeDay
        case .courseNotYetFever: return .courseNotYetFever
        case .courseNotYetFeverReducer: return .courseNotYetFeverReducer
        case .courseNotYetUnmeasured: return .courseNotYetUnmeasured
        case .courseHighest: return .courseHighest
        case .courseHighestAt: return .courseHighestAt
        case .courseAbsence: return .courseAbsence
        case .coursePeriod: return .coursePeriod
        case .courseAbsenceFrom: return .courseAbsenceFrom
        case .courseFirstDayBack: return .courseFirstDayBack
        case .courseFirstDayBackNursery: return .courseFirstDayBackNursery
        case .courseFirstDayBackNotYet: return .courseFirstDayBackNotYet
        case .courseRuleInfluenza: return .courseRuleInfluenza
        case .courseRuleInfluenzaPreschool: return .courseRuleInfluenzaPreschool
        case .courseWhoDecides: return .courseWhoDecides
        case .courseDateAndDay: return .courseDateAndDay
        case .courseDayNumber: return .courseDayNumber
        case .courseDoses: return .courseDoses
        case .courseRemarks: return .courseRemarks
        case .courseMarks: return .courseMarks
        case .courseDaysFeverFree: return .courseDaysFeverFree
        case .courseFirstDayBackMark: return .courseFirstDayBackMark
        case .courseFirstDayBackMarkNursery: return .courseFirstDayBackMarkNursery
        case .courseNotCounted: return .courseNotCounted
        case .courseNotCountedNote: return .courseNotCountedNote
        case .courseFilledIn: return .courseFilledIn
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .courseDocumentKind: return .courseDocumentKind
        case .courseHeading: return .courseHeading(name: "<name>")
        case .courseOnset: return .courseOnset
        case .courseOnsetGiven: return .courseOnsetGiven
        case .courseFeverFreeDay: return .courseFeverFreeDay
        case .courseNotYetFever: return .courseNotYetFever
        case .courseNotYetFeverReducer: return .courseNotYetFeverReducer
        case .courseNotYetUnmeasured: return .courseNotYetUnmeasured(day: "<day>")
        case .courseHighest: return .courseHighest
        case .courseHighestAt: return .courseHighestAt(temperature: "<temperature>", time: "<time>")
        case .courseAbsence: return .courseAbsence
        case .coursePeriod: return .coursePeriod(first: "<first>", last: "<last>")
        case .courseAbsenceFrom: return .courseAbsenceFrom(first: "<first>")
        case .courseFirstDayBack: return .courseFirstDayBack
        case .courseFirstDayBackNursery: return .courseFirstDayBackNursery
        case .courseFirstDayBackNotYet: return .courseFirstDayBackNotYet
        case .courseRuleInfluenza: return .courseRuleInfluenza
        case .courseRuleInfluenzaPreschool: return .courseRuleInfluenzaPreschool
        case .courseWhoDecides: return .courseWhoDecides
        case .courseDateAndDay: return .courseDateAndDay
        case .courseDayNumber: return .courseDayNumber(number: 4_202)
        case .courseDoses: return .courseDoses
        case .courseRemarks: return .courseRemarks
        case .courseMarks: return .courseMarks
        case .courseDaysFeverFree: return .courseDaysFeverFree(days: 4_201)
        case .courseFirstDayBackMark: return .courseFirstDayBackMark
        case .courseFirstDayBackMarkNursery: return .courseFirstDayBackMarkNursery
        case .courseNotCounted: return .courseNotCounted
        case .courseNotCountedNote: return .courseNotCountedNote
        case .courseFilledIn: return .courseFilledIn
        }
    }
}
