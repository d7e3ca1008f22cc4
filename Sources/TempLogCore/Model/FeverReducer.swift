import TempLogText

/// The fever reducers templog knows by name: one table, by generic name, with the names people
/// give them in English and Japanese, generic and common brands. A dose of another medicine
/// counts as one when it is recorded with `--fever-reducer`.
public enum FeverReducer: String, CaseIterable, Sendable {
    case paracetamol, ibuprofen, loxoprofen, aspirin, naproxen

    /// The generic name in Japanese: `アセトアミノフェン`. (In English it is the raw value.)
    public var japaneseName: String {
        switch self {
        case .paracetamol: return "アセトアミノフェン"
        case .ibuprofen: return "イブプロフェン"
        case .loxoprofen: return "ロキソプロフェン"
        case .aspirin: return "アスピリン"
        case .naproxen: return "ナプロキセン"
        }
    }

    /// The names the medicine is known by, the generic names first.
    public var names: [String] {
        [rawValue, japaneseName] + otherNames
    }

    /// Its other generic names and its brands.
    private var otherNames: [String] {
        switch self {
        case .paracetamol:
            return [
                "acetaminophen", "カロナール", "Calonal", "アンヒバ", "アルピニー", "コカール",
                "小児用バファリン", "タイレノール", "Tylenol", "Calpol", "Panadol", "Tempra",
                "FeverAll",
            ]
        case .ibuprofen:
            return [
                "ブルフェン", "イブA錠", "イブ錠", "イブクイック", "Advil", "Motrin", "Nurofen",
            ]
        case .loxoprofen: return ["ロキソニン"]
        case .aspirin, .naproxen: return []
        }
    }

    /// Names that count only as a whole word of the medicine's name: as its start they would
    /// also begin unrelated names (イブ, イブニング…).
    public var wholeWordNames: [String] {
        switch self {
        case .ibuprofen: return ["イブ"]
        case .paracetamol, .loxoprofen, .aspirin, .naproxen: return []
        }
    }

    /// The fever reducer `medicine` names; nil when it names none. A word of the name counts
    /// when it is a known name, or begins with one of `names` and goes on with anything but a
    /// Latin letter (`Tylenol 500`, `Children's Motrin`, `カロナール錠200`, `ロキソニンS`,
    /// `小児用バファリンCII`); full-width forms are folded and case does not count.
    public static func named(_ medicine: String) -> FeverReducer? {
        let words = TextInput.normalized(medicine).lowercased().split(separator: " ")
        for reducer in allCases {
            if reducer.wholeWordNames.contains(where: { words.contains(Substring($0)) }) {
                return reducer
            }
            for name in reducer.names.map({ $0.lowercased() }) {
                if words.contains(where: { word in
                    guard word.hasPrefix(name) else { return false }
                    let rest = word.dropFirst(name.count)
                    guard let next = rest.unicodeScalars.first else { return true }
                    return !(name.unicodeScalars.last.map(isLatinLetter) ?? false)
                        || !isLatinLetter(next)
                }) {
                    return reducer
                }
            }
        }
        return nil
    }

    private static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
