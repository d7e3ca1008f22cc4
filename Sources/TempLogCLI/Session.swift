import TempLogCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One run of templog: the outside world a command may use (console, environment, clock), its
/// output and warnings, and the one store handle of the command. The settings are not here: a
/// command is handed them resolved (`ResolvedSettings`).
final class Session {
    let console: Console
    let environment: [String: String]
    let clock: WallClock
    let output: Output
    private let chooseLanguage: () -> Language

    /// Output in the language `chooseLanguage` picks when first asked.
    init(
        console: Console, environment: [String: String], clock: WallClock,
        chooseLanguage: @escaping () -> Language
    ) {
        self.console = console
        self.environment = environment
        self.clock = clock
        self.chooseLanguage = chooseLanguage
        output = Output(console: console)
    }

    /// The language of human-facing output: `TEMPLOG_LANG`, the `lang` setting, else the
    /// locale — the locale alone when the settings cannot be read, to report that. Chosen on
    /// first use, then kept.
    lazy var language = chooseLanguage()

    /// A catalog text in this run's language.
    func text(_ text: LocalizedText) -> String {
        text.text(language)
    }

    /// The command's store, once opened: every part of a command (add's usual temperature,
    /// its append, its hint about names) uses one handle, its real path found once.
    private var openedStore: ReadingStore?

    /// The store `settings` and `arguments` name (`ResolvedSettings.store(_:)`); made on first
    /// use, then the same for the rest of the command.
    func store(_ settings: ResolvedSettings, _ arguments: ParsedArguments) throws -> ReadingStore {
        try store { try settings.store(arguments) }
    }

    /// The command's store, made by `make` on first use, then the same for the rest of the
    /// command.
    func store(_ make: () throws -> ReadingStore) throws -> ReadingStore {
        if let openedStore { return openedStore }
        var store = try make()
        #if TEMPLOG_FAULT_INJECTION
            store.faultInjection = try faultInjection()
        #endif
        let console = console
        let language = language
        store.leftoversRemoved = { names in
            let files = names.map { "'\($0)'" }.joined(separator: ", ")
            let note = LocalizedText.store(.leftoversRemoved(files: "\(files)"))
            console.writeError(
                Array((LocalizedText.add(.noteLine(reason: note)).text(language) + "\n").utf8))
        }
        openedStore = store
        return store
    }

    /// The profiles of the command's store, once read.
    private var readProfiles: [Person: PersonProfile]?

    /// Every person's profile in the store `settings` and `arguments` name: read on first use
    /// (names and fever thresholds both need them), then the same for the rest of the command.
    func profiles(_ settings: ResolvedSettings, _ arguments: ParsedArguments) throws
        -> [Person: PersonProfile]
    {
        if let readProfiles { return readProfiles }
        let profiles = try store(settings, arguments).profiles().profiles
        readProfiles = profiles
        return profiles
    }

    /// The doses of the command's store, once read.
    private var readDoses: DoseLog?

    /// Every dose in the store `settings` and `arguments` name: read on first use, each line
    /// that is not a dose warned of once, then the same for the rest of the command.
    func doses(_ settings: ResolvedSettings, _ arguments: ParsedArguments) throws -> DoseLog {
        if let readDoses { return readDoses }
        let store = try store(settings, arguments)
        let read = try store.doses()
        reportSkipped(read.malformedLines, in: store.path + ".doses") { line, path in
            .dose(.skippedDoseLine(line: line.lineNumber, path: path, preview: line.preview))
        }
        readDoses = read.log
        return read.log
    }

    #if TEMPLOG_FAULT_INJECTION
        /// Fault tests only (`TEMPLOG_TEST_CRASH_AT`, `TEMPLOG_TEST_FAIL_AT`): stop dead at a
        /// point, as a power cut or kill -9 would, or make the step after it fail with an I/O
        /// error. Nil when neither is set.
        private func faultInjection() throws -> (@Sendable (FaultPoint) -> Bool)? {
            let crashPoint = try faultPoint("TEMPLOG_TEST_CRASH_AT")
            let failPoint = try faultPoint("TEMPLOG_TEST_FAIL_AT")
            guard crashPoint != nil || failPoint != nil else { return nil }
            return { point in
                if point == crashPoint { _exit(FaultCounter.crashExitStatus) }
                return point == failPoint
            }
        }

        /// The fault injection as the hook small-file rewrites take: throws an I/O error where the
        /// test asks for one.
        func faults() throws -> (FaultPoint) throws(SystemError) -> Void {
            let injection = try faultInjection()
            return { (point: FaultPoint) throws(SystemError) in
                if injection?(point) == true { throw SystemError(code: EIO) }
            }
        }

        /// The fault point a test-only variable names, if it is set.
        private func faultPoint(_ variable: String) throws -> FaultPoint? {
            guard let name = environment[variable], !name.isEmpty else { return nil }
            guard let point = FaultPoint(rawValue: name) else {
                let points = FaultPoint.allCases.map(\.rawValue).joined(separator: ", ")
                throw CommandFailure.data(
                    .settings(
                        .invalidSetting(
                            variable: "\(variable)", value: "\(name)",
                            accepted: .verbatim("\(points)"))
                    ))
            }
            return point
        }
    #else
        /// A release build has no fault injection: small-file rewrites take a hook that does
        /// nothing.
        func faults() throws -> (FaultPoint) throws(SystemError) -> Void {
            { _ in }
        }
    #endif

    /// Whether human output may use colour: stdout is a terminal that is not `TERM=dumb`, and
    /// `NO_COLOR` is unset.
    var colorAllowed: Bool {
        console.outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
            && environment["TERM"] != "dumb"
    }

    /// The readings `forEachReading` hands over, in a list.
    func readings(
        in range: DayRange, of people: Set<Person>?, kinds: [ReadingKind]? = nil,
        from store: ReadingStore, warn: Bool = true
    ) throws -> [Reading] {
        var readings: [Reading] = []
        try forEachReading(in: range, of: people, kinds: kinds, from: store, warn: warn) {
            readings.append($0)
        }
        return readings
    }

    /// Hands `body` the readings of `people` (everyone when nil) of `kinds` in `range` from
    /// `store`, oldest first, one at a time; then, when `warn`, reports the lines that are not
    /// readings as warnings. Returns those lines.
    @discardableResult
    func forEachReading(
        in range: DayRange, of people: Set<Person>?, kinds: [ReadingKind]? = nil,
        from store: ReadingStore, warn: Bool = true, _ body: (Reading) -> Void
    ) throws -> [MalformedLine] {
        let query = Query(since: range.since, until: range.until, people: people, kinds: kinds)
        let skipped = try store.forEach(matching: query, body)
        if warn { reportSkipped(skipped, in: store) }
        return skipped
    }

    /// The readings of `people` (everyone when nil) of `kinds` on `days` from `store`, oldest
    /// first, with the usual temperature of each of them over the 30 days before the first;
    /// reports the lines of both that are not readings as warnings.
    func readingsWithUsualTemperatures(
        on days: ClosedRange<LocalDate>, of people: Set<Person>?, kinds: [ReadingKind],
        from store: ReadingStore
    ) throws -> PeriodRead {
        let query = Query(
            since: days.lowerBound, until: days.upperBound, people: people, kinds: kinds)
        let read = try store.readings(
            matching: query, withUsualTemperaturesBefore: days.lowerBound)
        reportSkipped(read.malformedLines, in: store)
        return read
    }

    /// Whether the locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`) uses UTF-8.
    var localeIsUTF8: Bool {
        let lowered =
            (Settings.locale(["LC_ALL", "LC_CTYPE", "LANG"], environment)?.value ?? "").lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }

    /// Tells the person something on stderr that is worth knowing but not wrong.
    func note(_ message: LocalizedText) {
        console.writeError(Array((text(.add(.noteLine(reason: message))) + "\n").utf8))
    }

    func warn(_ message: LocalizedText) {
        console.writeError(Array((text(.commandLine(.warningLine(reason: message))) + "\n").utf8))
    }

    /// One warning per skipped line of the store, the first few of them, then a count.
    func reportSkipped(_ lines: [MalformedLine], in store: ReadingStore) {
        reportSkipped(lines, in: store.path) { line, path in
            .commandLine(
                .skippedLine(
                    line: line.lineNumber, path: path, preview: line.preview,
                    reason: LineProblem.text(line.problem)))
        }
    }

    /// One `message` per skipped line of the file at `path`, the
    /// first five of them, then a count.
    func reportSkipped(
        _ lines: [MalformedLine], in path: String,
        as message: (_ line: MalformedLine, _ path: String) -> LocalizedText
    ) {
        let shown = 5
        for line in lines.prefix(shown) {
            warn(
                message(line, path))
        }
        if lines.count > shown {
            warn(.commandLine(.skippedMoreLines(count: lines.count - shown, path: "\(path)")))
        }
    }
}
