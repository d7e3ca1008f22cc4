/// The rules of `JapaneseStyle` that a program can check, applied to one Japanese text: what
/// `JapaneseStyleTests` runs over every message, help text and the manual.
enum JapaneseStyleCheck {
    /// Each way `text` breaks the style, as a short description quoting the place.
    /// `sentence`: the text is a whole message, so it must end as a sentence does.
    static func violations(in text: String, sentence: Bool) -> [String] {
        let characters = Array(text)
        var found: [String] = []
        for (index, character) in characters.enumerated() {
            let before = neighbour(of: index, in: characters, step: -1)
            let after = neighbour(of: index, in: characters, step: 1)
            let place = excerpt(characters, around: index)
            if [",", ";", "/"].contains(character), let before, let after,
                isJapanese(before), isJapanese(after)
            {
                found.append("ASCII \(character) between Japanese: \(place)")
            }
            if character == "°", index + 1 < characters.count, characters[index + 1] == "C",
                !isQuoted(characters, at: index)
            {
                found.append("°C instead of ℃: \(place)")
            }
            if character == " ", index + 1 < characters.count, index > 0,
                characters[index - 1] != " "
            {
                let next = characters[index + 1]
                let previous = characters[index - 1]
                if "（）「」".contains(previous) || ("（）「」".contains(next) && previous != ":") {
                    found.append("space beside a full-width bracket: \(place)")
                }
                if next == "℃", previous.isNumber || previous == ">" {
                    found.append("space before ℃: \(place)")
                }
                if characters[(index + 1)...].starts(with: "さん") {
                    found.append("space before さん: \(place)")
                }
            }
            if index + 1 < characters.count {
                let next = characters[index + 1]
                if (isJapanese(character) && isLatinOrDigit(next))
                    || (isLatinOrDigit(character) && isJapanese(next)),
                    !isInputLiteral(characters, at: index)
                {
                    found.append("no space between Japanese and Latin: \(place)")
                }
            }
        }
        if characters.contains(where: isJapanese) {
            let quoted = text.split(separator: "'", omittingEmptySubsequences: false)
            for (index, part) in quoted.enumerated()
            where index % 2 == 1 && index < quoted.count - 1
                && (part.hasPrefix("templog ") || part.hasPrefix("--"))
            {
                found.append("a command in ASCII quotes, not written bare: '\(part)'")
            }
        }
        if !sentence, let last = text.last(where: { $0 != "\n" && $0 != " " }),
            text.dropLast().contains("。"), !["。", "？", "）", "」", "]"].contains(last)
        {
            found.append(
                "sentences that do not end with 。 or ？: \(excerpt(characters, around: characters.count - 1))"
            )
        }
        if sentence, let last = text.last(where: { $0 != "\n" && $0 != " " }),
            !["。", "？"].contains(last)
        {
            found.append(
                "does not end with 。 or ？: \(excerpt(characters, around: characters.count - 1))")
        }
        return found
    }

    /// The nearest character that is not a space, `step` away.
    static func neighbour(of index: Int, in characters: [Character], step: Int) -> Character? {
        var position = index + step
        while characters.indices.contains(position), characters[position] == " " {
            position += step
        }
        return characters.indices.contains(position) ? characters[position] : nil
    }

    static func excerpt(_ characters: [Character], around index: Int) -> String {
        let start = max(0, index - 8)
        let end = min(characters.count, index + 9)
        return "…" + String(characters[start..<end]) + "…"
    }

    /// Kana, kanji, and the long vowel mark.
    static func isJapanese(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x30FB: return false  // ・ is punctuation
        case 0x3041...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: return true
        default: return false
        }
    }

    static func isLatinOrDigit(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }

    /// Whether the character at `index` is inside something a person types as it is written
    /// (`7時30分`, `36度5分`, `2026年11月29日`, `午後7時`, `36.5度`): quoted in 「」, or a word
    /// made only of digits and the kanji of dates, times and degrees. These keep no spaces.
    static func isInputLiteral(_ characters: [Character], at index: Int) -> Bool {
        var start = index
        while start > 0, !wordBreaks.contains(characters[start - 1]) { start -= 1 }
        var end = index + 1
        while end < characters.count, !wordBreaks.contains(characters[end]) { end += 1 }
        let word = characters[start..<end]
        if isQuoted(characters, at: index) { return true }
        return word.allSatisfy {
            literalCharacters.contains($0) || ($0.isASCII && ($0.isNumber || $0.isPunctuation))
        }
    }

    /// Whether the character at `index` is inside 「」.
    static func isQuoted(_ characters: [Character], at index: Int) -> Bool {
        guard let opened = characters[..<index].lastIndex(of: "「") else { return false }
        return characters[..<index].lastIndex(of: "」").map { $0 < opened } ?? true
    }

    static let wordBreaks: Set<Character> = [
        " ", "、", "。", "（", "）", "「", "」", "・", "：", "，", "\n", "(", ")", "？",
    ]

    static let literalCharacters: Set<Character> = [
        "年", "月", "日", "時", "分", "秒", "度", "半", "午", "前", "後", "正", "昨", "今", "一",
    ]
}
