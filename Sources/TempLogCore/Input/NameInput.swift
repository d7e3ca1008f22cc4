/// Validates a person's short name, as typed for `--who` or found in a file.
public enum NameInput {
    /// Names are at most this many characters long.
    public static let maximumLength = 32

    /// A person's short name: letters, marks and digits of any script, `-`, `_`, `.`, `'`,
    /// up to 32 characters, after folding full-width forms; `me` is reserved for the owner.
    public static func parse(_ text: String) throws(InputError) -> String {
        let name = TextInput.normalized(text)
        guard !name.isEmpty, name.count <= maximumLength,
            name.unicodeScalars.allSatisfy(isNameScalar)
        else {
            throw InputError.notAName(TextInput.printable(text))
        }
        guard name.lowercased() != Person.ownerWord else {
            throw InputError.reservedName(name)
        }
        return name
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        if "-_.'".unicodeScalars.contains(scalar) { return true }
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
