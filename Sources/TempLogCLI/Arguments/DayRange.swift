import TempLogCore

/// The local days a command covers: `--date DAY`, `--since DAY --until DAY`, or `--days N`
/// (today and the N−1 days before it).
struct DayRange: Equatable {
    var since: LocalDate?
    var until: LocalDate?

    static let options: [OptionSpec] = [
        OptionSpec(
            long: "date", value: "day",
            help: HelpText(en: "One day: \(dayForms).", ja: "その 1 日: \(dayForms)。")
        ),
        OptionSpec(
            long: "since", value: "day",
            help: HelpText(en: "The first day: \(dayForms).", ja: "最初の日: \(dayForms)。")
        ),
        OptionSpec(
            long: "until", value: "day",
            help: HelpText(
                en: "The last day (inclusive): \(dayForms).",
                ja: "最後の日（その日を含む）: \(dayForms)。"
            )
        ),
        OptionSpec(
            long: "days", value: "n",
            help: HelpText(
                en: "Today and the n−1 days before it (n from 1 to \(DayRange.maximumDays)).",
                ja: "今日とその前の n−1 日間（n は 1〜\(DayRange.maximumDays)）。"
            )
        ),
    ]

    /// What `--date`, `--since` and `--until` accept.
    static let dayForms =
        "YYYY-MM-DD, YYYY/MM/DD, MM/DD, M月D日, today, yesterday, 今日, 昨日 or 一昨日"

    /// The most days `--days` and a range cover: a hundred years.
    static let maximumDays = 36_500

    /// The first day a reading can be taken on.
    static let firstDay = LocalDate(year: 1970, month: 1, day: 1)!

    /// Reads the range options; with none of them, the range is `fallback`. `--days` takes
    /// 1 to `longest`.
    static func parse(
        _ arguments: ParsedArguments, time: TimeContext, fallback: DayRange,
        longest: Int = maximumDays
    ) throws -> DayRange {
        let given = ["date", "since", "until", "days"].filter { arguments.value($0) != nil }
        for (option, conflicts) in [
            ("date", ["since", "until", "days"]), ("days", ["since", "until"]),
        ]
        where given.contains(option) {
            if let other = conflicts.first(where: given.contains) {
                throw CommandFailure.usage(Message.conflictingOptions("\(option)", "\(other)"))
            }
        }
        if let day = try arguments.parsed("date", { try TimeInput.parseDay($0, in: time) }) {
            return DayRange(since: day, until: day)
        }
        if arguments.value("days") != nil {
            let count = try arguments.count("days", in: 1...longest) ?? 1
            // Nothing before 1970 can be stored, so the range starts there at the earliest.
            let since = max(time.today.adding(days: -(count - 1)), firstDay)
            return DayRange(since: since, until: time.today)
        }
        guard !given.isEmpty else { return fallback }
        let since = try arguments.parsed("since") { try TimeInput.parseDay($0, in: time) }
        // A year-less end follows the start (`--since 12/1 --until 12/31` in December is this
        // month, `--until 1/31` the coming January); alone, it is this year's.
        let yearStart = LocalDate(year: time.today.year, month: 1, day: 1)
        let range = DayRange(
            since: since,
            until: try arguments.parsed("until") {
                try TimeInput.parseDay($0, in: time, yearlessFrom: since ?? yearStart)
            }
        )
        if let since = range.since, let until = range.until, until < since {
            throw CommandFailure.data(
                Message.sinceAfterUntil(.localized(since.dayText), .localized(until.dayText)))
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
                Message.rangeTooLong(
                    .localized(start.dayText), .localized(end.dayText), "\(count)",
                    "\(Self.maximumDays)"))
        }
        return (start.dayNumber...end.dayNumber).map(LocalDate.init(dayNumber:))
    }
}
