import TempLogCore

/// The one-line rule a sheet prints under its header (the `sheet-rule` setting): none, or the
/// text a person set. Without the setting, the sheet says its language's default for the
/// fever threshold (「37.5℃以上のときは登校・出勤を控えてください。」).
enum SheetRule: Equatable {
    /// No rule line.
    case none
    /// This text, as typed.
    case text(String)

    /// The longest rule, in characters: one printed line.
    static let longest = 100
}

extension SheetRule {
    /// The line a sheet prints under its header for the setting `rule`: its text, nil for
    /// `none`, and without the setting the default rule for the fever threshold `fever` shown
    /// in `unit`.
    static func line(_ rule: SheetRule?, fever: FeverThreshold, unit: TemperatureUnit)
        -> LocalizedText?
    {
        switch rule {
        case .text(let text)?: return .verbatim(text)
        case .none?: return nil
        case nil: return .sheet(.sheetRule(threshold: fever.temperature.display(unit)))
        }
    }
}
