import TempLogCore

extension SheetLabels {
    /// Every word of `templog sheet` from the catalog, in `language`.
    init(_ language: Language) {
        func say(_ message: SheetMessage) -> String { LocalizedText.sheet(message).text(language) }
        func say(_ message: ReportMessage) -> String {
            LocalizedText.report(message).text(language)
        }
        self.init(
            languageTag: language.rawValue, title: say(.sheetTitle),
            workplaceTitle: say(.sheetWorkplaceTitle),
            school: { kind in
                LocalizedText.sheet(kind == .nursery ? .sheetNursery : .sheetSchool).text(language)
            },
            classAndNumber: { kind in
                LocalizedText.sheet(kind == .nursery ? .sheetNurseryClass : .sheetClassAndNumber)
                    .text(language)
            },
            classNumber: { LocalizedText.sheet(.sheetClassNumber(number: "\($0)")).text(language) },
            name: say(.sheetName), department: say(.sheetDepartment),
            staffNumber: say(.sheetStaffNumber), period: say(.sheetPeriod),
            usualTemperature: say(.sheetUsualTemperature),
            usualTemperatureShort: say(.sheetUsualShort),
            usualTemperatureUnknown: say(.sheetUsualUnknown),
            feverThreshold: say(.sheetFeverThreshold),
            fever: say(.feverMark), feverNote: say(.sheetFeverNote), date: say(.sheetDate),
            morning: say(.sheetMorning), morningTemperature: say(.sheetMorningTemperature),
            evening: say(.sheetEvening), time: say(.sheetTime),
            temperature: {
                LocalizedText.sheet(.sheetTemperature(symbol: "\($0)")).text(language)
            },
            symptoms: say(.sheetSymptoms),
            symptomsPresent: {
                LocalizedText.sheet(.sheetSymptomsPresent(list: "\($0)")).text(language)
            },
            note: say(.sheetNote),
            attendance: { kind in
                LocalizedText.sheet(kind == .nursery ? .sheetNurseryAttendance : .sheetAttendance)
                    .text(language)
            },
            attendanceChoices: say(.sheetAttendanceChoices), officeOrHome: say(.sheetOfficeOrHome),
            managerCheck: say(.sheetManagerCheck), checked: say(.sheetChecked),
            guardianCheck: say(.sheetGuardianCheck), submitted: say(.sheetSubmitted),
            dateToFill: say(.sheetDateToFill), guardianName: say(.sheetGuardianName),
            signature: say(.sheetSignature), missing: say(.reportMissing),
            otherReadings: say(.sheetOtherReadings), feverReducer: say(.sheetFeverReducer),
            highestOther: say(.sheetHighestOther), feverReducerDose: say(.sheetFeverReducerDose),
            otherMedicineDose: say(.sheetOtherMedicineDose),
            chartDescription: say(.sheetChartDescription),
            chartDescriptionWithDoses: say(.sheetChartDescriptionWithDoses),
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
            },
            afterFeverReducer: { reading, seconds, medicine in
                LocalizedText.dose(
                    .readingAfter(
                        reading: .verbatim(reading),
                        mark: DoseText.mark(seconds: seconds, medicine: medicine))
                ).text(language)
            }
        )
    }
}

extension SheetDocument {
    /// The most names a title lists; more are counted (`山田 花子ほか 3 人`).
    static let namesInTitle = 3

    /// The title of a document of `sheets` from `first` to `last`:
    /// `健康観察カード（山田 花子、11月7日〜20日）`, `Health check – Hana Yamada – 7–20 Nov`. It is
    /// the name a browser offers for a PDF saved from it, so it holds no `/`, and in Japanese no
    /// dash.
    static func title(of sheets: [HealthSheet], from first: LocalDate, to last: LocalDate)
        -> LocalizedText
    {
        let schools = sheets.filter { if case .school = $0.form { true } else { false } }
        let kind: SheetMessage =
            schools.isEmpty
            ? .documentKindWorkplace
            : schools.count == sheets.count ? .documentKindSchool : .documentKindBoth
        let names = sheets.map(\.name)
        let named: LocalizedText =
            names.count > namesInTitle
            ? .sheet(.documentNamesMore(first: names[0], more: names.count - 1))
            : names.dropFirst().reduce(.verbatim(names.first ?? "")) {
                .sheet(.documentNames(first: $0, then: $1))
            }
        return .sheet(
            .documentTitle(kind: .sheet(kind), names: named, period: titlePeriod(first, last)))
    }

    /// `7–20 Nov`, `25 Nov – 8 Dec`, `25 Dec 2026 – 7 Jan 2027`; `11月7日〜20日`,
    /// `11月25日〜12月8日`, `2026年12月25日〜2027年1月7日`; one day alone: `20 Nov`, `11月20日`.
    static func titlePeriod(_ first: LocalDate, _ last: LocalDate) -> Spelling {
        let ja = { (day: LocalDate) in "\(day.month)月\(day.day)日" }
        if first == last { return Spelling(en: "\(first.day) \(first.monthName)", ja: ja(first)) }
        if first.year != last.year {
            return Spelling(
                en: "\(first.day) \(first.monthName) \(first.year) – "
                    + "\(last.day) \(last.monthName) \(last.year)",
                ja: "\(first.year)年\(ja(first))〜\(last.year)年\(ja(last))")
        }
        if first.month != last.month {
            return Spelling(
                en: "\(first.day) \(first.monthName) – \(last.day) \(last.monthName)",
                ja: "\(ja(first))〜\(ja(last))")
        }
        return Spelling(
            en: "\(first.day)–\(last.day) \(first.monthName)", ja: "\(ja(first))〜\(last.day)日")
    }
}
