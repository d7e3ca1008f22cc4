import TempLogText

/// Why a basal reading may not show the resting temperature of the cycle, as the person marks
/// it (`add --basal --disturbed alcohol`): a reading so marked is left out of the three-over-six
/// rule. The one table of names below is what help, completions, error messages and import
/// read the reasons from.
public enum Disturbance: String, CaseIterable, Sendable {
    /// Less sleep than usual before the reading.
    case shortSleep = "short-sleep"
    /// Alcohol the evening before.
    case alcohol
    /// Illness (a cold, a stomach upset) without a fever reading, or medicine.
    case ill
    /// Taken later than usual, after lying in.
    case late
    /// Travel, a night away, another time zone.
    case travel
    /// Any other reason; the note can say which.
    case other

    /// The Japanese word (`寝不足`, `飲酒`, … `その他`).
    public var japaneseName: String { Self.names[self]!.japanese }

    /// Other ways people write the reason, English and Japanese, each read as it by `parse`.
    public var synonyms: [String] { Self.names[self]!.synonyms }

    /// The one table of names: each reason's Japanese word and its synonyms.
    private static let names: [Disturbance: (japanese: String, synonyms: [String])] = [
        .shortSleep: ("寝不足", ["short sleep", "sleep", "睡眠不足", "ねぶそく"]),
        .alcohol: ("飲酒", ["drinks", "お酒", "酒", "いんしゅ"]),
        .ill: ("体調不良", ["illness", "sick", "病気", "風邪", "かぜ", "薬"]),
        .late: ("寝坊", ["late waking", "lie-in", "起床が遅い", "ねぼう"]),
        .travel: ("旅行", ["trip", "jet lag", "外泊", "時差", "りょこう"]),
        .other: ("その他", ["そのほか", "ほか"]),
    ]

    /// How `parse` compares names: folded for width and case, without spaces, `_` or `-`.
    private static func key(_ name: String) -> String {
        String(TextInput.normalized(name).lowercased().filter { ![" ", "_", "-"].contains($0) })
    }

    /// Every name a reason is read by, folded as `key` folds them.
    private static let byName: [String: Disturbance] = {
        var table: [String: Disturbance] = [:]
        for reason in allCases {
            for name in [reason.rawValue, reason.japaneseName] + reason.synonyms {
                table[key(name)] = reason
            }
        }
        return table
    }()

    /// The reason `text` names: its name (`short-sleep`, any case), its Japanese word or a
    /// synonym.
    public static func parse(_ text: String) throws(InputError) -> Disturbance {
        if let reason = byName[key(text)] { return reason }
        let folded = TextInput.normalized(text).lowercased()
        let suggestion =
            folded.unicodeScalars.allSatisfy(\.isASCII)
            ? EditDistance.closest(to: folded, among: allCases.map(\.rawValue)) : nil
        throw InputError.notADisturbance(text, suggestion: suggestion)
    }
}
