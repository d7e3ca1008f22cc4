/// Every word a health-check sheet shows, already in the document's language: the sheet
/// itself knows no language.
package struct SheetLabels: Sendable {
    /// The BCP 47 tag of the document's language (`en`, `ja`), for the `lang` attribute.
    package var languageTag: String
    /// The heading of a school's card: `Health check sheet`, `健康観察カード`.
    package var title: String
    /// The heading of a workplace's sheet: `Daily health check`, `体調チェック表`.
    package var workplaceTitle: String
    /// The label of the school or nursery: `学校名`, `園名`.
    package var school: @Sendable (SchoolKind) -> String
    /// The label of the grade, class and number: `学年・組・番`, `クラス`.
    package var classAndNumber: @Sendable (SchoolKind) -> String
    /// The number in the class as the header shows it: `No. 15`, `15番`.
    package var classNumber: @Sendable (String) -> String
    /// The label of the person's name, and of the line a workplace's foot leaves for it.
    package var name: String
    /// The label of the department at work: `Department`, `所属`.
    package var department: String
    /// The label of the staff number: `Staff number`, `社員番号`.
    package var staffNumber: String
    /// The label of the period.
    package var period: String
    /// The label of the usual temperature.
    package var usualTemperature: String
    /// The usual temperature's short label on the chart: `usual`, `平熱`.
    package var usualTemperatureShort: String
    /// The blank before the unit that stands for the usual temperature when there are too few
    /// readings to know it, to fill in by hand: `____`, `＿＿＿`.
    package var usualTemperatureUnknown: String
    /// The label of the fever threshold.
    package var feverThreshold: String
    /// The word that marks a fever value, after `●`: `fever`, `発熱`.
    package var fever: String
    /// What follows a fever among the day's other readings: ` (fever)`, `（発熱）`.
    package var feverNote: String
    /// The date column, and the chart's day axis.
    package var date: String
    /// The morning columns and series.
    package var morning: String
    /// The morning columns of a workplace's sheet: `Morning temperature`, `朝の体温`.
    package var morningTemperature: String
    /// The evening columns and series.
    package var evening: String
    /// The time columns.
    package var time: String
    /// The temperature columns' heading for a unit's symbol: `Temp. (°C)`, `体温（℃）`.
    package var temperature: @Sendable (String) -> String
    /// The symptoms column.
    package var symptoms: String
    /// A day's symptoms when it had some, named: `yes: cough`, `あり（咳）`.
    package var symptomsPresent: @Sendable (String) -> String
    /// The note column.
    package var note: String
    /// The column where a school's card notes attendance by hand: `Attendance`, `登校`, `登園`.
    package var attendance: @Sendable (SchoolKind) -> String
    /// What may be written in it, under its heading: `✓ / absent / excluded`, `○／欠席／出席停止`.
    package var attendanceChoices: String
    /// The column where a workplace's sheet notes where the day was worked, by hand:
    /// `Office or home`, `出社／在宅`.
    package var officeOrHome: String
    /// The column for the manager's stamp on a workplace's sheet: `Manager`, `上長確認`.
    package var managerCheck: String
    /// The column for a stamp on an adult's own sheet: `Checked`, `確認印`.
    package var checked: String
    /// The column for a parent's stamp or signature: `Parent's stamp or signature`,
    /// `保護者確認印・サイン`.
    package var guardianCheck: String
    /// The foot's date of handing in: `Date submitted`, `提出日`.
    package var submitted: String
    /// The blank after it, to fill in by hand: `　　年　　月　　日`.
    package var dateToFill: String
    /// The foot's line for a parent's name: `Parent or guardian`, `保護者氏名`.
    package var guardianName: String
    /// The foot's line for an adult's own signature: `Signature`, `署名`.
    package var signature: String
    /// What a day without a reading says, in its row and in the chart's legend.
    package var missing: String
    /// What introduces a day's readings that are neither its morning nor its evening one.
    package var otherReadings: String
    /// The chart legend's name for a day's highest reading taken at another time than the
    /// morning and the evening: `Highest at another time`, `朝・夜以外の最高体温`.
    package var highestOther: String
    /// The chart legend's name for a dose of a fever reducer: `Fever reducer`, `解熱剤`.
    package var feverReducerDose: String
    /// The chart legend's name for a dose of any other medicine: `Other medicine`, `その他の薬`.
    package var otherMedicineDose: String
    /// The chart's description for screen readers.
    package var chartDescription: String
    /// The chart's description for screen readers when it marks doses.
    package var chartDescriptionWithDoses: String
    /// Between items of a list (symptoms, other readings): `, `, `、`.
    package var listSeparator: String
    /// What names a fever reducer among a day's doses: `fever reducer`, `解熱剤`.
    package var feverReducer: String
    /// Between a day's notes: ` / `, `／`.
    package var noteSeparator: String
    /// How degrees Celsius are written: `°C`, `℃`.
    package var celsiusSymbol: String
    /// Between a value and its unit: a space in English, nothing in Japanese (`36.5℃`).
    package var unitSeparator: String
    /// Each symptom's name.
    package var symptomName: @Sendable (Symptom) -> String
    /// A row's date with its weekday and without the year: `Sun 29 Nov`, `11/29(日)`.
    package var dayText: @Sendable (LocalDate) -> String
    /// The month under the chart's day axis: `Nov`, `11月`.
    package var monthText: @Sendable (LocalDate) -> String
    /// A reading's text marked as taken a number of seconds after a fever reducer, given the
    /// text, the seconds and the medicine: `15:35 37.2 °C (2 h after カロナール)`,
    /// `15:35 37.2℃（解熱剤（カロナール）の 2 時間後）`.
    package var afterFeverReducer: @Sendable (String, Int, String) -> String

    /// Labels with every word given.
    package init(
        languageTag: String, title: String, workplaceTitle: String,
        school: @escaping @Sendable (SchoolKind) -> String,
        classAndNumber: @escaping @Sendable (SchoolKind) -> String,
        classNumber: @escaping @Sendable (String) -> String, name: String, department: String,
        staffNumber: String, period: String,
        usualTemperature: String, usualTemperatureShort: String,
        usualTemperatureUnknown: String, feverThreshold: String,
        fever: String, feverNote: String,
        date: String, morning: String, morningTemperature: String, evening: String, time: String,
        temperature: @escaping @Sendable (String) -> String,
        symptoms: String, symptomsPresent: @escaping @Sendable (String) -> String, note: String,
        attendance: @escaping @Sendable (SchoolKind) -> String, attendanceChoices: String,
        officeOrHome: String, managerCheck: String,
        checked: String, guardianCheck: String, submitted: String, dateToFill: String,
        guardianName: String, signature: String, missing: String, otherReadings: String,
        feverReducer: String, highestOther: String, feverReducerDose: String,
        otherMedicineDose: String, chartDescription: String, chartDescriptionWithDoses: String,
        listSeparator: String, noteSeparator: String,
        celsiusSymbol: String = "°C", unitSeparator: String = " ",
        symptomName: @escaping @Sendable (Symptom) -> String,
        dayText: @escaping @Sendable (LocalDate) -> String,
        monthText: @escaping @Sendable (LocalDate) -> String,
        afterFeverReducer: @escaping @Sendable (String, Int, String) -> String
    ) {
        self.languageTag = languageTag
        self.title = title
        self.workplaceTitle = workplaceTitle
        self.school = school
        self.classAndNumber = classAndNumber
        self.classNumber = classNumber
        self.name = name
        self.department = department
        self.staffNumber = staffNumber
        self.period = period
        self.usualTemperature = usualTemperature
        self.usualTemperatureShort = usualTemperatureShort
        self.usualTemperatureUnknown = usualTemperatureUnknown
        self.feverThreshold = feverThreshold
        self.fever = fever
        self.feverNote = feverNote
        self.date = date
        self.morning = morning
        self.morningTemperature = morningTemperature
        self.evening = evening
        self.time = time
        self.temperature = temperature
        self.symptoms = symptoms
        self.symptomsPresent = symptomsPresent
        self.note = note
        self.attendance = attendance
        self.attendanceChoices = attendanceChoices
        self.officeOrHome = officeOrHome
        self.managerCheck = managerCheck
        self.checked = checked
        self.guardianCheck = guardianCheck
        self.submitted = submitted
        self.dateToFill = dateToFill
        self.guardianName = guardianName
        self.signature = signature
        self.missing = missing
        self.otherReadings = otherReadings
        self.feverReducer = feverReducer
        self.highestOther = highestOther
        self.feverReducerDose = feverReducerDose
        self.otherMedicineDose = otherMedicineDose
        self.chartDescription = chartDescription
        self.chartDescriptionWithDoses = chartDescriptionWithDoses
        self.listSeparator = listSeparator
        self.noteSeparator = noteSeparator
        self.celsiusSymbol = celsiusSymbol
        self.unitSeparator = unitSeparator
        self.symptomName = symptomName
        self.dayText = dayText
        self.monthText = monthText
        self.afterFeverReducer = afterFeverReducer
    }

    /// The symbol of `unit`: `celsiusSymbol`, or `°F`.
    package func symbol(_ unit: TemperatureUnit) -> String {
        unit == .celsius ? celsiusSymbol : unit.symbol
    }

    /// `value` with the symbol of `unit`: `36.5 °C`, `36.5℃`.
    package func degrees(_ value: String, _ unit: TemperatureUnit) -> String {
        value + unitSeparator + symbol(unit)
    }

    /// The fever threshold as it was set, in its own unit whatever the page's (`37.5 °C` on a
    /// page in °F): readings are judged in it, so it agrees with every mark.
    package func threshold(_ fever: FeverThreshold) -> String {
        degrees(fever.temperature.text(in: fever.unit, decimals: 1), fever.unit)
    }
}
