/// Where on the body a temperature was measured.
///
/// Stored as its canonical name; a name written by a newer templog is kept as it is.
public struct Site: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let armpit = Site(rawValue: "armpit")
    public static let mouth = Site(rawValue: "mouth")
    public static let ear = Site(rawValue: "ear")
    public static let forehead = Site(rawValue: "forehead")
    public static let rectum = Site(rawValue: "rectum")
    public static let other = Site(rawValue: "other")

    /// The sites a person can name, in the order help text lists them.
    public static let known: [Site] = [.armpit, .mouth, .ear, .forehead, .rectum, .other]

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
        if let site = known.first(where: { $0.rawValue == key }) ?? aliases[key] {
            return site
        }
        throw InputError.notASite(text)
    }
}
