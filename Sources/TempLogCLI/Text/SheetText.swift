import TempLogCore

extension SheetLabels {
    /// Every word of `templog sheet` from the catalog, in `language`.
    init(_ language: Language) {
        func say(_ message: SheetMessage) -> String { LocalizedText.sheet(message).text(language) }
        func say(_ message: ReportMessage) -> String {
            LocalizedText.report(message).text(language)
        }
        self.init(
            languageTag: language.rawValue, title: say(.sheetTitle), name: say(.sheetName),
            period: say(.sheetPeriod), usualTemperature: say(.sheetUsualTemperature),
            usualTemperatureShort: say(.sheetUsualShort),
            usualTemperatureUnknown: say(.sheetUsualUnknown),
            feverThreshold: say(.sheetFeverThreshold), fever: say(.feverMark),
            date: say(.sheetDate), morning: say(.sheetMorning), evening: say(.sheetEvening),
            time: say(.sheetTime), temperature: say(.sheetTemperature),
            symptoms: say(.sheetSymptoms), note: say(.sheetNote), checked: say(.sheetChecked),
            missing: say(.reportMissing), otherReadings: say(.sheetOtherReadings),
            chartDescription: say(.sheetChartDescription),
            listSeparator: say(.sheetListSeparator), celsiusSymbol: say(.sheetCelsius),
            symptomName: { $0.display.text(language) },
            dayText: { $0.shortText.text(language) },
            monthText: {
                LocalizedText.sheet(
                    .sheetMonth(month: Spelling(en: $0.monthName, ja: "\($0.month)"))
                ).text(
                    language)
            }
        )
    }
}
