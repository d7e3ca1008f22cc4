/// What a form's printed page says of where the person is and who signs it, in the words of
/// `SheetLabels`: the health-check sheet and the course of a fever head and sign their pages
/// alike.
extension SheetForm {
    /// The facts that say where the person is, each a label and a value (empty when not
    /// known): the school and the class and number, or the department and the staff number.
    func placeFacts(_ labels: SheetLabels) -> [(label: String, value: String)] {
        switch self {
        case .school(let card):
            let number = card.number.flatMap { $0.isEmpty ? nil : labels.classNumber($0) }
            let classAndNumber = [card.className, number].compactMap { $0 }
                .filter { !$0.isEmpty }.joined(separator: " ")
            return [
                (labels.school(card.kind), card.school ?? ""),
                (labels.classAndNumber(card.kind), classAndNumber),
            ]
        case .workplace(let department, let staffNumber):
            return [
                (labels.department, department ?? ""), (labels.staffNumber, staffNumber ?? ""),
            ]
        }
    }

    /// The label of the name the foot leaves a line for: a parent's on a child's card, a
    /// signature on an adult's own, the name on a workplace's sheet.
    func signerLabel(_ labels: SheetLabels) -> String {
        switch self {
        case .school(let card):
            return card.confirmation == .guardian ? labels.guardianName : labels.signature
        case .workplace:
            return labels.name
        }
    }

    /// A page's foot: the label of a date (`提出日`, `記入日`) and the blank after it, and the
    /// signer's label, each with a line to fill in by hand.
    func foot(date: String, labels: SheetLabels) -> String {
        "<footer class=\"foot\">"
            + "<p><span class=\"label\">\(HTMLText.escaped(date))</span>"
            + "<span class=\"blank date\">\(HTMLText.escaped(labels.dateToFill))</span></p>"
            + "<p><span class=\"label\">\(HTMLText.escaped(signerLabel(labels)))</span>"
            + "<span class=\"blank name\"></span></p></footer>\n"
    }
}
