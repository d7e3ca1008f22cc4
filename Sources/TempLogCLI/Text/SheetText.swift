import TempLogCore

extension SheetLabels {
    /// Every word of `templog sheet` from the catalog, in `language`.
    init(_ language: Language) {
        func say(_ message: SheetMessage) -> String { LocalizedText.sheet(message).text(language) }
        func say(_ message: ReportMessage) -> String {
            LocalizedText.report(message).text(language)
        }
        self.init(
            languageTag: language.rawValue, title: say(.sheetTitle), school: say(.sheetSchool),
            classAndNumber: say(.sheetClassAndNumber),
            classNumber: { LocalizedText.sheet(.sheetClassNumber(number: "\($0)")).text(language) },
            name: say(.sheetName), period: say(.sheetPeriod),
            usualTemperature: say(.sheetUsualTemperature),
            usualTemperatureShort: say(.sheetUsualShort),
            usualTemperatureUnknown: say(.sheetUsualUnknown),
            feverThreshold: say(.sheetFeverThreshold),
            fever: say(.feverMark), feverNote: say(.sheetFeverNote), date: say(.sheetDate),
            morning: say(.sheetMorning), evening: say(.sheetEvening), time: say(.sheetTime),
            temperature: {
                LocalizedText.sheet(.sheetTemperature(symbol: "\($0)")).text(language)
            },
            symptoms: say(.sheetSymptoms),
            symptomsPresent: {
                LocalizedText.sheet(.sheetSymptomsPresent(list: "\($0)")).text(language)
            },
            note: say(.sheetNote), checked: say(.sheetChecked),
            guardianCheck: say(.sheetGuardianCheck), submitted: say(.sheetSubmitted),
            dateToFill: say(.sheetDateToFill), guardianName: say(.sheetGuardianName),
            signature: say(.sheetSignature), missing: say(.reportMissing),
            otherReadings: say(.sheetOtherReadings), feverReducer: say(.sheetFeverReducer),
            chartDescription: say(.sheetChartDescription),
            listSeparator: say(.sheetListSeparator), noteSeparator: say(.sheetNoteSeparator),
            celsiusSymbol: say(.sheetCelsius), unitSeparator: say(.sheetUnitSeparator),
            symptomName: { $0.display.text(language) },
            dayText: { day in
                LocalizedText.sheet(
                    .sheetRowDay(
                        day: Spelling(
                            en: "\(day.weekdayName) \(day.day) \(day.monthName)",
                            ja: "\(day.month)/\(day.day)(\(day.japaneseWeekdayName))"))
                ).text(language)
            },
            monthText: {
                LocalizedText.sheet(
                    .sheetMonth(month: Spelling(en: $0.monthName, ja: "\($0.month)"))
                ).text(
                    language)
            }
        )
    }
}
