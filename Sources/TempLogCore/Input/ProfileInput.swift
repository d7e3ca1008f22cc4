import TempLogText

/// Validates the text of a profile field (`people set --display-name` and the others).
public enum ProfileInput {
    /// The text for `field`: one line, trimmed, not empty, without control characters or
    /// bidirectional overrides and isolates, at most `field.maximumLength` characters; spaces
    /// inside and any script are kept as typed.
    public static func parse(_ text: String, for field: PersonProfile.Field) throws(InputError)
        -> String
    {
        let value = TextInput.trimmed(text)
        guard !value.isEmpty else { throw InputError.emptyProfileText(field) }
        if let control = value.unicodeScalars.first(where: TextInput.isUnprintable) {
            throw InputError.profileControlCharacter(field, control.value)
        }
        guard value.count <= field.maximumLength else {
            throw InputError.profileTextTooLong(
                field, length: value.count, limit: field.maximumLength)
        }
        return value
    }
}
