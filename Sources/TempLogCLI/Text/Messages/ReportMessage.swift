/// `recent`, `today`, `people`, `report`, `stats` and `chart`.
enum ReportMessage: MessageArea {
    case noReadingsYet
    case noReadingsForPerson(person: LocalizedText)
    case noReadingsOnDay(day: LocalizedText)
    case noReadingsOnDayForPerson(day: LocalizedText, person: LocalizedText)
    case noReadingToday
    case noReadingTodayForPerson(person: LocalizedText)
    case you
    case columnDate
    case columnTime
    case columnTemperature
    case columnFever
    case columnSite
    case columnWho
    case columnNote
    case feverMark
    case columnReadings
    case columnLastReading
    case statsSpan(name: String, first: LocalizedText, last: LocalizedText, days: Int)
    case statsNoDays(person: String)
    case statsReadingsLabel
    case statsReadings(count: Int, days: Int, missing: Int)
    case statsLowest
    case statsAverage
    case statsHighest
    case statsUsualMorning
    case statsUsualMorningValue(temperature: LocalizedText)
    case statsFeverReadings
    case statsFeverReadingsValue(count: Int, threshold: LocalizedText)
    case statsFeverEpisodes
    case statsNone
    case statsEpisodes(count: Int, episodes: LocalizedText)
    case statsEpisode(days: LocalizedText, highest: LocalizedText)
    case statsFirstLast
    case statsFirstLastValue(first: LocalizedText, last: LocalizedText)
    case chartTitle(person: String, threshold: LocalizedText)
    case chartNoReadings
    case reportMissing
    case reportFever(reading: LocalizedText)
    case reportMorning(time: String, temperature: LocalizedText)
    case reportReading(time: String, temperature: LocalizedText)
    case reportAndThen(first: LocalizedText, then: LocalizedText)
    case reportDayHighest(readings: LocalizedText, temperature: LocalizedText, time: String)
    case columnToday
    case noReadingYet
    case chartNoReadingsOf(person: LocalizedText, others: LocalizedText)
    case notEnoughReadingsYet
    case symptomList(names: Spelling)
    case columnSymptoms
    case reportEvening(time: String, temperature: LocalizedText)
    case noReadingsOfName(name: String, known: LocalizedText)
    case noReadingsInEmptyStore(name: String)
    case formerNameNote(name: String)
    case profileSaved(person: LocalizedText, fields: LocalizedText)
    case profileUnchanged(person: LocalizedText)
    case profileFieldsRemoved(person: LocalizedText, fields: LocalizedText)
    case profileFieldsNotSet(person: LocalizedText, fields: LocalizedText)
    case profileField(field: LocalizedText, value: String)
    case fieldDisplayName
    case fieldSchool
    case fieldClass
    case fieldNumber
    case columnDisplayName
    case columnSchool
    case columnClass
    case columnNumber
    case profileNothingToSet(options: Spelling)
    case profileNearMiss(person: String, similar: LocalizedText)
    case profileFever(threshold: LocalizedText)
    case fieldFever
    case columnFeverThreshold

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .noReadingsYet:
            return (
                "No readings yet. Record one with: templog add 36.5",
                "まだ記録がありません。templog add 36.5 で記録できます。"
            )
        case .noReadingsForPerson(let person):
            return ("No readings for \(person) yet.", "記録はまだありません（\(person)）。")
        case .noReadingsOnDay(let day):
            return ("No readings on \(day).", "\(day) の記録はありません。")
        case .noReadingsOnDayForPerson(let day, let person):
            return ("No readings for \(person) on \(day).", "\(day) の記録はありません（\(person)）。")
        case .noReadingToday:
            return ("No reading yet today.", "今日の記録はまだありません。")
        case .noReadingTodayForPerson(let person):
            return ("No reading yet today for \(person).", "\(person)さんの今日の記録はまだありません。")
        case .you:
            return ("me", "本人")
        case .columnDate:
            return ("DATE", "日付")
        case .columnTime:
            return ("TIME", "時刻")
        case .columnTemperature:
            return ("TEMP", "体温")
        case .columnFever:
            return ("FEVER", "発熱")
        case .columnSite:
            return ("SITE", "部位")
        case .columnWho:
            return ("WHO", "名前")
        case .columnNote:
            return ("NOTE", "メモ")
        case .feverMark:
            return ("fever", "発熱")
        case .columnReadings:
            return ("READINGS", "記録数")
        case .columnLastReading:
            return ("LAST READING", "最新の記録")
        case .statsSpan(let name, let first, let last, let days):
            return (
                "\(name): \(first) to \(last) (\(days) day\(days == 1 ? "" : "s"))",
                "\(name): \(first)〜\(last)（\(days) 日間）"
            )
        case .statsNoDays(let person):
            return ("\(person): no days", "\(person): 対象の日がありません")
        case .statsReadingsLabel:
            return ("readings", "記録")
        case .statsReadings(let count, let days, let missing):
            return (
                "\(count) on \(days) day\(days == 1 ? "" : "s"); \(missing) missing",
                "\(count) 件（\(days) 日分\(missing > 0 ? "、記録のない日 \(missing) 日" : "")）"
            )
        case .statsLowest:
            return ("lowest", "最低")
        case .statsAverage:
            return ("average", "平均")
        case .statsHighest:
            return ("highest", "最高")
        case .statsUsualMorning:
            return ("usual temperature", "平熱")
        case .statsUsualMorningValue(let temperature):
            return (
                "\(temperature) (median of the morning readings of the 30 days before)",
                "\(temperature)（直前 30 日間の朝の記録の中央値）"
            )
        case .statsFeverReadings:
            return ("fever readings", "発熱の記録")
        case .statsFeverReadingsValue(let count, let threshold):
            return ("\(count) (at or above \(threshold))", "\(count) 件（\(threshold) 以上）")
        case .statsFeverEpisodes:
            return ("fever episodes", "発熱の期間")
        case .statsNone:
            return ("none", "なし")
        case .statsEpisodes(let count, let episodes):
            return ("\(count): \(episodes)", "\(count) 回: \(episodes)")
        case .statsEpisode(let days, let highest):
            return ("\(days), up to \(highest)", "\(days)（最高 \(highest)）")
        case .statsFirstLast:
            return ("first / last", "最初と最後の記録")
        case .statsFirstLastValue(let first, let last):
            return ("\(first) / \(last)", "\(first)、\(last)")
        case .chartTitle(let person, let threshold):
            return (
                "\(person): daily highest; fever line \(threshold)",
                "\(person): 日ごとの最高体温（発熱の目安 \(threshold)）"
            )
        case .chartNoReadings:
            return ("No readings in these days.", "この期間の記録はありません。")
        case .reportMissing:
            return ("no reading", "記録なし")
        case .reportFever(let reading):
            return ("\(reading) (fever)", "\(reading)（発熱）")
        case .reportMorning(let time, let temperature):
            return ("morning \(time) \(temperature)", "朝 \(time) \(temperature)")
        case .reportReading(let time, let temperature):
            return ("\(time) \(temperature)", "\(time) \(temperature)")
        case .reportAndThen(let first, let then):
            return ("\(first), \(then)", "\(first)、\(then)")
        case .reportDayHighest(let readings, let temperature, let time):
            return (
                "\(readings); the day's highest \(temperature) at \(time)",
                "\(readings)。この日の最高 \(temperature)（\(time)）"
            )
        case .columnToday:
            return ("LATEST TODAY", "今日の最新")
        case .noReadingYet:
            return ("no reading yet", "まだ記録なし")
        case .chartNoReadingsOf(let person, let others):
            return (
                "No readings of \(person) in these days; there are readings of \(others) (choose with --who).",
                "この期間に\(person)の記録はありません。\(others)の記録があります（--who で選んでください）。"
            )
        case .notEnoughReadingsYet:
            return (
                "not enough readings yet (it takes 5 mornings in the 30 days before)",
                "まだ記録が足りません（直前 30 日間に朝の記録が 5 日分必要です）"
            )
        case .symptomList(let names):
            return ("\(names.en)", "\(names.ja)")
        case .columnSymptoms:
            return ("SYMPTOMS", "症状")
        case .reportEvening(let time, let temperature):
            return ("evening \(time) \(temperature)", "夜 \(time) \(temperature)")
        case .noReadingsOfName(let name, let known):
            return (
                "no readings for '\(name)'; the store has: \(known)",
                "「\(name)」の記録はありません。記録のある人（\(known)）から選んでください。"
            )
        case .noReadingsInEmptyStore(let name):
            return (
                "no readings for '\(name)'; the store has none yet",
                "「\(name)」の記録はありません（記録はまだひとつもありません）。"
            )
        case .formerNameNote(let name):
            return (
                "'\(name)' is a name recorded before it meant you; its readings are kept apart from yours: 'templog check --repair' files them as yours",
                "「\(name)」はあなたを指す言葉になる前に記録された名前です。その記録はあなたの記録と分けています。templog check --repair であなたの記録にまとめられます。"
            )
        case .profileSaved(let person, let fields):
            return (
                "Saved the profile of \(person): \(fields)",
                "「\(person)」のプロフィールを保存しました（\(fields)）。"
            )
        case .profileUnchanged(let person):
            return (
                "The profile of \(person) already reads so; nothing changed",
                "「\(person)」のプロフィールはすでに指定どおりです。何も変更していません。"
            )
        case .profileFieldsRemoved(let person, let fields):
            return (
                "Removed the \(fields) of \(person)",
                "「\(person)」の\(fields)を削除しました。"
            )
        case .profileFieldsNotSet(let person, let fields):
            return (
                "\(person) has no \(fields) to remove; nothing changed",
                "「\(person)」のプロフィールに\(fields)はありません。何も変更していません。"
            )
        case .profileField(let field, let value):
            return (
                "\(field) '\(value)'",
                "\(field)「\(value)」"
            )
        case .fieldDisplayName:
            return (
                "display name",
                "表示名"
            )
        case .fieldSchool:
            return (
                "school",
                "学校名"
            )
        case .fieldClass:
            return (
                "class",
                "学年・組"
            )
        case .fieldNumber:
            return (
                "number",
                "番号"
            )
        case .columnDisplayName:
            return (
                "DISPLAY NAME",
                "表示名"
            )
        case .columnSchool:
            return (
                "SCHOOL",
                "学校"
            )
        case .columnClass:
            return (
                "CLASS",
                "学年・組"
            )
        case .columnNumber:
            return (
                "NO.",
                "番号"
            )
        case .profileNothingToSet(let options):
            return (
                "'people set' needs at least one of \(options.en)",
                "people set には \(options.ja) のどれかを指定してください。"
            )
        case .profileNearMiss(let person, let similar):
            return (
                "no readings of '\(person)' yet — did you mean \(similar)? ('templog undo' takes the profile back)",
                "「\(person)」の記録はまだありません。「\(similar)」の間違いなら、templog undo でこのプロフィールを取り消してください。"
            )
        case .profileFever(let threshold):
            return (
                "fever threshold \(threshold)",
                "発熱の目安 \(threshold)"
            )
        case .fieldFever:
            return (
                "fever threshold",
                "発熱の目安"
            )
        case .columnFeverThreshold:
            return (
                "FEVER AT",
                "発熱の目安"
            )
        }
    }
}
