/// What a school card or a report heads a person's readings with, beyond the handle `--who`
/// takes: kept in the profiles file beside the store (`templog people set`).
///
/// Every field is optional; nil means not given. The text is as the person typed it, trimmed
/// (spaces inside and any script are kept): `山田 花子`, `3年2組`.
public struct PersonProfile: Equatable, Hashable, Sendable {
    /// One field of a profile, named as the command line and the profiles file name it.
    public enum Field: String, CaseIterable, Sendable {
        /// The name people read (`--display-name`, key `displayName`).
        case displayName = "display-name"
        /// The school, nursery or company (`--school`, key `school`).
        case school
        /// The year and class, 学年・組 (`--class`, key `class`).
        case className = "class"
        /// The number in the class, 出席番号 (`--number`, key `number`).
        case number

        /// The key of the field in the profiles file.
        public var key: String {
            switch self {
            case .displayName: return "displayName"
            case .school: return "school"
            case .className: return "class"
            case .number: return "number"
            }
        }

        /// The longest text the field takes, in characters.
        public var maximumLength: Int {
            switch self {
            case .displayName, .school: return 64
            case .className: return 32
            case .number: return 16
            }
        }
    }

    /// The name people read, which may hold spaces and any script (`山田 花子`); nil when the
    /// handle is all there is.
    public var displayName: String?
    /// The school, nursery or company.
    public var school: String?
    /// The year and class (学年・組), as `--class` gave it: `3年2組`.
    public var className: String?
    /// The number in the class (出席番号).
    public var number: String?
    /// The person's own fever threshold (`--fever`, key `fever`), which their readings are
    /// judged by instead of the settings' (a school's 37.0 °C for a child); nil for none.
    public var fever: FeverThreshold?
    /// The people of other stores whose readings an import filed under this person.
    public var sources: [PersonSource] = []

    /// A profile with the fields given; nil fields are not given.
    public init(
        displayName: String? = nil, school: String? = nil, className: String? = nil,
        number: String? = nil, fever: FeverThreshold? = nil
    ) {
        self.displayName = displayName
        self.school = school
        self.className = className
        self.number = number
        self.fever = fever
    }

    /// Whether no field is given and no source remembered.
    public var isEmpty: Bool {
        Field.allCases.allSatisfy { self[$0] == nil } && fever == nil && sources.isEmpty
    }

    /// The value of `field`.
    public subscript(field: Field) -> String? {
        get {
            switch field {
            case .displayName: return displayName
            case .school: return school
            case .className: return className
            case .number: return number
            }
        }
        set {
            switch field {
            case .displayName: displayName = newValue
            case .school: school = newValue
            case .className: className = newValue
            case .number: number = newValue
            }
        }
    }
}
