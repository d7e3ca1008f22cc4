/// `add` and guided entry: what was recorded, and the notices that follow it.
enum AddMessage: MessageArea {
    case recorded(reading: ReadingMention)
    case typedAs(typed: LocalizedText)
    case forPerson(person: LocalizedText)
    case feverNotice(temperature: LocalizedText, threshold: LocalizedText)
    case nearDuplicate(temperature: LocalizedText, time: Spelling, day: LocalizedText, id: String)
    case longAgo(text: String, ago: LocalizedText, day: LocalizedText)
    case daysAgo(days: Int)
    case yearsAgo(years: Int)
    case spelledAs(spelling: String, typed: String)
    case noteLine(reason: LocalizedText)
    case aboveUsual(
        temperature: LocalizedText, difference: LocalizedText, usual: LocalizedText,
        usualTemperature: LocalizedText)
    case yourUsual
    case theirUsual(person: LocalizedText)
    case temperaturePrompt(person: LocalizedText, time: LocalizedText)
    case promptTime(time: Spelling)
    case entryCancelled
    case countdown(remaining: String, bar: String)
    case acceptedDurations
    case waitWithTemperature(temperature: String)
    case waitNeedsTerminal
    case temperatureNeeded
    case basalBySetting(source: LocalizedText, temperature: LocalizedText, threshold: LocalizedText)
    case kindSetting
    case newPersonNearMiss(person: String, similar: LocalizedText, handle: String)
    case repeatedWallTime(time: LocalizedText, zone: String, offset: String, later: String)
    case personTemperature(temperature: LocalizedText)
    case basalLeftOut(reason: LocalizedText)
    case symptomsPrompt

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .recorded(let reading):
            return (
                "Recorded \(reading.temperature)\(reading.typed)\(reading.person) at \(reading.time.en) (\(reading.day)) · id \(reading.id)",
                "\(reading.person)\(reading.temperature) を記録しました（\(reading.typed)\(reading.day) \(reading.time.ja)、ID: \(reading.id)）。"
            )
        case .typedAs(let typed):
            return (" (from \(typed))", "\(typed) で入力、")
        case .forPerson(let person):
            return (" for \(person)", "\(person)さんの")
        case .feverNotice(let temperature, let threshold):
            return (
                "Fever: \(temperature) is at or above the threshold of \(threshold).",
                "\(temperature) は発熱の目安（\(threshold)）以上です。"
            )
        case .nearDuplicate(let temperature, let time, let day, let id):
            return (
                "\(temperature) at \(time.en) repeats the reading at \(day) (id \(id)); if it was entered twice, 'templog undo' removes this one",
                "\(time.ja) の \(temperature) は \(day) の記録（ID: \(id)）と同じです。二重に入力したときは templog undo でこちらを取り消せます。"
            )
        case .longAgo(let text, let ago, let day):
            return (
                "'\(text)' is \(ago) ago: \(day); if that is not what you meant, 'templog undo' removes it",
                "「\(text)」は \(ago)前（\(day)）です。意図したものでなければ templog undo で取り消せます。"
            )
        case .daysAgo(let days):
            return ("\(days) days", "\(days) 日")
        case .yearsAgo(let years):
            return ("\(years) year\(years == 1 ? "" : "s")", "\(years) 年")
        case .spelledAs(let spelling, let typed):
            return (
                "recorded as '\(spelling)', the spelling already in the store (not '\(typed)')",
                "「\(typed)」ではなく、記録済みの表記「\(spelling)」で記録しました。"
            )
        case .noteLine(let reason):
            return ("note: \(reason)", "お知らせ: \(reason)")
        case .aboveUsual(let temperature, let difference, let usual, let usualTemperature):
            return (
                "\(temperature) is \(difference) above \(usual) \(usualTemperature).",
                "\(temperature) は \(usual)（\(usualTemperature)）より \(difference) 高めです。"
            )
        case .yourUsual:
            return ("your usual", "平熱")
        case .theirUsual(let person):
            return ("\(person)'s usual", "\(person)さんの平熱")
        case .temperaturePrompt(let person, let time):
            return (
                "Temperature\(person) at \(time) (empty line cancels): ",
                "\(person)体温（\(time)、Enter だけで中止）: "
            )
        case .promptTime(let time):
            return ("\(time.en)", "\(time.ja)")
        case .symptomsPrompt:
            return (
                "Symptoms (empty line for none; e.g. cough, runny nose): ",
                "症状はありますか？（Enter だけでなし。例: 咳、鼻水） "
            )
        case .entryCancelled:
            return ("Cancelled; nothing recorded.", "中止しました（記録していません）。")
        case .countdown(let remaining, let bar):
            return (
                "Measure now — \(remaining) left [\(bar)]", "検温してください。残り \(remaining) [\(bar)]"
            )
        case .acceptedDurations:
            return ("seconds or minutes up to 60m, like 90s or 3m", "60m までの秒数か分数（90s、3m など）")
        case .waitWithTemperature(let temperature):
            return (
                "--wait counts down before asking for the temperature; it cannot go with one given ('\(temperature)')",
                "--wait は体温をたずねる前に待つためのもので、体温（「\(temperature)」）と一緒には使えません。--wait を使うときは体温を指定しないでください。"
            )
        case .waitNeedsTerminal:
            return (
                "--wait counts down and asks on a terminal, and standard input is not one",
                "--wait は端末で待ってから体温をたずねますが、標準入力が端末ではありません。端末から実行するか、--wait を外して体温を指定してください。"
            )
        case .temperatureNeeded:
            return (
                "Missing expected argument '<temperature>' (templog asks for it only when run on a terminal)",
                "引数 <temperature> がありません（体温をたずねるのは端末で実行したときだけです）。templog add 36.5 のように体温を指定してください。"
            )
        case .basalBySetting(let source, let temperature, let threshold):
            return (
                "recorded as basal only because \(source) says so, and \(temperature) is at or above the fever threshold of \(threshold); if it is a body temperature, run 'templog undo' and add it again with --kind body",
                "\(source) の指定で基礎体温として記録しました。\(temperature) は発熱の目安（\(threshold)）以上です。ふだんの体温なら templog undo で取り消し、--kind body を付けて記録し直してください。"
            )
        case .kindSetting:
            return ("the kind setting", "設定の kind")
        case .newPersonNearMiss(let person, let similar, let handle):
            return (
                "new person '\(person)' — did you mean \(similar)? If so, 'templog undo' takes the reading back; record it again with --who \(handle)",
                "新しい人「\(person)」として記録しました。「\(similar)」の間違いなら、templog undo で取り消し、--who \(handle) で記録し直してください。"
            )
        case .repeatedWallTime(let time, let zone, let offset, let later):
            return (
                "\(time) happens twice in \(zone) (the clocks go back): recorded the first, \(offset); for the second, give --at \(later)",
                "\(time) は \(zone) では 2 回あります（時計を戻す日）。1 回目（\(offset)）として記録しました。2 回目なら --at \(later) と指定してください。"
            )
        case .personTemperature(let temperature):
            return ("\(temperature)", "体温 \(temperature)")
        case .basalLeftOut(let reason):
            return (
                "Left out of this cycle's three-over-six rule: \(reason).",
                "この基礎体温は周期の判定（3 over 6 ルール）から除外します（\(reason)）。"
            )
        }
    }
}
