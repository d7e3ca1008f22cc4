/// Where a row of an import file is: the file as it was named, and the line the row starts on
/// (counting from 1; for an Apple Health record, the line its element starts on).
public struct RowPlace: Hashable, Sendable {
    /// The file, as the command line named it.
    public let path: String
    /// The line.
    public let line: Int

    /// The row on `line` of `path`.
    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }
}

/// Which store a row of an import file comes from.
public enum RowOrigin: Hashable, Sendable {
    /// The file names no store (a spreadsheet made by hand, Apple Health, another app): its
    /// rows are this store's, an empty `who` the owner's.
    case noStore
    /// A row `export` wrote from the store with this identity, or a row typed into such an
    /// export (its `store` cell empty, every other row of the file from that one store).
    case store(StoreIdentity)
}

/// One row of an import file that validated: the reading it holds, which of a reading's
/// fields its file gives, where it is and which store it comes from.
public struct ImportRow: Sendable {
    /// The reading, its `who` as the file names the person (nil: the owner of the store the
    /// row comes from).
    public var reading: Reading
    /// The fields the row's file gives (a CSV without a `note` column gives no note).
    public let given: ImportedFields
    /// Where the row is.
    public let place: RowPlace
    /// Which store the row comes from.
    public var origin: RowOrigin
    /// Cells of the row that disagree, until the stored reading of its id settles them.
    var disagreement: CellDisagreement?
    /// When the row's local time happened twice (the clocks went back over it), the second
    /// time: the reading was taken as the first, as `add --at` takes it.
    public internal(set) var secondOccurrence: Timestamp? = nil
}
