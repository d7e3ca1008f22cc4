/// The check of a file's last readings for time order, fed their instants from the newest
/// back: ordered while each is at or before the one after it, decided once
/// `ReadingStore.checkedAtEnd` readings are seen or one is out of order.
struct TimeOrderCheck {
    private var later = Int.max
    private var count = 0
    /// False once a reading is later than the one after it in the file.
    private(set) var isOrdered = true

    /// Whether the answer is known: no later reading can change it.
    var isDecided: Bool { !isOrdered || count >= ReadingStore.checkedAtEnd }

    /// Notes the instant of the reading before the last one noted; once decided, nothing
    /// changes the answer (a reading out of order deeper than the last 100 is no concern of
    /// the check).
    mutating func note(_ instant: Int) {
        guard !isDecided else { return }
        isOrdered = isOrdered && instant <= later
        later = instant
        count += 1
    }
}
