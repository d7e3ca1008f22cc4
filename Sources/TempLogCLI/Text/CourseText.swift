import TempLogCore

extension CourseLabels {
    /// Every word of `episode --sheet` from the catalog, in `language`: the sheet's, the
    /// terminal `episode`'s for a 解熱日 not known yet and for the rule, and the page's own.
    init(_ language: Language) {
        @Sendable func say(_ message: CourseMessage) -> String {
            LocalizedText.course(message).text(language)
        }
        @Sendable func episode(_ message: EpisodeMessage) -> String {
            LocalizedText.episode(message).text(language)
        }
        self.init(
            sheet: SheetLabels(language), title: { say(.courseHeading(name: $0)) },
            longDate: { $0.longText.text(language) }, onset: say(.courseOnset),
            onsetGiven: say(.courseOnsetGiven), feverFreeDay: say(.courseFeverFreeDay),
            notYetFever: episode(.feverToday), notYetFeverReducer: episode(.feverReducerToday),
            notYetUnmeasured: episode(.notMeasured), highest: say(.courseHighest),
            highestAt: { say(.courseHighestAt(temperature: $0, time: $1)) },
            absence: say(.courseAbsence), period: { say(.coursePeriod(first: $0, last: $1)) },
            absenceFrom: { say(.courseAbsenceFrom(first: $0)) },
            firstDayBack: {
                say($0 == .nursery ? .courseFirstDayBackNursery : .courseFirstDayBack)
            },
            firstDayBackNotYet: say(.courseFirstDayBackNotYet),
            rule: { episode($0 == .influenza ? .ruleInfluenza : .ruleInfluenzaPreschool) },
            whoDecides: { episode(.schoolDecides(rule: $0)) }, dateAndDay: say(.courseDateAndDay),
            dayNumber: { say(.courseDayNumber(number: $0)) },
            afterFeverReducer: say(.courseAfterFeverReducer),
            afterFeverReducerNote: say(.courseAfterFeverReducerNote),
            doses: say(.courseDoses),
            remarks: say(.courseRemarks), marks: say(.courseMarks),
            daysFeverFree: { say(.courseDaysFeverFree(days: $0)) },
            firstDayBackMark: {
                say($0 == .nursery ? .courseFirstDayBackMarkNursery : .courseFirstDayBackMark)
            },
            notCounted: say(.courseNotCounted), notCountedNote: say(.courseNotCountedNote),
            filledIn: say(.courseFilledIn))
    }
}
