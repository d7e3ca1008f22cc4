/// `sheet`: the printable HTML sheet.
enum SheetMessage: MessageArea {
    case sheetTitle
    case sheetName
    case sheetPeriod
    case sheetUsualTemperature
    case sheetUsualShort
    case sheetUsualUnknown
    case sheetFeverThreshold
    case sheetDate
    case sheetMorning
    case sheetEvening
    case sheetTime
    case sheetTemperature
    case sheetSymptoms
    case sheetNote
    case sheetChecked
    case sheetOtherReadings
    case sheetChartDescription
    case sheetListSeparator
    case sheetMonth(month: Spelling)
    case symptomName(name: Spelling)
    case sheetTooLong(maximum: Int, first: String, last: String, days: Int)
    case sheetCelsius

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .sheetTitle:
            return ("Health check sheet", "健康観察表")
        case .sheetName:
            return ("Name", "氏名")
        case .sheetPeriod:
            return ("Period", "期間")
        case .sheetUsualTemperature:
            return ("Usual temperature", "平熱")
        case .sheetUsualShort:
            return ("usual", "平熱")
        case .sheetUsualUnknown:
            return ("not enough readings yet", "記録がまだ足りません")
        case .sheetFeverThreshold:
            return ("Fever threshold", "発熱の目安")
        case .sheetDate:
            return ("Date", "日付")
        case .sheetMorning:
            return ("Morning", "朝")
        case .sheetEvening:
            return ("Evening", "夜")
        case .sheetTime:
            return ("Time", "時刻")
        case .sheetTemperature:
            return ("Temp.", "体温")
        case .sheetSymptoms:
            return ("Symptoms", "症状")
        case .sheetNote:
            return ("Note", "備考")
        case .sheetChecked:
            return ("Checked", "確認印")
        case .sheetOtherReadings:
            return ("other readings:", "他の検温:")
        case .sheetChartDescription:
            return (
                "Morning and evening temperatures day by day, with the fever threshold",
                "日ごとの朝と夜の体温と発熱の目安"
            )
        case .sheetListSeparator:
            return (", ", "、")
        case .sheetMonth(let month):
            return ("\(month.en)", "\(month.ja)月")
        case .symptomName(let name):
            return ("\(name.en)", "\(name.ja)")
        case .sheetTooLong(let maximum, let first, let last, let days):
            return (
                "A sheet covers at most \(maximum) days, and \(first) to \(last) is \(days) days (use --days, or --since and --until closer together)",
                "健康観察表は \(maximum) 日分までです。\(first)〜\(last) は \(days) 日あります。--days か、間の短い --since と --until を指定してください。"
            )
        case .sheetCelsius:
            return ("°C", "℃")
        }
    }
}
