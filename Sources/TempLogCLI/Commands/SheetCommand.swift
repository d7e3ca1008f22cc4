import TempLogCore

/// `templog sheet`: a printable health-check sheet for one person, as one HTML document.
enum SheetCommand: Command {
    /// The longest period a sheet covers; up to 31 days fit one page.
    static let longest = 62
    /// The period without a range option: two weeks, ending today.
    static let defaultDays = 14

    static let spec = CommandSpec(
        name: "sheet",
        abstract: "Write a printable health-check sheet for one person as HTML.",
        discussion:
            "One self-contained HTML page for a school, a nursery or a doctor: the name, the "
            + "period, the usual temperature and the fever threshold; a chart of each day's "
            + "morning reading (the first before 12:00) and evening reading (the last from "
            + "17:00); and a row per day with symptoms, notes and an empty column for a "
            + "signature or stamp. 14 or 31 days fit one portrait page. Open it in a browser and "
            + "print it or save it as PDF. The default period is the last 14 days; --since alone "
            + "runs to today and --until alone takes the 14 days up to it; a sheet covers 1 to "
            + "\(longest) days. It shows one person: --who, else $TEMPLOG_WHO, else you.",
        options: DayRange.options.map { option in
            guard option.long == "days" else { return option }
            return OptionSpec(
                long: "days", value: "n",
                help: "Today and the n−1 days before it, n from 1 to \(longest) (default: "
                    + "\(defaultDays)).")
        } + [
            .whoOne,
            OptionSpec(
                long: "lang", value: "language",
                help: "The sheet's language: en or ja (default: from TEMPLOG_LANG or the locale).",
                completion: .words(Language.allCases.map(\.rawValue))
            ),
            OptionSpec(
                long: "paper", value: "paper",
                help: "a4 or letter (default: a4 for a Japanese sheet, letter in an en_US locale, "
                    + "else a4).",
                completion: .words(PaperSize.allCases.map(\.rawValue))
            ),
            .fever, .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let language = try chosenLanguage(arguments, default: session.language)
        let paper = try chosenPaper(arguments, language: language, session: session)
        let time = try session.timeContext()
        let (first, last) = try period(arguments, time: time)
        let person = try Scope.person(arguments, in: session)
        let fever = try session.feverThreshold(arguments)
        let readings = try session.readings(
            in: DayRange(since: first, until: last), of: [person], kinds: [.body], arguments)
        let usual = try session.usualTemperature(of: person, before: first, arguments)
        let name = (readings.first.map(Person.init(of:)) ?? person).display
        let sheet = HealthSheet(
            personName: name.text(language),
            period: Message.dayRange(.localized(first.longText), .localized(last.longText))
                .text(language),
            days: SheetDay.days(readings, from: first, through: last),
            usualTemperature: usual, feverThreshold: fever, labels: SheetLabels(language),
            paper: paper)
        try session.output.write(sheet.html)
        return .success
    }

    /// The first and last day: the range options, an open end closed 14 days from the other
    /// (or at today), at most `longest` days.
    private static func period(_ arguments: ParsedArguments, time: TimeContext) throws -> (
        LocalDate, LocalDate
    ) {
        let fallback = DayRange(
            since: time.today.adding(days: -(defaultDays - 1)), until: time.today)
        let range = try DayRange.parse(
            arguments, time: time, fallback: fallback, longest: longest)
        let first = range.since ?? range.until!.adding(days: -(defaultDays - 1))
        let last = range.until ?? max(time.today, first)
        let count = last.dayNumber - first.dayNumber + 1
        guard count <= longest else {
            throw CommandFailure.usage(
                Message.sheetTooLong(
                    "\(longest)", "\(first.isoText)", "\(last.isoText)", "\(count)"))
        }
        return (first, last)
    }

    /// `--lang`, else the session's language.
    private static func chosenLanguage(_ arguments: ParsedArguments, default language: Language)
        throws -> Language
    {
        guard let text = arguments.value("lang") else { return language }
        guard let chosen = Language(rawValue: text.lowercased()) else {
            throw CommandFailure.usage(
                Message.invalidValue("\(text)", "--lang <language>", "en, ja"))
        }
        return chosen
    }

    /// `--paper`, else A4 for a Japanese sheet, Letter in an `en_US` locale (`LC_ALL`,
    /// `LC_PAPER`, `LANG`), else A4.
    private static func chosenPaper(
        _ arguments: ParsedArguments, language: Language, session: Session
    ) throws -> PaperSize {
        if let text = arguments.value("paper") {
            guard let paper = PaperSize(rawValue: text.lowercased()) else {
                throw CommandFailure.usage(
                    Message.invalidValue("\(text)", "--paper <paper>", "a4, letter"))
            }
            return paper
        }
        if language == .ja { return .a4 }
        let locale =
            ["LC_ALL", "LC_PAPER", "LANG"].lazy.compactMap { session.environment[$0] }
            .first { !$0.isEmpty } ?? ""
        return locale.hasPrefix("en_US") ? .letter : .a4
    }
}
