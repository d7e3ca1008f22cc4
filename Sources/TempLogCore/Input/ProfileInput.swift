import TempLogText

/// Validates the text of a profile field (`people set --display-name` and the others).
public enum ProfileInput {
    /// The text for `field`: one line, trimmed, not empty, without control characters or
    /// bidirectional overrides and isolates, at most `field.maximumLength` characters; spaces
    /// inside and any script are kept as typed. A school kind is one of `SchoolKind`'s names
    /// (any case), given as its name; a school's name that names a company (株式会社…, `Inc.`)
    /// is refused, as a workplace is a department (`--department`), never a school.
    public static func parse(_ text: String, for field: PersonProfile.Field) throws(InputError)
        -> String
    {
        let value = try checkedText(text, for: field)
        switch field {
        case .schoolKind:
            guard let kind = SchoolKind(rawValue: value.lowercased()) else {
                throw InputError.notASchoolKind(value)
            }
            return kind.rawValue
        case .school where namesCompany(value):
            throw InputError.schoolNamesCompany(value)
        default:
            return value
        }
    }

    /// Whether `value` is what the profiles file may hold for `field`: text `parse` would
    /// keep as it is (a school kind by its name). A school's name that names a company, which
    /// `parse` now refuses, is still read, so that no profile is lost.
    static func isStorable(_ value: String, for field: PersonProfile.Field) -> Bool {
        guard (try? checkedText(value, for: field)) == value else { return false }
        return field != .schoolKind || SchoolKind(rawValue: value) != nil
    }

    /// `text` trimmed and checked as every field's text is.
    private static func checkedText(_ text: String, for field: PersonProfile.Field)
        throws(InputError) -> String
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

    /// Whether `name` names a nursery or kindergarten: 保育園, 保育所, 幼稚園, こども園, or the
    /// words nursery, kindergarten, preschool, daycare in any case.
    package static func namesNursery(_ name: String) -> Bool {
        let folded = TextInput.normalized(name).lowercased()
        return [
            "保育園", "保育所", "幼稚園", "こども園", "子ども園", "nursery", "kindergarten", "preschool", "daycare",
        ]
        .contains(where: folded.contains)
    }

    /// Whether `name` names a company by its legal form: 株式会社, 有限会社, 合同会社, 合資会社,
    /// 合名会社, (株), (有) in any width, or the words Inc, Ltd, LLC, Corp, Corporation, GmbH.
    static func namesCompany(_ name: String) -> Bool {
        let folded = TextInput.normalized(name)
        let japanese = ["株式会社", "有限会社", "合同会社", "合資会社", "合名会社", "(株)", "(有)", "㈱", "㈲"]
        if japanese.contains(where: folded.contains) { return true }
        let words = folded.lowercased().split { !$0.isLetter }
        return words.contains { ["inc", "ltd", "llc", "corp", "corporation", "gmbh"].contains($0) }
    }
}
