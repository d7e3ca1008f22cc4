import Testing

@testable import TempLogCLI

/// An area of the catalog as its tests reach it: every message, each built with a marker
/// naming each argument (`<path>`, `4_201` for a count).
protocol CatalogExample {
    associatedtype Kind: CaseIterable, Equatable
    var kind: Kind { get }
    var localized: LocalizedText { get }
    static func example(of kind: Kind) -> Self
}

extension CatalogExample {
    static var examples: [LocalizedText] {
        Kind.allCases.map { example(of: $0).localized }
    }
}

extension ReadingMention {
    static let example = ReadingMention(
        temperature: .verbatim("<temperature>"), typed: .verbatim("<typed>"),
        person: .verbatim("<person>"), time: Spelling(en: "<time.en>", ja: "<time.ja>"),
        day: .verbatim("<day>"), id: "<id>")
}

/// Every message of the catalog in every language: each template uses exactly the arguments
/// its constructor provides, as often as the English one does.
@Suite struct MessageCatalogTests {
    static let messages: [LocalizedText] =
        InputMessage.examples + StoreMessage.examples + SystemMessage.examples
        + CommandLineMessage.examples + ImportMessage.examples + AddMessage.examples
        + UndoMessage.examples + ReportMessage.examples + CycleMessage.examples
        + CheckMessage.examples + SettingsMessage.examples + ValueMessage.examples
        + SheetMessage.examples + DoseMessage.examples + PeopleMessage.examples
        + ProfileMessage.examples + EpisodeMessage.examples + CourseMessage.examples

    /// Each argument's marker as `language` must show it, nil where that language need not
    /// show it: a spelling shows its own language's column, the C library's words only in
    /// English.
    static func markers(in value: Any, _ language: Language) -> [String?] {
        switch value {
        case let text as String: return [text]
        case let number as Int: return [String(number)]
        case let text as LocalizedText: return [text.text(.en)]
        case let spelling as Spelling: return [language == .en ? spelling.en : spelling.ja]
        case let description as SystemDescription:
            return [language == .en ? description.english : nil]
        default:
            return Mirror(reflecting: value).children.flatMap { markers(in: $0.value, language) }
        }
    }

    static func occurrences(of marker: String, in text: String) -> Int {
        text.split(separator: marker, omittingEmptySubsequences: false).count - 1
    }

    /// The ways `text` in `language` differs from the arguments of its message: an argument
    /// not shown, shown a different number of times than in English, or another language's
    /// spelling shown.
    static func mismatches(_ text: LocalizedText, in language: Language) -> [String] {
        let message: Any = Mirror(reflecting: text).children.first!.value
        let english = text.text(.en)
        let rendered = text.text(language)
        var found: [String] = []
        for (index, expected) in markers(in: message, .en).enumerated() {
            guard let expected else { continue }
            let shownInEnglish = occurrences(of: expected, in: english)
            if shownInEnglish == 0 { found.append("English does not show \(expected)") }
            for other in Language.allCases {
                guard let marker = markers(in: message, other)[index] else { continue }
                let count = occurrences(of: marker, in: rendered)
                if other == language, count != shownInEnglish {
                    found.append(
                        "\(language) shows \(marker) \(count) times, English \(shownInEnglish)")
                }
                if other != language, marker != markers(in: message, language)[index], count > 0 {
                    found.append("\(language) shows \(other)'s \(marker)")
                }
            }
        }
        return found
    }

    @Test func everyAreaListsEachMessageOnce() {
        #expect(InputMessage.Kind.allCases.allSatisfy { InputMessage.example(of: $0).kind == $0 })
        #expect(StoreMessage.Kind.allCases.allSatisfy { StoreMessage.example(of: $0).kind == $0 })
        #expect(SystemMessage.Kind.allCases.allSatisfy { SystemMessage.example(of: $0).kind == $0 })
        #expect(
            CommandLineMessage.Kind.allCases.allSatisfy {
                CommandLineMessage.example(of: $0).kind == $0
            })
        #expect(ImportMessage.Kind.allCases.allSatisfy { ImportMessage.example(of: $0).kind == $0 })
        #expect(AddMessage.Kind.allCases.allSatisfy { AddMessage.example(of: $0).kind == $0 })
        #expect(UndoMessage.Kind.allCases.allSatisfy { UndoMessage.example(of: $0).kind == $0 })
        #expect(ReportMessage.Kind.allCases.allSatisfy { ReportMessage.example(of: $0).kind == $0 })
        #expect(CycleMessage.Kind.allCases.allSatisfy { CycleMessage.example(of: $0).kind == $0 })
        #expect(CheckMessage.Kind.allCases.allSatisfy { CheckMessage.example(of: $0).kind == $0 })
        #expect(
            SettingsMessage.Kind.allCases.allSatisfy { SettingsMessage.example(of: $0).kind == $0 })
        #expect(ValueMessage.Kind.allCases.allSatisfy { ValueMessage.example(of: $0).kind == $0 })
        #expect(SheetMessage.Kind.allCases.allSatisfy { SheetMessage.example(of: $0).kind == $0 })
        #expect(DoseMessage.Kind.allCases.allSatisfy { DoseMessage.example(of: $0).kind == $0 })
        #expect(PeopleMessage.Kind.allCases.allSatisfy { PeopleMessage.example(of: $0).kind == $0 })
        #expect(
            ProfileMessage.Kind.allCases.allSatisfy { ProfileMessage.example(of: $0).kind == $0 })
        #expect(
            EpisodeMessage.Kind.allCases.allSatisfy { EpisodeMessage.example(of: $0).kind == $0 })
        #expect(
            CourseMessage.Kind.allCases.allSatisfy { CourseMessage.example(of: $0).kind == $0 })
        #expect(Self.messages.count == 702)
    }

    @Test(arguments: Language.allCases)
    func everyTemplateUsesExactlyTheArgumentsOfItsMessage(language: Language) {
        for message in Self.messages {
            let mismatches = Self.mismatches(message, in: language)
            #expect(mismatches.isEmpty, "\(message.text(.en)): \(mismatches)")
        }
    }

    /// Only the messages that are punctuation around their arguments read the same.
    @Test func everyMessageIsTranslated() {
        let alike = Self.messages.filter { $0.text(.ja) == $0.text(.en) }.map { $0.text(.en) }
        #expect(
            alike == [
                "<label>: <reason>", "<time> <temperature>", "<path>:4201: <reason>",
                "    <command>",
            ])
    }
}
