import TempLogCore

/// The local days a command covers: `--date DAY`, `--since DAY --until DAY`, or `--days N`
/// (today and the N−1 days before it).
struct DayRange: Equatable {
    var since: LocalDate?
    var until: LocalDate?

    static let date = Option<String>(
        long: "date", value: "day",
        summary: HelpText(en: "One day", ja: "指定した 1 日"),
        help: HelpText(en: "One day: \(dayForms.en).", ja: "指定した 1 日: \(dayForms.ja)。")
    )
    static let since = Option<String>(
        long: "since", value: "day",
        summary: HelpText(en: "The first day", ja: "この日から"),
        help: HelpText(
            en: "The first day: \(dayForms.en).", ja: "この日から（その日を含む）: \(dayForms.ja)。")
    )
    static let until = Option<String>(
        long: "until", value: "day",
        summary: HelpText(en: "The last day (inclusive)", ja: "この日まで"),
        help: HelpText(
            en: "The last day (inclusive): \(dayForms.en).",
            ja: "この日まで（その日を含む）: \(dayForms.ja)。"
        )
    )
    /// `--days n`; its range depends on the command, so the command reads it.
    static let days = Option<String>(
        long: "days", value: "n",
        summary: HelpText(en: "Today and the n−1 days before it", ja: "今日を含む直近 n 日間"),
        help: HelpText(
            en: "Today and the n−1 days before it (n from 1 to \(DayRange.maximumDays)).",
            ja: "今日を含む直近 n 日間。n は 1〜\(DayRange.maximumDays) の範囲で指定できます。"
        )
    )

    /// The range options, as a command lists them.
    static let options = [date.spec, since.spec, until.spec, days.spec]

    /// What `--date`, `--since` and `--until` accept.
    static let dayForms = HelpText(
        en: "YYYY-MM-DD, YYYY/MM/DD, MM/DD, M月D日, today, yesterday, 今日, 昨日 or 一昨日",
        ja: "2026/11/29、11/29、11月29日、2026-11-29、今日、昨日、一昨日、today、yesterday など")

    /// The most days `--days` and a range cover: a hundred years.
    static let maximumDays = 36_500

    /// The first day a reading can be taken on.
    static let firstDay = LocalDate(year: 1970, month: 1, day: 1)!

    /// Reads the range options; with none of them, the range is `fallback`. `--days` takes
    /// 1 to `longest`. A `--date` or `--since` typed without a year is this year's, or last
    /// year's while that day has not come yet this year; an `--until` without a year is in the
    /// year of `--since` (this year without one), come or not, so `--since 11/20 --until 11/10`
    /// is never read as a year. `note` is told of a year that is not this year. `--until`
    /// before `--since` is a usage error.
    static func parse(
        _ arguments: ParsedArguments, time: TimeContext, fallback: DayRange,
        longest: Int = maximumDays, note: (LocalizedText) -> Void
    ) throws -> DayRange {
        let given = [date, since, until, days].filter { arguments.text($0) != nil }.map(\.spec.long)
        for (option, conflicts) in [
            (date, [since, until, days]), (days, [since, until]),
        ]
        where given.contains(option.spec.long) {
            if let other = conflicts.map(\.spec.long).first(where: given.contains) {
                throw CommandFailure.usage(
                    .commandLine(
                        .conflictingOptions(option: "\(option.spec.long)", other: "\(other)")))
            }
        }
        func day(_ option: Option<String>, _ yearless: TimeInput.YearlessDay) throws -> LocalDate? {
            try arguments.parsed(option) { text in
                try TimeInput.parseDay(text, in: time, yearless: yearless) { taken in
                    if case .of = yearless {
                        note(.input(.untilInSinceYear(text: text, date: taken.dayText)))
                    } else {
                        note(
                            .input(
                                .dayNotComeThisYear(
                                    option: option.spec.long, text: text, date: taken.dayText)))
                    }
                }
            }
        }
        if let day = try day(date, .lastToHaveCome) {
            return DayRange(since: day, until: day)
        }
        if let count = try arguments.count(days, in: 1...longest) {
            // Nothing before 1970 can be stored, so the range starts there at the earliest.
            let since = max(time.today.adding(days: -(count - 1)), firstDay)
            return DayRange(since: since, until: time.today)
        }
        guard !given.isEmpty else { return fallback }
        let start = try day(since, .lastToHaveCome)
        let range = DayRange(
            since: start, until: try day(until, .of(year: (start ?? time.today).year)))
        if let since = range.since, let until = range.until, until < since {
            throw CommandFailure.usage(
                .input(.sinceAfterUntil(since: since.dayText, until: until.dayText)))
        }
        return range
    }

    /// Every day of the range, in order; open ends close at `first` and `last`. A range of
    /// more than `maximumDays` days is a usage error (`--since 1970-01-01 --until 9999-12-31`
    /// would be millions of rows).
    func days(first: LocalDate, last: LocalDate) throws -> [LocalDate] {
        let start = since ?? first
        let end = until ?? last
        guard start <= end else { return [] }
        let count = end.dayNumber - start.dayNumber + 1
        guard count <= Self.maximumDays else {
            throw CommandFailure.usage(
                .commandLine(
                    .rangeTooLong(
                        first: start.dayText, last: end.dayText, days: count,
                        maximum: Self.maximumDays)))
        }
        return (start.dayNumber...end.dayNumber).map(LocalDate.init(dayNumber:))
    }
}
