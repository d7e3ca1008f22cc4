/// The rules of `JapaneseStyle` that a program can check, applied to one Japanese text: what
/// `JapaneseStyleTests` runs over every message, help text and the manual.
enum JapaneseStyleCheck {
    /// Each way `text` breaks the style, as a short description quoting the place.
    /// `sentence`: the text is a whole message, so it must end as a sentence does.
    static func violations(in text: String, sentence: Bool) -> [String] {
        let characters = Array(text)
        let japanese = characters.contains(where: isJapanese)
        var found: [String] = []
        for (index, character) in characters.enumerated() {
            let before = neighbour(of: index, in: characters, step: -1)
            let after = neighbour(of: index, in: characters, step: 1)
            let place = excerpt(characters, around: index)
            if [",", ";", "/"].contains(character), let before, let after,
                isJapanese(before), isJapanese(after)
            {
                found.append("ASCII \(character) between Japanese: \(place)")
            } else if japanese, isListSeparator(characters, at: index),
                !isQuoted(characters, at: index)
            {
                found.append("ASCII \(character) separating items in Japanese: \(place)")
            }
            if japanese, character == "）", index + 1 < characters.count,
                characters[index + 1] == "（"
            {
                found.append("brackets one after another: \(place)")
            }
            if japanese, character == "–" || character == "—" {
                found.append("an en or em dash in Japanese: \(place)")
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
        if japanese {
            found += repeatedPlaceholders(in: characters) + otherTerms(in: text)
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

    /// Whether the ASCII `,` `;` or `/` at `index` separates two items (it is not inside a
    /// word, a number or a path such as `2026/11/07`, `36,5` or `date/time`) whose nearest
    /// letters, past digits, brackets, spaces and argument markers, are Japanese:
    /// 「…（ID: a1b2）; 36.5℃ の削除…」, 「2026/11/07(土) / 2026/11/20(金)」. A comma or
    /// semicolon followed by a space separates items in any Japanese text (「c, f」), where
    /// Japanese writes 、 or ・.
    static func isListSeparator(_ characters: [Character], at index: Int) -> Bool {
        let character = characters[index]
        guard [",", ";", "/"].contains(character) else { return false }
        let previous = index > 0 ? characters[index - 1] : " "
        let next = index + 1 < characters.count ? characters[index + 1] : " "
        if previous.isASCII, previous.isLetter || previous.isNumber, next.isASCII,
            next.isLetter || next.isNumber
        {
            return false
        }
        // The end of an entity written as XML writes it: `&amp; &lt;`.
        let word = characters[..<index].reversed().prefix { $0 != " " && !isJapanese($0) }
        if character == ";", word.last == "&" { return false }
        if character != "/", next == " " { return true }
        guard let left = nearestLetter(from: index, in: characters, step: -1),
            let right = nearestLetter(from: index, in: characters, step: 1)
        else { return false }
        return isJapanese(left) && isJapanese(right)
    }

    /// The nearest letter `step` away, past spaces, digits, brackets, ASCII punctuation, ℃ and
    /// °, and argument markers such as `<day>`; nil at the text's end or a line break.
    static func nearestLetter(from index: Int, in characters: [Character], step: Int)
        -> Character?
    {
        var position = index + step
        while characters.indices.contains(position) {
            let character = characters[position]
            if character == "\n" { return nil }
            let markerEnd: Character = step < 0 ? "<" : ">"
            if character == (step < 0 ? ">" : "<"),
                let end = stride(
                    from: position + step, to: step < 0 ? -1 : characters.count, by: step
                )
                .first(where: { characters[$0] == markerEnd })
            {
                position = end + step
                continue
            }
            let skipped =
                character == " " || character.isNumber || "()（）[]「」℃°".contains(character)
                || (character.isASCII && character.isPunctuation)
            if !skipped { return character }
            position += step
        }
        return nil
    }

    /// An option written with its placeholder and then the value given to it
    /// (「--unit <unit> に「x」は…」): the placeholder belongs to usage lines, not to sentences.
    static func repeatedPlaceholders(in characters: [Character]) -> [String] {
        let text = String(characters)
        var found: [String] = []
        for part in text.split(separator: "--", omittingEmptySubsequences: false).dropFirst() {
            let name = part.prefix { $0.isASCII && ($0.isLetter || $0 == "-") }
            let rest = part.dropFirst(name.count)
            guard !name.isEmpty, rest.hasPrefix(" <"), let close = rest.firstIndex(of: ">") else {
                continue
            }
            let after = rest[rest.index(after: close)...].drop { $0 == " " }
            if after.hasPrefix("「") || after.hasPrefix("に「") {
                found.append("an option's placeholder in a sentence: --\(part.prefix(24))…")
            }
        }
        return found
    }

    /// Where wrapped help starts a line with a particle or the rest of a word: kana cut from
    /// the kanji, bracket or Latin word before it (「…「本人」／と表示します」, 「…）／は add」),
    /// or a particle alone before a space or another word (「…とき／は add」).
    static func lineStartViolations(in wrapped: String) -> [String] {
        let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false).map {
            Array($0.drop { $0 == " " })
        }
        var found: [String] = []
        for (line, next) in zip(lines, lines.dropFirst()) {
            guard let last = line.last, let first = next.first, isHiragana(first) else {
                continue
            }
            let second = next.dropFirst().first
            if !isHiragana(last) && !"、。！？，,;:".contains(last) {
                found.append(
                    "a line starts inside a word: …\(String(line.suffix(8)))／\(String(next.prefix(8)))…"
                )
            } else if particles.contains(first), second.map({ !isHiragana($0) }) ?? true {
                found.append(
                    "a line starts with a particle: …\(String(line.suffix(8)))／\(String(next.prefix(8)))…"
                )
            }
        }
        return found
    }

    static let particles: Set<Character> = ["は", "が", "を", "に", "で", "と", "も", "へ", "や", "の", "か"]

    /// The tokens of `source` that wrapping must keep on one line: a name in quotes
    /// ("山田 花子", 「昨日 7時半」), a command (templog undo), a time with am or pm (7:30 pm),
    /// and names with a space such as ISO 8601 or JSON Lines; each one `wrapped` splits.
    static func splitTokens(of source: String, in wrapped: String) -> [String] {
        let lines = wrapped.split(separator: "\n").map { $0.drop { $0 == " " } }
        return wholeTokens(in: source).filter { token in
            let whole = source.split(separator: token, omittingEmptySubsequences: false).count - 1
            let kept = lines.map {
                $0.split(separator: token, omittingEmptySubsequences: false).count - 1
            }
            return kept.reduce(0, +) < whole
        }
    }

    /// The tokens wrapping keeps whole, found by scanning `text` word by word.
    static func wholeTokens(in text: String) -> [String] {
        let words = text.split(separator: " ").map(String.init)
        var tokens: [String] = []
        for (word, next) in zip(words, words.dropFirst()) {
            let nextWord = next.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            if word.hasSuffix("templog") && next.first?.isLowercase == true {
                tokens.append("templog " + nextWord)
            }
            if word.last?.isNumber == true, ["am", "pm", "AM", "PM"].contains(String(nextWord)) {
                tokens.append(
                    String(word.reversed().prefix { $0.isNumber || $0 == ":" }.reversed()) + " "
                        + nextWord)
            }
        }
        tokens += ["ISO 8601", "RFC 3339", "JSON Lines", "3 over 6"].filter { text.contains($0) }
        for (open, close) in [("「", "」"), ("\"", "\"")] {
            var rest = Substring(text)
            while let start = rest.firstIndex(of: Character(open)),
                let end = rest[rest.index(after: start)...].firstIndex(of: Character(close))
            {
                let token = rest[start...end]
                if token.contains(" ") { tokens.append(String(token)) }
                rest = rest[rest.index(after: end)...]
            }
        }
        return tokens
    }

    /// One word for one thing: the terms the style fixes, and the words they replace.
    static let fixedTerms: [(wrong: String, right: String)] = [
        ("発熱の基準", "発熱の目安"), ("発熱ライン", "発熱の目安"), ("観察表", "健康観察カード"),
        ("発熱: ", "a fever notice says 発熱 once, without a label"),
        ("変えていません", "変更していません"), ("で戻せます", "で取り消せます (undo)"),
        // Help that read translated (issue 35's review).
        ("そう知らせます", "…のときはお知らせします"), ("を表せます", "…の範囲で指定できます"),
        ("使われている設定", "現在の設定"), ("℃の既定値", "既定値"),
    ]

    static func otherTerms(in text: String) -> [String] {
        fixedTerms.filter { text.contains($0.wrong) }.map { "「\($0.wrong)」: \($0.right)" }
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

    static func isHiragana(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x3041...0x309F).contains(scalar.value)
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

    /// Whether the character at `index` is inside 「」 or ASCII double quotes.
    static func isQuoted(_ characters: [Character], at index: Int) -> Bool {
        if characters[..<index].filter({ $0 == "\"" }).count % 2 == 1 { return true }
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
