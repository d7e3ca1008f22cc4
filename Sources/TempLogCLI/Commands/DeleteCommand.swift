import TempLogCore

/// `templog delete`: remove readings by id.
enum DeleteCommand: Command {
    static let spec = CommandSpec(
        name: "delete",
        abstract: HelpText(
            en: "Remove readings or doses by id.", ja: "ID を指定して記録や服薬を削除します。"),
        discussion: HelpText(
            en: "Each id may be shortened to a prefix of at least 4 characters that names one "
                + "reading or dose, like the six 'recent' shows. If any id is unknown, ambiguous or too "
                + "short, nothing is removed. 'templog undo' brings deleted readings and doses back.",
            ja: "ID は、記録や服薬を一つに決められる 4 文字以上の先頭部分に縮められます（recent が"
                + "表示する 6 文字など）。見つからない ID、一つに決まらない ID、短すぎる ID が"
                + "一つでもあれば、何も削除しません。削除は templog undo で取り消せます（服薬も同じ）。"
        ),
        arguments: [
            ArgumentSpec(
                name: "id",
                help: HelpText(en: "The id, or its first characters.", ja: "ID、またはその先頭の数文字。"),
                isRepeating: true)
        ],
        options: [.unit, .file, .help]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let time = settings.time
        let store = try session.store(settings, arguments)
        let names = try session.names(settings, arguments)
        // An id of a dose names it; every other id a reading. Both are checked before
        // anything is removed.
        let doses = try session.doses(settings, arguments).doses
        var dosePrefixes: [String] = []
        for prefix in arguments.positionals where prefix.count >= ReadingStore.minimumIDPrefix {
            let ids = Set(doses.map(\.id).filter { $0.hasPrefix(prefix.lowercased()) }).sorted()
            if ids.count > 1 {
                throw StoreError.ambiguousID(prefix, count: ids.count, ids: Array(ids.prefix(3)))
            }
            if !ids.isEmpty { dosePrefixes.append(prefix) }
        }
        let readingPrefixes = arguments.positionals.filter { !dosePrefixes.contains($0) }
        let removed =
            readingPrefixes.isEmpty
            ? [] : try store.delete(idPrefixes: readingPrefixes, at: time.nowTimestamp).removed
        let removedDoses =
            dosePrefixes.isEmpty
            ? [] : try store.deleteDoses(idPrefixes: dosePrefixes, at: time.nowTimestamp)
        for dose in removedDoses {
            try session.output.write(
                session.text(
                    .dose(.deletedDose(dose: DoseText.mention(dose, time: time, names: names))))
                    + "\n")
        }
        for reading in removed {
            try session.output.write(
                session.text(
                    .undo(
                        .deleted(
                            reading: ReadingSummary.mention(
                                reading, in: settings.displayUnit(arguments), time: time,
                                names: names))))
                    + "\n")
        }
        return .success
    }
}
