import TempLogText

/// Validates the one line of free text attached to a reading.
public enum NoteInput {
    /// Notes are at most this many characters long.
    public static let maximumLength = 500

    /// A note: one line of at most 500 characters, without control characters or
    /// bidirectional overrides and isolates; trimmed.
    public static func parse(_ text: String) throws(InputError) -> String {
        let note = TextInput.trimmed(text)
        if TextInput.isPrintableASCII(note) {
            guard note.utf8.count <= maximumLength else {
                throw InputError.noteTooLong(length: note.utf8.count, limit: maximumLength)
            }
            return note
        }
        if let control = note.unicodeScalars.first(where: TextInput.isUnprintable) {
            throw InputError.noteControlCharacter(control.value)
        }
        // A note of at most 500 scalars has at most 500 characters: count characters only
        // when it might be too long.
        guard note.unicodeScalars.count <= maximumLength || note.count <= maximumLength else {
            throw InputError.noteTooLong(length: note.count, limit: maximumLength)
        }
        return note
    }
}
