import TempLogCore

/// `templog import`: readings from templog's own exports, another store, or Apple Health.
enum ImportCommand: Command {
    static let spec = CommandSpec(
        name: "import",
        abstract: "Add readings from CSV or JSON Lines exports, another store, or Apple Health.",
        discussion:
            "Every row is checked like 'add'; rows that fail are reported with their line and "
            + "skipped. A reading already in the store (the same id, or the same person, instant, "
            + "value, site and note) is skipped, so importing a file twice adds nothing. The store "
            + "is rewritten once, at the end.",
        arguments: [ArgumentSpec(name: "file", help: "A file to import.", isRepeating: true)],
        options: [
            OptionSpec(
                long: "format", value: "format",
                help: "auto (the default: decided by the content), csv, jsonl or apple-health.",
                completion: .words(["auto"] + ImportFormat.allCases.map(\.rawValue))
            ),
            OptionSpec(
                long: "who", value: "name",
                help: "Record every imported reading as this person's ('me': yours).",
                completion: .people),
            OptionSpec(long: "dry-run", help: "Check and count, but change nothing."),
            .file, .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, in session: Session) throws -> ExitCode {
        let format: ImportFormat? = try arguments.value("format").flatMap { text in
            if text.lowercased() == "auto" { return nil }
            guard let format = ImportFormat(rawValue: text.lowercased()) else {
                throw CommandFailure.usage(
                    Message.invalidValue(
                        "\(text)", "--format <format>", "auto, csv, jsonl, apple-health"))
            }
            return format
        }
        let person = try arguments.parsed("who") { try Person.parse($0) }
        let time = try session.timeContext()
        let store = try session.store(arguments)
        var batch = ImportBatch()
        for path in arguments.positionals {
            try ReadingImport.read(
                path, format: format, person: person, context: time, into: &batch
            ) {
                done, total in
                guard session.console.errorIsTerminal, total > 64_000_000 else { return }
                let percent = done * 100 / total
                session.console.writeError(
                    Array("\r\u{1B}[KReading \(path): \(percent)% of \(total / 1_000_000) MB".utf8))
                if done >= total { session.console.writeError(Array("\r\u{1B}[K".utf8)) }
            }
        }
        let shown = 20
        for rejection in batch.rejected.prefix(shown) {
            let row = Message.labelled("\(rejection.place)", .localized(rejection.problem.text))
            session.warn(Message.rejectedRow(.localized(row)))
        }
        if batch.rejected.count > shown {
            session.warn(Message.rejectedMoreRows("\(batch.rejected.count - shown)"))
        }
        let dryRun = arguments.has("dry-run")
        if dryRun {
            for (path, layout) in batch.layouts {
                try session.output.write(session.text(layout.text(path: path)) + "\n")
            }
        }
        let result = try store.importReadings(
            batch.readings, from: arguments.positionals, at: time.nowTimestamp, dryRun: dryRun)
        let count = result.added.count
        let added: LocalizedText.Argument =
            session.language == .en ? "\(count) reading\(count == 1 ? "" : "s")" : "\(count)"
        let summary = dryRun ? Message.importSummaryDryRun : Message.importSummary
        try session.output.write(
            session.text(
                summary(
                    added, "\(result.alreadyInStore)", "\(result.repeatedInImport)",
                    "\(batch.rejected.count)")) + "\n"
        )
        session.warnUndoUnavailable(result.journalError)
        return .success
    }
}
