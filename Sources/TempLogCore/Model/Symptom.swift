import TempLogText

/// A symptom ticked with a reading, from the short list school and workplace health cards ask
/// about; `none` records "checked: none". Anything else goes in the note.
public enum Symptom: String, CaseIterable, Sendable, Comparable {
    case cough
    case soreThroat = "sore-throat"
    case runnyNose = "runny-nose"
    case stuffyNose = "stuffy-nose"
    case headache
    case fatigue
    case jointPain = "joint-pain"
    case musclePain = "muscle-pain"
    case chills
    case feverish
    case nausea
    case vomiting
    case abdominalPain = "abdominal-pain"
    case diarrhoea
    case rash
    case soreEyes = "sore-eyes"
    case tasteOrSmell = "taste-or-smell"
    case breathlessness
    case none

    /// Orders symptoms as the list does.
    public static func < (lhs: Symptom, rhs: Symptom) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The Japanese word of the health cards (`咳`, `のどの痛み`, … `なし`).
    public var japaneseName: String { Self.names[self]!.japanese }

    /// The other ways people write the symptom — English words, kana and kanji, everyday
    /// phrases (`のど`, `だるい`, `おなかが痛い`) — each read as the symptom by `parseList`.
    public var synonyms: [String] { Self.names[self]!.synonyms }

    /// The one table of names: each symptom's health-card word and its synonyms.
    private static let names: [Symptom: (japanese: String, synonyms: [String])] = [
        .cough: ("咳", ["せき", "セキ", "coughing"]),
        .soreThroat: (
            "のどの痛み",
            ["sore throat", "throat", "のど", "喉", "喉の痛み", "のどが痛い", "喉が痛い", "咽頭痛"]
        ),
        .runnyNose: ("鼻水", ["runny nose", "はなみず"]),
        .stuffyNose: (
            "鼻づまり", ["stuffy nose", "blocked nose", "鼻詰まり", "はなづまり", "鼻が詰まる"]
        ),
        .headache: ("頭痛", ["ずつう", "頭が痛い", "あたまがいたい"]),
        .fatigue: ("だるさ", ["tired", "tiredness", "だるい", "倦怠感", "しんどい", "疲れ"]),
        .jointPain: ("関節痛", ["joint pain", "関節の痛み"]),
        .musclePain: ("筋肉痛", ["muscle pain", "muscle pains", "aches", "体の痛み"]),
        .chills: ("寒気", ["chill", "悪寒", "さむけ", "寒け", "ぞくぞくする"]),
        .feverish: ("熱っぽさ", ["feeling feverish", "熱っぽい", "微熱感"]),
        .nausea: ("吐き気", ["はきけ", "むかむか", "気持ち悪い"]),
        .vomiting: ("嘔吐", ["vomit", "threw up", "throwing up", "吐いた", "もどした", "戻した", "おうと"]),
        .abdominalPain: (
            "腹痛",
            [
                "abdominal pain", "stomachache", "stomach ache", "tummy ache", "おなかが痛い",
                "お腹が痛い", "腹が痛い", "はらいた", "ふくつう",
            ]
        ),
        .diarrhoea: ("下痢", ["diarrhea", "げり"]),
        .rash: ("発疹", ["skin rash", "ぶつぶつ", "ブツブツ", "ほっしん", "はっしん"]),
        .soreEyes: (
            "目の充血・目やに",
            ["sore eyes", "red eyes", "pink eye", "目の充血", "充血", "目やに", "めやに", "目が赤い"]
        ),
        .tasteOrSmell: (
            "味覚・嗅覚の異常",
            [
                "taste or smell", "loss taste or smell", "loss of taste or smell", "味覚異常",
                "嗅覚異常", "味覚嗅覚の異常",
            ]
        ),
        .breathlessness: (
            "息苦しさ", ["shortness of breath", "breathless", "息苦しい", "息切れ", "呼吸困難"]
        ),
        .none: ("なし", ["無し", "ない"]),
    ]

    /// How `named` compares names: lowercase, without spaces, `_`, `-` or `・`.
    private static func key(_ name: String) -> String {
        String(name.lowercased().filter { ![" ", "_", "-", "・"].contains($0) })
    }

    /// Every name a symptom is read by, folded as `key` folds them.
    private static let byName: [String: Symptom] = {
        var table: [String: Symptom] = [:]
        for symptom in allCases {
            for name in [symptom.rawValue, symptom.japaneseName] + symptom.synonyms {
                table[key(name)] = symptom
            }
        }
        return table
    }()

    /// Reads a list (`cough,sore-throat`, `咳、頭痛`, `咳・頭痛`, `咳 頭痛`, `none`) separated by
    /// `,` `、` `，` `;` `・` or spaces: each name canonical, Japanese or a synonym, at most once;
    /// `none` stands alone. A name that holds a separator (`sore throat`, `味覚・嗅覚の異常`)
    /// is read whole.
    public static func parseList(_ text: String) throws(InputError) -> [Symptom] {
        var symptoms: [Symptom] = []
        let separators: Set<Character> = [",", "、", "，", ";", "・", " ", "\t"]
        let words = TextInput.normalized(text).split(whereSeparator: separators.contains)
            .map(String.init)
        var index = 0
        while index < words.count {
            // The longest run of words that names a symptom, so `loss of taste or smell` is one.
            let longest = (index..<min(words.count, index + 5)).reversed().first {
                named(words[index...$0].joined()) != nil
            }
            guard let last = longest, let symptom = named(words[index...last].joined()) else {
                let word = words[index]
                throw InputError.notASymptom(word, suggestion: suggestion(for: word))
            }
            if !symptoms.contains(symptom) { symptoms.append(symptom) }
            index = last + 1
        }
        guard !symptoms.isEmpty else { throw InputError.notASymptom(text, suggestion: nil) }
        if symptoms.contains(.none), symptoms.count > 1 { throw InputError.noneWithSymptoms }
        return symptoms.sorted()
    }

    /// The symptom `word` names, if any.
    static func named(_ word: String) -> Symptom? { byName[key(word)] }

    /// The name closest to a near miss: the canonical name within two edits of an English
    /// slip (`cogh` → `cough`), the Japanese name or synonym one edit from a Japanese one
    /// that begins as it does (`頭通` → `頭痛`, `だるさい` → `だるさ`). Japanese words are
    /// short: two edits would reach another word, a single character is a word of its own, and
    /// another first character names another part of the body (`腰痛`, a backache, is not
    /// a slip for `頭痛`).
    static func suggestion(for word: String) -> String? {
        let folded = word.lowercased()
        if folded.unicodeScalars.allSatisfy(\.isASCII) {
            return EditDistance.closest(to: folded, among: allCases.map(\.rawValue))
        }
        guard folded.count > 1 else { return nil }
        return EditDistance.closest(
            to: folded, among: japaneseNames.filter { $0.first == folded.first }, limit: 1)
    }

    /// The Japanese names and the synonyms written in Japanese, for suggestions.
    private static let japaneseNames = allCases.flatMap { symptom in
        [symptom.japaneseName]
            + symptom.synonyms.filter { !$0.unicodeScalars.allSatisfy(\.isASCII) }
    }
}
