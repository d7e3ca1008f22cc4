import TempLogText

/// Where on the body a temperature was measured.
public enum Site: String, CaseIterable, Sendable {
    case armpit, mouth, ear, forehead, rectum, other

    /// Other words people use for each site, all lowercase.
    static let aliases: [String: Site] = [
        "underarm": .armpit, "axilla": .armpit, "axillary": .armpit, "axill": .armpit,
        "わき": .armpit, "脇": .armpit, "oral": .mouth, "tongue": .mouth, "口": .mouth,
        "tympanic": .ear, "耳": .ear, "temporal": .forehead, "temple": .forehead,
        "brow": .forehead, "額": .forehead, "おでこ": .forehead, "rectal": .rectum,
        "anal": .rectum, "bottom": .rectum,
    ]

    /// Parses what a person typed for `--site`, accepting common aliases (`oral`, `underarm`).
    public static func parse(_ text: String) throws(InputError) -> Site {
        let key = TextInput.normalized(text).lowercased()
        if let site = Site(rawValue: key) ?? aliases[key] {
            return site
        }
        throw InputError.notASite(text)
    }
}
