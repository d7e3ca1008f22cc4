import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// Completion scripts and the man page, checked by the real shells and formatters when they
/// are installed (skipped with a message otherwise).
@Suite struct ShellIntegrationTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    init() {
        sandbox.directory.write(
            "readings.jsonl", DailyWorkflowTests.lines.map { $0 + "\n" }.joined())
    }

    static func installed(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The sandbox's environment, with the built templog first on PATH (completions call it).
    var environment: [String: String] {
        sandbox.environment.merging([
            "PATH": builtTemplog().deletingLastPathComponent().path + ":/usr/bin:/bin"
        ]) { $1 }
    }

    func script(_ shell: String, environment: [String: String] = [:]) -> String {
        let path = sandbox.directory.file("templog.\(shell)")
        let script = sandbox.run(["completions", shell], environment: environment).output
        precondition(FileManager.default.createFile(atPath: path, contents: Data(script.utf8)))
        return path
    }

    @Test(
        .enabled(if: installed("bash") != nil, "bash is not installed"),
        arguments: [
            ("templog ex", "export"),
            ("templog add --si", "--site"),
            ("templog add --site a", "armpit"),
            ("templog report --pick m", "max"),
            ("templog help re", "recent report"),
            ("templog recent --who ", "me hana"),
            ("templog add --kind ", "body basal"),
            ("templog recent --kind ", "body basal all"),
            ("templog report --kind ", "body basal all"),
            ("templog cycle ", "start list remove"),
            ("templog cycle --at today ", "start list remove"),
            ("templog config ", "set unset"),
            ("templog config set ", "who unit fever lang file kind sheet-rule paper"),
            ("templog config set sheet-rule ", "none"),
            ("templog config set unit ", "c f"),
            ("templog config set who ", "me hana"),
            ("templog config unset l", "lang"),
            ("templog completions ", "bash zsh fish"),
            ("templog add --symptoms c", "cough chills"),
            ("templog add --symptoms cough,f", "cough,fatigue cough,feverish"),
            // A symptom is offered once, and none only as the whole list.
            ("templog add --symptoms n", "none nausea"),
            ("templog add --symptoms cough,n", "cough,nausea"),
            ("templog add --symptoms chills,cough,c", ""),
        ])
    func bashCompletes(line: String, expected: String) throws {
        var words = line.split(separator: " ").map { "'\($0)'" }
        if line.hasSuffix(" ") { words.append("''") }
        let result = try runProcess(
            Self.installed("bash")!,
            [
                "-c",
                #"source "$0"; COMP_WORDS=(\#(words.joined(separator: " "))); COMP_CWORD=\#(words.count - 1); _templog; echo "${COMPREPLY[*]}""#,
                script("bash"),
            ],
            environment: environment
        )
        #expect(result.error == "")
        #expect(result.output == expected + "\n")
    }

    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed"))
    func zshParsesItsScript() throws {
        let result = try runProcess(
            Self.installed("zsh")!, ["-n", script("zsh")], environment: environment)
        #expect(result.status == 0 && result.error == "", "\(result.error)")
    }

    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishParsesAndCompletes() throws {
        let path = script("fish")
        let parsed = try runProcess(
            Self.installed("fish")!, ["-n", path], environment: environment)
        #expect(parsed.status == 0 && parsed.error == "", "\(parsed.error)")
        let completed = try runProcess(
            Self.installed("fish")!,
            [
                "-c",
                #"source $argv[1]; complete -C "templog ex"; complete -C "templog chart --who ""#,
                path,
            ],
            environment: environment
        )
        #expect(
            completed.output.hasPrefix(
                "export\tPrint readings for scripts and spreadsheets, oldest first.\n"))
        #expect(completed.output.contains("\nhana\t"))
    }

    /// The command is the word after `templog`: a later word that names another command
    /// (here a note) does not bring in that command's choices.
    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishCompletesEachCommandsOwnValues() throws {
        let completed = try runProcess(
            Self.installed("fish")!,
            [
                "-c",
                #"source $argv[1]; complete -C "templog add --note report --kind ""#,
                script("fish"),
            ],
            environment: environment
        )
        #expect(
            completed.output.split(separator: "\n").map { $0.prefix { $0 != "\t" } } == [
                "basal", "body",
            ])
    }

    /// A command's argument words follow the words before them, options and their values
    /// left out.
    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishCompletesCommandWords() throws {
        let lines = [
            ("templog cycle ", ["list", "remove", "start"]),
            ("templog cycle --who hana ", ["list", "remove", "start"]),
            ("templog cycle start ", []),
            ("templog config ", ["set", "unset"]),
            (
                "templog config set ",
                ["fever", "file", "kind", "lang", "paper", "sheet-rule", "unit", "who"]
            ),
            ("templog config set kind ", ["basal", "body"]),
            ("templog config set who ", ["hana", "me"]),
            ("templog completions ", ["bash", "fish", "zsh"]),
            ("templog add --symptoms cough,f", ["cough,fatigue", "cough,feverish"]),
            ("templog add --symptoms n", ["nausea", "none"]),
            ("templog add --symptoms cough,n", ["cough,nausea"]),
            // fish falls back to words containing what is typed; chills and cough not again.
            (
                "templog add --symptoms chills,cough,c",
                ["chills,cough,headache", "chills,cough,muscle-pain"]
            ),
        ]
        let path = script("fish")
        for (line, expected) in lines {
            let completed = try runProcess(
                Self.installed("fish")!,
                ["-c", #"source $argv[1]; complete -C "\#(line)""#, path],
                environment: environment
            )
            #expect(
                completed.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
                    .sorted() == expected, "\(line)")
        }
    }

    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishDescribesCommandsInJapanese() throws {
        let completed = try runProcess(
            Self.installed("fish")!,
            [
                "-c", #"source $argv[1]; complete -C "templog ex"; complete -C "templog add --no""#,
                script("fish", environment: ["LANG": "ja_JP.UTF-8"]),
            ],
            environment: environment
        )
        #expect(
            completed.output
                == "export\tスクリプトや表計算ソフト向けに、記録を古い順に出力します。\n"
                + "--note\t1 行のメモ\n")
    }

    /// Symptoms, sites, kinds and the reasons of a disturbed basal reading are offered with
    /// their names in the language of the script, as fish shows them beside each value.
    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishOffersValuesWithTheirJapaneseNames() throws {
        let path = script("fish", environment: ["LANG": "ja_JP.UTF-8"])
        for (line, expected) in [
            ("templog add --symptoms co", ["cough\t咳"]),
            (
                "templog add --symptoms cough,sore",
                ["cough,sore-eyes\t目の充血・目やに", "cough,sore-throat\tのどの痛み"]
            ),
            ("templog add --symptoms no", ["none\t症状なし"]),
            ("templog add --site arm", ["armpit\tわき"]),
            ("templog add --kind ba", ["basal\t基礎体温"]),
            ("templog add --basal --disturbed sh", ["short-sleep\t寝不足"]),
            ("templog recent --unit ", ["c\t℃", "f\t°F"]),
            ("templog cycle st", ["start\t記録"]),
        ] {
            let completed = try runProcess(
                Self.installed("fish")!, ["-c", #"source $argv[1]; complete -C "\#(line)""#, path],
                environment: environment)
            #expect(completed.output.split(separator: "\n").map(String.init) == expected, "\(line)")
        }
    }

    /// zsh reads the values with their Japanese names: `_arguments` gets `((cough\:咳 …))`
    /// lists, `_values` gets `cough[咳]` items, and the script parses.
    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed"))
    func zshOffersValuesWithTheirJapaneseNames() throws {
        let text = sandbox.run(["completions", "zsh"], environment: ["LANG": "ja_JP.UTF-8"]).output
        for item in [
            #""cough[咳]""#, #""none[症状なし]""#, #"armpit\:わき"#, #"basal\:基礎体温"#,
            #"c\:℃ f\:°F"#, "'start:記録'", #"short-sleep\:寝不足 alcohol\:飲酒"#,
        ] {
            #expect(text.contains(item), "\(item)")
        }
        let path = script("zsh", environment: ["LANG": "ja_JP.UTF-8"])
        let parsed = try runProcess(Self.installed("zsh")!, ["-n", path], environment: environment)
        #expect(parsed.status == 0 && parsed.error == "", "\(parsed.error)")
    }

    /// Types each of `lines` and a Tab at `shell` (interactive, on a terminal of its own, its
    /// start-up file having sourced the script), and returns each edit line as the completion
    /// left it: the start-up file binds Ctrl-T to print the line between `<<` and `>>`, and
    /// Ctrl-U clears it.
    func completedLines(
        _ shell: String, _ arguments: [String], environment extra: [String: String] = [:],
        lines: [String]
    ) throws -> [String] {
        var environment = self.environment.merging(extra) { $1 }
        environment["TERM"] = "dumb"
        environment["LANG"] = "C.UTF-8"
        let terminal = try PseudoTerminal(
            shell, arguments, environment: childEnvironment(environment))
        try terminal.expect("ready> ")
        var completed: [String] = []
        for line in lines {
            try terminal.type(line + "\t\u{14}")
            try terminal.expect("<<")
            completed.append(String(try terminal.expect(">>").dropLast(2)))
            try terminal.type("\u{15}")
        }
        return completed
    }

    /// People who need quoting, a Japanese name and a file name with a space, in the store
    /// and the sandbox's `files` directory.
    func addPeopleAndAFile() throws {
        for name in ["o'neil", "花子", "ann-marie"] {
            #expect(sandbox.run("add", "36.5", "--who", name).status == 0)
        }
        try sandbox.directory.write([], to: "files/my file.csv")
    }

    /// What Tab leaves on the line in each shell: a name or file name typed as the shell
    /// reads it back (the apostrophe escaped, Japanese as it is), and a command's option value
    /// from that command's own choices.
    static let completions = [
        ("templog add --who o", #"templog add --who o\'neil "#),
        (#"templog add --who o\'"#, #"templog add --who o\'neil "#),
        ("templog add --who 花", "templog add --who 花子 "),
        ("templog add --who ann", "templog add --who ann-marie "),
        ("templog add --file files/my", #"templog add --file files/my\ file.csv "#),
        ("templog report --kind a", "templog report --kind all "),
        ("templog add --site arm", "templog add --site armpit "),
        ("templog recent --unit f", "templog recent --unit f "),
    ]

    /// What Tab leaves on the line for a command's argument words in every shell: the word
    /// the arguments before it allow, completed.
    static let wordCompletions = [
        ("templog cycle st", "templog cycle start "),
        ("templog cycle --at today r", "templog cycle --at today remove "),
        ("templog config u", "templog config unset "),
        ("templog config set un", "templog config set unit "),
        ("templog config set lang j", "templog config set lang ja "),
        ("templog config set who ha", "templog config set who hana "),
        ("templog completions z", "templog completions zsh "),
    ]

    @Test(
        .enabled(if: installed("bash") != nil, "bash is not installed"),
        .enabled(if: PseudoTerminal.isSupported, "needs Linux pseudo-terminals"))
    func bashCompletesQuotedValuesAtATerminal() throws {
        try addPeopleAndAFile()
        sandbox.directory.write(
            "bashrc",
            """
            PS1='ready> '
            source '\(script("bash"))'
            bind -x '"\\C-t": printf "<<%s>>" "$READLINE_LINE"'
            cd '\(sandbox.directory.path)'

            """)
        let lines =
            Self.completions + Self.wordCompletions + [
                ("templog add --kind a", "templog add --kind a"),
                // A symptom list goes on after a comma: no space after the name.
                ("templog add --symptoms cough,he", "templog add --symptoms cough,headache"),
            ]
        let completed = try completedLines(
            Self.installed("bash")!,
            ["--rcfile", sandbox.directory.file("bashrc"), "--noprofile", "-i"],
            lines: lines.map(\.0))
        #expect(completed == lines.map(\.1))
    }

    @Test(
        .enabled(if: installed("zsh") != nil, "zsh is not installed"),
        .enabled(if: PseudoTerminal.isSupported, "needs Linux pseudo-terminals"))
    func zshCompletesQuotedValuesAtATerminal() throws {
        try addPeopleAndAFile()
        sandbox.directory.write(
            ".zshrc",
            """
            PS1='ready> '
            bindkey -e
            autoload -U compinit && compinit -u -D
            source '\(script("zsh"))'
            print-line() { print -rn -- "<<$BUFFER>>" }
            zle -N print-line
            bindkey '^T' print-line
            cd '\(sandbox.directory.path)'

            """)
        let lines =
            Self.completions + Self.wordCompletions + [
                ("templog add --kind a", "templog add --kind a"),
                ("templog stats --k", "templog stats --kind "),
                // zsh ends a list's name with a comma, taken back if a space is typed.
                ("templog add --symptoms cough,he", "templog add --symptoms cough,headache,"),
            ]
        let completed = try completedLines(
            Self.installed("zsh")!, ["-i"],
            environment: ["ZDOTDIR": sandbox.directory.path], lines: lines.map(\.0))
        #expect(completed == lines.map(\.1))
    }

    /// fish matches inside words too, so `add --kind a` completes to basal there; that `add`
    /// offers no `all` is checked with `complete -C`.
    @Test(
        .enabled(if: installed("fish") != nil, "fish is not installed"),
        .enabled(if: PseudoTerminal.isSupported, "needs Linux pseudo-terminals"))
    func fishCompletesQuotedValuesAtATerminal() throws {
        try addPeopleAndAFile()
        sandbox.directory.write(
            "config.fish",
            """
            function fish_prompt; printf 'ready> '; end
            source '\(script("fish"))'
            bind \\ct 'printf "<<%s>>" (commandline)'
            cd '\(sandbox.directory.path)'

            """)
        let lines =
            Self.completions + Self.wordCompletions + [
                ("templog add --symptoms cough,he", "templog add --symptoms cough,headache ")
            ]
        let completed = try completedLines(
            Self.installed("fish")!,
            ["--no-config", "-i", "-C", "source '\(sandbox.directory.file("config.fish"))'"],
            lines: lines.map(\.0))
        #expect(completed == lines.map(\.1))
    }

    @Test func anUnknownShellIsAUsageError() {
        let result = sandbox.run("completions", "tcsh")
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix(
                "Error: The value 'tcsh' is invalid for '<shell>' (accepted: bash, zsh, fish)\n"))
    }

    @Test func peopleNamesFeedsCompletion() {
        #expect(sandbox.run("people", "--names").output == "me\nhana\n")
        #expect(Sandbox().run("people", "--names").output == "")
    }

    /// Completion offers the people of the last 30 days: someone last seen in the summer is not
    /// offered, and the store is read from its end, not whole.
    @Test func completionOffersThePeopleOfTheLast30Days() {
        let store = Sandbox(now: "2026-11-29T08:00:00+09:00")
        store.run("add", "36.5", "--who", "taro", "--at", "2026-07-01 07:00")
        store.run("add", "36.6", "--who", "hana", "--at", "2026-11-20 07:00")
        store.run("add", "36.4", "--at", "2026-11-01 07:00")
        #expect(store.run("people", "--names", "--days", "30").output == "me\nhana\n")
        #expect(store.run("people", "--names").output == "me\nhana\ntaro\n")
        #expect(store.run("people", "--names", "--date", "2026-07-01").output == "taro\n")
        #expect(
            CompletionScript.script(for: .bash, in: .en).contains(
                "templog people --names --days 30"))
    }

    /// Each command's own section of the manual and its own line of the bash script list
    /// exactly that command's options: no option is missing, and none is borrowed from another.
    @Test func theManualAndCompletionsListEachCommandsOwnOptions() throws {
        let manual = sandbox.run("manual").output
        let bash = sandbox.run("completions", "bash").output.split(separator: "\n")
        func optionNames(_ text: Substring) -> Set<String> {
            var names: Set<String> = []
            var rest = text
            while let range = rest.range(of: "--") {
                let name = rest[range.upperBound...].prefix { $0.isLetter || $0 == "-" }
                if !name.isEmpty { names.insert(String(name)) }
                rest = rest[range.upperBound...]
            }
            return names
        }
        for command in CLI.commands {
            let expected = Set(command.spec.options.map(\.long))
            let start = try #require(manual.range(of: #".SS "templog \#(command.spec.name)"#))
            let section = manual[start.upperBound...]
            let end =
                section.range(of: "\n.SS ")?.lowerBound ?? section.range(of: "\n.SH ")!.lowerBound
            let unescaped = section[..<end].replacingOccurrences(of: #"\-"#, with: "-")
            let documented = optionNames(
                Substring(
                    unescaped.split(separator: "\n").filter { $0.hasPrefix(".B") }.joined(
                        separator: "\n")))
            #expect(documented == expected, "manual section of \(command.spec.name)")
            let line = try #require(
                bash.first { $0.hasPrefix("        \(command.spec.name)) _templog_reply ") })
            #expect(optionNames(line) == expected, "bash completion of \(command.spec.name)")
        }
        #expect(manual.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test(.enabled(if: installed("groff") != nil, "groff is not installed"))
    func groffRendersTheManualWithoutWarnings() throws {
        let path = sandbox.directory.file("templog.1")
        precondition(
            FileManager.default.createFile(
                atPath: path, contents: Data(sandbox.run("manual").output.utf8)))
        let result = try runProcess(
            Self.installed("groff")!, ["-man", "-Tutf8", "-ww", "-z", path],
            environment: environment)
        #expect(result.status == 0)
        #expect(result.error == "")
        if let man = Self.installed("man") {
            let page = try runProcess(
                man, ["-l", path],
                environment: environment.merging(["LANG": "C.UTF-8", "MANWIDTH": "80"]) { $1 })
            #expect(page.error == "")
            #expect(page.output.contains("templog - a body temperature log for the terminal"))
        }
    }

    /// The Japanese page, as `templog manual | man -l -` shows it in a UTF-8 locale: its
    /// sections under their Japanese names, and its lines broken between kana and kanji so
    /// they fit the width.
    @Test(.enabled(if: installed("man") != nil, "man is not installed"))
    func manRendersTheJapaneseManual() throws {
        let path = sandbox.directory.file("templog.ja.1")
        let manual = sandbox.run(["manual"], environment: ["TEMPLOG_LANG": "ja"]).output
        precondition(FileManager.default.createFile(atPath: path, contents: Data(manual.utf8)))
        if let groff = Self.installed("groff") {
            let checked = try runProcess(
                groff, ["-man", "-Tutf8", "-ww", "-z", path], environment: environment)
            #expect(checked.status == 0 && checked.error == "", "\(checked.error)")
        }
        let page = try runProcess(
            Self.installed("man")!, ["-l", path],
            environment: environment.merging(["LANG": "C.UTF-8", "MANWIDTH": "80"]) { $1 })
        #expect(page.error == "")
        let lines = page.output.split(separator: "\n").map(String.init)
        for heading in [
            "名前", "書式", "説明", "コマンド", "環境変数", "ファイル", "終了ステータス", "例", "注意", "関連項目",
        ] {
            #expect(lines.contains(heading), "\(heading)")
        }
        for line in [
            "       templog - ターミナルで使う体温の記録帳", "       体温を記録します。",
            "              ヘルプを表示します。", "       0      正常終了。",
            #"       templog add 36度5分 --at "昨日 7:30" --who hana"#,
        ] {
            #expect(lines.contains(line), "\(line)")
        }
        #expect(lines.allSatisfy { TerminalText.width($0) <= 80 }, "\(page.output)")
    }
}
