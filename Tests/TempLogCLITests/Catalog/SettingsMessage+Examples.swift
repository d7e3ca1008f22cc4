@testable import TempLogCLI

extension SettingsMessage: CatalogExample {
    enum Kind: CaseIterable {
        case badNow
        case invalidSetting
        case acceptedZones
        case acceptedSeconds
        case cannotReadSettings
        case cannotWriteSettings
        case settingsLine
        case settingNotUTF8
        case settingWithoutEquals
        case unknownSetting
        case settingEmpty
        case settingTwice
        case invalidSettingValue
        case acceptedName
        case acceptedFever
        case acceptedFilePath
        case sourceFile
        case sourceLocale
        case sourceDefault
        case configRow
        case settingsFileAt
        case settingsFileMissing
        case settingSaved
        case settingRemoved
        case settingWasNotSet
        case settingOverridden
        case unknownConfigAction
        case settingsBusy
        case acceptedSheetRule
        case sheetRuleBySheet
    }

    var localized: LocalizedText { .settings(self) }

    var kind: Kind {
        switch self {
        case .badNow: return .badNow
        case .invalidSetting: return .invalidSetting
        case .acceptedZones: return .acceptedZones
        case .acceptedSeconds: return .acceptedSeconds
        case .cannotReadSettings: return .cannotReadSettings
        case .cannotWriteSettings: return .cannotWriteSettings
        case .settingsLine: return .settingsLine
        case .settingNotUTF8: return .settingNotUTF8
        case .settingWithoutEquals: return .settingWithoutEquals
        case .unknownSetting: return .unknownSetting
        case .settingEmpty: return .settingEmpty
        case .settingTwice: return .settingTwice
        case .invalidSettingValue: return .invalidSettingValue
        case .acceptedName: return .acceptedName
        case .acceptedFever: return .acceptedFever
        case .acceptedFilePath: return .acceptedFilePath
        case .sourceFile: return .sourceFile
        case .sourceLocale: return .sourceLocale
        case .sourceDefault: return .sourceDefault
        case .configRow: return .configRow
        case .settingsFileAt: return .settingsFileAt
        case .settingsFileMissing: return .settingsFileMissing
        case .settingSaved: return .settingSaved
        case .settingRemoved: return .settingRemoved
        case .settingWasNotSet: return .settingWasNotSet
        case .settingOverridden: return .settingOverridden
        case .unknownConfigAction: return .unknownConfigAction
        case .settingsBusy: return .settingsBusy
        case .acceptedSheetRule: return .acceptedSheetRule
        case .sheetRuleBySheet: return .sheetRuleBySheet
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .badNow: return .badNow(value: "<value>")
        case .invalidSetting:
            return .invalidSetting(
                variable: "<variable>", value: "<value>", accepted: .verbatim("<accepted>"))
        case .acceptedZones: return .acceptedZones
        case .acceptedSeconds: return .acceptedSeconds
        case .cannotReadSettings:
            return .cannotReadSettings(path: "<path>", reason: .verbatim("<reason>"))
        case .cannotWriteSettings:
            return .cannotWriteSettings(path: "<path>", reason: .verbatim("<reason>"))
        case .settingsLine:
            return .settingsLine(path: "<path>", line: 4_201, reason: .verbatim("<reason>"))
        case .settingNotUTF8: return .settingNotUTF8
        case .settingWithoutEquals: return .settingWithoutEquals(line: "<line>", keys: "<keys>")
        case .unknownSetting: return .unknownSetting(key: "<key>", keys: "<keys>")
        case .settingEmpty: return .settingEmpty(key: "<key>")
        case .settingTwice: return .settingTwice(key: "<key>", line: 4_201)
        case .invalidSettingValue:
            return .invalidSettingValue(
                value: "<value>", key: "<key>", accepted: .verbatim("<accepted>"))
        case .acceptedName: return .acceptedName
        case .acceptedFever: return .acceptedFever
        case .acceptedFilePath: return .acceptedFilePath
        case .sourceFile: return .sourceFile(path: "<path>", line: 4_201)
        case .sourceLocale: return .sourceLocale(variable: "<variable>")
        case .sourceDefault: return .sourceDefault
        case .configRow:
            return .configRow(
                key: "<key>", value: .verbatim("<value>"), source: .verbatim("<source>"))
        case .settingsFileAt: return .settingsFileAt(path: "<path>")
        case .settingsFileMissing: return .settingsFileMissing(path: "<path>")
        case .settingSaved: return .settingSaved(key: "<key>", value: "<value>", path: "<path>")
        case .settingRemoved: return .settingRemoved(key: "<key>", path: "<path>")
        case .settingWasNotSet: return .settingWasNotSet(key: "<key>", path: "<path>")
        case .settingOverridden: return .settingOverridden(variable: "<variable>", value: "<value>")
        case .unknownConfigAction: return .unknownConfigAction(action: "<action>")
        case .settingsBusy: return .settingsBusy(path: "<path>")
        case .acceptedSheetRule: return .acceptedSheetRule
        case .sheetRuleBySheet: return .sheetRuleBySheet
        }
    }
}
