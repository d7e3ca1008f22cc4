@testable import TempLogCLI

extension ProfileMessage: CatalogExample {
    enum Kind: CaseIterable {
        case fieldSchoolKind
        case fieldNursery
        case fieldNurseryClass
        case fieldDepartment
        case fieldStaffNumber
        case fieldSheetRule
        case kindSchool
        case kindNursery
        case schoolKindField
        case columnDepartment
        case columnStaffNumber
        case notASchoolKind
        case schoolNamesCompany
        case nurseryHint
    }

    var localized: LocalizedText { .profile(self) }

    var kind: Kind {
        switch self {
        case .fieldSchoolKind: return .fieldSchoolKind
        case .fieldNursery: return .fieldNursery
        case .fieldNurseryClass: return .fieldNurseryClass
        case .fieldDepartment: return .fieldDepartment
        case .fieldStaffNumber: return .fieldStaffNumber
        case .fieldSheetRule: return .fieldSheetRule
        case .kindSchool: return .kindSchool
        case .kindNursery: return .kindNursery
        case .schoolKindField: return .schoolKindField
        case .columnDepartment: return .columnDepartment
        case .columnStaffNumber: return .columnStaffNumber
        case .notASchoolKind: return .notASchoolKind
        case .schoolNamesCompany: return .schoolNamesCompany
        case .nurseryHint: return .nurseryHint
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .fieldSchoolKind: return .fieldSchoolKind
        case .fieldNursery: return .fieldNursery
        case .fieldNurseryClass: return .fieldNurseryClass
        case .fieldDepartment: return .fieldDepartment
        case .fieldStaffNumber: return .fieldStaffNumber
        case .fieldSheetRule: return .fieldSheetRule
        case .kindSchool: return .kindSchool
        case .kindNursery: return .kindNursery
        case .schoolKindField: return .schoolKindField(kind: .verbatim("<kind>"))
        case .columnDepartment: return .columnDepartment
        case .columnStaffNumber: return .columnStaffNumber
        case .notASchoolKind: return .notASchoolKind(text: "<text>")
        case .schoolNamesCompany: return .schoolNamesCompany(text: "<text>")
        case .nurseryHint: return .nurseryHint(school: "<school>", person: "<person>")
        }
    }
}
