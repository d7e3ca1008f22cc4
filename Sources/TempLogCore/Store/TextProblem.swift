import TempLogJSON
import TempLogText

/// Free text on a store line that breaks the rules new text is held to (padding, control
/// characters, line separators, a note over 500 characters, a name that is not one): the
/// reading is shown with the text cleaned, `check` reports the line and `check --repair`
/// cleans it in place where that loses nothing.
public struct TextProblem: Equatable, Sendable {
    /// The key whose text breaks the rules.
    public enum Kind: String, Equatable, Sendable {
        /// `who`, the person's name.
        case who
        /// `note`.
        case note
    }

    /// The line's number in the file, counting from 1.
    public let lineNumber: Int
    /// The key whose text breaks the rules.
    public let kind: Kind
    /// The text as the line holds it, with control characters shown as `?`.
    public let stored: String
    /// What the reading shows and `check --repair` writes; nil when the key is dropped (a note
    /// of only spaces, a `who` naming the owner).
    public let cleaned: String?
    /// Whether `check --repair` can clean it: not when cleaning would cut a note over the
    /// length limit, or leave a name that is still no name.
    public let isRepairable: Bool
}

extension TextProblem {
    /// The problem with `kind`'s text on a line (`bytes`) whose reading is `reading`.
    init(lineNumber: Int, kind: Kind, in bytes: UnsafeBufferPointer<UInt8>, as reading: Reading) {
        var stored = ""
        _ = JSONLine.scanObject(bytes) { key, value in
            if ReadingKey(key).rawValue == kind.rawValue, case .string(let text) = value {
                stored = String(decoding: text, as: UTF8.self)
            }
        }
        let cleaned = kind == .who ? reading.person.who : reading.note
        let isRepairable: Bool
        switch kind {
        case .who: isRepairable = cleaned.map { (try? NameInput.parse($0)) == $0 } ?? true
        case .note: isRepairable = cleaned.map { (try? NoteInput.parse($0)) == $0 } ?? true
        }
        self.init(
            lineNumber: lineNumber, kind: kind, stored: TextInput.printable(stored),
            cleaned: cleaned, isRepairable: isRepairable)
    }
}
