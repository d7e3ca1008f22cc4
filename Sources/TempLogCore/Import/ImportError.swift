/// Why a file cannot be imported at all.
public enum ImportError: Error, Equatable, Sendable {
    /// The file could not be opened (`SystemError.isMissingFile` when it does not exist).
    case cannotOpen(path: String, SystemError)
    /// Reading the file failed part-way.
    case cannotRead(path: String, SystemError)
    /// The file is none of the formats templog imports.
    case notImportable(path: String)
    /// A CSV file without the columns templog needs.
    case csvHeaderMissing(path: String)
}

/// Why one row of an import file was rejected (the rest of the file is still imported).
public enum RowProblem: Error, Equatable, Sendable {
    /// A value that does not validate, as `add` would refuse it.
    case invalid(InputError)
    /// The `taken_at` cell is not an RFC 3339 time.
    case notRFC3339TakenAt(String)
    /// The row has no temperature.
    case noTemperature
    /// A Health record without a value.
    case recordHasNoValue
    /// A Health record whose unit is not degC or degF.
    case notHealthUnit(String)
    /// A Health record whose date is not in the export's form.
    case notHealthDate(String)
    /// A JSON Lines row that is not a valid reading.
    case notAValidReading
    /// A quoted CSV field that is never closed.
    case unclosedQuote
}

/// A rejected row: where it is (`file:line`) and why.
public struct RejectedRow: Equatable, Sendable {
    /// `file:line`.
    public let place: String
    /// What is wrong with it.
    public let problem: RowProblem
}
