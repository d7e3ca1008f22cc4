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
    case sheetTemperature(symbol: String)
    case sheetSymptoms
    case sheetNote
    case sheetChecked
    case sheetOtherReadings
    case sheetFeverReducer
    case sheetChartDescription
    case sheetListSeparator
    case sheetMonth(month: Spelling)
    case symptomName(name: Spelling)
    case sheetTooLong(maximum: Int, first: String, last: String, days: Int)
    case sheetCelsius
    case sheetSchool
    case sheetClassAndNumber
    case sheetClassNumber(number: String)
    case sheetRule(threshold: LocalizedText)
    case sheetFeverNote
    case sheetSymptomsPresent(list: String)
    case sheetGuardianCheck
    case sheetSubmitted
    case sheetDateToFill
    case sheetGuardianName
    case sheetSignature
    case sheetNoteSeparator
    case sheetUnitSeparator
    case sheetRowDay(day: Spelling)

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .sheetTitle:
            return ("Health check sheet", "健康観察カード")
        case .sheetName:
            return ("Name", "氏名")
        case .sheetPeriod:
            return ("Period", "期間")
        case .sheetUsualTemperature:
            return ("Usual temperature", "平熱")
        case .sheetUsualShort:
            return ("usual", "平熱")
        case .sheetUsualUnknown:
            return ("____", "＿＿＿")
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
        case .sheetTemperature(let symbol):
            return ("Temp. (\(symbol))", "体温（\(symbol)）")
        case .sheetSymptoms:
            return ("Symptoms", "症状")
        case .sheetNote:
            return ("Note", "備考")
        case .sheetChecked:
            return ("Checked", "確認印")
        case .sheetFeverReducer:
            return ("fever reducer", "解熱剤")
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
                "健康観察カードは \(maximum) 日分までです。\(first)〜\(last) は \(days) 日あります。--days か、間の短い --since と --until を指定してください。"
            )
        case .sheetCelsius:
            return ("°C", "℃")
        case .sheetSchool:
            return (
                "School, nursery or workplace",
                "学校・園・会社名"
            )
        case .sheetClassAndNumber:
            return (
                "Grade, class and number",
                "学年・組・番"
            )
        case .sheetClassNumber(let number):
            return (
                "No. \(number)",
                "\(number)番"
            )
        case .sheetRule(let threshold):
            return (
                "Please stay home from school or work at \(threshold) or above.",
                "\(threshold)以上のときは登校・出勤を控えてください。"
            )
        case .sheetFeverNote:
            return (
                " (fever)",
                "（発熱）"
            )
        case .sheetSymptomsPresent(let list):
            return (
                "yes: \(list)",
                "あり（\(list)）"
            )
        case .sheetGuardianCheck:
            return (
                "Parent's stamp or signature",
                "保護者\u{200B}確認印・\u{200B}サイン"
            )
        case .sheetSubmitted:
            return (
                "Date submitted",
                "提出日"
            )
        case .sheetDateToFill:
            return (
                "      /      /",
                "　　　　年　　　月　　　日"
            )
        case .sheetGuardianName:
            return (
                "Parent or guardian",
                "保護者氏名"
            )
        case .sheetSignature:
            return (
                "Signature",
                "署名"
            )
        case .sheetNoteSeparator:
            return (
                " / ",
                "／"
            )
        case .sheetUnitSeparator:
            return (
                " ",
                ""
            )
        case .sheetRowDay(let day):
            return (
                "\(day.en)",
                "\(day.ja)"
            )
        }
    }
}
