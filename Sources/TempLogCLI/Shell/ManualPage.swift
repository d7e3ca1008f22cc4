import TempLogCore

/// templog(1) in roff, generated from the same command specs as `--help`, so they never drift.
enum ManualPage {
    /// The environment variables templog reads, for the manual.
    static let environment: [(String, String)] = [
        ("TEMPLOG_FILE", "The store's path (overridden by --file)."),
        ("XDG_DATA_HOME", "Where the default store lives: $XDG_DATA_HOME/templog/readings.jsonl."),
        ("HOME", "Without XDG_DATA_HOME, the store is ~/.local/share/templog/readings.jsonl."),
        ("TEMPLOG_WHO", "The default --who of every command."),
        ("TEMPLOG_FEVER", "The default fever threshold, in °C or °F (37.5 °C when unset)."),
        ("TEMPLOG_NOW", "Pins \"now\" to an RFC 3339 time, for scripts and tests."),
        ("TZ", "The time zone of --at, today, yesterday and new readings."),
        ("TEMPLOG_LOCK_TIMEOUT", "Seconds a writer waits for the store's lock (default 5)."),
        (
            "TEMPLOG_LANG",
            "ja or en: the language of human-facing output (default: from LC_ALL, LC_MESSAGES, LANG)."
        ),
        ("NO_COLOR", "No colour, even on a terminal."),
        ("COLUMNS", "The width chart fits itself to (default 80)."),
        ("LC_ALL, LC_CTYPE, LANG", "chart draws with Unicode blocks only in a UTF-8 locale."),
    ]

    /// The exit statuses, for the manual.
    static let exitStatuses: [(ExitCode, String)] = [
        (.success, "Success."),
        (.no, "today found no reading for today yet; add's question was cancelled."),
        (
            .usage,
            "Usage error: an unknown command or option, a missing or extra argument, a bad option value."
        ),
        (
            .data,
            "A value that does not validate; delete named an unknown or ambiguous id; check found problems."
        ),
        (.noInput, "An input file is missing."),
        (.cannotCreate, "The store cannot be created."),
        (.io, "Reading or writing failed."),
        (.busy, "The store is busy: another templog held its lock too long."),
        (.interrupted, "Ctrl-C stopped add's countdown or question; nothing was recorded."),
    ]

    static func render() -> String {
        var page = [
            #".TH TEMPLOG 1 "" "templog \#(CLI.version)" "User Commands""#,
            ".SH NAME",
            #"templog \- \#(escaped(CLI.rootSpec.abstract.lowercased().dropLast()))"#,
            ".SH SYNOPSIS",
            ".B templog",
            ".I command",
            ".RI [ options ]",
            ".br",
            ".B templog",
            #".RB [ \-\-help | \-\-version ]"#,
            ".SH DESCRIPTION",
            escaped(CLI.rootSpec.discussion),
            ".SH COMMANDS",
        ]
        for spec in CLI.commands.map({ $0.spec }) + [CLI.helpSpec] {
            page.append(".SS \"\(escaped(spec.usage))\"")
            page.append(escaped(spec.abstract))
            if !spec.discussion.isEmpty {
                page += [".PP", escaped(spec.discussion)]
            }
            for argument in spec.arguments {
                page += [".TP", ".I \(argument.name)", escaped(argument.help)]
            }
            for option in spec.options {
                let names = (option.short.map { #"\-\#($0), "# } ?? "") + #"\-\-\#(option.long)"#
                page.append(".TP")
                page.append(option.value.map { #".BI "\#(names) " \#($0)"# } ?? ".B \(names)")
                page.append(escaped(option.help))
            }
        }
        page.append(".SH ENVIRONMENT")
        for (name, help) in environment { page += [".TP", ".B \(name)", escaped(help)] }
        page += [
            ".SH FILES",
            ".TP",
            ".I ~/.local/share/templog/readings.jsonl",
            "The store: JSON Lines, one reading per line, in time order (mode 0600).",
            ".TP",
            ".I ~/.local/share/templog/readings.jsonl.lock",
            "The lock file writers hold.",
            ".SH EXIT STATUS",
        ]
        for (code, meaning) in exitStatuses {
            page += [".TP", ".B \(code.rawValue)", escaped(meaning)]
        }
        page += [
            ".SH EXAMPLES",
            ".nf",
            "templog add 36.5",
            #"templog add 98.6F \-\-at "yesterday 07:30" \-\-who hana"#,
            "templog recent",
            #"templog report \-\-date today \-\-text"#,
            #"templog export \-\-csv \-\-since yesterday | your\-report\-script"#,
            ".fi",
            ".SH SEE ALSO",
            ".BR jq (1)",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// Text made safe for roff: backslashes escaped, hyphens unbreakable, anything beyond
    /// ASCII as `\[uXXXX]` (so `man` renders it in any locale), and no line that starts with a
    /// control character.
    static func escaped<S: StringProtocol>(_ text: S) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += #"\e"#
            case "-": result += #"\-"#
            case _ where scalar.value > 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += #"\[u"# + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = #"\&"# + result }
        return result
    }
}
