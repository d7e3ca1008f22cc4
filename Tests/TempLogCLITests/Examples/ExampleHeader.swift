/// The comment on the line before a fenced block that says what the block is:
///
/// - `<!-- templog-example: [continue] [tty] [NAME=value …] [answer="text" …] -->`: the block's
///   `$` lines are run and their output compared. `continue` builds on the store and files of
///   the page's previous example (and its environment); otherwise the block starts in a fresh
///   sandbox. `NAME=value` sets an environment variable (`TZ`, `TEMPLOG_NOW`, `LANG`, …).
///   `answer="…"` is a line typed at the terminal when templog asks (stdin is then a
///   terminal; one per question, in order). `tty` makes stdout a terminal.
/// - `<!-- templog-example: not run — <why> -->`: the block is shown, not run; `why` is
///   required.
/// - `<!-- templog-file: NAME -->`: the block is a file, written as `NAME` into the sandbox of
///   the next example that runs (for `import NAME`, say); `~/` starts a path in its `HOME`.
enum ExampleHeader: Equatable {
    /// A block that is run.
    case run(ExampleSettings)
    /// A block that is not run, and why.
    case notRun(reason: String)
    /// A block that is a file the next example finds in its directory.
    case file(name: String)

    /// The clock and zone of an example whose header names none: Sunday 29 November 2026,
    /// 07:31 in Tokyo (the tests' usual morning).
    static let defaultEnvironment = [
        "TZ": "Asia/Tokyo", "TEMPLOG_NOW": "2026-11-29T07:31:00+09:00",
    ]

    /// The header `comment` states, or nil when it is not a templog comment at all.
    init?(comment: Substring) throws(HeaderProblem) {
        let line = comment.trimmingSpaces
        guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return nil }
        let inside = line.dropFirst(4).dropLast(3).trimmingSpaces
        if let name = inside.dropping(prefix: "templog-file:") {
            let words = try ShellWords.split(name)
            guard words.count == 1, !words[0].hasPrefix("/"),
                !words[0].split(separator: "/").contains("..")
            else {
                throw HeaderProblem(
                    description: "templog-file takes one path in the sandbox: '\(name)'")
            }
            self = .file(name: words[0])
            return
        }
        guard let settings = inside.dropping(prefix: "templog-example") else { return nil }
        var rest = settings.trimmingSpaces
        if rest.hasPrefix(":") { rest = rest.dropFirst().trimmingSpaces }
        if let why = rest.dropping(prefix: "not run") {
            let reason = why.drop { " —-:".contains($0) }.trimmingSpaces
            guard !reason.isEmpty else {
                throw HeaderProblem(description: "'not run' needs a reason: 'not run — why'")
            }
            self = .notRun(reason: String(reason))
            return
        }
        self = .run(try ExampleSettings(words: ShellWords.split(rest)))
    }
}

/// How a run example runs: its environment, its answers, and whether it builds on the one
/// before.
struct ExampleSettings: Equatable {
    /// The environment the header sets (added to the sandbox's `HOME`).
    var environment: [String: String] = [:]
    /// Whether the example builds on the page's previous example.
    var continues = false
    /// The lines typed at the terminal, when stdin is one.
    var answers: [String]?
    /// Whether stdout is a terminal.
    var outputIsTerminal = false

    init(words: [String]) throws(HeaderProblem) {
        for word in words {
            if word == "continue" {
                continues = true
            } else if word == "tty" {
                outputIsTerminal = true
            } else if let answer = word.dropping(prefix: "answer=") {
                answers = (answers ?? []) + [String(answer)]
            } else if let (name, value) = ShellWords.assignment(word) {
                environment[name] = value
            } else {
                throw HeaderProblem(
                    description: "unknown setting '\(word)' (accepted: continue, tty, "
                        + "answer=\"…\", NAME=value, or 'not run — why')")
            }
        }
    }
}

extension StringProtocol {
    /// The text without spaces at either end.
    var trimmingSpaces: SubSequence {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }

    /// The rest of the text after `prefix`, or nil when it does not start with it.
    func dropping(prefix: String) -> SubSequence? {
        hasPrefix(prefix) ? dropFirst(prefix.count) : nil
    }
}
