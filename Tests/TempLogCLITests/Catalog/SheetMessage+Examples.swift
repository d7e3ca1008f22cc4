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
        case sheetHighestOther
        case sheetFeverReducerDose
        case sheetOtherMedicineDose
        case sheetChartDescription
        case sheetChartDescriptionWithDoses
        case sheetListSeparator
        case sheetMonth
        case symptomName
        case sheetTooLong
        case sheetCelsius
        case sheetSchool
        case sheetClassAndNumber
        case sheetClassNumber
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
        case sheetRuleSchool
        case sheetRuleNursery
        case sheetRuleWorkplace
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
        case documentTitle
        case documentKindSchool
        case documentKindWorkplace
        case documentKindBoth
        case documentNames
        case documentNamesMore
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
        case .sheetHighestOther: return .sheetHighestOther
        case .sheetFeverReducerDose: return .sheetFeverReducerDose
        case .sheetOtherMedicineDose: return .sheetOtherMedicineDose
        case .sheetChartDescription: return .sheetChartDescription
        case .sheetChartDescriptionWithDoses: return .sheetChartDescriptionWithDoses
        case .sheetListSeparator: return .sheetListSeparator
        case .sheetMonth: return .sheetMonth
        case .symptomName: return .symptomName
        case .sheetTooLong: return .sheetTooLong
        case .sheetCelsius: return .sheetCelsius
        case .sheetSchool: return .sheetSchool
        case .sheetClassAndNumber: return .sheetClassAndNumber
        case .sheetClassNumber: return .sheetClassNumber
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
        case .sheetRuleSchool: return .sheetRuleSchool
        case .sheetRuleNursery: return .sheetRuleNursery
        case .sheetRuleWorkplace: return .sheetRuleWorkplace
        case .sheetWorkplaceTitle: return .sheetWorkplaceTitle
        case .sheetNursery: return .sheetNursery
        case .sheetNurseryClass: return .sheetNurseryClass
        case .sheetDepartment: return .sheetDepartment
        case .sheetStaffNumber: return .sheetStaffNumber
        case .sheetMorningTemperature: return .sheetMorningTemperature
        case .sheetAttendance: return .sheetAttendance
        case .sheetNurseryAttendance: return .sheetNurseryAttendance
        case .sheetAttendanceChoices: return .sheetAttendanceChoices
        case .sheetOfficeOrHome: return .sheetOfficeOrHome
        case .sheetManagerCheck: return .sheetManagerCheck
        case .documentTitle: return .documentTitle
        case .documentKindSchool: return .documentKindSchool
        case .documentKindWorkplace: return .documentKindWorkplace
        case .documentKindBoth: return .documentKindBoth
        case .documentNames: return .documentNames
        case .documentNamesMore: return .documentNamesMore
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
        case .sheetHighestOther: return .sheetHighestOther
        case .sheetFeverReducerDose: return .sheetFeverReducerDose
        case .sheetOtherMedicineDose: return .sheetOtherMedicineDose
        case .sheetChartDescription: return .sheetChartDescription
        case .sheetChartDescriptionWithDoses: return .sheetChartDescriptionWithDoses
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
        case .sheetRuleSchool: return .sheetRuleSchool(threshold: .verbatim("<threshold>"))
        case .sheetRuleNursery: return .sheetRuleNursery(threshold: .verbatim("<threshold>"))
        case .sheetRuleWorkplace: return .sheetRuleWorkplace(threshold: .verbatim("<threshold>"))
        case .sheetWorkplaceTitle: return .sheetWorkplaceTitle
        case .sheetNursery: return .sheetNursery
        case .sheetNurseryClass: return .sheetNurseryClass
        case .sheetDepartment: return .sheetDepartment
        case .sheetStaffNumber: return .sheetStaffNumber
        case .sheetMorningTemperature: return .sheetMorningTemperature
        case .sheetAttendance: return .sheetAttendance
        case .sheetNurseryAttendance: return .sheetNurseryAttendance
        case .sheetAttendanceChoices: return .sheetAttendanceChoices
        case .sheetOfficeOrHome: return .sheetOfficeOrHome
        case .sheetManagerCheck: return .sheetManagerCheck
        case .documentTitle:
            return .documentTitle(
                kind: .verbatim("<kind>"), names: .verbatim("<names>"),
                period: Spelling(en: "<period.en>", ja: "<period.ja>"))
        case .documentKindSchool: return .documentKindSchool
        case .documentKindWorkplace: return .documentKindWorkplace
        case .documentKindBoth: return .documentKindBoth
        case .documentNames: return .documentNames(first: .verbatim("<first>"), then: "<then>")
        case .documentNamesMore: return .documentNamesMore(first: "<first>", more: 4_201)
        }
    }
}
