/// Who a health-check sheet is for, as a school's card asks: the name to print and, when
/// known, the school (or nursery or workplace), the class and the number in it. A value left
/// nil prints as a blank to fill in by hand.
package struct SheetIdentity: Equatable, Sendable {
    /// The name printed in the 氏名 field: a display name, which may hold spaces and any script.
    package var displayName: String
    /// The school, nursery or workplace.
    package var school: String?
    /// The grade and class (`3年2組`, `Year 4 Blue`).
    package var className: String?
    /// The number in the class (出席番号).
    package var number: String?

    /// An identity with every value given; nil or empty ones print as blanks.
    package init(
        displayName: String, school: String? = nil, className: String? = nil,
        number: String? = nil
    ) {
        self.displayName = displayName
        self.school = school
        self.className = className
        self.number = number
    }
}

/// Who confirms each day's row in the sheet's last column and signs its foot.
package enum SheetConfirmation: Sendable {
    /// A parent or guardian, for a child's card: 保護者確認印・サイン, 保護者氏名.
    case guardian
    /// The person themselves, for an adult's own sheet: 確認印, 署名.
    case own
}
