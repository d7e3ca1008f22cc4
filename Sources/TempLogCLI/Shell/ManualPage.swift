import TempLogCore

/// templog(1) in roff, generated from the same command specs as `--help`, so they never drift.
enum ManualPage {
    /// The section headings, in the names man pages in each language use.
    enum Heading {
        static let name = HelpText(en: "NAME", ja: "名前")
        static let synopsis = HelpText(en: "SYNOPSIS", ja: "書式")
        static let description = HelpText(en: "DESCRIPTION", ja: "説明")
        static let commands = HelpText(en: "COMMANDS", ja: "コマンド")
        static let environment = HelpText(en: "ENVIRONMENT", ja: "環境変数")
        static let files = HelpText(en: "FILES", ja: "ファイル")
        static let exitStatus = HelpText(en: "EXIT STATUS", ja: "終了ステータス")
        static let examples = HelpText(en: "EXAMPLES", ja: "例")
        static let notes = HelpText(en: "NOTES", ja: "注意")
        static let seeAlso = HelpText(en: "SEE ALSO", ja: "関連項目")
    }

    /// The manual's title line names its section so.
    static let userCommands = HelpText(en: "User Commands", ja: "ユーザーコマンド")
    static let command = HelpText(en: "command", ja: "コマンド")
    static let options = HelpText(en: "options", ja: "オプション")

    /// The environment variables templog reads, for the manual.
    static let environment: [(String, HelpText)] = [
        (
            "TEMPLOG_FILE",
            HelpText(
                en: "The store's path (overridden by --file).",
                ja: "記録ファイルのパス（--file が優先）。")
        ),
        (
            "XDG_DATA_HOME",
            HelpText(
                en: "Where the default store lives: $XDG_DATA_HOME/templog/readings.jsonl.",
                ja: "既定の記録ファイルの場所: $XDG_DATA_HOME/templog/readings.jsonl。")
        ),
        (
            "HOME",
            HelpText(
                en: "Without XDG_DATA_HOME, the store is ~/.local/share/templog/readings.jsonl.",
                ja: "XDG_DATA_HOME がなければ、記録ファイルは "
                    + "~/.local/share/templog/readings.jsonl です。")
        ),
        (
            "TEMPLOG_WHO",
            HelpText(
                en: "The default --who of every command.", ja: "各コマンドの --who の既定値。")
        ),
        (
            "TEMPLOG_FEVER",
            HelpText(
                en: "The fever threshold of everyone without one of their own (people set NAME "
                    + "--fever), in °C or °F; unset, 37.5 °C, or 100.4 °F where temperatures "
                    + "are read in °F.",
                ja: "自分の目安（people set 名前 --fever）がない人の発熱の目安。℃ でも °F でも"
                    + "指定できます。設定がなければ 37.5℃（°F で読む地域では 100.4°F）です。")
        ),
        (
            "TEMPLOG_KIND",
            HelpText(
                en: ValueWord.englishChoice(ValueWord.kinds)
                    + ": the kind of reading add records (default body).",
                ja: "add が記録する種類: " + ValueWord.japaneseChoice(ValueWord.kinds)
                    + "。既定は body です。")
        ),
        (
            "TEMPLOG_SHEET_RULE",
            HelpText(
                en: "The line under a sheet's header, or none (a person's --sheet-rule wins).",
                ja: "健康観察カードの見出しの下の 1 行、または none（その人の --sheet-rule が優先）。")
        ),
        (
            "TEMPLOG_PAPER",
            HelpText(
                en: "a4, b5 or letter: the sheet's paper (overridden by --paper).",
                ja: "健康観察カードの用紙: a4、b5 か letter（--paper が優先）。")
        ),
        (
            "TEMPLOG_NOW",
            HelpText(
                en: "Pins \"now\" to an RFC 3339 time, for scripts and tests.",
                ja: "「現在」を RFC 3339 形式の時刻に固定します。スクリプトやテストで使います。")
        ),
        (
            "TZ",
            HelpText(
                en: "The time zone of --at, today, yesterday and new readings.",
                ja: "--at、today、yesterday と新しい記録のタイムゾーン。")
        ),
        (
            "TEMPLOG_LOCK_TIMEOUT",
            HelpText(
                en: "Seconds a writer waits for the store's lock (default 5).",
                ja: "書き込むときに記録ファイルのロックを待つ秒数。既定は 5 秒です。")
        ),
        (
            "TEMPLOG_LANG",
            HelpText(
                en: "en or ja: the language of human-facing output (default: from LC_ALL, "
                    + "LC_MESSAGES, LANG).",
                ja: "人が読む出力の言語: en（英語）か ja（日本語）。既定は LC_ALL、LC_MESSAGES、"
                    + "LANG から決めます。")
        ),
        (
            "NO_COLOR",
            HelpText(en: "No colour, even on a terminal.", ja: "ターミナルでも色を付けません。")
        ),
        (
            "COLUMNS",
            HelpText(
                en: "The width chart fits itself to (default 80).",
                ja: "chart が合わせる幅。既定は 80 桁です。")
        ),
        (
            "LC_ALL, LC_CTYPE, LANG",
            HelpText(
                en: "chart draws with Unicode blocks only in a UTF-8 locale.",
                ja: "chart が Unicode のブロック文字で描くのは、UTF-8 のロケールのときだけです。")
        ),
    ]

    /// The exit statuses, for the manual: the condition each one means, as man pages word
    /// them.
    static let exitStatuses: [(ExitCode, HelpText)] = [
        (.success, HelpText(en: "Success.", ja: "正常終了。")),
        (
            .no,
            HelpText(
                en: "today found no reading for today yet, or add's question was cancelled.",
                ja: "today で今日の記録がまだない場合、または add の入力を中止した場合。")
        ),
        (
            .usage,
            HelpText(
                en: "A usage error: an unknown command or option, a missing or extra argument, a "
                    + "bad option value.",
                ja: "使い方の誤り（不明なコマンドやオプション、引数の不足や余分、オプションの"
                    + "値の誤り）。")
        ),
        (
            .data,
            HelpText(
                en: "A value that does not validate, an id delete cannot find or that names "
                    + "more than one reading, or problems check found.",
                ja: "値が正しくない場合、delete の ID が見つからないか一つに決まらない場合、"
                    + "check が問題を見つけた場合。")
        ),
        (
            .noInput,
            HelpText(en: "An input file is missing.", ja: "入力ファイルがない場合。")
        ),
        (
            .cannotCreate,
            HelpText(
                en: "The store cannot be created, or a file beside it is not templog's own (a "
                    + "link, a FIFO, another user's file).",
                ja: "記録ファイルを作成できない場合、または隣のファイルが templog 自身のもので"
                    + "ない場合（リンク、FIFO、別のユーザーのファイル）。")
        ),
        (.io, HelpText(en: "Reading or writing failed.", ja: "読み書きに失敗した場合。")),
        (
            .busy,
            HelpText(
                en: "The store is busy: another templog held its lock too long.",
                ja: "記録ファイルが使用中の場合（別の templog がロックを長く保持している）。")
        ),
        (
            .noPermission,
            HelpText(
                en: "The change would take a file from its owner (as root, say); nothing is "
                    + "changed.",
                ja: "変更するとファイルの持ち主が変わってしまう場合（root で実行したときなど）。"
                    + "何も変更しません。")
        ),
        (
            .config,
            HelpText(
                en: "The config file has a line templog cannot use.",
                ja: "設定ファイルに templog が使えない行がある場合。")
        ),
        (
            .interrupted,
            HelpText(
                en: "Ctrl-C stopped add's countdown or question; nothing was recorded.",
                ja: "Ctrl-C で add のカウントダウンか入力を中止した場合（何も記録しません）。")
        ),
    ]

    /// The files, for the manual: the store, every file templog keeps beside it, and the
    /// config file.
    static let files: [(String, HelpText)] = [
        (
            "~/.local/share/templog/readings.jsonl",
            HelpText(
                en: "The store: JSON Lines, one reading per line, in time order (mode 0600).",
                ja: "記録ファイル: JSON Lines 形式で 1 行に 1 件、時刻順（権限 0600）。")
        ),
        (
            "~/.local/share/templog/readings.jsonl.journal",
            HelpText(
                en: "The undo journal: every change to the store and the files beside it, "
                    + "written before the change; templog undo reads it.",
                ja: "取り消し履歴: 記録ファイルとその隣のファイルへの変更を、変更の前に書き込んだ"
                    + "もの。templog undo が読みます。")
        ),
        (
            "~/.local/share/templog/readings.jsonl.lock",
            HelpText(en: "The lock file writers hold.", ja: "書き込む間に保持するロックファイル。")
        ),
        (
            "~/.local/share/templog/readings.jsonl.people",
            HelpText(
                en: "People's profiles (templog people set), and who the people of other "
                    + "stores are here (import --as): JSON Lines, one person per line.",
                ja: "人のプロフィール（templog people set）と、ほかの記録ファイルの人がここで誰に"
                    + "当たるか（import --as）: JSON Lines 形式で 1 行に 1 人。")
        ),
        (
            "~/.local/share/templog/readings.jsonl.cycles",
            HelpText(
                en: "The first days of menstrual cycles (cycle start): JSON Lines, one day per "
                    + "line.",
                ja: "生理開始日（cycle start）: JSON Lines 形式で 1 行に 1 日。")
        ),
        (
            "~/.local/share/templog/readings.jsonl.doses",
            HelpText(
                en: "The doses given (templog dose): JSON Lines, one dose per line, in time "
                    + "order.",
                ja: "服薬の記録（templog dose）: JSON Lines 形式で 1 行に 1 回、時刻の順。")
        ),
        (
            "~/.local/share/templog/readings.jsonl.identity",
            HelpText(
                en: "The store's identity, made once at random by the first change: every "
                    + "export names it, so an import knows which store a file comes from. Copied "
                    + "with the store (a synced folder), it makes the copy the same store.",
                ja: "記録ファイルの ID。最初の変更のときに一度だけ無作為に作ります。書き出しには"
                    + "必ずこの ID が入るので、取り込むときにファイルがどの記録ファイルのものか"
                    + "分かります。記録ファイルと一緒にコピーすると（同期フォルダーなど）、コピーも"
                    + "同じ記録ファイルになります。")
        ),
        (
            "~/.local/share/templog/readings.jsonl.rejected-<time>",
            HelpText(
                en: "The lines check --repair moved out of the store or a file beside it "
                    + "(one file per repair, named after the file it came from).",
                ja: "check --repair が記録ファイルやその隣のファイルから移した行（修復ごとに 1 つ、"
                    + "元のファイルの名前の後に付けた名前）。")
        ),
        (
            "~/.config/templog/config",
            HelpText(
                en: "The config file (templog config; $XDG_CONFIG_HOME/templog/config when "
                    + "XDG_CONFIG_HOME is set), with config.lock beside it while it is written.",
                ja: "設定ファイル（templog config。XDG_CONFIG_HOME があれば "
                    + "$XDG_CONFIG_HOME/templog/config）。書き込む間は隣に config.lock を"
                    + "作ります。")
        ),
    ]

    /// How to read the page, for its NOTES: `man -l` shows a Japanese page only in a Japanese
    /// locale, and groff shows it anywhere.
    static let renderingNote = HelpText(
        en: "The Japanese page shows its Japanese text with man -l only in a Japanese locale "
            + "such as ja_JP.UTF-8 (elsewhere every Japanese character disappears); groff shows "
            + "it in any UTF-8 terminal: templog manual --lang ja | groff -man -Tutf8 | less -R.",
        ja: "このページの日本語は、ja_JP.UTF-8 などの日本語のロケールでなければ man -l で"
            + "表示されません（日本語の文字がすべて消えます）。ほかのロケールでは groff で"
            + "整形して読んでください: templog manual --lang ja | groff -man -Tutf8 | less -R。")

    /// The page's examples, as a person of each language types them.
    static func examples(in language: Language) -> [String] {
        switch language {
        case .en:
            return [
                "templog add 36.5",
                #"templog add 98.6F --at "yesterday 07:30" --who hana"#,
                "templog recent",
                "templog report --date today --text",
                "templog export --csv --since yesterday | your-report-script",
                "templog people set me --department Sales --staff-number 1234",
                "templog sheet --everyone --paper b5 > family.html",
            ]
        case .ja:
            return [
                "templog add 36.5",
                #"templog add 36度5分 --at "昨日 7:30" --who hana"#,
                "templog add 37.8 --symptoms 咳、頭痛 --note 早退",
                "templog recent",
                "templog report --date 今日 --text",
                #"templog people set hana --display-name "山田 花子" --school 桜小学校"#,
                "templog sheet --who hana --since 11/1 > hana.html",
                "templog sheet --everyone --paper b5 > 家族.html",
                "templog export --excel --since 昨日 > 体温.csv",
            ]
        }
    }

    /// The page in `language`. Its text is all ASCII (anything else as `\[uXXXX]`), so `man`
    /// renders it in any UTF-8 locale whatever encoding it guesses; the Japanese page loads
    /// groff's `ja.tmac` so lines break between kana and kanji, and is set ragged-right
    /// without hyphenation, as Japanese text is.
    static func render(in language: Language) -> String {
        func say(_ text: HelpText) -> String { escaped(text.text(language)) }
        let name = CLI.rootSpec.abstract.text(language)
        var page = [
            #".TH TEMPLOG 1 "" "templog \#(CLI.version)" "\#(say(userCommands))""#
        ]
        if language == .ja { page += [#".if \n(.g .mso ja.tmac"#, ".ad l", ".nh"] }
        page += [
            ".SH \(say(Heading.name))",
            #"templog \- \#(escaped((language == .en ? name.lowercased() : name).dropLast()))"#,
            ".SH \(say(Heading.synopsis))",
            ".B templog",
            ".I \(say(command))",
            ".RI [ \(say(options)) ]",
            ".br",
            ".B templog",
            #".RB [ \-\-help | \-\-version ]"#,
            ".SH \(say(Heading.description))",
            escaped(CLI.rootSpec.discussion?.text(language) ?? ""),
            ".SH \(say(Heading.commands))",
        ]
        for spec in CLI.commands.map({ $0.spec }) + [CLI.helpSpec] {
            page.append(".SS \"\(escaped(spec.usage))\"")
            page.append(say(spec.abstract))
            if let discussion = spec.discussion {
                // A blank line between paragraphs of help becomes a new roff paragraph.
                for paragraph in discussion.text(language).split(separator: "\n\n") {
                    page += [".PP", escaped(String(paragraph))]
                }
            }
            for argument in spec.arguments {
                page += [".TP", ".I \(argument.name)", say(argument.help)]
            }
            for option in spec.options {
                let names = (option.short.map { #"\-\#($0), "# } ?? "") + #"\-\-\#(option.long)"#
                page.append(".TP")
                page.append(option.value.map { #".BI "\#(names) " \#($0)"# } ?? ".B \(names)")
                page.append(say(option.help))
            }
        }
        page.append(".SH \(say(Heading.environment))")
        for (name, help) in environment { page += [".TP", ".B \(name)", say(help)] }
        page.append(".SH \(say(Heading.files))")
        for (path, help) in files { page += [".TP", ".I \(path)", say(help)] }
        page.append(".SH \(say(Heading.exitStatus))")
        for (code, meaning) in exitStatuses {
            page += [".TP", ".B \(code.rawValue)", say(meaning)]
        }
        page += [".SH \(say(Heading.examples))", ".nf"]
        page += examples(in: language).map { escaped($0) }
        page += [
            ".fi",
            ".SH \(say(Heading.notes))",
            say(renderingNote),
            ".SH \(say(Heading.seeAlso))",
            ".BR groff (1),",
            ".BR jq (1),",
            ".BR man (1)",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// Text made safe for roff: backslashes escaped, hyphens unbreakable, anything beyond
    /// ASCII as `\[uXXXX]` (so `man` renders it in any locale), a break point after a Japanese
    /// list separator, and no line that starts with a control character.
    static func escaped<S: StringProtocol>(_ text: S) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += #"\e"#
            case "-": result += #"\-"#
            case _ where scalar.value > 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += #"\[u"# + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                // groff breaks Japanese between kana and kanji, but not after a list's 、・／
                // when Latin words follow (`taken_at、takenAt`): mark the break point.
                if ["、", "・", "／"].contains(scalar) { result += #"\:"# }
            default: result.unicodeScalars.append(scalar)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = #"\&"# + result }
        return result
    }
}
