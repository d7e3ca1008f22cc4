/// Why a file cannot be imported at all.
public enum ImportError: Error, Equatable, Sendable {
    /// The file could not be opened (`SystemError.isMissingFile` when it does not exist).
    case cannotOpen(path: String, SystemError)
    /// Reading the file failed part-way.
    case cannotRead(path: String, SystemError)
    /// The file is none of the formats templog imports.
    case notImportable(path: String)
    /// A delimited file whose header row does not say where the times and temperatures are.
    case header(path: String, HeaderMappingError)
    /// A delimited file that is neither UTF-8 nor CP932 (Shift_JIS) text.
    case notUTF8(path: String)
    /// A delimited file that is not UTF-8 and reads whole as CP932, but with too little
    /// Japanese in it to tell CP932 from another encoding (`--encoding cp932` says which).
    case perhapsCP932(path: String)
    /// A file given as CP932 (`--encoding cp932`) that holds bytes CP932 does not map.
    case notCP932(path: String)
    /// An Apple Health export that is not well-formed XML: nothing of it is imported.
    case notXML(path: String, XMLSyntaxError)
    /// An encoding given for a file in a format that has its own (JSON Lines and Health
    /// exports are UTF-8): said rather than ignored.
    case encodingNotApplicable(path: String, ImportFormat)
}

/// Why one row of an import file was rejected (the rest of the file is still imported).
public enum RowProblem: Error, Equatable, Sendable {
    /// A value that does not validate, as `add` would refuse it.
    case invalid(InputError)
    /// The time cell is not a date and time templog reads.
    case notATimestamp(String)
    /// The date cell is not a date templog reads.
    case notADate(String)
    /// The time-of-day cell is not a time templog reads.
    case notATimeOfDay(String)
    /// The file has a date column but no time column, and the cell holds a date alone.
    case dateWithoutTime(String)
    /// The record breaks the file's grammar (a stray quote, invalid UTF-8).
    case malformedRecord(DelimitedProblemReason)
    /// The record has more or fewer fields than the header.
    case fieldCount(expected: Int, found: Int)
    /// The row has no temperature.
    case noTemperature
    /// The row's time cells (timestamp, date and time) are all empty.
    case noTime
    /// The row's Celsius and Fahrenheit cells are two different temperatures: shown in °F to one
    /// decimal, more than 0.1 °F apart. The columns are named as the header writes them, the
    /// cells quoted as written; `celsiusValue` is the Celsius cell's temperature.
    case temperaturesDisagree(
        celsiusColumn: String, celsius: String, fahrenheitColumn: String, fahrenheit: String,
        celsiusValue: Temperature)
    /// The kind cell is neither `body` nor `basal`.
    case notAKind(String)
    /// A Health record without a value.
    case recordHasNoValue
    /// A Health record whose unit is not degC or degF.
    case notHealthUnit(String)
    /// A Health record whose date is not in the export's form.
    case notHealthDate(String)
    /// A menstrual flow record whose value is none HealthKit defines.
    case notHealthFlow(String)
    /// The row's date cell (and its time cell, given when it was read and compared) say
    /// another time than its timestamp cell: another day, or another minute on the timestamp's
    /// wall clock.
    case timesDisagree(date: RowCell, time: RowCell?, takenAt: RowCell)
    /// A JSON Lines row that is not a valid reading.
    case notAValidReading
    /// The row's `store` cell is not a store's identity (12 lowercase hexadecimal digits).
    case notAStore(String)
    /// The row names no store, in a file whose other rows come from several: which family's
    /// store it was typed into cannot be told.
    case storeNotNamed(among: [StoreIdentity])
}

/// A cell of a rejected row, for its message: the header's name of its column and the cell's
/// text, both as written.
public struct RowCell: Equatable, Sendable {
    /// The column's name in the header row.
    public let column: String
    /// The cell.
    public let text: String
}

/// A rejected row: where it is and why.
public struct RejectedRow: Equatable, Sendable {
    /// Where the row is.
    public let place: RowPlace
    /// What is wrong with it.
    public let problem: RowProblem
}
