@testable import TempLogCLI

extension DoseMessage: CatalogExample {
    enum Kind: CaseIterable {
        case recorded
        case feverReducerMedicine
        case tooSoon
        case overCount
        case tooSoonAndOverCount
        case notKnownFeverReducer
        case sameIngredient
        case hoursAfter
        case minutesAfter
        case noMedicine
        case medicineControlCharacter
        case medicineTooLong
        case amountAsMedicine
        case notAnAmount
        case amountTooLarge
        case notAnInterval
        case notADoseCount
        case unknownPersonNearMiss
        case skippedDoseLine
        case undoneDose
        case restoredDose
        case listedDose
        case listedDoseRemoved
        case listedDoseImport
        case deletedDose
        case undoDoseChanged
        case noDoses
        case noDosesOfAnyone
        case nextNow
        case noLimit
        case every
        case atMost
        case columnMedicine
        case columnLastDose
        case columnNextDose
        case columnLimits
        case columnDose
        case optionOnlyWithNext
        case notAdvice
        case importedDoses
        case importedDosesDryRun
        case rowNotADose
        case rowWithoutTime
        case reportDoses
        case doseEntry
        case feverReducerEntry
        case readingAfter
    }

    var localized: LocalizedText { .dose(self) }

    var kind: Kind {
        switch self {
        case .recorded: return .recorded
        case .feverReducerMedicine: return .feverReducerMedicine
        case .tooSoon: return .tooSoon
        case .overCount: return .overCount
        case .tooSoonAndOverCount: return .tooSoonAndOverCount
        case .notKnownFeverReducer: return .notKnownFeverReducer
        case .sameIngredient: return .sameIngredient
        case .hoursAfter: return .hoursAfter
        case .minutesAfter: return .minutesAfter
        case .noMedicine: return .noMedicine
        case .medicineControlCharacter: return .medicineControlCharacter
        case .medicineTooLong: return .medicineTooLong
        case .amountAsMedicine: return .amountAsMedicine
        case .notAnAmount: return .notAnAmount
        case .amountTooLarge: return .amountTooLarge
        case .notAnInterval: return .notAnInterval
        case .notADoseCount: return .notADoseCount
        case .unknownPersonNearMiss: return .unknownPersonNearMiss
        case .skippedDoseLine: return .skippedDoseLine
        case .undoneDose: return .undoneDose
        case .restoredDose: return .restoredDose
        case .listedDose: return .listedDose
        case .listedDoseRemoved: return .listedDoseRemoved
        case .listedDoseImport: return .listedDoseImport
        case .deletedDose: return .deletedDose
        case .undoDoseChanged: return .undoDoseChanged
        case .noDoses: return .noDoses
        case .noDosesOfAnyone: return .noDosesOfAnyone
        case .nextNow: return .nextNow
        case .noLimit: return .noLimit
        case .every: return .every
        case .atMost: return .atMost
        case .columnMedicine: return .columnMedicine
        case .columnLastDose: return .columnLastDose
        case .columnNextDose: return .columnNextDose
        case .columnLimits: return .columnLimits
        case .columnDose: return .columnDose
        case .optionOnlyWithNext: return .optionOnlyWithNext
        case .notAdvice: return .notAdvice
        case .importedDoses: return .importedDoses
        case .importedDosesDryRun: return .importedDosesDryRun
        case .rowNotADose: return .rowNotADose
        case .rowWithoutTime: return .rowWithoutTime
        case .reportDoses: return .reportDoses
        case .doseEntry: return .doseEntry
        case .feverReducerEntry: return .feverReducerEntry
        case .readingAfter: return .readingAfter
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .recorded:
            return .recorded(dose: .example)
        case .feverReducerMedicine:
            return .feverReducerMedicine(medicine: .verbatim("<medicine>"))
        case .tooSoon:
            return .tooSoon(
                medicine: "<medicine>", last: .verbatim("<last>"), next: .verbatim("<next>"))
        case .overCount:
            return .overCount(
                medicine: "<medicine>", count: 4_201, maximum: 4_202, next: .verbatim("<next>"))
        case .tooSoonAndOverCount:
            return .tooSoonAndOverCount(
                medicine: "<medicine>", count: 4_201, maximum: 4_202, last: .verbatim("<last>"),
                next: .verbatim("<next>"))
        case .notKnownFeverReducer:
            return .notKnownFeverReducer(medicine: "<medicine>")
        case .sameIngredient:
            return .sameIngredient(
                medicine: "<medicine>",
                ingredient: Spelling(en: "<ingredient.en>", ja: "<ingredient.ja>"),
                other: "<other>", time: Spelling(en: "<time.en>", ja: "<time.ja>"),
                before: Spelling(en: "<before.en>", ja: "<before.ja>"))
        case .hoursAfter:
            return .hoursAfter(hours: 4_201, medicine: "<medicine>")
        case .minutesAfter:
            return .minutesAfter(minutes: 4_201, medicine: "<medicine>")
        case .noMedicine: return .noMedicine
        case .medicineControlCharacter:
            return .medicineControlCharacter(code: "<code>")
        case .medicineTooLong:
            return .medicineTooLong(length: 4_201, limit: 4_202)
        case .amountAsMedicine:
            return .amountAsMedicine(text: "<text>")
        case .amountTooLarge: return .amountTooLarge(text: "<text>", largest: "<largest>")
        case .notAnAmount:
            return .notAnAmount(
                text: "<text>", accepted: Spelling(en: "<accepted.en>", ja: "<accepted.ja>"))
        case .notAnInterval:
            return .notAnInterval(text: "<text>")
        case .notADoseCount:
            return .notADoseCount(text: "<text>")
        case .unknownPersonNearMiss:
            return .unknownPersonNearMiss(
                name: "<name>", similar: .verbatim("<similar>"), handle: "<handle>")
        case .skippedDoseLine:
            return .skippedDoseLine(line: 4_201, path: "<path>", preview: "<preview>")
        case .undoneDose:
            return .undoneDose(dose: .example)
        case .restoredDose:
            return .restoredDose(dose: .example)
        case .listedDose:
            return .listedDose(dose: .example)
        case .listedDoseRemoved:
            return .listedDoseRemoved(dose: .example)
        case .listedDoseImport:
            return .listedDoseImport(count: 4_201)
        case .deletedDose:
            return .deletedDose(dose: .example)
        case .undoDoseChanged:
            return .undoDoseChanged(change: "<change>", time: .verbatim("<time>"))
        case .noDoses:
            return .noDoses(person: .verbatim("<person>"))
        case .noDosesOfAnyone: return .noDosesOfAnyone
        case .nextNow: return .nextNow
        case .noLimit: return .noLimit
        case .every:
            return .every(interval: Spelling(en: "<interval.en>", ja: "<interval.ja>"))
        case .atMost:
            return .atMost(count: 4_201)
        case .columnMedicine: return .columnMedicine
        case .columnLastDose: return .columnLastDose
        case .columnNextDose: return .columnNextDose
        case .columnLimits: return .columnLimits
        case .columnDose: return .columnDose
        case .optionOnlyWithNext:
            return .optionOnlyWithNext(option: "<option>")
        case .notAdvice: return .notAdvice
        case .importedDoses: return .importedDoses(added: 4_201, stored: 4_202, rejected: 4_203)
        case .importedDosesDryRun:
            return .importedDosesDryRun(added: 4_201, stored: 4_202, rejected: 4_203)
        case .rowNotADose: return .rowNotADose
        case .rowWithoutTime: return .rowWithoutTime
        case .reportDoses:
            return .reportDoses(readings: .verbatim("<readings>"), doses: .verbatim("<doses>"))
        case .doseEntry: return .doseEntry(time: "<time>", medicine: "<medicine>")
        case .feverReducerEntry: return .feverReducerEntry(time: "<time>", medicine: "<medicine>")
        case .readingAfter:
            return .readingAfter(reading: .verbatim("<reading>"), mark: .verbatim("<mark>"))
        }
    }
}

extension DoseMention {
    static let example = DoseMention(
        medicine: .verbatim("<medicine>"), person: .verbatim("<person>"),
        time: Spelling(en: "<time.en>", ja: "<time.ja>"), day: .verbatim("<day>"), id: "<id>")
}
