import TempLogCore

/// Wraps text in `language` at 80 terminal columns (a wide character takes two); continuation
/// lines start `indent` spaces in. Lines break where `LinePiece` allows: at spaces, and in
/// Japanese text between characters as the line-breaking rules (禁則) allow, never inside a
/// word, a name in quotes, a command or a time. English text breaks at spaces only, Japanese
/// words in it (`cough (咳, 喉が痛い)`) included.
func wrap(_ text: String, in language: Language, indent: Int, firstLineUsed: Int = 0) -> String {
    var lines: [String] = []
    var line = ""
    var used = firstLineUsed
    let pieces = LinePiece.pieces(of: text, breakingJapanese: language == .ja)
    for piece in pieces.flatMap({ $0.fitted(to: HelpLayout.width - indent) }) {
        let width = TerminalText.width(piece.text)
        let gap = line.isEmpty || !piece.followsSpace ? 0 : 1
        if !line.isEmpty, used + gap + width > HelpLayout.width {
            lines.append(line)
            line = ""
            used = indent
        } else if gap == 1 {
            line += " "
            used += 1
        }
        line += piece.text
        used += width
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
}

/// Text that stays on one line when `wrap` breaks lines.
///
/// English breaks at spaces. Japanese may also break between two characters written without
/// a space, following the line-breaking rules (禁則): no closing bracket, 、。, small kana or ー
/// at the start of a line, no opening bracket at its end. On top of those rules words stay
/// whole: a run of hiragana stays with the word before it, so a particle or the end of a verb
/// never starts a line (「「本人」と」「記録を」「表示します」), and a run of kanji or of
/// katakana is one word, and so is a compound verb with one kana inside (「取り消す」). So a
/// line breaks where a word starts (a kanji or katakana run, an opening bracket), after
/// 、。！？, or at a space that is not between a number or a Latin word and the Japanese after
/// it (「59 日」「ID を」).
///
/// Whatever a person reads as one thing stays whole: a name in quotes ("山田 花子",
/// 「昨日 7時半」), a placeholder (`<記録ファイル>`), a command (`templog undo`), a time with am or pm (`7:30 pm`), a date or
/// time typed in Japanese (`11月29日`, `午後9時10分`), and the names `ISO 8601`, `RFC 3339`,
/// `JSON Lines` and `3 over 6`. Only a piece wider than a whole line is cut, where the
/// line-breaking rules alone allow.
struct LinePiece: Equatable {
    var text: String
    /// Whether a space came before it (kept when no line break falls there).
    var followsSpace: Bool

    static func pieces(of text: String, breakingJapanese: Bool = true) -> [LinePiece] {
        let characters = Array(text)
        let whole = keptWhole(characters)
        var pieces: [LinePiece] = []
        var spaced = false
        var previous: Character?
        for (index, character) in characters.enumerated() {
            if character == " " {
                spaced = true
                continue
            }
            // One kana between two kanji, not a particle, is inside a word (取り消す, 書き出す).
            let inWord =
                index >= 2 && isKanji(character) && isKana(characters[index - 1])
                && !particles.contains(characters[index - 1]) && isKanji(characters[index - 2])
            if let previous,
                whole.contains(index) || (!spaced && !breakingJapanese) || inWord
                    || !breaks(between: previous, and: character, spaced: spaced)
            {
                pieces[pieces.count - 1].text += (spaced ? " " : "") + String(character)
            } else {
                pieces.append(LinePiece(text: String(character), followsSpace: spaced))
            }
            spaced = false
            previous = character
        }
        return pieces
    }

    /// Whether a line may break before `after`, which follows `before` (after spaces when
    /// `spaced`).
    static func breaks(between before: Character, and after: Character, spaced: Bool) -> Bool {
        if closing.contains(after) { return false }
        if spaced {
            if [",", ";", ":"].contains(before) { return true }
            return !isKana(after) && !(isLatinOrDigit(before) && isKanaOrKanji(after))
        }
        if opening.contains(before) { return false }
        // A number or Latin word written next to Japanese is typed as one (「36.5℃」「7時」),
        // and a word keeps its bracket (「f（°F）」).
        if before.isASCII { return false }
        if after.isASCII { return breaksAfter.contains(before) }
        if sentenceEnds.contains(before) || opening.contains(after) {
            return true
        }
        // A word starts: a run of kanji, or of katakana.
        return (isKanji(after) && !isKanji(before)) || (isKatakana(after) && !isKatakana(before))
    }

    /// Where no line may break at all, as indices of the character after the break: inside
    /// quotes, a command, a time with am or pm, a date or time typed in Japanese, and the
    /// names that hold a space.
    static func keptWhole(_ characters: [Character]) -> Set<Int> {
        var whole: Set<Int> = []
        func keep(_ range: Range<Int>) { whole.formUnion(range) }
        for (open, close) in [("「", "」"), ("\"", "\""), ("<", ">")] as [(Character, Character)] {
            var start: Int?
            for (index, character) in characters.enumerated() {
                if let opened = start, character == close {
                    keep((opened + 1)..<(index + 1))
                    start = nil
                } else if start == nil, character == open {
                    start = index
                }
            }
        }
        let text = String(characters)
        for name in ["ISO 8601", "RFC 3339", "JSON Lines", "3 over 6"] {
            var offset = 0
            for part in text.split(separator: name, omittingEmptySubsequences: false).dropLast() {
                offset += part.count
                keep((offset + 1)..<(offset + name.count))
                offset += name.count
            }
        }
        for index in characters.indices {
            // `templog undo`, `7:30 pm`: the word after the space stays with the one before.
            guard characters[index] == " ", index > 0, index + 1 < characters.count else {
                continue
            }
            let word = characters[(index + 1)...].prefix { $0.isASCII && $0.isLetter }
            let command =
                characters[..<index].suffix(7).elementsEqual("templog")
                && word.first?.isLowercase == true
            let time =
                characters[index - 1].isNumber
                && ["am", "pm", "AM", "PM"].contains(String(word))
            if command || time { keep((index + 1)..<(index + 2)) }
        }
        var start = 0
        while start < characters.count {
            // A run such as 11月29日 or 午後9時10分: digits and the kanji of dates and times.
            var end = start
            while end < characters.count, isLiteral(characters[end]) { end += 1 }
            if characters[start..<end].contains(where: \.isNumber),
                characters[start..<end].contains(where: { !$0.isASCII })
            {
                keep((start + 1)..<end)
            }
            start = end + 1
        }
        return whole
    }

    /// What a date or time typed in Japanese is made of.
    static func isLiteral(_ character: Character) -> Bool {
        (character.isASCII && (character.isNumber || character == ":"))
            || "年月日時分秒度半午前後正昨今一".contains(character)
    }

    /// This piece, or when it is wider than `width` columns, its parts cut wherever the
    /// line-breaking rules allow, as a last resort.
    func fitted(to width: Int) -> [LinePiece] {
        guard TerminalText.width(text) > width else { return [self] }
        var parts: [LinePiece] = []
        var previous: Character?
        for character in text {
            if let previous,
                Self.closing.contains(character) || Self.opening.contains(previous)
                    || (previous.isASCII && character.isASCII)
            {
                parts[parts.count - 1].text.append(character)
            } else {
                parts.append(LinePiece(text: String(character), followsSpace: false))
            }
            previous = character
        }
        parts[0].followsSpace = followsSpace
        return parts
    }

    static func isLatinOrDigit(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }

    /// Hiragana, katakana and the long vowel mark, not the middle dot ・.
    static func isKana(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x3041...0x309F).contains(value) || isKatakana(character)
    }

    static func isKatakana(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x30A1...0x30FA).contains(value) || value == 0x30FC
    }

    static func isKanji(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3005, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: return true
        default: return false
        }
    }

    static func isKanaOrKanji(_ character: Character) -> Bool {
        isKana(character) || isKanji(character)
    }

    /// The particles that may stand alone between two words written in kanji (記録の場所).
    static let particles: Set<Character> = ["の", "が", "を", "に", "で", "と", "は", "も", "へ", "や"]

    /// Japanese punctuation a line may end with before anything, kana included.
    static let sentenceEnds: Set<Character> = ["、", "。", "，", "．", "！", "？", "：", "；"]

    /// Japanese punctuation a line may end with before a word that is not kana.
    static let breaksAfter: Set<Character> = sentenceEnds.union([
        "）", "」", "』", "】", "〕", "］", "｝", "・",
    ])

    /// What never starts a line: closing brackets, commas and stops, small kana, the long
    /// vowel mark.
    static let closing: Set<Character> = [
        "、", "。", "，", "．", "）", "」", "』", "】", "〕", "］", "｝", "・", "：", "；", "！", "？",
        "ー", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ",
        "ッ", "ャ", "ュ", "ョ", "〜", ",", ".", ":", ";", "!", "?", ")", "]", "}",
    ]

    /// What never ends a line: opening brackets.
    static let opening: Set<Character> = ["（", "「", "『", "【", "〔", "［", "｛", "(", "[", "{"]
}
