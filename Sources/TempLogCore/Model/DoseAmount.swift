/// How much of a medicine was given: a number and a unit, as typed (`200mg`, `5ml`, `1錠`,
/// `0.5包`, `2 tablets`). templog keeps what was given; it never suggests an amount.
public struct DoseAmount: Hashable, Sendable {
    /// The number, as written: `200`, `0.5`.
    public let quantity: String
    /// The unit.
    public let unit: DoseUnit
    /// The unit as typed (`tablets`, `mL`, `錠`), after folding full-width forms.
    public let unitText: String

    /// `200mg`, `1錠`, `2 tablets`: the number, then the unit (after a space when it is an
    /// English word).
    public var text: String {
        let isWord =
            unit.isCounted
            && unitText.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        return isWord ? quantity + " " + unitText : quantity + unitText
    }
}

/// The units an amount may be given in, each with the spellings it is read by.
public enum DoseUnit: String, CaseIterable, Sendable {
    case milligram, gram, microgram, millilitre, tablet, packet, capsule, suppository, drop

    /// The spellings, compared without case after folding full-width forms; help lists the
    /// first, and the third of a counted unit (its English plural).
    public var spellings: [String] {
        switch self {
        case .milligram: return ["mg", "ミリグラム"]
        case .gram: return ["g", "グラム"]
        case .microgram: return ["mcg", "µg", "μg", "ug"]
        case .millilitre: return ["ml", "cc", "ミリリットル"]
        case .tablet: return ["錠", "tablet", "tablets", "tab", "tabs"]
        case .packet: return ["包", "packet", "packets", "sachet", "sachets"]
        case .capsule: return ["カプセル", "capsule", "capsules", "cap", "caps"]
        case .suppository: return ["個", "suppository", "suppositories"]
        case .drop: return ["滴", "drop", "drops"]
        }
    }

    /// The most one dose may be, far above any dose people give (10 g of anything, a litre
    /// of a drink such as an oral rehydration solution, 50 tablets, 200 drops), so that an
    /// extra digit (`99999mg`) is refused rather than recorded.
    public var largest: Int {
        switch self {
        case .milligram: return 10_000
        case .gram: return 10
        case .microgram: return 10_000_000
        case .millilitre: return 1_000
        case .drop: return 200
        case .tablet, .packet, .capsule, .suppository: return 50
        }
    }

    /// Whether the unit counts things (tablets, packets), not a weight or a volume.
    var isCounted: Bool {
        switch self {
        case .milligram, .gram, .microgram, .millilitre: return false
        default: return true
        }
    }

    /// The units as help and errors list them: each unit's first spelling, and its English
    /// word for counted units (`錠`, `tablets`); the other spellings are read too.
    public static var accepted: [String] {
        allCases.flatMap { unit in
            unit.isCounted ? [unit.spellings[0], unit.spellings[2]] : [unit.spellings[0]]
        }
    }

    /// The unit spelled `text` (without case, full-width folded); nil for anything else.
    static func named(_ text: String) -> DoseUnit? {
        let key = text.lowercased()
        return allCases.first { $0.spellings.contains { $0.lowercased() == key } }
    }
}

/// The least time the user wants between two doses of a medicine (`--every 6h`), in minutes.
public struct DoseInterval: Hashable, Sendable {
    /// The interval in minutes, 1 to 72 hours' worth.
    public let minutes: Int

    /// The longest interval accepted: 72 hours.
    public static let maximumMinutes = 72 * 60

    init(minutes: Int) { self.minutes = minutes }

    /// The interval in seconds.
    public var seconds: Int { minutes * 60 }
}
