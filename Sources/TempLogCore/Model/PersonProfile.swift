/// What a school card or a report heads a person's readings with, beyond the handle `--who`
/// takes: kept in the profiles file beside the store (`templog people set`).
///
/// Every field is optional; nil means not given. The text is as the person typed it, trimmed
/// (spaces inside and any script are kept): `山田 花子`, `3年2組`. A child's profile names a
/// school (`school`, `className`, `number`, `schoolKind`); an adult's may name a workplace
/// (`department`, `staffNumber`): which ones decide the form of the person's sheet
/// (`SheetForm`).
public struct PersonProfile: Equatable, Hashable, Sendable {
    /// One field of a profile, named as the command line and the profiles file name it.
    public enum Field: String, CaseIterable, Sendable {
        /// The name people read (`--display-name`, key `displayName`).
        case displayName = "display-name"
        /// The school or nursery (`--school`, key `school`).
        case school
        /// Whether the school is a school or a nursery (`--school-kind`, key `schoolKind`).
        case schoolKind = "school-kind"
        /// The year and class, 学年・組 (`--class`, key `class`).
        case className = "class"
        /// The number in the class, 出席番号 (`--number`, key `number`).
        case number
        /// The department at work, 所属 (`--department`, key `department`).
        case department
        /// The staff number at work, 社員番号 (`--staff-number`, key `staffNumber`).
        case staffNumber = "staff-number"
        /// The one-line rule the person's sheet prints, or `none` (`--sheet-rule`, key
        /// `sheetRule`).
        case sheetRule = "sheet-rule"

        /// The key of the field in the profiles file.
        package var key: String {
            switch self {
            case .displayName: return "displayName"
            case .school: return "school"
            case .className: return "class"
            case .number: return "number"
            case .schoolKind: return "schoolKind"
            case .department: return "department"
            case .staffNumber: return "staffNumber"
            case .sheetRule: return "sheetRule"
            }
        }

        /// The longest text the field takes, in characters.
        public var maximumLength: Int {
            switch self {
            case .displayName, .school, .department: return 64
            case .className: return 32
            case .number, .staffNumber, .schoolKind: return 16
            case .sheetRule: return 100
            }
        }
    }

    /// The name people read, which may hold spaces and any script (`山田 花子`); nil when the
    /// handle is all there is.
    public var displayName: String?
    /// The school or nursery.
    public var school: String?
    /// The year and class (学年・組), as `--class` gave it: `3年2組`.
    public var className: String?
    /// The number in the class (出席番号).
    public var number: String?
    /// Whether `school` is a school or a nursery; nil is a school.
    public var schoolKind: SchoolKind?
    /// The department at work (所属).
    public var department: String?
    /// The staff number at work (社員番号).
    public var staffNumber: String?
    /// The rule the person's sheet prints under its header, `none` for no rule; nil follows
    /// the settings.
    public var sheetRule: String?
    /// The person's own fever threshold (`--fever`, key `fever`), which their readings are
    /// judged by instead of the settings' (a school's 37.0 °C for a child); nil for none.
    public var fever: FeverThreshold?
    /// The people of other stores whose readings an import filed under this person.
    public var sources: [PersonSource] = []

    /// A profile with the fields given; nil fields are not given.
    public init(
        displayName: String? = nil, school: String? = nil, className: String? = nil,
        number: String? = nil, schoolKind: SchoolKind? = nil, department: String? = nil,
        staffNumber: String? = nil, sheetRule: String? = nil, fever: FeverThreshold? = nil
    ) {
        self.displayName = displayName
        self.school = school
        self.className = className
        self.number = number
        self.schoolKind = schoolKind
        self.department = department
        self.staffNumber = staffNumber
        self.sheetRule = sheetRule
        self.fever = fever
    }

    /// Whether no field is given and no source remembered.
    public var isEmpty: Bool {
        Field.allCases.allSatisfy { self[$0] == nil } && fever == nil && sources.isEmpty
    }

    /// Whether the profile names a workplace: a department or a staff number.
    public var namesWorkplace: Bool { department != nil || staffNumber != nil }

    /// Whether the profile names a school: its name, kind, class or number.
    public var namesSchool: Bool {
        school != nil || schoolKind != nil || className != nil || number != nil
    }

    /// The value of `field`.
    public subscript(field: Field) -> String? {
        get {
            switch field {
            case .displayName: return displayName
            case .school: return school
            case .className: return className
            case .number: return number
            case .schoolKind: return schoolKind?.rawValue
            case .department: return department
            case .staffNumber: return staffNumber
            case .sheetRule: return sheetRule
            }
        }
        set {
            switch field {
            case .displayName: displayName = newValue
            case .school: school = newValue
            case .className: className = newValue
            case .number: number = newValue
            case .schoolKind: schoolKind = newValue.flatMap(SchoolKind.init(rawValue:))
            case .department: department = newValue
            case .staffNumber: staffNumber = newValue
            case .sheetRule: sheetRule = newValue
            }
        }
    }
}
