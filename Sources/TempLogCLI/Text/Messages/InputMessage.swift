/// What a person typed that does not validate: temperatures, times, days, names, notes, sites, ids, symptoms and kinds.
enum InputMessage: MessageArea {
    case notATemperature(text: String)
    case implausibleTemperature(text: String, accepted: LocalizedText)
    case implausibleTemperatureSuggestion(text: String, accepted: LocalizedText, suggestion: String)
    case unitConflict(text: String, unit: String, option: String)
    case rangeCelsius
    case rangeFahrenheit
    case rangeBoth
    case notATime(text: String, days: Spelling, iso: String)
    case dayNeedsTime(text: String, suggestion: String)
    case japaneseTwelve(text: String)
    case timeInFuture(text: String, now: LocalizedText, time: Spelling, day: Spelling)
    case dayToCome(text: String, date: LocalizedText, today: LocalizedText, suggestion: String)
    case dayNotComeThisYear(option: String, text: String, date: LocalizedText)
    case untilInSinceYear(text: String, date: LocalizedText)
    case timeTomorrow
    case timeSkipped(text: String, zone: String, suggestion: String)
    case wrongWeekday(date: Spelling, weekday: Spelling, typed: String)
    case notADay(text: String, forms: Spelling, weekday: String)
    case sinceAfterUntil(since: LocalizedText, until: LocalizedText)
    case notAName(text: String)
    case noteBidiCharacter(code: String)
    case noteControlCharacter(code: String)
    case noteTooLong(length: Int, limit: Int)
    case notASite(text: String, names: Spelling, synonyms: Spelling)
    case notAnID(text: String)
    case noSuchIDInEmptyStore(prefix: String)
    case noSuchID(prefix: String)
    case ambiguousID(prefix: String, count: Int, ids: String)
    case reservedName(text: String)
    case timeBefore1970(text: String)
    case idTooShort(text: String, minimum: Int)
    case notASymptom(text: String, accepted: Spelling)
    case notASymptomSuggestion(text: String, suggestion: String)
    case noneWithSymptoms
    case notStorable(key: String)
    case notAKind(text: String, accepted: LocalizedText)
    case nameWithSpace(text: String)
    case emptyProfileText(field: String)
    case profileControlCharacter(code: String)
    case profileTextTooLong(length: Int, limit: Int)
    case notASiteSuggestion(text: String, suggestion: String)
    case notADisturbance(text: String, accepted: Spelling)
    case notADisturbanceSuggestion(text: String, suggestion: String)
    case disturbedBodyReading(reason: LocalizedText)

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .notATemperature(let text):
            return (
                "'\(text)' is not a temperature (expected a number like 36.5, 36,5, 98.6F, 36.5度 or 36度5分)",
                "「\(text)」は体温として読めません。36.5、36,5、36.5度、36度5分、98.6F のように入力してください。"
            )
        case .implausibleTemperature(let text, let accepted):
            return (
                "'\(text)' is not a plausible body temperature (accepted: \(accepted))",
                "「\(text)」は体温の範囲外です（\(accepted) で入力してください）。"
            )
        case .implausibleTemperatureSuggestion(let text, let accepted, let suggestion):
            return (
                "'\(text)' is not a plausible body temperature (accepted: \(accepted)). Did you mean \(suggestion)?",
                "「\(text)」は体温の範囲外です（\(accepted) で入力してください）。もしかして \(suggestion) ですか？"
            )
        case .unitConflict(let text, let unit, let option):
            return (
                "'\(text)' is in \(unit) but --unit \(option) was given",
                "「\(text)」は \(unit) の値ですが、--unit \(option) が指定されています。どちらかに合わせてください。"
            )
        case .rangeCelsius:
            return ("32.0–43.0 °C", "32.0〜43.0℃")
        case .rangeFahrenheit:
            return ("89.6–109.4 °F", "89.6〜109.4°F")
        case .rangeBoth:
            return ("32.0–43.0 °C or 89.6–109.4 °F", "32.0〜43.0℃ か 89.6〜109.4°F")
        case .notATime(let text, let days, let iso):
            return (
                "'\(text)' is not a time (accepted: a time today that has come, as 7:30, 19:30, 7am, 7:30 pm, noon, midnight, 7時半 or 午後9時10分; an earlier day's after the day: 'yesterday 7am', '昨日 7時半', \(days.en); or ISO 8601 like \(iso))",
                "「\(text)」は時刻として読めません。今日のもう過ぎた時刻を 7:30、19:30、7時、7時半、午前7時、午後9時10分、正午、7am、7:30 pm のように入力してください。今日でなければ「昨日 7時半」「一昨日 21:10」\(days.ja)のように前に日付を付けるか、\(iso) のような ISO 8601 で入力してください。"
            )
        case .dayNeedsTime(let text, let suggestion):
            return (
                "'\(text)' is a day without a time; add the time, like '\(suggestion)'",
                "「\(text)」は日付だけで時刻がありません。「\(suggestion)」のように時刻を付けてください。"
            )
        case .japaneseTwelve(let text):
            return (
                "'\(text)' is ambiguous: 12 after 午前 or 午後 is noon to some and midnight to others; write 午前0時 or 0:00 for midnight, 午後0時 or 12:00 for noon",
                "「\(text)」はあいまいです（午前・午後の 12 時は正午とも夜中の 0 時とも読めます）。夜中なら「午前0時」か「0:00」、正午なら「午後0時」か「12:00」と入力してください。"
            )
        case .timeInFuture(let text, let now, let time, let day):
            return (
                "'\(text)' is in the future (it is now \(now)); for an earlier day write 'yesterday \(time.en)' or '\(day.en) \(time.en)'",
                "「\(text)」は未来の時刻です（現在は \(now)）。前の日なら「昨日 \(time.ja)」や「\(day.ja) \(time.ja)」のように日付を付けて入力してください。"
            )
        case .dayToCome(let text, let date, let today, let suggestion):
            return (
                "'\(text)' is \(date), which has not come yet (today is \(today)); for last year's, write '\(suggestion)'",
                "「\(text)」は \(date) で、まだ来ていない日です（今日は \(today)）。去年の日なら「\(suggestion)」のように年を付けて入力してください。"
            )
        case .dayNotComeThisYear(let option, let text, let date):
            return (
                "--\(option) \(text) is taken as \(date): that day has not come yet this year",
                "--\(option) \(text) は、今年はまだ来ていない日なので \(date) とします。"
            )
        case .untilInSinceYear(let text, let date):
            return (
                "--until \(text) is taken as \(date), in the year of --since",
                "--until \(text) は、--since と同じ年の \(date) とします。"
            )
        case .timeTomorrow:
            return (
                "a time tomorrow cannot be recorded (it is in the future)",
                "明日の時刻は記録できません（未来の時刻です）。"
            )
        case .timeSkipped(let text, let zone, let suggestion):
            return (
                "'\(text)' never happened in \(zone): the clocks went forward over it; if the clock had not been put forward yet, write '\(suggestion)', or give the time with its UTC offset",
                "「\(text)」は \(zone) にはない時刻です（時計が進められて飛ばされた時間です）。時計をまだ進めていなかったなら「\(suggestion)」、または UTC からの時差を付けて入力してください。"
            )
        case .wrongWeekday(let date, let weekday, let typed):
            return (
                "\(date.en) is a \(weekday.en) ('\(typed)' does not match it)",
                "\(date.ja) は\(weekday.ja)です（「\(typed)」と合いません）。"
            )
        case .notADay(let text, let forms, let weekday):
            return (
                "'\(text)' is not a day (accepted: \(forms.en), with the right weekday if one is given as in \(weekday); today, yesterday, 今日, 昨日, 一昨日)",
                "「\(text)」は日付として読めません。\(forms.ja)、今日、昨日、一昨日 のように入力してください（曜日を付けるなら \(weekday) のように正しい曜日で）。"
            )
        case .sinceAfterUntil(let since, let until):
            return (
                "--until \(until) is before --since \(since) (for a range across the new year, give the years)",
                "--until \(until) が --since \(since) より前です。年をまたぐ期間なら、年も付けて指定してください。"
            )
        case .notAName(let text):
            return (
                "'\(text)' is not a name (accepted: 1–32 letters, digits, '-', '_', '.', apostrophe)",
                "「\(text)」は名前に使えません。名前は 1〜32 文字の文字・数字・「-」「_」「.」「'」で付けてください。"
            )
        case .noteBidiCharacter(let code):
            return (
                "the note contains a bidirectional control character (U+\(code)), which can make text read as something else; a note is one line of plain text",
                "メモに文字の向きを変える制御文字（U+\(code)）が含まれています。表示が別の文字列に見えることがあるため使えません。メモは 1 行のテキストで入力してください。"
            )
        case .noteControlCharacter(let code):
            return (
                "the note contains a control character (U+\(code)); a note is one line of text",
                "メモに制御文字（U+\(code)）が含まれています。メモは 1 行のテキストで入力してください。"
            )
        case .noteTooLong(let length, let limit):
            return (
                "the note is \(length) characters long (accepted: at most \(limit))",
                "メモが \(length) 文字あります。\(limit) 文字以内にしてください。"
            )
        case .notASite(let text, let names, let synonyms):
            return (
                "'\(text)' is not a measuring site (accepted: \(names.en); also \(synonyms.en))",
                "「\(text)」は測定部位に使えません。\(names.ja) のどれかを入力してください（\(synonyms.ja) も使えます）。"
            )
        case .notAnID(let text):
            return (
                "'\(text)' is not an id (ids are like 3f9a2c)",
                "「\(text)」は ID ではありません。ID は 3f9a2c のように入力してください（templog recent で確認できます）。"
            )
        case .noSuchIDInEmptyStore(let prefix):
            return (
                "no reading has an id starting with '\(prefix)' (the store is empty)",
                "「\(prefix)」で始まる ID の記録はありません（記録がまだひとつもありません）。"
            )
        case .noSuchID(let prefix):
            return (
                "no reading has an id starting with '\(prefix)'",
                "「\(prefix)」で始まる ID の記録はありません。templog recent で ID を確認してください。"
            )
        case .ambiguousID(let prefix, let count, let ids):
            return (
                "'\(prefix)' is ambiguous: \(count) readings have ids starting with it (\(ids)); type more of the id",
                "「\(prefix)」で始まる ID の記録が \(count) 件あります（\(ids)）。ID をもう少し長く入力してください。"
            )
        case .reservedName(let text):
            return (
                "'\(text)' names you, the store's owner; choose another name for someone else",
                "「\(text)」はあなた（記録の持ち主）を指す言葉です。ほかの人には別の名前を付けてください。"
            )
        case .timeBefore1970(let text):
            return (
                "'\(text)' is before 1970 (accepted: times from 1970-01-01 on)",
                "「\(text)」は 1970 年より前です。1970/01/01 以降の時刻を入力してください。"
            )
        case .idTooShort(let text, let minimum):
            return (
                "'\(text)' is too short to name one reading safely: give at least \(minimum) characters of the id, as 'templog recent' shows it",
                "「\(text)」は短すぎて記録を一つに決められません。templog recent に出る ID を \(minimum) 文字以上入力してください。"
            )
        case .notASymptom(let text, let accepted):
            return (
                "'\(text)' is not a symptom on the list (accepted: \(accepted.en), their Japanese names and the synonyms 'templog add --help' lists); anything else goes in the note",
                "「\(text)」は症状の一覧にありません。\(accepted.ja) のどれかを入力してください（英語名や templog add --help にある言い換えも使えます）。ほかのことはメモに書いてください。"
            )
        case .notASymptomSuggestion(let text, let suggestion):
            return (
                "'\(text)' is not a symptom on the list. Did you mean \(suggestion)?",
                "「\(text)」は症状の一覧にありません。もしかして「\(suggestion)」ですか？"
            )
        case .noneWithSymptoms:
            return (
                "'none' cannot go with other symptoms",
                "「なし」はほかの症状と一緒には使えません。どちらか一方を入力してください。"
            )
        case .notStorable(let key):
            return (
                "the reading's '\(key)' cannot be stored as it is: a store line would not read it back the same",
                "記録の「\(key)」はそのままでは保存できません（記録ファイルから同じ値として読み戻せません）。"
            )
        case .notAKind(let text, let accepted):
            return (
                "'\(text)' is not a kind of reading (accepted: \(accepted))",
                "「\(text)」は記録の種類ではありません。\(accepted)を入力してください。"
            )
        case .notADisturbance(let text, let accepted):
            return (
                "'\(text)' is not a reason a basal reading is disturbed (accepted: \(accepted.en))",
                "「\(text)」は基礎体温を除外する理由に使えません。\(accepted.ja) のどれかを入力してください。"
            )
        case .notADisturbanceSuggestion(let text, let suggestion):
            return (
                "'\(text)' is not a reason a basal reading is disturbed. Did you mean \(suggestion)?",
                "「\(text)」は基礎体温を除外する理由に使えません。もしかして「\(suggestion)」ですか？"
            )
        case .disturbedBodyReading(let reason):
            return (
                "'\(reason)' marks a basal reading; a body temperature is never left out (add --basal to record a basal one)",
                "「\(reason)」は基礎体温に付ける印です。体温には付けられません（基礎体温なら --basal を付けてください）。"
            )
        case .notASiteSuggestion(let text, let suggestion):
            return (
                "'\(text)' is not a measuring site. Did you mean \(suggestion)?",
                "「\(text)」は測定部位に使えません。もしかして「\(suggestion)」ですか？"
            )
        case .nameWithSpace(let text):
            return (
                "'\(text)' is not a name: a name has no spaces (accepted: 1–32 letters, digits, '-', '_', '.', apostrophe); to print a full name, record under a short name and give it a display name: templog people set <name> --display-name \"\(text)\"",
                "「\(text)」は名前に使えません（名前に空白は使えません）。短い名前で記録し、表示名を付けてください（templog people set <名前> --display-name \"\(text)\"）。"
            )
        case .emptyProfileText(let field):
            return (
                "empty text is not accepted; to remove the \(field), use 'templog people unset <name> \(field)'",
                "\(field) に空の値は指定できません。消すときは templog people unset <名前> \(field) を使ってください。"
            )
        case .profileControlCharacter(let code):
            return (
                "the text holds the control character U+\(code) (accepted: one line of text without control characters)",
                "制御文字 U+\(code) が含まれています。制御文字のない 1 行の文字で入力してください。"
            )
        case .profileTextTooLong(let length, let limit):
            return (
                "the text is \(length) characters long (accepted: at most \(limit))",
                "\(length) 文字あります。\(limit) 文字以内で入力してください。"
            )
        }
    }
}
