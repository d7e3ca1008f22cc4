/// Every word a health-check sheet shows, already in the document's language: the sheet
/// itself knows no language.
public struct SheetLabels: Sendable {
    /// The BCP 47 tag of the document's language (`en`, `ja`), for the `lang` attribute.
    public var languageTag: String
    /// The heading: `Health check sheet`, `健康観察表`.
    public var title: String
    /// The label of the person's name.
    public var name: String
    /// The label of the period.
    public var period: String
    /// The label of the usual temperature.
    public var usualTemperature: String
    /// The usual temperature's short label on the chart: `usual`, `平熱`.
    public var usualTemperatureShort: String
    /// What stands for the usual temperature when there are too few readings to know it.
    public var usualTemperatureUnknown: String
    /// The label of the fever threshold.
    public var feverThreshold: String
    /// The word that marks a fever value, after `●`: `fever`, `発熱`.
    public var fever: String
    /// The date column, and the chart's day axis.
    public var date: String
    /// The morning columns and series.
    public var morning: String
    /// The evening columns and series.
    public var evening: String
    /// The time columns.
    public var time: String
    /// The temperature columns.
    public var temperature: String
    /// The symptoms column.
    public var symptoms: String
    /// The note column.
    public var note: String
    /// The empty column for a signature or stamp.
    public var checked: String
    /// What a day without a reading says, in its row and in the chart's legend.
    public var missing: String
    /// What introduces a day's readings that are neither its morning nor its evening one.
    public var otherReadings: String
    /// The chart's description for screen readers.
    public var chartDescription: String
    /// Between items of a list (symptoms): `, `, `、`.
    public var listSeparator: String
    /// How degrees Celsius are written: `°C`, `℃`.
    public var celsiusSymbol: String
    /// Each symptom's name.
    public var symptomName: @Sendable (Symptom) -> String
    /// A row's date with its weekday: `Sun 29 Nov`, `2026/11/29(日)`.
    public var dayText: @Sendable (LocalDate) -> String
    /// The month under the chart's day axis: `Nov`, `11月`.
    public var monthText: @Sendable (LocalDate) -> String

    /// Labels with every word given.
    public init(
        languageTag: String, title: String, name: String, period: String,
        usualTemperature: String, usualTemperatureShort: String,
        usualTemperatureUnknown: String, feverThreshold: String,
        fever: String, date: String, morning: String, evening: String, time: String,
        temperature: String, symptoms: String, note: String, checked: String, missing: String,
        otherReadings: String, chartDescription: String, listSeparator: String,
        celsiusSymbol: String = "°C",
        symptomName: @escaping @Sendable (Symptom) -> String,
        dayText: @escaping @Sendable (LocalDate) -> String,
        monthText: @escaping @Sendable (LocalDate) -> String
    ) {
        self.languageTag = languageTag
        self.title = title
        self.name = name
        self.period = period
        self.usualTemperature = usualTemperature
        self.usualTemperatureShort = usualTemperatureShort
        self.usualTemperatureUnknown = usualTemperatureUnknown
        self.feverThreshold = feverThreshold
        self.fever = fever
        self.date = date
        self.morning = morning
        self.evening = evening
        self.time = time
        self.temperature = temperature
        self.symptoms = symptoms
        self.note = note
        self.checked = checked
        self.missing = missing
        self.otherReadings = otherReadings
        self.chartDescription = chartDescription
        self.listSeparator = listSeparator
        self.celsiusSymbol = celsiusSymbol
        self.symptomName = symptomName
        self.dayText = dayText
        self.monthText = monthText
    }

    /// The symbol of `unit`: `celsiusSymbol`, or `°F`.
    public func symbol(_ unit: TemperatureUnit) -> String {
        unit == .celsius ? celsiusSymbol : unit.symbol
    }
}
