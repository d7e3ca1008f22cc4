import TempLogCore
import TempLogText

/// `templog config`: the settings in force and where each comes from; `config set` and
/// `config unset` edit the settings file.
enum ConfigCommand: Subcommand {
    /// What `config` does to the settings file: its first argument.
    enum Action: String, CaseIterable {
        case set, unset
    }

    static let spec = CommandSpec(
        name: "config",
        abstract: HelpText(
            en: "Show the settings in force, or set one in the config file.",
            ja: "現在の設定を表示します。設定ファイルの値を変更することもできます。"
        ),
        discussion: HelpText(
            en: "The config file is $XDG_CONFIG_HOME/templog/config (else "
                + "~/.config/templog/config): one 'key = value' per line; a line starting with '#' "
                + "is a comment. Keys: who, unit (c, f), fever (37.5, 100.4F), lang (en, ja), file "
                + "(an absolute path or ~/...), kind ("
                + ValueWord.kinds.map(\.word).joined(separator: ", ")
                + "), sheet-rule (the line under a "
                + "sheet's header, or none; a person's --sheet-rule wins over it), paper (a4, b5, "
                + "letter). A command's option wins over "
                + "the TEMPLOG_<KEY> environment variable, which wins over the file, which wins "
                + "over the locale and the defaults.",
            ja: "設定ファイルは $XDG_CONFIG_HOME/templog/config（なければ "
                + "~/.config/templog/config）です。1 行に key = value を 1 つ書き、「#」で始まる行は"
                + "コメントです。キー: who、unit（c か f）、fever（37.5、100.4F など）、lang（en か"
                + " ja）、file（絶対パスか ~/ で始まるパス）、kind（"
                + ValueWord.kinds.map(\.word).joined(separator: " か ") + "）、sheet-rule"
                + "（健康観察カードの見出しの下の 1 行か、none。その人の --sheet-rule が優先されます）、"
                + "paper（a4、b5 か letter）。コマンドのオプションが "
                + "TEMPLOG_<KEY> 環境変数より、環境変数が設定ファイルより、設定ファイルがロケールと"
                + "既定値より優先されます。"
        ),
        arguments: [
            ArgumentSpec(
                name: "action",
                help: HelpText(
                    en: "set or unset; none shows the settings.",
                    ja: "set か unset。省略すると設定を表示します。"),
                isOptional: true),
            ArgumentSpec(
                name: "key",
                help: HelpText(
                    en: "who, unit, fever, lang, file, kind, sheet-rule or paper.",
                    ja: "who、unit、fever、lang、file、kind、sheet-rule、paper のどれか。"),
                isOptional: true),
            ArgumentSpec(
                name: "value", help: HelpText(en: "The value to set.", ja: "設定する値。"),
                isOptional: true),
        ],
        options: [.help],
        words: .words([
            (
                ValueWord.setOrUnset[0],
                .words(
                    SettingKey.allCases.map {
                        ($0.word, $0.completion.map { .value($0) } ?? .any)
                    })
            ),
            (ValueWord.setOrUnset[1], .oneOf(SettingKey.allCases.map(\.word))),
        ])
    )

    /// Runs whatever the settings hold, since this is where a mistake in them is shown and
    /// mended; each action reads what it needs.
    static func start(
        _ arguments: ParsedArguments, loadSettings: () throws -> Settings, in session: Session
    ) throws -> ExitCode {
        let words = arguments.positionals
        guard let action = words.first else {
            return try show(arguments, settings: loadSettings(), in: session)
        }
        switch Action(rawValue: action) {
        case .set:
            guard words.count >= 2 else {
                throw CommandFailure.usage(.commandLine(.missingArgument(argument: "key")))
            }
            guard words.count == 3 else {
                throw CommandFailure.usage(.commandLine(.missingArgument(argument: "value")))
            }
            return try set(key(words[1]), to: words[2], in: session)
        case .unset:
            guard words.count >= 2 else {
                throw CommandFailure.usage(.commandLine(.missingArgument(argument: "key")))
            }
            guard words.count == 2 else {
                throw CommandFailure.usage(
                    .commandLine(.unexpectedArgument(argument: "\(words[2])")))
            }
            return try unset(key(words[1]), in: session)
        case nil:
            throw CommandFailure.usage(.settings(.unknownConfigAction(action: "\(action)")))
        }
    }

    /// Each setting, its value and where it comes from; then the settings file's path.
    private static func show(_ arguments: ParsedArguments, settings: Settings, in session: Session)
        throws -> ExitCode
    {
        func row(_ key: SettingKey, _ value: LocalizedText, _ source: LocalizedText) throws {
            try session.output.write(
                session.text(
                    .settings(.configRow(key: "\(key.rawValue)", value: value, source: source)))
                    + "\n")
        }
        let unit = settings.unit.value
        try row(
            .who, settings.who?.value.display ?? Person.owner.display,
            settings.who?.source.description ?? LocalizedText.settings(.sourceDefault))
        try row(
            .unit, LocalizedText.verbatim("\(unit == .celsius ? "c" : "f")"),
            settings.unit.source.description)
        if let fever = settings.fever {
            try row(.fever, fever.value.display, fever.source.description)
        } else {
            try row(.fever, FeverThreshold.standard(in: unit).display, .settings(.sourceDefault))
        }
        try row(
            .lang, LocalizedText.verbatim("\(settings.language.value.rawValue)"),
            settings.language.source.description)
        let lockTimeout = try ResolvedSettings.lockTimeout(session.environment)
        let store = try session.store {
            try ResolvedSettings.store(
                file: arguments.ifDeclared(CommonOption.file) ?? settings.file?.value,
                dataHome: ResolvedSettings.dataHome(session.environment), lockTimeout: lockTimeout)
        }
        try row(
            .file, LocalizedText.verbatim("\(store.path)"),
            settings.file?.source.description ?? LocalizedText.settings(.sourceDefault))
        try row(
            .kind, LocalizedText.verbatim("\(settings.kind.value.rawValue)"),
            settings.kind.source.description)
        try row(
            .sheetRule,
            settings.sheetRule.map { LocalizedText.verbatim($0.value.storedText) }
                ?? .settings(.sheetRuleBySheet),
            settings.sheetRule?.source.description ?? .settings(.sourceDefault))
        let paper = SheetCommand.chosenPaper(
            settings.paper?.value, language: session.language, environment: session.environment)
        try row(
            .paper, .verbatim(paper.rawValue),
            settings.paper?.source.description ?? .settings(.sourceDefault))
        if let path = settings.filePath {
            let exists = (try? SettingsFile(path: path).lines.isEmpty == false) ?? false
            let line =
                exists
                ? LocalizedText.settings(.settingsFileAt(path: "\(path)"))
                : .settings(.settingsFileMissing(path: "\(path)"))
            try session.output.write(session.text(line) + "\n")
        }
        return .success
    }

    private static func set(_ key: SettingKey, to value: String, in session: Session) throws
        -> ExitCode
    {
        let value = TextInput.trimmed(value)
        do throws(SettingError) {
            try Settings.check(key, value, home: session.environment["HOME"])
        } catch {
            throw CommandFailure.usage(error.text)
        }
        let (lock, faults, path) = try lockSettingsFile(in: session)
        defer { withExtendedLifetime(lock) {} }
        var file = try settingsFile(ignoring: key, at: path, in: session)
        file.set(key, to: value)
        try file.write(faults: faults)
        try session.output.write(
            session.text(
                .settings(
                    .settingSaved(key: "\(key.rawValue)", value: "\(value)", path: "\(file.path)")))
                + "\n"
        )
        noteOverride(key, in: session)
        return .success
    }

    private static func unset(_ key: SettingKey, in session: Session) throws -> ExitCode {
        let (lock, faults, path) = try lockSettingsFile(in: session)
        defer { withExtendedLifetime(lock) {} }
        var file = try settingsFile(ignoring: key, at: path, in: session)
        guard file.unset(key) else {
            try session.output.write(
                session.text(
                    .settings(.settingWasNotSet(key: "\(key.rawValue)", path: "\(file.path)")))
                    + "\n")
            return .success
        }
        try file.write(faults: faults)
        try session.output.write(
            session.text(.settings(.settingRemoved(key: "\(key.rawValue)", path: "\(file.path)")))
                + "\n")
        noteOverride(key, in: session)
        return .success
    }

    /// Takes the settings file's lock, so that parallel `config set`s each read the file the
    /// one before wrote and every setting is kept; with the fault hook and the file's path.
    private static func lockSettingsFile(in session: Session) throws
        -> (StoreLock, (FaultPoint) throws(SystemError) -> Void, String)
    {
        guard let path = SettingsFile.path(environment: session.environment) else {
            throw CommandFailure(.cannotCreate, .store(.noHome))
        }
        let lock = try SettingsFile.lock(
            path, timeout: try ResolvedSettings.lockTimeout(session.environment))
        let faults = try session.faults()
        do {
            try faults(.configLocked)
        } catch {
            throw CommandFailure(
                .io, .settings(.cannotWriteSettings(path: "\(path)", reason: error.text)))
        }
        return (lock, faults, path)
    }

    /// The settings file at `path`, read under its lock, once every line but those setting
    /// `key` reads well: an edit never starts from a file templog cannot use, but can mend the
    /// line it replaces.
    private static func settingsFile(ignoring key: SettingKey, at path: String, in session: Session)
        throws -> SettingsFile
    {
        _ = try Settings.load(environment: session.environment, ignoring: key)
        return try SettingsFile(path: path)
    }

    /// Says so when the environment overrides what was just written.
    private static func noteOverride(_ key: SettingKey, in session: Session) {
        guard let value = session.environment[key.variable], !value.isEmpty else { return }
        session.note(.settings(.settingOverridden(variable: "\(key.variable)", value: "\(value)")))
    }

    private static func key(_ text: String) throws -> SettingKey {
        guard let key = SettingKey(rawValue: text.lowercased()) else {
            throw CommandFailure.usage(
                .settings(.unknownSetting(key: "\(text)", keys: "\(SettingKey.names)")))
        }
        return key
    }
}
