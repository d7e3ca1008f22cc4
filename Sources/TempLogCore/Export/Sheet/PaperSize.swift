/// The paper a health-check sheet is printed on, portrait.
package enum PaperSize: String, CaseIterable, Sendable {
    /// ISO A4, 210 × 297 mm.
    case a4
    /// US Letter, 8.5 × 11 in (215.9 × 279.4 mm).
    case letter

    /// The width in tenths of a millimetre.
    var width: Int {
        switch self {
        case .a4: return 2100
        case .letter: return 2159
        }
    }

    /// The height in tenths of a millimetre.
    var height: Int {
        switch self {
        case .a4: return 2970
        case .letter: return 2794
        }
    }

    /// The CSS `@page` size keyword.
    var cssName: String {
        switch self {
        case .a4: return "A4"
        case .letter: return "letter"
        }
    }
}
