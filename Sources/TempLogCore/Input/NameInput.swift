import TempLogText

/// Validates a person's short name, as typed for `--who` or found in a file.
public enum NameInput {
    /// Names are at most this many characters long.
    public static let maximumLength = 32

    /// A person's short name: letters, marks and digits of any script, `-`, `_`, `.`, `'`,
    /// up to 32 characters, after folding full-width forms; `me`, 本人, あなた and 自分 are
    /// reserved for the owner (`Person.ownerWords`).
    public static func parse(_ text: String) throws(InputError) -> String {
        // Most names are ASCII letters and digits: nothing to fold, trim, count or look up.
        var text = text
        let isASCIIName = text.withUTF8 { bytes in
            (1...maximumLength).contains(bytes.count) && bytes.allSatisfy(isASCIINameByte)
        }
        if isASCIIName {
            guard !isOwnerWord(text.utf8) else { throw InputError.reservedName(text) }
            return text
        }
        let name = TextInput.normalized(text)
        guard !name.isEmpty, name.count <= maximumLength,
            name.unicodeScalars.allSatisfy(isNameScalar)
        else {
            throw InputError.notAName(TextInput.printable(text))
        }
        guard !Person.isOwnerWord(name) else {
            throw InputError.reservedName(name)
        }
        return name
    }

    /// Whether a stored `who` is a name as `--who` records it, or one of the Japanese words
    /// for the owner (本人, あなた, 自分) that earlier versions took as anyone's name: a file
    /// written then stays readable, its person kept apart from the owner.
    static func isStoredName(_ text: String) -> Bool {
        (try? parse(text)) == text || isFormerName(text)
    }

    /// Whether a stored `who` is a Japanese word for the owner that earlier versions took as
    /// anyone's name (本人, あなた, 自分): `check` reports its readings and `--repair` files
    /// them as the owner's.
    package static func isFormerName(_ text: String) -> Bool {
        let folded = TextInput.normalized(text)
        return folded == text && folded.lowercased() != Person.ownerWord
            && Person.isOwnerWord(folded)
    }

    private static func isASCIINameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x2E, 0x27: return true
        default: return false
        }
    }

    /// Whether ASCII `bytes` spell `me` in any case.
    private static func isOwnerWord(_ bytes: String.UTF8View) -> Bool {
        bytes.count == 2 && bytes.first! | 0x20 == UInt8(ascii: "m")
            && bytes.last! | 0x20 == UInt8(ascii: "e")
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x2E, 0x27: return true
        case 0...0x7F: return false
        default: break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber,
            .otherNumber:
            return true
        default:
            return false
        }
    }
}
