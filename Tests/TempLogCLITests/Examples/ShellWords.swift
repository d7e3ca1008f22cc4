/// The words of a line as a POSIX shell splits them, for the commands of the examples: spaces
/// separate words, `'…'` quotes literally, `"…"` quotes with `\"` and `\\` escapes, and an
/// unquoted `#` at the start of a word begins a comment that runs to the end of the line.
enum ShellWords {
    /// The words of `line`.
    static func split<Text: StringProtocol>(_ line: Text) throws(HeaderProblem) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = Array(line)[...]
        while let character = characters.popFirst() {
            switch character {
            case " ", "\t":
                if inWord { words.append(word) }
                (word, inWord) = ("", false)
            case "#" where !inWord:
                return words
            case "'":
                inWord = true
                guard let end = characters.firstIndex(of: "'") else {
                    throw HeaderProblem(description: "an unclosed ' in: \(line)")
                }
                word += characters[..<end]
                characters = characters[(end + 1)...]
            case "\"":
                inWord = true
                var closed = false
                while let quoted = characters.popFirst() {
                    if quoted == "\"" {
                        closed = true
                        break
                    }
                    if quoted == "\\", let next = characters.first, next == "\"" || next == "\\" {
                        word.append(characters.removeFirst())
                    } else {
                        word.append(quoted)
                    }
                }
                guard closed else {
                    throw HeaderProblem(description: "an unclosed \" in: \(line)")
                }
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// `NAME=value` as a name and a value, when `word` is an environment assignment.
    static func assignment(_ word: String) -> (name: String, value: String)? {
        guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
            return nil
        }
        let name = word[..<equals]
        guard
            name.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }),
            !name.first!.isNumber
        else { return nil }
        return (String(name), String(word[word.index(after: equals)...]))
    }
}
