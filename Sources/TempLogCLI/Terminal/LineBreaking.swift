import TempLogCore

/// Wraps text at 80 terminal columns (a wide character takes two); continuation lines start
/// `indent` spaces in. Lines break at spaces and where Japanese text breaks between phrases
/// (after `、。）」`, or at a zero-width space written as a break mark), never
/// inside a word such as 「36度5分」 or 「午後」. Only a phrase longer than a whole line breaks
/// between its kana and kanji.
func wrap(_ text: String, indent: Int, firstLineUsed: Int = 0) -> String {
    var lines: [String] = []
    var line = ""
    var used = firstLineUsed
    for piece in LinePiece.pieces(of: text).flatMap({ $0.fitted(to: HelpLayout.width - indent) }) {
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

/// Text that stays on one line when `wrap` breaks lines: a word, or a Japanese phrase with the
/// punctuation that must stay with it.
struct LinePiece: Equatable {
    var text: String
    /// Whether a space came before it (kept when no line break falls there).
    var followsSpace: Bool

    /// The explicit break mark: a zero-width space, where a long Japanese phrase may break.
    static let breakMark: Character = "\u{200B}"

    static func pieces(of text: String) -> [LinePiece] {
        pieces(of: text, breaking: breaks(between:and:), keepingStyleSpaces: true)
    }

    /// `text` cut where `breaking` allows and at spaces; with `keepingStyleSpaces`, a single
    /// space between Japanese and Latin text (「59 日前」「値は ℃ で」) is written by the style
    /// and does not break a line.
    private static func pieces(
        of text: String, breaking: (Character, Character) -> Bool, keepingStyleSpaces: Bool
    ) -> [LinePiece] {
        var pieces: [LinePiece] = []
        var spaces = 0
        var marked = false
        var previous: Character?
        for character in text {
            if character == " " {
                spaces += 1
                continue
            }
            if character == breakMark {
                marked = true
                continue
            }
            if let previous, !marked, spaces == 0, !breaking(previous, character) {
                pieces[pieces.count - 1].text.append(character)
            } else if let previous, !marked, spaces == 1, keepingStyleSpaces,
                isStyleSpace(between: previous, and: character)
            {
                pieces[pieces.count - 1].text += " " + String(character)
            } else {
                pieces.append(LinePiece(text: String(character), followsSpace: spaces > 0))
            }
            spaces = 0
            marked = false
            previous = character
        }
        return pieces
    }

    /// Whether a single space between these characters is the style's space between Japanese
    /// and Latin text (「59 日前」「値は ℃ で」), not a space after a comma or before a
    /// bracket of an English list that happens to hold Japanese words (`cough, 咳`).
    static func isStyleSpace(between before: Character, and after: Character) -> Bool {
        guard isJapanese(before) != isJapanese(after) else { return false }
        let latin = isJapanese(before) ? after : before
        return !(latin.isASCII && latin.isPunctuation)
    }

    /// Characters from U+3000 up — Japanese punctuation, kana, kanji, full-width forms (and the
    /// scripts and symbols above them): the side of a style space that is not Latin.
    static func isJapanese(_ character: Character) -> Bool {
        (character.unicodeScalars.first?.value ?? 0) >= 0x3000
    }

    /// This piece, or when it is wider than `width` columns, its parts broken between kana
    /// and kanji as a last resort.
    func fitted(to width: Int) -> [LinePiece] {
        guard TerminalText.width(text) > width else { return [self] }
        var parts = Self.pieces(
            of: text, breaking: Self.breaksInsideWord(between:and:), keepingStyleSpaces: false)
        parts[0].followsSpace = followsSpace
        return parts
    }

    /// Whether a line may break between two characters written without a space: after
    /// Japanese closing punctuation (where a Japanese phrase ends), unless the break would
    /// start a line with closing punctuation or end one with an opening bracket.
    static func breaks(between before: Character, and after: Character) -> Bool {
        breaksAfter.contains(before) && !closing.contains(after) && !opening.contains(before)
    }

    /// Whether a phrase too long for a line may break between two characters: next to a kana
    /// or kanji, with the same rules for punctuation.
    static func breaksInsideWord(between before: Character, and after: Character) -> Bool {
        guard isKanaOrKanji(before) || isKanaOrKanji(after) else { return false }
        return !closing.contains(after) && !opening.contains(before)
    }

    static func isKanaOrKanji(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3041...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: return true
        default: return false
        }
    }

    /// Japanese punctuation a line may end with, whatever follows.
    static let breaksAfter: Set<Character> = [
        "、", "。", "，", "．", "）", "」", "』", "】", "〕", "］", "｝", "：", "；", "！", "？",
    ]

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
