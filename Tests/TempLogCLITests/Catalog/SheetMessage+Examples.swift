@testable import TempLogCLI

extension SheetMessage: CatalogExample {
    enum Kind: CaseIterable {
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
        case sheetFeverReducer
        case sheetChartDescription
        case sheetListSeparator
        case sheetMonth
        case symptomName
        case sheetTooLong
        case sheetCelsius
        case sheetSchool
        case sheetClassAndNumber
        case sheetClassNumber
        case sheetRule
        case sheetFeverNote
        case sheetSymptomsPresent
        case sheetGuardianCheck
        case sheetSubmitted
        case sheetDateToFill
        case sheetGuardianName
        case sheetSignature
        case sheetNoteSeparator
        case sheetUnitSeparator
        case sheetRowDay
    }

    var localized: LocalizedText { .sheet(self) }

    var kind: Kind {
        switch self {
        case .sheetTitle: return .sheetTitle
        case .sheetName: return .sheetName
        case .sheetPeriod: return .sheetPeriod
        case .sheetUsualTemperature: return .sheetUsualTemperature
        case .sheetUsualShort: return .sheetUsualShort
        case .sheetUsualUnknown: return .sheetUsualUnknown
        case .sheetFeverThreshold: return .sheetFeverThreshold
        case .sheetDate: return .sheetDate
        case .sheetMorning: return .sheetMorning
        case .sheetEvening: return .sheetEvening
        case .sheetTime: return .sheetTime
        case .sheetTemperature: return .sheetTemperature
        case .sheetSymptoms: return .sheetSymptoms
        case .sheetNote: return .sheetNote
        case .sheetChecked: return .sheetChecked
        case .sheetOtherReadings: return .sheetOtherReadings
        case .sheetFeverReducer: return .sheetFeverReducer
        case .sheetChartDescription: return .sheetChartDescription
        case .sheetListSeparator: return .sheetListSeparator
        case .sheetMonth: return .sheetMonth
        case .symptomName: return .symptomName
        case .sheetTooLong: return .sheetTooLong
        case .sheetCelsius: return .sheetCelsius
        case .sheetSchool: return .sheetSchool
        case .sheetClassAndNumber: return .sheetClassAndNumber
        case .sheetClassNumber: return .sheetClassNumber
        case .sheetRule: return .sheetRule
        case .sheetFeverNote: return .sheetFeverNote
        case .sheetSymptomsPresent: return .sheetSymptomsPresent
        case .sheetGuardianCheck: return .sheetGuardianCheck
        case .sheetSubmitted: return .sheetSubmitted
        case .sheetDateToFill: return .sheetDateToFill
        case .sheetGuardianName: return .sheetGuardianName
        case .sheetSignature: return .sheetSignature
        case .sheetNoteSeparator: return .sheetNoteSeparator
        case .sheetUnitSeparator: return .sheetUnitSeparator
        case .sheetRowDay: return .sheetRowDay
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .sheetTitle: return .sheetTitle
        case .sheetName: return .sheetName
        case .sheetPeriod: return .sheetPeriod
        case .sheetUsualTemperature: return .sheetUsualTemperature
        case .sheetUsualShort: return .sheetUsualShort
        case .sheetUsualUnknown: return .sheetUsualUnknown
        case .sheetFeverThreshold: return .sheetFeverThreshold
        case .sheetDate: return .sheetDate
        case .sheetMorning: return .sheetMorning
        case .sheetEvening: return .sheetEvening
        case .sheetTime: return .sheetTime
        case .sheetTemperature: return .sheetTemperature(symbol: "<symbol>")
        case .sheetSymptoms: return .sheetSymptoms
        case .sheetNote: return .sheetNote
        case .sheetChecked: return .sheetChecked
        case .sheetOtherReadings: return .sheetOtherReadings
        case .sheetFeverReducer: return .sheetFeverReducer
        case .sheetChartDescription: return .sheetChartDescription
        case .sheetListSeparator: return .sheetListSeparator
        case .sheetMonth: return .sheetMonth(month: Spelling(en: "<month.en>", ja: "<month.ja>"))
        case .symptomName: return .symptomName(name: Spelling(en: "<name.en>", ja: "<name.ja>"))
        case .sheetTooLong:
            return .sheetTooLong(
                maximum: 4_201, first: "<first>", last: "<last>", days: 4_202)
        case .sheetCelsius: return .sheetCelsius
        case .sheetSchool: return .sheetSchool
        case .sheetClassAndNumber: return .sheetClassAndNumber
        case .sheetClassNumber: return .sheetClassNumber(number: "<number>")
        case .sheetRule: return .sheetRule(threshold: .verbatim("<threshold>"))
        case .sheetFeverNote: return .sheetFeverNote
        case .sheetSymptomsPresent: return .sheetSymptomsPresent(list: "<list>")
        case .sheetGuardianCheck: return .sheetGuardianCheck
        case .sheetSubmitted: return .sheetSubmitted
        case .sheetDateToFill: return .sheetDateToFill
        case .sheetGuardianName: return .sheetGuardianName
        case .sheetSignature: return .sheetSignature
        case .sheetNoteSeparator: return .sheetNoteSeparator
        case .sheetUnitSeparator: return .sheetUnitSeparator
        case .sheetRowDay: return .sheetRowDay(day: Spelling(en: "<day.en>", ja: "<day.ja>"))
        }
    }
}
