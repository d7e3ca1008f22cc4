/// `people set`: the fields that say where a person goes, to school or to work, and the sheet
/// rule of their own.
enum ProfileMessage: MessageArea {
    case fieldSchoolKind
    case fieldNursery
    case fieldNurseryClass
    case fieldDepartment
    case fieldStaffNumber
    case fieldSheetRule
    case kindSchool
    case kindNursery
    case schoolKindField(kind: LocalizedText)
    case columnDepartment
    case columnStaffNumber
    case notASchoolKind(text: String)
    case schoolNamesCompany(text: String)
    case nurseryHint(school: String, person: String)

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .fieldSchoolKind:
            return ("school kind", "種別")
        case .fieldNursery:
            return ("nursery", "園名")
        case .fieldNurseryClass:
            return ("class", "クラス")
        case .fieldDepartment:
            return ("department", "所属")
        case .fieldStaffNumber:
            return ("staff number", "社員番号")
        case .fieldSheetRule:
            return ("sheet rule", "注意書き")
        case .kindSchool:
            return ("school", "学校")
        case .kindNursery:
            return ("nursery", "園")
        case .schoolKindField(let kind):
            return ("school kind '\(kind)'", "種別「\(kind)」")
        case .columnDepartment:
            return ("DEPARTMENT", "所属")
        case .columnStaffNumber:
            return ("STAFF NO.", "社員番号")
        case .notASchoolKind(let text):
            return (
                "'\(text)' is not a kind of school (accepted: school, nursery)",
                "「\(text)」は種別に使えません。school（学校）か nursery（保育園・幼稚園・こども園）を指定してください。"
            )
        case .schoolNamesCompany(let text):
            return (
                "'\(text)' looks like a company, and --school is for a school or nursery: give a workplace with --department (like --department Sales)",
                "「\(text)」は会社名のようです。--school には学校名か園名を指定してください。勤務先の所属は --department で指定できます（例: --department 営業部）。"
            )
        case .nurseryHint(let school, let person):
            return (
                "'\(school)' heads a school's card; for a nursery or kindergarten, 'templog people set \(person) --school-kind nursery' makes it the nursery's",
                "「\(school)」を学校名としてカードに載せます。保育園や幼稚園なら、templog people set \(person) --school-kind nursery で園のカードになります。"
            )
        }
    }
}
