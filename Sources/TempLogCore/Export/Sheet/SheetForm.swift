/// Which form a sheet is laid out as, with the facts its header asks for: a school's or
/// nursery's health-observation card, or a workplace's daily health check. A fact left nil
/// prints as a blank to fill in by hand.
package enum SheetForm: Equatable, Sendable {
    /// A school's or nursery's card (健康観察カード): the school, the class and the number, the
    /// morning and the evening, a column for attendance and one for a stamp.
    case school(SchoolCard)
    /// A workplace's daily health check (体調チェック表): the department and the staff number,
    /// the morning's temperature, a column for the office or home and one for the manager.
    case workplace(department: String?, staffNumber: String?)

    /// The form for `person`, whose profile is `profile`: a workplace's when the profile names
    /// one (a department or a staff number), or for the store's owner when it names no
    /// school; else a school's card, confirmed by a parent unless it is the owner's own.
    package init(for person: Person, profile: PersonProfile) {
        if profile.namesWorkplace || (person == .owner && !profile.namesSchool) {
            self = .workplace(department: profile.department, staffNumber: profile.staffNumber)
        } else {
            self = .school(
                SchoolCard(
                    school: profile.school, kind: profile.schoolKind ?? .school,
                    className: profile.className, number: profile.number,
                    confirmation: person == .owner ? .own : .guardian))
        }
    }
}

/// What a school's or nursery's card heads its page with, and who confirms its rows.
package struct SchoolCard: Equatable, Sendable {
    /// The school or nursery.
    package var school: String?
    /// Whether it is a school or a nursery: the card's words follow (学校名 or 園名).
    package var kind: SchoolKind
    /// The grade and class (`3年2組`, `Year 4 Blue`).
    package var className: String?
    /// The number in the class (出席番号).
    package var number: String?
    /// Who confirms each day's row.
    package var confirmation: SheetConfirmation

    /// A card with every value given; nil or empty ones print as blanks.
    package init(
        school: String? = nil, kind: SchoolKind = .school, className: String? = nil,
        number: String? = nil, confirmation: SheetConfirmation = .guardian
    ) {
        self.school = school
        self.kind = kind
        self.className = className
        self.number = number
        self.confirmation = confirmation
    }
}

/// Who confirms each day's row of a school's card in its last column and signs its foot.
package enum SheetConfirmation: Sendable {
    /// A parent or guardian, for a child's card: 保護者確認印・サイン, 保護者氏名.
    case guardian
    /// The person themselves, for an adult's or older student's own card: 確認印, 署名.
    case own
}
