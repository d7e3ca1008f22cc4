@testable import TempLogCLI

extension CommandLineMessage: CatalogExample {
    enum Kind: CaseIterable {
        case unquotedValue
        case acceptedWords
        case unknownOption
        case unknownCommand
        case unknownOptionDidYouMean
        case unknownCommandDidYouMean
        case unknownCommandDidYouMeanAdd
        case invalidValue
        case invalidCount
        case emptyFileOption
        case optionTakesNoValue
        case missingValue
        case missingArgument
        case unexpectedArgument
        case conflictingOptions
        case notAnAnswer
        case answeredTwice
        case labelled
        case errorLine
        case warningLine
        case seeHelp
        case usageLine
        case skippedLine
        case skippedMoreLines
        case argumentNotUTF8
        case rangeTooLong
    }

    var localized: LocalizedText { .commandLine(self) }

    var kind: Kind {
        switch self {
        case .unquotedValue: return .unquotedValue
        case .acceptedWords: return .acceptedWords
        case .unknownOption: return .unknownOption
        case .unknownCommand: return .unknownCommand
        case .unknownOptionDidYouMean: return .unknownOptionDidYouMean
        case .unknownCommandDidYouMean: return .unknownCommandDidYouMean
        case .unknownCommandDidYouMeanAdd: return .unknownCommandDidYouMeanAdd
        case .invalidValue: return .invalidValue
        case .invalidCount: return .invalidCount
        case .emptyFileOption: return .emptyFileOption
        case .optionTakesNoValue: return .optionTakesNoValue
        case .missingValue: return .missingValue
        case .missingArgument: return .missingArgument
        case .unexpectedArgument: return .unexpectedArgument
        case .conflictingOptions: return .conflictingOptions
        case .notAnAnswer: return .notAnAnswer
        case .answeredTwice: return .answeredTwice
        case .labelled: return .labelled
        case .errorLine: return .errorLine
        case .warningLine: return .warningLine
        case .seeHelp: return .seeHelp
        case .usageLine: return .usageLine
        case .skippedLine: return .skippedLine
        case .skippedMoreLines: return .skippedMoreLines
        case .argumentNotUTF8: return .argumentNotUTF8
        case .rangeTooLong: return .rangeTooLong
        }
    }

    static func example(of kind: Kind) -> Self {
        switch kind {
        case .unquotedValue:
            return .unquotedValue(argument: "<argument>", option: "<option>", value: "<value>")
        case .acceptedWords:
            return .acceptedWords(words: Spelling(en: "<words.en>", ja: "<words.ja>"))
        case .unknownOption: return .unknownOption(option: "<option>")
        case .unknownCommand: return .unknownCommand(command: "<command>")
        case .unknownOptionDidYouMean:
            return .unknownOptionDidYouMean(option: "<option>", suggestion: "<suggestion>")
        case .unknownCommandDidYouMean:
            return .unknownCommandDidYouMean(command: "<command>", suggestion: "<suggestion>")
        case .unknownCommandDidYouMeanAdd: return .unknownCommandDidYouMeanAdd(command: "<command>")
        case .invalidValue:
            return .invalidValue(
                value: "<value>", option: Spelling(en: "<option.en>", ja: "<option.ja>"),
                accepted: .verbatim("<accepted>"))
        case .invalidCount:
            return .invalidCount(
                value: "<value>", option: Spelling(en: "<option.en>", ja: "<option.ja>"),
                lowest: 4_201, highest: 4_202)
        case .emptyFileOption: return .emptyFileOption(option: "<option>")
        case .optionTakesNoValue: return .optionTakesNoValue(option: "<option>")
        case .missingValue: return .missingValue(option: "<option>")
        case .missingArgument: return .missingArgument(argument: "<argument>")
        case .unexpectedArgument: return .unexpectedArgument(argument: "<argument>")
        case .conflictingOptions: return .conflictingOptions(option: "<option>", other: "<other>")
        case .labelled: return .labelled(label: "<label>", reason: .verbatim("<reason>"))
        case .errorLine: return .errorLine(reason: .verbatim("<reason>"))
        case .warningLine: return .warningLine(reason: .verbatim("<reason>"))
        case .seeHelp: return .seeHelp(command: "<command>")
        case .usageLine: return .usageLine(usage: "<usage>")
        case .skippedLine:
            return .skippedLine(
                line: 4_201, path: "<path>", preview: "<preview>", reason: .verbatim("<reason>"))
        case .skippedMoreLines: return .skippedMoreLines(count: 4_201, path: "<path>")
        case .argumentNotUTF8: return .argumentNotUTF8(position: 4_201, shown: "<shown>")
        case .rangeTooLong:
            return .rangeTooLong(
                first: .verbatim("<first>"), last: .verbatim("<last>"), days: 4_201,
                maximum: 4_202)
        case .notAnAnswer: return .notAnAnswer(text: "<text>")
        case .answeredTwice: return .answeredTwice(name: "<name>")
        }
    }
}
