/// `episode --sheet`: the course of a fever on one printed page.
enum CourseMessage: MessageArea {
    case courseDocumentKind
    case courseHeading(name: String)
    case courseOnset
    case courseOnsetGiven
    case courseFeverFreeDay
    case courseHighest
    case courseHighestAt(temperature: String, time: String)
    case courseAbsence
    case coursePeriod(first: String, last: String)
    case courseAbsenceFrom(first: String)
    case courseFirstDayBack
    case courseFirstDayBackNursery
    case courseFirstDayBackNotYet
    case courseDateAndDay
    case courseDayNumber(number: Int)
    case courseAfterFeverReducer
    case courseAfterFeverReducerNote
    case courseDoses
    case courseRemarks
    case courseMarks
    case courseDaysFeverFree(days: Int)
    case courseFirstDayBackMark
    case courseFirstDayBackMarkNursery
    case courseNotCounted
    case courseNotCountedNote
    case courseFilledIn
    case optionOnlyWithSheet(option: String)

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .courseDocumentKind:
            return ("Fever course", "発熱の経過")
        case .courseHeading(let name):
            return ("Fever course – \(name)", "発熱の経過（\(name)）")
        case .courseOnset:
            return ("Onset", "発症日")
        case .courseOnsetGiven:
            return (" (as given)", "（申告による）")
        case .courseFeverFreeDay:
            return ("Fever-free day", "解熱日")
        case .courseHighest:
            return ("Highest", "最高体温")
        case .courseHighestAt(let temperature, let time):
            return ("\(temperature) (\(time))", "\(temperature)（\(time)）")
        case .courseAbsence:
            return ("Days at home (guide)", "出席停止の期間（目安）")
        case .coursePeriod(let first, let last):
            return ("\(first) – \(last)", "\(first)〜\(last)")
        case .courseAbsenceFrom(let first):
            return ("from \(first), to be counted once the fever is down", "\(first)から（解熱後に数えます）")
        case .courseFirstDayBack:
            return ("First day back (guide)", "登校できる日（目安）")
        case .courseFirstDayBackNursery:
            return ("First day back (guide)", "登園できる日（目安）")
        case .courseFirstDayBackNotYet:
            return ("counted once the fever is down", "解熱後に数えます")
        case .courseDateAndDay:
            return ("Date (day)", "日付（発症後）")
        case .courseDayNumber(let number):
            return ("day \(number)", "\(number) 日目")
        case .courseAfterFeverReducer:
            return ("*", "※")
        case .courseAfterFeverReducerNote:
            return (
                "* Taken within 8 hours after a fever reducer, which can hide a fever.",
                "※ 解熱剤を使ってから 8 時間以内の検温です（熱が下がって見えることがあります）。"
            )
        case .courseDoses:
            return ("Medicines", "服薬")
        case .courseRemarks:
            return ("Remarks", "備考")
        case .courseMarks:
            return ("Count", "解熱・登校")
        case .courseDaysFeverFree(let days):
            return ("fever-free day \(days)", "解熱後 \(days) 日目")
        case .courseFirstDayBackMark:
            return ("first day back", "登校できる日")
        case .courseFirstDayBackMarkNursery:
            return ("first day back", "登園できる日")
        case .courseNotCounted:
            return ("not counted fever-free", "解熱と数えません")
        case .courseNotCountedNote:
            return (
                "A day without a reading after the fever is not counted as fever-free.",
                "熱が下がった後の記録のない日は、熱のない日として数えていません。"
            )
        case .courseFilledIn:
            return ("Date filled in", "記入日")
        case .optionOnlyWithSheet(let option):
            return (
                "'--\(option)' is used only with '--sheet'",
                "--\(option) は --sheet と一緒に指定してください。"
            )
        }
    }
}
