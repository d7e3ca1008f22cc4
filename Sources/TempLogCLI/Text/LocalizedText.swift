import TempLogCore
import TempLogText

/// A message with its arguments, rendered in a language when it is shown: one case per area of
/// the catalog (Text/Messages), each message a case with labelled arguments.
indirect enum LocalizedText: Sendable {
    /// Text shown as it is in every language (a value, an option's name), control characters
    /// and bidirectional overrides shown as `?`.
    case verbatim(String)
    case input(InputMessage)
    case store(StoreMessage)
    case system(SystemMessage)
    case commandLine(CommandLineMessage)
    case importing(ImportMessage)
    case add(AddMessage)
    case undo(UndoMessage)
    case report(ReportMessage)
    case cycle(CycleMessage)
    case check(CheckMessage)
    case settings(SettingsMessage)
    case value(ValueMessage)
    case sheet(SheetMessage)
    case dose(DoseMessage)
    case people(PeopleMessage)
    case profile(ProfileMessage)
    case episode(EpisodeMessage)
    case course(CourseMessage)

    /// The text in `language`; text in an argument (a note, a line of the store) is never read
    /// as part of the template, and its control characters are shown as `?`, never sent to the
    /// terminal.
    func text(_ language: Language) -> String {
        let message: any MessageArea
        switch self {
        case .verbatim(let text): return TextInput.printable(text)
        case .input(let area): message = area
        case .store(let area): message = area
        case .system(let area): message = area
        case .commandLine(let area): message = area
        case .importing(let area): message = area
        case .add(let area): message = area
        case .undo(let area): message = area
        case .report(let area): message = area
        case .cycle(let area): message = area
        case .check(let area): message = area
        case .settings(let area): message = area
        case .value(let area): message = area
        case .sheet(let area): message = area
        case .dose(let area): message = area
        case .people(let area): message = area
        case .profile(let area): message = area
        case .episode(let area): message = area
        case .course(let area): message = area
        }
        return language.template(of: message.templates).rendered(in: language)
    }
}
