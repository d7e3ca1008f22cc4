/// A symptom ticked with a reading, from the short list school and workplace health cards ask
/// about; `none` records "checked: none". Anything else goes in the note.
public enum Symptom: String, CaseIterable, Sendable, Comparable {
    case cough
    case soreThroat = "sore-throat"
    case runnyNose = "runny-nose"
    case headache
    case fatigue
    case jointPain = "joint-pain"
    case musclePain = "muscle-pain"
    case chills
    case nausea
    case diarrhoea
    case tasteOrSmell = "taste-or-smell"
    case breathlessness
    case none

    /// Orders symptoms as the list does.
    public static func < (lhs: Symptom, rhs: Symptom) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The Japanese word of the health cards (`咳`, `のどの痛み`, … `なし`).
    public var japaneseName: String {
        switch self {
        case .cough: return "咳"
        case .soreThroat: return "のどの痛み"
        case .runnyNose: return "鼻水"
        case .headache: return "頭痛"
        case .fatigue: return "だるさ"
        case .jointPain: return "関節痛"
        case .musclePain: return "筋肉痛"
        case .chills: return "寒気"
        case .nausea: return "吐き気"
        case .diarrhoea: return "下痢"
        case .tasteOrSmell: return "味覚・嗅覚の異常"
        case .breathlessness: return "息苦しさ"
        case .none: return "なし"
        }
    }

    /// Other ways people write each symptom, folded to lowercase without spaces, `_` or `-`.
    static let aliases: [String: Symptom] = [
        "sorethroat": .soreThroat, "throat": .soreThroat, "runnynose": .runnyNose,
        "tired": .fatigue, "tiredness": .fatigue, "jointpain": .jointPain,
        "musclepain": .musclePain, "musclepains": .musclePain, "aches": .musclePain,
        "chill": .chills, "diarrhea": .diarrhoea, "tasteorsmell": .tasteOrSmell,
        "losstasteorsmell": .tasteOrSmell, "lossoftasteorsmell": .tasteOrSmell,
        "shortnessofbreath": .breathlessness, "breathless": .breathlessness,
        "せき": .cough, "喉の痛み": .soreThroat, "咽頭痛": .soreThroat, "倦怠感": .fatigue,
        "悪寒": .chills, "味覚異常": .tasteOrSmell, "嗅覚異常": .tasteOrSmell,
        "味覚嗅覚の異常": .tasteOrSmell, "呼吸困難": .breathlessness, "無し": .none,
    ]

    /// Reads a comma-separated list (`cough,sore-throat`, `咳、頭痛`, `none`): each name
    /// canonical, Japanese or an alias, at most once; `none` stands alone.
    public static func parseList(_ text: String) throws(InputError) -> [Symptom] {
        var symptoms: [Symptom] = []
        let separators: Set<Character> = [",", "、", "，", ";"]
        for item in TextInput.normalized(text).split(whereSeparator: separators.contains) {
            let word = TextInput.trimmed(String(item))
            guard !word.isEmpty else { continue }
            guard let symptom = named(word) else {
                throw InputError.notASymptom(word, suggestion: suggestion(for: word)?.rawValue)
            }
            if !symptoms.contains(symptom) { symptoms.append(symptom) }
        }
        guard !symptoms.isEmpty else { throw InputError.notASymptom(text, suggestion: nil) }
        if symptoms.contains(.none), symptoms.count > 1 { throw InputError.noneWithSymptoms }
        return symptoms.sorted()
    }

    /// The symptom `word` names, if any.
    static func named(_ word: String) -> Symptom? {
        let key = String(word.lowercased().filter { ![" ", "_", "-", "・"].contains($0) })
        return allCases.first { String($0.rawValue.filter { $0 != "-" }) == key }
            ?? allCases.first { $0.japaneseName.filter { $0 != "・" } == key } ?? aliases[key]
    }

    /// The canonical name closest to a near miss (`cogh` → `cough`), within two edits.
    static func suggestion(for word: String) -> Symptom? {
        EditDistance.closest(to: word.lowercased(), among: allCases.map(\.rawValue))
            .flatMap(Symptom.init(rawValue:))
    }
}
