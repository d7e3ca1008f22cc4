/// Ids seen so far, compared as exact strings and kept compactly: an id in templog's form (12
/// lowercase hex digits, which a number holds without loss) is stored as that number.
struct IDSet {
    private var templogForm: Set<UInt64> = []
    private var other: Set<String> = []

    func contains(_ id: String) -> Bool {
        Reading.isTemplogID(id) ? templogForm.contains(UInt64(id, radix: 16)!) : other.contains(id)
    }

    /// Inserts `id`; false if it was already there.
    mutating func insert(_ id: String) -> Bool {
        Reading.isTemplogID(id)
            ? templogForm.insert(UInt64(id, radix: 16)!).inserted : other.insert(id).inserted
    }
}
