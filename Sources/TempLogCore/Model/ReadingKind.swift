import TempLogText

/// What a reading measures: body temperature (the fever check) or basal body temperature,
/// taken on waking to a hundredth of a degree to follow a menstrual cycle. Fever logic looks
/// at body readings only.
public enum ReadingKind: String, CaseIterable, Sendable {
    case body
    case basal

    /// How many decimals people are shown: basal thermometers read to a hundredth of a degree
    /// and the cycle's rise is a few tenths, so basal readings show two; body readings one.
    public var displayDecimals: Int { self == .basal ? 2 : 1 }
}

extension Reading {
    /// Whether the reading is a fever by `threshold`: a body reading that reaches it (see
    /// `FeverThreshold.isReached(by:)`). A basal reading is never a fever.
    public func isFever(_ threshold: FeverThreshold) -> Bool {
        kind == .body && threshold.isReached(by: temperature)
    }
}

extension ReadingKind {
    /// The kind named by `bytes` (UTF-8), as `ReadingKind(rawValue:)` finds it, compared byte
    /// for byte without making a `String` (see `Site(named:)` for why that is the same).
    init?(named bytes: UnsafeBufferPointer<UInt8>) {
        switch bytes.count {
        case 4 where bytes.spells("body"): self = .body
        case 5 where bytes.spells("basal"): self = .basal
        default: return nil
        }
    }
}

/// Some kinds of reading, as bits: the kinds a query matches.
///
/// Not a `Set<ReadingKind>`: the first such set a command makes has the runtime look through
/// every conformance in the binary for `ReadingKind: Hashable`, which costs `today` more than
/// reading its lines.
public struct ReadingKinds: ExpressibleByArrayLiteral, Sendable {
    private var bits: UInt8 = 0

    /// The kinds listed: `[.body]`, `[.basal, .body]`.
    public init(arrayLiteral kinds: ReadingKind...) {
        for kind in kinds { bits |= Self.bit(kind) }
    }

    /// Whether `kind` is one of them.
    public func contains(_ kind: ReadingKind) -> Bool { bits & Self.bit(kind) != 0 }

    private static func bit(_ kind: ReadingKind) -> UInt8 {
        switch kind {
        case .body: 1 << 0
        case .basal: 1 << 1
        }
    }
}
