import TempLogTime

/// The last day before this year with the month and day of a day typed without a year, and
/// how to type it with its year in the form typed (`2025/11/8`, `2025年11月8日`).
struct LastYearsDay {
    let date: LocalDate
    let text: String

    /// The day `month`/`day` last came before `today`'s year (February 29 within 8 years),
    /// written in the kanji form or the slash form; nil when none did.
    init?(month: Int, day: Int, before today: LocalDate, kanji: Bool) {
        guard
            let last = (1...8).lazy.compactMap({
                LocalDate(year: today.year - $0, month: month, day: day)
            }).first
        else { return nil }
        date = last
        text = kanji ? "\(last.year)年\(month)月\(day)日" : "\(last.year)/\(month)/\(day)"
    }
}
