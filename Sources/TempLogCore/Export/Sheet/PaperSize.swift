/// The paper a health-check sheet is printed on, portrait.
package enum PaperSize: String, CaseIterable, Sendable {
    /// ISO A4, 210 × 297 mm.
    case a4
    /// JIS B5, 182 × 257 mm: the handouts of Japanese schools (ISO B5 is 176 × 250 mm).
    case b5
    /// US Letter, 8.5 × 11 in (215.9 × 279.4 mm).
    case letter

    /// The width in tenths of a millimetre.
    var width: Int {
        switch self {
        case .a4: return 2100
        case .b5: return 1820
        case .letter: return 2159
        }
    }

    /// The height in tenths of a millimetre.
    var height: Int {
        switch self {
        case .a4: return 2970
        case .b5: return 2570
        case .letter: return 2794
        }
    }

    /// The CSS `@page` size: a keyword and the orientation, or JIS B5's width and height
    /// (the keyword `B5` is ISO B5).
    var cssSize: String {
        switch self {
        case .a4: return "A4 portrait"
        case .b5: return "182mm 257mm"
        case .letter: return "letter portrait"
        }
    }
}
