/// Ids seen so far, kept compactly: a hex id of up to 16 digits is stored as a number.
struct IDSet {
    private var numeric: Set<UInt64> = []
    private var other: Set<String> = []

    func contains(_ id: String) -> Bool {
        if id.utf8.count <= 16, let value = UInt64(id, radix: 16), id == id.lowercased() {
            return numeric.contains(value)
        }
        return other.contains(id)
    }

    /// Inserts `id`; false if it was already there.
    mutating func insert(_ id: String) -> Bool {
        if id.utf8.count <= 16, let value = UInt64(id, radix: 16), id == id.lowercased() {
            return numeric.insert(value).inserted
        }
        return other.insert(id).inserted
    }
}
