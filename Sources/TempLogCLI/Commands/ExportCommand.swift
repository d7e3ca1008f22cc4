import TempLogCore

/// `templog export`: every matching reading, oldest first, in a stable machine format.
enum ExportCommand: Command {
    static let csv = Flag(
        long: "csv",
        summary: HelpText(en: "CSV with a header row", ja: "見出し行付きの CSV"),
        help: HelpText(
            en: "Comma-separated values with a header row (the default).",
            ja: "見出し行付きのカンマ区切り（CSV）で出力します。これが既定です。"
        )
    )

    static let excel = Flag(
        long: "excel",
        summary: HelpText(en: "CSV that Excel opens right", ja: "Excel で文字化けしない CSV"),
        help: HelpText(
            en: "CSV for spreadsheets: a UTF-8 byte order mark and CRLF line ends, so "
                + "Excel (Japanese Excel too) reads the text right.",
            ja: "表計算ソフト向けの CSV で出力します。UTF-8 の BOM と CRLF の改行が付くので、"
                + "日本語版の Excel でも文字化けせずに開けます。"
        )
    )

    static let tsv = Flag(
        long: "tsv",
        summary: HelpText(en: "Tab-separated values with a header row", ja: "見出し行付きのタブ区切り"),
        help: HelpText(
            en: "Tab-separated values with a header row.",
            ja: "見出し行付きのタブ区切り（TSV）で出力します。")
    )

    static let jsonl = Flag(
        long: "jsonl",
        summary: HelpText(en: "JSON Lines, one reading per line", ja: "JSON Lines（1 行に 1 件）"),
        help: HelpText(
            en: "JSON Lines, one reading per line (the store's format).",
            ja: "JSON Lines で、1 行に 1 件を記録ファイルと同じ形式で出力します。"
        )
    )

    static let json = Flag(
        long: "json",
        summary: HelpText(en: "One JSON array of readings", ja: "記録を一つの JSON 配列で出力"),
        help: HelpText(
            en: "One JSON array of readings (objects in the store's format).",
            ja: "記録を一つの JSON 配列で出力します。要素は記録ファイルと同じ形式です。"
        )
    )

    static let doses = Flag(
        long: "doses",
        summary: HelpText(en: "The doses given, not the readings", ja: "体温でなく服薬の記録を出力"),
        help: HelpText(
            en: "Print the doses given instead of the readings; CSV columns: "
                + DelimitedFormat.doseColumns.joined(separator: ", ")
                + ". 'templog import' reads the file back.",
            ja: "体温の代わりに服薬の記録を出力します。CSV の列: "
                + DelimitedFormat.doseColumns.joined(separator: "、")
                + "。templog import で取り込み直せます。"))

    static let fhir = Flag(
        long: "fhir",
        summary: HelpText(
            en: "One FHIR R4 Bundle for a doctor's system", ja: "医療機関向けの FHIR R4 Bundle"),
        help: HelpText(
            en: "One FHIR R4 Bundle (JSON) for a doctor's system: an Observation of the body "
                + "temperature profile per reading, one per symptom, and a "
                + "MedicationAdministration per dose.",
            ja: "医療機関のシステム向けに、FHIR R4 の Bundle（JSON）1 つで出力します。記録ごとに"
                + "体温プロファイルの Observation を、症状ごとにも Observation を、服薬ごとに "
                + "MedicationAdministration を 1 つずつ書きます。"
        )
    )

    static let noHeader = Flag(
        long: "no-header",
        summary: HelpText(en: "Leave out the header row", ja: "見出し行を省く"),
        help: HelpText(
            en: "Leave out the CSV/TSV header row.", ja: "CSV・TSV の見出し行を省きます。")
    )

    static let spec = CommandSpec(
        name: "export",
        abstract: HelpText(
            en: "Print readings for scripts and spreadsheets, oldest first.",
            ja: "スクリプトや表計算ソフト向けに、記録を古い順に出力します。"
        ),
        discussion: HelpText(
            en: "CSV columns: " + DelimitedFormat.columns.joined(separator: ", ")
                + ". Days are local calendar days; --since and --until are both inclusive.",
            ja: "CSV の列: " + DelimitedFormat.columns.joined(separator: "、")
                + "。日付はその土地の暦の日で、--since と --until はどちらもその日を含みます。"
        ),
        options: [
            csv.spec,
            excel.spec,
            tsv.spec,
            jsonl.spec,
            json.spec,
            fhir.spec,
        ] + DayRange.options + [
            .who, .everyone, KindFilter.option(default: .all),
            doses.spec, noHeader.spec,
            .fever, .file, .help,
        ]
    )

    enum Format: Sendable {
        case delimited(DelimitedFormat)
        case jsonLines
        case jsonArray
        case fhir
    }

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let format = try chosenFormat(arguments)
        let range = try DayRange.parse(
            arguments, time: settings.time, fallback: DayRange(), note: session.note)
        let query = Query(
            since: range.since, until: range.until,
            people: try Scope.people(arguments, settings),
            kinds: try KindFilter.kinds(arguments, fallback: nil)
        )
        if arguments[doses] {
            return try exportDoses(format, query: query, arguments, settings, in: session)
        }
        let fevers = try session.fevers(settings, arguments)
        let store = try session.store(settings, arguments)
        let doses = try session.doses(settings, arguments)
        // Before the first byte, so a misspelt name leaves stdout empty.
        try KnownPeople.requireReadings(
            of: query.people, seen: [], arguments, settings, in: session)
        let identity = try storeIdentity(of: store, in: session)
        let output = session.output
        switch format {
        case .delimited(let delimited):
            if delimited == .excel { try output.write { $0 += [0xEF, 0xBB, 0xBF] } }
            if !arguments[noHeader] { try output.write { delimited.appendHeader(to: &$0) } }
        case .jsonArray:
            try output.write("[")
        case .fhir:
            try output.write { FHIRBundle.appendOpening(made: settings.time.nowTimestamp, to: &$0) }
        case .jsonLines:
            break
        }
        let skipped: [MalformedLine]
        var isFirstElement = true
        switch format {
        case .delimited(let delimited):
            skipped = try store.format(
                matching: query,
                { delimited.appendRow($0, fevers: fevers, store: identity, doses: doses, to: &$1) },
                emit: { try output.write(block: $0) })
        case .jsonLines:
            skipped = try store.format(
                matching: query,
                { reading, bytes in encode(reading, store: identity, doses: doses, into: &bytes) },
                emit: { try output.write(block: $0) })
        case .jsonArray:
            skipped = try store.format(
                matching: query,
                { reading, bytes in
                    bytes += [UInt8(ascii: ","), 0x0A]
                    encode(reading, store: identity, doses: doses, into: &bytes)
                    bytes.removeLast()
                },
                emit: { try writeElements($0, first: &isFirstElement, to: output) })
        case .fhir:
            let profiles = try store.profiles().profiles
            func emitEntries(_ block: [UInt8]) throws {
                if isFirstElement, !block.isEmpty {
                    try output.write { FHIRBundle.appendEntriesOpening(to: &$0) }
                }
                try writeElements(block, first: &isFirstElement, to: output)
            }
            // A reading's entries are about eight times its line: smaller chunks keep the
            // formatted output of a chunk as small as the other formats'.
            skipped = try store.format(
                matching: query, chunkSize: 1 << 18,
                { reading, bytes in
                    FHIRBundle.appendEntries(
                        of: reading, subject: subject(of: reading.person, profiles),
                        to: &bytes)
                },
                emit: emitEntries)
            // The doses of the same people and days, after the readings.
            var entries: [UInt8] = []
            for dose in chosenDoses(doses, query) {
                FHIRBundle.appendEntry(
                    of: dose, subject: subject(of: dose.person, profiles), to: &entries)
            }
            try emitEntries(entries)
        }
        switch format {
        case .jsonArray: try output.write("\n]\n")
        case .fhir:
            try output.write {
                FHIRBundle.appendClosing(hasEntries: !isFirstElement, to: &$0)
            }
        case .delimited, .jsonLines: break
        }
        session.reportSkipped(skipped, in: store)
        return .success
    }

    /// The FHIR Patient of `person`'s resources: named by their profile's display name, else
    /// by the name their records are filed under.
    private static func subject(of person: Person, _ profiles: [Person: PersonProfile])
        -> FHIRSubject
    {
        FHIRSubject(name: profiles[person]?.displayName ?? person.who)
    }

    /// The doses in `log` of the people and days `query` names, oldest first.
    private static func chosenDoses(_ log: DoseLog, _ query: Query) -> [Dose] {
        log.doses.filter { dose in
            let day = dose.takenAt.localDate
            return query.since.map { day >= $0 } ?? true && query.until.map { day <= $0 } ?? true
                && query.people.map { $0.contains(dose.person) } ?? true
        }
    }

    /// `export --doses`: the doses of the people and days `query` names, oldest first.
    private static func exportDoses(
        _ format: Format, query: Query, _ arguments: ParsedArguments,
        _ settings: ResolvedSettings, in session: Session
    ) throws -> ExitCode {
        let chosen = chosenDoses(try session.doses(settings, arguments), query)
        var bytes: [UInt8] = []
        switch format {
        case .delimited(let delimited):
            if delimited == .excel { bytes += [0xEF, 0xBB, 0xBF] }
            if !arguments[noHeader] { delimited.appendDoseHeader(to: &bytes) }
            for dose in chosen { delimited.appendDoseRow(dose, to: &bytes) }
        case .jsonLines:
            for dose in chosen { dose.appendLine(to: &bytes) }
        case .jsonArray:
            bytes += Array("[".utf8)
            for (index, dose) in chosen.enumerated() {
                bytes += Array((index == 0 ? "\n" : ",\n").utf8)
                dose.appendLine(to: &bytes)
                bytes.removeLast()
            }
            bytes += Array("\n]\n".utf8)
        case .fhir:
            throw CommandFailure.usage(
                .commandLine(.conflictingOptions(option: "doses", other: "fhir")))
        }
        try session.output.write { $0 += bytes }
        return .success
    }

    /// The store's identity, which every row carries (made now when the store has none); nil,
    /// with a note, when it has none and none can be made (a store in a folder this user may
    /// only read): the rows then name no store.
    private static func storeIdentity(of store: ReadingStore, in session: Session) throws
        -> StoreIdentity?
    {
        do {
            return try store.identityMakingIfNeeded()
        } catch {
            switch error {
            case .cannotCreateLock, .cannotCreateFile, .cannotOpenForWriting:
                session.note(.store(.exportWithoutIdentity(reason: error.text)))
                return nil
            default:
                throw error
            }
        }
    }

    /// The store line of `reading`, then `"feverReducerHours"` when `doses` gives one, with the
    /// `store` key last, ending in `\n`.
    private static func encode(
        _ reading: Reading, store: StoreIdentity?, doses: DoseLog, into bytes: inout [UInt8]
    ) {
        ReadingLine.encode(reading, doses: doses, into: &bytes)
        guard let store else { return }
        bytes.removeLast(2)
        bytes += Array(#","store":"\#(store.id)"}"#.utf8) + [0x0A]
    }

    /// Writes a block of array elements, each written as ",\n{…}": the first element of all
    /// loses its comma.
    private static func writeElements(_ block: [UInt8], first: inout Bool, to output: Output)
        throws
    {
        guard first, !block.isEmpty else { return try output.write(block: block) }
        first = false
        try output.write(block: Array(block.dropFirst()))
    }

    private static func chosenFormat(_ arguments: ParsedArguments) throws -> Format {
        let formats: [(flag: Flag, format: Format)] = [
            (csv, .delimited(.csv)), (excel, .delimited(.excel)), (tsv, .delimited(.tsv)),
            (jsonl, .jsonLines), (json, .jsonArray), (fhir, .fhir),
        ]
        let chosen = formats.filter { arguments[$0.flag] }
        if chosen.count > 1 {
            throw CommandFailure.usage(
                .commandLine(
                    .conflictingOptions(
                        option: "\(chosen[0].flag.spec.long)", other: "\(chosen[1].flag.spec.long)")
                ))
        }
        return chosen.first?.format ?? .delimited(.csv)
    }
}
