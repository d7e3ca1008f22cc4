#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The keys templog reads; any other key is kept on rewrites but otherwise ignored.
enum ReadingKey: String, Hashable {
    case id, takenAt, celsius, unit, recordedAt, site, who, note, symptoms, kind
    case other = ""

    /// Whether a reading may leave the key out (or give `null`).
    var isOptional: Bool {
        switch self {
        case .id, .takenAt, .celsius: return false
        default: return true
        }
    }

    /// The key named by raw bytes, compared without making a string.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        func named(_ name: StaticString) -> Bool {
            bytes.count == name.utf8CodeUnitCount
                && memcmp(bytes.baseAddress!, name.utf8Start, bytes.count) == 0
        }
        switch bytes.count {
        case 2 where named("id"): self = .id
        case 3 where named("who"): self = .who
        case 4 where named("unit"): self = .unit
        case 4 where named("site"): self = .site
        case 4 where named("note"): self = .note
        case 4 where named("kind"): self = .kind
        case 8 where named("symptoms"): self = .symptoms
        case 7 where named("takenAt"): self = .takenAt
        case 7 where named("celsius"): self = .celsius
        case 10 where named("recordedAt"): self = .recordedAt
        default: self = .other
        }
    }
}
