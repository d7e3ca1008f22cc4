/// Basal temperature and cycles: `cycle`, `chart --basal`, `stats --basal`.
enum CycleMessage: MessageArea {
    case columnKind
    case basalTemperature(temperature: LocalizedText)
    case skippedCycleLine(line: Int, path: String, preview: String)
    case noSuchCycleStart(day: LocalizedText, person: LocalizedText)
    case dayInFuture(day: String, today: LocalizedText)
    case cycleOf(person: String)
    case cycleStarted(day: LocalizedText, person: LocalizedText)
    case cycleAlreadyStarted(day: LocalizedText, person: LocalizedText)
    case cycleRemoved(day: LocalizedText, person: LocalizedText)
    case cycleMarkUndone(day: LocalizedText, person: LocalizedText)
    case cycleMarkRestored(day: LocalizedText, person: LocalizedText)
    case listedCycleStart(day: LocalizedText, person: LocalizedText)
    case listedCycleRemove(day: LocalizedText, person: LocalizedText)
    case columnCycle
    case columnFirstDay
    case columnLastDay
    case columnDays
    case cycleCurrent
    case daysSoFar(days: Int)
    case noCycles(person: LocalizedText)
    case noSuchCycle(back: Int, count: Int)
    case optionNeedsOption(option: String, required: String)
    case optionNotForAction(option: String, action: String)
    case basalChartTitle(name: String, start: LocalizedText, length: Int)
    case basalChartTitleCurrent(name: String, start: LocalizedText, length: Int)
    case basalShiftObserved(
        mark: String, day: Int, coverline: String, temperature: LocalizedText)
    case basalNoShift
    case basalNotAdvice
    case basalNoReadings
    case basalStatsTitle(person: LocalizedText)
    case columnLowPhase
    case columnHighPhase
    case columnShift
    case columnCoverline
    case shiftDay(day: String)
    case basalLeftOut(mark: String, days: String)
    case leftOutDay(day: Int, reason: LocalizedText)
    case siteChanged(day: Int, from: LocalizedText, to: LocalizedText)
    case columnLeftOut
    case columnWarning
    case leftOutCount(count: Int, reasons: String)
    case reasonCount(reason: LocalizedText, count: Int)
    case siteChangedShort(day: Int, from: LocalizedText, to: LocalizedText)
    case cycleStartsImportedListed(count: Int, files: String, person: LocalizedText)
    case cycleStartsRemoved(count: Int, files: String, person: LocalizedText)

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .columnKind:
            return ("KIND", "種類")
        case .basalTemperature(let temperature):
            return ("basal \(temperature)", "基礎体温 \(temperature)")
        case .skippedCycleLine(let line, let path, let preview):
            return (
                "skipped line \(line) of '\(path)': not a cycle start (\(preview))",
                "「\(path)」の \(line) 行目は生理開始日として読めないため飛ばしました（\(preview)）。"
            )
        case .noSuchCycleStart(let day, let person):
            return (
                "no cycle\(person) is marked as starting on \(day)",
                "\(person)周期で \(day) に始まるものは記録されていません。templog cycle で記録した生理開始日を確認してください。"
            )
        case .dayInFuture(let day, let today):
            return (
                "'\(day)' is in the future (today is \(today))",
                "「\(day)」は未来の日付です（今日は \(today) です）。今日以前の日付を入力してください。"
            )
        case .cycleOf(let person):
            return (" for \(person)", "\(person)さんの")
        case .cycleStarted(let day, let person):
            return (
                "Marked \(day) as day 1 of a cycle\(person).",
                "\(person)生理開始日（周期の 1 日目）として \(day) を記録しました。"
            )
        case .cycleAlreadyStarted(let day, let person):
            return (
                "\(day) is already day 1 of a cycle\(person).", "\(person)周期の 1 日目はすでに \(day) です。"
            )
        case .cycleRemoved(let day, let person):
            return (
                "Removed the mark of \(day) as day 1 of a cycle\(person).",
                "\(person)周期の 1 日目 \(day) の記録を削除しました。"
            )
        case .cycleMarkUndone(let day, let person):
            return (
                "Removed the mark of \(day) as day 1 of a cycle\(person).",
                "\(person)生理開始日 \(day) の記録を取り消しました。"
            )
        case .cycleMarkRestored(let day, let person):
            return (
                "Marked \(day) as day 1 of a cycle\(person).",
                "\(person)生理開始日 \(day) を復元しました。"
            )
        case .listedCycleStart(let day, let person):
            return ("marked \(day) as day 1 of a cycle\(person)", "追加: \(person)生理開始日 \(day)")
        case .listedCycleRemove(let day, let person):
            return (
                "removed the mark of \(day) as day 1 of a cycle\(person)",
                "削除: \(person)生理開始日 \(day)"
            )
        case .columnCycle:
            return ("CYCLE", "周期")
        case .columnFirstDay:
            return ("FIRST DAY", "1 日目")
        case .columnLastDay:
            return ("LAST DAY", "最終日")
        case .columnDays:
            return ("DAYS", "日数")
        case .cycleCurrent:
            return ("current", "継続中")
        case .daysSoFar(let days):
            return ("\(days) so far", "\(days)（途中）")
        case .noCycles(let person):
            return (
                "No cycle\(person) is marked yet. Mark day 1 with: templog cycle start --at YYYY-MM-DD",
                "\(person)周期はまだ記録されていません。templog cycle start --at 2026-11-29 のように生理開始日を記録してください。"
            )
        case .noSuchCycle(let back, let count):
            return (
                "there is no cycle \(back) back: \(count) cycle\(count == 1 ? "" : "s") \(count == 1 ? "is" : "are") marked (--cycle 0 is the current one)",
                "\(back) 周期前の周期はありません（記録された周期は \(count) 回で、--cycle 0 が今の周期です）。"
            )
        case .optionNeedsOption(let option, let required):
            return (
                "'--\(option)' goes with '--\(required)'",
                "--\(option) は --\(required) と一緒に指定してください。"
            )
        case .optionNotForAction(let option, let action):
            return (
                "'--\(option)' is not used by '\(action)'",
                "--\(option) は \(action) では使えません。外してください。"
            )
        case .basalChartTitle(let name, let start, let length):
            return (
                "\(name): basal temperature, cycle from \(start) (\(length) days)",
                "\(name): 基礎体温（\(start) からの周期、\(length) 日間）"
            )
        case .basalChartTitleCurrent(let name, let start, let length):
            return (
                "\(name): basal temperature, current cycle from \(start) (day \(length))",
                "\(name): 基礎体温（\(start) からの今の周期、\(length) 日目）"
            )
        case .basalShiftObserved(let mark, let day, let coverline, let temperature):
            return (
                "\(mark) shift observed on day \(day) (three over six); \(coverline) coverline \(temperature)",
                "\(mark) \(day) 日目に高温期へ移行（3 over 6 ルールで判定）、\(coverline) カバーライン \(temperature)"
            )
        case .basalNoShift:
            return ("no shift observed (three over six)", "高温期への移行はまだ見られません（3 over 6 ルールで判定）")
        case .basalNotAdvice:
            return (
                "An observation from the readings, not medical or contraceptive advice.",
                "記録から自動判定したもので、医学的な診断や避妊の指導ではありません。"
            )
        case .basalNoReadings:
            return ("No basal readings in this cycle yet.", "この周期の基礎体温の記録はまだありません。")
        case .basalStatsTitle(let person):
            return (
                "\(person): basal temperature by cycle (three over six)",
                "\(person): 周期ごとの基礎体温（3 over 6 ルール）"
            )
        case .columnLowPhase:
            return ("LOW PHASE", "低温期")
        case .columnHighPhase:
            return ("HIGH PHASE", "高温期")
        case .columnShift:
            return ("SHIFT", "移行日")
        case .columnCoverline:
            return ("COVERLINE", "カバーライン")
        case .shiftDay(let day):
            return ("day \(day)", "\(day) 日目")
        case .basalLeftOut(let mark, let days):
            return (
                "\(mark) left out of the rule: \(days)",
                "\(mark) 判定から除外した日: \(days)"
            )
        case .leftOutDay(let day, let reason):
            return ("day \(day) (\(reason))", "\(day) 日目（\(reason)）")
        case .siteChanged(let day, let from, let to):
            return (
                "warning: the site changed on day \(day) (\(from) → \(to)); readings at different sites differ by 0.3–0.5 °C",
                "注意: \(day) 日目に測定部位が変わりました（\(from) → \(to)）。部位が違うと 0.3〜0.5℃ ほど差が出ます。"
            )
        case .columnLeftOut:
            return ("LEFT OUT", "除外")
        case .columnWarning:
            return ("WARNING", "注意")
        case .leftOutCount(let count, let reasons):
            return ("\(count) (\(reasons))", "\(count) 日（\(reasons)）")
        case .reasonCount(let reason, let count):
            return ("\(reason) \(count)", "\(reason) \(count) 日")
        case .siteChangedShort(let day, let from, let to):
            return (
                "site changed on day \(day): \(from) → \(to)",
                "\(day) 日目に部位が変更（\(from) → \(to)）"
            )
        case .cycleStartsImportedListed(let count, let files, let person):
            return (
                "marked \(count) cycle start\(count == 1 ? "" : "s")\(person) from \(files)",
                "\(person)生理開始日の記録: \(files) から \(count) 件"
            )
        case .cycleStartsRemoved(let count, let files, let person):
            return (
                "Removed the \(count) cycle start\(count == 1 ? "" : "s")\(person) marked from \(files)",
                "\(files) から記録した\(person)生理開始日 \(count) 件を取り消しました。"
            )
        }
    }
}
