import TempLogCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `templog check`: look the whole store over, and with `--repair`, fix what is wrong.
enum CheckCommand: Command {
    static let repair = Flag(
        long: "repair",
        summary: HelpText(en: "Fix the problems", ja: "問題を修復"),
        help: HelpText(
            en: "Fix the problems: unreadable lines move to a .rejected file beside the "
                + "store, never deleted.",
            ja: "問題を修復します。読めない行は削除せず、記録ファイルの隣の .rejected "
                + "ファイルに移します。"
        )
    )

    static let spec = CommandSpec(
        name: "check",
        abstract: HelpText(
            en: "Check the store for damage, and repair it.",
            ja: "記録ファイルの破損を調べ、修復します。"
        ),
        discussion: HelpText(
            en: "Reports unreadable lines, a torn last line, duplicate ids, readings out of "
                + "time order, one person's name spelled several ways, loose file modes, a "
                + "store or directory templog cannot write, a damaged undo journal, leftovers "
                + "of an interrupted rewrite, and copies a sync service (Syncthing, Dropbox, "
                + "Nextcloud) made of the store or a file beside it, with the command that merges "
                + "each. Exits 0 when the store is sound and 65 when it found problems.",
            ja: "読めない行、途中で切れた最後の行、重複した ID、時刻順になっていない記録、"
                + "何通りにも綴られた同じ人の名前、緩すぎるファイルの権限、書き込めない記録ファイル"
                + "やディレクトリ、破損した取り消し履歴、中断された書き直しの残り、同期サービス"
                + "（Syncthing・Dropbox・Nextcloud）が作った記録ファイルやその隣のファイルのコピーを"
                + "報告します。コピーには取り込むコマンドを添えます。問題がなければ 0、問題が"
                + "見つかれば 65 で終了します。"
        ),
        options: [
            repair.spec,
            .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let store = try session.store(settings, arguments)
        let output = session.output
        if arguments[repair] {
            let before = try store.check()
            if before.needsRewrite, !before.isNotAStore {
                session.note(.undo(.repairCannotBeUndone))
            }
            var actions = try store.repair(now: settings.time.nowTimestamp)
            actions += try removeSettingsLeftovers(settings, in: session)
            if !actions.isEmpty {
                try output.write(session.text(.check(.repaired(path: "\(store.path)"))) + "\n")
                for action in actions { try output.write("  - \(session.text(action.text))\n") }
            }
        }
        let report = try store.check()
        let settingsLeftovers = settingsLeftovers(in: session)
        if report.exists { try warnOfSimilarNames(arguments, settings, in: session) }
        let storeOption = arguments.text(CommonOption.file).map { _ in store.path }
        guard report.exists else {
            try output.write(session.text(.check(.checkNoStore(path: "\(store.path)"))) + "\n")
            let problems =
                settingsLeftovers.map {
                    LocalizedText.check(.problemSettingsLeftover(file: "\($0)"))
                } + report.copies(storeOption: storeOption)
            for problem in problems { try output.write("  \(session.text(problem))\n") }
            return report.isClean && settingsLeftovers.isEmpty ? .success : .data
        }
        let readings = LocalizedText.check(.checkReadings(count: report.readingCount))
        guard !report.isClean || !settingsLeftovers.isEmpty else {
            try output.write(
                session.text(.check(.checkClean(path: "\(store.path)", readings: readings))) + "\n")
            if report.hasNoJournal {
                try output.write(session.text(.check(.checkNoJournal)) + "\n")
            }
            return .success
        }
        let problems =
            report.problems(storeOption: storeOption)
            + settingsLeftovers.map { LocalizedText.check(.problemSettingsLeftover(file: "\($0)")) }
        try output.write(
            session.text(
                .check(
                    .checkProblems(
                        path: "\(store.path)", readings: readings, count: problems.count)))
                + "\n"
        )
        for problem in problems { try output.write("  \(session.text(problem))\n") }
        // A file that is not a store, or a sync service's copy, is nothing a repair could fix.
        if !arguments[repair], report.isRepairable {
            try output.write(session.text(.check(.checkAdvice)) + "\n")
        }
        return .data
    }

    /// A warning for each two people whose names differ only by one letter, case or width
    /// (`haruot`, `haruto`): a typo that made a second person, with the rename that makes them
    /// one (the one with fewer readings into the other).
    private static func warnOfSimilarNames(
        _ arguments: ParsedArguments, _ settings: ResolvedSettings, in session: Session
    ) throws {
        var counts: [Person: Int] = [:]
        _ = try session.store(settings, arguments).forEach(matching: Query()) { reading in
            counts[reading.person, default: 0] += 1
        }
        // A profiles file that cannot be read is one of check's problems already.
        let roster = (try? KnownPeople.roster(arguments, settings, in: session)) ?? []
        for person in roster where counts[person] == nil { counts[person] = 0 }
        let people = counts.keys.sorted(by: Person.ordered)
        for (index, person) in people.enumerated() {
            for other in people[(index + 1)...]
            where KnownPeople.nearMiss(of: person, among: [other]) != nil {
                let (from, into) =
                    counts[person, default: 0] <= counts[other, default: 0]
                    ? (person, other) : (other, person)
                guard let fromName = from.who, let intoName = into.who else { continue }
                session.warn(
                    .people(
                        .similarHandles(
                            first: person.who ?? "", second: other.who ?? "",
                            command: "templog people rename \(fromName) \(intoName) --merge")))
            }
        }
    }

    /// The temporary files (`.config.tmp-*`) an interrupted `config set` left beside the
    /// settings file, paths in full: all of them when the caller holds the settings file's
    /// lock, else those whose process has ended.
    private static func settingsLeftovers(in session: Session, lockHeld: Bool = false)
        -> [String]
    {
        guard let path = SettingsFile.path(environment: session.environment),
            let slash = path.lastIndex(of: "/")
        else { return [] }
        let directory = String(path[..<slash])
        let name = String(path[path.index(after: slash)...])
        return SmallFile.leftovers(in: directory, of: [name], lockHeld: lockHeld).map {
            directory + "/" + $0
        }
    }

    /// Removes what `settingsLeftovers` finds, under the settings file's lock (so never the
    /// temporary file of a `config set` under way).
    private static func removeSettingsLeftovers(
        _ settings: ResolvedSettings, in session: Session
    ) throws -> [RepairAction] {
        let leftovers = settingsLeftovers(in: session)
        guard !leftovers.isEmpty, let path = SettingsFile.path(environment: session.environment)
        else { return [] }
        let lock = try SettingsFile.lock(path, timeout: settings.lockTimeout)
        defer { withExtendedLifetime(lock) {} }
        return settingsLeftovers(in: session, lockHeld: true).filter { removeFile($0) }.map {
            RepairAction.removedLeftover(name: $0)
        }
    }
}
