/// One `$` line of an example: what the runner can do in-process.
enum ExampleCommand: Equatable {
    /// `[NAME=value …] templog ARGUMENTS [> FILE]`: templog with these variables added, its
    /// stdout into FILE (in the sandbox) when redirected.
    case templog(environment: [String: String], arguments: [String], outputFile: String?)
    /// `export NAME=value`: the variable set for the rest of the example (and those that
    /// continue it).
    case export(name: String, value: String)
    /// `cat FILE` or `head -N FILE`: a file of the sandbox, or its first N lines.
    case show(file: String, lines: Int?)

    /// The prompt every command line starts with.
    static let prompt = "$ "

    /// Whether `line` runs templog at a prompt (after any variable assignments).
    static func runsTemplog(_ line: Substring) -> Bool {
        guard let command = line.dropping(prefix: prompt) else { return false }
        let words = command.split(separator: " ").drop { ShellWords.assignment(String($0)) != nil }
        return words.first == "templog"
    }

    /// The command of the line `text` (without its prompt).
    init(_ text: Substring) throws(HeaderProblem) {
        var words = try ShellWords.split(text)[...]
        guard !words.contains(where: { ["|", "&&", "||", ";", "<", "2>", "2>&1"].contains($0) })
        else {
            throw HeaderProblem(
                description: "'\(text)' needs a shell (a pipe or another redirection): "
                    + "mark the block '<!-- templog-example: not run — why -->'")
        }
        if words.first == "export", words.count == 2,
            let (name, value) = ShellWords.assignment(words[1])
        {
            self = .export(name: name, value: value)
            return
        }
        if words.first == "cat", words.count == 2 {
            self = .show(file: words[1], lines: nil)
            return
        }
        if words.first == "head", words.count == 3, let count = Int(words[1].dropFirst()),
            words[1].hasPrefix("-"), count > 0
        {
            self = .show(file: words[2], lines: count)
            return
        }
        var environment: [String: String] = [:]
        while let word = words.first, let (name, value) = ShellWords.assignment(word) {
            environment[name] = value
            words.removeFirst()
        }
        guard words.first == "templog" else {
            throw HeaderProblem(
                description: "'\(text)' runs something other than templog (the runner knows "
                    + "templog, export, cat and head -N): mark the block "
                    + "'<!-- templog-example: not run — why -->'")
        }
        words.removeFirst()
        var outputFile: String?
        if let arrow = words.firstIndex(of: ">") {
            guard arrow == words.endIndex - 2 else {
                throw HeaderProblem(description: "'>' takes one file name at the end: \(text)")
            }
            outputFile = words.last
            words = words[..<arrow]
        }
        self = .templog(environment: environment, arguments: Array(words), outputFile: outputFile)
    }
}

/// The `$` lines of a run example, each with the output the page shows for it.
struct ExampleScript {
    /// A command line as the page has it, and the output shown after it.
    struct Step {
        /// The line, prompt included, exactly as on the page.
        let line: String
        /// What the line runs.
        let command: ExampleCommand
        /// The lines after it up to the next prompt, the `# exit N` line included.
        let shown: [Substring]
    }

    /// The exit status line: `# exit 65` after the output of a command that did not succeed.
    static func exitLine(_ status: Int32) -> String { "# exit \(status)" }

    let steps: [Step]

    /// The steps of the block `lines`; a line before the first prompt is an error.
    init(lines: ArraySlice<Substring>) throws(HeaderProblem) {
        var steps: [Step] = []
        var shown: [Substring] = []
        var current: (line: String, command: ExampleCommand)?
        for line in lines {
            guard let text = line.dropping(prefix: ExampleCommand.prompt) else {
                guard current != nil else {
                    throw HeaderProblem(description: "output before the first '$ ': \(line)")
                }
                shown.append(line)
                continue
            }
            if let current {
                steps.append(Step(line: current.line, command: current.command, shown: shown))
            }
            current = (String(line), try ExampleCommand(text))
            shown = []
        }
        if let current {
            steps.append(Step(line: current.line, command: current.command, shown: shown))
        }
        self.steps = steps
    }
}
