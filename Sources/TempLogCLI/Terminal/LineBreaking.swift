import TempLogCore

/// Wraps text at 80 terminal columns (a wide character takes two); continuation lines start
/// `indent` spaces in. Lines break at spaces and, as Japanese text breaks, between kana and
/// kanji too, but never before closing punctuation (`、。）」`) or after opening (`（「`).
func wrap(_ text: String, indent: Int, firstLineUsed: Int = 0) -> String {
    var lines: [String] = []
    var line = ""
    var used = firstLineUsed
    for piece in LinePiece.pieces(of: text) {
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

/// Text that stays on one line when `wrap` breaks lines: a word, or one kana or kanji with
/// the punctuation that must stay with it.
struct LinePiece: Equatable {
    var text: String
    /// Whether a space came before it (kept when no line break falls there).
    var followsSpace: Bool

    static func pieces(of text: String) -> [LinePiece] {
        var pieces: [LinePiece] = []
        var spaced = false
        var previous: Character?
        for character in text {
            if character == " " {
                spaced = true
                previous = nil
                continue
            }
            if let previous, !spaced, !breaks(between: previous, and: character) {
                pieces[pieces.count - 1].text.append(character)
            } else {
                pieces.append(LinePiece(text: String(character), followsSpace: spaced))
            }
            spaced = false
            previous = character
        }
        return pieces
    }

    /// Whether a line may break between two characters written without a space: next to a
    /// kana or kanji, or after Japanese closing punctuation, unless the break would start a
    /// line with closing punctuation or end one with an opening bracket.
    static func breaks(between before: Character, and after: Character) -> Bool {
        guard isKanaOrKanji(before) || isKanaOrKanji(after) || breaksAfter.contains(before)
        else { return false }
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
