/// Readings read from files to import, and what could not be used.
public struct ImportBatch: Sendable {
    /// The readings that validated, in file order.
    public var readings: [Reading] = []
    /// Which fields the file of each reading gave, one entry per reading.
    public var givenFields: [ImportedFields] = []
    /// The rows that did not validate, with where they are and why.
    public var rejected: [RejectedRow] = []

    /// How each delimited file was read, in the order the files were given.
    public var layouts: [(path: String, layout: DelimitedLayout)] = []

    /// An empty batch.
    public init() {}
}
