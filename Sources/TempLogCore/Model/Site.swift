import TempLogText

/// Where on the body a temperature was measured.
public enum Site: String, CaseIterable, Sendable {
    case armpit, mouth, ear, forehead, rectum, other

    /// The Japanese word (`わき`, `口`, … `その他`).
    public var japaneseName: String { names.japanese }

    /// The other words people write for the site, English and Japanese, each read as the
    /// site by `parse`.
    public var synonyms: [String] { names.synonyms }

    /// The one table of names: each site's Japanese word and its synonyms, all lowercase.
    private var names: (japanese: String, synonyms: [String]) {
        switch self {
        case .armpit: ("わき", ["underarm", "axilla", "axillary", "axill", "脇"])
        case .mouth: ("口", ["oral", "tongue"])
        case .ear: ("耳", ["tympanic"])
        case .forehead: ("額", ["temporal", "temple", "brow", "おでこ"])
        case .rectum: ("直腸", ["rectal", "anal", "bottom"])
        case .other: ("その他", [])
        }
    }

    /// The synonyms that messages name after the sites' own names: the words people most
    /// often write instead.
    package static let commonSynonyms = ["oral", "underarm", "tympanic", "rectal"]

    /// Every word a site is read by besides its own name.
    private static let byName: [String: Site] = {
        var table: [String: Site] = [:]
        for site in allCases {
            for name in [site.japaneseName] + site.synonyms { table[name] = site }
        }
        return table
    }()

    /// Parses what a person typed for `--site`: a site's name, its Japanese word or a synonym
    /// (`oral`, `underarm`).
    public static func parse(_ text: String) throws(InputError) -> Site {
        let key = TextInput.normalized(text).lowercased()
        if let site = Site(rawValue: key) ?? byName[key] {
            return site
        }
        throw InputError.notASite(text, suggestion: suggestion(for: key))
    }

    /// The name closest to a near miss: a site's name within two edits of an English slip
    /// (`armpti` → `armpit`), or for Japanese the name it begins with (`わきの下` → `わき`) or
    /// one edit away from (`おでご` → `おでこ`).
    static func suggestion(for word: String) -> String? {
        let names = allCases.map(\.rawValue) + byName.keys.sorted()
        if word.unicodeScalars.allSatisfy(\.isASCII) {
            return EditDistance.closest(to: word, among: names.filter { $0.allSatisfy(\.isASCII) })
        }
        let japanese = names.filter { !$0.unicodeScalars.allSatisfy(\.isASCII) }
        if let start = japanese.filter({ word.hasPrefix($0) }).max(by: { $0.count < $1.count }) {
            return start
        }
        // A single character is a word of its own (目 is an eye, not a slip for 耳).
        guard word.count > 2 else { return nil }
        return EditDistance.closest(
            to: word, among: japanese.filter { $0.count > 1 }, limit: 1)
    }
}

extension Site {
    /// The site named by `bytes` (UTF-8), as `Site(rawValue:)` finds it, compared byte for
    /// byte without making a `String`: the names are lowercase ASCII, and no other text is
    /// canonically equivalent to lowercase ASCII letters.
    init?(named bytes: UnsafeBufferPointer<UInt8>) {
        switch bytes.count {
        case 3 where bytes.spells("ear"): self = .ear
        case 5 where bytes.spells("mouth"): self = .mouth
        case 5 where bytes.spells("other"): self = .other
        case 6 where bytes.spells("armpit"): self = .armpit
        case 6 where bytes.spells("rectum"): self = .rectum
        case 8 where bytes.spells("forehead"): self = .forehead
        default: return nil
        }
    }
}
