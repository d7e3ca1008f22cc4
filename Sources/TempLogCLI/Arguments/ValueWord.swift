import TempLogCore

/// A word an option, an argument or a setting accepts, with what it means where the word alone
/// does not say (`c`: ℃, `cough`: 咳, `basal`: 基礎体温): completions show the meaning beside
/// the word, and an error lists the words with it.
struct ValueWord: Equatable, Sendable {
    let word: String
    /// What the word means, in each language; nil where the word says it.
    let meaning: HelpText?

    init(_ word: String, _ meaning: HelpText? = nil) {
        self.word = word
        self.meaning = meaning
    }

    /// The usage error for `text` given as the argument `<name>`, which must be one of `words`.
    static func invalidArgument(_ text: String, name: String, words: [ValueWord])
        -> CommandFailure
    {
        .usage(
            .commandLine(
                .invalidValue(
                    value: "\(text)", option: Spelling(en: "<\(name)>", ja: "<\(name)>"),
                    accepted: accepted(words))))
    }

    /// Words without meanings: `bash`, `zsh`, `fish`.
    static func plain(_ words: [String]) -> [ValueWord] { words.map { ValueWord($0) } }

    /// `c, f`, or in Japanese `c（℃）か f（°F）` and `body（体温）、basal（基礎体温）か
    /// all（すべて）`: the words a value may be, for an error. The Japanese ends with the
    /// space the style puts before a particle when its last word is Latin (`a4 か letter `).
    static func accepted(_ words: [ValueWord]) -> LocalizedText {
        .commandLine(
            .acceptedWords(
                words: Spelling(
                    en: words.map(\.word).joined(separator: ", "), ja: spaced(japaneseChoice(words))
                )))
    }

    /// `body or basal`, `armpit, mouth, ear, forehead, rectum or other`: the words an option
    /// takes, for its help in English.
    static func englishChoice(_ words: [ValueWord]) -> String {
        let names = words.map(\.word)
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// `body（体温）か basal（基礎体温）`: the words with their meanings, for Japanese help and
    /// errors.
    static func japaneseChoice(_ words: [ValueWord]) -> String {
        let items = japaneseItems(words)
        guard items.count > 1 else { return items.joined() }
        return spaced(items.dropLast().joined(separator: "、")) + "か " + items.last!
    }

    /// `text` with the space the Japanese style puts before a particle when it ends in a Latin
    /// letter or digit.
    private static func spaced(_ text: String) -> String {
        text.last.map { $0.isASCII && ($0.isLetter || $0.isNumber) } == true ? text + " " : text
    }

    /// Each word with its Japanese meaning in brackets: `body（体温）`.
    static func japaneseItems(_ words: [ValueWord]) -> [String] {
        words.map { word in word.meaning.map { "\(word.word)（\($0.ja)）" } ?? word.word }
    }

    /// The units: `c` (℃) and `f` (°F).
    static let units = [
        ValueWord("c", HelpText(en: "°C", ja: "℃")), ValueWord("f", HelpText(en: "°F", ja: "°F")),
    ]

    /// The languages of human output.
    static let languages = [
        ValueWord("en", HelpText(en: "English", ja: "英語")),
        ValueWord("ja", HelpText(en: "Japanese", ja: "日本語")),
    ]

    /// The kinds of reading.
    static let kinds = ReadingKind.allCases.map { ValueWord($0.rawValue, $0.meaning) }

    /// The kinds of reading, and `all`.
    static let kindsOrAll = kinds + [ValueWord("all", HelpText(en: "every kind", ja: "すべて"))]

    /// The measuring sites, by their names in each language.
    static let sites = Site.allCases.map { ValueWord($0.rawValue, $0.meaning) }

    /// The symptoms, `none` apart.
    static let symptoms = Symptom.allCases.filter { $0 != .none }.map {
        ValueWord($0.rawValue, HelpText(en: $0.englishName, ja: $0.japaneseName))
    }

    /// `none`: no symptoms.
    static let noSymptoms = ValueWord("none", HelpText(en: "no symptoms", ja: "症状なし"))

    /// The reasons a basal reading is disturbed (`add --disturbed`).
    static let disturbances = Disturbance.allCases.map {
        ValueWord($0.rawValue, HelpText(en: $0.englishName, ja: $0.japaneseName))
    }

    /// What `cycle` does.
    static let cycleActions = [
        ValueWord("start", HelpText(en: "mark day 1", ja: "記録")),
        ValueWord("list", HelpText(en: "list the cycles", ja: "一覧")),
        ValueWord("remove", HelpText(en: "remove a mark", ja: "削除")),
    ]

    /// The fields of a profile, as `people unset` names them.
    static let profileFields =
        PersonProfile.Field.allCases.map {
            ValueWord($0.rawValue, HelpText(en: $0.display.text(.en), ja: $0.display.text(.ja)))
        } + [
            ValueWord(
                PeopleCommand.feverField,
                HelpText(
                    en: LocalizedText.report(.fieldFever).text(.en),
                    ja: LocalizedText.report(.fieldFever).text(.ja)))
        ]

    /// The papers a sheet is printed on.
    static let papers = [
        ValueWord("a4", HelpText(en: "A4", ja: "A4")),
        ValueWord("b5", HelpText(en: "JIS B5", ja: "B5")),
        ValueWord("letter", HelpText(en: "US Letter", ja: "レター")),
    ]

    /// The kinds of school a child's profile names.
    static let schoolKinds = [
        ValueWord("school", HelpText(en: "a school", ja: "学校")),
        ValueWord("nursery", HelpText(en: "nursery or kindergarten", ja: "保育園・幼稚園・こども園")),
    ]

    /// The rules `episode --rule` counts by.
    static let absenceRules = [
        ValueWord(AbsenceRule.influenza.rawValue, HelpText(en: "influenza", ja: "インフルエンザ")),
        ValueWord(
            AbsenceRule.influenzaPreschool.rawValue,
            HelpText(en: "influenza, preschool children", ja: "幼児のインフルエンザ")),
    ]

    /// What `set` and `unset` do to a profile or a setting.
    static let setOrUnset = [
        ValueWord("set", HelpText(en: "set", ja: "設定")),
        ValueWord("unset", HelpText(en: "remove", ja: "削除")),
    ]
}

extension Site {
    /// The site's name for people: `armpit`, `わき`.
    var meaning: HelpText {
        HelpText(en: rawValue, ja: japaneseName)
    }
}
