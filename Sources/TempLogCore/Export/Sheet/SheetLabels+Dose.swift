extension SheetLabels {
    /// A dose as a printed page names it: `解熱剤 15:00 カロナール 200mg`, `15:00 整腸剤`.
    func doseText(_ dose: Dose) -> String {
        (dose.isFeverReducer ? feverReducer + " " : "") + dose.takenAt.timeText + " "
            + dose.medicine + (dose.amount.map { " " + $0.text } ?? "")
    }
}
