/// The command line itself: options, arguments, commands, and the lines around every error.
enum CommandLineMessage: MessageArea {
    case unknownOption(option: String)
    case unknownCommand(command: String)
    case unknownOptionDidYouMean(option: String, suggestion: String)
    case unknownCommandDidYouMean(command: String, suggestion: String)
    case unknownCommandDidYouMeanAdd(command: String)
    case invalidValue(value: String, option: Spelling, accepted: LocalizedText)
    case invalidCount(value: String, option: Spelling, lowest: Int, highest: Int)
    case acceptedWords(words: Spelling)
    case unquotedValue(argument: String, option: String, value: String)
    case emptyFileOption(option: String)
    case optionTakesNoValue(option: String)
    case missingValue(option: String)
    case missingArgument(argument: String)
    case unexpectedArgument(argument: String)
    case conflictingOptions(option: String, other: String)
    case notAnAnswer(text: String)
    case answeredTwice(name: String)
    case labelled(label: String, reason: LocalizedText)
    case errorLine(reason: LocalizedText)
    case warningLine(reason: LocalizedText)
    case seeHelp(command: String)
    case usageLine(usage: String)
    case skippedLine(line: Int, path: String, preview: String, reason: LocalizedText)
    case skippedMoreLines(count: Int, path: String)
    case argumentNotUTF8(position: Int, shown: String)
    case rangeTooLong(first: LocalizedText, last: LocalizedText, days: Int, maximum: Int)

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .unknownOption(let option):
            return ("Unknown option '\(option)'", "「\(option)」というオプションはありません。")
        case .unknownCommand(let command):
            return ("Unknown command '\(command)'", "「\(command)」というコマンドはありません。")
        case .unknownOptionDidYouMean(let option, let suggestion):
            return (
                "Unknown option '\(option)'. Did you mean '\(suggestion)'?",
                "「\(option)」というオプションはありません。もしかして \(suggestion) ですか？"
            )
        case .unknownCommandDidYouMean(let command, let suggestion):
            return (
                "Unknown command '\(command)'. Did you mean '\(suggestion)'?",
                "「\(command)」というコマンドはありません。もしかして \(suggestion) ですか？"
            )
        case .unknownCommandDidYouMeanAdd(let command):
            return (
                "Unknown command '\(command)'. Did you mean 'templog add \(command)'?",
                "「\(command)」というコマンドはありません。もしかして templog add \(command) ですか？"
            )
        case .invalidValue(let value, let option, let accepted):
            return (
                "The value '\(value)' is invalid for '\(option.en)' (accepted: \(accepted))",
                "「\(value)」は使えません。\(option.ja) には \(accepted)を指定してください。"
            )
        case .invalidCount(let value, let option, let lowest, let highest):
            return (
                "The value '\(value)' is invalid for '\(option.en)' (accepted: a whole number from \(lowest) to \(highest))",
                "「\(value)」は使えません。\(option.ja) には \(lowest)〜\(highest) の整数を指定してください。"
            )
        case .acceptedWords(let words):
            return ("\(words.en)", "\(words.ja)")
        case .unquotedValue(let argument, let option, let value):
            return (
                "Unexpected argument '\(argument)'; a value of \(option) with a space in it is quoted: \(option) \"\(value)\"",
                "余分な引数「\(argument)」があります。\(option) の値に空白を含めるときは \(option) \"\(value)\" のように引用符で囲んでください。"
            )
        case .emptyFileOption(let option):
            return ("The value '' is invalid for '\(option)'", "\(option) の値が空です。ファイルのパスを指定してください。")
        case .optionTakesNoValue(let option):
            return (
                "The option '--\(option)' does not take a value",
                "オプション --\(option) には値を付けられません。値を外してください。"
            )
        case .missingValue(let option):
            return ("Missing value for '\(option)'", "\(option) の値がありません。値を指定してください。")
        case .missingArgument(let argument):
            return (
                "Missing expected argument '<\(argument)>'", "引数 <\(argument)> がありません。指定してください。"
            )
        case .unexpectedArgument(let argument):
            return ("Unexpected argument '\(argument)'", "余分な引数「\(argument)」があります。外してください。")
        case .conflictingOptions(let option, let other):
            return (
                "'--\(option)' and '--\(other)' cannot be used together",
                "--\(option) と --\(other) は同時に使えません。どちらか一方を指定してください。"
            )
        case .notAnAnswer(let text):
            return (
                "--as: '\(text)' is not NAME=NAME, a name the file has and who that is here (--as hana=sato-hana)",
                "--as: 「\(text)」は「ファイルの名前=ここでの名前」の形ではありません（例: --as hana=sato-hana）。"
            )
        case .answeredTwice(let name):
            return (
                "--as gives '\(name)' twice: say once who they are here",
                "--as で「\(name)」が 2 回指定されています。ここで誰に当たるかを 1 回だけ指定してください。"
            )
        case .labelled(let label, let reason):
            return ("\(label): \(reason)", "\(label): \(reason)")
        case .errorLine(let reason):
            return ("Error: \(reason)", "エラー: \(reason)")
        case .warningLine(let reason):
            return ("warning: \(reason)", "警告: \(reason)")
        case .seeHelp(let command):
            return (
                "  See '\(command) --help' for more information.",
                "  詳しくは \(command) --help を見てください。"
            )
        case .usageLine(let usage):
            return ("Usage: \(usage)", "使い方: \(usage)")
        case .skippedLine(let line, let path, let preview, let reason):
            return (
                "skipped line \(line) of '\(path)': not a valid reading, \(reason) (\(preview))",
                "「\(path)」の \(line) 行目は記録として読めないため飛ばしました（\(reason): \(preview)）。"
            )
        case .skippedMoreLines(let count, let path):
            return (
                "skipped \(count) more lines of '\(path)' that are not valid readings",
                "「\(path)」のほかの \(count) 行も記録として読めないため飛ばしました。"
            )
        case .argumentNotUTF8(let position, let shown):
            return (
                "argument \(position) is not valid UTF-8 text ('\(shown)'); templog reads UTF-8 only",
                "引数 \(position) が正しい UTF-8 のテキストではありません（「\(shown)」）。templog は UTF-8 だけを読みます。"
            )
        case .rangeTooLong(let first, let last, let days, let maximum):
            return (
                "\(first) to \(last) is \(days) days; a range covers at most \(maximum) days (choose a shorter one)",
                "\(first)〜\(last) は \(days) 日あります。期間は \(maximum) 日以内にしてください。"
            )
        }
    }
}
