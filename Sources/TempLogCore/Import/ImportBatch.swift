/// Readings read from files to import, and what could not be used.
public struct ImportBatch: Sendable {
    /// The readings that validated, in file order.
    public var readings: [Reading] = []
    /// The rows that did not validate, with where they are and why.
    public var rejected: [RejectedRow] = []

    /// An empty batch.
    public init() {}
}
