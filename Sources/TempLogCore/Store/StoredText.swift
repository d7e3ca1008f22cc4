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
        if let name = try? NameInput.parse(text) {
            if name != text { problems.append(.who) }
            return name
        }
        // Refused by `parse` as a word for the owner.
        if NameInput.isFormerName(text) { return text }
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
