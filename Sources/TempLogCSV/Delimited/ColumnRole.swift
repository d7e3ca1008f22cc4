/// What a column of an imported file holds.
///
/// Header names match case-insensitively after trimming, with full-width letters, digits and
/// signs folded to ASCII (`ＭＥＭＯ`), half-width katakana folded to full-width (`ﾒﾓ`), and
/// `_`, `-` and spaces ignored, so `Taken At`, `taken-at`, `TAKEN_AT` and `takenAt` are one
/// name. The names each role accepts are listed on its case and in ``acceptedNames``.
public enum ColumnRole: String, Sendable, CaseIterable {
    /// A full timestamp (RFC 3339 / ISO 8601, or `2026/11/29 7:30`): `taken_at`, `takenAt`,
    /// `datetime`, `date_time`, `date/time`, `timestamp`, `time_taken`, `measured_at`, `日時`,
    /// `測定日時`, `検温日時`.
    case takenAt
    /// The day, or a date and time in one cell: `date`, `day`, `日付`, `測定日`, `検温日`,
    /// `年月日`.
    case date
    /// The time of day: `time`, `時刻`, `時間`, `測定時刻`, `検温時刻`.
    case time
    /// A temperature in degrees Celsius: `celsius`, `摂氏`, `°C`, `℃`, or a temperature name
    /// (see ``temperature``) with a Celsius unit: in parentheses or brackets (`temperature (°C)`,
    /// `体温(℃)`, `temp [C]`; the unit may be `°C`, `℃`, `C`, `degC`, `degrees C`, `celsius`
    /// or `摂氏`), or as a suffix (`temp_c`, `temperature_c`, `体温℃`, `temp °C`).
    case celsius
    /// A temperature in degrees Fahrenheit: `fahrenheit`, `華氏`, `°F`, `℉`, or a temperature
    /// name with a Fahrenheit unit, written as for ``celsius``: `temperature (°F)`, `temp_f`,
    /// `体温(℉)`, `temp [degF]`; the unit may be `°F`, `℉`, `F`, `degF`, `degrees F`,
    /// `fahrenheit` or `華氏`.
    case fahrenheit
    /// A temperature whose unit is in each cell (`98.6F`, `37.0℃`) or must be inferred:
    /// `temperature`, `temp`, `body_temperature`, `body_temp`, `体温`, `熱`, `検温`, `温度`.
    case temperature
    /// Free text: `note`, `notes`, `memo`, `comment`, `comments`, `remarks`, `remark`, `メモ`,
    /// `備考`, `コメント`.
    case note
    /// Where on the body the temperature was taken: `site`, `location`, `部位`, `測定部位`.
    case site
    /// Whose temperature it is: `who`, `name`, `person`, `名前`, `氏名`.
    case who
    /// templog's reading id: `id`.
    case id
    /// The unit the reading was entered in (`C` or `F`): `unit`, `単位`.
    case unit
    /// When the reading was entered into templog: `recorded_at`, `recordedAt`.
    case recordedAt
    /// Symptoms: `symptoms`, `symptom`, `症状`.
    case symptoms
    /// templog's kind of entry: `kind`.
    case kind
    /// The identity of the templog store a row was exported from: `store`.
    case store
    /// Why a basal reading is left out of the cycle's rule: `disturbed`, `disturbance`,
    /// `除外理由`.
    case disturbed

    /// The header names this role accepts, as they are documented. Celsius and Fahrenheit
    /// columns also accept every temperature name followed by a unit; see ``celsius``.
    package var acceptedNames: [String] {
        switch self {
        case .takenAt:
            [
                "taken_at", "takenAt", "datetime", "date_time", "date/time", "timestamp",
                "time_taken", "measured_at", "日時", "測定日時", "検温日時",
            ]
        case .date: ["date", "day", "日付", "測定日", "検温日", "年月日"]
        case .time: ["time", "時刻", "時間", "測定時刻", "検温時刻"]
        case .celsius:
            ["celsius", "摂氏", "°C", "℃", "temp_c", "temperature_c", "temperature (°C)", "体温(℃)"]
        case .fahrenheit:
            ["fahrenheit", "華氏", "°F", "℉", "temp_f", "temperature_f", "temperature (°F)"]
        case .temperature:
            ["temperature", "temp", "body_temperature", "body_temp", "体温", "熱", "検温", "温度"]
        case .note:
            [
                "note", "notes", "memo", "comment", "comments", "remarks", "remark", "メモ",
                "備考", "コメント",
            ]
        case .site: ["site", "location", "部位", "測定部位"]
        case .who: ["who", "name", "person", "名前", "氏名"]
        case .id: ["id"]
        case .unit: ["unit", "単位"]
        case .recordedAt: ["recorded_at", "recordedAt"]
        case .symptoms: ["symptoms", "symptom", "症状"]
        case .kind: ["kind"]
        case .store: ["store"]
        case .disturbed: ["disturbed", "disturbance", "除外理由"]
        }
    }

    /// The role a header name plays, or nil for a column to ignore.
    package init?(headerName: String) {
        let name = HeaderName(headerName)
        guard let role = Self.rolesByName[name.key] ?? name.temperatureRole else { return nil }
        self = role
    }

    /// Every accepted name, normalised, with its role.
    private static let rolesByName: [String: ColumnRole] = {
        var roles: [String: ColumnRole] = [:]
        for role in allCases {
            for name in role.acceptedNames {
                roles[HeaderName(name).key] = role
            }
        }
        return roles
    }()
}
