/// Settings: the config file, `config`, and where each value came from.
enum SettingsMessage: MessageArea {
    case badNow(value: String)
    case invalidSetting(variable: String, value: String, accepted: LocalizedText)
    case acceptedZones
    case acceptedSeconds
    case cannotReadSettings(path: String, reason: LocalizedText)
    case cannotWriteSettings(path: String, reason: LocalizedText)
    case settingsLine(path: String, line: Int, reason: LocalizedText)
    case settingNotUTF8
    case settingWithoutEquals(line: String, keys: String)
    case unknownSetting(key: String, keys: String)
    case settingEmpty(key: String)
    case settingTwice(key: String, line: Int)
    case invalidSettingValue(value: String, key: String, accepted: LocalizedText)
    case acceptedName
    case acceptedFever
    case acceptedFilePath
    case sourceFile(path: String, line: Int)
    case sourceLocale(variable: String)
    case sourceDefault
    case configRow(key: String, value: LocalizedText, source: LocalizedText)
    case settingsFileAt(path: String)
    case settingsFileMissing(path: String)
    case settingSaved(key: String, value: String, path: String)
    case settingRemoved(key: String, path: String)
    case settingWasNotSet(key: String, path: String)
    case settingOverridden(variable: String, value: String)
    case unknownConfigAction(action: String)
    case settingsBusy(path: String)
    case acceptedSheetRule
    case sheetRuleBySheet

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .badNow(let value):
            return (
                "TEMPLOG_NOW='\(value)' is not an RFC 3339 time from 1970 to 9999 (e.g. 2026-11-29T07:30:00+09:00)",
                "TEMPLOG_NOW='\(value)' は 1970〜9999 年の RFC 3339 形式の時刻ではありません。2026-11-29T07:30:00+09:00 のように指定してください。"
            )
        case .invalidSetting(let variable, let value, let accepted):
            return (
                "\(variable)='\(value)' is not valid (accepted: \(accepted))",
                "\(variable)='\(value)' は使えません。\(accepted)を指定してください。"
            )
        case .acceptedZones:
            return (
                "a zone name like Asia/Tokyo or America/New_York, or a rule like JST-9",
                "Asia/Tokyo や America/New_York のようなタイムゾーン名か、JST-9 のような規則"
            )
        case .acceptedSeconds:
            return ("a number of seconds from 0 to 3600", "0〜3600 の秒数")
        case .cannotReadSettings(let path, let reason):
            return (
                "cannot read the config file '\(path)': \(reason)",
                "設定ファイル「\(path)」を読めません（\(reason)）。"
            )
        case .cannotWriteSettings(let path, let reason):
            return (
                "cannot write the config file '\(path)': \(reason)",
                "設定ファイル「\(path)」に書き込めません（\(reason)）。"
            )
        case .settingsLine(let path, let line, let reason):
            return ("\(path):\(line): \(reason)", "\(path):\(line): \(reason)")
        case .settingNotUTF8:
            return ("the line is not UTF-8 text", "この行は UTF-8 のテキストではありません。UTF-8 で保存し直してください。")
        case .settingWithoutEquals(let line, let keys):
            return (
                "'\(line)' is not a setting (write key = value; keys: \(keys))",
                "「\(line)」は設定の行ではありません。key = value の形で書いてください（キー: \(keys)）。"
            )
        case .unknownSetting(let key, let keys):
            return (
                "unknown setting '\(key)' (keys: \(keys))", "「\(key)」という設定はありません。使えるキーは \(keys) です。"
            )
        case .settingEmpty(let key):
            return (
                "\(key) has no value (to use the default, remove the line or run 'templog config unset \(key)')",
                "\(key) に値がありません。既定値に戻すには、行を消すか templog config unset \(key) を実行してください。"
            )
        case .settingTwice(let key, let line):
            return (
                "\(key) is already set on line \(line)",
                "\(key) は \(line) 行目ですでに設定されています。どちらか一方を消してください。"
            )
        case .invalidSettingValue(let value, let key, let accepted):
            return (
                "'\(value)' is not valid for \(key) (accepted: \(accepted))",
                "「\(value)」は \(key) に使えません。\(accepted)を指定してください。"
            )
        case .acceptedName:
            return (
                "a name of up to 32 letters, digits, -, _, . or ', or me",
                "32 文字までの名前（文字・数字・「-」「_」「.」「'」）か、me（あなた自身）"
            )
        case .acceptedFever:
            return ("a temperature such as 37.5 or 100.4F", "37.5 や 100.4F などの体温")
        case .acceptedFilePath:
            return ("an absolute path, or one starting with ~/", "絶対パスか、~/ で始まるパス")
        case .sourceFile(let path, let line):
            return ("config file \(path):\(line)", "設定ファイル \(path):\(line)")
        case .sourceLocale(let variable):
            return ("locale \(variable)", "ロケール \(variable)")
        case .sourceDefault:
            return ("default", "既定値")
        case .configRow(let key, let value, let source):
            return ("\(key) = \(value) (\(source))", "\(key) = \(value)（\(source)）")
        case .settingsFileAt(let path):
            return ("Config file: \(path)", "設定ファイル: \(path)")
        case .settingsFileMissing(let path):
            return ("Config file: \(path) (not created yet)", "設定ファイル: \(path)（まだありません）")
        case .settingSaved(let key, let value, let path):
            return ("Set \(key) = \(value) in \(path)", "\(key) を「\(value)」に設定しました（\(path)）。")
        case .settingRemoved(let key, let path):
            return ("Removed \(key) from \(path)", "\(path) から \(key) を削除しました。")
        case .settingWasNotSet(let key, let path):
            return (
                "\(key) was not set in \(path); nothing changed",
                "\(key) は \(path) に設定されていません。何も変更していません。"
            )
        case .settingOverridden(let variable, let value):
            return (
                "\(variable)=\(value) is set in the environment and takes precedence over the config file",
                "環境変数 \(variable)=\(value) が設定ファイルより優先されます。"
            )
        case .unknownConfigAction(let action):
            return (
                "unknown config action '\(action)' (accepted: set, unset)",
                "config の操作「\(action)」はありません。set か unset を指定してください。"
            )
        case .settingsBusy(let path):
            return (
                "the config file is busy (being changed by another templog?); try again in a moment (lock file: '\(path)')",
                "設定ファイルが使用中です（別の templog が変更していませんか？）。少し待ってからもう一度実行してください（ロックファイル: 「\(path)」）。"
            )
        case .sheetRuleBySheet:
            return (
                "worded for each sheet: school, nursery or work",
                "学校・園・職場それぞれに合わせた一文"
            )
        case .acceptedSheetRule:
            return (
                "one line of text of up to 100 characters, or none for no rule",
                "100 文字までの 1 行の文か、none（ルールを表示しません）"
            )
        }
    }
}
