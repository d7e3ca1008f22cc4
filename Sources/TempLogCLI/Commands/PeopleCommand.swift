import TempLogCore

/// `templog people`: who has readings in the store, with their profiles; `people set` and
/// `people unset` change a profile.
enum PeopleCommand: Command {
    /// What `people` does to a profile: its first argument.
    enum Action: String, CaseIterable {
        case set, unset
    }

    /// The words of the first argument: `set`, `unset` and `rename`.
    static let actions =
        ValueWord.setOrUnset + [
            ValueWord("rename", HelpText(en: "give a person's readings another name", ja: "名前の変更"))
        ]

    static let names = Flag(
        long: "names",
        summary: HelpText(en: "Print only the names", ja: "名前だけを出力"),
        help: HelpText(
            en: "Print only the names, one per line ('me' for you), for scripts and "
                + "completions.",
            ja: "名前だけを 1 行に 1 人ずつ出力します（あなたは me）。スクリプトや補完に"
                + "使います。"
        )
    )

    static let displayName = profileOption(
        .displayName, HelpText(en: "people set: the name people read", ja: "people set: 表示名"),
        HelpText(
            en: "people set: the name people read, spaces and any script allowed (up to 64 "
                + "characters): \"山田 花子\".",
            ja: "people set: 表示名。印刷物や画面に出る名前で、空白もどの文字も使えます"
                + "（64 文字まで）。例: \"山田 花子\"。"))
    static let school = profileOption(
        .school, HelpText(en: "people set: the school or nursery", ja: "people set: 学校名・園名"),
        HelpText(
            en: "people set: the name of the school or nursery (up to 64 characters); a "
                + "workplace goes in --department.",
            ja: "people set: 学校名か園名です（64 文字まで）。勤務先は --department で指定します。"))
    static let schoolKind = Option<String>(
        long: PersonProfile.Field.schoolKind.rawValue, value: "kind",
        summary: HelpText(en: "people set: school or nursery", ja: "people set: 学校か園か"),
        help: HelpText(
            en: "people set: school or nursery (a nursery, kindergarten or こども園): the card "
                + "says 園名 and 登園 for a nursery (default: school).",
            ja: "people set: school（学校）か nursery（保育園・幼稚園・こども園）。nursery なら"
                + "カードが園名・登園の様式になります。既定は school です。"),
        completion: .words(ValueWord.schoolKinds)
    ) { text, spec in
        guard let kind = SchoolKind(rawValue: text.lowercased()) else {
            throw spec.invalid(text, words: ValueWord.schoolKinds)
        }
        return kind.rawValue
    }
    static let className = profileOption(
        .className, HelpText(en: "people set: the year and class", ja: "people set: 学年・組"),
        HelpText(
            en: "people set: the year and class (up to 32 characters): 3年2組.",
            ja: "people set: 学年・組です（32 文字まで）。例: 「3年2組」。"))
    static let number = profileOption(
        .number, HelpText(en: "people set: the number in the class", ja: "people set: 出席番号"),
        HelpText(
            en: "people set: the number in the class (up to 16 characters).",
            ja: "people set: 出席番号です（16 文字まで）。"))
    static let department = profileOption(
        .department, HelpText(en: "people set: the department at work", ja: "people set: 所属"),
        HelpText(
            en: "people set: the department at work (up to 64 characters): 営業部. With it (or "
                + "--staff-number) the person's sheet is a workplace's daily health check.",
            ja: "people set: 勤務先の所属です（64 文字まで）。例: 「営業部」。これか "
                + "--staff-number があると、その人のページは会社の体調チェック表になります。"))
    static let staffNumber = profileOption(
        .staffNumber, HelpText(en: "people set: the staff number", ja: "people set: 社員番号"),
        HelpText(
            en: "people set: the staff number at work (up to 16 characters).",
            ja: "people set: 社員番号です（16 文字まで）。"))
    static let sheetRule = Option<String>(
        long: PersonProfile.Field.sheetRule.rawValue, value: "text",
        summary: HelpText(
            en: "people set: the rule on this person's sheet", ja: "people set: その人の注意書き"),
        help: HelpText(
            en: "people set: the one-line rule under this person's sheet's header (up to 100 "
                + "characters), or none for no line; it wins over the sheet-rule setting.",
            ja: "people set: その人のページの見出しの下に入る 1 行の注意書き（100 文字まで）。"
                + "none なら表示しません。設定の sheet-rule より優先されます。"),
        completion: .words([ValueWord("none", HelpText(en: "no rule", ja: "表示しない"))])
    ) { text, spec in
        try Option<String>.labelled(spec) { try SheetRule.parse(text).storedText }
    }

    static let merge = Flag(
        long: "merge",
        summary: HelpText(
            en: "people rename: into an existing person", ja: "people rename: 既存の人にまとめる"),
        help: HelpText(
            en: "people rename: make the readings those of a person the store has already "
                + "(two names of one person); their profiles must not give a field differently.",
            ja: "people rename: すでにいる人の記録にまとめます（1 人に 2 つの名前があるとき）。"
                + "2 人のプロフィールで同じ項目の値が違うときはまとめません。"
        )
    )

    /// The options of `people set`, one per profile field.
    static let profileOptions: [(field: PersonProfile.Field, option: Option<String>)] = [
        (.displayName, displayName), (.school, school), (.schoolKind, schoolKind),
        (.className, className), (.number, number), (.department, department),
        (.staffNumber, staffNumber), (.sheetRule, sheetRule),
    ]

    /// `people set NAME --fever`: the person's own fever threshold.
    static let fever = Option<FeverThreshold>(
        long: "fever", value: "temperature",
        summary: HelpText(
            en: "people set: the person's fever threshold", ja: "people set: その人の発熱の目安"),
        help: HelpText(
            en: "people set: the person's own fever threshold, in °C or °F (37.0, 99.5F), which "
                + "every screen, export and sheet judges their readings by instead of the "
                + "settings'; 'people unset NAME fever' removes it.",
            ja: "people set: その人だけの発熱の目安。℃ でも °F でも指定できます（例: 37.0、"
                + "99.5F）。画面・書き出し・健康観察カードのどれでも、設定の目安の代わりにこの"
                + "目安でその人の記録を判定します。people unset 名前 fever で削除します。"),
        parse: { FeverThreshold(try TemperatureInput.parse($0)) })

    /// How `people unset` names the fever threshold.
    static let feverField = "fever"

    /// The options only `people set` takes: the profile's fields and the fever threshold.
    static let setOnlyOptions = profileOptions.map(\.option.spec) + [fever.spec]

    /// `--display-name` and the others: text `ProfileInput` accepts for `field`.
    private static func profileOption(
        _ field: PersonProfile.Field, _ summary: HelpText, _ help: HelpText
    ) -> Option<String> {
        Option<String>(long: field.rawValue, value: "text", summary: summary, help: help) { text in
            try ProfileInput.parse(text, for: field)
        }
    }

    static let spec = CommandSpec(
        name: "people",
        abstract: HelpText(
            en: "List the people in the store with their readings; set or unset a profile; "
                + "rename a person.",
            ja: "記録のある人を、記録数と最新の記録とともに一覧にします。プロフィールの設定・"
                + "削除や、名前の変更もできます。"
        ),
        discussion: HelpText(
            en: "Names match without regard to case and keep the spelling first recorded; your "
                + "own readings are listed as 'me' (me, 本人, あなた and 自分 all mean you). With "
                + "--date, --since, --until or --days, only the people with readings on those "
                + "days, counted on them (completions of --who offer the last 30 days' people, "
                + "read from the end of the store).\n\n"
                + "'people set NAME' gives a person a profile: a display name (spaces and any "
                + "script: \"山田 花子\"), which add, today, report, recent and chart print instead "
                + "of the handle; the school, its kind, the class and number a child's card is "
                + "headed with, or the department and staff number of a workplace's daily health "
                + "check; a rule of the person's own for the sheet; and a fever threshold of "
                + "their own ('people set NAME --fever 37.0': a school's 37.0 °C for a child), "
                + "which their readings are judged by everywhere unless --fever is given. The "
                + "handle stays what --who takes; a profile without readings yet is listed with 0 "
                + "readings. 'people unset NAME FIELD...' removes fields (display-name, school, "
                + "school-kind, class, number, department, staff-number, sheet-rule, fever). "
                + "Profiles are kept beside the store, in <store>.people, and 'templog undo' "
                + "reverses a change like any other. The list shows, under FROM, the people of "
                + "other stores whose readings an import filed under each person.\n\n"
                + "'people rename OLD NEW' makes every reading of OLD (and its profile, its cycle "
                + "marks and the people of other stores remembered for it) NEW's, as one change "
                + "'templog undo' takes back: for a name typed wrong ('haruot'), or a child of "
                + "another family filed under a name here. NEW must be no person yet, or, with "
                + "--merge, a person whose profile does not give a field differently.",
            ja: "名前は大文字と小文字を区別せずに照合し、最初に記録した表記を使います。あなた自身の"
                + "記録は「本人」と表示します（me・本人・あなた・自分はどれもあなたを指します）。"
                + "--date・--since・--until・--days を付けると、その日々に記録のある人だけを、"
                + "その日々の記録で数えます（--who の補完には直近 30 日の人を、記録ファイルの末尾"
                + "から読んで出します）。\n\n"
                + "people set 名前 で人にプロフィールを付けます。表示名（空白もどの文字も使えます。"
                + "例: \"山田 花子\"）は add・today・report・recent・chart で短い名前の代わりに表示され、"
                + "学校名・種別・学年・組・番号は子どもの健康観察カードの、所属・社員番号は会社の"
                + "体調チェック表の見出しになります。その人だけの注意書きも付けられます。people set "
                + "名前 --fever 37.0 でその人だけの発熱の目安（子どもの学校の 37.0℃ など）を決めると、"
                + "--fever を指定しない限り、どこでもその目安で記録を判定します。--who に指定するのは"
                + "今までどおり短い名前です。まだ記録のない人のプロフィールも記録数 0 で一覧に出ます。"
                + "people unset 名前 項目... で項目（display-name・school・school-kind・class・"
                + "number・department・staff-number・sheet-rule・fever）を消します。プロフィールは"
                + "記録ファイルの隣の <記録ファイル>.people に保存され、templog undo でほかの変更と"
                + "同じように取り消せます。一覧の「取り込み元」には、取り込みでその人の記録にしたほかの"
                + "記録ファイルの人を示します。\n\n"
                + "people rename 古い名前 新しい名前 で、古い名前の記録（プロフィール、生理開始日、"
                + "保存したほかの記録ファイルの人も）をすべて新しい名前の記録にします。1 つの変更として"
                + "記録され、templog undo で取り消せます。名前の打ち間違い（haruot など）や、"
                + "ほかの家族の子を同じ名前で取り込んだときに使います。新しい名前はまだいない人か、"
                + "--merge を付けたときはプロフィールの項目の値が食い違わない人でなければなりません。"
        ),
        arguments: [
            ArgumentSpec(
                name: "action",
                help: HelpText(
                    en: "set, unset or rename; none lists the people.",
                    ja: "set（設定）、unset（削除）、rename（名前の変更）のどれか。省略すると"
                        + "一覧を表示します。"),
                isOptional: true),
            ArgumentSpec(
                name: "name",
                help: HelpText(
                    en: "Whose profile: a name, or me for you.",
                    ja: "誰のプロフィールか。名前、またはあなた自身なら me。"),
                isOptional: true),
            ArgumentSpec(
                name: "field",
                help: HelpText(
                    en: "people unset: display-name, school, school-kind, class, number, "
                        + "department, staff-number, sheet-rule or fever; people rename: the new "
                        + "name.",
                    ja: "people unset: display-name・school・school-kind・class・number・"
                        + "department・staff-number・sheet-rule・fever のどれか。"
                        + "people rename: 新しい名前。"),
                isOptional: true, isRepeating: true),
        ],
        options: DayRange.options + [
            names.spec, merge.spec,
        ] + setOnlyOptions + [
            .unit, .file, .help,
        ],
        words: .words(actions.map { ($0, .value(.people)) })
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        guard let word = arguments.positionals.first else {
            if let given = (setOnlyOptions + [merge.spec]).first(where: arguments.isGiven) {
                throw CommandFailure.usage(
                    .cycle(.optionNotForAction(option: given.long, action: "people")))
            }
            return try list(arguments, settings, in: session)
        }
        let action = Action(rawValue: word.lowercased())
        guard action != nil || word.lowercased() == "rename" else {
            throw ValueWord.invalidArgument(word, name: "action", words: actions)
        }
        let listOnly = DayRange.options + [names.spec, CommonOption.unit.spec]
        let notForAction = listOnly + (action == nil ? setOnlyOptions : [merge.spec])
        if let given = notForAction.first(where: arguments.isGiven) {
            throw CommandFailure.usage(
                .cycle(
                    .optionNotForAction(
                        option: given.long, action: "people \(action?.rawValue ?? "rename")")))
        }
        guard let action else { return try rename(arguments, settings, in: session) }
        return try changeProfile(action, arguments, settings, in: session)
    }

    /// Everyone with readings (on the days asked), their count and latest reading, and their
    /// profile's fields where anyone has them; without a range, also everyone who has a
    /// profile but no reading yet.
    private static func list(
        _ arguments: ParsedArguments, _ settings: ResolvedSettings, in session: Session
    ) throws -> ExitCode {
        let range = try DayRange.parse(
            arguments, time: settings.time, fallback: DayRange(), note: session.note)
        let store = try session.store(settings, arguments)
        var people: [String: (person: Person, count: Int, last: Reading?)] = [:]
        let skipped = try store.forEach(matching: Query(since: range.since, until: range.until)) {
            reading in
            let person = reading.person
            let previous = people[person.key]
            let latest =
                previous?.last.map { $0.takenAt > reading.takenAt ? $0 : reading } ?? reading
            people[person.key] = (previous?.person ?? person, (previous?.count ?? 0) + 1, latest)
        }
        session.reportSkipped(skipped, in: store)
        let profiles = try store.profiles().profiles
        if range.since == nil, range.until == nil {
            for person in profiles.keys where people[person.key] == nil {
                people[person.key] = (person, 0, nil)
            }
        }
        for person in people.values.map(\.person).sorted(by: Person.ordered) {
            if let name = person.who, NameInput.isFormerName(name) {
                session.note(.report(.formerNameNote(name: "\(name)")))
            }
        }
        if arguments[names] {
            let names = people.sorted { $0.key < $1.key }.map {
                $0.value.person.who ?? Person.ownerWord
            }
            try session.output.write(names.map { $0 + "\n" }.joined())
            return .success
        }
        guard !people.isEmpty else {
            try session.output.write(session.text(.report(.noReadingsYet)) + "\n")
            return .success
        }
        let rows = people.sorted { $0.key < $1.key }.map(\.value)
        let unit = try settings.displayUnit(arguments)
        var columns = [
            TextTable.Column(
                title: session.text(.report(.columnWho)),
                cells: rows.map { session.text($0.person.display) }
            )
        ]
        let titles: [(PersonProfile.Field, LocalizedText)] = [
            (.displayName, .report(.columnDisplayName)), (.school, .report(.columnSchool)),
            (.className, .report(.columnClass)), (.number, .report(.columnNumber)),
            (.department, .profile(.columnDepartment)),
            (.staffNumber, .profile(.columnStaffNumber)),
        ]
        for (field, title) in titles {
            let cells = rows.map { profiles[$0.person]?[field] }
            guard cells.contains(where: { $0 != nil }) else { continue }
            columns.append(
                TextTable.Column(title: session.text(title), cells: cells.map { $0 ?? "" }))
        }
        let fevers = rows.map { profiles[$0.person]?.fever }
        if fevers.contains(where: { $0 != nil }) {
            columns.append(
                TextTable.Column(
                    title: session.text(.report(.columnFeverThreshold)),
                    cells: fevers.map { $0.map { session.text($0.display) } ?? "" }))
        }
        columns += [
            TextTable.Column(
                title: session.text(.report(.columnReadings)), cells: rows.map { String($0.count) },
                alignsRight: true),
            TextTable.Column(
                title: session.text(.report(.columnLastReading)),
                cells: rows.map { row in
                    guard let last = row.last else { return "" }
                    return session.text(last.takenAt.localDate.tableText)
                        + " \(last.takenAt.clock(in: settings.time.zone).en)  "
                        + session.text(last.temperatureText(unit))
                }),
        ]
        // Where a person's readings come from, when an import filed another store's under them.
        let sources = rows.map { profiles[$0.person]?.sources ?? [] }
        if sources.contains(where: { !$0.isEmpty }) {
            columns.append(
                TextTable.Column(
                    title: session.text(.people(.columnFrom)),
                    cells: sources.map { list in
                        list.isEmpty
                            ? "" : session.text(.listed(list.map(ImportPeopleText.label)))
                    }))
        }
        try session.output.write(TextTable(columns: columns).render())
        return .success
    }
}
