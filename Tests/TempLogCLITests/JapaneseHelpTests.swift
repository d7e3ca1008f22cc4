import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// `--help`, `templog help COMMAND`, the manual and completions in Japanese, from help texts
/// that exist in both languages.
@Suite struct JapaneseHelpTests {
    let sandbox = Sandbox()

    func lines(_ arguments: String..., environment: [String: String] = ["TEMPLOG_LANG": "ja"])
        -> [String]
    {
        sandbox.run(arguments, environment: environment).output.split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
    }

    @Test func rootHelpIsInJapanese() {
        let help = lines("--help")
        #expect(help.first == "概要: ターミナルで使う体温の記録帳。")
        for line in [
            "使い方: templog <subcommand>", "オプション:", "  --version               バージョンを表示します。",
            "  -h, --help              ヘルプを表示します。", "サブコマンド:",
            "  add                     体温を記録します。",
            "  help                    サブコマンドのヘルプを表示します。",
            "  詳しいヘルプは templog help <subcommand> で見られます。",
        ] {
            #expect(help.contains(line), "\(line)")
        }
        #expect(lines("help") == help)
        #expect(lines(environment: ["LANG": "ja_JP.UTF-8"]) == help)
    }

    @Test func addHelpIsInJapanese() {
        let help = lines("add", "--help")
        #expect(help.first == "概要: 体温を記録します。")
        #expect(help.contains { $0.hasPrefix("使い方: templog add [<temperature>] [--at <time>]") })
        for line in [
            "引数:", "  <temperature>           体温: 36.5、36,5、３６．５、36.5C、36.5℃、36.5度、",
            "                          36度5分、98.6F など。省略すると、端末では",
            "オプション:", "  --note <text>           メモ: 1 行で 500 文字まで書けます。",
            "  -h, --help              ヘルプを表示します。",
        ] {
            #expect(help.contains(line), "\(line)")
        }
        #expect(lines("help", "add") == help)
        #expect(lines("add", "-h", environment: ["LC_ALL": "ja_JP.UTF-8"]) == help)
        #expect(sandbox.run("add", "--help").output.hasPrefix("OVERVIEW: Record a body"))
    }

    /// Every help text a person can read: the specs' abstracts, discussions, arguments and
    /// options, and the manual's own sections.
    static var helpTexts: [(String, HelpText)] {
        var texts: [(String, HelpText)] = []
        for spec in [CLI.rootSpec, CLI.helpSpec] + CLI.commands.map({ $0.spec }) {
            let name = spec.name.isEmpty ? "templog" : spec.name
            texts.append((name, spec.abstract))
            if let discussion = spec.discussion { texts.append((name, discussion)) }
            texts += spec.arguments.map { ("\(name) <\($0.name)>", $0.help) }
            texts += spec.options.map { ("\(name) --\($0.long)", $0.help) }
            texts += spec.options.map { ("\(name) --\($0.long) summary", $0.summary) }
        }
        texts += ManualPage.environment.map { ("manual \($0.0)", $0.1) }
        texts += ManualPage.exitStatuses.map { ("manual exit \($0.0.rawValue)", $0.1) }
        texts += ManualPage.files.map { ("manual \($0.0)", $0.1) }
        texts.append(("manual notes", ManualPage.renderingNote))
        let headings: [HelpText] = [
            .overview, .usage, .arguments, .options, .subcommands, .seeSubcommandHelp,
            ManualPage.Heading.name, ManualPage.Heading.synopsis, ManualPage.Heading.description,
            ManualPage.Heading.commands, ManualPage.Heading.environment, ManualPage.Heading.files,
            ManualPage.Heading.exitStatus, ManualPage.Heading.examples, ManualPage.Heading.notes,
            ManualPage.Heading.seeAlso,
            ManualPage.userCommands, ManualPage.command, ManualPage.options,
        ]
        texts += headings.map { ("heading \($0.en)", $0) }
        return texts
    }

    /// The option names, environment variables and numbers a text mentions.
    static func literals(_ text: String) -> [String] {
        let pattern = #"--[a-z][a-z-]*|\$[A-Z_]+|[0-9]+\.[0-9]+"#
        return text.matches(of: try! Regex(pattern)).map { String(text[$0.range]) }.sorted()
    }

    @Test func everyHelpTextIsWrittenInJapaneseKeepingItsNamesAndValues() {
        for (place, text) in Self.helpTexts {
            #expect(!text.ja.isEmpty, "\(place)")
            #expect(text.ja != text.en, "\(place) is not translated")
            #expect(
                text.ja.unicodeScalars.contains { (0x3041...0x9FFF).contains($0.value) },
                "\(place) has no Japanese in it: \(text.ja)")
            #expect(
                Self.literals(text.ja) == Self.literals(text.en),
                "\(place) names other options, variables or values in Japanese")
        }
        for spec in CLI.commands.map({ $0.spec }) + [CLI.rootSpec, CLI.helpSpec] {
            let names =
                [spec.name] + spec.arguments.map(\.name)
                + spec.options.flatMap { [$0.long, $0.value ?? ""] }
            #expect(names.allSatisfy { $0.allSatisfy(\.isASCII) }, "\(spec.name)")
        }
    }

    /// Lines fit 80 columns (a kana or kanji takes two), and Japanese lines never start with
    /// closing punctuation or end with an opening bracket.
    @Test(arguments: Language.allCases)
    func helpFitsTheTerminalAndBreaksLinesAsJapaneseDoes(language: Language) {
        let helps =
            [CLI.rootHelp(in: language), CLI.helpSpec.help(in: language)]
            + CLI.commands.map { $0.spec.help(in: language) }
        for help in helps {
            for line in help.split(separator: "\n").map(String.init) {
                #expect(TerminalText.width(line) <= 80, "\(line)")
                let text = line.drop { $0 == " " }
                #expect(text.first.map { !LinePiece.closing.contains($0) } ?? true, "\(line)")
                #expect(text.last.map { !LinePiece.opening.contains($0) } ?? true, "\(line)")
            }
        }
    }

    /// English help fills each line: the first word of a line would not have fitted on the
    /// line before it, even where an English list holds Japanese words (`cough (咳, せき)`).
    @Test func englishHelpFillsEachLineBeforeBreakingIt() {
        let helps = CLI.commands.map { $0.spec.help(in: .en) }
        for help in helps {
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
            for (line, next) in zip(lines, lines.dropFirst()) where next.hasPrefix("   ") {
                let word = next.drop { $0 == " " }.prefix { $0 != " " }
                guard !word.isEmpty, !line.trimmingPrefix(while: { $0 == " " }).isEmpty else {
                    continue
                }
                #expect(
                    TerminalText.width(String(line)) + 1 + TerminalText.width(String(word)) > 80,
                    "\(line)|\(word)")
            }
        }
        #expect(
            wrap(
                "runny-nose (鼻水, runny nose, stuffy nose, はなみず, 鼻づまり)", in: .en, indent: 0,
                firstLineUsed: 40
            )
                == "runny-nose (鼻水, runny nose, stuffy\nnose, はなみず, 鼻づまり)")
    }

    @Test func japaneseWrapsBetweenPhrasesAndKeepsWordsAndPunctuationWhole() {
        let text = "記録ファイル（既定: $TEMPLOG_FILE、なければ $XDG_DATA_HOME/templog/readings.jsonl）。"
        #expect(
            wrap(text, in: .ja, indent: 26, firstLineUsed: 26) == """
                記録ファイル（既定: $TEMPLOG_FILE、なければ
                                          $XDG_DATA_HOME/templog/readings.jsonl）。
                """)
        #expect(
            wrap(String(repeating: "体温を記録します。", count: 5), in: .ja, indent: 0, firstLineUsed: 40)
                == "体温を記録します。体温を記録します。\n体温を記録します。体温を記録します。体温を記録します。")
        #expect(wrap("c（℃）または f（°F）", in: .ja, indent: 0, firstLineUsed: 66) == "c（℃）または\nf（°F）")
        #expect(wrap("「本人」と表示します", in: .ja, indent: 0, firstLineUsed: 64) == "「本人」と\n表示します")
        #expect(
            LinePiece.pieces(of: "読みます。値は")
                == ["読みます。", "値は"].map { LinePiece(text: $0, followsSpace: false) })
    }

    /// 「36度5分」「午後9時10分」 and a number with its counter and particle (「2 桁で」) are
    /// never split, wherever the line happens to end.
    @Test(arguments: 26..<80)
    func japaneseNeverBreaksInsideAWord(firstLineUsed: Int) {
        let text = "体温: 36.5、36.5度、36度5分 など。測った時刻: 午後9時10分 など。小数 2 桁で表示します。"
        let wrapped = wrap(text, in: .ja, indent: 26, firstLineUsed: firstLineUsed)
        let joined = wrapped.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(
            separator: "|")
        for word in ["36度5分", "午後9時10分", "2 桁で"] {
            #expect(joined.contains(word), "\(joined)")
        }
    }

    @Test func aPieceLongerThanALineIsCutWhereTheLineBreakingRulesAllow() {
        let long = wrap(String(repeating: "あ", count: 50), in: .ja, indent: 0)
        #expect(long.split(separator: "\n").map { TerminalText.width(String($0)) } == [80, 20])
    }

    @Test func theManualFollowsTheLanguageAndLangChooses() {
        let japanese = sandbox.run(["manual"], environment: ["LANG": "ja_JP.UTF-8"]).output
        #expect(japanese == sandbox.run("manual", "--lang", "ja").output)
        #expect(japanese.contains(".SH \(ManualPage.escaped("名前"))\n"))
        #expect(japanese.unicodeScalars.allSatisfy { $0.isASCII })
        let english = sandbox.run("manual").output
        #expect(
            sandbox.run(["manual", "--lang", "EN"], environment: ["LANG": "ja_JP.UTF-8"]).output
                == english)
        #expect(english.contains("\n.SH NAME\n"))
        let bad = sandbox.run("manual", "--lang", "fr")
        #expect(bad.status == 64)
        #expect(
            bad.error.hasPrefix(
                "Error: The value 'fr' is invalid for '--lang <language>' (accepted: en, ja)\n"))
    }
}
