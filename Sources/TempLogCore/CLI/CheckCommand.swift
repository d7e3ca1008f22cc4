/// `templog check`: look the whole store over, and with `--repair`, fix what is wrong.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check the store for damage, and repair it.",
        discussion: "Reports unreadable lines, a torn last line, duplicate ids, readings out of "
            + "time order, loose file modes and leftovers of an interrupted rewrite. Exits 0 when "
            + "the store is sound and 65 when it found problems.",
        options: [
            OptionSpec(
                long: "repair",
                help: "Fix the problems: unreadable lines move to a .rejected file beside the store, "
                    + "never deleted."
            ),
            .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let store = try session.store(arguments)
        if arguments.has("repair") {
            let actions = try store.repair(now: try session.timeContext().nowTimestamp)
            if !actions.isEmpty {
                try session.output.write("Repaired \(store.path):\n")
                for action in actions { try session.output.write("  - \(action)\n") }
            }
        }
        let report = try store.check()
        guard report.exists else {
            try session.output.write("\(store.path): no store yet (the first 'templog add' creates it).\n")
            return report.isClean ? .success : .data
        }
        let readings = "\(report.readingCount) reading\(report.readingCount == 1 ? "" : "s")"
        guard !report.isClean else {
            try session.output.write("\(store.path): \(readings), no problems found.\n")
            return .success
        }
        let problems = report.problems
        try session.output.write(
            "\(store.path): \(readings), \(problems.count) problem\(problems.count == 1 ? "" : "s"):\n"
        )
        for problem in problems { try session.output.write("  \(problem)\n") }
        if !arguments.has("repair") {
            try session.output.write(
                "Run 'templog check --repair' to fix them (unreadable lines are kept in a .rejected file).\n"
            )
        }
        return .data
    }
}
