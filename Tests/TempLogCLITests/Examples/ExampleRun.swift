import TestSupport

/// The examples of one page run in order: what each showed, and where the page differs.
struct ExampleRun {
    /// A block whose page text is not what running it shows: its fence's line and the diff.
    struct Mismatch {
        let fenceLine: Int
        let diff: String
    }

    /// How many blocks were run, and how many are marked not run.
    private(set) var executed = 0
    private(set) var notRun = 0
    /// Blocks that show something else than what runs, and problems with the page's blocks
    /// (an unmarked `$ templog` block, a header or command the runner cannot read).
    private(set) var mismatches: [Mismatch] = []
    private(set) var problems: [ExampleError] = []
    /// The bodies of the blocks as running them shows them, by block index, where they differ.
    private(set) var updatedBodies: [Int: [String]] = [:]

    /// Runs every example of `page`.
    init(_ page: ExamplePage) {
        var sandbox: ExampleSandbox?
        var files: [(name: String, lines: ArraySlice<Substring>)] = []
        for (index, block) in page.blocks.enumerated() {
            let body = page.lines[block.body]
            switch block.header {
            case .file(let name):
                files.append((name, body))
            case .notRun:
                notRun += 1
            case .run(let settings):
                do {
                    let script = try ExampleScript(lines: body)
                    if !settings.continues || sandbox == nil {
                        if settings.continues {
                            throw HeaderProblem(description: "'continue' with no example before")
                        }
                        let seed = "\(page.name) \(script.steps.first?.line ?? "")"
                        sandbox = ExampleSandbox(settings: settings, seed: seed)
                    } else {
                        sandbox?.add(settings)
                    }
                    for file in files { try sandbox?.write(file: file.name, lines: file.lines) }
                    files = []
                    let shown = script.steps.flatMap { step in
                        [step.line] + sandbox!.run(step.command, settings: settings)
                    }
                    executed += 1
                    let written = body.map(String.init)
                    if shown != written {
                        updatedBodies[index] = shown
                        let diff = Snapshot.diff(
                            from: written.joined(separator: "\n"),
                            to: shown.joined(separator: "\n"))
                        mismatches.append(Mismatch(fenceLine: block.fenceLine, diff: diff))
                    }
                } catch let problem {
                    problems.append(
                        ExampleError(page: page.name, line: block.fenceLine, "\(problem)"))
                }
            case nil:
                if block.runsTemplog {
                    problems.append(
                        ExampleError(
                            page: page.name, line: block.fenceLine,
                            "a block of '$ templog' lines with no header: run it with "
                                + "'<!-- templog-example: … -->' or mark it "
                                + "'<!-- templog-example: not run — why -->'"))
                }
            }
        }
    }
}
