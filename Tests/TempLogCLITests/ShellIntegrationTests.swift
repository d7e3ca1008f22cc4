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
                + "--note\tメモ: 1 行、500 文字まで。\n")
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
            let section = manual[start.upperBound...].prefix { _ in true }
            let end =
                section.range(of: "\n.SS ")?.lowerBound ?? section.range(of: "\n.SH ")!.lowerBound
            let unescaped = section[..<end].replacingOccurrences(of: #"\-"#, with: "-")
            let documented = optionNames(
                Substring(
                    unescaped.split(separator: "\n").filter { $0.hasPrefix(".B") }.joined(
                        separator: "\n")))
            #expect(documented == expected, "manual section of \(command.spec.name)")
            let line = try #require(
                bash.first { $0.hasPrefix("        \(command.spec.name)) COMPREPLY") })
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
        for heading in ["名前", "書式", "説明", "コマンド", "環境変数", "ファイル", "終了ステータス", "例", "関連項目"] {
            #expect(lines.contains(heading), "\(heading)")
        }
        for line in [
            "       templog - ターミナルで使う体温の記録帳", "       体温を記録します。",
            "              ヘルプを表示します。", "       0      成功。",
        ] {
            #expect(lines.contains(line), "\(line)")
        }
        #expect(lines.allSatisfy { TerminalText.width($0) <= 80 }, "\(page.output)")
    }
}
