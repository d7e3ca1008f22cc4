/// Every word the course of a fever (`CourseSheet`) shows, already in the document's
/// language: the words it shares with the health-check sheet, and its own.
package struct CourseLabels: Sendable {
    /// The health-check sheet's words the course shares: the name, the school and class, the
    /// fever threshold, dates and units, symptoms, doses and the foot.
    package var sheet: SheetLabels
    /// The heading with the person's name: `Fever course – Hana Yamada`, `発熱の経過（山田 花子）`.
    package var title: @Sendable (String) -> String
    /// A day with its year: `Mon 23 Nov 2026`, `2026/11/23(月)`.
    package var longDate: @Sendable (LocalDate) -> String
    /// The label of the onset, and the mark of its row: `Onset`, `発症日`.
    package var onset: String
    /// What follows an onset the person gave rather than the readings: ` (as given)`, `（申告）`.
    package var onsetGiven: String
    /// The label of the 解熱日, and the mark of its row: `Fever-free day`, `解熱日`.
    package var feverFreeDay: String
    /// The 解熱日 while the last day has a fever reading.
    package var notYetFever: String
    /// The 解熱日 while a fever reducer was given on the last day, without a fever reading.
    package var notYetFeverReducer: String
    /// The 解熱日 while no reading since the fever's last day says it has gone.
    package var notYetUnmeasured: String
    /// The label of the highest reading: `Highest`, `最高体温`.
    package var highest: String
    /// The highest reading with its day and time: `39.0 °C (Tue 24 Nov 13:10)`.
    package var highestAt: @Sendable (_ temperature: String, _ time: String) -> String
    /// The label of the days a rule keeps a child home: `Stay home (guide)`, `出席停止の期間（目安）`.
    package var absence: String
    /// Two days as a period: `Mon 23 Nov – Sun 29 Nov`, `11/23(月)〜11/29(日)`.
    package var period: @Sendable (_ first: String, _ last: String) -> String
    /// The days at home before the fever has gone down, from the onset: `from Mon 23 Nov,
    /// counted once the fever is down`.
    package var absenceFrom: @Sendable (String) -> String
    /// The label of the first day the rule allows back, by the kind of school: `First day back
    /// (guide)`, `登校できる日（目安）`, `登園できる日（目安）`.
    package var firstDayBack: @Sendable (SchoolKind) -> String
    /// The first day back before the fever has gone down: `after the fever-free day`.
    package var firstDayBackNotYet: String
    /// The rule in words with its source.
    package var rule: @Sendable (AbsenceRule) -> String
    /// Who decides, and what the dates are: `The school and the doctor decide: these days are
    /// counted from the log, not advice.`
    package var whoDecides: @Sendable (AbsenceRule) -> String
    /// The heading of the date and the day since the onset under it: `Date (day)`,
    /// `日付（発症後）`.
    package var dateAndDay: String
    /// A row's day since the onset: `day 0`, `0 日目`.
    package var dayNumber: @Sendable (Int) -> String
    /// The mark after a reading taken within 8 hours after a fever reducer: `*`, `※`.
    package var afterFeverReducer: String
    /// Under the table, when a reading has that mark: what it means.
    package var afterFeverReducerNote: String
    /// The heading of the doses: `Medicines`, `服薬`.
    package var doses: String
    /// The heading of the notes: `Remarks`, `備考`.
    package var remarks: String
    /// The heading of the marks of the onset, the 解熱日 and the first day back:
    /// `Fever-free / back`, `解熱・登校`.
    package var marks: String
    /// A row's day since the 解熱日, from 1: `fever-free day 1`, `解熱後 1 日目`.
    package var daysFeverFree: @Sendable (Int) -> String
    /// The mark of the first day back's row, by the kind of school: `first day back`,
    /// `登校できる日`, `登園できる日`.
    package var firstDayBackMark: @Sendable (SchoolKind) -> String
    /// The mark of a day without a reading after the fever's last day: `not counted fever-free`,
    /// `解熱と数えず`.
    package var notCounted: String
    /// Under the table, when such a day is in it: `A day without a reading is not counted as
    /// fever-free.`
    package var notCountedNote: String
    /// The foot's date of filling in: `Date filled in`, `記入日`.
    package var filledIn: String

    /// Labels with every word given.
    package init(
        sheet: SheetLabels, title: @escaping @Sendable (String) -> String,
        longDate: @escaping @Sendable (LocalDate) -> String, onset: String, onsetGiven: String,
        feverFreeDay: String, notYetFever: String, notYetFeverReducer: String,
        notYetUnmeasured: String, highest: String,
        highestAt: @escaping @Sendable (String, String) -> String, absence: String,
        period: @escaping @Sendable (String, String) -> String,
        absenceFrom: @escaping @Sendable (String) -> String,
        firstDayBack: @escaping @Sendable (SchoolKind) -> String, firstDayBackNotYet: String,
        rule: @escaping @Sendable (AbsenceRule) -> String,
        whoDecides: @escaping @Sendable (AbsenceRule) -> String,
        dateAndDay: String, dayNumber: @escaping @Sendable (Int) -> String,
        afterFeverReducer: String, afterFeverReducerNote: String, doses: String,
        remarks: String, marks: String, daysFeverFree: @escaping @Sendable (Int) -> String,
        firstDayBackMark: @escaping @Sendable (SchoolKind) -> String, notCounted: String,
        notCountedNote: String, filledIn: String
    ) {
        self.sheet = sheet
        self.title = title
        self.longDate = longDate
        self.onset = onset
        self.onsetGiven = onsetGiven
        self.feverFreeDay = feverFreeDay
        self.notYetFever = notYetFever
        self.notYetFeverReducer = notYetFeverReducer
        self.notYetUnmeasured = notYetUnmeasured
        self.highest = highest
        self.highestAt = highestAt
        self.absence = absence
        self.period = period
        self.absenceFrom = absenceFrom
        self.firstDayBack = firstDayBack
        self.firstDayBackNotYet = firstDayBackNotYet
        self.rule = rule
        self.whoDecides = whoDecides
        self.dateAndDay = dateAndDay
        self.dayNumber = dayNumber
        self.afterFeverReducer = afterFeverReducer
        self.afterFeverReducerNote = afterFeverReducerNote
        self.doses = doses
        self.remarks = remarks
        self.marks = marks
        self.daysFeverFree = daysFeverFree
        self.firstDayBackMark = firstDayBackMark
        self.notCounted = notCounted
        self.notCountedNote = notCountedNote
        self.filledIn = filledIn
    }
}
