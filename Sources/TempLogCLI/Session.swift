import TempLogCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One run of templog: the outside world a command may use, and what it derives from it.
final class Session {
    let console: Console
    let environment: [String: String]
    let clock: WallClock
    let output: Output

    init(console: Console, environment: [String: String], clock: WallClock) {
        self.console = console
        self.environment = environment
        self.clock = clock
        output = Output(console: console)
    }

    /// The settings in force (environment, settings file, locale), read once.
    private lazy var loadedSettings = Result { try Settings.load(environment: environment) }

    /// The settings in force; a bad settings line or environment value fails the command.
    func settings() throws -> Settings { try loadedSettings.get() }

    /// Checks every setting before a command runs, whether or not it uses them: the settings
    /// file and `TEMPLOG_*` values, `TZ`, `TEMPLOG_NOW` and `TEMPLOG_LOCK_TIMEOUT`. A mistake
    /// stops every command, not only the ones that happen to read it.
    func checkSettings() throws {
        _ = try settings()
        _ = try timeContext()
        _ = try lockTimeout()
    }

    /// The language of human-facing output: `TEMPLOG_LANG`, the `lang` setting, else the
    /// locale — the locale alone when the settings cannot be read, to report that.
    lazy var language =
        (try? loadedSettings.get())?.language.value
        ?? Settings.localeLanguage(environment).value

    /// The unit temperatures are shown in: `--unit`, else `TEMPLOG_UNIT`, the `unit` setting,
    /// the locale's.
    func displayUnit(_ arguments: ParsedArguments) throws -> TemperatureUnit {
        if let unit = try arguments.ifDeclared(CommonOption.unit) { return unit }
        return try settings().unit.value
    }

    /// A catalog text in this run's language.
    func text(_ text: LocalizedText) -> String {
        text.text(language)
    }

    /// The zone rules `TZ` names (else the system's), read from disk once.
    private lazy var loadedZone = ZoneRules.fromEnvironment(environment["TZ"])

    /// The zone `TZ` names, else the system's; a `TZ` that names no zone is refused.
    func zone() throws -> ZoneRules {
        guard let zone = loadedZone else {
            throw CommandFailure.data(
                .settings(
                    .invalidSetting(
                        variable: "TZ", value: "\(environment["TZ"] ?? "")",
                        accepted: .settings(.acceptedZones))))
        }
        return zone
    }

    /// `TEMPLOG_LOCK_TIMEOUT`: how many seconds a writer waits for the lock (0–3600, default 5).
    func lockTimeout() throws -> Double {
        guard let text = environment["TEMPLOG_LOCK_TIMEOUT"], !text.isEmpty else { return 5 }
        let plainNumber = text.utf8.allSatisfy { (0x30...0x39).contains($0) || $0 == 0x2E }
        guard plainNumber, let seconds = Double(text), seconds <= 3600 else {
            throw CommandFailure.data(
                .settings(
                    .invalidSetting(
                        variable: "TEMPLOG_LOCK_TIMEOUT", value: "\(text)",
                        accepted: .settings(.acceptedSeconds))))
        }
        return seconds
    }

    /// Now from `TEMPLOG_NOW` (RFC 3339) or the clock, in the local time zone.
    func timeContext() throws -> TimeContext {
        guard let pinned = environment["TEMPLOG_NOW"], !pinned.isEmpty else {
            return TimeContext(now: clock.now(), zone: try zone())
        }
        guard let timestamp = Timestamp.parse(rfc3339: Array(pinned.utf8)) else {
            throw CommandFailure.data(.settings(.badNow(value: "\(pinned)")))
        }
        let context = TimeContext(now: timestamp.secondsSince1970, zone: try zone())
        guard context.nowTimestamp.isStorable else {
            throw CommandFailure.data(.settings(.badNow(value: "\(pinned)")))
        }
        return context
    }

    /// The command's store, once resolved: every part of a command (add's usual temperature,
    /// its append, its hint about names) uses one handle, its real path found once.
    private var resolvedStore: ReadingStore?

    /// The store: `--file`, else `TEMPLOG_FILE` or the `file` setting, else the XDG data
    /// directory; resolved on first use, then the same for the rest of the command.
    func store(_ arguments: ParsedArguments) throws -> ReadingStore {
        if let resolvedStore { return resolvedStore }
        let store = try newStore(arguments)
        resolvedStore = store
        return store
    }

    private func newStore(_ arguments: ParsedArguments) throws -> ReadingStore {
        let timeout = try lockTimeout()
        var store: ReadingStore
        if let file = try arguments.ifDeclared(CommonOption.file) {
            store = ReadingStore(path: file, lockTimeout: timeout)
        } else if let file = try settings().file {
            store = ReadingStore(path: file.value, lockTimeout: timeout)
        } else {
            let dataHome: String
            if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
                dataHome = xdg
            } else if let home = environment["HOME"], !home.isEmpty {
                dataHome = home + "/.local/share"
            } else {
                throw CommandFailure(.cannotCreate, .store(.noHome))
            }
            store = ReadingStore(
                path: dataHome + "/templog/readings.jsonl", createsDirectory: true,
                lockTimeout: timeout
            )
        }
        #if TEMPLOG_FAULT_INJECTION
            store.faultInjection = try faultInjection()
        #endif
        return store
    }

    #if TEMPLOG_FAULT_INJECTION
        /// Fault tests only (`TEMPLOG_TEST_CRASH_AT`, `TEMPLOG_TEST_FAIL_AT`): stop dead at a
        /// point, as a power cut or kill -9 would, or make the step after it fail with an I/O
        /// error. Nil when neither is set.
        func faultInjection() throws -> (@Sendable (FaultPoint) -> Bool)? {
            let crashPoint = try faultPoint("TEMPLOG_TEST_CRASH_AT")
            let failPoint = try faultPoint("TEMPLOG_TEST_FAIL_AT")
            guard crashPoint != nil || failPoint != nil else { return nil }
            return { point in
                if point == crashPoint { _exit(Session.crashExitStatus) }
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

        /// The exit status of a process stopped at a crash point.
        static let crashExitStatus: Int32 = 86
    #else
        /// A release build has no fault injection: small-file rewrites take a hook that does
        /// nothing.
        func faults() throws -> (FaultPoint) throws(SystemError) -> Void {
            { _ in }
        }
    #endif

    /// `--fever`, else `TEMPLOG_FEVER` or the `fever` setting, else the default for the
    /// display unit (37.5 °C; 100.4 °F); accepts °C or °F like `add`. Machine output (export,
    /// `--json`, report CSV/JSON Lines) never follows the locale: its default is 37.5 °C.
    func feverThreshold(_ arguments: ParsedArguments, forMachines: Bool = false) throws
        -> Temperature
    {
        if let fever = try arguments[CommonOption.fever] { return fever }
        return try settings().fever?.value
            ?? Settings.defaultFever(for: forMachines ? .celsius : displayUnit(arguments))
    }

    /// The kind of reading `add` records: `--basal` or `--kind`, else `TEMPLOG_KIND` or the
    /// `kind` setting, else body.
    func readingKind(_ arguments: ParsedArguments) throws -> ReadingKind {
        let chosen = try arguments[AddCommand.kind]
        if arguments[AddCommand.basal] {
            guard chosen == nil || chosen == .basal else {
                throw CommandFailure.usage(
                    .commandLine(.conflictingOptions(option: "basal", other: "kind")))
            }
            return .basal
        }
        return try chosen ?? settings().kind.value
    }

    /// Whether human output may use colour: stdout is a terminal that is not `TERM=dumb`, and
    /// `NO_COLOR` is unset.
    var colorAllowed: Bool {
        console.outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
            && environment["TERM"] != "dumb"
    }

    /// The readings of `people` (everyone when nil) in `range`, oldest first, from the store
    /// the arguments name; lines that are not readings are reported as warnings.
    func readings(
        in range: DayRange, of people: Set<Person>?, kinds: Set<ReadingKind>? = nil,
        _ arguments: ParsedArguments, warn: Bool = true
    ) throws -> [Reading] {
        let store = try store(arguments)
        var readings: [Reading] = []
        let query = Query(since: range.since, until: range.until, people: people, kinds: kinds)
        let skipped = try store.forEach(matching: query) {
            readings.append($0)
        }
        if warn { reportSkipped(skipped, in: store) }
        return readings
    }

    /// `person`'s usual temperature over the 30 days before `start` (see `UsualTemperature`).
    func usualTemperature(
        of person: Person, before start: LocalDate, _ arguments: ParsedArguments
    ) throws -> Temperature? {
        let window = UsualTemperature.window(before: start)
        let range = DayRange(since: window.lowerBound, until: window.upperBound)
        return UsualTemperature.of(
            try readings(in: range, of: [person], kinds: [.body], arguments, warn: false))
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

    /// Warns that a change was made but could not be recorded for `undo`.
    func warnUndoUnavailable(_ error: SystemError?) {
        guard let error else { return }
        warn(.undo(.journalNotWritten(reason: error.text)))
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
