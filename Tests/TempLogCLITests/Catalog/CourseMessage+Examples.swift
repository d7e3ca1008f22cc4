@testable import TempLogCLI

extension CourseMessage: CatalogExample {
    enum Kind: CaseIterable {
        case courseDocumentKind
        case courseHeading
        case courseOnset
        case courseOnsetGiven
        case courseFeverFreeDay
        case courseHighest
        case courseHighestAt
        case courseAbsence
        case coursePeriod
        case courseAbsenceFrom
        case courseFirstDayBack
        case courseFirstDayBackNursery
        case courseFirstDayBackNotYet
        case courseDateAndDay
        case courseDayNumber
        case courseAfterFeverReducer
        case courseAfterFeverReducerNote
        case courseDoses
        case courseRemarks
        case courseMarks
        case courseDaysFeverFree
        case courseFirstDayBackMark
        case courseFirstDayBackMarkNursery
        case courseNotCounted
        case courseNotCountedNote
        case courseFilledIn
        case optionOnlyWithSheet
    }

    var localized: LocalizedText { .course(self) }

    var kind: Kind {
        switch self {
        case .courseDocumentKind: return .courseDocumentKind
        case .courseHeading: return .courseHeading
        case .courseOnset: return .courseOnset
        case .courseOnsetGiven: return .courseOnsetGiven
        case .courseFeverFreeDay: return .courseFeverFreeDay
        case .courseHighest: return .courseHighest
        case .courseHighestAt: return .courseHighestAt
        case .courseAbsence: return .courseAbsence
        case .coursePeriod: return .coursePeriod
        case .courseAbsenceFrom: return .courseAbsenceFrom
        case .courseFirstDayBack: return .courseFirstDayBack
        case .courseFirstDayBackNursery: return .courseFirstDayBackNursery
        case .courseFirstDayBackNotYet: return .courseFirstDayBackNotYet
        case .courseDateAndDay: return .courseDateAndDay
        case .courseDayNumber: return .courseDayNumber
        case .courseAfterFeverReducer: return .courseAfterFeverReducer
        case .courseAfterFeverReducerNote: return .courseAfterFeverReducerNote
        case .courseDoses: return .courseDoses
        case .courseRemarks: return .courseRemarks
        case .courseMarks: return .courseMarks
        case .courseDaysFeverFree: return .courseDaysFeverFree
        case .courseFirstDayBackMark: return .courseFirstDayBackMark
        case .courseFirstDayBackMarkNursery: return .courseFirstDayBackMarkNursery
        case .courseNotCounted: return .courseNotCounted
        case .courseNotCountedNote: return .courseNotCountedNote
        case .courseFilledIn: return .courseFilledIn
        case .optionOnlyWithSheet: return .optionOnlyWithSheet
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .courseDocumentKind: return .courseDocumentKind
        case .courseHeading: return .courseHeading(name: "<name>")
        case .courseOnset: return .courseOnset
        case .courseOnsetGiven: return .courseOnsetGiven
        case .courseFeverFreeDay: return .courseFeverFreeDay
        case .courseHighest: return .courseHighest
        case .courseHighestAt: return .courseHighestAt(temperature: "<temperature>", time: "<time>")
        case .courseAbsence: return .courseAbsence
        case .coursePeriod: return .coursePeriod(first: "<first>", last: "<last>")
        case .courseAbsenceFrom: return .courseAbsenceFrom(first: "<first>")
        case .courseFirstDayBack: return .courseFirstDayBack
        case .courseFirstDayBackNursery: return .courseFirstDayBackNursery
        case .courseFirstDayBackNotYet: return .courseFirstDayBackNotYet
        case .courseDateAndDay: return .courseDateAndDay
        case .courseDayNumber: return .courseDayNumber(number: 4_201)
        case .courseAfterFeverReducer: return .courseAfterFeverReducer
        case .courseAfterFeverReducerNote: return .courseAfterFeverReducerNote
        case .courseDoses: return .courseDoses
        case .courseRemarks: return .courseRemarks
        case .courseMarks: return .courseMarks
        case .courseDaysFeverFree: return .courseDaysFeverFree(days: 4_201)
        case .courseFirstDayBackMark: return .courseFirstDayBackMark
        case .courseFirstDayBackMarkNursery: return .courseFirstDayBackMarkNursery
        case .courseNotCounted: return .courseNotCounted
        case .courseNotCountedNote: return .courseNotCountedNote
        case .courseFilledIn: return .courseFilledIn
        case .optionOnlyWithSheet: return .optionOnlyWithSheet(option: "<option>")
        }
    }
}
