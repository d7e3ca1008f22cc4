import TempLogText

/// A header name reduced to the form names are compared in: width-folded, lowercased, with
/// whitespace, `_` and `-` removed, and `℃`, `℉`, `º` and `˚` spelled with `°`.
struct HeaderName {
    /// The reduced name.
    let key: String

    init(_ name: String) {
        var key = ""
        for character in TextInput.normalized(name).lowercased() {
            switch character {
            case "_", "-": continue
            case "℃": key += "°c"
            case "℉": key += "°f"
            case "º", "˚": key += "°"
            case _ where character.isWhitespace: continue
            default: key.append(character)
            }
        }
        self.key = key
    }

    /// The Celsius or Fahrenheit role of a temperature name with a unit (`temperature(°f)`,
    /// `体温[c]`, `temp°c`, `tempf`, or a bare `(°c)`), or nil.
    var temperatureRole: ColumnRole? {
        if let opening = key.lastIndex(where: { $0 == "(" || $0 == "[" }),
            key.last == ")" || key.last == "]"
        {
            let base = key[..<opening]
            let unit = key[key.index(after: opening)..<key.index(before: key.endIndex)]
            guard base.isEmpty || Self.temperatureBases.contains(String(base)) else { return nil }
            return Self.unitRoles[String(unit)]
        }
        for (suffix, role) in Self.unitSuffixes where key.hasSuffix(suffix) {
            let base = String(key.dropLast(suffix.count))
            if Self.temperatureBases.contains(base) || base.isEmpty && suffix.hasPrefix("°") {
                return role
            }
        }
        return nil
    }

    /// The reduced temperature names a unit may follow.
    private static let temperatureBases: Set<String> = Set(
        ColumnRole.temperature.acceptedNames.map { HeaderName($0).key })

    /// Units written in parentheses or brackets, reduced.
    private static let unitRoles: [String: ColumnRole] = [
        "°c": .celsius, "c": .celsius, "degc": .celsius, "degreesc": .celsius,
        "celsius": .celsius, "摂氏": .celsius,
        "°f": .fahrenheit, "f": .fahrenheit, "degf": .fahrenheit, "degreesf": .fahrenheit,
        "fahrenheit": .fahrenheit, "華氏": .fahrenheit,
    ]

    /// Units written straight after the name (`temp_c`, `体温℃`), reduced; only the degree
    /// forms may stand alone.
    private static let unitSuffixes: [(String, ColumnRole)] = [
        ("°c", .celsius), ("°f", .fahrenheit), ("c", .celsius), ("f", .fahrenheit),
    ]
}
