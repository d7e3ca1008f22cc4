/// `episode`: a fever's course, the days a school counts, and its errors.
enum EpisodeMessage: MessageArea {
    case heading(person: LocalizedText, threshold: LocalizedText)
    case labelOnset
    case onsetFound(day: LocalizedText, temperature: LocalizedText, when: LocalizedText)
    case onsetGiven(day: LocalizedText, temperature: LocalizedText, when: LocalizedText)
    case labelHighest
    case readingAt(temperature: LocalizedText, when: LocalizedText)
    case labelFeverDays
    case labelDoses
    case doseAt(medicine: LocalizedText, when: LocalizedText)
    case labelLastFever
    case labelFeverFreeDay
    case feverToday
    case feverReducerToday
    case noReadingSince
    case labelUnmeasured
    case unmeasured(days: LocalizedText)
    case labelFeverFree
    case feverFreeSinceFever(time: Spelling, since: LocalizedText, latest: LocalizedText)
    case feverFreeSinceReducer(time: Spelling, since: LocalizedText, latest: LocalizedText)
    case labelToday
    case todayAfterOnset(day: LocalizedText, sinceOnset: Int)
    case todayAfterBoth(day: LocalizedText, sinceOnset: Int, sinceFeverFree: Int)
    case ruleInfluenza
    case ruleInfluenzaPreschool
    case absence(days: LocalizedText)
    case firstDayBack(
        day: LocalizedText, onsetDays: Int, fromOnset: LocalizedText, feverFreeDays: Int,
        fromFeverFree: LocalizedText)
    case backOnceFeverGone(earliest: LocalizedText, onsetDays: Int)
    case schoolDecides
    case columnDay
    case dayNumber(number: Int)
    case columnHighest
    case highestMark
    case noFever(threshold: LocalizedText)
    case noFeverForPerson(person: LocalizedText, threshold: LocalizedText)
    case noFeverSince(day: LocalizedText, threshold: LocalizedText)
    case noFeverForPersonSince(person: LocalizedText, day: LocalizedText, threshold: LocalizedText)
    case onsetInFuture(text: String, today: LocalizedText)
    case onsetAfterFirstFever(text: String, temperature: LocalizedText, when: LocalizedText)

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .heading(let person, let threshold):
            return (
                "\(person): fever episode (fever at or above \(threshold))",
                "\(person): 発熱の経過（発熱の目安 \(threshold) 以上）"
            )
        case .labelOnset:
            return ("onset", "発症日")
        case .onsetFound(let day, let temperature, let when):
            return (
                "\(day), the first fever reading \(temperature) at \(when)",
                "\(day)（最初の発熱 \(when) \(temperature)）"
            )
        case .onsetGiven(let day, let temperature, let when):
            return (
                "\(day) (given), the first fever reading \(temperature) at \(when)",
                "\(day)（指定した日、最初の発熱 \(when) \(temperature)）"
            )
        case .labelHighest:
            return ("highest", "最高体温")
        case .readingAt(let temperature, let when):
            return ("\(temperature) at \(when)", "\(temperature)（\(when)）")
        case .labelFeverDays:
            return ("fever days", "発熱した日")
        case .labelDoses:
            return ("given", "服薬")
        case .doseAt(let medicine, let when):
            return ("\(medicine) at \(when)", "\(when) \(medicine)")
        case .labelLastFever:
            return ("last fever", "最後の発熱")
        case .labelFeverFreeDay:
            return ("fever went down", "解熱日")
        case .feverToday:
            return ("not yet: a fever reading today", "まだ（今日も発熱の記録があります）")
        case .feverReducerToday:
            return (
                "not yet: a fever reducer was given today",
                "まだ決まりません（今日、解熱剤を使いました）"
            )
        case .noReadingSince:
            return (
                "not yet known: no reading since the last fever or fever reducer",
                "まだ決まりません（最後の発熱か解熱剤の日より後に検温の記録がありません）"
            )
        case .labelUnmeasured:
            return ("no reading", "記録のない日")
        case .unmeasured(let days):
            return (
                "\(days): not counted as free of fever, since no reading says so",
                "\(days)（検温の記録がないため、熱がなかった日とは数えていません）"
            )
        case .labelFeverFree:
            return ("fever-free", "解熱後の経過")
        case .feverFreeSinceFever(let time, let since, let latest):
            return (
                "\(time.en) without fever or a fever reducer, from the last fever at \(since) to the reading at \(latest)",
                "解熱剤を使わずに \(time.ja)（最後の発熱 \(since) から \(latest) の検温まで）"
            )
        case .feverFreeSinceReducer(let time, let since, let latest):
            return (
                "\(time.en) without fever or a fever reducer, from the last fever reducer at \(since) to the reading at \(latest)",
                "解熱剤を使わずに \(time.ja)（最後の解熱剤 \(since) から \(latest) の検温まで）"
            )
        case .labelToday:
            return ("today", "今日")
        case .todayAfterOnset(let day, let sinceOnset):
            return (
                "\(day), day \(sinceOnset) after the onset",
                "\(day)、発症後 \(sinceOnset) 日目"
            )
        case .todayAfterBoth(let day, let sinceOnset, let sinceFeverFree):
            return (
                "\(day), day \(sinceOnset) after the onset and day \(sinceFeverFree) after the fever went down",
                "\(day)、発症後 \(sinceOnset) 日目、解熱後 \(sinceFeverFree) 日目"
            )
        case .ruleInfluenza:
            return (
                "Influenza, as 学校保健安全法施行規則 第19条 (Japan's School Health and Safety Act, Enforcement Regulations, Article 19) counts it: absent until five days have passed after the onset and two days after the fever went down; the onset day and the 解熱日 are each day 0.",
                "インフルエンザ（学校保健安全法施行規則 第 19 条）: 発症した後五日を経過し、かつ、解熱した後二日を経過するまで出席停止です。発症日と解熱日はそれぞれ 0 日目と数えます。"
            )
        case .ruleInfluenzaPreschool:
            return (
                "Influenza for preschool children, as 学校保健安全法施行規則 第19条 (Japan's School Health and Safety Act, Enforcement Regulations, Article 19) counts it: absent until five days have passed after the onset and three days after the fever went down; the onset day and the 解熱日 are each day 0.",
                "インフルエンザ・幼児（学校保健安全法施行規則 第 19 条）: 発症した後五日を経過し、かつ、解熱した後三日を経過するまで出席停止です。発症日と解熱日はそれぞれ 0 日目と数えます。"
            )
        case .absence(let days):
            return ("Absent by this count: \(days).", "出席停止の期間（目安）は \(days) です。")
        case .firstDayBack(
            let day, let onsetDays, let fromOnset, let feverFreeDays, let fromFeverFree):
            return (
                "Back from \(day): the later of onset + \(onsetDays) days = \(fromOnset) and 解熱日 + \(feverFreeDays) days = \(fromFeverFree).",
                "\(day) から登校できます（目安）。発症後 \(onsetDays) 日目（\(fromOnset)）と解熱後 \(feverFreeDays) 日目（\(fromFeverFree)）の遅いほうです。"
            )
        case .backOnceFeverGone(let earliest, let onsetDays):
            return (
                "The first day back is counted once the fever has gone down; by the onset it is \(earliest) (onset + \(onsetDays) days) at the earliest.",
                "登校できる日は解熱日が決まってから数えます（発症日からは、早くても発症後 \(onsetDays) 日目の \(earliest) です）。"
            )
        case .schoolDecides:
            return (
                "A count from the log, not medical advice: the school and the doctor decide when the child goes back.",
                "記録から数えた目安で、医学的な助言ではありません。登校できるかどうかは学校と医師が判断します。"
            )
        case .columnDay:
            return ("DAY", "発症後")
        case .dayNumber(let number):
            return ("\(number)", "\(number) 日目")
        case .columnHighest:
            return ("HIGHEST", "最高")
        case .highestMark:
            return ("highest", "最高")
        case .noFever(let threshold):
            return (
                "No fever reading at or above \(threshold).",
                "\(threshold) 以上の発熱の記録はありません。"
            )
        case .noFeverForPerson(let person, let threshold):
            return (
                "No fever reading for \(person) at or above \(threshold).",
                "\(person)さんの \(threshold) 以上の発熱の記録はありません。"
            )
        case .noFeverSince(let day, let threshold):
            return (
                "No fever reading at or above \(threshold) since \(day).",
                "\(day) 以降、\(threshold) 以上の発熱の記録はありません。"
            )
        case .noFeverForPersonSince(let person, let day, let threshold):
            return (
                "No fever reading for \(person) at or above \(threshold) since \(day).",
                "\(day) 以降、\(person)さんの \(threshold) 以上の発熱の記録はありません。"
            )
        case .onsetInFuture(let text, let today):
            return (
                "'\(text)' is in the future (today is \(today)); give the day the fever began",
                "「\(text)」は未来の日付です（今日は \(today)）。熱が出始めた日を指定してください。"
            )
        case .onsetAfterFirstFever(let text, let temperature, let when):
            return (
                "'\(text)' is after the episode's first fever reading, \(temperature) at \(when); give the day it began, or leave --onset out",
                "「\(text)」はこの発熱の最初の記録（\(when) \(temperature)）より後の日です。熱が出始めた日を指定するか、--onset を外してください。"
            )
        }
    }
}
