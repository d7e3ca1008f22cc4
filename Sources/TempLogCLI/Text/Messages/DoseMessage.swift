/// Doses: `dose`, `dose --next`, doses beside readings, and their errors.
enum DoseMessage: MessageArea {
    case recorded(dose: DoseMention)
    case feverReducerMedicine(medicine: LocalizedText)
    case tooSoon(medicine: String, last: LocalizedText, next: LocalizedText)
    case overCount(medicine: String, count: Int, maximum: Int, next: LocalizedText)
    case tooSoonAndOverCount(
        medicine: String, count: Int, maximum: Int, last: LocalizedText, next: LocalizedText)
    case notKnownFeverReducer(medicine: String)
    case sameIngredient(
        medicine: String, ingredient: Spelling, other: String, time: Spelling, before: Spelling)
    case hoursAfter(hours: Int, medicine: String)
    case minutesAfter(minutes: Int, medicine: String)
    case noMedicine
    case medicineControlCharacter(code: String)
    case medicineTooLong(length: Int, limit: Int)
    case amountAsMedicine(text: String)
    case notAnAmount(text: String, accepted: Spelling)
    case amountTooLarge(text: String, largest: String)
    case notAnInterval(text: String)
    case notADoseCount(text: String)
    case unknownPersonNearMiss(name: String, similar: LocalizedText, handle: String)
    case skippedDoseLine(line: Int, path: String, preview: String)
    case undoneDose(dose: DoseMention)
    case restoredDose(dose: DoseMention)
    case listedDose(dose: DoseMention)
    case listedDoseRemoved(dose: DoseMention)
    case listedDoseImport(count: Int)
    case deletedDose(dose: DoseMention)
    case undoDoseChanged(change: String, time: LocalizedText)
    case noDoses(person: LocalizedText)
    case noDosesOfAnyone
    case nextNow
    case noLimit
    case every(interval: Spelling)
    case atMost(count: Int)
    case columnMedicine
    case columnLastDose
    case columnNextDose
    case columnLimits
    case columnDose
    case optionOnlyWithNext(option: String)
    case notAdvice
    case importedDoses(added: Int, stored: Int, rejected: Int)
    case importedDosesDryRun(added: Int, stored: Int, rejected: Int)
    case rowNotADose
    case rowWithoutTime
    case reportDoses(readings: LocalizedText, doses: LocalizedText)
    case doseEntry(time: String, medicine: String)
    case feverReducerEntry(time: String, medicine: String)
    case readingAfter(reading: LocalizedText, mark: LocalizedText)

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .recorded(let dose):
            return (
                "Recorded \(dose.medicine)\(dose.person) at \(dose.time.en) (\(dose.day)) · id \(dose.id)",
                "\(dose.person)服薬「\(dose.medicine)」を記録しました（\(dose.day) \(dose.time.ja)、ID: \(dose.id)）。"
            )
        case .feverReducerMedicine(let medicine):
            return ("fever reducer \(medicine)", "解熱剤 \(medicine)")
        case .tooSoon(let medicine, let last, let next):
            return (
                "this dose of \(medicine) comes sooner than the interval you set: the last was at \(last), the next from \(next); recorded as given",
                "設定した間隔より早い \(medicine) の服薬です（前回は \(last)、次回は \(next) から）。記録はしました。"
            )
        case .overCount(let medicine, let count, let maximum, let next):
            return (
                "this is the \(ordinal(count)) dose of \(medicine) in 24 hours, and you set at most \(maximum): the next from \(next); recorded as given",
                "24 時間で \(count) 回目の \(medicine) の服薬で、設定した \(maximum) 回を超えています（次回は \(next) から）。記録はしました。"
            )
        case .tooSoonAndOverCount(let medicine, let count, let maximum, let last, let next):
            return (
                "this dose of \(medicine) comes sooner than the interval you set and is the \(ordinal(count)) in 24 hours, where you set at most \(maximum): the last was at \(last), the next from \(next); recorded as given",
                "設定した間隔より早く、24 時間で \(count) 回目の \(medicine) の服薬で、設定した \(maximum) 回も超えています（前回は \(last)、次回は \(next) から）。記録はしました。"
            )
        case .notKnownFeverReducer(let medicine):
            return (
                "templog does not know '\(medicine)' as a fever reducer; if it brings a fever down, record it with --fever-reducer (it moves the day the fever went down)",
                "templog は「\(medicine)」を解熱剤として知りません。熱を下げる薬なら --fever-reducer を付けて記録してください（解熱日が変わります）。"
            )
        case .sameIngredient(let medicine, let ingredient, let other, let time, let before):
            return (
                "\(medicine) is \(ingredient.en), like \(other) given at \(time.en) (\(before.en) before)",
                "\(medicine) は\(ingredient.ja)で、\(before.ja)前（\(time.ja)）に使った \(other) と同じ成分です。"
            )
        case .hoursAfter(let hours, let medicine):
            return ("\(hours) h after \(medicine)", "解熱剤（\(medicine)）の \(hours) 時間後")
        case .minutesAfter(let minutes, let medicine):
            return ("\(minutes) min after \(medicine)", "解熱剤（\(medicine)）の \(minutes) 分後")
        case .noMedicine:
            return (
                "no medicine given: name it first, as in 'templog dose カロナール 200mg'",
                "薬の名前がありません。templog dose カロナール 200mg のように薬の名前から書いてください。"
            )
        case .medicineControlCharacter(let code):
            return (
                "the medicine's name contains a control character (\(code)); type it on one line",
                "薬の名前に制御文字（\(code)）が含まれています。1 行で入力してください。"
            )
        case .medicineTooLong(let length, let limit):
            return (
                "the medicine's name is \(length) characters long; at most \(limit) are accepted",
                "薬の名前が \(length) 文字あります。\(limit) 文字までにしてください。"
            )
        case .amountAsMedicine(let text):
            return (
                "'\(text)' is an amount, not a medicine: name the medicine first, as in 'templog dose カロナール 200mg'",
                "「\(text)」は量で、薬の名前ではありません。templog dose カロナール 200mg のように薬の名前から書いてください。"
            )
        case .notAnAmount(let text, let accepted):
            return (
                "'\(text)' is not an amount: a number above 0 and a unit (accepted units: \(accepted.en)), as in 200mg, 5ml, 1錠 or '2 tablets'",
                "「\(text)」は量として読めません。0 より大きい数と単位（\(accepted.ja)）を 200mg、5ml、「1錠」、「2 tablets」のように書いてください。"
            )
        case .amountTooLarge(let text, let largest):
            return (
                "'\(text)' is more than one dose can be (accepted: up to \(largest)); check for an extra digit",
                "「\(text)」は 1 回の量として多すぎます（\(largest)まで）。桁が多くないか確かめてください。"
            )
        case .notAnInterval(let text):
            return (
                "'\(text)' is not an interval: more than 0 and at most 72 hours, as in 6h, 4h30m, 90m or 6時間",
                "「\(text)」は間隔として読めません。6h、4h30m、90m、「6時間」のように、72 時間までの時間で書いてください（0 は使えません）。"
            )
        case .notADoseCount(let text):
            return (
                "'\(text)' is not a number of doses: a whole number from 1 to 24",
                "「\(text)」は回数として読めません。1〜24 の整数で書いてください。"
            )
        case .unknownPersonNearMiss(let name, let similar, let handle):
            return (
                "'\(name)' has no readings, profile or doses here; did you mean \(similar) (--who \(handle))? Nothing was recorded",
                "「\(name)」の記録・プロフィール・服薬はありません。「\(similar)」（--who \(handle)）の間違いではありませんか？何も記録していません。"
            )
        case .skippedDoseLine(let line, let path, let preview):
            return (
                "skipped line \(line) of '\(path)': not a dose (\(preview))",
                "「\(path)」の \(line) 行目は服薬として読めないため飛ばしました（\(preview)）。"
            )
        case .undoneDose(let dose):
            return (
                "Removed the dose of \(dose.medicine)\(dose.person) at \(dose.time.en) (\(dose.day)) · id \(dose.id)",
                "\(dose.person)服薬「\(dose.medicine)」の記録を取り消しました（\(dose.day) \(dose.time.ja)、ID: \(dose.id)）。"
            )
        case .restoredDose(let dose):
            return (
                "Brought back the dose of \(dose.medicine)\(dose.person) at \(dose.time.en) (\(dose.day)) · id \(dose.id)",
                "\(dose.person)服薬「\(dose.medicine)」の記録を元に戻しました（\(dose.day) \(dose.time.ja)、ID: \(dose.id)）。"
            )
        case .listedDose(let dose):
            return (
                "dose of \(dose.medicine)\(dose.person) at \(dose.time.en) (\(dose.day)) · id \(dose.id)",
                "服薬の記録: \(dose.person)「\(dose.medicine)」\(dose.day) \(dose.time.ja)、ID: \(dose.id)"
            )
        case .listedDoseRemoved(let dose):
            return (
                "deleted the dose of \(dose.medicine)\(dose.person) at \(dose.time.en) (\(dose.day)) · id \(dose.id)",
                "服薬の削除: \(dose.person)「\(dose.medicine)」\(dose.day) \(dose.time.ja)、ID: \(dose.id)"
            )
        case .listedDoseImport(let count):
            return (
                "imported \(count) dose\(count == 1 ? "" : "s")",
                "服薬の取り込み: \(count) 件"
            )
        case .deletedDose(let dose):
            return (
                "Deleted the dose of \(dose.medicine)\(dose.person) at \(dose.time.en) (\(dose.day)) · id \(dose.id)",
                "\(dose.person)服薬「\(dose.medicine)」の記録を削除しました（\(dose.day) \(dose.time.ja)、ID: \(dose.id)）。"
            )
        case .undoDoseChanged(let change, let time):
            return (
                "the doses file no longer shows the last change (\(change) \(time)): it was edited since; nothing was undone ('templog undo --skip' moves past this change)",
                "服薬のファイルに最後の変更（\(change) \(time)）が見当たりません（その後に編集されました）。何も取り消していません（templog undo --skip でこの変更を飛ばせます）。"
            )
        case .noDoses(let person):
            return (
                "No doses recorded for \(person). Record one with: templog dose MEDICINE",
                "「\(person)」の服薬の記録はありません。templog dose 薬の名前 で記録できます。"
            )
        case .noDosesOfAnyone:
            return (
                "No doses recorded yet. Record one with: templog dose MEDICINE",
                "服薬の記録はまだありません。templog dose 薬の名前 で記録できます。"
            )
        case .nextNow:
            return ("now", "今から")
        case .noLimit:
            return ("no interval set", "間隔の設定なし")
        case .every(let interval):
            return ("every \(interval.en)", "\(interval.ja)ごと")
        case .atMost(let count):
            return ("at most \(count) in 24 h", "24 時間に \(count) 回まで")
        case .columnMedicine:
            return ("MEDICINE", "薬")
        case .columnLastDose:
            return ("LAST DOSE", "前回")
        case .columnNextDose:
            return ("NEXT FROM", "次回")
        case .columnLimits:
            return ("INTERVAL YOU SET", "設定した間隔")
        case .columnDose:
            return ("MEDICINE", "服薬")
        case .optionOnlyWithNext(let option):
            return (
                "'--\(option)' is not used with '--next'",
                "--\(option) は --next と一緒には使えません。外してください。"
            )
        case .importedDoses(let added, let stored, let rejected):
            return (
                "Imported \(added) dose\(added == 1 ? "" : "s") (\(stored) already recorded, \(rejected) rejected)",
                "服薬 \(added) 件を取り込みました（記録済み \(stored) 件、不正 \(rejected) 件）。"
            )
        case .importedDosesDryRun(let added, let stored, let rejected):
            return (
                "Would import \(added) dose\(added == 1 ? "" : "s") (\(stored) already recorded, \(rejected) rejected); nothing was changed",
                "服薬 \(added) 件を取り込めます（記録済み \(stored) 件、不正 \(rejected) 件）。何も変更していません。"
            )
        case .rowNotADose:
            return (
                "not a dose as 'templog export --doses --jsonl' writes one",
                "templog export --doses --jsonl が書く服薬の行ではありません。"
            )
        case .rowWithoutTime:
            return (
                "no taken_at time (as in 2026-11-28T20:00:00+09:00)",
                "taken_at の時刻（2026-11-28T20:00:00+09:00 の形）がありません。"
            )
        case .reportDoses(let readings, let doses):
            return ("\(readings); given: \(doses)", "\(readings)、服薬 \(doses)")
        case .doseEntry(let time, let medicine):
            return ("\(medicine) at \(time)", "\(time) \(medicine)")
        case .feverReducerEntry(let time, let medicine):
            return ("fever reducer \(medicine) at \(time)", "解熱剤 \(time) \(medicine)")
        case .readingAfter(let reading, let mark):
            return ("\(reading) (\(mark))", "\(reading)（\(mark)）")
        case .notAdvice:
            return (
                "Times from the interval you set, not medical advice; templog never suggests an amount.",
                "あなたが設定した間隔から計算した時刻で、医学的な助言ではありません。templog は量を提案しません。"
            )
        }
    }
}

/// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`: a count as English orders it.
private func ordinal(_ number: Int) -> String {
    let suffixes = ["th", "st", "nd", "rd"]
    let last = number % 10
    let isTeen = (11...13).contains(number % 100)
    return "\(number)" + (isTeen || last > 3 ? "th" : suffixes[last])
}

/// A dose as a confirmation names it: each part a message argument.
struct DoseMention: Sendable {
    /// `カロナール 200mg`.
    let medicine: LocalizedText
    /// ` for hana` (`hanaさんの`), or nothing for the owner.
    let person: LocalizedText
    let time: Spelling
    let day: LocalizedText
    let id: String
}
