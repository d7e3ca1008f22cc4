/// A line of the store that is not a valid reading: skipped, reported, never changed.
public struct MalformedLine: Equatable, Sendable {
    /// The line's number in the file, counting from 1.
    public let lineNumber: Int
    /// The start of the line, printable.
    public let preview: String
}

/// Readings found by a read, and the malformed lines passed over on the way.
public struct StoreRead: Sendable {
    /// The readings, in the order the read promises.
    public var readings: [Reading]
    /// The lines that were not readings.
    public var malformedLines: [MalformedLine]
}
