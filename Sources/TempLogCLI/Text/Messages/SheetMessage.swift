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
    case sheetHighestOther
    case sheetFeverReducerDose
    case sheetOtherMedicineDose
    case sheetChartDescription
    case sheetChartDescriptionWithDoses
    case sheetListSeparator
    case sheetMonth(month: Spelling)
    case symptomName(name: Spelling)
    case sheetTooLong(maximum: Int, first: String, last: String, days: Int)
    case sheetCelsius
    case sheetSchool
    case sheetClassAndNumber
    case sheetClassNumber(number: String)
    case sheetRuleSchool(threshold: LocalizedText)
    case sheetRuleNursery(threshold: LocalizedText)
    case sheetRuleWorkplace(threshold: LocalizedText)
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
    case sheetWorkplaceTitle
    case sheetNursery
    case sheetNurseryClass
    case sheetDepartment
    case sheetStaffNumber
    case sheetMorningTemperature
    case sheetAttendance
    case sheetNurseryAttendance
    case sheetAttendanceChoices
    case sheetOfficeOrHome
    case sheetManagerCheck
    case documentTitle(kind: LocalizedText, names: LocalizedText, period: Spelling)
    case documentKindSchool
    case documentKindWorkplace
    case documentKindBoth
    case documentNames(first: LocalizedText, then: String)
    case documentNamesMore(first: String, more: Int)

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
            return ("Notes (doctor, medicine)", "備考（受診・服薬など）")
        case .sheetChecked:
            return ("Checked", "確認印")
        case .sheetFeverReducer:
            return ("fever reducer", "解熱剤")
        case .sheetOtherReadings:
            return ("other readings:", "他の検温:")
        case .sheetHighestOther:
            return ("Highest at another time", "朝・夜以外の最高体温")
        case .sheetChartDescription:
            return (
                "Morning and evening temperatures day by day, a higher reading at another time, and the fever threshold",
                "日ごとの朝と夜の体温、それより高いほかの時刻の体温と発熱の目安"
            )
        case .sheetFeverReducerDose:
            return ("Fever reducer", "解熱剤")
        case .sheetOtherMedicineDose:
            return ("Other medicine", "その他の薬")
        case .sheetChartDescriptionWithDoses:
            return (
                "Morning and evening temperatures day by day, a higher reading at another time, the fever threshold, and each dose under its day at its time of day (filled for a fever reducer, hollow for another medicine)",
                "日ごとの朝と夜の体温、それより高いほかの時刻の体温、発熱の目安と、その日の服薬の時刻（塗りつぶしは解熱剤、白抜きはその他の薬）"
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
                "School",
                "学校名"
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
        case .sheetRuleSchool(let threshold):
            return (
                "At \(threshold) or above, please keep your child home and let the school know.",
                "\(threshold)以上のときは登校を控え、学校へ連絡してください。"
            )
        case .sheetRuleNursery(let threshold):
            return (
                "At \(threshold) or above, please keep your child home and let the nursery know.",
                "\(threshold)以上のときは登園を控え、園へ連絡してください。"
            )
        case .sheetRuleWorkplace(let threshold):
            return (
                "At \(threshold) or above, please stay home from work and let your manager know.",
                "\(threshold)以上のときは出勤を控え、上長に連絡してください。"
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
        case .sheetWorkplaceTitle:
            return ("Daily health check", "体調チェック表")
        case .sheetNursery:
            return ("Nursery", "園名")
        case .sheetNurseryClass:
            return ("Class", "クラス")
        case .sheetDepartment:
            return ("Department", "所属")
        case .sheetStaffNumber:
            return ("Staff number", "社員番号")
        case .sheetMorningTemperature:
            return ("Morning temperature", "朝の体温")
        case .sheetAttendance:
            return ("At school", "登校")
        case .sheetNurseryAttendance:
            return ("At nursery", "登園")
        case .sheetAttendanceChoices:
            return ("✓ / absent / excluded", "○／\u{200B}欠席／\u{200B}出席停止")
        case .sheetOfficeOrHome:
            return ("Office or home", "出社／\u{200B}在宅")
        case .sheetManagerCheck:
            return ("Manager's check", "上長確認")
        case .documentTitle(let kind, let names, let period):
            return ("\(kind) – \(names) – \(period.en)", "\(kind)（\(names)、\(period.ja)）")
        case .documentKindSchool:
            return ("Health check", "健康観察カード")
        case .documentKindWorkplace:
            return ("Daily health check", "体調チェック表")
        case .documentKindBoth:
            return ("Health checks", "健康観察カード・体調チェック表")
        case .documentNames(let first, let then):
            return ("\(first), \(then)", "\(first)・\(then)")
        case .documentNamesMore(let first, let more):
            return ("\(first) and \(more) more", "\(first)ほか \(more) 人")
        }
    }
}
