import TempLogText

/// Free text as a store line holds it (`who`, `note`), read the way new text is validated
/// and, where a hand edit or another program broke those rules, cleaned for display: the
/// reading is never hidden for its text.
enum StoredText {
    /// The person a stored `who` names: the name as `--who` would have recorded it, its text
    /// cleaned when it is no name; nil for the owner (`me`, or nothing once cleaned). A
    /// Japanese word for the owner that earlier versions took as a name (本人) stays that
    /// person's name: its readings are never merged into the owner's unasked (`check` reports
    /// them, `--repair` files them as the owner's).
    static func person(_ text: String, problems: inout [TextProblem.Kind]) -> String? {
        if NameInput.isFormerName(text) { return text }
        if let name = try? NameInput.parse(text) {
            if name != text { problems.append(.who) }
            return name
        }
        problems.append(.who)
        let name = TextInput.cleaned(text)
        return name.isEmpty || name.lowercased() == Person.ownerWord ? nil : name
    }

    /// A stored note as `--note` would have recorded it, or its text cleaned when it holds
    /// control characters; nil when nothing is left. A note over the length limit is kept
    /// whole.
    static func note(_ text: String, problems: inout [TextProblem.Kind]) -> String? {
        if let note = try? NoteInput.parse(text) {
            if note != text { problems.append(.note) }
            return note.isEmpty ? nil : note
        }
        problems.append(.note)
        let note = TextInput.cleaned(text)
        return note.isEmpty ? nil : note
    }
}

extension StoredText {
    /// Whether `person(_:problems:)` keeps a stored `who` (valid UTF-8) exactly as it is, with
    /// no problem, judged on the bytes: true only for plain ASCII names (1 to 32 letters,
    /// digits, `-`, `_`, `.`, `'`; not `me`). Other names may be kept as well: `person` tells.
    static func isKeptAsIs(name bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (1...NameInput.maximumLength).contains(bytes.count) else { return false }
        for byte in bytes {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x2E, 0x27: continue
            default: return false
            }
        }
        return
            !(bytes.count == 2 && bytes[0] | 0x20 == UInt8(ascii: "m")
            && bytes[1] | 0x20 == UInt8(ascii: "e"))
    }

    /// Whether `note(_:problems:)` keeps a stored note (valid UTF-8) exactly as it is, with no
    /// problem, judged on the bytes: true for a note of at most 500 scalars with no control
    /// character, line separator or bidirectional control, that begins and ends with a
    /// visible ASCII character or a kana or CJK ideograph (no whitespace to trim, and no mark
    /// that joins a character before it). Other notes may be kept as well: `note` tells.
    static func isKeptAsIs(note bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        if !TextInput.isVisibleASCII(first), !isKanaOrIdeographAt(start: bytes) {
            return false
        }
        if !TextInput.isVisibleASCII(last), !isKanaOrIdeographAtEnd(bytes) { return false }
        var scalars = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { scalars += 1 }
            switch byte {
            case 0..<0x20, 0x7F:
                return false
            case 0xC2:
                // U+0080–U+009F: C1 controls.
                if bytes[index + 1] < 0xA0 { return false }
            case 0xE2:
                // U+2028–U+202E: separators and bidirectional embeddings and overrides;
                // U+2066–U+2069: bidirectional isolates.
                let second = bytes[index + 1]
                let third = bytes[index + 2]
                if second == 0x80, (0xA8...0xAE).contains(third) { return false }
                if second == 0x81, (0xA6...0xA9).contains(third) { return false }
            default:
                break
            }
            index += 1
        }
        return scalars <= NoteInput.maximumLength
    }

    /// Whether the text starts with a scalar from U+3040 to U+9FFF (kana and CJK ideographs),
    /// but not U+3099 or U+309A (combining sound marks).
    private static func isKanaOrIdeographAt(start bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 3, (0xE3...0xE9).contains(bytes[0]) else { return false }
        return isKanaOrIdeograph(bytes[0], bytes[1], bytes[2])
    }

    /// Whether the text ends with a scalar as `isKanaOrIdeographAt(start:)` takes.
    private static func isKanaOrIdeographAtEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 3, (0xE3...0xE9).contains(bytes[count - 3]) else { return false }
        return isKanaOrIdeograph(bytes[count - 3], bytes[count - 2], bytes[count - 1])
    }

    /// Whether the three-byte sequence (valid UTF-8, lead E3–E9) is U+3040…U+9FFF but not
    /// U+3099 or U+309A.
    private static func isKanaOrIdeograph(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        // U+3040 is E3 81 80; U+3099 and U+309A are E3 82 99 and E3 82 9A.
        if lead == 0xE3 {
            if second < 0x81 { return false }
            if second == 0x82, third == 0x99 || third == 0x9A { return false }
        }
        return true
    }
}
