import TestSupport

// The tests' SeededGenerator (Tests/TestSupport), drawing the bounded numbers, digits
// and JSON numbers the scanner's tests are made of: every run tests the same lines.
extension SeededGenerator {
    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[next(choices.count)]
    }

    /// Digits drawn mostly from 0, 4, 5 and 9, where rounding and leading zeros are decided.
    mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in pick(Array("0045599123456789")) })
    }

    /// A valid JSON number, with an exponent (if any) below 1,000.
    mutating func numberText() -> String {
        var text = next(3) == 0 ? "-" : ""
        text += next(3) == 0 ? "0" : pick(Array("123456789")).description + digits(next(18))
        if next(2) == 0 { text += "." + digits(1 + next(18)) }
        if next(3) == 0 {
            text += pick(["e", "E"]) + pick(["", "+", "-"]) + digits(1 + next(3))
        }
        return text
    }
}

/// Makes lines for differential testing: valid objects of every shape, and mutations of them.
struct LineGenerator {
    var random: SeededGenerator

    private static let stringPieces = [
        "a", "id", "after breakfast", "朝食後", "😀", "é", "e\u{301}", "\u{7F}", "\u{FFFD}", " ",
        #"\n"#, #"\""#, #"\\"#, #"\/"#, #"\b\f\r\t"#, #"\u00e9"#, #"\u6E29"#, #"\ud83d\ude00"#,
        #"\u0000"#, #"\u0061"#, "},", "[", ":",
    ]
    private static let whitespace = ["", "", "", " ", "\t", "\n", "\r", "  "]
    private static let mutations: [[UInt8]] = [
        [0x2C], [0x5D], [0x7D], [0x5B], [0x7B], [0x3A], [0x22], [0x5C], [0x20], [0x30], [0x2D],
        [0x2B], [0x2E], [0x65], [0x75], Array(#"\u"#.utf8), Array(#"\uD800"#.utf8),
        Array(#"\uDC00"#.utf8), Array("NaN".utf8), Array("nul".utf8), Array("/*".utf8),
        [0x27], [0x00], [0x09], [0x0C], [0x1F], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE3, 0x81],
        [0xF5], [0xFF], [0x80], [0xEF, 0xBB, 0xBF], [0xF4, 0x90, 0x80, 0x80],
    ]

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// A valid line half of the time, and a mutated one otherwise.
    mutating func line() -> [UInt8] {
        let valid = Array(object(depth: 0).utf8)
        return random.next(2) == 0 ? valid : mutated(valid)
    }

    private mutating func space() -> String {
        random.pick(Self.whitespace)
    }

    private mutating func string() -> String {
        "\"" + (0..<random.next(4)).map { _ in random.pick(Self.stringPieces) }.joined() + "\""
    }

    private mutating func value(depth: Int) -> String {
        switch random.next(depth < 3 ? 9 : 7) {
        case 0, 1: return string()
        case 2, 3: return random.next(20) == 0 ? "1e400" : random.numberText()
        case 4: return random.pick(["true", "false"])
        case 5: return "null"
        case 6: return random.next(2) == 0 ? #""3f9a2c1b7d40""# : "36.5"
        case 7: return object(depth: depth + 1)
        default:
            let elements = (0..<random.next(4)).map { _ in
                space() + value(depth: depth + 1) + space()
            }
            return "[" + space() + elements.joined(separator: ",") + "]"
        }
    }

    private mutating func object(depth: Int) -> String {
        let members = (0..<random.next(depth == 0 ? 8 : 4)).map { _ in
            let key =
                random.next(3) == 0 ? string() : random.pick([#""a""#, #""\u0061""#, #""id""#])
            return space() + key + space() + ":" + space() + value(depth: depth) + space()
        }
        return space() + "{" + space() + members.joined(separator: ",") + "}" + space()
    }

    /// `line` with one to three random edits: a byte deleted, replaced or inserted, a token
    /// inserted, a run duplicated, or the end cut off.
    private mutating func mutated(_ line: [UInt8]) -> [UInt8] {
        var bytes = line
        for _ in 0...random.next(3) {
            let position = random.next(bytes.count + 1)
            switch random.next(6) {
            case 0 where position < bytes.count:
                bytes.remove(at: position)
            case 1 where position < bytes.count:
                bytes[position] = UInt8(random.next(256))
            case 2:
                bytes.insert(UInt8(random.next(256)), at: position)
            case 3:
                bytes.insert(contentsOf: random.pick(Self.mutations), at: position)
            case 4 where position < bytes.count:
                let end = min(bytes.count, position + 1 + random.next(8))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            default:
                bytes.removeLast(min(bytes.count, random.next(4)))
            }
        }
        return bytes
    }
}
