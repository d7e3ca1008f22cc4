import TempLogCore

/// The settings in force for one command, resolved once before it runs: the settings file and
/// `TEMPLOG_*` values read and checked (`Settings`), the time zone and now, the lock timeout.
/// A command's own options (`--unit`, `--fever`, `--kind`, `--file`) override them through the
/// functions below, when it reads them.
struct ResolvedSettings {
    /// The settings file and `TEMPLOG_*` values, read and checked. Kept whole: copying each
    /// setting out of it would make the runtime build each `Setting` type's metadata.
    private let settings: Settings
    /// Whose readings by default; nil means the owner (`me`).
    var who: Setting<Person>? { settings.who }
    /// The unit temperatures are shown in.
    var unit: Setting<TemperatureUnit> { settings.unit }
    /// The fever threshold, when one is set; else the standard one of the unit setting.
    var fever: Setting<FeverThreshold>? { settings.fever }
    /// The language people read.
    var language: Setting<Language> { settings.language }
    /// The store, when one is set; else the XDG data directory.
    var file: Setting<String>? { settings.file }
    /// The kind of reading `add` records by default.
    var kind: Setting<ReadingKind> { settings.kind }
    /// The rule a sheet prints under its header, when one is set.
    var sheetRule: Setting<SheetRule>? { settings.sheetRule }
    /// The paper a sheet is printed on, when one is set.
    var paper: Setting<PaperSize>? { settings.paper }
    /// Now and the local time zone (`TEMPLOG_NOW`, else the clock; `TZ`, else the system's).
    let time: TimeContext
    /// Whether `TEMPLOG_NOW` pins now, so that it does not move while a command waits.
    let nowIsPinned: Bool
    /// How many seconds a writer waits for the lock (`TEMPLOG_LOCK_TIMEOUT`).
    let lockTimeout: Double
    /// The directory the default store lives under (`XDG_DATA_HOME`, else `~/.local/share`);
    /// nil without either.
    let dataHome: String?

    /// Resolves everything a command may use, whether or not it does: `settings`, then `TZ` and
    /// `TEMPLOG_NOW`, then `TEMPLOG_LOCK_TIMEOUT`. A mistake stops every command, not only the
    /// ones that happen to read it.
    init(_ settings: Settings, environment: [String: String], clock: WallClock) throws {
        self.settings = settings
        time = try Self.time(environment: environment, clock: clock)
        nowIsPinned = !(environment["TEMPLOG_NOW"] ?? "").isEmpty
        lockTimeout = try Self.lockTimeout(environment)
        dataHome = Self.dataHome(environment)
    }

    /// The time context now: read again from `clock` (after a countdown or a question), unless
    /// `TEMPLOG_NOW` pins it.
    func time(readingAgain clock: WallClock) -> TimeContext {
        nowIsPinned ? time : TimeContext(now: clock.now(), zone: time.zone)
    }

    // MARK: - What a command's options override

    /// The unit temperatures are shown in: `--unit`, else `TEMPLOG_UNIT`, the `unit` setting,
    /// the locale's.
    func displayUnit(_ arguments: ParsedArguments) throws -> TemperatureUnit {
        try arguments.ifDeclared(CommonOption.unit) ?? unit.value
    }

    /// The fever threshold of each person's readings, the same for every output of every
    /// command: `--fever` for everyone; else the person's own (`people set NAME --fever`,
    /// read from `profiles` when needed); else `TEMPLOG_FEVER` or the `fever` setting; else the
    /// standard one of the unit setting (`TEMPLOG_UNIT`, the `unit` setting, the locale's:
    /// 37.5 °C, or 100.4 °F in the United States). `--unit` changes how temperatures are
    /// shown, never a verdict.
    func feverThresholds(
        _ arguments: ParsedArguments, profiles: () throws -> [Person: PersonProfile]
    ) throws -> FeverThresholds {
        if let fever = try arguments.ifDeclared(CommonOption.fever) {
            return FeverThresholds(fever)
        }
        return FeverThresholds(
            fever?.value ?? .standard(in: unit.value),
            personal: try profiles().compactMapValues(\.fever))
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
        return chosen ?? kind.value
    }

    /// The store: `--file`, else `TEMPLOG_FILE` or the `file` setting, else the XDG data
    /// directory. Only a value: nothing is opened until the command reads or writes it.
    func store(_ arguments: ParsedArguments) throws -> ReadingStore {
        try Self.store(
            file: arguments.ifDeclared(CommonOption.file) ?? file?.value, dataHome: dataHome,
            lockTimeout: lockTimeout)
    }

    // MARK: - Reading the environment

    /// The store at `file`, else `readings.jsonl` in templog's directory under `dataHome`
    /// (created when needed); without either there is nowhere to keep it.
    static func store(file: String?, dataHome: String?, lockTimeout: Double) throws
        -> ReadingStore
    {
        if let file { return ReadingStore(path: file, lockTimeout: lockTimeout) }
        guard let dataHome else { throw CommandFailure(.cannotCreate, .store(.noHome)) }
        return ReadingStore(
            path: dataHome + "/templog/readings.jsonl", missingDirectory: .created,
            lockTimeout: lockTimeout)
    }

    /// `XDG_DATA_HOME` when it is an absolute path, else `~/.local/share`; nil without a home.
    static func dataHome(_ environment: [String: String]) -> String? {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share" }
        return nil
    }

    /// `TEMPLOG_LOCK_TIMEOUT`: how many seconds a writer waits for the lock (0–3600, default 5).
    static func lockTimeout(_ environment: [String: String]) throws -> Double {
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

    /// Now from `TEMPLOG_NOW` (RFC 3339) or the clock, in the zone `TZ` names (else the
    /// system's); a `TZ` that names no zone is refused.
    private static func time(environment: [String: String], clock: WallClock) throws
        -> TimeContext
    {
        func zone() throws -> ZoneRules {
            guard let zone = ZoneRules.fromEnvironment(environment["TZ"]) else {
                throw CommandFailure.data(
                    .settings(
                        .invalidSetting(
                            variable: "TZ", value: "\(environment["TZ"] ?? "")",
                            accepted: .settings(.acceptedZones))))
            }
            return zone
        }
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
}
