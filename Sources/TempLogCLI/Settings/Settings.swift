import TempLogCore
import TempLogText

/// The settings in force for one run. Each comes from its environment variable, else the
/// settings file, else the locale or templog's default; a command's own option (`--unit`,
/// `--who`, `--fever`, `--lang`, `--file`) overrides them all, in `ResolvedSettings`.
struct Settings {
    /// Whose readings by default; nil means the owner (`me`).
    var who: Setting<Person>?
    /// The unit temperatures are shown in.
    var unit: Setting<TemperatureUnit>
    /// The fever threshold, when one is set; else the standard one of the unit setting.
    var fever: Setting<FeverThreshold>?
    /// The language people read.
    var language: Setting<Language>
    /// The store, when one is set; else the XDG data directory.
    var file: Setting<String>?
    /// The kind of reading `add` records by default.
    var kind: Setting<ReadingKind>
    /// The rule a sheet prints under its header, when one is set; else the default for the
    /// fever threshold.
    var sheetRule: Setting<SheetRule>?
    /// The paper a sheet is printed on, when one is set; else it follows the language and
    /// the locale.
    var paper: Setting<PaperSize>?
    /// The settings file's path, whether or not it exists; nil without a home directory.
    let filePath: String?

    /// The settings from `environment` and the settings file. A bad environment value is a
    /// data error (65); a bad line in the file stops every command with `FILE:LINE` (78).
    /// Problems on lines setting `ignoring` are passed over, so `config set` and
    /// `config unset` can mend them.
    static func load(environment: [String: String], ignoring: SettingKey? = nil) throws
        -> Settings
    {
        let path = SettingsFile.path(environment: environment)
        var fileValues: [SettingKey: SettingsFile.Entry] = [:]
        if let path {
            let (entries, problems) = try SettingsFile(path: path).read()
            if let problem = problems.first(where: { $0.key == nil || $0.key != ignoring }) {
                throw failure(problem, in: path)
            }
            for entry in entries where entry.key != ignoring {
                fileValues[entry.key] = entry
                do {
                    try check(entry.key, entry.value, home: environment["HOME"])
                } catch {
                    throw failure(
                        SettingsFile.Problem(line: entry.line, key: entry.key, reason: error.text),
                        in: path)
                }
            }
        }
        func chosen<Value>(_ key: SettingKey, _ read: (String) throws -> Value) throws
            -> Setting<Value>?
        {
            if let text = environment[key.variable], !text.isEmpty {
                do {
                    return Setting(value: try read(text), source: .environment(key.variable))
                } catch let error as InputError {
                    throw CommandFailure.data(
                        .commandLine(.labelled(label: "\(key.variable)", reason: error.text)))
                } catch {
                    throw CommandFailure.data(
                        .settings(
                            .invalidSetting(
                                variable: "\(key.variable)", value: "\(text)",
                                accepted: key.accepted)))
                }
            }
            guard let entry = fileValues[key], let path else { return nil }
            return Setting(
                value: try read(entry.value), source: .file(path: path, line: entry.line))
        }
        return Settings(
            who: try chosen(.who, person),
            unit: try chosen(.unit, unit) ?? localeUnit(environment),
            fever: try chosen(.fever, fever),
            language: try chosen(.lang, language) ?? localeLanguage(environment),
            file: try chosen(.file) { try file($0, home: environment["HOME"]) },
            kind: try chosen(.kind, kind) ?? Setting(value: .body, source: .builtIn),
            sheetRule: try chosen(.sheetRule, sheetRule),
            paper: try chosen(.paper, paper),
            filePath: path
        )
    }

    /// A bad line of the settings file, as every command reports it.
    private static func failure(_ problem: SettingsFile.Problem, in path: String) -> CommandFailure
    {
        CommandFailure(
            .config,
            .settings(
                .settingsLine(path: "\(path)", line: problem.line, reason: problem.reason)))
    }

    /// Checks a value for `key`, as `config set` does before writing it.
    static func check(_ key: SettingKey, _ text: String, home: String?) throws(SettingError) {
        do {
            switch key {
            case .who: _ = try person(text)
            case .unit: _ = try unit(text)
            case .fever: _ = try fever(text)
            case .lang: _ = try language(text)
            case .file: _ = try file(text, home: home)
            case .kind: _ = try kind(text)
            case .sheetRule: _ = try sheetRule(text)
            case .paper: _ = try paper(text)
            }
        } catch let error as SettingError {
            throw error
        } catch let error as InputError {
            throw SettingError(
                text: .commandLine(.labelled(label: "\(key.rawValue)", reason: error.text)))
        } catch {
            throw SettingError(text: LocalizedText.verbatim("\(error)"))
        }
    }

    // Each key's reader: the value, or a `SettingError` saying what is accepted.

    private static func person(_ text: String) throws -> Person { try Person.parse(text) }

    private static func unit(_ text: String) throws -> TemperatureUnit {
        guard let unit = TemperatureUnit(named: text) else { throw SettingError(.unit, text) }
        return unit
    }

    private static func fever(_ text: String) throws -> FeverThreshold {
        FeverThreshold(try TemperatureInput.parse(text))
    }

    private static func language(_ text: String) throws -> Language {
        guard let language = Language(rawValue: text.lowercased()) else {
            throw SettingError(.lang, text)
        }
        return language
    }

    /// An absolute path, or one starting with `~/`, without control characters; a relative
    /// path would depend on the directory templog happens to run in.
    private static func file(_ text: String, home: String?) throws -> String {
        // A line break would end the settings line; no path needs a control character.
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw SettingError(.file, text)
        }
        if text.hasPrefix("/") { return text }
        if text.hasPrefix("~/") {
            guard let home, !home.isEmpty else { throw SettingError(.file, text) }
            return home + text.dropFirst()
        }
        throw SettingError(.file, text)
    }

    private static func kind(_ text: String) throws -> ReadingKind {
        guard let kind = ReadingKind(rawValue: text.lowercased()) else {
            throw SettingError(.kind, text)
        }
        return kind
    }

    private static func paper(_ text: String) throws -> PaperSize {
        guard let paper = PaperSize(rawValue: text.lowercased()) else {
            throw SettingError(.paper, text)
        }
        return paper
    }

    /// `none` for no rule, else one line of text, as `SheetRule.parse` reads it.
    private static func sheetRule(_ text: String) throws -> SheetRule {
        do {
            return try SheetRule.parse(text)
        } catch {
            throw SettingError(.sheetRule, text)
        }
    }

    /// The first locale variable that is set among `names` (POSIX's order: `LC_ALL`, the
    /// category's own, `LANG`), as `LANG=en_US.UTF-8`.
    static func locale(_ names: [String], _ environment: [String: String]) -> (
        name: String, value: String
    )? {
        names.lazy.compactMap { name in
            environment[name].flatMap { $0.isEmpty ? nil : (name, $0) }
        }.first
    }

    /// °F where the locale's territory reads °F (`LC_ALL`, else `LC_MEASUREMENT`, else `LANG`,
    /// as POSIX orders them), else °C.
    private static func localeUnit(_ environment: [String: String]) -> Setting<TemperatureUnit> {
        guard let (name, value) = locale(["LC_ALL", "LC_MEASUREMENT", "LANG"], environment) else {
            return Setting(value: .celsius, source: .builtIn)
        }
        return Setting(value: TemperatureUnit(locale: value), source: .locale("\(name)=\(value)"))
    }

    /// Japanese when the locale (`LC_ALL`, else `LC_MESSAGES`, else `LANG`) is, else English.
    static func localeLanguage(_ environment: [String: String]) -> Setting<Language> {
        guard let (name, value) = locale(["LC_ALL", "LC_MESSAGES", "LANG"], environment) else {
            return Setting(value: .en, source: .builtIn)
        }
        return Setting(
            value: value.lowercased().hasPrefix("ja") ? .ja : .en,
            source: .locale("\(name)=\(value)"))
    }
}

/// A setting's value that is not one its key accepts.
struct SettingError: Error {
    let text: LocalizedText

    init(text: LocalizedText) {
        self.text = text
    }

    /// `'kelvin' is not valid for unit (accepted: c, f)`.
    init(_ key: SettingKey, _ value: String) {
        text = LocalizedText.settings(
            .invalidSettingValue(value: "\(value)", key: "\(key.rawValue)", accepted: key.accepted))
    }
}
