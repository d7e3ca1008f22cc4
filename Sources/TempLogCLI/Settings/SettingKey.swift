import TempLogCore
import TempLogText

/// A choice a person makes once: in the settings file (`unit = f`) or the environment
/// (`TEMPLOG_UNIT=f`).
enum SettingKey: String, CaseIterable, Sendable {
    case who, unit, fever, lang, file, kind
    case sheetRule = "sheet-rule"
    case paper

    /// The environment variable that overrides the file: `TEMPLOG_UNIT`, `TEMPLOG_SHEET_RULE`.
    var variable: String {
        switch self {
        case .who: "TEMPLOG_WHO"
        case .unit: "TEMPLOG_UNIT"
        case .fever: "TEMPLOG_FEVER"
        case .lang: "TEMPLOG_LANG"
        case .file: "TEMPLOG_FILE"
        case .kind: "TEMPLOG_KIND"
        case .sheetRule: "TEMPLOG_SHEET_RULE"
        case .paper: "TEMPLOG_PAPER"
        }
    }

    /// What the key accepts, for errors.
    var accepted: LocalizedText {
        switch self {
        case .who: return .settings(.acceptedName)
        case .unit: return ValueWord.accepted(ValueWord.units)
        case .fever: return .settings(.acceptedFever)
        case .lang: return ValueWord.accepted(ValueWord.languages)
        case .file: return .settings(.acceptedFilePath)
        case .kind: return ValueWord.accepted(ValueWord.kinds)
        case .sheetRule: return .settings(.acceptedSheetRule)
        case .paper: return ValueWord.accepted(ValueWord.papers)
        }
    }

    /// The key as completions offer it, with what it sets.
    var word: ValueWord {
        let meaning: HelpText
        switch self {
        case .who: meaning = HelpText(en: "whose readings by default", ja: "既定の人")
        case .unit: meaning = HelpText(en: "the unit shown", ja: "表示する単位")
        case .fever: meaning = HelpText(en: "the fever threshold", ja: "発熱の目安")
        case .lang: meaning = HelpText(en: "the language", ja: "表示の言語")
        case .file: meaning = HelpText(en: "the store file", ja: "記録ファイル")
        case .kind: meaning = HelpText(en: "the kind add records", ja: "add で記録する種類")
        case .sheetRule: meaning = HelpText(en: "the sheet's rule", ja: "健康観察カードの一文")
        case .paper: meaning = HelpText(en: "the sheet's paper", ja: "健康観察カードの用紙")
        }
        return ValueWord(rawValue, meaning)
    }

    /// What a shell may offer as the key's value in `config set`.
    var completion: ValueCompletion? {
        switch self {
        case .who: return .people
        case .unit: return .words(ValueWord.units)
        case .fever: return nil
        case .lang: return .words(ValueWord.languages)
        case .file: return .files
        case .kind: return .words(ValueWord.kinds)
        case .sheetRule:
            return .words([ValueWord("none", HelpText(en: "no rule", ja: "表示しない"))])
        case .paper: return .words(ValueWord.papers)
        }
    }

    /// The keys, for errors: `who, unit, fever, lang, file, kind, sheet-rule, paper`.
    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// A setting's value, read and checked, and where it came from.
struct Setting<Value> {
    let value: Value
    let source: SettingSource
}

/// Where a setting's value came from, as `templog config` shows it.
enum SettingSource: Equatable {
    /// An environment variable: `TEMPLOG_UNIT`.
    case environment(String)
    /// A line of the settings file.
    case file(path: String, line: Int)
    /// The locale: `LANG=en_US.UTF-8`.
    case locale(String)
    /// templog's own default.
    case builtIn

    var description: LocalizedText {
        switch self {
        case .environment(let variable): return .verbatim("\(variable)")
        case .file(let path, let line):
            return .settings(.sourceFile(path: "\(path)", line: line))
        case .locale(let setting): return .settings(.sourceLocale(variable: "\(setting)"))
        case .builtIn: return .settings(.sourceDefault)
        }
    }
}

extension TemperatureUnit {
    /// `c`, `°C`, `celsius`, `f`, `°F` or `fahrenheit`, in any case.
    init?(named text: String) {
        switch TextInput.normalized(text).lowercased() {
        case "c", "°c", "℃", "celsius": self = .celsius
        case "f", "°f", "℉", "fahrenheit": self = .fahrenheit
        default: return nil
        }
    }

    /// Where temperatures are read in °F: the United States and its territories, Liberia,
    /// the Bahamas, Belize, the Cayman Islands, Palau, Micronesia and the Marshall Islands.
    /// A list, not a set: every command reads it once, and making a set would cost more than
    /// looking through the list.
    static let fahrenheitTerritories = [
        "US", "PR", "GU", "VI", "AS", "MP", "UM", "LR", "BS", "BZ", "KY", "PW", "FM", "MH",
    ]

    /// The unit of a locale name's territory: `en_US.UTF-8` → °F, `ja_JP.UTF-8` → °C.
    init(locale: String) {
        self =
            Self.fahrenheitTerritories.contains(territory(ofLocale: locale))
            ? .fahrenheit : .celsius
    }
}

/// The territory of a locale name, upper-cased: `en_US.UTF-8` → `US`, `C.UTF-8` → ``.
func territory(ofLocale locale: String) -> String {
    let name = locale.split(separator: ".").first.map(String.init) ?? ""
    let base = name.split(separator: "@").first.map(String.init) ?? ""
    return (base.split(separator: "_").dropFirst().first.map(String.init) ?? "").uppercased()
}
