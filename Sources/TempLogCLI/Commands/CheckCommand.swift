import TempLogCore

/// `templog check`: look the whole store over, and with `--repair`, fix what is wrong.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        abstract: HelpText(
            en: "Check the store for damage, and repair it.",
            ja: "記録ファイルの傷みを調べ、修復します。"
        ),
        discussion: HelpText(
            en: "Reports unreadable lines, a torn last line, duplicate ids, readings out of "
                + "time order, one person's name spelled several ways, loose file modes, a "
                + "store or directory templog cannot write, a damaged undo journal and leftovers "
                + "of an interrupted rewrite. Exits 0 when the store is sound and 65 when it "
                + "found problems.",
            ja: "読めない行、途中で切れた最後の行、重複した ID、時刻順になっていない記録、"
                + "何通りにも綴られた同じ人の名前、緩すぎるファイルの権限、書き込めない記録ファイル"
                + "やディレクトリ、傷んだ取り消し用の記録、中断された書き直しの残りを報告します。"
                + "問題がなければ 0、問題が見つかれば 65 で終了します。"
        ),
        options: [
            OptionSpec(
                long: "repair",
                help: HelpText(
                    en: "Fix the problems: unreadable lines move to a .rejected file beside the "
                        + "store, never deleted.",
                    ja: "問題を修復します。読めない行は削除せず、記録ファイルの隣の .rejected "
                        + "ファイルに移します。"
                )
            ),
            .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let store = try session.store(arguments)
        let output = session.output
        if arguments.has("repair") {
            if try store.check().needsRewrite { session.note(Message.repairCannotBeUndone()) }
            let actions = try store.repair(now: try session.timeContext().nowTimestamp)
            if !actions.isEmpty {
                try output.write(session.text(Message.repaired("\(store.path)")) + "\n")
                for action in actions { try output.write("  - \(session.text(action.text))\n") }
            }
        }
        let report = try store.check()
        guard report.exists else {
            try output.write(session.text(Message.checkNoStore("\(store.path)")) + "\n")
            return report.isClean ? .success : .data
        }
        let readings = Message.checkReadings(
            "\(report.readingCount)", report.readingCount == 1 ? "" : "s")
        guard !report.isClean else {
            try output.write(
                session.text(Message.checkClean("\(store.path)", .localized(readings))) + "\n")
            if report.hasNoJournal {
                try output.write(session.text(Message.checkNoJournal()) + "\n")
            }
            return .success
        }
        let problems = report.problems
        let count = problems.count
        try output.write(
            session.text(
                Message.checkProblems(
                    "\(store.path)", .localized(readings), "\(count)", count == 1 ? "" : "s"))
                + "\n"
        )
        for problem in problems { try output.write("  \(session.text(problem))\n") }
        if !arguments.has("repair") { try output.write(session.text(Message.checkAdvice()) + "\n") }
        return .data
    }
}
