import TempLogCore
import TempLogText

/// The one-line rule a sheet prints under its header (a person's `--sheet-rule`, else the
/// `sheet-rule` setting): none, or the text a person set. Without either, the sheet says its
/// form's default for the fever threshold (「37.5℃以上のときは登校を控え、学校へ連絡して
/// ください。」 on a school's card).
enum SheetRule: Equatable {
    /// No rule line.
    case none
    /// This text, as typed.
    case text(String)

    /// `none` (any case or width) for no rule, else one line of text a profile field takes
    /// (`ProfileInput`: up to 100 characters, no control characters), trimmed.
    static func parse(_ text: String) throws(InputError) -> SheetRule {
        if TextInput.normalized(text).lowercased() == "none" { return .none }
        return .text(try ProfileInput.parse(text, for: .sheetRule))
    }

    /// The text a profile keeps for the rule: `none`, or the rule's.
    var storedText: String {
        switch self {
        case .none: return "none"
        case .text(let text): return text
        }
    }
}

extension SheetRule {
    /// The line a sheet laid out as `form` prints under its header for the rule `rule`: its
    /// text, nil for `none`, and without a rule the form's default for the fever threshold
    /// `fever` shown in `unit`.
    static func line(
        _ rule: SheetRule?, fever: FeverThreshold, unit: TemperatureUnit, form: SheetForm
    ) -> LocalizedText? {
        switch rule {
        case .text(let text)?: return .verbatim(text)
        case .none?: return nil
        case nil:
            let threshold = fever.display
            switch form {
            case .school(let card) where card.kind == .nursery:
                return .sheet(.sheetRuleNursery(threshold: threshold))
            case .school: return .sheet(.sheetRuleSchool(threshold: threshold))
            case .workplace: return .sheet(.sheetRuleWorkplace(threshold: threshold))
            }
        }
    }
}
