/// A line of the store that is not a valid reading: skipped, reported, never changed.
public struct MalformedLine: Equatable, Sendable {
    /// The line's number in the file, counting from 1.
    public let lineNumber: Int
    /// The start of the line, printable.
    public let preview: String
    /// Why it is not a valid reading (nil for lines of other files).
    public var problem: LineProblem? = nil
}

/// Why a store line is not a valid reading.
public enum LineProblem: Equatable, Sendable {
    /// The line is not exactly one JSON object (RFC 8259).
    case notJSONObject
    /// A key every reading needs (`id`, `takenAt`, `celsius`) is missing.
    case missingKey(ReadingField)
    /// A key holds a value the definition of a valid reading refuses.
    case invalidValue(key: ReadingField)
}

/// Readings found by a read, and the malformed lines passed over on the way.
public struct StoreRead: Sendable {
    /// The readings, in the order the read promises.
    public var readings: [Reading]
    /// The lines that were not readings.
    public var malformedLines: [MalformedLine]
}

/// The readings of a query with the usual temperatures of the 30 days before a day (see
/// `ReadingStore.readings(matching:withUsualTemperaturesBefore:)`), and the malformed lines
/// passed over on the way.
public struct PeriodRead: Sendable {
    /// The readings matching the query, oldest first.
    public var readings: [Reading]
    /// Each person's usual temperature; a person with fewer than 5 mornings has none.
    public var usualTemperatures: [Person: Temperature]
    /// The lines either read passed over because they were not readings.
    public var malformedLines: [MalformedLine]
}

/// People's usual temperatures, each over the 30 days before a day of theirs (see
/// `ReadingStore.usualTemperatures(before:)`), and the malformed lines passed over there.
public struct UsualTemperatureRead: Sendable {
    /// Each person's usual temperature; a person with fewer than 5 mornings has none.
    public var temperatures: [Person: Temperature]
    /// The lines of those days that were not readings, each once, in file order.
    public var malformedLines: [MalformedLine]
}
