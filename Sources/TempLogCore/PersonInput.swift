import Foundation

/// Validates the free text people attach to a reading: `--who` and `--note`.
public enum PersonInput {
    public static let maximumNameLength = 32
    public static let maximumNoteLength = 500

    /// A person's short name: letters, digits, `-`, `_`, `.`, up to 32 characters.
    public static func name(_ text: String) throws -> String {
        let name = TextInput.normalized(text)
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_.'"))
        guard !name.isEmpty, name.count <= maximumNameLength,
            name.unicodeScalars.allSatisfy({ allowed.contains($0) })
        else {
            throw TempLogError.data(Message.notAName("\(printable(text))"))
        }
        return name
    }

    /// A note: one line of at most 500 characters, without control characters.
    public static func note(_ text: String) throws -> String {
        let note = TextInput.trimmed(text)
        if let control = note.unicodeScalars.first(where: isControl) {
            let hex = String(control.value, radix: 16, uppercase: true)
            let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            throw TempLogError.data(Message.noteControlCharacter("\(code)"))
        }
        if note.unicodeScalars.contains("\u{FFFD}") {
            throw TempLogError.data(Message.noteNotUTF8())
        }
        guard note.count <= maximumNoteLength else {
            throw TempLogError.data(Message.noteTooLong("\(note.count)", "\(maximumNoteLength)"))
        }
        return note
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// `text` with control characters shown as `?`, safe to print in a message.
    static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? "?" : $0 }))
    }
}
