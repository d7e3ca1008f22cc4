import TempLogJSON
import TempLogText

/// The keys templog reads; any other key is kept on rewrites but otherwise ignored.
enum ReadingKey: String, Hashable {
    case id, takenAt, celsius, unit, recordedAt, site, who, note, symptoms, kind, disturbed
    case other = ""

    /// The keys templog reads, in the order `ReadingLine.encode` writes them.
    static let inLineOrder: [ReadingKey] = [
        .id, .takenAt, .celsius, .unit, .recordedAt, .site, .who, .note, .symptoms, .kind,
    ]

    /// `inLineOrder` as the scanner looks for it.
    static let expected = JSONKeys(inLineOrder.map(\.rawValue))

    /// Whether a reading may leave the key out (or give `null`).
    var isOptional: Bool {
        switch self {
        case .id, .takenAt, .celsius: return false
        default: return true
        }
    }

    /// The key named by raw bytes, compared without making a string.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch bytes.count {
        case 2 where bytes.spells("id"): self = .id
        case 3 where bytes.spells("who"): self = .who
        case 4 where bytes.spells("unit"): self = .unit
        case 4 where bytes.spells("site"): self = .site
        case 4 where bytes.spells("note"): self = .note
        case 4 where bytes.spells("kind"): self = .kind
        case 8 where bytes.spells("symptoms"): self = .symptoms
        case 9 where bytes.spells("disturbed"): self = .disturbed
        case 7 where bytes.spells("takenAt"): self = .takenAt
        case 7 where bytes.spells("celsius"): self = .celsius
        case 10 where bytes.spells("recordedAt"): self = .recordedAt
        default: self = .other
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes are exactly `name`'s UTF-8: a key, site or kind recognised without
    /// making a `String`.
    func spells(_ name: StaticString) -> Bool {
        count == name.utf8CodeUnitCount && ByteView(self).matches(name, at: 0)
    }
}
